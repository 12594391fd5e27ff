package cem

import (
	"fmt"
	"math"
	"strconv"

	"github.com/warkit/warkit/combat"
)

// Rules are the readings of the rules that the seed leaves open, each a
// named option; the zero Rules is every default reading (SPEC.md's). A
// [Board] is built with its Rules, so a tool that prefers another
// reading states it once.
type Rules struct {
	// Chunk is the length of sight line, in metres, that adds a
	// terrain's visibility once (CEM-L3); 0 means 5. A chunk below
	// [MinChunk] is an error.
	Chunk float64
	// WholeChunks counts only whole chunks (floor) instead of "every 5 m
	// or fraction" (ceil, the default).
	WholeChunks bool
	// PoolStretches pools the stretches of one feature along a sight line
	// before counting chunks; by default each contiguous stretch counts on
	// its own (two separate 2 m stretches of a wood add 2 × 2).
	PoolStretches bool
	// EdgeReach is how close, in metres, a linear obstacle (a wall, a
	// hedge) must be to a figure for the figure to stand behind it: such a
	// line is the figure's own obstacle, like the area it stands in, for
	// edge declarations (CEM-L5), cover (CEM-L6), unit fire (CEM-L7) and
	// for touching an obstacle at the start of a charge (CEM-M4). Unset,
	// it is [DefaultEdgeReach] (1 m); Set(0.0) keeps only the features
	// the figure stands in or on. A negative or non-finite reach is an
	// error.
	EdgeReach Setting[float64]
	// FireCut is the fraction of the fire of the figures that cannot fire
	// that is subtracted from the unit's total (CEM-L7). Unset, it is 1/3,
	// the seed's literal words; Set(combat.Int(1)) is the reading "they do
	// not count at all", Set(combat.Int(0)) "they subtract nothing". A
	// negative fraction is an error.
	FireCut Setting[combat.Frac]
	// FigureLines says which of a figure's sight lines must be clear of
	// foreign obstacles of visibility 2 or more for it to fire (CEM-L7).
	FigureLines LinePolicy
	// PathStep is the spacing, in metres, of the points at which a moving
	// target's path is sighted (CEM-L8), besides the path's vertices and
	// the points where it crosses a feature's outline; 0 means 0.5 m.
	PathStep float64
	// ChargeIgnoresExclusion lets a charge end closer than 5 m to an
	// enemy unit. By default the 5 m exclusion of CEM-M3 applies to
	// charges too, so a charge ends exactly 5 m from the enemy it charges
	// ("acabe a cinco metros").
	ChargeIgnoresExclusion bool
}

// LinePolicy says which of a figure's sight lines to the enemy unit
// decide whether it may fire with its unit (CEM-L7).
type LinePolicy uint8

const (
	// AnyLineClear lets a figure fire if at least one of its sight lines
	// to a figure of the enemy unit is not interrupted by crest lines and
	// crosses no obstacle of visibility 2 or more that it is not in. It is
	// the default.
	AnyLineClear LinePolicy = iota
	// EveryLineClear requires every such line to be clear: a figure fires
	// only if none of its lines crosses a foreign obstacle of visibility 2
	// or more (a crest line interruption still only removes that line).
	EveryLineClear
)

// String returns "any line clear" or "every line clear".
func (p LinePolicy) String() string {
	switch p {
	case AnyLineClear:
		return "any line clear"
	case EveryLineClear:
		return "every line clear"
	}
	return "LinePolicy(" + strconv.Itoa(int(p)) + ")"
}

// Defaults of the zero Rules.
const (
	// DefaultChunk is the visibility chunk of CEM-L3, in metres.
	DefaultChunk = 5.0
	// MinChunk is the shortest [Rules.Chunk], in metres (a millimetre): no
	// table counts visibility finer, and the number of chunks of any line
	// across the largest board terrain allows then fits an int64.
	MinChunk = 1e-3
	// DefaultEdgeReach is the default [Rules.EdgeReach], in metres.
	DefaultEdgeReach = 1.0
	// DefaultPathStep is the default [Rules.PathStep], in metres.
	DefaultPathStep = 0.5
	// Exclusion is the distance, in metres, closer than which a moving
	// unit may not end to an enemy unit (CEM-M3); a charge ends within it
	// of the enemy it charges (CEM-M4).
	Exclusion = 5.0
	// SeenBelow is the visibility total from which two units no longer
	// see each other (CEM-L4: 0 or 1 seen, 2 or more not).
	SeenBelow = 2.0
	// ChargeCover is the cover of the terrain a charge may also reach
	// (CEM-M4).
	ChargeCover = 2.0
)

func (r Rules) chunk() float64 {
	if r.Chunk == 0 {
		return DefaultChunk
	}
	return r.Chunk
}

func (r Rules) edgeReach() float64 { return r.EdgeReach.Or(DefaultEdgeReach) }

// DefaultFireCut returns the default [Rules.FireCut], 1/3.
func DefaultFireCut() combat.Frac {
	f, _ := combat.NewFrac(1, 3)
	return f
}

func (r Rules) fireCut() combat.Frac { return r.FireCut.Or(DefaultFireCut()) }

func (r Rules) pathStep() float64 {
	if r.PathStep == 0 {
		return DefaultPathStep
	}
	return r.PathStep
}

// Validate reports a reading this package cannot apply: a negative or
// non-finite chunk, path step or edge reach, a chunk below [MinChunk], an
// unknown line policy, a negative fire cut.
func (r Rules) Validate() error {
	bad := func(x float64) bool { return !(x >= 0) || math.IsInf(x, 1) }
	switch {
	case bad(r.Chunk) || r.Chunk != 0 && r.Chunk < MinChunk:
		return fmt.Errorf("cem: rules: chunk %v: want a length of at least %v m (MinChunk; 0: the default)", r.Chunk, MinChunk)
	case bad(r.PathStep):
		return fmt.Errorf("cem: rules: path step %v: want a positive length (0: the default)", r.PathStep)
	case bad(r.edgeReach()):
		return fmt.Errorf("cem: rules: edge reach %v: want a finite length >= 0", r.edgeReach())
	case r.FigureLines > EveryLineClear:
		return fmt.Errorf("cem: rules: unknown line policy %v", r.FigureLines)
	case r.fireCut().Sign() < 0:
		return fmt.Errorf("cem: rules: fire cut %v is negative", r.fireCut())
	}
	return nil
}
