package main

import (
	"fmt"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// The traits the game reads: woods give cover (and stand as tall as
// their height); MP is the movement cost per inch inside an area. Hills
// raise the ground by their elevation.
var (
	Cover = terrain.Flag("cover")
	MP    = terrain.Number("mp")
)

// The game's numbers, in inches.
const (
	EyeHeight = 1  // a figure's eyes above the ground it stands on
	LongRange = 24 // shots over this range are long
	OpenMP    = 1  // MP per inch in the open
)

// ToHitDice is what a shot rolls.
var ToHitDice = combat.NdS(2, 6)

// Piece is a figure on a round base; Skill is the 2d6 roll it needs to hit.
type Piece struct {
	ID     string  `json:"id"`
	Side   string  `json:"side"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Radius float64 `json:"radius"`
	Move   float64 `json:"move"`
	Skill  int     `json:"skill"`
}

// Base is the piece's base.
func (p Piece) Base() geom.Disc { return geom.Disc{Center: orb.Point{p.X, p.Y}, R: p.Radius} }

// Table is a board and the pieces on it, with the rules compiled.
type Table struct {
	Board  *terrain.Board
	Pieces []Piece
	Ground *ground.Ground
	cover  terrain.Column[bool]
}

// NewTable compiles the rules for board b: a key no terrain type carries,
// or a feature without MP, is an error.
func NewTable(b *terrain.Board, pieces []Piece) (*Table, error) {
	if b == nil {
		return nil, fmt.Errorf("miniatures: nil board")
	}
	if err := terrain.CheckKeys(b.Types(), Cover, MP); err != nil {
		return nil, fmt.Errorf("miniatures: %w", err)
	}
	cover, err := terrain.FeatureColumn(b, Cover)
	if err != nil {
		return nil, err
	}
	mp, err := terrain.FeatureColumn(b, MP)
	if err == nil {
		err = mp.Require()
	}
	if err != nil {
		return nil, fmt.Errorf("miniatures: %w", err)
	}
	rate := func(_ ground.Mode, _ *terrain.Board, i int) (ground.Rate, error) {
		return ground.Rate{PerUnit: mp.At(i)}, nil
	}
	t := &Table{Board: b, Pieces: slices.Clone(pieces), cover: cover}
	t.Ground, err = ground.New(b, rate, ground.Options{Open: OpenMP, Climb: terrain.Climb{PerRise: 1}})
	return t, err
}

// GroundAt is the ground height at p: the highest elevation holding it,
// else 0.
func (t *Table) GroundAt(p orb.Point) float64 {
	e, _ := t.Board.ElevationAt(p)
	return e
}

// InCover reports the woods holding p, -1 if none.
func (t *Table) InCover(p orb.Point) int {
	var buf [8]int
	for _, i := range t.Board.AppendAt(buf[:0], p) {
		if t.Board.Feature(i).Shape == terrain.Area && t.cover.At(i) {
			return i
		}
	}
	return -1
}

// Query is the sight question between pieces a and b: any line from base
// to base in 3D, from eye height over the ground each stands on, clear of
// woods (opaque, as tall as their height) and of the other figures (eye
// height tall). The hill does not block: its sides are not modelled.
// ids names the blockers, the other figures. Unknown pieces give an empty
// query.
func (t *Table) Query(a, b int) (q los.BaseSight, ids []string) {
	if !t.valid(a) || !t.valid(b) {
		return los.BaseSight{}, nil
	}
	for k, p := range t.Pieces {
		if k != a && k != b {
			q.Blockers = append(q.Blockers, los.Blocker{Disc: p.Base(), Height: t.GroundAt(p.Base().Center) + EyeHeight})
			ids = append(ids, p.ID)
		}
	}
	q.From, q.To, q.Diagonal, q.Board = t.Pieces[a].Base(), t.Pieces[b].Base(), true, t.Board
	q.FromHeight, q.ToHeight = t.GroundAt(q.From.Center)+EyeHeight, t.GroundAt(q.To.Center)+EyeHeight
	q.Opaque = t.tallWoods
	return q, ids
}

// tallWoods reports the woods that block sight: areas with cover and a
// height.
func (t *Table) tallWoods(i int) bool {
	f := t.Board.Feature(i)
	return f.Shape == terrain.Area && t.cover.At(i) && f.HasHeight
}

// Sight asks whether piece a sees piece b (see Query); names lists, when
// blocked, what the centre line meets (woods and figures).
func (t *Table) Sight(w *los.BaseSolver, a, b int) (r los.BaseVerdict, names []string, err error) {
	if !t.valid(a) || !t.valid(b) {
		return los.BaseVerdict{}, nil, fmt.Errorf("miniatures: no pieces %d and %d", a, b)
	}
	q, ids := t.Query(a, b)
	r, err = w.Judge(&q)
	for _, o := range r.BlockedBy {
		if o.Feature >= 0 {
			names = append(names, t.Board.Feature(o.Feature).ID)
		} else {
			names = append(names, ids[o.Blocker])
		}
	}
	return r, names, err
}

func (t *Table) valid(i int) bool { return i >= 0 && i < len(t.Pieces) }

// ToHit is the roll piece a needs to hit piece b: its skill or more on
// 2d6, -1 at long range, -1 against a target in woods, +1 shooting down
// from higher ground. Unknown pieces give no modifiers and a check no
// roll passes.
func (t *Table) ToHit(a, b int) (combat.Mods, combat.Check) {
	if !t.valid(a) || !t.valid(b) {
		return combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: math.MaxInt32}
	}
	pa, pb := t.Pieces[a].Base().Center, t.Pieces[b].Base().Center
	var mods []combat.Modifier
	if d := math.Hypot(pb[0]-pa[0], pb[1]-pa[1]); d > LongRange {
		mods = append(mods, combat.Mod(fmt.Sprintf("long range (%.1f in)", d), -1))
	}
	if w := t.InCover(pb); w >= 0 {
		mods = append(mods, combat.Mod("target in "+t.Board.Feature(w).ID, -1))
	}
	if t.GroundAt(pa) > t.GroundAt(pb) {
		mods = append(mods, combat.Mod("higher ground", 1))
	}
	return combat.NewMods(mods...), combat.Check{Op: combat.AtLeast, Target: t.Pieces[a].Skill}
}

// HitOutcomes is the exact distribution of hit (true) and miss.
func (t *Table) HitOutcomes(a, b int) (combat.Outcomes[bool], error) {
	mods, check := t.ToHit(a, b)
	return combat.CheckOutcomes(ToHitDice, mods, check)
}
