package geom_test

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/encoding/wkt"
	"github.com/warkit/warkit/geom"
)

// jtsDistParts is a geometry taken apart into the pieces geom measures:
// points, line strings and polygons. A collection is the union of its
// members, so its distance to anything is the least over its pieces.
type jtsDistParts struct {
	points []orb.Point
	lines  []orb.LineString
	polys  []geom.Polygon
}

// add appends g's pieces; it returns false for a type geom does not
// model, naming it.
func (p *jtsDistParts) add(g orb.Geometry) (string, bool) {
	switch g := g.(type) {
	case orb.Point:
		p.points = append(p.points, g)
	case orb.MultiPoint:
		p.points = append(p.points, g...)
	case orb.LineString:
		p.lines = append(p.lines, g)
	case orb.MultiLineString:
		p.lines = append(p.lines, g...)
	case orb.Polygon:
		p.polys = append(p.polys, geom.Polygon(g))
	case orb.MultiPolygon:
		for _, q := range g {
			p.polys = append(p.polys, geom.Polygon(q))
		}
	case orb.Collection:
		for _, m := range g {
			if name, ok := p.add(m); !ok {
				return name, false
			}
		}
	default:
		return fmt.Sprintf("%T", g), false
	}
	return "", true
}

// jtsDistance returns the distance between two geometries as the least
// distance between their pieces, using geom's distance functions.
func jtsDistance(a, b jtsDistParts) float64 {
	best := math.Inf(1)
	for _, p := range a.points {
		for _, q := range b.points {
			best = min(best, geom.PointDistance(p, q))
		}
		for _, l := range b.lines {
			best = min(best, geom.PointLineStringDistance(p, l))
		}
		for _, g := range b.polys {
			best = min(best, geom.PointPolygonDistance(p, g))
		}
	}
	for _, l := range a.lines {
		for _, q := range b.points {
			best = min(best, geom.PointLineStringDistance(q, l))
		}
		for _, m := range b.lines {
			best = min(best, geom.LineStringDistance(l, m))
		}
		for _, g := range b.polys {
			best = min(best, geom.LineStringPolygonDistance(l, g))
		}
	}
	for _, g := range a.polys {
		for _, q := range b.points {
			best = min(best, geom.PointPolygonDistance(q, g))
		}
		for _, l := range b.lines {
			best = min(best, geom.LineStringPolygonDistance(l, g))
		}
		for _, h := range b.polys {
			best = min(best, geom.PolygonDistance(g, h))
		}
	}
	return best
}

// jtsDistanceCase runs the distance of one op's two geometries, or
// returns the reason to skip it (by geometry type only).
func jtsDistanceCase(c jtsCase, op jtsOp) (float64, string) {
	ga, gb := c.arg(op.Arg1), c.arg(op.Arg2)
	if ga == nil || gb == nil {
		return 0, "EMPTY or unparsable geometry"
	}
	var a, b jtsDistParts
	if name, ok := a.add(ga); !ok {
		return 0, "geometry type " + name
	}
	if name, ok := b.add(gb); !ok {
		return 0, "geometry type " + name
	}
	return jtsDistance(a, b), ""
}

func TestJTSDistance(t *testing.T) {
	cases := loadJTS(t, "general/TestDistance.xml")
	var y jtsTally
	for _, c := range cases {
		for _, op := range c.Ops {
			if op.Name != "distance" {
				y.skip("op " + op.Name)
				continue
			}
			want, err := strconv.ParseFloat(op.Expected, 64)
			if err != nil {
				t.Fatalf("%q: expected %q: %v", c.Desc, op.Expected, err)
			}
			got, skip := jtsDistanceCase(c, op)
			if skip != "" {
				y.skip(skip)
				continue
			}
			y.ran++
			if math.Abs(got-want) <= 1e-9*max(1, want) {
				y.passed++
			} else {
				t.Errorf("%q: distance(%s, %s) = %v, want %v", c.Desc, op.Arg1, op.Arg2, got, want)
			}
		}
	}
	y.log(t, "distance")
}

func TestJTSWithinDistance(t *testing.T) {
	cases := loadJTS(t, "general/TestWithinDistance.xml")
	var y jtsTally
	for _, c := range cases {
		for _, op := range c.Ops {
			if op.Name != "isWithinDistance" {
				y.skip("op " + op.Name)
				continue
			}
			x, err := strconv.ParseFloat(op.Arg3, 64)
			if err != nil {
				t.Fatalf("%q: distance %q: %v", c.Desc, op.Arg3, err)
			}
			d, skip := jtsDistanceCase(c, op)
			if skip != "" {
				y.skip(skip)
				continue
			}
			y.ran++
			want := strings.EqualFold(op.Expected, "true")
			if got := d <= x; got == want {
				y.passed++
			} else {
				t.Errorf("%q: isWithinDistance(%s, %s, %v) = %v (distance %v), want %v", c.Desc, op.Arg1, op.Arg2, x, got, d, want)
			}
		}
	}
	y.log(t, "within_distance")
}

func TestJTSCentroid(t *testing.T) {
	cases := loadJTS(t, "general/TestCentroid.xml")
	var y jtsTally
	for _, c := range cases {
		for _, op := range c.Ops {
			if op.Name != "getCentroid" {
				y.skip("op " + op.Name)
				continue
			}
			g := c.arg(op.Arg1)
			if g == nil {
				y.skip("EMPTY or unparsable geometry")
				continue
			}
			var parts jtsDistParts
			if name, ok := parts.add(g); !ok {
				y.skip("geometry type " + name)
				continue
			}
			got, ok := geom.Centroid(g)
			y.ran++
			if strings.Contains(strings.ToUpper(op.Expected), "EMPTY") {
				if !ok {
					y.passed++
				} else {
					t.Errorf("%q: centroid %v, want none", c.Desc, got)
				}
				continue
			}
			eg, err := wkt.Unmarshal(op.Expected)
			want, isPoint := eg.(orb.Point)
			if err != nil || !isPoint {
				t.Fatalf("%q: expected %q: %v", c.Desc, op.Expected, err)
			}
			// Relative to the coordinates' magnitude: the JTS values are
			// printed to about 16 digits.
			tol := 1e-9 * max(1, math.Abs(want[0]), math.Abs(want[1]))
			if ok && math.Abs(got[0]-want[0]) <= tol && math.Abs(got[1]-want[1]) <= tol {
				y.passed++
			} else {
				t.Errorf("%q: centroid %v, %v; want %v", c.Desc, got, ok, want)
			}
		}
	}
	y.log(t, "centroid")
}
