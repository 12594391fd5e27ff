package main

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

// Bad units files and maps are errors that name the fault, never panics:
// terrain's pieces loader checks the file, the game its own rules.
func TestLoadErrors(t *testing.T) {
	g := scenario(t)
	unit := `{"id": "A", "name": "a", "side": "Blue", "hex": "0101", "traits": {"kind": "infantry", "attack": 1, "defence": 1, "move": 1, "steps": 1}}`
	units := func(us ...string) string { return `{"pieces": [` + strings.Join(us, ", ") + `]}` }
	tests := []struct{ name, units, want string }{
		{"not JSON", `{`, "units"},
		{"unknown member", units(strings.Replace(unit, `"hex"`, `"hexx"`, 1)), `unknown member "hexx"; did you mean "hex"?`},
		{"off the map", units(strings.Replace(unit, "0101", "1109", 1)), `hex "1109" is off the 10 x 8 map`},
		{"two in a hex", units(unit, strings.Replace(unit, `"A"`, `"B"`, 1)), "already holds"},
		{"repeated id", units(unit, strings.Replace(unit, "0101", "0102", 1)), "duplicate id"},
		{"no defence", units(strings.Replace(unit, `"defence": 1`, `"defence": 0`, 1)), "defence"},
		{"negative move", units(strings.Replace(unit, `"move": 1`, `"move": -1`, 1)), "negative"},
		{"half a step", units(strings.Replace(unit, `"steps": 1`, `"steps": 1.5`, 1)), "steps 1.5 is not a whole number"},
		{"misspelt trait", units(strings.Replace(unit, `"attack"`, `"atack"`, 1)), `trait "atack" is not a key of the ruleset; did you mean "attack"?`},
		{"unknown kind", units(strings.Replace(unit, `"infantry"`, `"cavalry"`, 1)), `trait "kind" is "cavalry", not one of infantry, armour, artillery`},
		{"no steps", units(strings.Replace(unit, `, "steps": 1`, ``, 1)), `trait "steps" (number) is missing`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadUnits(g.Map, []byte(tc.units))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "hexgame: ") {
				t.Fatalf("error %v, want one naming %q", err, tc.want)
			}
		})
	}
	if _, err := LoadUnits(g.Map, []byte(units(unit))); err != nil {
		t.Fatalf("a good unit: %v", err)
	}
	if _, err := LoadUnits(nil, []byte(units(unit))); err == nil {
		t.Fatal("nil map: no error")
	}
}

// A misspelt trait in the map is caught, not read as "no forest blocks",
// and a hex type without MP is an error, not an impassable terrain.
func TestTraitTypo(t *testing.T) {
	g := scenario(t)
	// edit rebuilds the map's types with the trait from of type typ ("" for
	// every type) renamed to to ("" drops it).
	edit := func(typ, from, to string) *terrain.HexMap {
		d := g.Map.Data()
		for i, ty := range d.Types {
			var traits []terrain.Trait
			for _, tr := range ty.Traits {
				if tr.Name == from && (typ == "" || typ == ty.Name) {
					if to == "" {
						continue
					}
					tr.Name = to
				}
				traits = append(traits, tr)
			}
			d.Types[i] = terrain.NewType(ty.Name, traits...)
		}
		m, err := terrain.NewHexMap(d)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		name          string
		typ, from, to string
		want          string
	}{
		{"sight", "", "blocksLoS", "blocksLOS", `key "blocksLoS" (flag): no terrain type has this trait; did you mean "blocksLOS"?`},
		{"city", "", "city", "City", `did you mean "City"?`},
		{"movement", "", "mp", "MP", `key "mp" (number): no terrain type has this trait; did you mean "MP"?`},
		{"river crossing", "", "crossing", "crosing", `did you mean "crosing"?`},
		{"forest without MP", "forest", "mp", "", `type "forest": trait "mp" (number) is missing`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := NewGame(edit(c.typ, c.from, c.to), nil); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one containing %s", err, c.want)
			}
		})
	}
	if _, err := NewGame(nil, nil); err == nil {
		t.Fatal("nil map: no error")
	}
}

// Any units file gives units or an error, never a panic; units it accepts
// make a game.
func FuzzLoadUnits(f *testing.F) {
	f.Add(piecesJSON)
	f.Add([]byte(`{"pieces": [{"id": "A", "side": "Blue", "hex": "0000", "traits": {"kind": "armour", "attack": 0, "defence": 1, "move": 0, "steps": 1}}]}`))
	f.Add([]byte(`{"pieces": [{"id": "A", "side": "Blue", "hex": "0101", "traits": {"kind": "armour", "attack": 1e300, "defence": 1, "move": 0, "steps": 1}}]}`))
	g, err := Scenario()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		units, err := LoadUnits(g.Map, data)
		if err != nil {
			return
		}
		if _, err := NewGame(g.Map, units); err != nil {
			t.Fatalf("accepted units make no game: %v", err)
		}
	})
}

// Unknown units are errors or empty answers, not panics.
func TestUnknownUnits(t *testing.T) {
	g := scenario(t)
	for _, i := range []int{-1, len(g.Units), 1 << 30} {
		if _, err := g.Reach(i); err == nil {
			t.Errorf("Reach(%d): no error", i)
		}
		if _, err := g.Moves(i, g.Units[0].Hex); err == nil {
			t.Errorf("Moves(%d): no error", i)
		}
		if _, _, err := g.Fire(i, g.Units[0].Hex, 0, g.Units[0].Hex); err == nil {
			t.Errorf("Fire(%d): no error", i)
		}
		if _, _, err := g.Supports(nil, i, g.Units[0].Hex); err == nil {
			t.Errorf("Supports(%d): no error", i)
		}
		if _, err := g.Plan(nil, Attack{Attackers: []int{i}, Defender: 4}); err == nil {
			t.Errorf("Plan(%d): no error", i)
		}
		if g.Pieces(i) != nil || g.Enemies(i) != nil || g.Moved(i, g.Units[0].Hex).Units[0] != g.Units[0] {
			t.Errorf("unit %d: not empty or unchanged", i)
		}
	}
}
