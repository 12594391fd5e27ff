package geomtest_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
)

// lengthMatters is a rule that reads the facing's length, not only its
// direction: a target farther than it is in the rear.
type lengthMatters struct{ geom.Arcs }

func (r lengthMatters) Of(at orb.Point, f geom.Facing, p orb.Point) geom.Arc {
	if math.Hypot(p[0]-at[0], p[1]-at[1]) > math.Hypot(f.X, f.Y) {
		return geom.Rear
	}
	return r.Arcs.Of(at, f, p)
}

// geom's arcs keep their exact edges under turns of 45°, whatever their
// widths and boundary; a rule that reads the facing's length fails (a
// turn of 45° rescales the facing).
func TestCheckTurns(t *testing.T) {
	for _, w := range [][2]float64{{90, 90}, {180, 0}, {120, 60}, {45, 45}, {270, 0}} {
		for _, b := range []geom.ArcBoundary{geom.BoundaryForward, geom.BoundaryRearward} {
			a, err := geom.NewArcs(w[0], w[1], b)
			if err != nil {
				t.Fatal(err)
			}
			if err := geomtest.CheckTurns(a, geomtest.Config{Cases: 400}); err != nil {
				t.Errorf("arcs %v, %v: %v", w, b, err)
			}
		}
	}
	wantErr(t, geomtest.CheckTurns(lengthMatters{geom.DefaultArcs()}, geomtest.Config{Cases: 400}), "after eight turns of 45°")
	wantErr(t, geomtest.CheckTurns(nil, geomtest.Config{}), "nil arc rule")
	wantErr(t, geomtest.CheckTurns(geom.Arcs{}, geomtest.Config{}), "tested nothing")
	wantErr(t, geomtest.CheckTurns(geom.DefaultArcs(), geomtest.Config{Cases: -1}), "geomtest")
}
