package main

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

// Bad units files and maps are errors that name the fault, never panics.
func TestLoadErrors(t *testing.T) {
	g := scenario(t)
	unit := `{"id": "A", "name": "a", "side": "Blue", "kind": "infantry", "attack": 1, "defence": 1, "move": 1, "steps": 1, "hex": "0101"}`
	tests := []struct{ name, units, want string }{
		{"not JSON", `{`, "units"},
		{"unknown member", `{"units": [{"id": "A", "hexx": "0101"}]}`, "hexx"},
		{"off the map", strings.Replace(`{"units": [U]}`, "U", strings.Replace(unit, "0101", "1109", 1), 1), "1109"},
		{"two in a hex", strings.Replace(`{"units": [U, `+strings.Replace(unit, `"A"`, `"B"`, 1)+`]}`, "U", unit, 1), "already holds"},
		{"repeated id", strings.Replace(`{"units": [U, `+strings.Replace(unit, "0101", "0102", 1)+`]}`, "U", unit, 1), "repeated id"},
		{"no defence", strings.Replace(`{"units": [U]}`, "U", strings.Replace(unit, `"defence": 1`, `"defence": 0`, 1), 1), "defence"},
		{"negative move", strings.Replace(`{"units": [U]}`, "U", strings.Replace(unit, `"move": 1`, `"move": -1`, 1), 1), "negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadUnits(g.Map, []byte(tc.units))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "hexgame: ") {
				t.Fatalf("error %v, want one naming %q", err, tc.want)
			}
		})
	}
	if _, err := LoadUnits(g.Map, []byte(strings.Replace(`{"units": [U]}`, "U", unit, 1))); err != nil {
		t.Fatalf("a good unit: %v", err)
	}
}

// A misspelt trait in the map is caught, not read as "no forest blocks".
func TestTraitTypo(t *testing.T) {
	g := scenario(t)
	d := g.Map.Data()
	for i, ty := range d.Types {
		var traits []terrain.Trait
		for _, name := range []string{"mp", "blocksLoS", "city", "river"} {
			if v, ok := ty.Trait(name); ok {
				if name == "blocksLoS" {
					name = "blocksLOS"
				}
				traits = append(traits, terrain.Trait{Name: name, Value: v})
			}
		}
		d.Types[i] = terrain.NewType(ty.Name, traits...)
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewGame(m, nil); err == nil || !strings.Contains(err.Error(), `"blocksLoS"`) {
		t.Fatalf("error %v, want one naming blocksLoS", err)
	}
	if _, err := NewGame(nil, nil); err == nil {
		t.Fatal("nil map: no error")
	}
}
