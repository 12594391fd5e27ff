package move_test

import (
	"cmp"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// Hexes yields exactly the hexes Covered reports, once each, by row and
// then column: checked against a scan of a box around the units, for
// zones that keep their hexes (radius <= SmallZoneRadius) and zones that
// do not, with an exerts that refuses some hexes.
func TestUnitZonesHexesMatchesCovered(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		radius := rapid.IntRange(0, 4).Draw(t, "radius")
		units := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) hex.Hex {
			return hex.Hex{Q: rapid.IntRange(-12, 12).Draw(t, "q"), R: rapid.IntRange(-12, 12).Draw(t, "r")}
		}), 0, 12).Draw(t, "units")
		refuse := rapid.IntRange(0, 3).Draw(t, "refuse")
		exerts := func(k int, h hex.Hex) bool { return refuse == 0 || (h.Q*7+h.R*3+k)%(refuse+2) != 0 }
		z, err := move.NewUnitZones(units, radius, exerts)
		if err != nil {
			t.Fatal(err)
		}
		var want []hex.Hex
		for r := -12 - radius; r <= 12+radius; r++ {
			for q := -12 - 2*radius; q <= 12+2*radius; q++ {
				if h := (hex.Hex{Q: q, R: r}); z.Covered(h) {
					want = append(want, h)
				}
			}
		}
		got := slices.Collect(z.Hexes())
		if !slices.Equal(got, want) {
			t.Fatalf("Hexes = %v\nwant   %v", got, want)
		}
		if !slices.IsSortedFunc(got, func(a, b hex.Hex) int { return cmp.Or(cmp.Compare(a.R, b.R), cmp.Compare(a.Q, b.Q)) }) {
			t.Fatalf("not in row order: %v", got)
		}
	})
}

// Two units far apart: Hexes visits the rows near them only, and a loop
// that breaks early stops it.
func TestUnitZonesHexesFarApartAndBreak(t *testing.T) {
	far := hex.Hex{Q: 0, R: hex.MaxCoord - 1}
	z, err := move.NewUnitZones([]hex.Hex{{Q: 0, R: -hex.MaxCoord + 1}, far}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range z.Hexes() {
		n++
	}
	// Each zone is 7 hexes, less those beyond the valid range.
	if n == 0 || n > 14 {
		t.Errorf("%d hexes for two zones of radius 1", n)
	}
	n = 0
	for range z.Hexes() {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("break after 3: %d", n)
	}
	var nilZones *move.UnitZones
	for h := range nilZones.Hexes() {
		t.Errorf("nil zones yielded %v", h)
	}
}
