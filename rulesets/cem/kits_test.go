package cem

import (
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/move/ground/groundtest"
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

// cemRule is the rule of a sight line on b under rules r, with edge
// declarations (CEM-L5) at the observer's and the target's end as given;
// lostest gives it the line judged, so the declarations go with the ends.
func cemRule(r Rules, edgeFrom, edgeTo bool) lostest.RuleFor {
	return func(tb *terrain.Board, l lostest.Line) (los.Rule, error) {
		b, err := NewBoard(tb, r)
		if err != nil {
			return nil, err
		}
		return b.LoSRule(End{At: l.Seg.A, Edge: edgeFrom}, End{At: l.Seg.B, Edge: edgeTo}), nil
	}
}

// CEM-L3 (with L1, L4 and C2) through los/lostest: over generated boards
// of areas, hedges, walls and crest lines, the visibility sum and the
// crest-line cut are the same from both ends, unchanged by moving the
// board, and an added building never lets a line be seen; under each
// reading of L3, and with edge declarations (L5) at one end or both
// (the reverse line swaps them with the roles).
func TestCEM_L3_VisibilitySumKitLaws(t *testing.T) {
	for _, c := range []struct {
		name         string
		r            Rules
		edgeA, edgeB bool
	}{
		{"default", Rules{}, false, false},
		{"whole chunks", Rules{WholeChunks: true}, false, false},
		{"pooled stretches", Rules{PoolStretches: true}, false, false},
		{"observer at an edge", Rules{}, true, false},
		{"both at an edge", Rules{EdgeReach: Set(2.0)}, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			laws := lostest.BoardLaws{Rule: cemRule(c.r, c.edgeA, c.edgeB), Back: cemRule(c.r, c.edgeB, c.edgeA), Boards: cemBoards}
			if err := lostest.CheckBoardLaws(laws); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// CEM-T2 through move/ground/groundtest: on the seed's board, every
// path's cost is the sum of its legs (difficulty × metres, rounded up per
// metre).
func TestCEM_T2_CostKitLaws(t *testing.T) {
	tb, err := terrain.NewBoard(SeedScene().Board)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(tb, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if err := groundtest.CheckGround(b.Ground(), groundtest.Config{Tol: 1e-9}); err != nil {
		t.Fatal(err)
	}
}
