package ground_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Near finds the place nearest a point: the lattice point nearest it
// per axis, the lower index on a tie, clamped to the lattice's bounds,
// if it was reached.
func TestReachNear(t *testing.T) {
	g := newGround(t, newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30))), ground.Options{})
	lat := ground.Lattice{Bounds: orb.Bound{Min: orb.Point{0.25, 0}, Max: orb.Point{60, 40}}, Spacing: 0.5}
	r, err := g.Reach(nil, orb.Point{30, 25}, 12, ground.ReachOptions{Lattice: lat})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		p    orb.Point
		at   orb.Point // the place found; none if NaN
	}{
		{"on a lattice point", orb.Point{30.25, 25}, orb.Point{30.25, 25}},
		{"near one", orb.Point{30.3, 24.9}, orb.Point{30.25, 25}},
		{"halfway between two columns: the lower", orb.Point{30.5, 25}, orb.Point{30.25, 25}},
		{"halfway between two rows: the lower", orb.Point{30.25, 25.25}, orb.Point{30.25, 25}},
		{"just past halfway", orb.Point{math.Nextafter(30.5, 31), 25}, orb.Point{30.75, 25}},
		{"in the house: not reached", orb.Point{45, 25}, orb.Point{math.NaN(), 0}},
		{"out of reach", orb.Point{5, 5}, orb.Point{math.NaN(), 0}},
		{"NaN", orb.Point{math.NaN(), 25}, orb.Point{math.NaN(), 0}},
		{"infinite", orb.Point{math.Inf(-1), 25}, orb.Point{math.NaN(), 0}},
	} {
		k, ok := r.Near(tc.p)
		switch {
		case math.IsNaN(tc.at[0]) && ok:
			t.Errorf("%s: %v found %+v", tc.name, tc.p, r.Places[k])
		case !math.IsNaN(tc.at[0]) && (!ok || r.Places[k].At != tc.at):
			t.Errorf("%s: %v: %v %v, want %v", tc.name, tc.p, k, ok, tc.at)
		}
	}
	// Outside the bounds: the nearest point on their edge.
	small := ground.Lattice{Bounds: orb.Bound{Min: orb.Point{29, 24}, Max: orb.Point{31.2, 26}}, Spacing: 0.5}
	r, err = g.Reach(nil, orb.Point{30, 25}, 12, ground.ReachOptions{Lattice: small})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ p, at orb.Point }{
		{orb.Point{0, 0}, orb.Point{29, 24}},
		{orb.Point{99, 59}, orb.Point{31, 26}},
		{orb.Point{31.2, 25}, orb.Point{31, 25}},
	} {
		if k, ok := r.Near(tc.p); !ok || r.Places[k].At != tc.at {
			t.Errorf("%v: %v %v, want %v", tc.p, k, ok, tc.at)
		}
	}
	if _, ok := (ground.Reach{}).Near(orb.Point{1, 1}); ok {
		t.Error("the zero Reach has a place")
	}
	forged := ground.Reach{Lattice: ground.Lattice{Spacing: 1e-300, Bounds: orb.Bound{Max: orb.Point{1e300, 1e300}}}, Places: []ground.Place{{}}}
	if _, ok := forged.Near(orb.Point{1, 1}); ok {
		t.Error("a lattice of 1e600 columns has a place")
	}
}
