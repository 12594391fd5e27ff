package main

import (
	_ "embed"
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

//go:embed map.json
var mapJSON []byte

//go:embed pieces.json
var piecesJSON []byte

// The traits a unit carries in the pieces file: its kind, strengths,
// movement allowance and steps, and, for artillery, a range.
var (
	UnitKind    = terrain.Enum("kind", "infantry", "armour", "artillery")
	UnitAttack  = terrain.Number("attack")
	UnitDefence = terrain.Number("defence")
	UnitMove    = terrain.Number("move")
	UnitRange   = terrain.Number("range")
	UnitSteps   = terrain.Number("steps")
)

// Unit is a counter: its strengths, movement allowance, steps and hex.
// Artillery has a Range over which it supports an attack with a clear
// line of sight; other units attack only next to the defender.
type Unit struct {
	ID      string
	Name    string
	Side    string
	Kind    string
	Attack  int
	Defence int
	Move    int
	Range   int
	Steps   int
	Label   string
	Hex     hex.Hex
}

// LoadUnits reads a pieces file (terrain's format) against map m: every
// unit on the map with a unique id, a side and the unit traits, which
// terrain checks. The game adds its own rules: one unit per hex, whole
// numbers, defence and steps above 0, no negative attack, move or range.
func LoadUnits(m *terrain.HexMap, data []byte) ([]Unit, error) {
	if m == nil {
		return nil, errors.New("hexgame: units: nil map")
	}
	ps, err := terrain.LoadPieces(data, terrain.PiecesFor{HexMap: m},
		UnitKind, UnitAttack, UnitDefence, UnitMove, terrain.Optional(UnitRange), UnitSteps)
	if err != nil {
		return nil, fmt.Errorf("hexgame: units: %w", err)
	}
	var errs []error
	units := make([]Unit, len(ps))
	at := map[hex.Hex]string{}
	for i, p := range ps {
		u := &units[i]
		bad := func(format string, a ...any) {
			errs = append(errs, fmt.Errorf("hexgame: units[%d] %q: %s", i, p.ID, fmt.Sprintf(format, a...)))
		}
		u.ID, u.Name, u.Side, u.Hex = p.ID, p.Name, p.Side, p.Hex
		u.Label, _ = m.Label(p.Hex) // on the map: LoadPieces checked it
		u.Kind, _ = terrain.Get(p, UnitKind)
		for _, f := range []struct {
			key terrain.Key[float64]
			to  *int
		}{{UnitAttack, &u.Attack}, {UnitDefence, &u.Defence}, {UnitMove, &u.Move}, {UnitRange, &u.Range}, {UnitSteps, &u.Steps}} {
			x, _, _ := terrain.Lookup(p, f.key)
			if x != math.Trunc(x) || math.Abs(x) > 1e6 {
				bad("%s %v is not a whole number within ±1e6", f.key.Name(), x)
			}
			*f.to = int(x)
		}
		if at[p.Hex] != "" {
			bad("hex %s already holds %q", u.Label, at[p.Hex])
		}
		at[p.Hex] = u.ID
		if u.Attack < 0 || u.Defence <= 0 || u.Move < 0 || u.Range < 0 || u.Steps <= 0 {
			bad("needs defence and steps above 0, and no negative attack, move or range")
		}
	}
	return units, errors.Join(errs...)
}

// Scenario loads the embedded map and units.
func Scenario() (*Game, error) {
	m, err := terrain.LoadHexMap(mapJSON)
	if err != nil {
		return nil, err
	}
	units, err := LoadUnits(m, piecesJSON)
	if err != nil {
		return nil, err
	}
	return NewGame(m, units)
}
