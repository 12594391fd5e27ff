package napoleonic

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
)

// NAP-F11: every hex of a column of companies moving through a zone of
// influence can be fired at; when charging, only its first hex.
func TestNAP_F11_FireAtAMovingColumn(t *testing.T) {
	u := dragons()
	path := straight(u.Head, 0, 4) // heads (5,2) .. (8,2)
	zoi := func(h hex.Hex) bool { return h.Q >= 6 }
	moving, err := testMap(t, nil).FireExposure(u, path, zoi, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []Exposure{
		{1, 0, hex.Hex{Q: 6, R: 2}},
		{2, 0, hex.Hex{Q: 7, R: 2}}, {2, 1, hex.Hex{Q: 6, R: 2}},
		{3, 0, hex.Hex{Q: 8, R: 2}}, {3, 1, hex.Hex{Q: 7, R: 2}}, {3, 2, hex.Hex{Q: 6, R: 2}},
	}
	if diff := cmp.Diff(want, moving); diff != "" {
		t.Errorf("moving (-want +got):\n%s", diff)
	}
	charging, _ := testMap(t, nil).FireExposure(u, path, zoi, true)
	if diff := cmp.Diff([]Exposure{want[0], want[1], want[3]}, charging); diff != "" {
		t.Errorf("charging (-want +got):\n%s", diff)
	}
	if _, err := testMap(t, nil).FireExposure(kgl(), path, zoi, false); err == nil {
		t.Error("a line treated as a column of companies")
	}
	if _, err := testMap(t, nil).FireExposure(u, []hex.Hex{{Q: 9, R: 9}}, zoi, false); err == nil {
		t.Error("a jump accepted")
	}
}
