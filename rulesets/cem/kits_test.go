package cem

import (
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
)

// cemBoards are lostest's scene boards with this package's traits on the
// same type names (a building has visibility 10, so it hides). The added
// obstacle is a building 12 m square, wide enough that a line crosses a
// whole 5 m chunk of it under the whole-chunks reading.
func cemBoards(r *rand.Rand) (lostest.BoardCase, error) {
	bc, err := lostest.SceneBoards(40, 8, 12)(r)
	bc.Board.Types = lostestTypes()
	x, y := float64(r.IntN(28)), float64(r.IntN(28))
	bc.Extra = terrain.NewArea("extra", "building", geom.Polygon{{{x, y}, {x + 12, y}, {x + 12, y + 12}, {x, y + 12}, {x, y}}})
	return bc, err
}

// cemRule is the rule of a sight line with no edge declaration on b,
// under rules r. lostest.RuleFor is given the board, not the line, so
// declarations bound to the ends (CEM-L5) are checked by
// TestCEM_L1_GoldenRule with CheckSymmetry instead.
func cemRule(r Rules) lostest.RuleFor {
	return func(tb *terrain.Board) (los.Accumulator, error) {
		b, err := NewBoard(tb, r)
		if err != nil {
			return nil, err
		}
		return b.LoSRule(End{}, End{}), nil
	}
}

// CEM-L3 (with L1, L4 and C2) through los/lostest: over generated boards
// of areas, hedges, walls and crest lines, the visibility sum and the
// crest-line cut are the same from both ends, unchanged by moving the
// board, and an added building never lets a line be seen; under each
// reading of L3.
func TestCEM_L3_VisibilitySumKitLaws(t *testing.T) {
	for _, c := range []struct {
		name string
		r    Rules
	}{
		{"default", Rules{}},
		{"whole chunks", Rules{WholeChunks: true}},
		{"pooled stretches", Rules{PoolStretches: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: cemRule(c.r), Boards: cemBoards}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// CEM-T2 through move/movetest: on the seed's board, every path's cost is
// the sum of its legs (difficulty × metres, rounded up per metre).
func TestCEM_T2_CostKitLaws(t *testing.T) {
	tb, err := terrain.NewBoard(SeedScene().Board)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(tb, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if err := movetest.CheckGround(b.Ground(), movetest.GroundConfig{Tol: 1e-9}); err != nil {
		t.Fatal(err)
	}
}
