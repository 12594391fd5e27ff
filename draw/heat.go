package draw

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/warkit/warkit/geom/hex"
)

// Heat is a value per hex to shade, and the hexes to mark as best, for
// [Canvas.Heat].
type Heat struct {
	// Value gives the value of hex h; ok false leaves h unshaded. It is
	// called only for the canvas's hexes, at most twice each.
	Value func(h hex.Hex) (v float64, ok bool)
	// Name says what the values are ("expected steps lost"); Unit what
	// they count ("steps"), the canvas's unit when empty.
	Name, Unit string
	// Best are hexes ringed and numbered 1, 2, ... in order (the best
	// positions of a ranking); the first MaxHeatBest only, and those of the
	// canvas only.
	Best []hex.Hex
}

// MaxHeatBest bounds the best positions Canvas.Heat marks.
const MaxHeatBest = 99

// heatRamp is the colour ramp of a heat map, from the lowest values to
// the highest: light to dark red (ColorBrewer's Reds), readable over
// terrain. The lightest band is a clear salmon, not the near-white of
// the ramp's first class, so that it never reads as the table's ground;
// neighbouring bands differ by CIE76 ΔE 18 or more.
var heatRamp = [...]string{"#fcbba1", "#fc9272", "#fb6a4a", "#de2d26", "#a50f15"}

// Heat shades every hex of the canvas that h.Value gives a value by where
// the value lies between the lowest and the highest value shown: the range
// is cut into five equal bands of a colour ramp (one band when all values
// are equal), each a legend entry with its bounds in h.Unit (left out
// when h.Name says it), every band listed, used or not. A shade is
// opaque: over a hex map drawn before, each shaded hex shows its terrain
// as hatching in the terrain's colour over the shade, and the map's
// hexsides are drawn again on top, so terrain colour never mixes with
// heat colour. A hex's tooltip gives its printed label and value. Then it
// rings each hex of h.Best and numbers it from 1.
//
// Only the canvas's hexes are visited, so the cost is bounded by the
// window, not by the map behind Value. A NaN or infinite value is skipped
// (the hex is left unshaded) and reported in the error, once for all of
// them, after the rest is drawn. A nil Value shades nothing.
func (c *Canvas) Heat(h Heat) error {
	if err := c.needHex("Heat"); err != nil {
		return err
	}
	unit := h.Unit
	if unit == "" {
		unit = c.unit
	}
	lo, hi, bad := c.heatRange(h.Value)
	var errs []error
	if bad > 0 {
		errs = append(errs, fmt.Errorf("draw: heat: %d values not finite: skipped", bad))
	}
	c.group("heat")
	if lo <= hi {
		errs = append(errs, c.heatFill(h, unit, lo, hi)...)
	}
	errs = append(errs, c.heatBest(h.Best))
	c.end()
	return errors.Join(errs...)
}

// heatRange returns the lowest and highest finite values of the canvas's
// hexes (lo > hi if none) and how many values were not finite.
func (c *Canvas) heatRange(value func(hex.Hex) (float64, bool)) (lo, hi float64, bad int) {
	lo, hi = math.Inf(1), math.Inf(-1)
	if value == nil {
		return lo, hi, 0
	}
	for h := range c.windowHexes() {
		v, ok := value(h)
		switch {
		case !ok || !c.inWindow(h):
		case math.IsNaN(v) || math.IsInf(v, 0):
			bad++
		default:
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	return lo, hi, bad
}

// heatBand returns the band of v in [lo, hi]: 0 to len(heatRamp)-1.
// Halves keep the differences finite for values near ±MaxFloat64.
func heatBand(v, lo, hi float64) int {
	span := hi/2 - lo/2
	if !(span > 0) {
		return 0
	}
	k := int((v/2 - lo/2) / span * float64(len(heatRamp)))
	return min(max(k, 0), len(heatRamp)-1)
}

// heatBound returns the lower bound of band k of [lo, hi].
func heatBound(k int, lo, hi float64) float64 {
	if k >= len(heatRamp) {
		return hi
	}
	// A weighted mean stays finite for any finite lo and hi.
	f := float64(k) / float64(len(heatRamp))
	return lo*(1-f) + hi*f
}

// heatFill shades the hexes with a finite value, each covering its
// terrain (hatched over the shade, see coverHex), draws the map's
// hexsides over the shades, and adds a legend entry for every band from
// the lowest value's to the highest's, lowest first, so the ramp shows
// whole: the first entry names the values, the others give only their
// bounds.
func (c *Canvas) heatFill(h Heat, unit string, lo, hi float64) []error {
	var errs []error
	for x := range c.windowHexes() {
		v, ok := h.Value(x)
		if !ok || !c.inWindow(x) || math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		k := heatBand(v, lo, hi)
		title := fmt.Sprintf("%s: %s %s", c.name(x), h.Name, withUnit(val(v), unit))
		if err := c.coverHex(x, heatRamp[k], title, heatMark(k)); err != nil {
			errs = append(errs, err)
		}
	}
	errs = c.resurface(errs)
	// The unit is left out when the name already says it ("expected
	// steps lost", "steps").
	if unit != "" && strings.Contains(" "+h.Name+" ", " "+unit+" ") {
		unit = ""
	}
	name := h.Name
	if name != "" {
		name += ": "
	}
	last := heatBand(hi, lo, hi)
	for k := 0; k <= last; k++ {
		text := fmt.Sprintf("%s to %s", val(heatBound(k, lo, hi)), withUnit(val(heatBound(k+1, lo, hi)), unit))
		if lo == hi {
			text = withUnit(val(lo), unit)
		}
		if k == 0 {
			text = name + text
		}
		c.keyMark(heatRamp[k], text, keyShade, heatMark(k))
	}
	return errs
}

// withUnit writes s followed by unit, if any.
func withUnit(s, unit string) string {
	if unit == "" {
		return s
	}
	return s + " " + unit
}

// heatBest rings and numbers the best hexes that lie on the canvas.
func (c *Canvas) heatBest(best []hex.Hex) error {
	st := c.Style
	var errs []error
	for i, x := range best[:min(len(best), MaxHeatBest)] {
		if !c.inWindow(x) {
			continue
		}
		c.key(st.Selected, "best positions, ranked", keyLine)
		cy, top, _, ok := c.hexPixels(x)
		if !ok {
			errs = append(errs, skipped("best position", c.centre(x)))
			continue
		}
		r := (cy - top) * 0.4 // clear of the hex number at the top
		n := fmt.Sprint(i + 1)
		errs = append(errs, c.circle(c.centre(x), r, stroke(st.Selected, 2.5*st.strokeWidth(), ""), c.name(x)+": best position "+n))
		errs = append(errs, c.text(c.centre(x), 0, st.fontSize()*0.4, n, `fill="`+esc(st.Selected)+`" font-weight="bold"`))
	}
	return errors.Join(errs...)
}
