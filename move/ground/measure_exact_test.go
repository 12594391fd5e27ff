package ground_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// TestPerUnitExactOnDiagonal: a leg along a 3-4-5 diagonal spends
// exactly 15 m in a field, though the points where it enters and leaves
// the field are rounded (their distance computes as 15.000000000000002).
// The stretch is rounded up to whole metres exactly, with no tolerance:
// 15 m, not 16.
func TestPerUnitExactOnDiagonal(t *testing.T) {
	b := newBoard(t, terrain.NewArea("field-1", "field", rect(10, 0, 19, 60)))
	g := newGround(t, b, ground.Options{Rounding: ground.PerUnitOrFraction})
	pc, err := g.Cost(nil, orb.LineString{{0.375, 0.5}, {36.375, 48.5}})
	if err != nil {
		t.Fatal(err)
	}
	// 16.04 m open (17), 15 m of field at 2 (30), 28.96 m open (29).
	if want := 17 + 30 + 29.0; pc.Total != want {
		t.Errorf("total %v, want %v\n%v", pc.Total, want, pc)
	}
}
