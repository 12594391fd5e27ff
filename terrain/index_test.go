package terrain_test

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// genQuery draws a segment over and around the board; its ends are often
// vertices of features, so that touching cases are common.
func genQuery(t *rapid.T, d terrain.BoardData) geom.Segment {
	end := func(label string) orb.Point {
		if len(d.Features) > 0 && rapid.IntRange(0, 2).Draw(t, label+"vertex") == 0 {
			f := d.Features[rapid.IntRange(0, len(d.Features)-1).Draw(t, label+"f")]
			switch f.Shape {
			case terrain.Area:
				r := f.Polygon[0]
				return r[rapid.IntRange(0, len(r)-1).Draw(t, label+"k")]
			case terrain.Line:
				return f.LineString[rapid.IntRange(0, len(f.LineString)-1).Draw(t, label+"k")]
			}
			return f.Point
		}
		if rapid.Bool().Draw(t, label+"grid") {
			return orb.Point{float64(rapid.IntRange(-10, 110).Draw(t, label+"x")), float64(rapid.IntRange(-10, 70).Draw(t, label+"y"))}
		}
		return orb.Point{rapid.Float64Range(-10, 110).Draw(t, label+"x"), rapid.Float64Range(-10, 70).Draw(t, label+"y")}
	}
	return geom.Segment{A: end("a"), B: end("b")}
}

// Property: AppendCandidates returns, in increasing order without
// repeats, a superset of the features that a brute-force scan with geom's
// exact predicates finds the segment touching; and it appends after what
// dst already holds.
func TestCandidatesSuperset(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genBoardData(t, 30)
		b, err := terrain.NewBoard(d)
		if err != nil {
			t.Fatalf("NewBoard: %v", err)
		}
		for range 8 {
			s := genQuery(t, d)
			got := b.AppendCandidates([]int{-1}, s)
			if got[0] != -1 {
				t.Fatalf("dst prefix overwritten")
			}
			got = got[1:]
			if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
				t.Fatalf("candidates %v not strictly increasing", got)
			}
			for i := range b.Len() {
				if touches(b.Feature(i), s) && !slices.Contains(got, i) {
					t.Fatalf("segment %v touches feature %d (%v) but candidates are %v", s, i, b.Feature(i).Shape, got)
				}
			}
			// And every candidate's bounding box meets the segment's.
			sb := orb.Bound{Min: s.A, Max: s.A}.Extend(s.B)
			for _, i := range got {
				if !b.Feature(i).Bound().Intersects(sb) {
					t.Fatalf("candidate %d's box misses the segment's", i)
				}
			}
		}
	})
}

// Property: AppendCandidatesInBound returns exactly the features whose
// bounding boxes meet the rectangle.
func TestCandidatesInBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genBoardData(t, 30)
		b, err := terrain.NewBoard(d)
		if err != nil {
			t.Fatalf("NewBoard: %v", err)
		}
		s := genQuery(t, d)
		r := orb.Bound{Min: s.A, Max: s.A}.Extend(s.B)
		got := b.AppendCandidatesInBound(nil, r)
		var want []int
		for i := range b.Len() {
			if b.Feature(i).Bound().Intersects(r) {
				want = append(want, i)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("AppendCandidatesInBound(%v) = %v, want %v", r, got, want)
		}
	})
}

func TestCandidatesDegenerate(t *testing.T) {
	b := benchBoard(40, 72, 48, 3, 6, 1)
	nan := orb.Point{0, 0}
	nan[0] = nan[0] / nan[1] // NaN without a constant expression
	for name, s := range map[string]geom.Segment{
		"NaN":         {A: nan, B: orb.Point{10, 10}},
		"far outside": {A: orb.Point{-1e9, -1e9}, B: orb.Point{-1e9 + 1, -1e9}},
		"empty board": {A: orb.Point{0, 0}, B: orb.Point{1, 1}},
	} {
		bb := b
		if name == "empty board" {
			var err error
			bb, err = terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{1, 1}}, Unit: "m"})
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := bb.AppendCandidates(nil, s); len(got) != 0 {
			t.Errorf("%s: candidates %v, want none", name, got)
		}
	}
	// A zero-length segment on a feature's vertex finds it.
	f := b.Feature(7)
	p := f.Polygon[0][0]
	if got := b.AppendCandidates(nil, geom.Segment{A: p, B: p}); !slices.Contains(got, 7) {
		t.Errorf("point query on a vertex of feature 7: %v", got)
	}
}

// Boards and hex maps are read concurrently without locks (run with -race).
func TestConcurrentReaders(t *testing.T) {
	b := benchBoard(200, 72, 48, 0.5, 2, 5)
	m, hexes := benchHexMap(t)
	segs := benchSegments(b, 64, 30)
	want := make([][]int, len(segs))
	for i, s := range segs {
		want[i] = b.AppendCandidates(nil, s)
	}
	done := make(chan bool)
	for g := range 4 {
		go func() {
			defer func() { done <- true }()
			var buf []int
			for i, s := range segs {
				buf = b.AppendCandidates(buf[:0], s)
				if !slices.Equal(buf, want[i]) {
					t.Errorf("goroutine %d: query %d differs", g, i)
					return
				}
				h := hexes[(i*7+g)%len(hexes)]
				m.HexType(h)
				m.SideFeatures(hex.SideOf(h, hex.Direction(g)))
			}
		}()
	}
	for range 4 {
		<-done
	}
}
