package tactical

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Assaulter is a unit declared in an assault: where it assaults from and
// the movement points it has left.
type Assaulter struct {
	Unit
	From   hex.Hex
	MPLeft float64
}

// Setup is everything a declaration needs beside the [Ground] it is
// declared on.
type Setup struct {
	Target     hex.Hex // the defender's hex, where the assault takes place
	Defenders  []Unit
	Assaulters []Assaulter
	// Formations lists every formation a unit names.
	Formations []Formation
	// StepCost prices entering the target (TAC-A2); nil uses
	// [Ground.StepCost], the [MoveCost] of the target's terrain.
	StepCost move.StepCost
}

// Declare checks a declaration on g and returns the assault, waiting for the
// defender's choice of defensive fire. It enforces TAC-A1 (at most
// [MaxStackSteps] steps a side in the defender's hex) and TAC-A2 (every
// assaulter adjacent to the target, not Finished, with the MP to enter
// it). Errors name the unit or hex at fault.
func (g *Ground) Declare(s Setup) (*Assault, error) {
	if g == nil || g.m == nil {
		return nil, errNilGround
	}
	if !g.Map().Contains(s.Target) {
		return nil, fmt.Errorf("tactical: declaration: target %v is off the map", s.Target)
	}
	if len(s.Defenders) == 0 || len(s.Assaulters) == 0 {
		return nil, fmt.Errorf("tactical: declaration: an assault needs defenders and assaulters")
	}
	forms, err := formationsByName(s.Formations)
	if err != nil {
		return nil, err
	}
	uc := unitCheck{forms: forms, ids: make(map[string]bool)}
	for _, u := range s.Defenders {
		if err := uc.check(u); err != nil {
			return nil, err
		}
	}
	cost := s.StepCost
	if cost == nil {
		cost = g.StepCost()
	}
	a := &Assault{rules: g.rules, ground: g, target: s.Target, forms: forms, phase: PhaseDeclared}
	for _, x := range s.Assaulters {
		if err := uc.check(x.Unit); err != nil {
			return nil, err
		}
		if err := g.canAssault(x, s.Target, cost); err != nil {
			return nil, err
		}
		a.att = append(a.att, x.Unit)
		a.from = append(a.from, x.From)
	}
	a.def = append(a.def, s.Defenders...)
	if err := CheckStack("assaulters in hex "+g.Label(s.Target), a.att); err != nil {
		return nil, err
	}
	if err := CheckStack("defenders in hex "+g.Label(s.Target), a.def); err != nil {
		return nil, err
	}
	a.going = make([]bool, len(a.att))
	return a, nil
}

// formationsByName checks the formations and indexes them by name.
func formationsByName(list []Formation) (map[string]Formation, error) {
	forms := make(map[string]Formation, len(list))
	for _, f := range list {
		if err := f.Validate(); err != nil {
			return nil, err
		}
		if _, dup := forms[f.Name]; dup {
			return nil, fmt.Errorf("tactical: formation %q given twice", f.Name)
		}
		forms[f.Name] = f
	}
	return forms, nil
}

// unitCheck checks the units of one declaration: each valid, named once
// across both sides, of a known formation, not eliminated.
type unitCheck struct {
	forms map[string]Formation
	ids   map[string]bool
}

func (c unitCheck) check(u Unit) error {
	if err := u.Validate(); err != nil {
		return err
	}
	if c.ids[u.ID] {
		return fmt.Errorf("tactical: unit %q given twice", u.ID)
	}
	c.ids[u.ID] = true
	if _, ok := c.forms[u.Formation]; u.Formation != "" && !ok {
		return fmt.Errorf("tactical: unit %q: unknown formation %q", u.ID, u.Formation)
	}
	if u.Eliminated() {
		return fmt.Errorf("tactical: unit %q is eliminated", u.ID)
	}
	return nil
}

// canAssault checks TAC-A2 for one assaulter: not Finished, adjacent to
// the target, with the MP to enter it.
func (g *Ground) canAssault(x Assaulter, target hex.Hex, cost move.StepCost) error {
	u := x.Unit
	if u.Finished {
		return fmt.Errorf("tactical: unit %q is marked Finished and cannot assault", u.ID)
	}
	if !x.From.IsNeighbor(target) {
		return fmt.Errorf("tactical: unit %q: hex %s is not adjacent to the assaulted hex %s",
			u.ID, g.Label(x.From), g.Label(target))
	}
	if math.IsNaN(x.MPLeft) || x.MPLeft < 0 {
		return fmt.Errorf("tactical: unit %q: %v MP left", u.ID, x.MPLeft)
	}
	side, _ := hex.SideBetween(x.From, target)
	mp, ok := cost(x.From, target, side)
	if !ok || math.IsInf(mp, 1) {
		return fmt.Errorf("tactical: unit %q cannot enter hex %s from %s", u.ID, g.Label(target), g.Label(x.From))
	}
	if mp > x.MPLeft {
		return fmt.Errorf("tactical: unit %q has %v MP left, entering hex %s costs %v",
			u.ID, x.MPLeft, g.Label(target), mp)
	}
	return nil
}
