package terrain

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/paulmach/orb"
)

// coordReader reads GeoJSON coordinates straight into orb points, without
// the nested []float64 slices encoding/json would build (a flood of empty
// positions would cost 24 bytes each). Its input has passed scanJSON.
type coordReader struct {
	b []byte
	i int
}

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

// positions reads [[x, y], ...].
func (r *coordReader) positions(what string) ([]orb.Point, error) {
	empty, err := r.open()
	if err != nil || empty {
		return nil, err
	}
	var pts []orb.Point
	for more := true; more; {
		p, err := r.position()
		if err != nil {
			if err == errCoords {
				return nil, err
			}
			return nil, fmt.Errorf("%spoint %d: %w", what, len(pts), err)
		}
		pts = append(pts, p)
		if more, err = r.next(); err != nil {
			return nil, err
		}
	}
	return pts, nil
}

// rings reads [[[x, y], ...], ...].
func (r *coordReader) rings() ([]orb.Ring, error) {
	empty, err := r.open()
	if err != nil || empty {
		return []orb.Ring{}, err
	}
	var rs []orb.Ring
	for more := true; more; {
		pts, err := r.positions(fmt.Sprintf("ring %d ", len(rs)))
		if err != nil {
			return nil, err
		}
		rs = append(rs, pts)
		if more, err = r.next(); err != nil {
			return nil, err
		}
	}
	return rs, nil
}

// end checks nothing follows the coordinates.
func (r *coordReader) end() error {
	r.space()
	if r.i != len(r.b) {
		return errCoords
	}
	return nil
}
