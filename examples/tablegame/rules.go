package main

import (
	"errors"
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// The game's rules, all of them:
//
//   - Models stand on round bases with a facing and may shoot only at a
//     base at least partly inside their 90° front arc.
//   - Buildings block sight; every inch of woods the line crosses (a
//     started inch counts) is -1 to hit, and more than 3 inches block.
//   - A model moves 6 inches; woods cost double; no part of its base may
//     enter a building.
//   - To hit: 2D6 + modifiers, 7 or more.

// The terrain traits the game reads.
var (
	Woods    = terrain.Flag("woods")
	Building = terrain.Flag("building")
)

// Rule numbers.
const (
	MoveInches   = 6
	MaxWoods     = 3 // inches of woods a line may cross and still be seen
	ToHitTarget  = 7
	OpaqueWeight = 1000 // a building's weight: any crossing blocks
)

// Arcs are the models' arcs: a 90° front, edges to the front.
var Arcs = geom.DefaultArcs()

// ToHitDice is the to-hit roll.
var ToHitDice = combat.TwoD6

// Game is a table with its models.
type Game struct {
	Board  *terrain.Board
	Pieces terrain.Pieces
	ground *ground.Ground
	weight []float64 // per feature: 1 per inch of woods, OpaqueWeight for a building
}

// NewGame loads a board and its models (terrain's GeoJSON and pieces
// formats) and compiles the movement rates.
func NewGame(board, pieces []byte) (*Game, error) {
	b, err := terrain.LoadBoard(board)
	if err != nil {
		return nil, err
	}
	ps, err := terrain.LoadPieces(pieces, terrain.PiecesFor{Board: b})
	if err != nil {
		return nil, err
	}
	woods, err := terrain.FeatureColumn(b, Woods)
	if err != nil {
		return nil, err
	}
	building, err := terrain.FeatureColumn(b, Building)
	if err != nil {
		return nil, err
	}
	g := &Game{Board: b, Pieces: ps, weight: make([]float64, b.Len())}
	for i := range b.Len() {
		switch {
		case building.At(i):
			g.weight[i] = OpaqueWeight
		case woods.At(i):
			g.weight[i] = 1
		}
	}
	g.ground, err = ground.New(b, g.rate, ground.Options{Open: 1, Clearance: ps[0].Base.R})
	return g, err
}

// rate prices a feature for movement: woods double, buildings impassable.
func (g *Game) rate(_ ground.Mode, _ *terrain.Board, i int) (ground.Rate, error) {
	switch g.weight[i] {
	case OpaqueWeight:
		return ground.Rate{Impassable: true}, nil
	case 1:
		return ground.Rate{PerUnit: 2}, nil
	}
	return ground.Rate{Ignore: true}, nil
}

// InArc reports whether model b is at least partly in model a's front arc.
func (g *Game) InArc(a, b int) bool {
	pa, pb := g.Pieces[a], g.Pieces[b]
	return Arcs.Disc(pa.Base.Center, pa.Facing, geom.Front, pb.Base) != geom.NotInArc
}

// Sight judges model a's best line to model b, base to base: seen or
// not, and the started inches of woods it crosses, all woods together
// (its Score), with the line and its crossings. Buildings and the other
// models' bases block.
func (g *Game) Sight(a, b int) (los.BaseVerdict, error) {
	woods := &los.ChunkSum{
		Weight: func(i int) (float64, bool) { return 1, g.weight[i] == 1 },
		PoolBy: func(int) int { return 0 }, // every wood is one kind: inches add up
		Chunk:  1,
		Limit:  MaxWoods + 1,
	}
	var others []los.Blocker
	for i, p := range g.Pieces {
		if i != a && i != b {
			others = append(others, los.Blocker{Disc: p.Base})
		}
	}
	var w los.BaseSolver
	return w.Judge(&los.BaseSight{
		From: g.Pieces[a].Base, To: g.Pieces[b].Base,
		Board: g.Board, Rule: woods, Blockers: others,
		Opaque: func(i int) bool { return g.weight[i] == OpaqueWeight },
	})
}

// ToHit is model a's to-hit roll at model b: the woods' penalty and the
// check, with the exact chance. It is an error if a cannot shoot at b.
func (g *Game) ToHit(a, b int) (combat.Mods, combat.Check, combat.Frac, error) {
	check := combat.Check{Op: combat.AtLeast, Target: ToHitTarget}
	if !g.InArc(a, b) {
		return combat.Mods{}, check, combat.Frac{}, fmt.Errorf("%s: %s is outside the front arc", g.Pieces[a].ID, g.Pieces[b].ID)
	}
	v, err := g.Sight(a, b)
	if err != nil {
		return combat.Mods{}, check, combat.Frac{}, err
	}
	if !v.Seen {
		return combat.Mods{}, check, combat.Frac{}, fmt.Errorf("%s: %s is not seen", g.Pieces[a].ID, g.Pieces[b].ID)
	}
	var mods combat.Mods
	if v.Score > 0 {
		mods = combat.NewMods(combat.Mod("woods", -int(v.Score)))
	}
	p, err := combat.CheckChance(ToHitDice, mods, check)
	return mods, check, p, err
}

// Reach is every place on a quarter-inch lattice that model a's base can
// get to in one move, with the cost and path to each.
func (g *Game) Reach(a int) (ground.Reach, error) { return g.ReachOn(a, 0.25) }

// ReachOn is Reach on a lattice of the given spacing, in inches.
func (g *Game) ReachOn(a int, spacing float64) (ground.Reach, error) {
	if a < 0 || a >= len(g.Pieces) {
		return ground.Reach{}, errors.New("tablegame: no such model")
	}
	lattice := ground.ReachOptions{Lattice: ground.Lattice{Spacing: spacing}}
	return g.ground.Reach(new(ground.Tape), g.Pieces[a].Base.Center, MoveInches, lattice)
}

// Price is what path costs a base, stretch by stretch.
func (g *Game) Price(path orb.LineString) (ground.PathCost, error) {
	return g.ground.Cost(new(ground.Tape), path)
}
