package draw

import (
	"errors"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// BaseArcs draws a table model's arcs: the front, flank and rear sectors
// of a (Style.Front, Flank and Rear, lightly filled) out to radius from
// the centre of base, the base itself and its facing arrow. The sectors'
// curved edges are drawn as polygons of one vertex per 3°; their straight
// edges are exact. It is the table's counterpart of [Canvas.Arcs].
func (c *Canvas) BaseArcs(a geom.Arcs, base geom.Disc, f geom.Facing, radius float64) error {
	if err := c.ready(); err != nil {
		return err
	}
	if err := base.Validate(); err != nil {
		return errors.New("draw: base arcs: " + err.Error())
	}
	if err := f.Validate(); err != nil {
		return errors.New("draw: base arcs: " + err.Error())
	}
	if !(radius > base.R) || math.IsInf(radius, 1) {
		return errors.New("draw: base arcs: the radius must be finite and beyond the base")
	}
	st := c.Style
	var errs []error
	c.group("arcs")
	front, rear := a.Front(), a.Rear()
	flank := 360 - front.Width() - rear.Width()
	for _, s := range []struct {
		arc          geom.Arc
		start, width float64
		colour       string
	}{
		{geom.Front, front.Start(), front.Width(), st.Front},
		{geom.Flank, front.Start() + front.Width(), flank / 2, st.Flank},
		{geom.Rear, rear.Start(), rear.Width(), st.Rear},
		{geom.Flank, rear.Start() + rear.Width(), flank / 2, st.Flank},
	} {
		if s.width <= 0 {
			continue
		}
		c.key(c.shown(s.colour, 0.25), s.arc.String()+" arc", keyFill)
		ring := sectorRing(base.Center, f.Degrees()+s.start, s.width, radius)
		errs = append(errs, c.polygon(geom.Polygon{ring}, `fill="`+esc(s.colour)+`" fill-opacity="0.25" stroke="`+esc(s.colour)+`" stroke-width="`+num(st.strokeWidth())+`"`, s.arc.String()+" arc"))
	}
	errs = append(errs, c.Base(base, "", st.Footprint))
	// The facing arrow reaches a fifth of the way out, past the base.
	l, ang := max(1.5*base.R, radius/5), f.Degrees()*math.Pi/180
	tip := orb.Point{base.Center[0] + l*math.Cos(ang), base.Center[1] + l*math.Sin(ang)}
	errs = append(errs, c.arrow(base.Center, tip, st.Footprint, 2*st.strokeWidth(), "facing"))
	c.end()
	return errors.Join(errs...)
}

// sectorRing is the closed ring of a sector of the disc of radius r at
// centre, from start degrees (absolute) through width degrees
// counter-clockwise: the centre, the arc at one vertex per 3°, and back.
func sectorRing(centre orb.Point, start, width, r float64) orb.Ring {
	n := max(1, int(math.Ceil(width/3)))
	ring := make(orb.Ring, 0, n+3)
	if width < 360 {
		ring = append(ring, centre)
	}
	for k := 0; k <= n; k++ {
		a := (start + width*float64(k)/float64(n)) * math.Pi / 180
		ring = append(ring, orb.Point{centre[0] + r*math.Cos(a), centre[1] + r*math.Sin(a)})
	}
	return append(ring, ring[0])
}
