package geom_test

import (
	"math"
	"strconv"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// A count of units that does not fit an int is math.MaxInt on every
// platform, never a wrapped value: 3e9 units fit on 64-bit platforms and
// not on 32-bit ones, where the fast paths once converted them unchecked.
func TestUnitsCountSaturates(t *testing.T) {
	const n = 3e9
	want, wide := math.MaxInt, int64(n)
	if strconv.IntSize == 64 {
		want = int(wide)
	}
	s := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{n + 0.5, 0}}
	for _, c := range []struct {
		name string
		got  int
	}{
		{"Units", geom.Units(n+0.5, 1, false)},
		{"StretchUnits", s.StretchUnits(0, 1, 1, false, nil, nil)},
		{"SpansUnits", s.SpansUnits([]geom.Span{{T0: 0, T1: 0.5}, {T0: 0.5, T1: 1}}, 1, false)},
		{"Units at a tie", geom.Units(n, 1, true)},
	} {
		if c.got != want {
			t.Errorf("%s = %d, want %d", c.name, c.got, want)
		}
	}
	if got := geom.Units(1e300, 1e-300, true); got != math.MaxInt {
		t.Errorf("Units(1e300, 1e-300) = %d, want math.MaxInt", got)
	}
}
