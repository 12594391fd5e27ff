package move_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// TestRegionCapMemory: the memory MaxRegionLen's doc states per hex holds
// for each builder and search, measured on a 128 × 128 map, and at the
// cap it keeps every call under the 512 MB that no hostile input may make
// the project allocate: a workspace and a step table well under, at a
// quarter of it.
func TestRegionCapMemory(t *testing.T) {
	r := move.Rect{Cols: 128, Rows: 128}
	n := uint64(r.Len())
	varied := move.StepCost(func(from, to hex.Hex, _ hex.Side) (float64, bool) {
		return float64(1+to.Q*131+to.R) + 0.5, true // too many costs for the compact form
	})
	var w *move.Workspace
	cases := []struct {
		name    string
		perHex  uint64 // bytes per hex, as MaxRegionLen's doc states them
		capHeld uint64 // bytes per hex the call and those before it hold
		limit   uint64 // what that may come to at the cap
		f       func() error
	}{
		{"NewWorkspace", 65, 65, 128 << 20, func() (err error) { w, err = move.NewWorkspace(r); return err }},
		{"first Reach", 12, 65 + 12, 128 << 20, func() error {
			_, err := w.Reach(hex.Hex{}, move.Uniform(1), move.ReachOptions{Allowance: 1e9})
			return err
		}},
		{"first Cheapest", 40, 65 + 12 + 40, 128 << 20, func() error {
			_, err := w.Cheapest(hex.Hex{}, r.Hex(r.Len()-1), varied, 1.5)
			return err
		}},
		{"NewStepTable", 125, 125, 128 << 20, func() error { _, err := move.NewStepTable(r, varied); return err }},
		{"NewLandmarks(16)", 140 + 16*16, 140 + 16*16, 512 << 20, func() error {
			_, err := move.NewLandmarks(r, move.Uniform(1), 16)
			return err
		}},
	}
	for _, c := range cases {
		err, alloc := hostile(t, c.f)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := alloc / n; got > c.perHex {
			t.Errorf("%s: %d bytes a hex, more than the %d documented", c.name, got, c.perHex)
		}
		if held := c.capHeld * move.MaxRegionLen; held > c.limit {
			t.Errorf("%s at MaxRegionLen (%d hexes): %d MiB, more than %d", c.name, move.MaxRegionLen, held>>20, c.limit>>20)
		}
	}
}
