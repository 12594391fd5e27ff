package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// One answer per kind of bad input (see the package doc, "Bad input"):
// each case is a call that gave a wrong or inconsistent answer before,
// with the documented one. NaN and infinite input: predicates false,
// measurements NaN, constructions with an ok false, appends nothing.
// Finite input beyond the float range of a construction: the true answer
// where it is representable (the inputs are scaled exactly), else none.
func TestBadInputOneAnswerPerKind(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	sq := geom.Polygon{orb.Ring{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}}
	huge := geom.Polygon{orb.Ring{{-1e308, -1e308}, {1e308, -1e308}, {1e308, 1e308}, {-1e308, 1e308}, {-1e308, -1e308}}}
	base := geom.Disc{Center: orb.Point{1, 1}, R: 2}
	far := geom.Disc{Center: orb.Point{1e308, 1}, R: 2}
	long := geom.Segment{A: orb.Point{1, 1}, B: orb.Point{1e308, 1}}
	near := func(got, want float64) bool { return math.Abs(got-want) <= 1e-9*math.Abs(want) }
	nearPt := func(p, q orb.Point) bool { return near(p[0], q[0]) && near(p[1], q[1]) }
	cases := []struct {
		name string
		ok   func() bool
	}{
		// Overflow inside a construction: the true, representable answer.
		{"IntersectionLength of a 1e308-long segment is the 9 inside (was 0)", func() bool {
			return near(geom.IntersectionLength(long, sq), 9)
		}},
		{"Intersect of a 1e308-long segment crosses at (2, 1) (was (1, 1))", func() bool {
			in := long.Intersect(geom.Segment{A: orb.Point{2, 0}, B: orb.Point{2, 5}})
			return in.Kind == geom.Crossing && nearPt(in.P, orb.Point{2, 1})
		}},
		{"OuterTangents of bases 1e308 apart are finite (were NaN with ok)", func() bool {
			l, r, ok := base.OuterTangents(far)
			return ok && nearPt(l.A, orb.Point{1, 3}) && nearPt(r.A, orb.Point{1, -1}) && nearPt(l.B, orb.Point{1e308, 3})
		}},
		{"TangentPoints from 1e308 away are finite (were NaN with ok)", func() bool {
			l, r, ok := base.TangentPoints(orb.Point{1e308, 1})
			return ok && nearPt(l, orb.Point{1, -1}) && nearPt(r, orb.Point{1, 3})
		}},
		{"LineChord of a 1e308-long segment through a base is ±2e-308 (was NaN with ok)", func() bool {
			t0, t1, ok := base.LineChord(long)
			return ok && near(t0, -2e-308) && near(t1, 2e-308)
		}},
		{"AppendSegmentRim of a 1e308-long segment is the rim at (3, 1) (was none)", func() bool {
			ps := base.AppendSegmentRim(nil, long)
			return len(ps) == 1 && nearPt(ps[0], orb.Point{3, 1})
		}},
		{"LineBetween along a 1e200 direction runs from rim to rim (was NaN with ok)", func() bool {
			s, ok := geom.LineBetween(orb.Point{}, orb.Point{1e200, 1}, base, geom.Disc{Center: orb.Point{10, 0}, R: 1})
			return ok && near(s.A[0], 1+math.Sqrt(3)) && near(s.B[0], 9)
		}},
		{"FacingDegrees(1e308) faces 296°, 1e308 mod 360 (was 0°)", func() bool {
			f, g := geom.FacingDegrees(1e308), geom.FacingDegrees(296)
			return near(f.X, g.X) && near(f.Y, g.Y)
		}},
		{"NewSector(1e308, 90) is the sector from 296° (its end edge was its start)", func() bool {
			s, err := geom.NewSector(1e308, 90)
			w, _ := geom.NewSector(296, 90)
			p := geom.FacingDegrees(296 + 45)
			at, f := orb.Point{}, geom.Facing{X: 1}
			return err == nil && s.Holds(at, f, orb.Point{p.X, p.Y}) == w.Holds(at, f, orb.Point{p.X, p.Y}) && s.Holds(at, f, orb.Point{p.X, p.Y})
		}},
		// Overflow with no representable answer: none, not NaN with ok.
		{"PolygonCentroid whose sums overflow is none (was NaN with ok)", func() bool {
			c, ok := geom.PolygonCentroid(huge)
			return !ok && c == orb.Point{}
		}},
		// NaN and infinite input.
		{"PolygonCentroid of a NaN vertex is none (was NaN with ok)", func() bool {
			_, ok := geom.PolygonCentroid(geom.Polygon{orb.Ring{{0, 0}, {nan, 0}, {1, 1}, {0, 0}}})
			return !ok
		}},
		{"PointsCentroid of an infinite point is none (was Inf with ok)", func() bool {
			_, ok := geom.PointsCentroid([]orb.Point{{inf, 0}, {1, 1}})
			return !ok
		}},
		{"LineStringCentroid of an infinite point is none", func() bool {
			_, ok := geom.LineStringCentroid(orb.LineString{{0, 0}, {inf, 1}})
			return !ok
		}},
		{"LineChordClosed of a disc of infinite radius is none (was ±Inf with ok)", func() bool {
			_, _, ok := geom.Disc{Center: orb.Point{1, 1}, R: inf}.LineChordClosed(geom.Segment{A: orb.Point{-5, 1}, B: orb.Point{5, 1}})
			return !ok
		}},
		{"AppendRimCrossings of a NaN disc appends nothing (appended NaN points)", func() bool {
			return len(base.AppendRimCrossings(nil, geom.Disc{Center: orb.Point{nan, 1}, R: 2})) == 0
		}},
		{"Facing.Turn(NaN) is the zero Facing, as FacingDegrees(NaN) (was NaN)", func() bool {
			return geom.Facing{X: 1}.Turn(nan) == geom.Facing{} && geom.Facing{X: 1}.Turn(inf) == geom.Facing{}
		}},
		{"Segment.Length with an infinite end is NaN, as every measurement (was +Inf)", func() bool {
			return math.IsNaN(geom.Segment{B: orb.Point{inf, 0}}.Length())
		}},
		{"Interval.Length of an infinite parameter is NaN (was +Inf)", func() bool {
			return math.IsNaN(geom.Interval{T1: inf}.Length(geom.Segment{B: orb.Point{1, 0}}))
		}},
		// Invalid discs (a negative radius) are as NaN input.
		{"PullInto of a disc of NaN radius leaves p (moved it to the centre)", func() bool {
			return geom.Disc{Center: orb.Point{1, 1}, R: nan}.PullInto(orb.Point{5, 5}) == orb.Point{5, 5}
		}},
		{"RimPoint of a negative radius is NaN (was a point of radius 2)", func() bool {
			p := geom.Disc{R: -2}.RimPoint(0)
			return math.IsNaN(p[0]) && math.IsNaN(p[1])
		}},
		{"Bound of a negative radius is NaN (was an inverted box)", func() bool {
			b := geom.Disc{R: -2}.Bound()
			return math.IsNaN(b.Min[0]) && math.IsNaN(b.Max[1])
		}},
		{"NearRim of a negative radius is false (was true on the radius-2 rim)", func() bool {
			return !geom.Disc{R: -2}.NearRim(orb.Point{2, 0})
		}},
		{"LineChord of a negative radius is none (was the radius-2 chord)", func() bool {
			_, _, ok := geom.Disc{R: -2}.LineChord(geom.Segment{A: orb.Point{-5, 0}, B: orb.Point{5, 0}})
			return !ok
		}},
	}
	for _, c := range cases {
		if !c.ok() {
			t.Errorf("%s: no", c.name)
		}
	}
}
