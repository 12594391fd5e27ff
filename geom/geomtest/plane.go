package geomtest

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Point generates finite points in the square [-box, box]², shrinking
// towards the origin. Half of them have integer coordinates, which makes
// collinear and coincident points (the degenerate cases) common.
//
// The generators cannot return an error, so each clamps its sizes, as
// boxOf does: a negative box is taken as its magnitude, a NaN box as 0
// and one above [MaxBox] (infinite included) as MaxBox.
func Point(box float64) *rapid.Generator[orb.Point] {
	box = boxOf(box)
	return rapid.Custom(func(t *rapid.T) orb.Point {
		if rapid.Bool().Draw(t, "grid") {
			n := int(math.Min(box, 1<<30))
			return orb.Point{
				float64(rapid.IntRange(-n, n).Draw(t, "x")),
				float64(rapid.IntRange(-n, n).Draw(t, "y")),
			}
		}
		return orb.Point{
			rapid.Float64Range(-box, box).Draw(t, "x"),
			rapid.Float64Range(-box, box).Draw(t, "y"),
		}
	})
}

// Segment generates segments whose ends are drawn by [Point](box);
// zero-length segments occur.
func Segment(box float64) *rapid.Generator[geom.Segment] {
	return rapid.Custom(func(t *rapid.T) geom.Segment {
		return geom.Segment{A: Point(box).Draw(t, "a"), B: Point(box).Draw(t, "b")}
	})
}

// NearCollinear generates triples of points in [-box, box]² where the third
// lies on the line through the first two up to rounding, then is moved by
// up to 4 ulps in each coordinate with math.Nextafter: the inputs on which
// a floating-point orientation test fails.
func NearCollinear(box float64) *rapid.Generator[[3]orb.Point] {
	return rapid.Custom(func(t *rapid.T) [3]orb.Point {
		a := Point(box).Draw(t, "a")
		b := Point(box).Draw(t, "b")
		s := rapid.Float64Range(-1, 2).Draw(t, "s")
		c := orb.Point{a[0] + s*(b[0]-a[0]), a[1] + s*(b[1]-a[1])}
		for i := range c {
			steps := rapid.IntRange(-4, 4).Draw(t, "ulps")
			dir := math.Inf(1)
			if steps < 0 {
				dir, steps = math.Inf(-1), -steps
			}
			for range steps {
				c[i] = math.Nextafter(c[i], dir)
			}
		}
		return [3]orb.Point{a, b, c}
	})
}

// StarPolygon generates simple polygons with 6 to maxVertices (at least 6)
// vertices around a centre in [-box/2, box/2]², star-shaped from that
// centre, with radii between box/8 and box/4. With holes, it adds up to two
// disjoint star-shaped holes well inside the shell (radii at most a third
// of the shell's smallest); holes run clockwise, the shell
// counter-clockwise. Every polygon it generates passes Validate.
//
// A box of 0 (or NaN) is taken as 1, since a polygon needs some room,
// and maxVertices is taken as at most 2^16.
func StarPolygon(box float64, maxVertices int, holes bool) *rapid.Generator[geom.Polygon] {
	box = boxOf(box)
	if box == 0 {
		box = 1
	}
	maxVertices = min(max(maxVertices, 6), 1<<16)
	return rapid.Custom(func(t *rapid.T) geom.Polygon {
		c := orb.Point{
			rapid.Float64Range(-box/2, box/2).Draw(t, "cx"),
			rapid.Float64Range(-box/2, box/2).Draw(t, "cy"),
		}
		rmax := box / 4
		shell := star(t, c, rapid.IntRange(6, maxVertices).Draw(t, "n"), rmax/2, rmax, false)
		p := geom.Polygon{shell}
		if holes {
			// The shell contains the disc of radius rmax/2·cos(3π/n·½) >=
			// rmax/2·cos(π/4) > 0.35·rmax around c (angular gaps are at most
			// 1.5·2π/n <= π/2).
			k := rapid.IntRange(0, 2).Draw(t, "holes")
			for i := range k {
				// Two holes sit on opposite sides of c, each in a disc of
				// radius 0.15·rmax centred 0.17·rmax from c.
				off := 0.0
				if k == 2 {
					off = 0.17 * rmax * float64(2*i-1)
				}
				hc := orb.Point{c[0] + off, c[1]}
				hr := 0.15 * rmax
				if k == 1 {
					hr = 0.3 * rmax
				}
				p = append(p, star(t, hc, rapid.IntRange(3, 8).Draw(t, "hn"), hr/3, hr, true))
			}
		}
		return p
	})
}

// star returns a closed star-shaped ring of n vertices around c with radii
// in [rmin, rmax] and angular gaps between 0.5 and 1.5 times 2π/n.
func star(t *rapid.T, c orb.Point, n int, rmin, rmax float64, clockwise bool) orb.Ring {
	r := make(orb.Ring, 0, n+1)
	for i := range n {
		a := 2 * math.Pi * (float64(i) + rapid.Float64Range(0, 0.5).Draw(t, "angle")) / float64(n)
		if clockwise {
			a = -a
		}
		rad := rapid.Float64Range(rmin, rmax).Draw(t, "radius")
		r = append(r, orb.Point{c[0] + rad*math.Cos(a), c[1] + rad*math.Sin(a)})
	}
	return append(r, r[0])
}

// SplitSquare generates two polygons that tile the square [0, n]² (n >= 2)
// exactly: the square is cut by a path of integer points from the bottom
// edge to the top edge, with strictly increasing y. Both pieces are simple
// and counter-clockwise; they share the path as a common boundary. n above
// 2^30 is taken as 2^30 (an int on every platform).
func SplitSquare(n int) *rapid.Generator[[2]geom.Polygon] {
	n = min(max(n, 2), 1<<30)
	return rapid.Custom(func(t *rapid.T) [2]geom.Polygon {
		var path []orb.Point
		y := 0
		for y < n {
			x := rapid.IntRange(1, n-1).Draw(t, "x")
			path = append(path, orb.Point{float64(x), float64(y)})
			y += rapid.IntRange(1, n-y).Draw(t, "dy")
		}
		path = append(path, orb.Point{float64(rapid.IntRange(1, n-1).Draw(t, "x")), float64(n)})
		f := float64(n)
		// Left piece: (0,0) -> path bottom -> ... -> path top -> (0,n).
		left := orb.Ring{{0, 0}}
		left = append(left, path...)
		left = append(left, orb.Point{0, f}, orb.Point{0, 0})
		// Right piece: (f,0) -> (f,f) -> path top -> ... -> path bottom.
		right := orb.Ring{{f, 0}, {f, f}}
		for i := len(path) - 1; i >= 0; i-- {
			right = append(right, path[i])
		}
		right = append(right, orb.Point{f, 0})
		return [2]geom.Polygon{{left}, {right}}
	})
}

// boxOf is the size the generators use for box: its magnitude, 0 for
// NaN, at most MaxBox.
func boxOf(box float64) float64 {
	if box != box {
		return 0
	}
	return min(math.Abs(box), MaxBox)
}
