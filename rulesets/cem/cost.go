package cem

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
)

// Cost returns the metres of movement a figure spends along path, with its
// working (CEM-T2): each stretch inside a terrain of difficulty D costs
// D × ceil(d) for its length d (open ground is difficulty 1), a linear
// feature is crossed in 0 m, crest lines cost nothing (CEM-C1), and
// difficulty 0 cannot be entered: the cost is then Blocked, its Total
// +Inf. The PathCost is the figure's own (a fresh ground.Tape). Errors: a
// nil or zero Board, an empty path, a point that is not finite or is off
// the board.
func (b *Board) Cost(path orb.LineString) (ground.PathCost, error) {
	if err := b.ready(); err != nil {
		return ground.PathCost{}, err
	}
	pc, err := b.ground.Cost(new(ground.Tape), path)
	if err != nil {
		return ground.PathCost{}, fmt.Errorf("cem: %w", err)
	}
	return pc, nil
}

// Explain returns the explanation of a cost measured on b, naming
// features by type and ID; "" on a nil or zero Board.
func (b *Board) Explain(pc ground.PathCost) string {
	if b.ready() != nil {
		return ""
	}
	return b.ground.Explain(pc)
}

// Ground returns the compiled movement costs, for move's other tools
// (Furthest, CheapestPath); nil for a nil or zero Board.
func (b *Board) Ground() *ground.Ground {
	if b == nil {
		return nil
	}
	return b.ground
}
