package napoleonic

import (
	"errors"

	"github.com/warkit/warkit/geom/hex"
)

// ArcHex is a hex adjacent to a unit, with the arc it lies in for that
// unit and the portion it touches.
type ArcHex struct {
	Hex hex.Hex
	// Arc is its arc after NAP-L9 and NAP-L10: a refused flank, or a
	// flank of a line in a farm or town, is Front.
	Arc hex.Arc
	// Portion is the index of the foremost portion of the unit it touches
	// (in the order of [Unit.AppendHexes]): the portion an attack from it
	// strikes (NAP-F9).
	Portion int
	// Refused reports a flank turned into front by a friendly line
	// (NAP-L9); InTown one turned into front by a farm or town (NAP-L10).
	Refused, InTown bool
}

// portionArcs returns the arcs around portion i of u. A column's head
// uses the formation's arcs; behind the head, the two hexes beside a
// portion's front corners stand alongside the column, so they are flank,
// not front (the front of a column is ahead of its head). A line in a farm
// or town has no flanks (NAP-L10).
//
// It returns the arcs before NAP-L10, and whether NAP-L10 turns their
// flanks into front.
func portionArcs(m *Map, u Unit, i int, h hex.Hex) (arcs hex.Arcs, town bool) {
	rules := u.Formation.Rules()
	arcs = rules.Arcs
	if !rules.FacesVertex && i > 0 {
		arcs.Bearing[2], arcs.Bearing[10] = hex.Flank, hex.Flank
	}
	return arcs, rules.LineRules && m != nil && m.FarmOrTown(h)
}

// Surroundings returns every hex adjacent to u (its own hexes excluded)
// with its arc, in order: by portion, counter first, then by direction.
//
// A hex touching several portions takes the foremost of them, and the
// most forward of their arcs (geom's BoundaryForward: an attacker must be
// clearly on a flank or behind to claim it). A flank hex is refused
// (NAP-L9) when it is also a front hex of a friendly unit in line adjacent
// to u; friends may include u itself (an equal Unit), which is skipped. Refusal reads the
// friend's own arcs with NAP-L10 but without NAP-L9, so refusals do not
// chain. m may be nil when no hex is a farm or town.
func (m *Map) Surroundings(u Unit, friends []Unit) ([]ArcHex, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	hexes, err := u.AppendHexes(nil)
	if err != nil {
		return nil, err
	}
	var out []ArcHex
	index := map[hex.Hex]int{}
	for i, h := range hexes {
		arcs, town := portionArcs(m, u, i, h)
		for d := range hex.Direction(6) {
			x := h.Neighbor(d)
			if _, own := portionOf(hexes, x); own {
				continue
			}
			a := arcs.Adjacent(u.Facing, d)
			townHere := town && a == hex.Flank
			if townHere {
				a = hex.Front
			}
			if j, seen := index[x]; seen {
				if a < out[j].Arc {
					out[j].Arc, out[j].InTown = a, townHere
				}
				continue
			}
			index[x] = len(out)
			out = append(out, ArcHex{Hex: x, Arc: a, Portion: i, InTown: townHere})
		}
	}
	for k := range out {
		if out[k].Arc != hex.Flank {
			continue
		}
		refused, err := m.refused(u, hexes, friends, out[k].Hex)
		if err != nil {
			return nil, err
		}
		if refused {
			out[k].Arc, out[k].Refused = hex.Front, true
		}
	}
	return out, nil
}

// refused reports whether the flank hex x of u (on hexes) is refused by
// one of friends other than u (NAP-L9).
func (m *Map) refused(u Unit, hexes []hex.Hex, friends []Unit, x hex.Hex) (bool, error) {
	for _, f := range friends {
		if f == u {
			continue
		}
		if ok, err := m.refuses(f, hexes, x); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// ArcOf returns the arc of hex x adjacent to u, as [Map.Surroundings]
// decides, and an error if x is not adjacent to u.
func (m *Map) ArcOf(u Unit, friends []Unit, x hex.Hex) (ArcHex, error) {
	if err := m.ready(); err != nil {
		return ArcHex{}, err
	}
	all, err := m.Surroundings(u, friends)
	if err != nil {
		return ArcHex{}, err
	}
	for _, a := range all {
		if a.Hex == x {
			return a, nil
		}
	}
	return ArcHex{}, u.errorf("hex %v is not adjacent to the unit", x)
}

// FrontHexes returns the hexes adjacent to u in its front arc, before any
// refusal: the hexes a friend of u covers for NAP-L9.
func (m *Map) FrontHexes(u Unit) ([]hex.Hex, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	all, err := m.Surroundings(u, nil)
	if err != nil {
		return nil, err
	}
	var out []hex.Hex
	for _, a := range all {
		if a.Arc == hex.Front {
			out = append(out, a.Hex)
		}
	}
	return out, nil
}

// refuses reports whether friend f refuses hex x for a unit on hexes
// (NAP-L9): f is in line, adjacent to the unit, and x is a front hex of f.
func (m *Map) refuses(f Unit, hexes []hex.Hex, x hex.Hex) (bool, error) {
	if !f.Formation.Rules().LineRules {
		return false, nil
	}
	fh, err := f.AppendHexes(nil)
	if err != nil {
		return false, err
	}
	adjacent := false
	for _, a := range fh {
		for _, b := range hexes {
			if a == b {
				return false, errors.New("napoleonic: " + f.Name + " overlaps the unit it would refuse")
			}
			adjacent = adjacent || a.IsNeighbor(b)
		}
	}
	if !adjacent {
		return false, nil
	}
	front, err := m.FrontHexes(f)
	if err != nil {
		return false, err
	}
	for _, h := range front {
		if h == x {
			return true, nil
		}
	}
	return false, nil
}
