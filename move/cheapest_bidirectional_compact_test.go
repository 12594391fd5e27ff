package move

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// tieCosts are the step costs the compact kernel's test draws from: few
// distinct values (many paths of equal cost), zero, fractions, and costs
// so large that sums overflow to +Inf.
var tieCosts = map[string][]float64{
	"ones":    {1, 1, 1, 2},
	"zeros":   {0, 0, 1},
	"small":   {1, 2, 3},
	"dyadic":  {0.5, 0.75, 1.25},
	"tenths":  {0.1, 0.2, 0.3},
	"huge":    {1e308, 5e307, 1},
	"spread":  {1, 1000, 1e6},
	"uniform": {2},
}

// drawCost draws a step cost on r: each step's cost is the entry cost of
// the hex it enters (from kind's values), plus, out of some hexes, a
// surcharge in some directions only, so that a step and its reverse may
// differ; some hexes are walls and some steps are one-way impassable.
func drawCost(rt *rapid.T, r Rect, kind string) StepCost {
	vals := tieCosts[kind]
	n := r.Len()
	entry := make([]float64, n)
	extra := make([]uint8, n) // bit d: the step out in direction d costs one value more, or is impassable if bit 6 is set too
	walls := rapid.IntRange(0, 4).Draw(rt, "walls")
	for i := range entry {
		entry[i] = vals[rapid.IntRange(0, len(vals)-1).Draw(rt, "entry")]
		if walls > 0 && rapid.IntRange(0, 9).Draw(rt, "wall") < walls {
			entry[i] = math.Inf(1)
		}
		if rapid.IntRange(0, 3).Draw(rt, "oneWay") == 0 {
			extra[i] = uint8(rapid.IntRange(0, 127).Draw(rt, "extra"))
		}
	}
	return func(from, to hex.Hex, s hex.Side) (float64, bool) {
		i, ok := r.Index(from)
		j, ok2 := r.Index(to)
		d, adj := from.DirectionTo(to)
		if !ok || !ok2 || !adj || math.IsInf(entry[j], 1) {
			return 0, false
		}
		c := entry[j]
		if extra[i]>>d&1 == 1 {
			if extra[i]&64 != 0 && d%2 == 0 {
				return 0, false
			}
			c += vals[int(d)%len(vals)]
		}
		return c, true
	}
}

func dumpTree(t Tree) []string {
	var out []string
	for h, a := range t.All() {
		out = append(out, fmt.Sprintf("%v %+v", h, a))
	}
	return out
}

// TestCheapestCompactSameTree checks that CheapestTable on a compact
// table (cheapestBidirectionalCompact) gives exactly Cheapest's tree with the table's
// cost and minimum step (the same path, hex for hex, costs, steps and
// directions), and the generic search's on the same table: on maps with
// many ties, zero, fractional and overflowing costs, walls and one-way
// steps, numbered row by row or at random, on a workspace that ran other
// searches before (warm) or a fresh one.
func TestCheapestCompactSameTree(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rect := DrawRect(rt, 16, 3)
		var r Region = rect
		if rect.Len() <= 36 && rapid.Bool().Draw(rt, "permuted") {
			r = DrawShuffled(rt, rect)
		}
		kind := rapid.SampledFrom([]string{"ones", "zeros", "small", "dyadic", "tenths", "huge", "spread", "uniform"}).Draw(rt, "kind")
		cost := drawCost(rt, rect, kind)
		tab, err := NewStepTable(r, cost)
		if err != nil {
			rt.Fatal(err)
		}
		if tab.c != nil {
			rt.Fatalf("table of %s costs on %v is not compact", kind, r)
		}
		wc, _ := NewWorkspace(r) // Cheapest
		wt, _ := NewWorkspace(r) // CheapestTable, warm
		wg, _ := NewWorkspace(r) // the generic search on the table
		for q := range rapid.IntRange(1, 4).Draw(rt, "queries") {
			start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
			goal := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
			if rapid.Bool().Draw(rt, "between") {
				// Another search between two: its marks must not leak.
				if _, err := wt.DijkstraTable(goal, tab); err != nil {
					rt.Fatal(err)
				}
			}
			want, err := wc.Cheapest(start, goal, cost, tab.MinStep())
			if err != nil {
				rt.Fatal(err)
			}
			got, err := wt.CheapestTable(start, goal, tab)
			if err != nil {
				rt.Fatal(err)
			}
			a, b := dumpTree(want), dumpTree(got)
			if !slices.Equal(a, b) || want.Len() != got.Len() {
				rt.Fatalf("query %d, %v -> %v: CheapestTable's tree differs from Cheapest's:\n got  %v\n want %v", q, start, goal, b, a)
			}
			s, _ := r.Index(start)
			g, _ := r.Index(goal)
			gen, err := wg.cheapestBidirectional(int32(s), int32(g), nil, tab, tab.MinStep())
			if err != nil {
				rt.Fatal(err)
			}
			if c := dumpTree(gen); !slices.Equal(c, b) {
				rt.Fatalf("query %d, %v -> %v: the generic search on the table differs:\n got  %v\n want %v", q, start, goal, b, c)
			}
		}
	})
}

// TestCheapestCompactBenchMaps compares CheapestTable with Cheapest on
// the benchmarks' 100 × 100 maps (entry costs 1 to 3, with and without
// rivers and walls), between corners and between pseudo-random hexes, on
// one warm workspace each: the searches there run far longer than on the
// rapid test's maps.
func TestCheapestCompactBenchMaps(t *testing.T) {
	for _, sides := range []bool{false, true} {
		m := newBenchMap(100, 100, sides)
		cost := m.cost()
		tab, err := NewStepTable(m.r, cost)
		if err != nil || tab.c != nil {
			t.Fatal(err, "or not compact")
		}
		wc, _ := NewWorkspace(m.r)
		wt, _ := NewWorkspace(m.r)
		pairs := [][2]int{{0, 9999}, {9999, 0}, {99, 9900}, {5050, 5050}, {5050, 5051}}
		x := uint32(2024)
		for range 12 {
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			pairs = append(pairs, [2]int{int(x % 10000), int(x / 10000 % 10000)})
		}
		for _, p := range pairs {
			start, goal := m.r.Hex(p[0]), m.r.Hex(p[1])
			want, err1 := wc.Cheapest(start, goal, cost, tab.MinStep())
			got, err2 := wt.CheapestTable(start, goal, tab)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if a, b := dumpTree(want), dumpTree(got); !slices.Equal(a, b) {
				t.Errorf("sides %v, %v -> %v: CheapestTable's tree differs from Cheapest's:\n got  %v\n want %v", sides, start, goal, b, a)
			}
		}
	}
}
