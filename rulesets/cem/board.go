package cem

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/rulesets/internal/problems"
	"github.com/warkit/warkit/terrain"
)

// Board is a terrain.Board read for these rules: the four traits and the
// crest flag resolved once per feature, the movement costs compiled, and
// the [Rules] in force. Coordinates are metres (1 cm on the table is 1 m
// in the game). A Board is immutable and safe for concurrent use.
type Board struct {
	tb     *terrain.Board
	rules  Rules
	diff   terrain.Column[float64]
	vis    terrain.Column[float64]
	cover  terrain.Column[float64]
	resist terrain.Column[float64]
	crest  []bool
	ground *ground.Ground
	tracer sync.Pool
}

// MaxTrait bounds the four numbers of a terrain type (CEM-T1): far above
// any table's (the seed's go up to 10), and low enough that every sum and
// product of them in these rules is exact in float64 and fits an int on
// 32-bit platforms.
const MaxTrait = 1 << 20

// NewBoard reads tb under rules r.
//
// Errors: a nil board; a crest line that is not a Line feature; a feature
// that is not a crest line and lacks one of the four traits (CEM-T1), or
// has a negative value, a value above [MaxTrait], or (for cover and
// resistance) a non-integer one; an invalid option of r. Every problem is
// reported, up to 20, then a count of the rest.
func NewBoard(tb *terrain.Board, r Rules) (*Board, error) {
	if tb == nil {
		return nil, errors.New("cem: nil board")
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	b := &Board{tb: tb, rules: r, crest: make([]bool, tb.Len())}
	cr, err := terrain.FeatureColumn(tb, Crest)
	if err != nil {
		return nil, fmt.Errorf("cem: %w", err)
	}
	var errs []error
	cols := b.columns()
	for k, key := range traitKeys {
		c, err := terrain.FeatureColumn(tb, key)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		*cols[k] = c
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("cem: %w", errors.Join(errs...))
	}
	var ps problems.List
	for i, f := range tb.All() {
		if b.crest[i] = cr.At(i); b.crest[i] {
			if f.Shape != terrain.Line {
				ps.Add(fmt.Errorf("feature %q: a crest line must be a line, not an %v", f.ID, f.Shape))
			}
			continue
		}
		for k, key := range traitKeys {
			v, ok := cols[k].Lookup(i)
			ps.Add(checkTrait(f, key, v, ok, k >= 2))
		}
	}
	if err := ps.Err(""); err != nil {
		return nil, fmt.Errorf("cem: %w", err)
	}
	g, err := ground.New(tb, b.rate, ground.Options{
		Open: 1, Rounding: ground.PerUnitOrFraction, Unit: 1,
	})
	if err != nil {
		return nil, fmt.Errorf("cem: %w", err)
	}
	b.ground = g
	b.tracer.New = func() any { return los.NewTracer(tb) }
	return b, nil
}

// traitKeys are the four traits of CEM-T1, in the order of
// [Board.columns]; the last two (cover, resistance) are integers.
var traitKeys = [4]terrain.Key[float64]{Difficulty, Visibility, Cover, Resistance}

// columns returns b's four trait columns, in the order of traitKeys.
func (b *Board) columns() [4]*terrain.Column[float64] {
	return [4]*terrain.Column[float64]{&b.diff, &b.vis, &b.cover, &b.resist}
}

// checkTrait reports a trait of feature f that CEM-T1 cannot read: missing
// (ok false), negative, above MaxTrait, or, for an integer trait, not
// whole; nil if it is fine.
func checkTrait(f *terrain.Feature, key terrain.Key[float64], v float64, ok, integer bool) error {
	switch {
	case !ok:
		return fmt.Errorf("feature %q (type %q): trait %q is missing (CEM-T1)", f.ID, f.Type, key.Name())
	case v < 0:
		return fmt.Errorf("feature %q (type %q): %s %v is negative", f.ID, f.Type, key.Name(), v)
	case !(v <= MaxTrait):
		return fmt.Errorf("feature %q (type %q): %s %v is above %d (MaxTrait)", f.ID, f.Type, key.Name(), v, MaxTrait)
	case integer && v != math.Trunc(v):
		return fmt.Errorf("feature %q (type %q): %s %v is not an integer", f.ID, f.Type, key.Name(), v)
	}
	return nil
}

// rate prices feature i for movement (CEM-T2, C1): an area costs its
// difficulty per metre or fraction; a line is crossed in 0 m, so it is
// free unless its difficulty is 0; crest lines and points are ignored.
func (b *Board) rate(_ ground.Mode, tb *terrain.Board, i int) (ground.Rate, error) {
	if b.crest[i] {
		return ground.Rate{Ignore: true}, nil
	}
	d := b.diff.At(i)
	switch tb.Feature(i).Shape {
	case terrain.Area:
		return ground.Rate{PerUnit: d, Impassable: d == 0}, nil
	case terrain.Line:
		return ground.Rate{Impassable: d == 0}, nil
	}
	return ground.Rate{Ignore: true}, nil
}

// ready refuses a nil Board and a zero one (not built by [NewBoard]), so
// that a method called on one returns an error instead of panicking.
func (b *Board) ready() error {
	if b == nil || b.tb == nil || b.ground == nil {
		return errors.New("cem: nil or zero Board (build one with NewBoard)")
	}
	return nil
}

// Terrain returns the underlying terrain board; nil for a nil or zero
// Board.
func (b *Board) Terrain() *terrain.Board {
	if b == nil {
		return nil
	}
	return b.tb
}

// Rules returns the rules in force; the zero Rules for a nil Board.
func (b *Board) Rules() Rules {
	if b == nil {
		return Rules{}
	}
	return b.rules
}

// IsCrest reports whether feature i is a crest line; false for an index
// that is not a feature's and on a nil or zero Board.
func (b *Board) IsCrest(i int) bool {
	return b != nil && i >= 0 && i < len(b.crest) && b.crest[i]
}

// Traits returns the four numbers of feature i: all 0 for a crest line,
// for an index that is not a feature's and on a nil or zero Board.
func (b *Board) Traits(i int) (difficulty, visibility, cover, resistance float64) {
	if b == nil {
		return 0, 0, 0, 0
	}
	return b.diff.At(i), b.vis.At(i), b.cover.At(i), b.resist.At(i)
}

// name describes feature i as `type "id"`.
func (b *Board) name(i int) string {
	if i < 0 || i >= b.tb.Len() {
		return "the ground"
	}
	f := b.tb.Feature(i)
	return fmt.Sprintf("%s %q", f.Type, f.ID)
}

// AppendOwn appends to dst, in increasing order, the features a figure at
// p occupies: every area that holds p (its boundary included) and every
// linear feature, other than crest lines, within [Rules.EdgeReach] of p
// (a wall or hedge it stands behind). These are the obstacles an edge
// declaration exempts (CEM-L5), the terrain whose cover applies
// (CEM-L6), and the obstacles a figure is "in" for CEM-L7. A point that
// is not finite occupies nothing, and a nil or zero Board holds nothing:
// dst is returned unchanged.
func (b *Board) AppendOwn(dst []int, p orb.Point) []int {
	if b.ready() != nil || !finite(p) {
		return dst
	}
	reach := b.rules.edgeReach()
	box := orb.Bound{Min: p, Max: p}
	if reach > 0 {
		box = box.Pad(reach)
	}
	for _, i := range b.tb.AppendCandidatesInBound(nil, box) {
		if b.crest[i] {
			continue
		}
		f := b.tb.Feature(i)
		switch f.Shape {
		case terrain.Area:
			if f.Polygon.Locate(p) != geom.Outside {
				dst = append(dst, i)
			}
		case terrain.Line:
			d := geom.PointLineStringDistance(p, f.LineString)
			if d == 0 || reach > 0 && d <= reach {
				dst = append(dst, i)
			}
		}
	}
	return dst
}

// finite reports whether both coordinates of p are finite.
func finite(p orb.Point) bool {
	return !math.IsNaN(p[0]) && !math.IsInf(p[0], 0) && !math.IsNaN(p[1]) && !math.IsInf(p[1], 0)
}

// containsInt reports whether the increasing list xs holds v (a feature
// list of AppendOwn or exempted, which may be long under a large edge
// reach: a binary search keeps a sight line linear-logarithmic in it).
func containsInt(xs []int, v int) bool {
	_, ok := slices.BinarySearch(xs, v)
	return ok
}
