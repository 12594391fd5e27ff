package tactical

import (
	"fmt"
)

// Continue returns the continuation of an assault that ended with nobody
// retreating (TAC-R2), for the assaulter's next activation. It starts at
// PhaseContinuation: the assaulter proceeds, or either side leaves the hex
// instead (the side that leaves may take full-strength fire from the
// enemy units marked Finished). Proceeding resolves the assault again with
// the odds recomputed from the units' present steps and only the
// continuation modifiers ([Rules.Continuation]); no declaration, defensive
// fire or pre-assault check comes first, as the units are already in the
// hex. The assaulters' Finished marks are cleared, as they activate.
func (a *Assault) Continue() (*Assault, error) {
	if !a.built() {
		return nil, errNilAssault
	}
	if a.phase != PhaseDone || !a.outcome.Continues {
		return nil, fmt.Errorf("tactical: %v: only an assault that is done with nobody retreating continues", a.phase)
	}
	n := &Assault{rules: a.rules, ground: a.ground, target: a.target, forms: a.forms,
		phase: PhaseContinuation, continued: true}
	for i, u := range a.att {
		if a.going[i] && !u.Eliminated() {
			u.Finished, u.FailedMorale = false, false
			n.att = append(n.att, u)
			n.from = append(n.from, a.target)
		}
	}
	for _, u := range a.def {
		if !u.Eliminated() {
			u.FailedMorale = false
			n.def = append(n.def, u)
		}
	}
	n.going = make([]bool, len(n.att))
	for i := range n.going {
		n.going[i] = true
	}
	return n, nil
}

// FireInto applies hits of a fire into the assaulted hex while the assault
// goes on (TAC-R4): the losses are spread as if every unit there, of both
// sides, were one side, defenders first then assaulters, one step each in
// turn ([SpreadHits]). It is legal while the assault is pending
// continuation: done with Continues, or at PhaseContinuation. Leader
// checks for these losses are the caller's ([RollLeaderLoss]).
func (a *Assault) FireInto(hits int) ([]Loss, error) {
	if !a.built() {
		return nil, errNilAssault
	}
	engaged := a.phase == PhaseContinuation || (a.phase == PhaseDone && a.outcome.Continues)
	if !engaged {
		return nil, fmt.Errorf("tactical: %v: no assault is going on in the hex", a.phase)
	}
	if hits < 0 {
		return nil, fmt.Errorf("tactical: %d hits", hits)
	}
	rs := append(a.live(Defender), a.live(Attacker)...)
	losses, text := a.applyHits(rs, hits)
	a.events = append(a.events, Event{Phase: a.phase, Text: fmt.Sprintf("fire into the assaulted hex %s: %d hits spread over both sides%s", a.label(a.target), hits, text), Losses: losses})
	if a.phase == PhaseDone {
		a.outcome.Continues = len(a.live(Attacker)) > 0 && len(a.live(Defender)) > 0
	}
	return losses, nil
}
