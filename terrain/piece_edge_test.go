package terrain_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// A piece's base lies wholly on the board, as a moving base must (see
// move/ground): its rim may touch the extent's edge but not pass it. The
// loader and the checks of pieces built in Go agree, at every edge.
func TestPiecesBaseWhollyOnTheBoard(t *testing.T) {
	tbl := onTable(t) // extent [0, 100] x [0, 60]
	for _, tc := range []struct {
		name string
		x, y float64
		r    float64
		ok   bool
	}{
		{"inside", 10, 20, 0.5, true},
		{"touching the left edge", 0.5, 20, 0.5, true},
		{"touching a corner", 99.5, 59.5, 0.5, true},
		{"overhanging the left edge", 0.2, 20, 0.5, false},
		{"overhanging the right edge", 99.8, 20, 0.5, false},
		{"overhanging the bottom edge", 10, 0.25, 0.5, false},
		{"overhanging the top edge", 10, 59.9, 0.5, false},
		{"wider than the board", 50, 30, 31, false},
		{"overhanging by 5.6e-17", 0.3, 20, 0.30000000000000004, false},
	} {
		d := geom.Disc{Center: orb.Point{tc.x, tc.y}, R: tc.r}
		file := []byte(`{"unit":"m","pieces":[{"id":"a","side":"Blue","x":` + num(tc.x) + `,"y":` + num(tc.y) + `,"radius":` + num(tc.r) + `,"traits":{"skill":7,"move":6}}]}`)
		_, errLoad := terrain.LoadPieces(file, tbl, tableKeys()...)
		_, errNew := terrain.NewPieces(terrain.Pieces{terrain.NewTablePiece("a", "Blue", d).WithTraits(pSkill.Is(7), pMove.Is(6))}, tbl, tableKeys()...)
		for what, err := range map[string]error{"LoadPieces": errLoad, "NewPieces": errNew} {
			switch {
			case tc.ok && err != nil:
				t.Errorf("%s: %s: %v", tc.name, what, err)
			case !tc.ok && (err == nil || !strings.Contains(err.Error(), "overhangs the board's extent")):
				t.Errorf("%s: %s: %v, want the base refused as overhanging", tc.name, what, err)
			}
		}
	}
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
