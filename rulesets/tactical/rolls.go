package tactical

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/combat"
)

// This file queues the rolls of the sequence: each with its odds, computed
// before the roll, and the code that applies its result.

// firePower returns the fire factors of the defenders that may fire.
func (a *Assault) firePower() (combat.Frac, error) {
	sum := combat.Int(0)
	for _, u := range a.def {
		if !u.CanFire() {
			continue
		}
		f, err := sum.Add(u.Fire)
		if err != nil {
			return sum, fmt.Errorf("tactical: fire factors: %w", err)
		}
		sum = f
	}
	return sum, nil
}

// queueFire queues a defensive fire at attackers targets.
func (a *Assault) queueFire(purpose string, targets []int, divisor int, crest bool, err error) {
	f := Fire{Divisor: divisor, Crest: crest}
	ids := make([]string, len(targets))
	for k, i := range targets {
		ids[k] = a.att[i].ID
		f.Moving = f.Moving || a.att[i].Moved
	}
	var ferr error
	f.Factors, ferr = a.firePower()
	t := task{roll: Roll{Kind: FireRoll, Purpose: purpose, Units: ids, Dice: combat.TwoD6, Mods: f.Mods(), Fire: f}}
	t.err = err
	if t.err == nil {
		t.err = ferr
	}
	if t.err == nil {
		t.roll.Hits, t.err = f.Odds(a.rules.FireTable)
	}
	if t.err == nil {
		t.roll.Column, t.err = a.rules.FireTable.Column(combat.Factors(f.Factors))
	}
	t.run = func(r *combat.Roller) ([]Event, error) {
		res, err := f.Resolve(r, a.rules.FireTable, purpose)
		if err != nil {
			return nil, err
		}
		rs := make([]ref, len(targets))
		for k, i := range targets {
			rs[k] = ref{Attacker, i}
		}
		losses, text := a.applyHits(rs, res.Hits)
		ev := Event{Phase: a.phase, Text: res.String() + text, Fire: &res, Losses: losses}
		return append([]Event{ev}, a.afterFire(rs, losses)...), nil
	}
	a.queue = append(a.queue, t)
}

// applyHits spreads hits over the units rs (TAC-F2) and describes it.
func (a *Assault) applyHits(rs []ref, hits int) ([]Loss, string) {
	lost, excess := SpreadHits(a.units(rs), hits)
	var losses []Loss
	var parts []string
	for k, r := range rs {
		if lost[k] == 0 {
			continue
		}
		u := a.unit(r)
		u.Steps -= lost[k]
		losses = append(losses, Loss{Unit: u.ID, Side: r.side, Steps: lost[k]})
		s := fmt.Sprintf("%s loses %d step", u.ID, lost[k])
		if lost[k] > 1 {
			s += "s"
		}
		if u.Eliminated() {
			s += " and is eliminated"
		} else {
			s += fmt.Sprintf(" (%d left)", u.Steps)
		}
		parts = append(parts, s)
	}
	if excess > 0 {
		parts = append(parts, fmt.Sprintf("%d hits beyond the last step", excess))
	}
	if len(parts) == 0 {
		return nil, "; no loss"
	}
	return losses, "; " + strings.Join(parts, "; ")
}

// afterFire queues the checks a defensive fire causes: formations whose
// hits exceed their sections, units out of command that were hit (TAC-F3),
// then officers whose section lost a step (TAC-F4). It returns events for
// the checks that are not needed, so a tool can show why.
func (a *Assault) afterFire(rs []ref, losses []Loss) []Event {
	lostOf := map[string]int{}
	for _, l := range losses {
		lostOf[l.Unit] = l.Steps
	}
	evs := a.formationChecks(rs, lostOf)
	for _, r := range rs {
		u := a.unit(r)
		if lostOf[u.ID] == 0 || u.Eliminated() {
			continue
		}
		if u.OutOfCommand {
			a.queueMorale("morale check of "+u.ID+", out of command", []ref{r}, false)
		} else {
			evs = append(evs, Event{Phase: a.phase, Text: u.ID + " is under command: no morale check of its own", Skip: SkipUnderCommand})
		}
	}
	a.queueLeaders(rs, lostOf, true)
	return evs
}

// formationChecks queues the morale check of each formation whose units
// under command among rs lost more steps than it has sections (TAC-F3),
// in the order the formations are first hit, and returns an event for
// each formation that need not check.
func (a *Assault) formationChecks(rs []ref, lostOf map[string]int) []Event {
	var evs []Event
	var order []string
	hits := map[string]int{}
	for _, r := range rs {
		u := a.unit(r)
		n := lostOf[u.ID]
		if n == 0 || u.OutOfCommand || u.Formation == "" {
			continue
		}
		if _, seen := hits[u.Formation]; !seen {
			order = append(order, u.Formation)
		}
		hits[u.Formation] += n
	}
	for _, name := range order {
		f := a.forms[name]
		if !FormationMustCheck(hits[name], f.Sections) {
			verb := "hits do"
			if hits[name] == 1 {
				verb = "hit does"
			}
			evs = append(evs, Event{Phase: a.phase, Text: fmt.Sprintf("formation %s: %d %s not exceed its %d sections: no formation morale check", name, hits[name], verb, f.Sections), Skip: SkipNoFormationCheck})
			continue
		}
		var members []ref
		for i, u := range a.att {
			if u.Formation == name && !u.Eliminated() && !u.OutOfCommand {
				members = append(members, ref{Attacker, i})
			}
		}
		if len(members) > 0 {
			a.queueMorale(fmt.Sprintf("formation %s morale check (%d hits > %d sections)", name, hits[name], f.Sections), members, false)
		}
	}
	return evs
}

// queueLeaders queues a leader-loss check for each officer whose unit lost
// a step (TAC-F4).
func (a *Assault) queueLeaders(rs []ref, lostOf map[string]int, defensiveFire bool) {
	for _, r := range rs {
		u := a.unit(r)
		if lostOf[u.ID] == 0 || u.Officer == "" {
			continue
		}
		r, name := r, u.Officer
		mods := LeaderLossMods(defensiveFire)
		purpose := "leader loss check of " + name + " with " + u.ID
		t := task{roll: Roll{Kind: LeaderRoll, Purpose: purpose, Units: []string{u.ID}, Dice: combat.TwoD6,
			Mods: mods, Check: leaderLost, Chance: LeaderLossChance(defensiveFire)}}
		t.run = func(rl *combat.Roller) ([]Event, error) {
			res, err := RollLeaderLoss(rl, purpose, defensiveFire)
			if err != nil {
				return nil, err
			}
			text := res.String()
			if res.Pass {
				a.unit(r).Officer = ""
				text += ": " + name + " is lost"
			} else {
				text = strings.TrimSuffix(text, ": fail") + ": no loss, " + name + " is unhurt"
			}
			return []Event{{Phase: a.phase, Text: text, Check: &res}}, nil
		}
		a.queue = append(a.queue, t)
	}
}

// queueMorale queues one morale check of the units rs (TAC-M1): a unit's
// own check, or a formation's (several units, one roll against
// [FormationMorale]). preAssault marks the pre-assault check: passing
// lets the unit go in, failing marks it Finished.
func (a *Assault) queueMorale(purpose string, rs []ref, preAssault bool) {
	us := a.units(rs)
	morale, _ := FormationMorale(us)
	ids := make([]string, len(us))
	for i, u := range us {
		ids[i] = u.ID
	}
	t := task{roll: Roll{Kind: MoraleRoll, Purpose: purpose, Units: ids, Dice: combat.TwoD6,
		Check: MoraleCheck(morale), Chance: MoraleChance(morale)}}
	t.run = func(r *combat.Roller) ([]Event, error) {
		res, err := RollMorale(r, purpose, morale)
		if err != nil {
			return nil, err
		}
		ev := Event{Phase: a.phase, Text: res.String(), Check: &res}
		for _, x := range rs {
			u := a.unit(x)
			switch {
			case res.Pass && preAssault:
				a.going[x.i] = true
			case !res.Pass:
				u.FailedMorale = true
				if preAssault {
					u.Finished = true
					ev.Marked = append(ev.Marked, u.ID)
				}
			}
		}
		if len(ev.Marked) > 0 {
			ev.Text += "; marked Finished: " + strings.Join(ev.Marked, ", ")
		}
		return []Event{ev}, nil
	}
	a.queue = append(a.queue, t)
}

// queueAssault queues the assault roll on the CRT (TAC-R1, R2).
func (a *Assault) queueAssault(att, def []ref) {
	purpose := "assault on " + a.label(a.target)
	if a.continued {
		purpose = "continued " + purpose
	}
	au, du := a.units(att), a.units(def)
	t := task{roll: Roll{Kind: AssaultRoll, Purpose: purpose, Dice: a.rules.CRT.Dice(),
		Mods: a.rules.assaultMods(au, du, a.continued)}}
	for _, u := range append(au, du...) {
		t.roll.Units = append(t.roll.Units, u.ID)
	}
	var err error
	if t.roll.Attack, err = a.rules.value(au); err == nil {
		t.roll.Defence, err = a.rules.value(du)
	}
	sel := combat.Versus(t.roll.Attack, t.roll.Defence)
	if err == nil {
		t.roll.Column, err = a.rules.CRT.Column(sel)
	}
	if err == nil {
		t.roll.Results, err = a.rules.CRT.Outcomes(sel, t.roll.Mods)
	}
	if err != nil {
		t.err = fmt.Errorf("tactical: %s: %w", purpose, err)
	}
	mods := t.roll.Mods
	t.run = func(r *combat.Roller) ([]Event, error) {
		res, err := a.rules.CRT.Resolve(r, purpose, sel, mods)
		if err != nil {
			return nil, fmt.Errorf("tactical: %w", err)
		}
		res.Faces = append([]int(nil), res.Faces...)
		a.outcome.Resolved, a.outcome.Cell, a.outcome.Loser = true, res.Cell, res.Cell.Loser()
		la, ta := a.applyHits(att, res.Cell.Losses.Attacker)
		ld, td := a.applyHits(def, res.Cell.Losses.Defender)
		text := res.String() + "; attacker:" + strings.TrimPrefix(ta, ";") + "; defender:" + strings.TrimPrefix(td, ";")
		losses := append(la, ld...)
		lostOf := map[string]int{}
		for _, l := range losses {
			lostOf[l.Unit] = l.Steps
		}
		a.queueLeaders(append(append([]ref(nil), att...), def...), lostOf, false)
		return []Event{{Phase: a.phase, Text: text, Assault: &res, Losses: losses}}, nil
	}
	a.queue = append(a.queue, t)
}
