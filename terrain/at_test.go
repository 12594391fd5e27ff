package terrain_test

import (
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

func atBoard(t testing.TB) *terrain.Board {
	t.Helper()
	sq := func(x0, y0, x1, y1 float64) orb.Ring {
		return orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
	}
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("hill"), terrain.NewType("woods"), terrain.NewType("wall"), terrain.NewType("marker")},
		Features: []terrain.Feature{
			terrain.NewArea("hill-1", "hill", geom.Polygon{sq(0, 0, 20, 20), sq(5, 5, 10, 10)}).WithElevation(1),
			terrain.NewArea("hill-2", "hill", geom.Polygon{sq(10, 10, 30, 30)}).WithElevation(2),
			terrain.NewArea("woods-1", "woods", geom.Polygon{sq(15, 15, 25, 25)}).WithHeight(3),
			terrain.NewArea("plateau", "hill", geom.Polygon{sq(40, 40, 48, 48)}).WithElevation(2),
			terrain.NewArea("ledge", "hill", geom.Polygon{sq(40, 40, 44, 44)}).WithElevation(2),
			terrain.NewLine("wall-1", "wall", orb.LineString{{0, 30}, {10, 40}, {20, 30}}),
			terrain.NewPoint("m-1", "marker", orb.Point{35, 5}),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestAppendAt(t *testing.T) {
	b := atBoard(t)
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name  string
		p     orb.Point
		want  []int
		elev  float64
		efeat int
	}{
		{"open ground", orb.Point{35, 20}, nil, 0, -1},
		{"inside a hill", orb.Point{2, 2}, []int{0}, 1, 0},
		{"in the hill's hole", orb.Point{7, 7}, nil, 0, -1},
		{"on the hole's edge", orb.Point{5, 7}, []int{0}, 1, 0},
		{"on the board's corner", orb.Point{0, 0}, []int{0}, 1, 0},
		{"two hills overlap: the higher", orb.Point{12, 12}, []int{0, 1}, 2, 1},
		{"a wood on a hill is no higher", orb.Point{20, 20}, []int{0, 1, 2}, 2, 1},
		{"a wood alone is no ground", orb.Point{24, 24}, []int{1, 2}, 2, 1},
		{"equal elevations: the first", orb.Point{42, 42}, []int{3, 4}, 2, 3},
		{"on a wall's vertex", orb.Point{10, 40}, []int{5}, 0, -1},
		{"on a wall's edge", orb.Point{5, 35}, []int{5}, 0, -1},
		{"beside a wall", orb.Point{5, 35.000001}, nil, 0, -1},
		{"on a marker", orb.Point{35, 5}, []int{6}, 0, -1},
		{"off the board", orb.Point{-5, -5}, nil, 0, -1},
		{"NaN", orb.Point{nan, 2}, nil, 0, -1},
		{"infinite", orb.Point{inf, inf}, nil, 0, -1},
	} {
		got := b.AppendAt(nil, tc.p)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: AppendAt %v, want %v", tc.name, got, tc.want)
		}
		if e, f := b.ElevationAt(tc.p); e != tc.elev || f != tc.efeat {
			t.Errorf("%s: ElevationAt %v, %v, want %v, %v", tc.name, e, f, tc.elev, tc.efeat)
		}
	}
	// dst is extended, not replaced.
	if got := b.AppendAt([]int{99}, orb.Point{2, 2}); !slices.Equal(got, []int{99, 0}) {
		t.Errorf("appended %v", got)
	}
	buf := make([]int, 0, 8)
	if n := testing.AllocsPerRun(100, func() {
		buf = b.AppendAt(buf[:0], orb.Point{20, 20})
		b.ElevationAt(orb.Point{20, 20})
	}); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

// AppendAt is the brute-force scan of every feature with geom's exact
// location and distance predicates.
func TestAppendAtMatchesScan(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		b, err := terrain.NewBoard(genBoardData(rt, 12))
		if err != nil {
			rt.Skip(err)
		}
		var p orb.Point
		if b.Len() > 0 && rapid.Bool().Draw(rt, "vertex") {
			// A vertex of some feature: on its boundary.
			f := b.Feature(rapid.IntRange(0, b.Len()-1).Draw(rt, "f"))
			switch f.Shape {
			case terrain.Area:
				p = f.Polygon[0][rapid.IntRange(0, len(f.Polygon[0])-1).Draw(rt, "k")]
			case terrain.Line:
				p = f.LineString[rapid.IntRange(0, len(f.LineString)-1).Draw(rt, "k")]
			default:
				p = f.Point
			}
		} else {
			p = genBoardPoint(rt, "p")
		}
		var want []int
		wantE, wantF := 0.0, -1
		for i, f := range b.All() {
			var in bool
			switch f.Shape {
			case terrain.Area:
				in = f.Polygon.Locate(p) != geom.Outside
			case terrain.Line:
				in = geom.PointLineStringDistance(p, f.LineString) == 0
			default:
				in = f.Point == p
			}
			if !in {
				continue
			}
			want = append(want, i)
			if f.Shape == terrain.Area && f.HasElevation && (wantF < 0 || f.Elevation > wantE) {
				wantE, wantF = f.Elevation, i
			}
		}
		if got := b.AppendAt(nil, p); !slices.Equal(got, want) {
			rt.Fatalf("at %v: %v, want %v", p, got, want)
		}
		if e, f := b.ElevationAt(p); e != wantE || f != wantF {
			rt.Fatalf("elevation at %v: %v (%d), want %v (%d)", p, e, f, wantE, wantF)
		}
	})
}

// The 2,000-piece table of BenchmarkCandidates2000, through the index,
// against the scan of every feature that the index saves.
func BenchmarkAppendAt2000(b *testing.B) {
	board := benchBoard(2000, 72, 48, 0.3, 0.8, 2)
	var buf []int
	p := orb.Point{10, 10}
	b.ReportAllocs()
	for b.Loop() {
		buf = board.AppendAt(buf[:0], p)
		p[0], p[1] = math.Mod(p[0]+7.3, 64)+4, math.Mod(p[1]+3.1, 40)+4
	}
}

func BenchmarkAppendAt2000Scan(b *testing.B) {
	board := benchBoard(2000, 72, 48, 0.3, 0.8, 2)
	var buf []int
	p := orb.Point{10, 10}
	b.ReportAllocs()
	for b.Loop() {
		buf = buf[:0]
		for i, f := range board.All() {
			if f.Polygon.Locate(p) != geom.Outside {
				buf = append(buf, i)
			}
		}
		p[0], p[1] = math.Mod(p[0]+7.3, 64)+4, math.Mod(p[1]+3.1, 40)+4
	}
}

func BenchmarkElevationAt40(b *testing.B) {
	board := benchBoard(40, 72, 48, 1, 4, 1)
	p := orb.Point{10, 10}
	b.ReportAllocs()
	for b.Loop() {
		board.ElevationAt(p)
		p[0] = math.Mod(p[0]+7.3, 64) + 4
	}
}

// Any point, finite or not, gives the features the scan finds, never a
// panic.
func FuzzAppendAt(f *testing.F) {
	b := atBoard(f)
	f.Add(12.0, 12.0)
	f.Add(5.0, 35.0)
	f.Add(math.NaN(), 0.0)
	f.Add(math.Inf(-1), 1e308)
	f.Fuzz(func(t *testing.T, x, y float64) {
		p := orb.Point{x, y}
		var want []int
		for i, f := range b.All() {
			switch {
			case f.Shape == terrain.Area && f.Polygon.Locate(p) != geom.Outside,
				f.Shape == terrain.Line && geom.PointLineStringDistance(p, f.LineString) == 0,
				f.Shape == terrain.Point && f.Point == p:
				want = append(want, i)
			}
		}
		if got := b.AppendAt(nil, p); !slices.Equal(got, want) {
			t.Fatalf("at %v: %v, want %v", p, got, want)
		}
	})
}
