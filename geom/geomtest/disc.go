package geomtest

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Disc generates valid round bases with the centre in [-box, box]² and the
// radius in [minR, maxR] (the bounds are clamped as a box is, see
// [Point], and swapped if out of order), shrinking towards the origin and
// minR.
// Half of them have integer centres and, where the range holds one, an
// integer radius, so exactly touching and concentric bases are common.
func Disc(box, minR, maxR float64) *rapid.Generator[geom.Disc] {
	box = boxOf(box)
	minR, maxR = boxOf(max(minR, 0)), boxOf(max(maxR, 0))
	if minR > maxR {
		minR, maxR = maxR, minR
	}
	return rapid.Custom(func(t *rapid.T) geom.Disc {
		c := Point(box).Draw(t, "center")
		lo, hi := math.Ceil(minR), math.Floor(maxR)
		if c == (orb.Point{math.Trunc(c[0]), math.Trunc(c[1])}) && lo <= hi && hi < 1<<30 {
			r := rapid.IntRange(int(lo), int(hi)).Draw(t, "r")
			return geom.Disc{Center: c, R: float64(r)}
		}
		return geom.Disc{Center: c, R: rapid.Float64Range(minR, maxR).Draw(t, "r")}
	})
}

// TouchingDiscs generates pairs of valid bases that touch exactly (the
// distance between the centres equals the sum of the radii, in exact
// arithmetic), with integer coordinates from a Pythagorean triple, centres
// in [-box, box]² and radii up to about maxR: the boundary case of every
// "within" rule. box and maxR are clamped as a box is (see [Point]),
// taken as at least 5, and maxR as at most 2^30 (the coordinates are
// ints).
func TouchingDiscs(box, maxR float64) *rapid.Generator[[2]geom.Disc] {
	box = max(boxOf(box), 5)
	maxR = min(max(boxOf(max(maxR, 0)), 5), 1<<30)
	triples := [][3]int{{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}, {1, 0, 1}}
	return rapid.Custom(func(t *rapid.T) [2]geom.Disc {
		tr := rapid.SampledFrom(triples).Draw(t, "triple")
		k := rapid.IntRange(1, max(1, int(maxR)/tr[2])).Draw(t, "scale")
		dx, dy, h := k*tr[0], k*tr[1], k*tr[2]
		if rapid.Bool().Draw(t, "swap") {
			dx, dy = dy, dx
		}
		if rapid.Bool().Draw(t, "negx") {
			dx = -dx
		}
		if rapid.Bool().Draw(t, "negy") {
			dy = -dy
		}
		ra := rapid.IntRange(0, h).Draw(t, "ra")
		n := int(math.Min(box, 1<<30)) - h
		n = max(n, 0)
		cx := rapid.IntRange(-n, n).Draw(t, "cx")
		cy := rapid.IntRange(-n, n).Draw(t, "cy")
		a := geom.Disc{Center: orb.Point{float64(cx), float64(cy)}, R: float64(ra)}
		b := geom.Disc{Center: orb.Point{float64(cx + dx), float64(cy + dy)}, R: float64(h - ra)}
		return [2]geom.Disc{a, b}
	})
}

// Rigid generates rigid motions: an angle in [-π, π] (a whole number of
// quarter turns a quarter of the time) and a shift in [-box, box]².
func Rigid(box float64) *rapid.Generator[geom.Rigid] {
	return rapid.Custom(func(t *rapid.T) geom.Rigid {
		var angle float64
		if rapid.IntRange(0, 3).Draw(t, "quarter") == 0 {
			angle = float64(rapid.IntRange(-2, 2).Draw(t, "turns")) * (math.Pi / 2)
		} else {
			angle = rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "angle")
		}
		return geom.Rigid{Angle: angle, Shift: Point(box).Draw(t, "shift")}
	})
}
