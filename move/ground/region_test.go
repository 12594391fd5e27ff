package ground_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// An open table: the region of a reach is a lattice polygon inside the
// disc of the allowance, with no hole, and a rim of at most one cell and
// its cost bound.
func TestReachRegionsOpen(t *testing.T) {
	b := newBoard(t)
	g := newGround(t, b, ground.Options{})
	from := orb.Point{50, 50}
	r, err := g.Reach(nil, from, 10, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := g.ReachRegions(r, []float64{5, 10})
	if err != nil {
		t.Fatal(err)
	}
	for k, area := range rr.Areas {
		if len(area) != 1 || len(area[0]) != 1 {
			t.Fatalf("band %d: %d polygons, want one without holes", k, len(area))
		}
		if err := area[0].Validate(); err != nil {
			t.Errorf("band %d: %v", k, err)
		}
		c := rr.Within[k]
		for _, p := range area[0][0] {
			if d := dist(from, p); d > c {
				t.Errorf("band %d: corner %v at %v, beyond %v", k, p, d, c)
			}
		}
		// Every lattice point within c less a cell's diagonal is inside.
		for x := 40.0; x <= 60; x++ {
			for y := 40.0; y <= 60; y++ {
				q := orb.Point{x, y}
				if dist(from, q) <= c-2*math.Sqrt2 && area[0].Locate(q) == geom.Outside {
					t.Errorf("band %d: %v at %v left out", k, q, dist(from, q))
				}
			}
		}
	}
}

// A wall and a wood: the regions keep out of the building for a base,
// and each sampled point's witness path costs at most its band's bound,
// unblocked.
func TestReachRegionsWitness(t *testing.T) {
	b := newBoard(t,
		terrain.NewArea("house-1", "river", rect(52, 40, 56, 60)),
		terrain.NewArea("wood-1", "wood", rect(40, 40, 48, 48)),
	)
	for _, opt := range []ground.Options{{}, {Clearance: 1}, {Clearance: 1, Straddle: ground.StraddleAnyPart}, {Rounding: ground.PerUnitOrFraction}} {
		g := newGround(t, b, opt)
		from := orb.Point{50, 50}
		r, err := g.Reach(nil, from, 12, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 0.5}})
		if err != nil {
			t.Fatal(err)
		}
		rr, err := g.ReachRegions(r, []float64{4, 8, 12})
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(1, 2))
		n := 0
		for i := 0; i < 4000; i++ {
			q := orb.Point{36 + 28*rnd.Float64(), 36 + 28*rnd.Float64()}
			path, k := rr.Witness(nil, q)
			for j, area := range rr.Areas {
				in := false
				for _, p := range area {
					in = in || p.Locate(q) != geom.Outside
				}
				if in != (k >= 0 && k <= j) && !onLattice(q) {
					t.Fatalf("%+v: %v in band %d's polygons %v, witness band %d", opt, q, j, in, k)
				}
			}
			if k < 0 {
				continue
			}
			n++
			pc, err := g.Cost(nil, path)
			if err != nil || pc.Blocked || pc.Total > rr.Within[k] {
				t.Fatalf("%+v: %v in band %d (%v): witness %v costs %v, %v\n%s", opt, q, k, rr.Within[k], path, pc.Total, err, g.Explain(pc))
			}
		}
		if n == 0 {
			t.Errorf("%+v: no point sampled in a region", opt)
		}
	}
}

// onLattice reports whether q lies on a line of the half-unit lattice,
// where a polygon's boundary and a cell's closed box agree only up to
// which side a sample falls.
func onLattice(q orb.Point) bool { return q[0]*2 == math.Trunc(q[0]*2) || q[1]*2 == math.Trunc(q[1]*2) }

func TestReachRegionsErrors(t *testing.T) {
	g := newGround(t, newBoard(t), ground.Options{})
	r, err := g.Reach(nil, orb.Point{50, 50}, 5, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
	if err != nil {
		t.Fatal(err)
	}
	for name, w := range map[string][]float64{
		"NaN": {math.NaN()}, "zero": {0}, "above the allowance": {6}, "not increasing": {3, 2},
		"too many": make([]float64, ground.MaxReachBands+1),
	} {
		if _, err := g.ReachRegions(r, w); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := g.ReachRegions(ground.Reach{}, nil); err == nil {
		t.Error("zero Reach: no error")
	}
	if _, err := new(ground.Ground).ReachRegions(r, nil); err == nil {
		t.Error("zero Ground: no error")
	}
}

// A Reach made by hand, not by Ground.Reach, gets an error, not a panic
// or a huge grid; its paths are empty.
func TestReachRegionsForgedReach(t *testing.T) {
	g := newGround(t, newBoard(t), ground.Options{})
	lat := ground.Lattice{Spacing: 1}
	for name, ps := range map[string][]ground.Place{
		"negative index": {{I: -1}},
		"unsorted":       {{I: 3, J: 1}, {I: 1, J: 0}},
		"huge":           {{I: 0}, {I: math.MaxInt32}},
	} {
		r := ground.Reach{Allowance: 5, Lattice: lat, Places: ps}
		if _, err := g.ReachRegions(r, nil); err == nil {
			t.Errorf("%s: no error", name)
		}
		if p := r.Path(0); len(p) != 0 {
			t.Errorf("%s: path %v", name, p)
		}
	}
}
