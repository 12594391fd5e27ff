package heavygear

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Rate returns the movement chart of HG-M1: MP per inch by class and
// mode; math.Inf(1) is impassable. Structures and deep water are settled
// per model (admission, perk) by [RateFor]; white water adds
// [WhiteWaterExtra] to water. The second result is false for a class or
// mode the chart does not list. (A function over an unexported chart:
// nothing a caller does can change it under another goroutine.)
func Rate(class string, mode ground.Mode) (float64, bool) {
	r, ok := rates[class][mode]
	return r, ok
}

// rates is never written after initialisation.
var rates = map[string]map[ground.Mode]float64{
	Clear:        {Walker: 1, Ground: 1, Hover: 1},
	Soft:         {Walker: 3, Ground: 2, Hover: 2},
	Rough:        {Walker: 3, Ground: 3, Hover: 3},
	VeryRough:    {Walker: 3, Ground: math.Inf(1), Hover: math.Inf(1)},
	Impassable:   {Walker: math.Inf(1), Ground: math.Inf(1), Hover: math.Inf(1)},
	Structure:    {Walker: math.Inf(1), Ground: math.Inf(1), Hover: math.Inf(1)},
	Road:         {Walker: 1, Ground: 0.5, Hover: 1},
	ShallowWater: {Walker: 2, Ground: 2, Hover: 1},
	DeepWater:    {Walker: math.Inf(1), Ground: math.Inf(1), Hover: 1},
}

// WhiteWaterExtra is the MP per inch white water adds to water terrain,
// hover included (HG-M1).
const WhiteWaterExtra = 1

// Climb is the elevation rule of HG-M2: +1 MP per inch of rise, a rise of
// 2 in or more impassable. Going down is free.
func Climb() terrain.Climb { return terrain.Climb{PerRise: 1, MaxRise: 2} }

// RateFor returns the MP per inch a model pays in terrain of class class,
// with white water or not, in a structure that admits it or not: the
// chart of [Rate] with HG-M1's exceptions (an admitting structure and
// deep water with the perk are clear; white water adds 1 to water). The
// second result is false where the model cannot go.
func RateFor(m Model, class string, white, admitted bool) (float64, bool) {
	r, ok := Rate(class, m.Mode)
	if !ok {
		return 0, false
	}
	switch {
	case class == Structure && admitted:
		r = rates[Clear][m.Mode]
	case class == DeepWater && m.Perks.Has(DeepWaterPerk):
		r = rates[Clear][m.Mode]
	}
	if white && (class == ShallowWater || class == DeepWater) {
		r += WhiteWaterExtra
	}
	return r, !math.IsInf(r, 1)
}

// Mover prices paths across a board for one model (HG-M1, HG-M2). It is
// immutable and safe for concurrent use; each goroutine measures with
// its own ground.Tape.
type Mover struct {
	model  Model
	ground *ground.Ground
	deep   []bool // deep-water features that destroy this model
}

// NewMover compiles the movement costs of board b (in inches) for model
// m. Features without [MoveClass] do not change the cost (a hill may give
// only height); open ground is clear. Ground heights come from Area features'
// elevations (not their obstacle heights), as move reads them.
//
// The readings of r it uses are PerStartedInch, Overlap and Admits.
//
// Errors: an invalid model or rules, a nil board or one not in inches, a
// trait of the wrong kind or an unknown class.
func NewMover(b *terrain.Board, m Model, opt Rules) (*Mover, error) {
	if err := errors.Join(m.Validate(), opt.Validate(), checkBoard(b)); err != nil {
		return nil, err
	}
	admits := opt.Admits
	if admits == nil {
		admits = func(m Model, ft terrain.FeatureTraits) bool {
			ok, _, _ := terrain.Lookup(ft, AdmitsInfantry)
			return ok && m.Infantry
		}
	}
	mv := &Mover{model: m, deep: make([]bool, b.Len())}
	rate := func(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		ft := b.Traits(i)
		class, ok, err := terrain.Lookup(ft, MoveClass)
		if err != nil || !ok {
			return ground.Rate{Ignore: true}, err
		}
		white, _, err := terrain.Lookup(ft, WhiteWater)
		if err != nil {
			return ground.Rate{}, err
		}
		r, ok := RateFor(m, class, white, class == Structure && admits(m, ft))
		if !ok {
			mv.deep[i] = class == DeepWater
			return ground.Rate{Impassable: true}, nil
		}
		return ground.Rate{PerUnit: r}, nil
	}
	o := ground.Options{Mode: m.Mode, Open: rates[Clear][m.Mode], Unit: 1, Overlap: ground.OverlapTop, Climb: Climb()}
	if opt.Overlap != nil {
		o.Overlap = *opt.Overlap
	}
	if opt.PerStartedInch {
		o.Rounding = ground.PerStartedUnit
	}
	if m.Perks.Has(ClimbingPerk) {
		o.Climb.MaxRise = 0
	}
	g, err := ground.New(b, rate, o)
	if err != nil {
		return nil, fmt.Errorf("heavygear: %w", err)
	}
	mv.ground = g
	return mv, nil
}

// checkBoard reports a nil board or one not in inches.
func checkBoard(b *terrain.Board) error {
	if b == nil {
		return fmt.Errorf("heavygear: nil board")
	}
	if b.Unit() != Unit {
		return fmt.Errorf("heavygear: board unit %q: want %q", b.Unit(), Unit)
	}
	return nil
}

// Model returns the model m prices paths for; the zero Model for a nil
// Mover.
func (mv *Mover) Model() Model {
	if mv == nil {
		return Model{}
	}
	return mv.model
}

// Ground returns the compiled ground.Ground, for reach and cheapest paths;
// nil for a nil or zero Mover.
func (mv *Mover) Ground() *ground.Ground {
	if mv == nil {
		return nil
	}
	return mv.ground
}

// Move is the cost of a path for one model, with its working.
type Move struct {
	// Cost is move's priced path: Total MP, legs and stretches, and where
	// it is blocked.
	Cost ground.PathCost
	// Destroyed reports that the path enters deep water the model has no
	// perk for: the model is destroyed there (HG-M1), at DestroyedAt.
	Destroyed   bool
	DestroyedAt orb.Point
	// Obstacle reports a rise the model cannot climb (HG-M2): a model
	// that cannot turn or climb in time rolls Defence against
	// [ObstacleCheck].
	Obstacle bool
	// Explanation is the working, features named by ID.
	Explanation string
}

// Cost prices path (inches) for the model, measured with t (nil: a fresh
// tape). A blocked path is not an error: see Move.Cost.Blocked, Destroyed
// and Obstacle. Errors: a nil or zero Mover, and what ground.Ground.Cost
// refuses (an empty path, a point that is not finite or is off the
// board). Cost: ground's, linear in the path and the features it meets.
func (mv *Mover) Cost(t *ground.Tape, path orb.LineString) (Move, error) {
	if mv == nil || mv.ground == nil {
		return Move{}, errors.New("heavygear: nil or zero Mover (build one with NewMover)")
	}
	pc, err := mv.ground.Cost(t, path)
	if err != nil {
		return Move{}, fmt.Errorf("heavygear: %w", err)
	}
	m := Move{Cost: pc, Explanation: mv.ground.Explain(pc)}
	if pc.Blocked {
		switch {
		case pc.Block.Reason == "rise too steep":
			m.Obstacle = true
			m.Explanation += "a rise of 2 in or more: a model that cannot turn or climb in time rolls Defence vs 4\n"
		case pc.Block.Feature >= 0 && mv.deep[pc.Block.Feature]:
			m.Destroyed, m.DestroyedAt = true, pc.Block.At
			f := mv.ground.Board().Feature(pc.Block.Feature)
			m.Explanation += fmt.Sprintf("%s enters deep water %q without the perk: destroyed\n", mv.model.Name, f.ID)
		}
	}
	return m, nil
}
