package tactical

import (
	"errors"
	"fmt"
	"strings"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// Assault is one assault stepped through its sequence (TAC-A3) as a state
// machine: [Assault.Next] says what is due, a choice or a roll with its
// exact odds; [Assault.Choose] and [Assault.Roll] take the step and return
// what happened. A call out of turn returns an error and changes nothing;
// a roll that fails (a forced script run out) changes nothing either.
//
// Build one with [Ground.Declare]. An Assault belongs to one goroutine.
type Assault struct {
	rules     Rules
	ground    *Ground
	target    hex.Hex
	forms     map[string]Formation
	att       []Unit
	from      []hex.Hex
	going     []bool // attacker i passed its pre-assault check
	def       []Unit
	phase     Phase
	continued bool
	fireAfter bool
	// firedBefore records that the defender fired before the pre-check.
	firedBefore bool
	officers    []officerSlot // officers still to choose, PhaseOfficers
	queue       []task
	events      []Event
	outcome     Outcome
}

// officerSlot is an officer awaiting his choice and the attacker he is with.
type officerSlot struct {
	name string
	with int
}

// task is a roll due: its description with odds, and the code that rolls
// it and applies it. run must not change the assault before its roll
// succeeds.
type task struct {
	roll Roll
	err  error // the odds could not be computed; rolling reports it
	run  func(r *combat.Roller) ([]Event, error)
}

// ref names a unit of one side.
type ref struct {
	side Side
	i    int
}

var errNilAssault = errors.New("tactical: nil or zero Assault (start one with Ground.Declare)")

// built reports whether a was made by Ground.Declare (or Continue): a nil
// or zero Assault has no ground, and every step of it is an error.
func (a *Assault) built() bool { return a != nil && a.ground != nil }

func (a *Assault) unit(r ref) *Unit {
	if r.side == Attacker {
		return &a.att[r.i]
	}
	return &a.def[r.i]
}

func (a *Assault) label(h hex.Hex) string { return a.ground.Label(h) }

// Phase returns the current phase; PhaseDone for a nil or zero Assault.
func (a *Assault) Phase() Phase {
	if !a.built() {
		return PhaseDone
	}
	return a.phase
}

// Target returns the assaulted hex; the zero Hex for a nil Assault.
func (a *Assault) Target() hex.Hex {
	if a == nil {
		return hex.Hex{}
	}
	return a.target
}

// Attackers returns a copy of the assaulting units, as they stand now;
// nil for a nil Assault.
func (a *Assault) Attackers() []Unit {
	if a == nil {
		return nil
	}
	return append([]Unit(nil), a.att...)
}

// Defenders returns a copy of the assaulted units, as they stand now; nil
// for a nil Assault.
func (a *Assault) Defenders() []Unit {
	if a == nil {
		return nil
	}
	return append([]Unit(nil), a.def...)
}

// Going returns the IDs of the assaulters that passed their pre-assault
// check and went in; nil for a nil or zero Assault.
func (a *Assault) Going() []string {
	if a == nil {
		return nil
	}
	var ids []string
	for i, u := range a.att {
		if i < len(a.going) && a.going[i] {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

// Events returns a copy of everything that happened, in order; nil for a
// nil Assault.
func (a *Assault) Events() []Event {
	if a == nil {
		return nil
	}
	return append([]Event(nil), a.events...)
}

// Outcome returns how the assault ended; it is meaningful once the phase is
// PhaseDone. It is the zero Outcome for a nil Assault.
func (a *Assault) Outcome() Outcome {
	if a == nil {
		return Outcome{}
	}
	return a.outcome
}

// Next returns what is due now: the legal choices, or the roll with its
// exact odds, or Done (at once for a nil or zero Assault).
func (a *Assault) Next() Step {
	if !a.built() {
		return Step{Phase: PhaseDone, Done: true}
	}
	s := Step{Phase: a.phase, Done: a.phase == PhaseDone}
	if len(a.queue) > 0 {
		r := a.queue[0].roll
		s.Roll = &r
		return s
	}
	s.Choices = a.choices()
	return s
}

// choices lists the legal choices now; none when a roll is due.
func (a *Assault) choices() []Choice {
	if len(a.queue) > 0 {
		return nil
	}
	switch a.phase {
	case PhaseDeclared:
		var cs []Choice
		if a.defendersCanFire() {
			seen := map[hex.Hex]bool{}
			for i, u := range a.att {
				if h := a.from[i]; !u.Eliminated() && !seen[h] {
					seen[h] = true
					cs = append(cs, Choice{Kind: FireBefore, Hex: h, Label: a.label(h)})
				}
			}
			cs = append(cs, Choice{Kind: FireAfter})
		}
		return append(cs, Choice{Kind: NoFire})
	case PhaseOfficers:
		if len(a.officers) == 0 {
			return nil
		}
		o := a.officers[0]
		var cs []Choice
		if a.joinTarget(o) >= 0 {
			cs = append(cs, Choice{Kind: OfficerJoins, Officer: o.name})
		}
		return append(cs, Choice{Kind: OfficerStays, Officer: o.name})
	case PhaseContinuation:
		return []Choice{{Kind: Proceed}, {Kind: Leave, Side: Attacker}, {Kind: Leave, Side: Defender}}
	}
	return nil
}

func (a *Assault) defendersCanFire() bool {
	for _, u := range a.def {
		if u.CanFire() {
			return true
		}
	}
	return false
}

// joinTarget returns the going attacker an officer would join: his own
// unit if it goes in, else the first going unit without an officer; -1 if
// none.
func (a *Assault) joinTarget(o officerSlot) int {
	if a.going[o.with] && !a.att[o.with].Eliminated() {
		return o.with
	}
	for i, u := range a.att {
		if a.going[i] && !u.Eliminated() && u.Officer == "" {
			return i
		}
	}
	return -1
}

// Choose takes the decision c, which must be one of Next().Choices (the
// Label of a FireBefore choice is not compared), and returns the events it
// caused. It is an error when a roll is due, when the assault is over, or
// when c is not legal now.
func (a *Assault) Choose(c Choice) ([]Event, error) {
	if !a.built() {
		return nil, errNilAssault
	}
	if a.phase == PhaseDone {
		return nil, fmt.Errorf("tactical: the assault is over; no choice is due")
	}
	if len(a.queue) > 0 {
		return nil, fmt.Errorf("tactical: %v: a roll is due (%s), not a choice", a.phase, a.queue[0].roll.Purpose)
	}
	c, err := a.legal(c)
	if err != nil {
		return nil, err
	}
	evs := []Event{{Phase: a.phase, Text: "choice: " + c.String(), Choice: &c}}
	switch c.Kind {
	case FireBefore:
		a.fireBefore(c)
	case FireAfter:
		a.fireAfter = true
		evs = append(evs, a.enterPreCheck()...)
	case NoFire:
		evs = append(evs, a.enterPreCheck()...)
	case OfficerJoins, OfficerStays:
		evs[0].Text = a.placeOfficer(c.Kind == OfficerJoins)
		a.officers = a.officers[1:]
	case Proceed:
		evs = append(evs, a.enterResolution()...)
	case Leave:
		a.outcome.Left = c.Side
		evs[0].Text += "; it may take full-strength fire from the enemy units marked Finished"
		evs = append(evs, a.finish()...)
	}
	evs = append(evs, a.advance()...)
	a.events = append(a.events, evs...)
	return evs, nil
}

// legal returns the legal choice now that is c (with its label), or an
// error that lists the legal ones.
func (a *Assault) legal(c Choice) (Choice, error) {
	legal := a.choices()
	for _, l := range legal {
		if l.same(c) {
			return l, nil
		}
	}
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return c, fmt.Errorf("tactical: %v: %q is not a legal choice (legal: %s)", a.phase, c.String(), strings.Join(names, "; "))
}

// fireBefore queues the defensive fire before the pre-assault check at
// the assaulters in the hex c names, with that hex's terrain (TAC-A4).
func (a *Assault) fireBefore(c Choice) {
	a.phase = PhaseFireBefore
	a.firedBefore = true
	var targets []int
	for i, u := range a.att {
		if a.from[i] == c.Hex && !u.Eliminated() {
			targets = append(targets, i)
		}
	}
	div, err1 := a.ground.Divisor(c.Hex)
	crest, err2 := a.ground.OnCrest(c.Hex)
	a.queueFire("defensive fire at "+c.Label, targets, div, crest, errors.Join(err1, err2))
}

// placeOfficer applies an officer's choice and describes it.
func (a *Assault) placeOfficer(joins bool) string {
	o := a.officers[0]
	own := &a.att[o.with]
	where := a.label(a.from[o.with])
	if joins {
		j := a.joinTarget(o)
		if j != o.with {
			own.Officer = ""
			a.att[j].Officer = o.name
		}
		return fmt.Sprintf("%s joins the assault with %s", o.name, a.att[j].ID)
	}
	if a.going[o.with] {
		own.Officer = "" // his section goes in without him
		return fmt.Sprintf("%s stays in %s; %s goes in without him", o.name, where, own.ID)
	}
	return fmt.Sprintf("%s stays in %s with %s", o.name, where, own.ID)
}

// Roll makes the roll that is due with r, applies its results and returns
// the events. It is an error when a choice is due or the assault is over;
// a failed roll leaves the assault as it was.
func (a *Assault) Roll(r *combat.Roller) ([]Event, error) {
	if !a.built() {
		return nil, errNilAssault
	}
	if a.phase == PhaseDone {
		return nil, fmt.Errorf("tactical: the assault is over; no roll is due")
	}
	if len(a.queue) == 0 {
		return nil, fmt.Errorf("tactical: %v: a choice is due, not a roll", a.phase)
	}
	if r == nil {
		return nil, fmt.Errorf("tactical: %s: nil roller", a.queue[0].roll.Purpose)
	}
	t := a.queue[0]
	if t.err != nil {
		return nil, t.err
	}
	evs, err := t.run(r)
	if err != nil {
		return nil, err
	}
	a.queue = a.queue[1:]
	evs = append(evs, a.advance()...)
	a.events = append(a.events, evs...)
	return evs, nil
}

// advance moves through phases that have nothing due until a choice or a
// roll is due or the assault is done.
func (a *Assault) advance() []Event {
	var evs []Event
	for a.phase != PhaseDone && len(a.queue) == 0 && len(a.choices()) == 0 {
		switch a.phase {
		case PhaseFireBefore:
			evs = append(evs, a.enterPreCheck()...)
		case PhasePreCheck:
			evs = append(evs, a.enterOfficers()...)
		case PhaseOfficers:
			evs = append(evs, a.enterFireAfter()...)
		case PhaseFireAfter:
			evs = append(evs, a.enterResolution()...)
		case PhaseResolution:
			evs = append(evs, a.enterLoserMorale()...)
		case PhaseLoserMorale:
			evs = append(evs, a.finish()...)
		default: // PhaseDeclared and PhaseContinuation always offer a choice
			return evs
		}
	}
	return evs
}

func (a *Assault) enterPreCheck() []Event {
	a.phase = PhasePreCheck
	var evs []Event
	for i := range a.att {
		u := &a.att[i]
		if u.Eliminated() {
			continue
		}
		if u.FailedMorale {
			u.Finished = true
			evs = append(evs, Event{Phase: a.phase, Text: u.ID + " failed morale under fire: it does not go in; marked Finished", Marked: []string{u.ID}})
			continue
		}
		a.queueMorale("pre-assault morale check of "+u.ID+" in "+a.label(a.from[i]), []ref{{Attacker, i}}, true)
	}
	if len(evs) == 0 && len(a.queue) == 0 {
		evs = append(evs, Event{Phase: a.phase, Text: "no assaulter is left: no pre-assault morale check", Skip: SkipNoAssaulter})
	}
	return evs
}

// enterOfficers offers each assaulting officer his choice (TAC-M1), or
// logs why there is none.
func (a *Assault) enterOfficers() []Event {
	a.phase = PhaseOfficers
	a.officers = a.officers[:0]
	if len(a.Going()) == 0 {
		return []Event{{Phase: a.phase, Text: "no assaulter passed the pre-assault check: no officer can join the assault", Skip: SkipNoneWentIn}}
	}
	for i, u := range a.att {
		if u.Officer != "" {
			a.officers = append(a.officers, officerSlot{name: u.Officer, with: i})
		}
	}
	if len(a.officers) == 0 {
		return []Event{{Phase: a.phase, Text: "no officer with the assaulters: no officer to place", Skip: SkipNoOfficer}}
	}
	return nil
}

// enterFireAfter queues the defensive fire at the units that passed the
// pre-assault check (TAC-A3, A4), or logs why there is none.
func (a *Assault) enterFireAfter() []Event {
	a.phase = PhaseFireAfter
	none := func(k Skip, why string) []Event {
		return []Event{{Phase: a.phase, Text: "no defensive fire after the pre-assault check: " + why, Skip: k}}
	}
	switch {
	case !a.fireAfter && a.firedBefore:
		return none(SkipFiredBefore, "the defender fired before it")
	case !a.fireAfter:
		return none(SkipFireNotChosen, "the defender did not choose to fire after it")
	case !a.defendersCanFire():
		return none(SkipNoDefenderCanFire, "no defender can fire")
	}
	var targets []int
	crestStanding := false
	for i, u := range a.att {
		if a.going[i] && !u.Eliminated() {
			targets = append(targets, i)
			if c, _ := a.ground.OnCrest(a.from[i]); c {
				crestStanding = true
			}
		}
	}
	if len(targets) == 0 {
		return none(SkipNoTarget, "no assaulter goes in")
	}
	div, err1 := a.ground.Divisor(a.target)
	crest, err2 := a.ground.OnCrest(a.target)
	if a.rules.Crest == CrestWhereStanding {
		crest = crestStanding
	}
	a.queueFire("defensive fire at the assaulters entering "+a.label(a.target), targets, div, crest, errors.Join(err1, err2))
	return nil
}

// live returns the refs of one side's units that take part and stand.
func (a *Assault) live(side Side) []ref {
	var rs []ref
	if side == Attacker {
		for i, u := range a.att {
			if a.going[i] && !u.Eliminated() {
				rs = append(rs, ref{Attacker, i})
			}
		}
		return rs
	}
	for i, u := range a.def {
		if !u.Eliminated() {
			rs = append(rs, ref{Defender, i})
		}
	}
	return rs
}

func (a *Assault) units(rs []ref) []Unit {
	us := make([]Unit, len(rs))
	for i, r := range rs {
		us[i] = *a.unit(r)
	}
	return us
}

func (a *Assault) enterResolution() []Event {
	a.phase = PhaseResolution
	att, def := a.live(Attacker), a.live(Defender)
	if len(att) == 0 || len(def) == 0 {
		why := "no assaulter went in: no assault resolution"
		if len(att) > 0 {
			why = "no defender is left: no assault resolution"
		}
		evs := []Event{{Phase: a.phase, Text: why, Skip: SkipNotResolved},
			{Phase: PhaseLoserMorale, Text: "no assault was resolved: no loser's morale check", Skip: SkipNotResolved}}
		return append(evs, a.finish()...)
	}
	a.queueAssault(att, def)
	return nil
}

// enterLoserMorale queues the loser's morale check (TAC-R3), or logs why
// there is none.
func (a *Assault) enterLoserMorale() []Event {
	a.phase = PhaseLoserMorale
	loser := a.outcome.Loser
	if loser == NoSide {
		return []Event{{Phase: a.phase, Text: "nobody must retreat: no loser, no loser's morale check", Skip: SkipNoLoser}}
	}
	rs := a.live(loser)
	switch len(rs) {
	case 0:
		return []Event{{Phase: a.phase, Text: "the losing " + loser.String() + " has no unit left: no loser's morale check", Skip: SkipLoserGone}}
	case 1:
		a.queueMorale("morale check of the loser "+a.unit(rs[0]).ID, rs, false)
	default:
		a.queueMorale("morale check of the losing "+loser.String()+" as a formation", rs, false)
	}
	return nil
}

// finish marks every assaulting and assaulted unit Finished (TAC-A3) and
// settles the outcome.
func (a *Assault) finish() []Event {
	a.phase = PhaseDone
	var marked []string
	for _, side := range [][]Unit{a.att, a.def} {
		for i := range side {
			if u := &side[i]; !u.Eliminated() && !u.Finished {
				u.Finished = true
				marked = append(marked, u.ID)
			}
		}
	}
	o := &a.outcome
	o.Continues = o.Resolved && o.Loser == NoSide && o.Left == NoSide &&
		len(a.live(Attacker)) > 0 && len(a.live(Defender)) > 0
	text := "marked Finished: " + strings.Join(marked, ", ")
	if len(marked) == 0 {
		text = "every unit is already marked Finished"
	}
	switch {
	case o.Continues:
		text += "; nobody must retreat: the assault continues at the assaulter's next activation"
	case o.Loser != NoSide:
		text += "; the " + o.Loser.String() + " must retreat and loses the assault"
	}
	return []Event{{Phase: a.phase, Text: text, Marked: marked}}
}
