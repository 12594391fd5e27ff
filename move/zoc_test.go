package move_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// fixed is a ZOC rule with one effect everywhere.
func fixed(e move.ZOCEffect) move.ZOCRule {
	return move.ZOCFunc(func(hex.Hex, hex.Hex) move.ZOCEffect { return e })
}

func TestZOCComposition(t *testing.T) {
	a, b := hex.Hex{}, hex.Hex{Q: 1}
	cases := []struct {
		name    string
		rule    move.ZOCRule
		want    move.ZOCEffect
		wantStr string
	}{
		{"any of none", move.ZOCAnyOf(), move.ZOCNone, "none"},
		{"all of none", move.ZOCAllOf(), move.ZOCNone, "none"},
		{"all of nil parts, called directly", move.ZOCAllOf(fixed(move.ZOCNone), nil), move.ZOCForbid, "forbid"},
		{"any: strongest", move.ZOCAnyOf(fixed(move.ZOCStop), fixed(move.ZOCForbid), fixed(move.ZOCNone)), move.ZOCForbid, "forbid"},
		{"all: weakest", move.ZOCAllOf(fixed(move.ZOCStop), fixed(move.ZOCWholeMove)), move.ZOCStop, "stop"},
		{"all: one frees", move.ZOCAllOf(fixed(move.ZOCForbid), fixed(move.ZOCNone)), move.ZOCNone, "none"},
		{"any: whole move over stop", move.ZOCAnyOf(fixed(move.ZOCWholeMove), fixed(move.ZOCStop)), move.ZOCWholeMove, "whole-move"},
		{"nested", move.ZOCAnyOf(move.ZOCAllOf(fixed(move.ZOCForbid), fixed(move.ZOCStop)), fixed(move.ZOCNone)), move.ZOCStop, "stop"},
	}
	for _, c := range cases {
		if got := c.rule.Step(a, b); got != c.want || got.String() != c.wantStr {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// Zones from unit positions have no cap: 100 enemies in a row each keep
// their own zone, and a step between two hexes of one unit's zone is
// told apart from a step between the zones of two units.
func TestUnitZonesUncapped(t *testing.T) {
	var units []hex.Hex
	for q := range 100 {
		units = append(units, hex.Hex{Q: 4 * q, R: 0})
	}
	z, err := move.NewUnitZones(units, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	last := units[99]
	if got := z.Units(nil, last.Neighbor(0)); len(got) != 1 || got[0] != 99 {
		t.Fatalf("zone of unit 99: %v", got)
	}
	r := z.Rule(move.ZOCToZOCForbidden)
	// (397,-1) and (397,0) are both next to unit 99 at (396,0): same enemy.
	if e := r.Step(hex.Hex{Q: 397, R: -1}, hex.Hex{Q: 397, R: 0}); e != move.ZOCForbid {
		t.Errorf("same enemy: %v", e)
	}
	// (2,0) is free; (3,0) is in unit 1's zone: entering stops.
	if e := r.Step(hex.Hex{Q: 2, R: 0}, hex.Hex{Q: 3, R: 0}); e != move.ZOCStop {
		t.Errorf("entering: %v", e)
	}
	// With units at (0,0) and (3,0), (1,0) is the first's zone and (2,0)
	// the second's: different enemies, a stop.
	z3, _ := move.NewUnitZones([]hex.Hex{{}, {Q: 3}}, 1, nil)
	if e := z3.Rule(move.ZOCToZOCForbidden).Step(hex.Hex{Q: 1, R: 0}, hex.Hex{Q: 2, R: 0}); e != move.ZOCStop {
		t.Errorf("zone to zone of another: %v", e)
	}
	if e := r.Step(hex.Hex{Q: 1, R: 0}, hex.Hex{Q: 2, R: 0}); e != move.ZOCNone {
		t.Errorf("leaving: %v", e)
	}
	if e := z.Rule(move.ZOCToZOCWholeMove).Step(hex.Hex{Q: 397, R: -1}, hex.Hex{Q: 397, R: 0}); e != move.ZOCWholeMove {
		t.Errorf("whole move: %v", e)
	}
	// exerts: no zone across the hexside east of unit 0.
	z2, _ := move.NewUnitZones(units[:1], 1, func(k int, h hex.Hex) bool { return h != (hex.Hex{Q: 1}) })
	if z2.Covered(hex.Hex{Q: 1}) || !z2.Covered(hex.Hex{Q: -1}) {
		t.Error("exerts ignored")
	}
	var nilZones *move.UnitZones
	if nilZones.Covered(hex.Hex{}) || len(nilZones.Units(nil, hex.Hex{})) != 0 {
		t.Error("nil zones cover something")
	}
	for _, bad := range []int{-1, 65} {
		if _, err := move.NewUnitZones(units, bad, nil); err == nil {
			t.Errorf("radius %d accepted", bad)
		}
	}
	if _, err := move.NewUnitZones([]hex.Hex{{Q: 1<<30 + 1}}, 1, nil); err == nil {
		t.Error("unit out of range accepted")
	}
}

// TestUnitZonesCostIsTheUnits: zones hold their units, not the hexes of
// every zone, so a thousand units with zones of the largest radius (12,481
// hexes each) build in a few kilobytes and answer exactly.
func TestUnitZonesCostIsTheUnits(t *testing.T) {
	units := make([]hex.Hex, 1000)
	for k := range units {
		units[k] = hex.Hex{Q: k % 50, R: k / 50}
	}
	var z *move.UnitZones
	_, alloc := hostile(t, func() (err error) {
		z, err = move.NewUnitZones(units, move.MaxZoneRadius, nil)
		return err
	})
	if z == nil {
		t.Fatal("no zones")
	}
	if alloc > 64<<10 {
		t.Errorf("1000 units of radius %d: %d bytes allocated, want the units' size", move.MaxZoneRadius, alloc)
	}
	edge := hex.Hex{Q: -move.MaxZoneRadius} // the farthest hex of unit 0's zone in its row
	if got := z.Units(nil, edge); len(got) != 1 || got[0] != 0 {
		t.Errorf("units covering %v: %v, want [0]", edge, got)
	}
	if beyond := (hex.Hex{Q: -move.MaxZoneRadius - 1}); z.Covered(beyond) {
		t.Errorf("%v covered beyond the radius", beyond)
	}
	if got := len(z.Units(nil, hex.Hex{Q: 25, R: 10})); got != 1000 {
		t.Errorf("the middle hex is in %d zones, want all 1000", got)
	}
}

// TestUnitZonesBruteForce: Covered, Units and the rule of every ZOCToZOC
// policy agree with a brute-force reading of the zones' definition (a unit
// covers the hexes within the radius of its own where exerts allows), on
// stacked and scattered units, with and without exerts.
func TestUnitZonesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 8).Draw(t, "units")
		units := make([]hex.Hex, n)
		for k := range units {
			units[k] = hex.Hex{Q: rapid.IntRange(-4, 4).Draw(t, "q"), R: rapid.IntRange(-4, 4).Draw(t, "r")}
		}
		radius := rapid.IntRange(0, 3).Draw(t, "radius")
		var exerts func(k int, h hex.Hex) bool
		if rapid.Bool().Draw(t, "exerts") {
			exerts = func(k int, h hex.Hex) bool { return (7*k+3*h.Q+5*h.R)&3 != 0 }
		}
		z, err := move.NewUnitZones(units, radius, exerts)
		if err != nil {
			t.Fatal(err)
		}
		covers := func(k int, h hex.Hex) bool {
			return units[k].Distance(h) <= radius && (exerts == nil || exerts(k, h))
		}
		for q := -9; q <= 9; q++ {
			for r := -9; r <= 9; r++ {
				h := hex.Hex{Q: q, R: r}
				var want []int
				for k := range units {
					if covers(k, h) {
						want = append(want, k)
					}
				}
				if got := z.Units(nil, h); !slices.Equal(got, want) {
					t.Fatalf("Units(%v) = %v, want %v", h, got, want)
				}
				if got := z.Covered(h); got != (len(want) > 0) {
					t.Fatalf("Covered(%v) = %v, want %v", h, got, len(want) > 0)
				}
				to := h.Neighbor(hex.Direction(rapid.IntRange(0, 5).Draw(t, "d")))
				shared := false
				for k := range units {
					shared = shared || covers(k, h) && covers(k, to)
				}
				for _, p := range []move.ZOCToZOC{move.ZOCToZOCStop, move.ZOCToZOCForbidden, move.ZOCToZOCWholeMove} {
					want := move.ZOC{Zones: func(x hex.Hex) move.Zones {
						var b move.Zones
						for k := range units {
							if covers(k, x) {
								b |= 1 << k
							}
						}
						return b
					}, SameEnemy: p}.Step(h, to)
					if got := z.Rule(p).Step(h, to); got != want {
						t.Fatalf("policy %d: step %v -> %v: %v, want %v (shared %v)", p, h, to, got, want, shared)
					}
				}
			}
		}
	})
}

// TestZOCNilPartIsAnError: a nil part of ZOCAnyOf or ZOCAllOf, however
// deep, makes every search that reads the rule fail with an error naming
// the part, where main skipped it and searched with the others.
func TestZOCNilPartIsAnError(t *testing.T) {
	r := move.Rect{Cols: 3, Rows: 3}
	stop := fixed(move.ZOCStop)
	for _, c := range []struct {
		rule move.ZOCRule
		want string
	}{
		{move.ZOCAnyOf(stop, nil), "move: ZOCAnyOf part 2 of 2 is nil"},
		{move.ZOCAllOf(nil), "move: ZOCAllOf part 1 of 1 is nil"},
		{move.ZOCAnyOf(stop, move.ZOCAllOf(stop, stop, nil)), "move: ZOCAllOf part 3 of 3 is nil"},
	} {
		opt := move.ReachOptions{Allowance: 3, ZOC: c.rule}
		if _, err := move.Reach(r, hex.Hex{}, move.Uniform(1), opt); err == nil || err.Error() != c.want {
			t.Errorf("Reach: %v, want %q", err, c.want)
		}
		w, _ := move.NewWorkspace(r)
		if _, _, _, err := w.Route(nil, hex.Hex{}, hex.Hex{Q: 1}, move.Uniform(1), opt); err == nil || err.Error() != c.want {
			t.Errorf("Route: %v, want %q", err, c.want)
		}
	}
}

// TestSumNilPartIsAnError: Sum names a nil part, where main made every
// step impassable, and refuses a sum of no parts, where main made every
// step free.
func TestSumNilPartIsAnError(t *testing.T) {
	for _, c := range []struct {
		parts []move.StepCost
		want  string
	}{
		{[]move.StepCost{move.Uniform(1), nil}, "move: Sum part 2 of 2 is nil"},
		{[]move.StepCost{nil, nil}, "move: Sum part 1 of 2 is nil"},
		{nil, "move: Sum of no parts"},
	} {
		sum, err := move.Sum(c.parts...)
		if err == nil || err.Error() != c.want || sum != nil {
			t.Errorf("Sum(%d parts): %v, want %q and no cost", len(c.parts), err, c.want)
		}
	}
}
