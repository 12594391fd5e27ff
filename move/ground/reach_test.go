package ground_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// On an open table a point mover reaches every lattice point within the
// allowance, straight, at its distance.
func TestReachOpenTable(t *testing.T) {
	g := newGround(t, newBoard(t), ground.Options{})
	from := orb.Point{10, 10}
	r, err := g.Reach(nil, from, 3, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for j := 0; j <= 120; j++ {
		for i := 0; i <= 200; i++ {
			q := orb.Point{float64(i) * 0.5, float64(j) * 0.5}
			if pc, _ := g.Cost(nil, orb.LineString{from, q}); pc.Total <= 3 {
				want++
				k, ok := r.Find(i, j)
				if !ok {
					t.Fatalf("%v at %v not reached", q, pc.Total)
				}
				if p := r.Places[k]; p.Cost != pc.Total || p.At != q || !slices.Equal(r.Path(k), orb.LineString{from, q}) {
					t.Fatalf("%v: %+v, path %v; want cost %v straight", q, p, r.Path(k), pc.Total)
				}
			}
		}
	}
	if len(r.Places) != want {
		t.Errorf("%d places, want %d", len(r.Places), want)
	}
	// Row by row.
	if !slices.IsSortedFunc(r.Places, func(a, b ground.Place) int {
		if a.J != b.J {
			return a.J - b.J
		}
		return a.I - b.I
	}) {
		t.Error("places out of order")
	}
}

// A base goes round a house, never within its radius of the walls.
//
//	    . . . . .
//	  . +-----+ .
//	@ . |house| . x   x is reached round the house
//	  . +-----+ .
//	    . . . . .
func TestReachRoundAHouse(t *testing.T) {
	b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)))
	g := newGround(t, b, ground.Options{Clearance: 1})
	from := orb.Point{35, 25}
	r, err := g.Reach(nil, from, 30, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}, Steiner: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	k, ok := r.Find(55, 25)
	if !ok {
		t.Fatal("the far side of the house not reached")
	}
	p := r.Places[k]
	path := r.Path(k)
	pc, _ := g.Cost(nil, path)
	if pc.Blocked || pc.Total != p.Cost || p.Cost <= 25 || len(path) < 3 {
		t.Errorf("round the house: %+v via %v: %v", p, path, g.Explain(pc))
	}
	for _, p := range r.Places {
		if p.At[0] > 39 && p.At[0] < 51 && p.At[1] > 19 && p.At[1] < 31 {
			t.Errorf("%v reached, within the base's radius of the house", p.At)
		}
	}
	// Touching the wall is allowed.
	if _, ok := r.Find(39, 25); !ok {
		t.Error("(39, 25), touching the wall, not reached")
	}
}

// Reach agrees with CheapestPath: each place costs what CheapestPath
// finds with the same Steiner spacing, its path is valid and costs what
// Reach says, no lattice point left out is within the allowance, and
// none is cheaper than the straight line at the cheapest rate.
func TestReachAgreesWithCheapestPath(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomTable(t)
		r := float64(rapid.IntRange(0, 4).Draw(t, "r")) / 4
		g, err := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: r})
		if err != nil {
			t.Fatal(err)
		}
		from := orb.Point{float64(rapid.IntRange(2, 78).Draw(t, "x")) / 2, float64(rapid.IntRange(2, 58).Draw(t, "y")) / 2}
		allowance := float64(rapid.IntRange(0, 24).Draw(t, "allowance")) / 2
		lat := ground.Lattice{Spacing: []float64{0.5, 0.75, 1}[rapid.IntRange(0, 2).Draw(t, "spacing")]}
		if rapid.Bool().Draw(t, "window") {
			x, y := float64(rapid.IntRange(0, 30).Draw(t, "bx")), float64(rapid.IntRange(0, 20).Draw(t, "by"))
			lat.Bounds = orb.Bound{Min: orb.Point{x, y}, Max: orb.Point{x + 10, y + 10}}
		}
		const steiner = 1.0
		var tape ground.Tape
		res, err := g.Reach(&tape, from, allowance, ground.ReachOptions{Lattice: lat, Steiner: steiner})
		if err != nil && groundtest.CheckPlaceClear(g, from) != nil {
			return // a start where the base may not stand, refused
		}
		if err != nil {
			t.Fatal(err)
		}
		reached := map[[2]int]bool{}
		for k, p := range res.Places {
			reached[[2]int{p.I, p.J}] = true
			path := res.Path(k)
			if path[0] != from || path[len(path)-1] != p.At || p.At != res.Lattice.Point(p.I, p.J) {
				t.Fatalf("place %+v: path %v", p, path)
			}
			pc, err := g.Cost(nil, path)
			if err != nil || pc.Blocked || pc.Total != p.Cost || p.Cost > allowance {
				t.Fatalf("place %+v: path %v costs %v (%v)\n%s", p, path, pc.Total, err, g.Explain(pc))
			}
			if r > 0 && sweptBlocked(b, path, r) {
				t.Fatalf("place %+v: path %v takes the base through something impassable", p, path)
			}
			if p.Cost < dist(from, p.At)*(1-1e-12) {
				t.Fatalf("place %+v: cheaper than the straight line", p)
			}
		}
		// CheapestPath searches the whole board: a sample of the places.
		for range min(len(res.Places), 6) {
			p := res.Places[rapid.IntRange(0, len(res.Places)-1).Draw(t, "place")]
			_, cp, err := g.CheapestPath(from, p.At, steiner)
			if err != nil || cp.Total != p.Cost {
				t.Fatalf("place %+v: CheapestPath costs %v (%v)", p, cp.Total, err)
			}
		}
		// Lattice points left out are out of reach.
		bd := res.Lattice.Bounds
		for range 6 {
			i := rapid.IntRange(0, int((bd.Max[0]-bd.Min[0])/lat.Spacing)).Draw(t, "i")
			j := rapid.IntRange(0, int((bd.Max[1]-bd.Min[1])/lat.Spacing)).Draw(t, "j")
			q := res.Lattice.Point(i, j)
			if reached[[2]int{i, j}] || !b.Extent().Contains(q) || !bd.Contains(q) {
				continue
			}
			if _, cp, err := g.CheapestPath(from, q, steiner); err != nil || cp.Total <= allowance {
				t.Fatalf("%v (%d, %d) left out, CheapestPath costs %v (%v)", q, i, j, cp.Total, err)
			}
		}
		// The same question on the same tape gets the same answer; a
		// larger allowance reaches every place a smaller one does.
		places := slices.Clone(res.Places)
		again, _ := g.Reach(&tape, from, allowance, ground.ReachOptions{Lattice: lat, Steiner: steiner})
		if !slices.Equal(places, again.Places) {
			t.Fatal("a second Reach differs")
		}
		more, _ := g.Reach(&tape, from, allowance+1, ground.ReachOptions{Lattice: lat, Steiner: steiner})
		for _, p := range places {
			if k, ok := more.Find(p.I, p.J); !ok || more.Places[k].Cost > p.Cost {
				t.Fatalf("%+v reached with %v, not (as cheaply) with %v", p, allowance, allowance+1)
			}
		}
	})
}

func dist(a, b orb.Point) float64 { return math.Hypot(b[0]-a[0], b[1]-a[1]) }

func TestReachHostile(t *testing.T) {
	b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)))
	g := newGround(t, b, ground.Options{Clearance: 1})
	lat := ground.Lattice{Spacing: 1}
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name      string
		from      orb.Point
		allowance float64
		opt       ground.ReachOptions
		want      string
	}{
		{"NaN start", orb.Point{nan, 1}, 5, ground.ReachOptions{Lattice: lat}, "not finite"},
		{"start off the board", orb.Point{-1, 1}, 5, ground.ReachOptions{Lattice: lat}, "off the board"},
		{"start in the house", orb.Point{45, 25}, 5, ground.ReachOptions{Lattice: lat}, `start (45 25): a base of radius 1 (Options.Clearance) there overlaps impassable area river "house-1"`},
		{"start over the board's edge", orb.Point{0.2, 10}, 5, ground.ReachOptions{Lattice: lat}, "start (0.2 10): a base of radius 1 (Options.Clearance) there hangs over the board's edge"},
		{"negative allowance", orb.Point{5, 5}, -1, ground.ReachOptions{Lattice: lat}, "allowance -1"},
		{"NaN allowance", orb.Point{5, 5}, nan, ground.ReachOptions{Lattice: lat}, "allowance NaN"},
		{"infinite allowance", orb.Point{5, 5}, inf, ground.ReachOptions{Lattice: lat}, "allowance +Inf"},
		{"no lattice spacing", orb.Point{5, 5}, 5, ground.ReachOptions{}, "lattice spacing 0"},
		{"NaN lattice spacing", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: ground.Lattice{Spacing: nan}}, "lattice spacing NaN"},
		{"NaN bounds", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1, Bounds: orb.Bound{Max: orb.Point{nan, 1}}}}, "not finite"},
		{"empty bounds", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1, Bounds: orb.Bound{Min: orb.Point{2, 2}, Max: orb.Point{1, 3}}}}, "empty"},
		{"negative Steiner spacing", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: lat, Steiner: -1}, "Steiner spacing -1"},
		{"negative cap", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: lat, MaxPoints: -1}, "is negative"},
		{"negative graph cap", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: lat, MaxGraphPoints: -1}, "is negative"},
		{"over the graph cap", orb.Point{35, 25}, 20, ground.ReachOptions{Lattice: lat, MaxGraphPoints: 10}, "more than ReachOptions.MaxGraphPoints 10"},
		{"over the cap", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: lat, MaxPoints: 10}, "more than ReachOptions.MaxPoints 10"},
		{"a huge lattice", orb.Point{5, 5}, 5, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1e-12}}, "more than ReachOptions.MaxPoints 262144"},
		{"too many Steiner points", orb.Point{45, 35}, 50, ground.ReachOptions{Lattice: lat, Steiner: 1e-3}, "Steiner spacing 0.001: more than ReachOptions.MaxGraphPoints 4096"},
	} {
		_, err := g.Reach(nil, tc.from, tc.allowance, tc.opt)
		if err == nil || !strings.HasPrefix(err.Error(), "ground: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	// An allowance of 0 reaches no further than the start.
	if r, err := g.Reach(nil, orb.Point{5, 5}, 0, ground.ReachOptions{Lattice: lat}); err != nil || len(r.Places) != 1 || r.Places[0].At != (orb.Point{5, 5}) {
		t.Errorf("allowance 0: %v, %+v", err, r.Places)
	}
	// A move that could cross the whole table examines the whole
	// lattice, within the cap.
	if _, err := g.Reach(nil, orb.Point{5, 5}, 1e9, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 0.01}}); err == nil || !strings.Contains(err.Error(), "more than ReachOptions.MaxPoints") {
		t.Errorf("a huge move on a fine lattice: %v", err)
	}
}

// With a warm tape Reach allocates nothing.
func TestReachAllocs(t *testing.T) {
	b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)),
		terrain.NewArea("wood-1", "wood", rect(20, 20, 30, 40)))
	g := newGround(t, b, ground.Options{Clearance: 1})
	var tape ground.Tape
	opt := ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}}
	if _, err := g.Reach(&tape, orb.Point{35, 25}, 12, opt); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(5, func() { g.Reach(&tape, orb.Point{35, 25}, 12, opt) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
