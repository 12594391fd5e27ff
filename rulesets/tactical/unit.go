package tactical

import (
	"fmt"
	"math"
	"unicode/utf8"

	"github.com/warkit/warkit/combat"
)

// Side is one side of an assault.
type Side int

const (
	// NoSide is the zero Side: nobody (no loser, nobody leaves).
	NoSide Side = iota
	// Attacker is the assaulting side.
	Attacker
	// Defender is the assaulted side, the one in the defender's hex.
	Defender
)

// String names the side.
func (s Side) String() string {
	switch s {
	case NoSide:
		return "nobody"
	case Attacker:
		return "attacker"
	case Defender:
		return "defender"
	}
	return fmt.Sprintf("Side(%d)", int(s))
}

// Unit is one counter of the game: an infantry section (or any unit with
// steps), its morale, its command status, the officer with it and its marks.
// It is a plain value; the assault keeps its own copies and changes them.
type Unit struct {
	// ID names the unit in events and errors, such as "GE 1/A" or "BE 2".
	ID string
	// Formation is the name of the formation it belongs to ("" none); see
	// [Formation] and TAC-F3.
	Formation string
	// Steps is the number of steps it has now; 0 is eliminated.
	Steps int
	// FullSteps is the number of steps at full strength (at least Steps).
	FullSteps int
	// Morale is its morale at full strength in its present command status:
	// 10 for the seed's sections under command. The seed gives no value
	// for a unit out of command (its Belgian unit is "out of command with
	// morale 6 or less"), so a scenario states it here.
	Morale int
	// OutOfCommand marks a unit out of command (TAC-F3, TAC-R1).
	OutOfCommand bool
	// Fire is its fire factors, possibly fractional (2.5 is combat.Half(5)).
	Fire combat.Frac
	// Officer names the officer stacked with the unit ("" none): a step loss
	// of the unit makes him check for leader loss (TAC-F4).
	Officer string
	// Moved marks a unit that is moving or has moved this activation: a
	// target that moved is fired at with −1 (TAC-F1).
	Moved bool
	// Reaction marks a unit whose Reaction is already spent; it cannot
	// fire defensively. So does Finished.
	Reaction bool
	// Finished is the Finished mark (TAC-A3).
	Finished bool
	// FailedMorale marks a unit that failed a morale check during this
	// assault. The seed says only what failing the pre-assault check does
	// (the unit does not go in); this package marks every failure and keeps
	// such an attacker out of the rest of the assault.
	FailedMorale bool
}

// Lost returns the steps the unit has lost: FullSteps − Steps. For a unit
// that [Unit.Validate] refuses, Steps is first clamped to 0..FullSteps
// (and a FullSteps below 0 read as 0), so the answer is always in
// 0..FullSteps and never wraps.
func (u Unit) Lost() int {
	full := max(u.FullSteps, 0)
	return full - min(max(u.Steps, 0), full)
}

// Eliminated reports whether the unit has no steps left.
func (u Unit) Eliminated() bool { return u.Steps <= 0 }

// CurrentMorale returns the morale value the unit checks against (TAC-M1):
// its Morale less one per step lost, so 10 under command without losses
// and 9 with a step lost, as in the seed. The seed shows one lost step
// only; one point per further step is this package's reading. For a unit
// that [Unit.Validate] refuses the difference saturates at math.MinInt
// rather than wrap.
func (u Unit) CurrentMorale() int {
	lost := u.Lost() // >= 0
	if u.Morale < math.MinInt+lost {
		return math.MinInt
	}
	return u.Morale - lost
}

// CanFire reports whether the unit may fire defensively: it has steps and
// fire factors and is marked neither Finished nor Reaction.
func (u Unit) CanFire() bool {
	return !u.Eliminated() && u.Fire.Sign() > 0 && !u.Finished && !u.Reaction
}

// Validate reports a unit that cannot be played: no ID, steps outside
// 0..FullSteps, no full strength, a morale outside 2..12, negative fire,
// an ID, formation or officer that is not valid UTF-8.
func (u Unit) Validate() error {
	switch {
	case u.ID == "":
		return fmt.Errorf("tactical: unit with no ID")
	case u.FullSteps < 1:
		return fmt.Errorf("tactical: unit %q: full strength %d steps, want at least 1", u.ID, u.FullSteps)
	case u.Steps < 0 || u.Steps > u.FullSteps:
		return fmt.Errorf("tactical: unit %q: %d steps, want 0..%d", u.ID, u.Steps, u.FullSteps)
	case u.Morale < 2 || u.Morale > 12:
		return fmt.Errorf("tactical: unit %q: morale %d, want 2..12 (a 2D6 check)", u.ID, u.Morale)
	case u.Fire.Sign() < 0:
		return fmt.Errorf("tactical: unit %q: negative fire factors %v", u.ID, u.Fire)
	case !utf8.ValidString(u.ID) || !utf8.ValidString(u.Formation) || !utf8.ValidString(u.Officer):
		return fmt.Errorf("tactical: unit %q (formation %q, officer %q): not valid UTF-8", u.ID, u.Formation, u.Officer)
	}
	return nil
}

// String formats the unit as `GE 1/A (2/2 steps, morale 10)`.
func (u Unit) String() string {
	s := fmt.Sprintf("%s (%d/%d steps, morale %d", u.ID, u.Steps, u.FullSteps, u.CurrentMorale())
	if u.OutOfCommand {
		s += ", out of command"
	}
	if u.Officer != "" {
		s += ", with " + u.Officer
	}
	return s + ")"
}

// Formation is a group of sections under one command, such as the two rifle
// sections of Captain Steiner. Sections is its number of sections as
// formed ("originally", says the seed): a fire whose hits exceed it makes
// the formation check morale (TAC-F3).
type Formation struct {
	Name     string
	Sections int
}

// Validate reports a formation with no name, a name that is not valid
// UTF-8, or no sections.
func (f Formation) Validate() error {
	if f.Name == "" {
		return fmt.Errorf("tactical: formation with no name")
	}
	if !utf8.ValidString(f.Name) {
		return fmt.Errorf("tactical: formation name %q is not valid UTF-8", f.Name)
	}
	if f.Sections < 1 {
		return fmt.Errorf("tactical: formation %q: %d sections, want at least 1", f.Name, f.Sections)
	}
	return nil
}
