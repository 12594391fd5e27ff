package terrain

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/paulmach/orb"
)

// coordReader reads GeoJSON coordinates straight into orb points, without
// the nested []float64 slices encoding/json would build. Its input has
// passed scanJSON. A line or polygon is read twice: once to count its
// points, refusing as soon as the count passes a limit, and once into
// slices of exactly that size, so that a feature costs 16 bytes a point
// and 24 a ring, whatever the file asks for beyond the limits.
type coordReader struct {
	b   []byte
	i   int
	lim coordLimits
}

// coordLimits bounds the points of one feature: ring, the points of a
// ring or line (Limits.MaxRingPoints), and all, what is left of
// Limits.MaxPoints, in the units of Feature.numPoints (a point each, and
// one for each ring and for the feature).
type coordLimits struct{ ring, all int }

// errMaxPoints says a feature's points pass what is left of
// Limits.MaxPoints.
var errMaxPoints = errors.New("more points than Limits.MaxPoints leaves")

var errCoords = errors.New("malformed coordinates")

func (r *coordReader) space() {
	for r.i < len(r.b) && (r.b[r.i] == ' ' || r.b[r.i] == '\t' || r.b[r.i] == '\n' || r.b[r.i] == '\r') {
		r.i++
	}
}

// open consumes '[' and reports whether the array is empty (consuming
// its ']').
func (r *coordReader) open() (empty bool, err error) {
	r.space()
	if r.i >= len(r.b) || r.b[r.i] != '[' {
		return false, errCoords
	}
	r.i++
	r.space()
	if r.i < len(r.b) && r.b[r.i] == ']' {
		r.i++
		return true, nil
	}
	return false, nil
}

// next consumes ',' (true) or ']' (false).
func (r *coordReader) next() (bool, error) {
	r.space()
	if r.i < len(r.b) {
		switch r.b[r.i] {
		case ',':
			r.i++
			return true, nil
		case ']':
			r.i++
			return false, nil
		}
	}
	return false, errCoords
}

func (r *coordReader) number() (float64, error) {
	r.space()
	start := r.i
	for r.i < len(r.b) && (r.b[r.i] == '-' || r.b[r.i] == '+' || r.b[r.i] == '.' || r.b[r.i] == 'e' || r.b[r.i] == 'E' || (r.b[r.i] >= '0' && r.b[r.i] <= '9')) {
		r.i++
	}
	if start == r.i {
		return 0, errCoords
	}
	x, err := strconv.ParseFloat(string(r.b[start:r.i]), 64)
	if err != nil {
		return 0, fmt.Errorf("number %s is out of range", clip(string(r.b[start:r.i]), 32))
	}
	return x, nil
}

// position reads [x, y].
func (r *coordReader) position() (orb.Point, error) {
	var p orb.Point
	empty, err := r.open()
	if err != nil {
		return p, err
	}
	n := 0
	for more := !empty; more; {
		x, err := r.number()
		if err != nil {
			return p, err
		}
		if n < 2 {
			p[n] = x
		}
		n++
		if more, err = r.next(); err != nil {
			return p, err
		}
	}
	if n != 2 {
		return p, fmt.Errorf("position has %d coordinates, want 2", n)
	}
	return p, nil
}

// line reads the positions of a LineString, [[x, y], ...].
func (r *coordReader) line() ([]orb.Point, error) {
	start := r.i
	n, _, err := r.count(1)
	if err != nil {
		return nil, err
	}
	r.i = start
	return r.positions(make([]orb.Point, 0, n), "")
}

// rings reads the rings of a Polygon, [[[x, y], ...], ...].
func (r *coordReader) rings() ([]orb.Ring, error) {
	start := r.i
	n, k, err := r.count(2)
	if err != nil {
		return nil, err
	}
	r.i = start
	rs := make([]orb.Ring, 0, k)
	pts := make([]orb.Point, 0, n) // the rings share it, each capped at its end
	empty, err := r.open()
	if err != nil || empty {
		return rs, err
	}
	for more := true; more; {
		from := len(pts)
		if pts, err = r.positions(pts, "ring "+strconv.Itoa(len(rs))+" "); err != nil {
			return nil, err
		}
		rs = append(rs, orb.Ring(pts[from:len(pts):len(pts)]))
		if more, err = r.next(); err != nil {
			return nil, err
		}
	}
	return rs, nil
}

// count returns the number of positions, and of rings, of the line
// (depth 1) or polygon (depth 2) at r.i, walking its arrays without
// reading a number. It stops with an error as soon as a ring or the line
// passes lim.ring positions, or the feature's cost (one, plus one for
// each position and ring, as Feature.numPoints counts it) passes
// lim.all.
func (r *coordReader) count(depth int) (points, rings int, err error) {
	r.space()
	if r.i >= len(r.b) || r.b[r.i] != '[' {
		return 0, 0, errCoords
	}
	inLine := 0
	over := func() bool {
		switch {
		case inLine > r.lim.ring && depth == 1:
			err = fmt.Errorf("line has more than %d points (Limits.MaxRingPoints)", r.lim.ring)
		case inLine > r.lim.ring:
			err = fmt.Errorf("ring %d has more than %d points (Limits.MaxRingPoints)", rings-1, r.lim.ring)
		case 1+points+rings > r.lim.all:
			err = errMaxPoints
		}
		return err != nil
	}
	position := func(int, []byte) bool {
		points++
		inLine++
		return !over()
	}
	if depth == 1 {
		eachElement(r.b[r.i:], position)
		return points, 0, err
	}
	eachElement(r.b[r.i:], func(_ int, ring []byte) bool {
		if ring[0] != '[' {
			err = errCoords
			return false
		}
		rings++ // a ring costs a point, as numPoints counts it
		inLine = 0
		if !over() {
			eachElement(ring, position)
		}
		if inLine == 0 && err == nil {
			// Refused as soon as read, as geom would refuse it, so that a
			// flood of them costs nothing.
			err = fmt.Errorf("ring %d: empty", rings-1)
		}
		return err == nil
	})
	return points, rings, err
}

// positions appends the positions [[x, y], ...] at r.i to pts.
func (r *coordReader) positions(pts []orb.Point, what string) ([]orb.Point, error) {
	from := len(pts)
	empty, err := r.open()
	if err != nil || empty {
		return pts, err
	}
	for more := true; more; {
		p, err := r.position()
		if err != nil {
			if err == errCoords {
				return nil, err
			}
			return nil, fmt.Errorf("%spoint %d: %w", what, len(pts)-from, err)
		}
		pts = append(pts, p)
		if more, err = r.next(); err != nil {
			return nil, err
		}
	}
	return pts, nil
}

// end checks nothing follows the coordinates.
func (r *coordReader) end() error {
	r.space()
	if r.i != len(r.b) {
		return errCoords
	}
	return nil
}
