package hexsight_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// A rule key that no terrain type carries is refused, naming the nearest
// spelling: before, the typo compiled and forests stopped blocking.
func TestNewHexSightChecksKeys(t *testing.T) {
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 6, Rows: 4, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("forest", terrain.Flag("blocksLos").Is(true))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 2, R: 1}, Type: "forest"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = hexsight.New(m, hexsight.Rules{Blocking: terrain.Flag("blocksLoS")})
	if err == nil || !strings.HasPrefix(err.Error(), "hexsight: terrain: ") || !strings.Contains(err.Error(), `key "blocksLoS" (flag)`) ||
		!strings.Contains(err.Error(), `did you mean "blocksLos"?`) {
		t.Errorf("typo: %v", err)
	}
	// The right spelling compiles; so does a key left unset.
	if _, err := hexsight.New(m, hexsight.Rules{Blocking: terrain.Flag("blocksLos")}); err != nil {
		t.Errorf("right key: %v", err)
	}
	if _, err := hexsight.New(m, hexsight.Rules{Blocking: terrain.Flag("blocksLos"), Hindrance: terrain.Key[float64]{}}); err != nil {
		t.Errorf("unset key: %v", err)
	}
	// Every key is checked, and each error is reported.
	_, err = hexsight.New(m, hexsight.Rules{Hindrance: terrain.Number("hindrance"), Elevation: &hexsight.Elevation{Obstacle: terrain.Number("height")}})
	if err == nil || !strings.Contains(err.Error(), `"hindrance"`) || !strings.Contains(err.Error(), `"height"`) {
		t.Errorf("two missing keys: %v", err)
	}
	// A key of the wrong kind names the type that has it.
	_, err = hexsight.New(m, hexsight.Rules{Hindrance: terrain.Number("blocksLos")})
	if err == nil || !strings.Contains(err.Error(), `type "forest" has it as a flag`) {
		t.Errorf("wrong kind: %v", err)
	}
}

// A ruleset whose maps may lack a kind of terrain lists its key in
// Optional, as move.HexTraits does: a map with no forest then compiles
// (and sees everything), while a key not listed is still checked.
// Before, Rules had no Optional and such a map was refused.
func TestNewHexSightOptionalKeys(t *testing.T) {
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 6, Rows: 4, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("hill", terrain.Number("hindrance").Is(1))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 2, R: 1}, Type: "hill"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	blocks, hind := terrain.Flag("blocksLoS"), terrain.Number("hindrance")
	if _, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, Hindrance: hind}); err == nil {
		t.Fatal("a key no type carries compiled without Optional")
	}
	s, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, Hindrance: hind, Optional: []terrain.TraitKey{blocks}})
	if err != nil {
		t.Fatalf("optional key: %v", err)
	}
	var tr hexsight.Tracer
	v, err := s.LoS(&tr, hex.Hex{Q: 0, R: 1}, hex.Hex{Q: 4, R: 1})
	if err != nil || !v.Seen || v.Score != 1 {
		t.Errorf("across the hill: seen %v score %v (%v), want seen with hindrance 1", v.Seen, v.Score, err)
	}
	// Optional names the key it excuses; the others are still checked.
	_, err = hexsight.New(m, hexsight.Rules{Blocking: blocks, Hindrance: terrain.Number("hindrence"), Optional: []terrain.TraitKey{blocks}})
	if err == nil || !strings.Contains(err.Error(), `did you mean "hindrance"?`) {
		t.Errorf("typo beside an optional key: %v", err)
	}
	// A nil entry in Optional excuses nothing and does not panic.
	if _, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, Optional: []terrain.TraitKey{nil}}); err == nil {
		t.Error("a nil Optional entry excused a missing key")
	}
}
