package draw

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/warkit/warkit/geom/hex"
)

// Heat is a value per hex to shade, and the hexes to mark as best, for
// [Canvas.Heat].
type Heat struct {
	// Value gives the value of hex h; ok false leaves h unshaded. It is
	// called only for the canvas's hexes, once each: the range, the
	// bands and the shades all use the values of that one pass.
	Value func(h hex.Hex) (v float64, ok bool)
	// Name says what the values are ("expected steps lost"); Unit what
	// they count ("steps"), the canvas's unit when empty.
	Name, Unit string
	// Best are hexes ringed and numbered 1, 2, ... in order (the best
	// positions of a ranking); the first MaxHeatBest only, and those of the
	// canvas only.
	Best []hex.Hex
	// Quantiles cuts the values at their quintiles instead of into five
	// equal bands: each band starts at a value some hex has, so every
	// band the legend lists shades a hex (bands whose cuts tie are one),
	// and values bunched at one end spread over the ramp.
	Quantiles bool
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
// when h.Name says it), every band from the lowest value's to the
// highest's listed, used or not; with h.Quantiles, into at most five
// bands at the values' quintiles, each used. A shade is
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
	values, bad := c.heatValues(h.Value)
	var errs []error
	if bad > 0 {
		errs = append(errs, fmt.Errorf("draw: heat: %d values not finite: skipped", bad))
	}
	c.group("heat")
	if len(values) > 0 {
		bands := equalBands(heatRange(values))
		if h.Quantiles {
			bands = quantileBands(values)
		}
		errs = append(errs, c.heatFill(h, unit, values, bands)...)
	}
	errs = append(errs, c.heatBest(h.Best))
	c.end()
	return errors.Join(errs...)
}

// hexValue is a hex of a heat map and its finite value.
type hexValue struct {
	h hex.Hex
	v float64
}

// heatValues calls value once for each of the canvas's hexes and returns
// the hexes with a finite value, in the canvas's order, and how many
// values were not finite. A nil value gives none.
func (c *Canvas) heatValues(value func(hex.Hex) (float64, bool)) (values []hexValue, bad int) {
	if value == nil {
		return nil, 0
	}
	for h := range c.windowHexes() {
		if !c.inWindow(h) {
			continue
		}
		v, ok := value(h)
		switch {
		case !ok:
		case math.IsNaN(v) || math.IsInf(v, 0):
			bad++
		default:
			values = append(values, hexValue{h, v})
		}
	}
	return values, bad
}

// heatRange returns the lowest and highest of values, which is not empty.
func heatRange(values []hexValue) (lo, hi float64) {
	lo, hi = values[0].v, values[0].v
	for _, x := range values[1:] {
		lo, hi = min(lo, x.v), max(hi, x.v)
	}
	return lo, hi
}

// heatBands are the bands of a heat map: band k holds the values from
// lower[k] up to lower[k+1] (the last, up to the highest), and its
// legend entry says shown[k], its values from and to.
type heatBands struct {
	lower []float64
	shown [][2]float64
}

// band returns the band of v: the last k with lower[k] <= v.
func (b heatBands) band(v float64) int {
	k := 0
	for k+1 < len(b.lower) && b.lower[k+1] <= v {
		k++
	}
	return k
}

// equalBands returns the bands of five equal parts of [lo, hi] from the
// lowest value's band to the highest's (one band if lo == hi). A
// weighted mean stays finite for any finite lo and hi.
func equalBands(lo, hi float64) heatBands {
	if !(hi > lo) {
		return heatBands{lower: []float64{lo}, shown: [][2]float64{{lo, hi}}}
	}
	n := len(heatRamp)
	var b heatBands
	for k := 0; k < n; k++ {
		f := float64(k) / float64(n)
		b.lower = append(b.lower, lo*(1-f)+hi*f)
	}
	b.lower = b.lower[:b.band(hi)+1]
	for k, l := range b.lower {
		up := hi
		if k+1 < len(b.lower) {
			up = b.lower[k+1]
		}
		b.shown = append(b.shown, [2]float64{l, up})
	}
	return b
}

// quantileBands returns at most five bands cut at the quintiles of the
// finite values of the canvas's hexes: each band starts at a value some
// hex has (a cut that ties with the one before moves up to the next
// value, or is dropped), and shows its lowest and highest values. Its
// cost is a sort of the values. No values give no bands.
func quantileBands(values []hexValue) heatBands {
	vs := make([]float64, len(values))
	for i, x := range values {
		vs[i] = x.v
	}
	if len(vs) == 0 {
		return heatBands{}
	}
	slices.Sort(vs)
	b := heatBands{lower: []float64{vs[0]}}
	for k := 1; k < len(heatRamp); k++ {
		last := b.lower[len(b.lower)-1]
		above := sort.Search(len(vs), func(i int) bool { return vs[i] > last })
		if i := max(k*len(vs)/len(heatRamp), above); i < len(vs) {
			b.lower = append(b.lower, vs[i])
		}
	}
	for k, l := range b.lower {
		up := vs[len(vs)-1]
		if k+1 < len(b.lower) {
			up = vs[sort.SearchFloat64s(vs, b.lower[k+1])-1] // the highest value below the next band
		}
		b.shown = append(b.shown, [2]float64{l, up})
	}
	return b
}

// heatFill shades the hexes of values by their band of bands,
// each covering its terrain (hatched over the shade, see coverHex),
// draws the map's hexsides over the shades, and adds a legend entry for
// every band, lowest first, so the ramp shows whole: the first entry
// names the values, the others give only their bounds.
func (c *Canvas) heatFill(h Heat, unit string, values []hexValue, bands heatBands) []error {
	var errs []error
	for _, hv := range values {
		x, v := hv.h, hv.v
		k := bands.band(v)
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
	for k, r := range bands.shown {
		text := fmt.Sprintf("%s to %s", val(r[0]), withUnit(val(r[1]), unit))
		if r[0] == r[1] {
			text = withUnit(val(r[0]), unit)
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
