package geom_test

import (
	"math"
	"runtime"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

// queryPoint draws a point that tests the boundary model: a vertex, a
// point on an edge (its midpoint, exact for these coordinates, or a
// point at a vertex's height), a point an ulp off one of those, or any
// point of the box.
func queryPoint(t *rapid.T, p geom.Polygon, box float64) orb.Point {
	var verts []orb.Point
	for _, r := range p {
		verts = append(verts, r...)
	}
	if len(verts) == 0 {
		return geomtest.Point(box).Draw(t, "free")
	}
	a := rapid.SampledFrom(verts).Draw(t, "a")
	b := rapid.SampledFrom(verts).Draw(t, "b")
	var q orb.Point
	switch rapid.IntRange(0, 4).Draw(t, "kind") {
	case 0:
		q = a
	case 1:
		q = orb.Point{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}
	case 2:
		q = orb.Point{rapid.Float64Range(-box, 2*box).Draw(t, "x"), a[1]}
	case 3:
		q = orb.Point{a[0], rapid.Float64Range(-box, 2*box).Draw(t, "y")}
	default:
		return geomtest.Point(box).Draw(t, "free")
	}
	switch rapid.IntRange(0, 2).Draw(t, "nudge") {
	case 1:
		q[0] = math.Nextafter(q[0], math.Inf(rapid.IntRange(-1, 1).Draw(t, "dx")|1))
	case 2:
		q[1] = math.Nextafter(q[1], math.Inf(rapid.IntRange(-1, 1).Draw(t, "dy")|1))
	}
	return q
}

// TestPreparedMatchesLocate checks PreparedPolygon.Locate against
// Polygon.Locate on star polygons with holes, axis-aligned squares split
// into pieces (many horizontal edges and shared vertices), and on points
// on, at and an ulp off their edges and vertices.
func TestPreparedMatchesLocate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var p geom.Polygon
		if rapid.Bool().Draw(t, "square") {
			p = geomtest.SplitSquare(6).Draw(t, "split")[rapid.IntRange(0, 1).Draw(t, "half")]
		} else {
			p = geomtest.StarPolygon(100, 70, true).Draw(t, "star")
		}
		pp := geom.Prepare(p)
		for range 20 {
			q := queryPoint(t, p, 100)
			if got, want := pp.Locate(q), p.Locate(q); got != want {
				t.Fatalf("Prepare(p).Locate(%v) = %v, Polygon.Locate %v", q, got, want)
			}
		}
	})
}

func TestPreparedDegenerate(t *testing.T) {
	nan := math.NaN()
	sq := orb.Ring{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}
	cases := []struct {
		name string
		p    geom.Polygon
	}{
		{"nil", nil},
		{"empty ring", geom.Polygon{{}}},
		{"one point", geom.Polygon{{{1, 1}}}},
		{"two points", geom.Polygon{{{1, 1}, {3, 1}}}},
		{"flat", geom.Polygon{{{0, 2}, {4, 2}, {2, 2}, {0, 2}}}},
		{"unclosed", geom.Polygon{{{0, 0}, {4, 0}, {4, 4}}}},
		{"square", geom.Polygon{sq}},
		{"nan vertex after the shell", geom.Polygon{sq, {{1, 1}, {nan, 2}, {2, 2}}}},
		{"inf vertex", geom.Polygon{{{0, 0}, {math.Inf(1), 0}, {0, 4}}}},
		{"huge height", geom.Polygon{{{0, -math.MaxFloat64}, {1, 0}, {0, math.MaxFloat64}, {0, -math.MaxFloat64}}}},
	}
	qs := []orb.Point{{0, 0}, {2, 2}, {1, 1}, {2, 0}, {4, 2}, {5, 2}, {-1, 2}, {2, 4}, {0.5, 0}, {nan, 1}, {1, math.Inf(-1)}, {0, 1e300}}
	for _, c := range cases {
		pp := geom.Prepare(c.p)
		for _, q := range qs {
			if got, want := pp.Locate(q), c.p.Locate(q); got != want {
				t.Errorf("%s: Prepare(p).Locate(%v) = %v, Polygon.Locate %v", c.name, q, got, want)
			}
		}
	}
	var zero *geom.PreparedPolygon
	if zero.Locate(orb.Point{}) != geom.Outside || (&geom.PreparedPolygon{}).Locate(orb.Point{}) != geom.Outside {
		t.Error("nil or zero PreparedPolygon contains a point")
	}
}

// TestPreparedImmutable checks that the prepared form does not see later
// changes to the polygon it was made from.
func TestPreparedImmutable(t *testing.T) {
	p := geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}
	pp := geom.Prepare(p)
	p[0][2] = orb.Point{100, 100}
	if pp.Locate(orb.Point{3.5, 3.9}) != geom.Inside {
		t.Error("prepared polygon changed with its source")
	}
}

// TestPreparedBoundedWork checks that a polygon whose edges all span its
// whole height (a zigzag) keeps the bands small, and that queries
// allocate nothing.
func TestPreparedBoundedWork(t *testing.T) {
	var r orb.Ring
	for i := range 1000 {
		r = append(r, orb.Point{float64(i), float64(i%2) * 1000})
	}
	r = append(r, orb.Point{999, -5}, orb.Point{0, -5}, r[0])
	p := geom.Polygon{r}
	pp := geom.Prepare(p)
	if got, want := pp.Locate(orb.Point{500.25, 500}), p.Locate(orb.Point{500.25, 500}); got != want {
		t.Errorf("zigzag: %v, want %v", got, want)
	}
	if a := testing.AllocsPerRun(100, func() { pp.Locate(orb.Point{10, 10}) }); a != 0 {
		t.Errorf("Locate allocates %v times", a)
	}
	var ms0, ms1 runtimeMem
	ms0.read()
	geom.Prepare(p)
	ms1.read()
	if b := ms1.total - ms0.total; b > 400_000 {
		t.Errorf("Prepare of 1003 edges allocated %d bytes", b)
	}
}

func BenchmarkPreparedLocate64(b *testing.B) {
	p := planeStar64()
	pp := geom.Prepare(p)
	pts := []orb.Point{{50, 50}, {10, 50}, {70, 62}, {99, 1}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		planeSinkLocation = pp.Locate(pts[i&3])
		i++
	}
}

func BenchmarkPrepare64(b *testing.B) {
	p := planeStar64()
	b.ReportAllocs()
	for b.Loop() {
		sinkPrepared = geom.Prepare(p)
	}
}

var sinkPrepared *geom.PreparedPolygon

type runtimeMem struct{ total uint64 }

func (m *runtimeMem) read() {
	var s runtime.MemStats
	runtime.ReadMemStats(&s)
	m.total = s.TotalAlloc
}
