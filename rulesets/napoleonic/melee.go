package napoleonic

import (
	"cmp"
	"math"
	"slices"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// PortionMelee returns the melee value of each portion of u, in the order
// of [Map.Portions]: the unit's printed melee value in proportion to
// the increments in the portion, exactly (a 3-hex column of 12 increments
// and melee 9 has 3, 3, 3; of 6 increments and melee 4, 4/3 each). The
// portions sum to the printed value. A one-hex unit has one portion.
func (m *Map) PortionMelee(u Unit) ([]combat.Frac, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	ps, err := m.Portions(u)
	if err != nil {
		return nil, err
	}
	out := make([]combat.Frac, len(ps))
	for i, p := range ps {
		if out[i], err = share(u.Values.Melee, p.Increments, u.Increments); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// HexMelee returns the melee value in hex h, for attack or defence: the
// total of every unit's value in h (NAP-F3 for units in column, NAP-L8 for
// all units in a hex); a multi-hex unit counts the portion it has there.
func (m *Map) HexMelee(h hex.Hex, units []Unit) (combat.Frac, error) {
	if err := m.ready(); err != nil {
		return combat.Frac{}, err
	}
	total := combat.Int(0)
	for _, u := range units {
		hexes, err := u.AppendHexes(nil)
		if err != nil {
			return total, err
		}
		i, ok := portionOf(hexes, h)
		if !ok {
			continue
		}
		vals, err := m.PortionMelee(u)
		if err != nil {
			return total, err
		}
		if total, err = total.Add(vals[i]); err != nil {
			return total, err
		}
	}
	return total, nil
}

// Attack is one melee attack on a unit: the arc it comes from and the
// portion it strikes (see [ArcHex]).
type Attack struct {
	Arc     hex.Arc
	Portion int
}

// Defence is what a unit defends one attack with: the portions assigned
// to it and their total melee value.
type Defence struct {
	Attack   Attack
	Portions []int
	Value    combat.Frac
}

// Reachable returns the portions of an n-portion column an attack may
// draw on (NAP-F9): from the front, all of them; from a flank, the
// portion struck and every one behind it; from the rear, the rear portion
// only. n above [MaxIncrements] (no column has more portions than it has
// increments), n below 1 and an unknown arc yield nil, so the result is
// bounded whatever n is.
func (a Attack) Reachable(n int) []int {
	if n > MaxIncrements {
		return nil
	}
	var out []int
	switch a.Arc {
	case hex.Front:
		for i := range n {
			out = append(out, i)
		}
	case hex.Flank:
		for i := max(a.Portion, 0); i < n; i++ {
			out = append(out, i)
		}
	case hex.Rear:
		if n > 0 {
			out = append(out, n-1)
		}
	}
	return out
}

// Defend returns what u defends each attack with, in the order of
// attacks. A unit that defends whole (a column, a line: NAP-F3, L8)
// defends every attack with its whole value. A column of companies
// defends by facing (NAP-F9): each attack gets the portions it can reach;
// with several attacks no portion counts twice (NAP-F10): portions go to
// rear attacks first, then flank attacks (the rearmost first), then front
// attacks, each attack taking every reachable portion still free. An
// attack that finds none free is defended with 0.
//
// NAP-F10: front and rear attacks on a 3-hex column of equal portions get
// 2/3 and 1/3 of its value.
func (m *Map) Defend(u Unit, attacks []Attack) ([]Defence, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	vals, err := m.PortionMelee(u)
	if err != nil {
		return nil, err
	}
	out := make([]Defence, len(attacks))
	for i, a := range attacks {
		if a.Arc < hex.Front || a.Arc > hex.Rear || a.Portion < 0 || a.Portion >= len(vals) {
			return nil, u.errorf("attack %d: %v on portion %d of %d", i, a.Arc, a.Portion, len(vals))
		}
		out[i].Attack = a
	}
	if u.Formation.Rules().Defence == DefendWhole {
		for i := range out {
			out[i].Portions = Attack{Arc: hex.Front}.Reachable(len(vals))
			out[i].Value = combat.Int(int64(u.Values.Melee))
		}
		return out, nil
	}
	if err := assignPortions(out, attacks, vals); err != nil {
		return nil, err
	}
	return out, nil
}

// assignPortions gives each attack on a column of companies the portions
// it reaches that are still free (NAP-F9, F10): rear attacks first, then
// flank attacks (the rearmost first), then front attacks; out[i] gets
// attack i's portions and their total value.
func assignPortions(out []Defence, attacks []Attack, vals []combat.Frac) error {
	order := make([]int, len(attacks))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := attacks[i], attacks[j]
		if c := cmp.Compare(b.Arc, a.Arc); c != 0 { // rear, flank, front
			return c
		}
		return cmp.Compare(b.Portion, a.Portion) // rearmost flank first
	})
	taken := make([]bool, len(vals))
	for _, i := range order {
		out[i].Value = combat.Int(0)
		for _, p := range attacks[i].Reachable(len(vals)) {
			if taken[p] {
				continue
			}
			taken[p] = true
			out[i].Portions = append(out[i].Portions, p)
			var err error
			if out[i].Value, err = out[i].Value.Add(vals[p]); err != nil {
				return err
			}
		}
	}
	return nil
}

// Outcome is the result of one melee: increments lost, hexes of retreat,
// and disorder. Its meaning beyond that is the melee table's.
type Outcome struct {
	Losses     int
	Retreat    int
	Disordered bool
}

// Combine applies the outcomes of the separate melees of a unit's
// portions to the unit as a whole (NAP-F8): their losses add up, it
// retreats the furthest any portion must, and it is disordered if any
// portion is. It returns the combined outcome and the unit with its
// increments reduced by the losses (at 0 or below, eliminated: the
// returned unit has 0 increments and is not valid). A column of companies
// re-forms over its new length: its remaining increments are shared again
// by [Map.Portions].
//
// Errors: a nil or zero Map, an invalid unit, negative losses or retreat,
// losses that add up past MaxInt.
func (m *Map) Combine(u Unit, outcomes []Outcome) (Unit, Outcome, error) {
	if err := m.ready(); err != nil {
		return u, Outcome{}, err
	}
	if err := u.Validate(); err != nil {
		return u, Outcome{}, err
	}
	var all Outcome
	for i, o := range outcomes {
		if o.Losses < 0 || o.Retreat < 0 {
			return u, all, u.errorf("outcome %d: negative losses or retreat", i)
		}
		if o.Losses > math.MaxInt-all.Losses {
			return u, all, u.errorf("outcome %d: the losses add up past %d", i, math.MaxInt)
		}
		all.Losses += o.Losses
		all.Retreat = max(all.Retreat, o.Retreat)
		all.Disordered = all.Disordered || o.Disordered
	}
	after := u
	after.Increments = max(u.Increments-all.Losses, 0)
	if after.Formation == Line && after.Increments > 0 {
		if _, err := lineHexes(after); err != nil { // too few for its width: it closes up
			after.Width = 1
			if after.Arm == Cavalry {
				after.Width = ceilDiv(after.Increments, PerHex)
			}
		}
	}
	return after, all, nil
}
