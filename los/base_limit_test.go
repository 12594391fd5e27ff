package los_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

func TestMaxNear(t *testing.T) {
	from, to := geom.Disc{R: 1}, geom.Disc{Center: orb.Point{10, 0}, R: 1}
	cases := []struct {
		name    string
		max     int
		bs      []los.Blocker
		seen    bool
		refused bool
	}{
		{"a crowd, default", 0, crowd(400), false, false},
		{"a crowd, negative is the default", -5, crowd(400), false, false},
		{"a crowd, beyond a small MaxNear", 40, crowd(400), false, true},
		{"a crowd, MaxInt", math.MaxInt, crowd(400), false, false},
		// A polygon's vertices count: the search cannot grow as their cube
		// (without them, the tower's search fits in 16·400² units).
		{"a round tower, its vertices counted", 400, tower(400), false, true},
		{"a round tower, default", 0, tower(400), false, false},
		// The shortcuts are not searches: a wall of discs is shown at once.
		{"a wall of discs, MaxNear 1", 1, wallColumn(), false, false},
		{"the centre line clear, MaxNear 1", 1, nil, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := los.BaseSolver{MaxNear: c.max}
			q := los.BaseQuery{From: from, To: to, Blockers: c.bs}
			r, err := w.LoS(&q)
			if c.refused {
				if !errors.Is(err, los.ErrMaxNear) || !strings.Contains(err.Error(), "set MaxNear above") || r.Seen {
					t.Fatalf("err %v, seen %v: want ErrMaxNear, naming how to raise it", err, r.Seen)
				}
			} else if err != nil || r.Seen != c.seen {
				t.Fatalf("err %v, seen %v: want seen %v", err, r.Seen, c.seen)
			}
			v, err := w.Judge(&los.BaseSight{From: from, To: to, Blockers: c.bs})
			if (err != nil) != c.refused || (err != nil && !errors.Is(err, los.ErrMaxNear)) || (err == nil && v.Seen != c.seen) {
				t.Fatalf("Judge: err %v, seen %v", err, v.Seen)
			}
			l, err := w.Least(&q, nil, nil)
			if (err != nil) != c.refused || (err != nil && !errors.Is(err, los.ErrMaxNear)) || (err == nil && l.Seen != c.seen) {
				t.Fatalf("Least: err %v, seen %v", err, l.Seen)
			}
		})
	}
}

// wallColumn is a column of overlapping discs across the hull, more than
// the wall proof's minimum.
func wallColumn() []los.Blocker {
	var bs []los.Blocker
	for k := range 40 {
		bs = append(bs, los.Blocker{Disc: geom.Disc{Center: orb.Point{5, -2 + 0.1*float64(k)}, R: 0.3}})
	}
	return bs
}
