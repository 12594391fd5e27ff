package ground

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// The queue gives its points back by key, legs due before a point to
// settle on equal keys, then by index, whatever the order of setting,
// moving and removing them.
func TestPointQueueOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 40).Draw(t, "n")
		var q pointQueue
		q.reset(n)
		key, open, in := make([]float64, n), make([]bool, n), make([]bool, n)
		for range rapid.IntRange(0, 120).Draw(t, "ops") {
			v := int32(rapid.IntRange(0, n-1).Draw(t, "v"))
			if rapid.IntRange(0, 3).Draw(t, "op") == 0 {
				q.remove(v)
				in[v] = false
				continue
			}
			key[v], open[v], in[v] = float64(rapid.IntRange(0, 5).Draw(t, "key")), rapid.Bool().Draw(t, "open"), true
			q.set(v, key[v], open[v])
		}
		var want []int32
		for v := range n {
			if in[v] {
				want = append(want, int32(v))
			}
		}
		slices.SortFunc(want, func(a, b int32) int {
			if c := cmp.Compare(key[a], key[b]); c != 0 {
				return c
			}
			if open[a] != open[b] {
				if open[a] {
					return -1
				}
				return 1
			}
			return cmp.Compare(a, b)
		})
		var got []int32
		for {
			v, ok := q.pop()
			if !ok {
				break
			}
			got = append(got, v)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("popped %v, want %v", got, want)
		}
	})
}

// The memo gives back what it was told, knows nothing else, and stops
// remembering at its cap.
func TestLegMemo(t *testing.T) {
	var nilMemo *legMemo
	if _, ok := nilMemo.get(1, 2); ok || nilMemo.full() {
		t.Fatal("a nil memo holds something")
	}
	nilMemo.put(1, 2, 3) // no effect, no panic
	m := new(legMemo)
	if _, ok := m.get(0, 0); ok {
		t.Fatal("an empty memo holds a leg")
	}
	for u := range int32(600) {
		m.put(u, u+1, float64(u))
		m.put(u+1, u, math.Inf(1))
	}
	for u := range int32(600) {
		if c, ok := m.get(u, u+1); !ok || c != float64(u) {
			t.Fatalf("leg %d→%d: %v, %v", u, u+1, c, ok)
		}
		if c, ok := m.get(u+1, u); !ok || !math.IsInf(c, 1) {
			t.Fatalf("leg %d→%d: %v, %v", u+1, u, c, ok)
		}
		if _, ok := m.get(u, u+2); ok {
			t.Fatalf("leg %d→%d never put, found", u, u+2)
		}
	}
	for k := int32(0); !m.full(); k++ {
		m.put(k/4096, 1000+k%4096, 1)
	}
	if m.n != maxMemoSlots/2 || len(m.keys) != maxMemoSlots {
		t.Fatalf("full at %d legs in %d slots", m.n, len(m.keys))
	}
	m.put(9999, 9999, 5)
	if _, ok := m.get(9999, 9999); ok {
		t.Fatal("a full memo took a leg")
	}
}

// A leg's floor never exceeds what Cost charges for it (less the
// slack), nor falls below the cheapest rate times its length; and the
// cheap test of the last wall calls no leg blocked that Cost lets pass.
func TestLegFloorAndWallSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawOracleCase(t)
		g := c.g
		s := &search{}
		g.setFloors(s)
		var tape Tape
		coord := func(name string, hi float64) float64 {
			return float64(rapid.IntRange(0, int(4*hi)).Draw(t, name)) / 4
		}
		for range 20 {
			a, b := orb.Point{coord("ax", 24), coord("ay", 16)}, orb.Point{coord("bx", 24), coord("by", 16)}
			pc, err := g.Cost(&tape, orb.LineString{a, b})
			if err != nil {
				t.Fatal(err)
			}
			floor := g.legFloor(s, a, b)
			if floor*(1-slack) > pc.Total || floor < g.minPer*dist(a, b) {
				t.Fatalf("leg %v→%v: floor %v, cost %v", a, b, floor, pc.Total)
			}
			for f := range g.board.Len() {
				s.setWall(g, f)
				if g.wallBlocks(s, geom.Segment{A: a, B: b}) && !pc.Blocked {
					t.Fatalf("leg %v→%v: feature %d blocks it, Cost lets it pass at %v", a, b, f, pc.Total)
				}
			}
		}
	})
}

// The floor counts a convex area's rate only deep inside it: along its
// edge, or inside an area that a cheaper one overlaps, only the
// cheapest rate.
func TestLegFloor(t *testing.T) {
	rates := map[string]Rate{"wood": {PerUnit: 3}, "road": {PerUnit: 0.5}, "field": {PerUnit: 2}}
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{40, 20}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("road"), terrain.NewType("field")},
		Features: []terrain.Feature{
			terrain.NewArea("wood", "wood", rect(10, 0, 20, 10)),
			terrain.NewArea("field", "field", rect(25, 0, 35, 10)),
			terrain.NewArea("road", "road", rect(30, 0, 40, 2)),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, func(_ Mode, b *terrain.Board, i int) (Rate, error) { return rates[b.Feature(i).Type], nil }, Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := &search{}
	g.setFloors(s)
	deep := g.depthMargin()
	for _, c := range []struct {
		name string
		a, b orb.Point
		want float64 // the floor, within the margins at the edges
	}{
		{"through the wood", orb.Point{0, 5}, orb.Point{30, 5}, 0.5*30 + 2.5*10},
		{"along the wood's edge", orb.Point{10, 0}, orb.Point{10, 10}, 0.5 * 10},
		{"in the open", orb.Point{0, 15}, orb.Point{40, 15}, 0.5 * 40},
		{"through the field a road overlaps", orb.Point{26, 5}, orb.Point{34, 5}, 0.5 * 8},
	} {
		got := g.legFloor(s, c.a, c.b)
		if math.Abs(got-c.want) > 10*deep {
			t.Errorf("%s: floor %v, want %v", c.name, got, c.want)
		}
	}
}

// separated knows at once what a search would find at length: nothing
// reaches a courtyard walled all round, nor a point inside a building
// for a point mover, however near its edge (Cost blocks every leg that
// meets a building's interior, exactly; before, only a point deeper
// than a millionth of the board counted), nor the inside of a closed
// wall for a base. Where the rings touch, or the point lies on a
// building's edge, it does not say so; nor of a closed wall for a point
// mover, left to the search.
func TestSeparated(t *testing.T) {
	courtyard := geom.Polygon{rect(10, 10, 30, 30)[0], {{15, 15}, {15, 25}, {25, 25}, {25, 15}, {15, 15}}}
	touching := geom.Polygon{rect(10, 10, 30, 30)[0], {{10, 20}, {20, 25}, {25, 20}, {20, 15}, {10, 20}}} // at (10 20)
	loop := orb.LineString{{35, 5}, {39, 5}, {39, 9}, {35, 5}}
	for _, c := range []struct {
		name  string
		f     terrain.Feature
		r     float64
		a, b  orb.Point
		apart bool
	}{
		{"base, into a courtyard", terrain.NewArea("x", "x", courtyard), 0.5, orb.Point{5, 5}, orb.Point{20, 20}, true},
		{"base, round a courtyard", terrain.NewArea("x", "x", courtyard), 0.5, orb.Point{5, 5}, orb.Point{35, 35}, false},
		{"base, into a courtyard whose rings touch", terrain.NewArea("x", "x", touching), 0.5, orb.Point{5, 5}, orb.Point{20, 20}, false},
		{"base, into a closed wall", terrain.NewLine("x", "x", loop), 0.5, orb.Point{5, 5}, orb.Point{38, 6}, true},
		{"point, into a courtyard", terrain.NewArea("x", "x", courtyard), 0, orb.Point{5, 5}, orb.Point{20, 20}, true},
		{"point, into a courtyard whose rings touch", terrain.NewArea("x", "x", touching), 0, orb.Point{5, 5}, orb.Point{20, 20}, false},
		{"point, into a building", terrain.NewArea("x", "x", courtyard), 0, orb.Point{5, 5}, orb.Point{12, 12}, true},
		{"point, onto a building's edge", terrain.NewArea("x", "x", courtyard), 0, orb.Point{5, 5}, orb.Point{10, 12}, false},
		{"point, an ulp inside a building's edge", terrain.NewArea("x", "x", courtyard), 0, orb.Point{5, 5}, orb.Point{math.Nextafter(10, 11), 12}, true},
		{"point, an ulp inside a courtyard's wall", terrain.NewArea("x", "x", courtyard), 0, orb.Point{5, 5}, orb.Point{math.Nextafter(15, 16), 20}, true},
		{"point, into a closed wall", terrain.NewLine("x", "x", loop), 0, orb.Point{5, 5}, orb.Point{38, 6}, false},
	} {
		b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{40, 40}}, Unit: "in",
			Types: []terrain.Type{terrain.NewType("x")}, Features: []terrain.Feature{c.f}})
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(b, func(Mode, *terrain.Board, int) (Rate, error) { return Rate{Impassable: true}, nil }, Options{Open: 1, Clearance: c.r})
		if err != nil {
			t.Fatal(err)
		}
		if _, got := g.separated(c.a, c.b); got != c.apart {
			t.Errorf("%s: separated %v, want %v", c.name, got, c.apart)
		}
		if _, got := g.separated(c.b, c.a); got != c.apart {
			t.Errorf("%s, the other way: separated %v, want %v", c.name, got, c.apart)
		}
		// What the search says agrees.
		if g.baseClear(c.a) && g.baseClear(c.b) {
			pts, _ := g.appendGraphPoints([]orb.Point{c.a, c.b}, 2, nil, MaxSteinerPoints)
			if found := g.oracleSearchFinds(pts); c.apart && found {
				t.Errorf("%s: separated, yet the eager search finds a path", c.name)
			}
		}
	}
}

// oracleSearchFinds reports whether the eager search finds a path from
// pts[0] to pts[1].
func (g *Ground) oracleSearchFinds(pts []orb.Point) bool {
	_, ok := g.oracleSearch(pts)
	return ok
}

// The lazy search prices a fraction of the legs the eager one did: on
// the 6 × 4 ft table with 40 pieces, across it at a 1 in spacing, under
// a tenth; the same on the 48 × 48 in table for a 25 mm base.
func TestCheapestPathLegsPriced(t *testing.T) {
	for _, c := range []struct {
		name     string
		g        *Ground
		from, to orb.Point
	}{
		{"table40", table40(t), orb.Point{1, 1}, orb.Point{70, 46}},
		{"table48 base", table48(t, 0.5), orb.Point{1, 1}, orb.Point{46, 46}},
	} {
		pts, err := c.g.appendGraphPoints([]orb.Point{c.from, c.to}, 1, nil, MaxSteinerPoints)
		if err != nil {
			t.Fatal(err)
		}
		oracleLegs = 0
		c.g.oracleSearch(pts)
		s := &search{pts: pts, memo: new(legMemo)}
		c.g.cheapestSearch(s)
		if s.legs*10 > oracleLegs {
			t.Errorf("%s: %d legs priced, the eager search %d", c.name, s.legs, oracleLegs)
		}
	}
}
