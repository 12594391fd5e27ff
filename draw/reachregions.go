package draw

import (
	"errors"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// RegionStyle is the look of one band of [Canvas.ReachRegions]: a fill
// colour, an outline colour, and the legend text that says what the
// band is. An empty colour (or "none") draws no fill, or no outline.
type RegionStyle struct {
	Fill, Outline, Text string
}

// ReachRegions draws the regions of a reach across a table that
// ground.ReachRegions certifies, one band per bound of rr.Within: band k
// is what lies within rr.Within[k] but not within Within[k-1] (rings
// filled even-odd, so an inner band is a hole in the outer one), drawn
// in styles[k]: filled translucent in Fill, so that touching bands meet
// without seams, outlined in Outline, and keyed with Text (a filled
// swatch for a fill, a line for an outline alone). A band with no style,
// or whose style draws nothing, is skipped. Shapes are cut to the canvas.
//
// Its cost is linear in the regions' points. Errors: a point that is not
// finite in rr.Areas[k]; band k is skipped, and so is band k+1, which
// Areas[k] cuts as its hole (drawn without it, band k+1 would cover what
// lies within Within[k]); the other bands are drawn.
func (c *Canvas) ReachRegions(rr ground.ReachRegions, styles []RegionStyle) error {
	if err := c.ready(); err != nil {
		return err
	}
	var errs []error
	c.group("reachregions")
	for k, area := range rr.Areas {
		if k >= len(styles) {
			break
		}
		s := styles[k]
		fill, outline := paint(s.Fill), paint(s.Outline)
		if fill == "" && outline == "" {
			continue
		}
		var band geom.Polygon
		for _, p := range area {
			band = append(band, p...)
		}
		if k > 0 {
			for _, p := range rr.Areas[k-1] {
				band = append(band, p...)
			}
		}
		if band = c.clipPolygon(band); len(band) == 0 {
			continue
		}
		attrs := `fill="none"`
		if fill != "" {
			attrs = `fill="` + esc(fill) + `" fill-opacity="0.6"`
		}
		if outline != "" {
			attrs += ` stroke="` + esc(outline) + `" stroke-width="` + num(c.Style.strokeWidth()) + `" stroke-linejoin="round"`
		}
		if err := c.polygon(band, attrs, s.Text); err != nil {
			errs = append(errs, err)
			continue
		}
		if fill != "" {
			c.key(c.shown(fill, 0.6), s.Text, keyFill)
		} else {
			c.key(outline, s.Text, keyLine)
		}
	}
	c.end()
	return errors.Join(errs...)
}

// paint returns colour, or "" for one that paints nothing.
func paint(colour string) string {
	if colour == "none" {
		return ""
	}
	return colour
}
