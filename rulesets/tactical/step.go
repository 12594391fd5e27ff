package tactical

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// Phase is a step of the assault sequence (TAC-A3), in order.
type Phase int

const (
	// PhaseDeclared: the assault is declared; the defender chooses to fire
	// at a hex the assault comes from, to fire after the pre-assault check,
	// or not to fire.
	PhaseDeclared Phase = iota
	// PhaseFireBefore: defensive fire at a hex the assault comes from, then
	// its leader and morale checks.
	PhaseFireBefore
	// PhasePreCheck: the pre-assault morale check of each assaulter.
	PhasePreCheck
	// PhaseOfficers: each officer joins the assault or stays.
	PhaseOfficers
	// PhaseFireAfter: defensive fire at the units that passed, then its
	// checks (only if the defender did not fire before).
	PhaseFireAfter
	// PhaseResolution: the assault roll on the CRT, then leader checks.
	PhaseResolution
	// PhaseLoserMorale: the morale check of the side that must retreat.
	PhaseLoserMorale
	// PhaseContinuation: a continued assault (TAC-R2); the assaulter
	// proceeds or either side leaves the hex.
	PhaseContinuation
	// PhaseDone: every unit is marked Finished; nothing more is due.
	PhaseDone
)

var phaseNames = [...]string{"declared", "defensive fire before the pre-assault check",
	"pre-assault morale check", "officers", "defensive fire after the pre-assault check",
	"assault resolution", "morale check of the loser", "continuation", "done"}

// String names the phase.
func (p Phase) String() string {
	if p >= 0 && int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// ChoiceKind is the kind of a decision in the sequence.
type ChoiceKind int

const (
	// FireBefore: the defender fires now, before the pre-assault check, at
	// the hex Choice.Hex the assault comes from; that hex's terrain applies.
	FireBefore ChoiceKind = iota + 1
	// FireAfter: the defender fires after the pre-assault check at the
	// units that passed; the defender's hex's terrain applies.
	FireAfter
	// NoFire: the defender does not fire (or cannot: Finished or Reaction).
	NoFire
	// OfficerJoins: the officer Choice.Officer joins the assault.
	OfficerJoins
	// OfficerStays: the officer Choice.Officer stays where he is.
	OfficerStays
	// Proceed: the assaulter goes on with a continued assault.
	Proceed
	// Leave: side Choice.Side leaves the assaulted hex instead.
	Leave
)

// Choice is one legal decision at a step. Pick one from [Step.Choices].
type Choice struct {
	Kind    ChoiceKind
	Hex     hex.Hex // FireBefore: the hex fired at
	Label   string  // FireBefore: its printed label, for display
	Officer string  // OfficerJoins, OfficerStays
	Side    Side    // Leave
}

// same compares choices ignoring the display label.
func (c Choice) same(o Choice) bool {
	return c.Kind == o.Kind && c.Hex == o.Hex && c.Officer == o.Officer && c.Side == o.Side
}

// String describes the choice.
func (c Choice) String() string {
	switch c.Kind {
	case FireBefore:
		l := c.Label
		if l == "" {
			l = c.Hex.String()
		}
		return "defensive fire now at " + l
	case FireAfter:
		return "defensive fire after the pre-assault check"
	case NoFire:
		return "no defensive fire"
	case OfficerJoins:
		return c.Officer + " joins the assault"
	case OfficerStays:
		return c.Officer + " stays"
	case Proceed:
		return "continue the assault"
	case Leave:
		return "the " + c.Side.String() + " leaves the hex"
	}
	return fmt.Sprintf("Choice(%d)", int(c.Kind))
}

// RollKind is the kind of a roll in the sequence.
type RollKind int

const (
	FireRoll    RollKind = iota + 1 // 2D6 on the Fire Table (TAC-F1)
	LeaderRoll                      // 2D6 leader-loss check (TAC-F4)
	MoraleRoll                      // 2D6 morale check (TAC-M1, F3, R3)
	AssaultRoll                     // 1D6 on the Assault CRT (TAC-R1)
)

// Roll is the roll due at a step, with its exact odds, shown before rolling.
type Roll struct {
	Kind    RollKind
	Purpose string   // such as "defensive fire at 303"
	Units   []string // the units it concerns
	Dice    combat.Dice
	Mods    combat.Mods
	// FireRoll: the fire and the exact distribution of its hits after the
	// divisor.
	Fire Fire
	Hits combat.Outcomes[int]
	// MoraleRoll, LeaderRoll: the check and the exact probability that it
	// holds, which for a morale check is a pass and for a leader check is
	// the loss of the leader.
	Check  combat.Check
	Chance combat.Frac
	// FireRoll, AssaultRoll: the table column and why.
	Column combat.ColumnPick
	// AssaultRoll: the combat values and the exact distribution of the
	// CRT cell.
	Attack, Defence combat.Frac
	Results         combat.Outcomes[CRTCell]
}

// String states the roll and its odds on one line.
func (r Roll) String() string {
	var b strings.Builder
	b.WriteString(r.Purpose + ": " + r.Dice.String())
	if br, err := r.Mods.Sum(); err == nil && len(br.Mods) > 0 {
		b.WriteString(" " + br.String())
	}
	switch r.Kind {
	case FireRoll:
		fmt.Fprintf(&b, "; %v; divisor %d; hits %v", r.Column, r.Fire.Divisor, r.Hits)
	case MoraleRoll:
		fmt.Fprintf(&b, " %v: pass %v (%s)", r.Check, r.Chance, r.Chance.Percent())
	case LeaderRoll:
		fmt.Fprintf(&b, " %v: leader lost %v (%s)", r.Check, r.Chance, r.Chance.Percent())
	case AssaultRoll:
		fmt.Fprintf(&b, "; %v; %v", r.Column, r.Results)
	}
	return b.String()
}

// Step is what the sequence waits for: a choice among Choices, a Roll, or
// nothing (Done).
type Step struct {
	Phase   Phase
	Choices []Choice
	Roll    *Roll
	Done    bool
}

// Event is one thing that happened: a choice, a roll and its results, the
// losses it caused, the units marked Finished. Text explains it in one line.
type Event struct {
	Phase   Phase
	Text    string
	Choice  *Choice
	Fire    *FireResult
	Check   *combat.CheckResult
	Assault *combat.Result[CRTCell]
	Losses  []Loss
	Marked  []string // units marked Finished by this event
	// Skip says why the step did nothing; "" when something happened.
	Skip Skip
}

// String returns the event's text.
func (e Event) String() string { return e.Text }

// Skip says, for a program to test, why a step of the sequence did
// nothing (TAC-A3); the zero Skip marks an event in which something
// happened. The event's Text says the same in words.
type Skip string

const (
	SkipNoAssaulter       Skip = "no-assaulter"         // no assaulter left for a pre-assault check
	SkipNoneWentIn        Skip = "none-went-in"         // no assaulter passed: no officer can join
	SkipNoOfficer         Skip = "no-officer"           // no officer with the assaulters
	SkipFiredBefore       Skip = "fired-before"         // no fire after the pre-check: the defender fired before it
	SkipFireNotChosen     Skip = "fire-not-chosen"      // no fire after the pre-check: not chosen
	SkipNoDefenderCanFire Skip = "no-defender-can-fire" // no fire after the pre-check: no defender can fire
	SkipNoTarget          Skip = "no-target"            // no fire after the pre-check: no assaulter goes in
	SkipNotResolved       Skip = "not-resolved"         // no assault resolution: one side is empty
	SkipNoLoser           Skip = "no-loser"             // nobody must retreat: no loser's morale check
	SkipLoserGone         Skip = "loser-gone"           // the losing side has no unit left
	SkipNoFormationCheck  Skip = "no-formation-check"   // hits do not exceed the sections (TAC-F3)
	SkipUnderCommand      Skip = "under-command"        // a unit under command checks with its formation
)

// Outcome is how an assault ended.
type Outcome struct {
	// Resolved reports that the CRT was rolled; Cell is its result.
	Resolved bool
	Cell     CRTCell
	// Loser is the side that must retreat (TAC-R3), NoSide if none.
	Loser Side
	// Continues reports that nobody retreated and both sides are still in
	// the hex: the assault goes on at the assaulter's next activation
	// (TAC-R2); see [Assault.Continue].
	Continues bool
	// Left is the side that left the hex instead of continuing; it may take
	// full-strength fire from the enemy units marked Finished.
	Left Side
}
