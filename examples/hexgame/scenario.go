package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

//go:embed map.json
var mapJSON []byte

//go:embed units.json
var unitsJSON []byte

// Unit is a counter: its strengths, movement allowance, steps and hex.
// Artillery has a Range over which it supports an attack with a clear
// line of sight; other units attack only next to the defender.
type Unit struct {
	ID      string  `json:"id"`
	Name    string  `json:"name"`
	Side    string  `json:"side"`
	Kind    string  `json:"kind"`
	Attack  int     `json:"attack"`
	Defence int     `json:"defence"`
	Move    int     `json:"move"`
	Range   int     `json:"range"`
	Steps   int     `json:"steps"`
	Label   string  `json:"hex"`
	Hex     hex.Hex `json:"-"`
}

// LoadUnits reads a units file against map m: every unit on the map, one
// per hex, with a unique id, a side and positive strengths.
// core gap: terrain loads maps but nothing loads pieces placed on them;
// every game writes this file format and its checks.
func LoadUnits(m *terrain.HexMap, data []byte) ([]Unit, error) {
	var f struct {
		Units []Unit `json:"units"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("hexgame: units: %w", err)
	}
	var errs []error
	seen := map[string]bool{}
	at := map[hex.Hex]string{}
	for i := range f.Units {
		u := &f.Units[i]
		bad := func(format string, a ...any) {
			errs = append(errs, fmt.Errorf("hexgame: units[%d] %q: %s", i, u.ID, fmt.Sprintf(format, a...)))
		}
		h, err := m.Parse(u.Label)
		switch {
		case err != nil:
			bad("%v", err)
		case at[h] != "":
			bad("hex %s already holds %q", u.Label, at[h])
		}
		u.Hex, at[h] = h, u.ID
		if u.ID == "" || seen[u.ID] {
			bad("missing or repeated id")
		}
		seen[u.ID] = true
		if u.Side == "" || u.Attack < 0 || u.Defence <= 0 || u.Move < 0 || u.Range < 0 || u.Steps <= 0 {
			bad("needs a side, defence and steps above 0, and no negative attack, move or range")
		}
	}
	return f.Units, errors.Join(errs...)
}

// Scenario loads the embedded map and units.
func Scenario() (*Game, error) {
	m, err := terrain.LoadHexMap(mapJSON)
	if err != nil {
		return nil, err
	}
	units, err := LoadUnits(m, unitsJSON)
	if err != nil {
		return nil, err
	}
	return NewGame(m, units)
}
