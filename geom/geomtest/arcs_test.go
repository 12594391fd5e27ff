package geomtest_test

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
)

// ignoresFacing is a rule that forgets the model's facing.
type ignoresFacing struct{ geom.Arcs }

func (r ignoresFacing) Of(at orb.Point, _ geom.Facing, p orb.Point) geom.Arc {
	return r.Arcs.Of(at, geom.Facing{X: 1}, p)
}

func (r ignoresFacing) Disc(at orb.Point, _ geom.Facing, arc geom.Arc, d geom.Disc) geom.InArc {
	return r.Arcs.Disc(at, geom.Facing{X: 1}, arc, d)
}

// twoRules answers points by one rule and bases by another.
type twoRules struct{ points, bases geom.Arcs }

func (r twoRules) Of(at orb.Point, f geom.Facing, p orb.Point) geom.Arc { return r.points.Of(at, f, p) }

func (r twoRules) Disc(at orb.Point, f geom.Facing, arc geom.Arc, d geom.Disc) geom.InArc {
	return r.bases.Disc(at, f, arc, d)
}

// centreOnly answers a base by the arc of its centre alone, whatever its
// radius: wholly in it, not in the others.
type centreOnly struct{ geom.Arcs }

func (r centreOnly) Disc(at orb.Point, f geom.Facing, arc geom.Arc, d geom.Disc) geom.InArc {
	if r.Arcs.Of(at, f, d.Center) == arc {
		return geom.WhollyInArc
	}
	return geom.NotInArc
}

// geom's own arcs pass every law, whatever their widths and boundary; a
// rule that ignores the facing, answers points and bases by different
// arcs, or bases by their centres alone, fails.
func TestCheckArcs(t *testing.T) {
	for _, w := range [][2]float64{{90, 90}, {180, 0}, {120, 60}, {60, 180}, {30, 30}, {360, 0}} {
		for _, b := range []geom.ArcBoundary{geom.BoundaryForward, geom.BoundaryRearward} {
			a, err := geom.NewArcs(w[0], w[1], b)
			if err != nil {
				t.Fatal(err)
			}
			err = geomtest.CheckArcs(a, geomtest.Config{Cases: 400})
			if w[0] == 360 {
				wantErr(t, err, "tested nothing")
				continue
			}
			if err != nil {
				t.Errorf("arcs %v, %v: %v", w, b, err)
			}
		}
	}
	wantErr(t, geomtest.CheckArcs(ignoresFacing{geom.DefaultArcs()}, geomtest.Config{}), "a quarter turn")
	wide, _ := geom.NewArcs(150, 90, geom.BoundaryForward)
	wantErr(t, geomtest.CheckArcs(twoRules{geom.DefaultArcs(), wide}, geomtest.Config{}), "Disc of the point says")
	wantErr(t, geomtest.CheckArcs(centreOnly{geom.DefaultArcs()}, geomtest.Config{}), "well inside")
	wantErr(t, geomtest.CheckArcs(nil, geomtest.Config{}), "nil arc rule")
	wantErr(t, geomtest.CheckArcs(geom.Arcs{}, geomtest.Config{}), "tested nothing")
}

func ExampleCheckArcs() {
	quarters, _ := geom.NewArcs(90, 90, geom.BoundaryForward)
	fmt.Println(geomtest.CheckArcs(quarters, geomtest.Config{}))
	// Output: <nil>
}
