package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

func TestDiscLineChord(t *testing.T) {
	d := disc(0, 0, 5)
	tests := []struct {
		name   string
		s      geom.Segment
		closed bool
		t0, t1 float64
		ok     bool
	}{
		{"through the centre", geom.Segment{A: pt(-10, 0), B: pt(10, 0)}, false, 0.25, 0.75, true},
		{"3-4-5 chord", geom.Segment{A: pt(-10, 3), B: pt(10, 3)}, false, 0.3, 0.7, true},
		{"tangent, open", geom.Segment{A: pt(-10, 5), B: pt(10, 5)}, false, 0, 0, false},
		{"tangent, closed", geom.Segment{A: pt(-10, 5), B: pt(10, 5)}, true, 0.5, 0.5, true},
		{"miss", geom.Segment{A: pt(-10, 6), B: pt(10, 6)}, true, 0, 0, false},
		{"beyond the ends", geom.Segment{A: pt(10, 0), B: pt(20, 0)}, false, -1.5, -0.5, true},
		{"point segment", geom.Segment{A: pt(1, 1), B: pt(1, 1)}, true, 0, 0, false},
	}
	for _, c := range tests {
		f := d.LineChord
		if c.closed {
			f = d.LineChordClosed
		}
		t0, t1, ok := f(c.s)
		if ok != c.ok || math.Abs(t0-c.t0) > 1e-15 || math.Abs(t1-c.t1) > 1e-15 {
			t.Errorf("%s: got %v %v %v, want %v %v %v", c.name, t0, t1, ok, c.t0, c.t1, c.ok)
		}
	}
}

func TestDiscRimPoints(t *testing.T) {
	d := disc(0, 0, 5)
	tests := []struct {
		name string
		got  []orb.Point
		want []orb.Point
	}{
		{"segment crossing twice", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 3), B: pt(10, 3)}), []orb.Point{{-4, 3}, {4, 3}}},
		{"segment ending inside", d.AppendSegmentRim(nil, geom.Segment{A: pt(0, 3), B: pt(10, 3)}), []orb.Point{{4, 3}}},
		{"segment touching", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 5), B: pt(10, 5)}), []orb.Point{{0, 5}}},
		{"segment missing", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 6), B: pt(10, 6)}), nil},
		{"rims crossing (3-4-5)", d.AppendRimCrossings(nil, disc(8, 0, 5)), []orb.Point{{4, 3}, {4, -3}}},
		{"rims touching outside", d.AppendRimCrossings(nil, disc(8, 0, 3)), []orb.Point{{5, 0}}},
		{"held, touching inside", d.AppendRimCrossings(nil, disc(2, 0, 7)), []orb.Point{{-5, 0}}},
		{"apart", d.AppendRimCrossings(nil, disc(20, 0, 3)), nil},
		{"concentric", d.AppendRimCrossings(nil, disc(0, 0, 3)), nil},
	}
	for _, c := range tests {
		if len(c.got) != len(c.want) {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
			continue
		}
		for i := range c.got {
			if geom.PointDistance(c.got[i], c.want[i]) > 1e-12 {
				t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
			}
		}
	}
}

func TestDiscPull(t *testing.T) {
	d := disc(0.1, 0.2, 0.3)
	for k := range 64 {
		a := 2 * math.Pi * float64(k) / 64
		p := pt(0.1+0.3*math.Cos(a), 0.2+0.3*math.Sin(a)) // a rounded rim point
		if q := d.PullInto(p); !d.Contains(q) || geom.PointDistance(p, q) > 1e-9 {
			t.Fatalf("PullInto(%v) = %v: not in the disc or moved far", p, q)
		}
		o := pt(0.1+3*math.Cos(a), 0.2+3*math.Sin(a)) // outside, on the line through p and the centre
		q, ok := d.PullAlong(p, o)
		if ok && !d.Contains(q) {
			t.Fatalf("PullAlong(%v) = %v reports ok outside the disc", p, q)
		}
		if !d.NearRim(p) || d.NearRim(d.Center) {
			t.Fatalf("NearRim wrong at %v", p)
		}
	}
	if q := d.PullInto(d.Center); q != d.Center {
		t.Errorf("PullInto moved a point inside")
	}
}
