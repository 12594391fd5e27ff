package move_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// farRegion is a one-row region whose hexes lie beyond the valid range.
type farRegion struct{}

func (farRegion) Len() int { return 2 }
func (farRegion) Index(h hex.Hex) (int, bool) {
	i := h.Q - hex.MaxCoord
	return i, h.R == 0 && i >= 0 && i < 2
}
func (farRegion) Hex(i int) hex.Hex { return hex.Hex{Q: hex.MaxCoord + i} }

// foldedRegion numbers hexes (0,0) and (1,0), but also answers index 1 for
// (2,0): a numbering that is not one to one.
type foldedRegion struct{}

func (foldedRegion) Len() int { return 2 }
func (foldedRegion) Index(h hex.Hex) (int, bool) {
	if h.R != 0 || h.Q < 0 || h.Q > 2 {
		return 0, false
	}
	return min(h.Q, 1), true
}
func (foldedRegion) Hex(i int) hex.Hex { return hex.Hex{Q: i} }

// TestNewWorkspaceRefusesBadNumbering names the regions NewWorkspace
// refuses because the searches could not trust them.
func TestNewWorkspaceRefusesBadNumbering(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    move.Region
		want string
	}{
		{"hexes beyond the valid range", farRegion{}, "outside the valid hex range"},
		{"an index shared by two hexes", foldedRegion{}, "not that hex's index"},
	} {
		_, err := move.NewWorkspace(tc.r)
		if err == nil || !strings.HasPrefix(err.Error(), "move: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one with %q", tc.name, err, tc.want)
		}
	}
}
