package move

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// HexTraits names the traits a ruleset reads from a terrain.HexMap to
// price steps, for [NewHexModel]. A zero key is not read.
type HexTraits struct {
	// Entry is the MP to enter a hex, read from its terrain type. A type
	// without it is impassable. Required.
	Entry terrain.Key[float64]
	// Side is the extra MP to cross a hexside feature (a river, a hedge),
	// read from the feature's type; a hexside with several features pays
	// for each. A type without it adds nothing.
	Side terrain.Key[float64]
	// Blocks marks hexside feature types that cannot be crossed (a wall,
	// a cliff).
	Blocks terrain.Key[bool]
	// Road marks hexside feature types that are a road running across the
	// hexside, from one hex into the other; such a step costs RoadMP
	// instead of the entry and hexside costs.
	Road   terrain.Key[bool]
	RoadMP float64
	// Climb prices changes of the map's hex elevations; the zero Climb
	// charges nothing.
	Climb Climb
}

// NewHexModel returns the [StepModel] of hex map m under the traits t,
// each trait resolved once for every type of the map (terrain.TypeColumn),
// so that a step reads a few slices and allocates nothing. Steps off the
// map are impassable. The model's Direction part is left for the caller.
//
// Errors: a nil map, a zero Entry key, a trait of the wrong kind.
func NewHexModel(m *terrain.HexMap, t HexTraits) (StepModel, error) {
	if m == nil {
		return StepModel{}, errors.New("move: nil hex map")
	}
	if t.Entry.Name() == "" {
		return StepModel{}, errors.New("move: hex traits: no Entry key")
	}
	types := m.Types()
	entry, err := terrain.TypeColumn(types, t.Entry)
	if err != nil {
		return StepModel{}, fmt.Errorf("move: entry cost: %w", err)
	}
	// Per type: the hexside cost, whether it blocks, whether it is a road.
	n := len(types)
	side := make([]float64, n)
	blocks := make([]bool, n)
	road := make([]bool, n)
	if t.Side.Name() != "" {
		c, err := terrain.TypeColumn(types, t.Side)
		if err != nil {
			return StepModel{}, fmt.Errorf("move: hexside cost: %w", err)
		}
		for i := range n {
			side[i] = c.At(i)
		}
	}
	for _, f := range []struct {
		k   terrain.Key[bool]
		dst []bool
	}{{t.Blocks, blocks}, {t.Road, road}} {
		if f.k.Name() == "" {
			continue
		}
		c, err := terrain.TypeColumn(types, f.k)
		if err != nil {
			return StepModel{}, fmt.Errorf("move: %s: %w", f.k.Name(), err)
		}
		for i := range n {
			f.dst[i] = c.At(i)
		}
	}
	model := StepModel{
		Entry: func(h geom.Hex) (float64, bool) {
			ti, ok := m.HexType(h)
			if !ok {
				return 0, false
			}
			return entry.Lookup(ti)
		},
		Side: func(s geom.Side) (float64, bool) {
			ts, ok := m.SideTypes(s)
			if !ok {
				return 0, false
			}
			sum := 0.0
			for _, ti := range ts {
				if blocks[ti] {
					return 0, false
				}
				sum += side[ti]
			}
			return sum, true
		},
		RoadMP: t.RoadMP,
		Climb:  t.Climb,
	}
	if t.Road.Name() != "" {
		model.Road = func(s geom.Side) bool {
			ts, _ := m.SideTypes(s)
			for _, ti := range ts {
				if road[ti] {
					return true
				}
			}
			return false
		}
	}
	if t.Climb != (Climb{}) {
		model.Elevation = m.Elevation
	}
	return model, nil
}

// RectOf returns the [Region] of hex map m: the rectangle of its offset
// coordinates from its origin, numbered as m numbers its hexes
// ([terrain.HexMap.Index]).
func RectOf(m *terrain.HexMap) Rect {
	return Rect{Offset: m.Labels().Offset, Cols: m.Cols(), Rows: m.Rows(), Origin: m.Origin()}
}
