package move_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Issue 33: NewWorkspace accepted a Rect of OffsetKind(9).
func TestIssue33NewWorkspaceUnknownOffset(t *testing.T) {
	for _, k := range []hex.OffsetKind{9, 255} {
		if _, err := move.NewWorkspace(move.Rect{Offset: k, Cols: 3, Rows: 3}); err == nil {
			t.Errorf("OffsetKind(%d) accepted", k)
		}
	}
}

// Issue 33: Reach with a nil step cost must be an error.
func TestIssue33ReachNilStepCost(t *testing.T) {
	if _, err := move.Reach(move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}, hex.Hex{}, nil, move.ReachOptions{Allowance: 3}); err == nil {
		t.Error("nil step cost accepted")
	}
}
