package skirmish

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"unicode/utf8"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// VantageHt is the least Ht of a vantage point (SKR-V1).
const VantageHt = 2

// Piece is a terrain piece (SKR-B1): its base is its footprint, a closed
// polygon in inches; it has a height Ht and a terrain type whose traits
// say what it does (see [Opaque], [LightCover], [HeavyCover], [Dense];
// other traits are kept for movement rules).
type Piece struct {
	// ID names the piece, unique on its table.
	ID string
	// Footprint is the piece's base.
	Footprint geom.Polygon
	// Ht is its height.
	Ht float64
	// Type carries its traits.
	Type terrain.Type
}

// Vantage reports whether p is a vantage point: Ht 2 or more (SKR-V1).
// The models standing on it are on a vantage point.
func (p Piece) Vantage() bool { return p.Ht >= VantageHt }

// Validate returns nil if p is valid, or every problem: an empty ID, an
// ID or type name that is not valid UTF-8, an invalid footprint, a bad
// height, an LoS trait that is not a flag.
func (p Piece) Validate() error {
	var errs []error
	if p.ID == "" {
		errs = append(errs, errors.New("skirmish: piece has no ID"))
	}
	if !utf8.ValidString(p.ID) || !utf8.ValidString(p.Type.Name) {
		errs = append(errs, fmt.Errorf("skirmish: piece %q (type %q): not valid UTF-8", p.ID, p.Type.Name))
	}
	if err := p.Footprint.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("skirmish: piece %q: %w", p.ID, err))
	}
	if !(p.Ht >= 0) || math.IsInf(p.Ht, 1) {
		errs = append(errs, fmt.Errorf("skirmish: piece %q: Ht %g is not a finite height >= 0", p.ID, p.Ht))
	}
	if _, err := readTraits(p.Type); err != nil {
		errs = append(errs, fmt.Errorf("skirmish: piece %q: %w", p.ID, err))
	}
	return errors.Join(errs...)
}

// clone returns a copy of p that shares no memory with it.
func (p Piece) clone() Piece {
	fp := make(geom.Polygon, len(p.Footprint))
	for i, r := range p.Footprint {
		fp[i] = slices.Clone(r)
	}
	if p.Footprint == nil {
		fp = nil
	}
	p.Footprint = fp
	p.Type.Traits = slices.Clone(p.Type.Traits)
	return p
}

// nearEdge reports whether base is within x of the boundary of fp (any
// ring: the shell or a hole), decided exactly (SKR-V1's edge rule).
func nearEdge(base geom.Disc, x float64, fp geom.Polygon) bool {
	for _, ring := range fp {
		for i := 0; i+1 < len(ring); i++ {
			if base.WithinSegment(geom.Segment{A: ring[i], B: ring[i+1]}, x) {
				return true
			}
		}
	}
	return false
}
