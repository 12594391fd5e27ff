package tactical

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

func TestGround(t *testing.T) {
	m, err := SteinerMap()
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGround(m, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		hex     string
		divisor int
		crest   bool
	}{{"303", 2, true}, {"204", 3, false}, {"304", 3, false}, {"101", 2, false}, {"302", 2, true}} {
		d, err1 := g.Divisor(labelled(t, c.hex))
		cr, err2 := g.OnCrest(labelled(t, c.hex))
		if err1 != nil || err2 != nil || d != c.divisor || cr != c.crest {
			t.Errorf("%s: divisor %d crest %v (%v %v), want %d %v", c.hex, d, cr, err1, err2, c.divisor, c.crest)
		}
	}
	if !labelled(t, "204").IsNeighbor(labelled(t, "304")) || !labelled(t, "303").IsNeighbor(labelled(t, "304")) {
		t.Errorf("204 and 303 must both touch 304")
	}
	off := labelled(t, "101")
	off.Q = -5
	if _, err := g.Divisor(off); err == nil {
		t.Errorf("off the map: no error")
	}
	if _, err := g.OnCrest(off); err == nil {
		t.Errorf("off the map: no error")
	}

	// A crest-line hex type counts too.
	mk := func(types ...terrain.Type) (*Ground, error) {
		m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 2, Rows: 2, Labels: SteinerLabels, Fill: types[0].Name, Types: types})
		if err != nil {
			t.Fatal(err)
		}
		return NewGround(m, Rules{})
	}
	g, err = mk(terrain.NewType("ridge", FireDivisor.Is(1), CrestLine.Is(true)))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := g.OnCrest(labelled(t, "101")); !c {
		t.Errorf("a crest-line hex type is not on a crest")
	}
	for _, c := range []struct {
		name string
		t    terrain.Type
		want string
	}{
		{"no divisor", terrain.NewType("bog", MoveCost.Is(3)), "fire-divisor\" is missing"},
		{"fractional divisor", terrain.NewType("bog", FireDivisor.Is(1.5)), "whole number"},
		{"zero divisor", terrain.NewType("bog", FireDivisor.Is(0)), "whole number"},
		{"divisor of the wrong kind", terrain.NewType("bog", terrain.Trait{Name: FireDivisor.Name(), Value: terrain.FlagValue(true)}), "want a number"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := mk(c.t); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want %q", err, c.want)
			}
		})
	}
	if _, err := NewGround(nil, Rules{}); err == nil {
		t.Errorf("nil map: no error")
	}
}
