package napoleonic

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// The terrain traits these rules read. A scenario's exclusive rules that
// let a formation stand in other terrain set the trait on that terrain.
var (
	// MP is the movement points to enter a hex of the type. Required.
	MP = terrain.Number("mp")
	// AllowsColumn: a column or a column of companies may stand here
	// (NAP-F2, F4: open terrain, or where the scenario allows).
	AllowsColumn = terrain.Flag("allows-column")
	// AllowsLine: a line may stand here (NAP-L1: open terrain, or where
	// the scenario allows).
	AllowsLine = terrain.Flag("allows-line")
	// FarmOrTown: a line here has no flank hexsides (NAP-L10).
	FarmOrTown = terrain.Flag("farm-or-town")
)

// Types returns the terrain types of the seed's examples: open ground
// (1 MP, line and column) and cultivated ground (2 MP; the 7e Dragons
// cross it in column of companies, NAP-F6, so it allows column). Woods,
// farm and town are illustrative: their costs are not in the seed, and a
// line may stand in farm and town only where a scenario allows it, which
// these types assume so that NAP-L10 has something to apply to.
func Types() []terrain.Type {
	return []terrain.Type{
		terrain.NewType("open", MP.Is(1), AllowsColumn.Is(true), AllowsLine.Is(true)),
		terrain.NewType("cultivated", MP.Is(2), AllowsColumn.Is(true)),
		terrain.NewType("woods", MP.Is(3)),
		terrain.NewType("farm", MP.Is(2), AllowsLine.Is(true), FarmOrTown.Is(true)),
		terrain.NewType("town", MP.Is(2), AllowsLine.Is(true), AllowsColumn.Is(true), FarmOrTown.Is(true)),
	}
}

// Map is a hex map read under the [Rules] in force: every trait resolved
// once per terrain type. Its methods are the rules. It is immutable and
// safe for concurrent use.
type Map struct {
	rules      Rules
	hexes      *terrain.HexMap
	mp         terrain.Column[float64]
	stand      [numFormations]terrain.Column[bool]
	farm       terrain.Column[bool]
	step       move.StepCost
	formations [numFormations]move.StepCost
}

// NewMap reads hex map m under rules r (the zero Rules is every default
// reading). Every terrain type must carry [MP]; the flags default to
// false. Hexside features are priced by move's hex model (no hexside
// trait is read: the seed has none). It refuses a nil map and an unknown
// policy.
func NewMap(m *terrain.HexMap, r Rules) (*Map, error) {
	if m == nil {
		return nil, errors.New("napoleonic: nil hex map")
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: MP})
	if err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	types := m.Types()
	mp, err := terrain.TypeColumn(types, MP)
	if err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	if err := mp.Require(); err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	step, err := model.StepCost()
	if err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	g := &Map{rules: r, hexes: m, mp: mp, step: step}
	if g.farm, err = terrain.TypeColumn(types, FarmOrTown); err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	for f := range numFormations {
		f := Formation(f)
		if g.stand[f], err = terrain.TypeColumn(types, f.Rules().Stand); err != nil {
			return nil, fmt.Errorf("napoleonic: %w", err)
		}
		g.formations[f] = func(from, to hex.Hex, s hex.Side) (float64, bool) {
			if !g.Allows(to, f) {
				return 0, false
			}
			return g.step(from, to, s)
		}
	}
	return g, nil
}

// Rules returns the rules m was built with; the zero Rules for a nil
// Map.
func (m *Map) Rules() Rules {
	if m == nil {
		return Rules{}
	}
	return m.rules
}

// ready refuses a nil Map, so that a method called on one returns an
// error instead of panicking.
func (m *Map) ready() error {
	if m == nil || m.hexes == nil {
		return errors.New("napoleonic: nil or zero Map (build one with NewMap)")
	}
	return nil
}

// HexMap returns the map m reads; nil for a nil or zero Map.
func (m *Map) HexMap() *terrain.HexMap {
	if m == nil {
		return nil
	}
	return m.hexes
}

// StepCost returns the terrain cost of one step of one hex of a unit,
// whatever its formation; move.Impassable for a nil or zero Map.
func (m *Map) StepCost() move.StepCost {
	if m.ready() != nil {
		return move.Impassable
	}
	return m.step
}

// FormationStepCost returns the cost of one step of one portion of a unit
// in formation f: the terrain cost, and impassable where f may not stand
// (NAP-L1: a formation exists only where every hex it occupies allows
// it, moving or not). It is move.Impassable for an unknown formation and
// on a nil or zero Map.
func (m *Map) FormationStepCost(f Formation) move.StepCost {
	if !f.valid() || m.ready() != nil {
		return move.Impassable
	}
	return m.formations[f]
}

// Allows reports whether a unit in formation f may stand in hex h: h is
// on the map and its terrain carries f's Stand trait as true. A nil or
// zero Map allows nothing.
func (m *Map) Allows(h hex.Hex, f Formation) bool {
	if m.ready() != nil {
		return false
	}
	t, ok := m.hexes.HexType(h)
	if !ok || !f.valid() {
		return false
	}
	return m.stand[f].At(t)
}

// FarmOrTown reports whether h is a farm or a town (NAP-L10).
func (m *Map) FarmOrTown(h hex.Hex) bool {
	if m.ready() != nil {
		return false
	}
	t, ok := m.hexes.HexType(h)
	return ok && m.farm.At(t)
}

// EntryMP returns the MP to enter h, and false off the map.
func (m *Map) EntryMP(h hex.Hex) (float64, bool) {
	if m.ready() != nil {
		return 0, false
	}
	t, ok := m.hexes.HexType(h)
	if !ok {
		return 0, false
	}
	return m.mp.At(t), true
}
