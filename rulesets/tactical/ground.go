package tactical

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// The terrain traits this ruleset reads. A hex map for the game gives every
// terrain type a fire divisor and an MP cost; crest lines are either a hex
// type flag or the type of a hexside feature.
var (
	// FireDivisor is the divisor of fire at a unit in a hex of the type
	// (open ground 2, TAC-F1): a positive whole number, required on every
	// hex type.
	FireDivisor = terrain.Number("tactical.fire-divisor")
	// CrestLine marks a type as a crest line: a hex of that type, or a hex
	// with a hexside feature of that type, is "on a crest line" (+1 to fire
	// at it, TAC-F1). Optional; missing is false.
	CrestLine = terrain.Flag("tactical.crest-line")
	// MoveCost is the MP to enter a hex of the type (TAC-A2: the assaulters
	// need the MP to enter the enemy hex). A hex type without it is
	// impassable.
	MoveCost = terrain.Number("tactical.mp")
)

// Ground is a hex map read through this ruleset's traits under the
// [Rules] in force, precompiled once; its methods are the rules. It is
// immutable and safe for concurrent readers.
type Ground struct {
	rules   Rules // resolved: every default filled in
	m       *terrain.HexMap
	divisor terrain.Column[float64]
	crest   terrain.Column[bool]
	step    move.StepCost
}

// NewGround reads m's terrain types under rules r (the zero Rules is
// every default): every type must carry a whole positive [FireDivisor];
// [CrestLine] and [MoveCost] are optional. It refuses rules that
// [Rules.Validate] refuses, and keeps its own copy of them.
func NewGround(m *terrain.HexMap, r Rules) (*Ground, error) {
	if m == nil {
		return nil, fmt.Errorf("tactical: nil hex map")
	}
	r, err := r.resolve()
	if err != nil {
		return nil, err
	}
	types := m.Types()
	div, err := terrain.TypeColumn(types, FireDivisor)
	if err != nil {
		return nil, fmt.Errorf("tactical: %w", err)
	}
	crest, err := terrain.TypeColumn(types, CrestLine)
	if err != nil {
		return nil, fmt.Errorf("tactical: %w", err)
	}
	// Hexside feature types (a crest line) need no divisor: check only the
	// types some hex uses.
	used := make([]bool, len(types))
	for h := range m.Hexes() {
		i, _ := m.HexType(h)
		used[i] = true
	}
	for i, t := range types {
		if !used[i] {
			continue
		}
		d, ok := div.Lookup(i)
		if !ok {
			return nil, fmt.Errorf("tactical: terrain type %q: trait %q is missing", t.Name, FireDivisor.Name())
		}
		if d < 1 || d != math.Trunc(d) || d > 1e6 {
			return nil, fmt.Errorf("tactical: terrain type %q: fire divisor %v, want a whole number >= 1", t.Name, d)
		}
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: MoveCost, Optional: []terrain.TraitKey{MoveCost}})
	if err != nil {
		return nil, fmt.Errorf("tactical: %w", err)
	}
	step, err := model.StepCost()
	if err != nil {
		return nil, fmt.Errorf("tactical: %w", err)
	}
	return &Ground{rules: r, m: m, divisor: div, crest: crest, step: step}, nil
}

// Rules returns the rules in force, every default filled in: the tables,
// the section value and both modifier lists as they are played; the zero
// Rules for a nil Ground.
func (g *Ground) Rules() Rules {
	if g == nil {
		return Rules{}
	}
	return g.rules
}

// Map returns the hex map; nil for a nil or zero Ground.
func (g *Ground) Map() *terrain.HexMap {
	if g == nil {
		return nil
	}
	return g.m
}

// Label returns the printed label of h ("303"), or h's coordinates if it
// has none.
func (g *Ground) Label(h hex.Hex) string {
	if g == nil || g.m == nil {
		return h.String()
	}
	if s, err := g.m.Label(h); err == nil {
		return s
	}
	return h.String()
}

// Divisor returns the fire divisor of h's terrain.
func (g *Ground) Divisor(h hex.Hex) (int, error) {
	if g == nil || g.m == nil {
		return 0, errNilGround
	}
	i, ok := g.m.HexType(h)
	if !ok {
		return 0, fmt.Errorf("tactical: hex %v is off the map", h)
	}
	return int(g.divisor.At(i)), nil
}

// OnCrest reports whether h is on a crest line: its terrain type, or the
// type of a feature on one of its six hexsides, carries [CrestLine].
func (g *Ground) OnCrest(h hex.Hex) (bool, error) {
	if g == nil || g.m == nil {
		return false, errNilGround
	}
	i, ok := g.m.HexType(h)
	if !ok {
		return false, fmt.Errorf("tactical: hex %v is off the map", h)
	}
	if g.crest.At(i) {
		return true, nil
	}
	for _, s := range hex.SidesOf(h) {
		ts, _ := g.m.SideTypes(s)
		for _, t := range ts {
			if g.crest.At(int(t)) {
				return true, nil
			}
		}
	}
	return false, nil
}

// StepCost returns the movement cost of one step by [MoveCost] (hexside
// features add nothing), as a move.StepCost; move.Impassable for a nil or
// zero Ground.
func (g *Ground) StepCost() move.StepCost {
	if g == nil || g.step == nil {
		return move.Impassable
	}
	return g.step
}
