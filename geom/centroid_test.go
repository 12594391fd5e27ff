package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func TestPolygonCentroid(t *testing.T) {
	tests := []struct {
		name string
		p    geom.Polygon
		want orb.Point
		ok   bool
	}{
		{"square", geom.Polygon{square(0, 0, 4, 2)}, pt(2, 1), true},
		{"clockwise square", geom.Polygon{{{0, 0}, {0, 2}, {4, 2}, {4, 0}, {0, 0}}}, pt(2, 1), true},
		{"triangle", geom.Polygon{{{0, 0}, {6, 0}, {0, 3}, {0, 0}}}, pt(2, 1), true},
		// A 4x4 square less a 1x2 hole: area 14, the hole's 2 centred at
		// x=2.5: (16·2 - 2·2.5)/14 = 27/14.
		{"square with a hole", geom.Polygon{square(0, 0, 4, 4), square(2, 1, 3, 3)}, pt(27.0/14, 2), true},
		{"hole orientation ignored", geom.Polygon{square(0, 0, 4, 4), {{2, 1}, {2, 3}, {3, 3}, {3, 1}, {2, 1}}}, pt(27.0/14, 2), true},
		{"far from the origin", geom.Polygon{square(1e9, 1e9, 1e9+4, 1e9+2)}, pt(1e9+2, 1e9+1), true},
		{"collinear ring: line centroid", geom.Polygon{{{0, 0}, {2, 0}, {4, 0}, {0, 0}}}, pt(2, 0), true},
		{"repeated point ring: point centroid", geom.Polygon{{{5, 5}, {5, 5}, {5, 5}, {5, 5}}}, pt(5, 5), true},
		{"single point ring", geom.Polygon{{{5, 6}}}, pt(5, 6), true},
		{"empty", geom.Polygon{}, orb.Point{}, false},
		{"nil", nil, orb.Point{}, false},
		{"empty shell", geom.Polygon{{}}, orb.Point{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := geom.PolygonCentroid(tt.p)
			if ok != tt.ok || !closeTo(got, tt.want, 1e-9*max(1, math.Abs(tt.want[0]))) {
				t.Errorf("PolygonCentroid = %v, %v; want %v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	if c, ok := geom.PolygonCentroid(geom.Polygon{square(0, 0, nan, 1)}); ok || c != (orb.Point{}) {
		t.Errorf("NaN polygon: %v, %v; want none", c, ok)
	}
}

func TestLineStringAndPointsCentroid(t *testing.T) {
	lines := []struct {
		name string
		ls   orb.LineString
		want orb.Point
		ok   bool
	}{
		{"one segment", orb.LineString{{0, 0}, {4, 2}}, pt(2, 1), true},
		// Lengths 2 and 4: (2·(1,0) + 4·(2,2))/6.
		{"two segments", orb.LineString{{0, 0}, {2, 0}, {2, 4}}, pt(10.0/6, 8.0/6), true},
		{"zero length", orb.LineString{{3, 3}, {3, 3}}, pt(3, 3), true},
		{"one point", orb.LineString{{3, 4}}, pt(3, 4), true},
		{"repeated points count once", orb.LineString{{0, 0}, {0, 0}, {4, 0}}, pt(2, 0), true},
		{"empty", nil, orb.Point{}, false},
	}
	for _, tt := range lines {
		got, ok := geom.LineStringCentroid(tt.ls)
		if ok != tt.ok || !closeTo(got, tt.want, 1e-12) {
			t.Errorf("%s: LineStringCentroid = %v, %v; want %v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
	if got, ok := geom.PointsCentroid(orb.MultiPoint{{0, 0}, {0, 0}, {3, 6}}); !ok || got != pt(1, 2) {
		t.Errorf("PointsCentroid = %v, %v", got, ok)
	}
	if _, ok := geom.PointsCentroid(nil); ok {
		t.Error("PointsCentroid(nil) ok")
	}
}

func TestCentroidGeometry(t *testing.T) {
	tests := []struct {
		name string
		g    orb.Geometry
		want orb.Point
		ok   bool
	}{
		{"point", pt(1, 2), pt(1, 2), true},
		{"ring", square(0, 0, 2, 2), pt(1, 1), true},
		{"bound", orb.Bound{Min: pt(0, 0), Max: pt(4, 2)}, pt(2, 1), true},
		{"multipolygon adds areas", orb.MultiPolygon{{square(0, 0, 2, 2)}, {square(4, 0, 6, 2)}}, pt(3, 1), true},
		{"areas outrank lines and points", orb.Collection{orb.Polygon{square(0, 0, 2, 2)}, orb.LineString{{10, 10}, {20, 10}}, pt(50, 50)}, pt(1, 1), true},
		{"lines outrank points", orb.Collection{orb.LineString{{10, 10}, {20, 10}}, pt(50, 50)}, pt(15, 10), true},
		{"multilinestring", orb.MultiLineString{{{0, 0}, {2, 0}}, {{0, 4}, {2, 4}}}, pt(1, 2), true},
		{"nested collection", orb.Collection{orb.Collection{pt(0, 0)}, orb.MultiPoint{{2, 2}}}, pt(1, 1), true},
		{"nil", nil, orb.Point{}, false},
		{"empty collection", orb.Collection{}, orb.Point{}, false},
	}
	for _, tt := range tests {
		got, ok := geom.Centroid(tt.g)
		if ok != tt.ok || !closeTo(got, tt.want, 1e-12) {
			t.Errorf("%s: Centroid = %v, %v; want %v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestCentroidProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := geomtest.StarPolygon(40, 20, true).Draw(t, "p")
		c, ok := geom.PolygonCentroid(p)
		if !ok {
			t.Fatalf("no centroid")
		}
		// 1. Equivariant under rigid motions.
		r := geomtest.Rigid(100).Draw(t, "r")
		moved, _ := geom.PolygonCentroid(r.ApplyPolygon(p))
		if want := r.ApplyPoint(c); !closeTo(moved, want, 1e-9*200) {
			t.Fatalf("moved centroid %v, want %v", moved, want)
		}
		// 2. Independent of ring direction and of the starting vertex.
		rev := make(geom.Polygon, len(p))
		for i, ring := range p {
			for j := len(ring) - 1; j >= 0; j-- {
				rev[i] = append(rev[i], ring[j])
			}
		}
		if rc, _ := geom.PolygonCentroid(rev); !closeTo(rc, c, 1e-9*40) {
			t.Fatalf("reversed rings: %v, was %v", rc, c)
		}
		// 3. Inside the bounding box of the shell.
		b := orb.Ring(p[0]).Bound()
		if c[0] < b.Min[0] || c[0] > b.Max[0] || c[1] < b.Min[1] || c[1] > b.Max[1] {
			t.Fatalf("centroid %v outside the bounds %v", c, b)
		}
		// 4. Additive: the area-weighted mean of two disjoint pieces.
		q := geom.Polygon{geom.Translation(pt(200, 0)).ApplyRing(p[0])}
		cq, _ := geom.PolygonCentroid(q)
		both, _ := geom.Centroid(orb.MultiPolygon{orb.Polygon(p), orb.Polygon(q)})
		ap, aq := area(p), area(q)
		want := pt((ap*c[0]+aq*cq[0])/(ap+aq), (ap*c[1]+aq*cq[1])/(ap+aq))
		if !closeTo(both, want, 1e-9*400) {
			t.Fatalf("multipolygon centroid %v, want %v", both, want)
		}
	})
}

// area returns the area of a polygon with its holes, by the shoelace
// formula.
func area(p geom.Polygon) float64 {
	total := 0.0
	for i, r := range p {
		a := 0.0
		for j := 0; j+1 < len(r); j++ {
			a += r[j][0]*r[j+1][1] - r[j+1][0]*r[j][1]
		}
		a = math.Abs(a) / 2
		if i > 0 {
			a = -a
		}
		total += a
	}
	return total
}

func BenchmarkPolygonCentroid64(b *testing.B) {
	b.ReportAllocs()
	p := geom.Polygon{regular(pt(3, 4), 10, 64, 0)}
	for b.Loop() {
		c, _ := geom.PolygonCentroid(p)
		sink += c[0]
	}
}
