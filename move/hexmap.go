package move

import (
	"errors"
	"fmt"
	"slices"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// HexTraits names the traits a ruleset reads from a terrain.HexMap to
// price steps, for [NewHexModel]. A zero key is not read.
type HexTraits struct {
	// Entry is the MP to enter a hex, read from its terrain type. Every
	// type of the map's hexes must carry it, so that a type that lacks it
	// by mistake is an error rather than silently impassable; a ruleset
	// where a type without it is impassable lists Entry in Optional.
	// Required.
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
	Climb terrain.Climb
	// SideEffect is the effect of crossing a hexside feature, read from
	// the feature's type by name (see [EffectKey] and [ZOCEffect]): a
	// river whose crossing takes all remaining MP says "all-remaining".
	// A hexside with several features takes the most restrictive.
	SideEffect terrain.Key[string]
	// EntryEffect is the effect of entering a hex, read from its type: a
	// marsh the mover must stop in says "stop".
	EntryEffect terrain.Key[string]
	// Optional lists the keys above that the map's types may all lack (a
	// ruleset whose maps may have no roads); every other key given must be
	// carried by some type (see terrain.CheckKeys), so that a typo is an
	// error naming the nearest trait present.
	Optional []terrain.TraitKey
}

// NewHexModel returns the [StepModel] of hex map m under the traits t,
// each trait resolved once for every type of the map (terrain.TypeColumn),
// so that a step reads a few slices and allocates nothing. Steps off the
// map are impassable. The model's Direction part is left for the caller.
//
// The effects (SideEffect, EntryEffect) are in the model's SideEffect
// and EntryEffect parts, which Reach and Route apply when they search
// the model (see [Steps]).
//
// Errors: a nil map, a zero Entry key, a key no type carries (unless
// Optional), a hex type without Entry, a trait of the wrong kind or an
// unknown effect name.
func NewHexModel(m *terrain.HexMap, t HexTraits) (StepModel, error) {
	if m == nil {
		return StepModel{}, errors.New("move: nil hex map")
	}
	if t.Entry.Name() == "" {
		return StepModel{}, errors.New("move: hex traits: no Entry key")
	}
	types := m.Types()
	if err := t.check(m, types); err != nil {
		return StepModel{}, fmt.Errorf("move: hex traits: %w", err)
	}
	entry, err := terrain.TypeColumn(types, t.Entry)
	if err != nil {
		return StepModel{}, fmt.Errorf("move: entry cost: %w", err)
	}
	// Per type: the hexside cost, whether it blocks, whether it is a road.
	side, err := sideCostColumn(types, t.Side)
	if err != nil {
		return StepModel{}, err
	}
	blocks, err := flagColumn(types, t.Blocks)
	if err != nil {
		return StepModel{}, err
	}
	road, err := flagColumn(types, t.Road)
	if err != nil {
		return StepModel{}, err
	}
	model := StepModel{
		Entry:  hexEntry(m, entry),
		Side:   hexSide(m, side, blocks),
		RoadMP: t.RoadMP,
		Climb:  t.Climb,
	}
	if t.Road.Name() != "" {
		model.Road = hexRoad(m, road)
	}
	if t.Climb != (terrain.Climb{}) {
		model.Elevation = m.Elevation
	}
	if err := t.effects(m, types, &model); err != nil {
		return StepModel{}, err
	}
	return model, nil
}

// sideCostColumn reads the hexside cost named by k for every type: all
// zero for a zero key.
func sideCostColumn(types []terrain.Type, k terrain.Key[float64]) ([]float64, error) {
	out := make([]float64, len(types))
	if k.Name() == "" {
		return out, nil
	}
	c, err := terrain.TypeColumn(types, k)
	if err != nil {
		return nil, fmt.Errorf("move: hexside cost: %w", err)
	}
	for i := range out {
		out[i] = c.At(i)
	}
	return out, nil
}

// flagColumn reads the flag named by k for every type: all false for a
// zero key.
func flagColumn(types []terrain.Type, k terrain.Key[bool]) ([]bool, error) {
	out := make([]bool, len(types))
	if k.Name() == "" {
		return out, nil
	}
	c, err := terrain.TypeColumn(types, k)
	if err != nil {
		return nil, fmt.Errorf("move: %s: %w", k.Name(), err)
	}
	for i := range out {
		out[i] = c.At(i)
	}
	return out, nil
}

// hexEntry is the Entry part of a hex map's model: the entry cost of the
// hex's type, impassable off the map or for a type without one.
func hexEntry(m *terrain.HexMap, entry terrain.Column[float64]) func(hex.Hex) (float64, bool) {
	return func(h hex.Hex) (float64, bool) {
		ti, ok := m.HexType(h)
		if !ok {
			return 0, false
		}
		return entry.Lookup(ti)
	}
}

// hexSide is the Side part of a hex map's model: the sum of the costs of
// the hexside's types, impassable off the map or if any type blocks.
func hexSide(m *terrain.HexMap, side []float64, blocks []bool) func(hex.Side) (float64, bool) {
	return func(s hex.Side) (float64, bool) {
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
	}
}

// hexRoad is the Road part of a hex map's model: whether any of the
// hexside's types is a road.
func hexRoad(m *terrain.HexMap, road []bool) func(hex.Side) bool {
	return func(s hex.Side) bool {
		ts, _ := m.SideTypes(s)
		for _, ti := range ts {
			if road[ti] {
				return true
			}
		}
		return false
	}
}

// check checks t's keys against the map's types: each is carried by some
// type unless optional, and Entry by every type a hex has.
func (t HexTraits) check(m *terrain.HexMap, types []terrain.Type) error {
	keys := []terrain.TraitKey{t.Entry, t.Side, t.Blocks, t.Road, t.SideEffect, t.EntryEffect}
	if err := terrain.CheckKeys(types, terrain.MarkOptional(keys, t.Optional)...); err != nil {
		return err
	}
	if slices.ContainsFunc(t.Optional, func(o terrain.TraitKey) bool { return o != nil && o.Name() == t.Entry.Name() }) {
		return nil // a type without Entry is impassable, as declared
	}
	used := make([]bool, len(types))
	for h := range m.Hexes() {
		if ti, ok := m.HexType(h); ok {
			used[ti] = true
		}
	}
	var hexTypes []terrain.Type
	for i, u := range used {
		if u {
			hexTypes = append(hexTypes, types[i])
		}
	}
	return terrain.RequireKeys(hexTypes, t.Entry)
}

// effects sets the model's effect parts from t's effect keys.
func (t HexTraits) effects(m *terrain.HexMap, types []terrain.Type, model *StepModel) error {
	side, err := effectColumn(types, t.SideEffect)
	if err != nil {
		return err
	}
	entry, err := effectColumn(types, t.EntryEffect)
	if err != nil {
		return err
	}
	if side != nil {
		model.SideEffect = func(s hex.Side) ZOCEffect {
			ts, ok := m.SideTypes(s)
			if !ok {
				return ZOCForbid
			}
			out := ZOCNone
			for _, ti := range ts {
				out = max(out, side[ti])
			}
			return out
		}
	}
	if entry != nil {
		model.EntryEffect = func(h hex.Hex) ZOCEffect {
			ti, ok := m.HexType(h)
			if !ok {
				return ZOCForbid
			}
			return entry[ti]
		}
	}
	return nil
}

// effectColumn reads the effect named by k for every type: nil for a
// zero key.
func effectColumn(types []terrain.Type, k terrain.Key[string]) ([]ZOCEffect, error) {
	if k.Name() == "" {
		return nil, nil
	}
	c, err := terrain.TypeColumn(types, k)
	if err != nil {
		return nil, fmt.Errorf("move: %s: %w", k.Name(), err)
	}
	out := make([]ZOCEffect, len(types))
	for i := range types {
		if v, ok := c.Lookup(i); ok {
			if out[i], err = ParseZOCEffect(v); err != nil {
				return nil, fmt.Errorf("move: type %q: %w", types[i].Name, err)
			}
		}
	}
	return out, nil
}

// RectOf returns the [Region] of hex map m: the rectangle of its offset
// coordinates from its origin, numbered as m numbers its hexes
// ([terrain.HexMap.Index]). A nil map gives the empty Rect, which
// NewWorkspace refuses.
func RectOf(m *terrain.HexMap) Rect {
	if m == nil {
		return Rect{}
	}
	return Rect{Offset: m.Labels().Offset, Cols: m.Cols(), Rows: m.Rows(), Origin: m.Origin()}
}
