package ground

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/warkit/warkit/terrain"
)

// Mode is a way of moving: foot, wheeled, tracked; walker, ground, hover.
// Modes are data: a ruleset names its own and prices each feature for each
// mode in its [RateFunc]. The empty Mode is a mode like any other.
type Mode string

// Rate is how one feature of a board affects one mover.
//
// For an Area feature, PerUnit is the MP spent per unit of length moved
// inside it (a difficulty D, an MP per inch); it replaces the
// open-ground rate where the feature lies. For a Line feature (a hedge, a
// wall, a stream), Crossing is the MP charged each time the path crosses
// it. Impassable forbids entering an Area's interior or crossing a Line;
// moving along an impassable Area's boundary is allowed (skirting a
// building), except where two impassable Areas share the edge or it lies
// on the board's edge, which are no corridor. Ignore leaves the feature out
// of movement altogether (crest lines that never change movement cost);
// Point features are always ignored.
type Rate struct {
	PerUnit    float64 // Area: MP per unit of length inside it
	Crossing   float64 // Line: MP per crossing
	Impassable bool    // Area interior or Line cannot be entered or crossed
	Ignore     bool    // the feature does not affect movement
}

// RateFunc is the ruleset's reading of one feature of a board for one
// mode: typically a few trait reads through terrain.Get or a precompiled
// terrain.Column. An error (a missing trait) stops [New].
type RateFunc func(mode Mode, b *terrain.Board, feature int) (Rate, error)

// validate returns why r cannot be used, or "".
func (r Rate) validate() string {
	switch {
	case r.PerUnit < 0 || math.IsNaN(r.PerUnit) || math.IsInf(r.PerUnit, 0):
		return "rate per unit " + strconv.FormatFloat(r.PerUnit, 'g', -1, 64) + ": want a finite non-negative number"
	case r.Crossing < 0 || math.IsNaN(r.Crossing) || math.IsInf(r.Crossing, 0):
		return "crossing cost " + strconv.FormatFloat(r.Crossing, 'g', -1, 64) + ": want a finite non-negative number"
	}
	return ""
}

// RateTable is a table of rates by terrain type and mode, as data: the
// form a movement chart takes in a rulebook ("soft ground costs 2 per
// inch, 3 for walkers"). Rates[typ][mode] is the rate of every feature
// of type typ for that mode; the entry for the empty Mode applies to the
// modes a type does not list. Its Rate method is a [RateFunc].
type RateTable map[string]map[Mode]Rate

// Rate returns the rate of feature i of b for mode, by its type's name.
// A type or mode missing from the table is an error naming both, except
// for Point features, which are ignored; so are a nil board and an i
// outside 0..b.Len()-1.
func (t RateTable) Rate(mode Mode, b *terrain.Board, i int) (Rate, error) {
	if b == nil {
		return Rate{}, errors.New("ground: rate table: nil board")
	}
	if i < 0 || i >= b.Len() {
		return Rate{}, fmt.Errorf("ground: rate table: no feature %d on a board of %d", i, b.Len())
	}
	f := b.Feature(i)
	if f.Shape == terrain.Point {
		return Rate{Ignore: true}, nil
	}
	byMode, ok := t[f.Type]
	if !ok {
		return Rate{}, errors.New("ground: rate table: no rates for type " + strconv.Quote(f.Type))
	}
	if r, ok := byMode[mode]; ok {
		return r, nil
	}
	if r, ok := byMode[""]; ok {
		return r, nil
	}
	return Rate{}, errors.New("ground: rate table: type " + strconv.Quote(f.Type) + " has no rate for mode " + strconv.Quote(string(mode)))
}
