package draw

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// reachRamp shades a table reach by the share of the allowance left on
// arrival: a little, about half, most of it (ColorBrewer's Blues, so it
// never reads as a threat map's reds).
var reachRamp = [...]string{"#c6dbef", "#6baed6", "#2171b5"}

// GroundReach draws a reach across a table (ground.Ground.Reach): every
// lattice place reached as a cell of the lattice's spacing centred on it,
// shaded by the allowance left on arrival in three equal bands of
// [0, Allowance], each band one shape (so touching cells show no seams)
// and one legend entry in the canvas's unit (see [Canvas.SetUnit]); the
// start is marked with a cross. A band's tooltip gives its places and
// the range of what is left. Cells off the canvas are clipped.
//
// Errors: a reach whose allowance or lattice spacing is not finite and
// positive (the drawing is then skipped), and a start off the canvas.
func (c *Canvas) GroundReach(r ground.Reach) error {
	if err := c.ready(); err != nil {
		return err
	}
	a, s := r.Allowance, r.Lattice.Spacing
	if !(a > 0) || math.IsInf(a, 1) || !(s > 0) || math.IsInf(s, 1) {
		return fmt.Errorf("draw: reach with allowance %v and lattice spacing %v: both must be finite and positive", a, s)
	}
	var bands [len(reachRamp)]geom.Polygon
	var count [len(reachRamp)]int
	h := s / 2
	for i := 0; i < len(r.Places); {
		j := reachRun(r.Places, i, a)
		first, last := r.Places[i], r.Places[j-1]
		k := reachBand(a-first.Cost, a)
		bands[k] = append(bands[k], orb.Ring{
			{first.At[0] - h, first.At[1] - h}, {last.At[0] + h, first.At[1] - h},
			{last.At[0] + h, first.At[1] + h}, {first.At[0] - h, first.At[1] + h},
		})
		count[k] += j - i
		i = j
	}
	var errs []error
	c.group("groundreach")
	for k, band := range bands {
		if band = c.clipPolygon(band); len(band) == 0 {
			continue
		}
		text := fmt.Sprintf("%s to %s left", val(reachBound(k, a)), c.withUnit(reachBound(k+1, a)))
		title := fmt.Sprintf("%d places reached with %s", count[k], text)
		if count[k] == 1 {
			title = "1 place reached with " + text
		}
		errs = append(errs, c.polygon(band, `fill="`+esc(reachRamp[k])+`" fill-opacity="0.75" stroke="none"`, title))
		c.key(c.shown(reachRamp[k], 0.75), text, keyFill)
	}
	if len(r.Places) > 0 {
		c.key(c.Style.Path, "start", keyCross)
		errs = append(errs, c.cross(r.From, 5, c.Style.Path, "start "+pt2(r.From)))
	}
	c.end()
	return errors.Join(errs...)
}

// reachRun returns the end of the run of places starting at i: the
// places that follow it on its lattice row, one spacing apart each, in
// the same band of what is left.
func reachRun(ps []ground.Place, i int, a float64) int {
	k := reachBand(a-ps[i].Cost, a)
	j := i + 1
	for j < len(ps) && ps[j].J == ps[i].J && ps[j].I == ps[j-1].I+1 && reachBand(a-ps[j].Cost, a) == k {
		j++
	}
	return j
}

// reachBand returns the band of reachRamp of left, out of allowance a.
func reachBand(left, a float64) int {
	k := int(left / a * float64(len(reachRamp)))
	return min(max(k, 0), len(reachRamp)-1)
}

// reachBound returns the lower bound of band k (a for k past the last).
func reachBound(k int, a float64) float64 {
	return a * float64(k) / float64(len(reachRamp))
}

// pt2 writes a table point as "(x, y)" with the canvas's number format.
func pt2(p orb.Point) string { return "(" + val(p[0]) + ", " + val(p[1]) + ")" }
