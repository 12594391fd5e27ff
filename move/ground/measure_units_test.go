package ground

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// oraclePerStartedUnit is the per-unit loop that perStartedUnit
// replaced, kept as its oracle: unit by unit, u × the highest rate of
// the stretches it meets, charged to the first with that rate, else to
// the last stretch. Its work is linear in the units.
func oraclePerStartedUnit(items []Item, total, u float64) {
	n := geom.Units(total, u, true)
	j := 0
	for k := range n {
		a, b := float64(k)*u, float64(k+1)*u
		for j < len(items) && (items[j].Kind != ItemStretch || items[j].s0+items[j].Length <= a) {
			j++
		}
		best := -1
		for i := j; i < len(items); i++ {
			it := &items[i]
			if it.Kind != ItemStretch || it.Blocked || it.Length == 0 {
				continue
			}
			if it.s0 >= b {
				break
			}
			if best < 0 || it.Rate > items[best].Rate {
				best = i
			}
		}
		if best < 0 {
			if best = lastStretch(items); best < 0 {
				return
			}
		}
		items[best].Cost += u * items[best].Rate
	}
}

// unitsBoard is a board whose edges and rates are dyadic, so that both
// ways of adding up units are exact and must agree to the last bit.
func unitsBoard(t testing.TB, r *rand.Rand) *terrain.Board {
	t.Helper()
	var fs []terrain.Feature
	types := []string{"soft", "rough", "road"}
	for i := range 6 {
		x0, y0 := float64(r.IntN(140))/4, float64(r.IntN(140))/4
		x1, y1 := x0+1+float64(r.IntN(40))/4, y0+1+float64(r.IntN(40))/4
		fs = append(fs, terrain.NewArea(string(rune('a'+i)), types[r.IntN(3)], geom.Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}))
	}
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types:    []terrain.Type{terrain.NewType("soft"), terrain.NewType("rough"), terrain.NewType("road")},
		Features: fs,
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func unitsRate(_ Mode, b *terrain.Board, i int) (Rate, error) {
	switch b.Feature(i).Type {
	case "soft":
		return Rate{PerUnit: 2}, nil
	case "rough":
		return Rate{PerUnit: 3.5}, nil
	}
	return Rate{PerUnit: 0.5}, nil
}

// Per-started-unit rounding prices runs of units in closed form, as the
// unit-by-unit loop it replaced did one by one: the same items, the same
// costs, on paths of many legs through overlapping areas, for units
// from a quarter inch to eight inches.
func TestPerStartedUnitMatchesLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	var tape Tape
	for c := range 300 {
		b := unitsBoard(t, r)
		u := []float64{0.25, 0.5, 1, 3, 8}[c%5]
		g, err := New(b, unitsRate, Options{Open: 1, Rounding: PerStartedUnit, Unit: u})
		if err != nil {
			t.Fatal(err)
		}
		path := make(orb.LineString, 2+r.IntN(5))
		for i := range path {
			path[i] = orb.Point{float64(r.IntN(193)) / 4, float64(r.IntN(193)) / 4}
		}
		pc, err := g.Cost(&tape, path)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]Item, len(pc.Items))
		copy(want, pc.Items)
		total := 0.0
		for i := range want {
			if want[i].Kind == ItemStretch && !want[i].Blocked {
				want[i].Cost = 0
			}
		}
		for _, l := range pc.Legs {
			total += l.Length
		}
		if pc.Blocked {
			continue // the oracle would need the distance to the block
		}
		oraclePerStartedUnit(want, total, u)
		for i := range want {
			if want[i].Cost != pc.Items[i].Cost {
				t.Fatalf("case %d, unit %v, path %v: item %d costs %v, want %v\n%v", c, u, path, i, pc.Items[i].Cost, want[i].Cost, pc)
			}
		}
	}
}

// A tiny unit costs no more time than an inch: the units are counted in
// closed form. Before, Unit 1e-300 looped about 2^63 times and Unit
// 1e-6 took a third of a second for a 65-inch path; now New refuses a
// unit that makes the board more than 2^30 units across, and Cost a
// path of more than 2^30 units.
func TestPerStartedUnitTinyUnit(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in"})
	if err != nil {
		t.Fatal(err)
	}
	open := func(Mode, *terrain.Board, int) (Rate, error) { return Rate{}, nil }
	for _, u := range []float64{1e-300, 5e-324, 1e-8} {
		if _, err := New(b, open, Options{Open: 1, Rounding: PerStartedUnit, Unit: u}); err == nil || !strings.Contains(err.Error(), "units to count") {
			t.Errorf("unit %v: %v, want an error", u, err)
		}
		if _, err := New(b, open, Options{Open: 1, Rounding: PerUnitOrFraction, Unit: u}); err == nil {
			t.Errorf("per unit or fraction, unit %v: no error", u)
		}
	}
	u := 1e-7 // 679 million units across the board
	g, err := New(b, open, Options{Open: 1, Rounding: PerStartedUnit, Unit: u})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	pc, err := g.Cost(nil, orb.LineString{{1, 1}, {47, 47}})
	if err != nil || math.Abs(pc.Total-math.Sqrt2*46) > 1e-6 {
		t.Errorf("65 in in units of 1e-7: %v %v", pc.Total, err)
	}
	if d := time.Since(start); d > time.Second/4 {
		t.Errorf("took %v", d)
	}
	long := orb.LineString{{1, 1}}
	for i := range 30 {
		long = append(long, orb.Point{1 + float64((i+1)%2)*46, 47})
	}
	if _, err := g.Cost(nil, long); err == nil || !strings.Contains(err.Error(), "units of 1e-07") {
		t.Errorf("a path of %d units: %v, want an error", int(30*46/u), err)
	}
}
