package skirmish

import (
	"slices"

	"github.com/warkit/warkit/terrain"
)

// The terrain traits these rules read (SKR-L4). They are flags on a
// terrain.Type; a missing flag reads as false. Every other trait a piece
// carries (difficult, hazardous, climbable...) is kept for the user's
// movement rules and never read here.
var (
	// LightCover marks terrain that gives light cover (see [Table.Cover]).
	LightCover = terrain.Flag("light-cover")
	// HeavyCover marks terrain that gives heavy cover (see [Table.Cover]).
	HeavyCover = terrain.Flag("heavy-cover")
	// Dense is declared because SKR-L4 names it among the LoS traits; the
	// seed defers its effect to a later page, so this package reads it
	// (it must be a flag) but gives it no effect.
	Dense = terrain.Flag("dense")
	// Opaque marks terrain that blocks sight lines (SKR-L3), subject to
	// the height rules (SKR-H1, SKR-V2).
	Opaque = terrain.Flag("opaque")
)

// LoSTraits returns the names of the four traits that matter for line of
// sight (SKR-L4), in a fixed order: light cover, heavy cover, dense,
// opaque.
func LoSTraits() []string {
	return []string{LightCover.Name(), HeavyCover.Name(), Dense.Name(), Opaque.Name()}
}

// AffectsLoS reports whether the trait called name is one of the four LoS
// traits (SKR-L4); every other trait affects movement only.
func AffectsLoS(name string) bool {
	return slices.Contains(LoSTraits(), name)
}

// pieceTraits are the LoS traits of one piece, read once.
type pieceTraits struct {
	opaque, light, heavy, dense bool
}

// readTraits reads the LoS traits of t, with an error for a trait of the
// wrong kind.
func readTraits(t terrain.Type) (pieceTraits, error) {
	var pt pieceTraits
	for _, f := range []struct {
		key terrain.Key[bool]
		dst *bool
	}{{Opaque, &pt.opaque}, {LightCover, &pt.light}, {HeavyCover, &pt.heavy}, {Dense, &pt.dense}} {
		v, _, err := terrain.Lookup(t, f.key)
		if err != nil {
			return pieceTraits{}, err
		}
		*f.dst = v
	}
	return pt, nil
}
