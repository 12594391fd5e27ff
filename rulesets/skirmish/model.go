package skirmish

import (
	"errors"
	"fmt"
	"math"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// MMPerInch converts base sizes, which the seed gives in millimetres, to
// the board's unit, the inch.
const MMPerInch = 25.4

// The usual round base diameters in millimetres (SKR-B1).
const (
	Base30 = 30.0
	Base40 = 40.0
	Base50 = 50.0
)

// BaseRadius returns the radius, in inches, of a round base of diameter
// mm millimetres: mm / 2 / 25.4, rounded once.
func BaseRadius(mm float64) float64 { return mm / 2 / MMPerInch }

// Model is a model on the table (SKR-B1): a round base seen from above,
// a height Ht, and, if it stands on a terrain piece, that piece's ID.
// Models have no facing: they see all round, so a Model has no facing
// field and nothing here reads one.
//
// Heights: a model's top is the Ht of the piece it stands on plus its own
// Ht (its own Ht alone on the table). The height rules compare its own Ht
// by default, or its top ([Rules.Compare]); see the package doc.
type Model struct {
	// ID names the model, unique on its table.
	ID string
	// Base is its base: a closed disc in inches (see [BaseRadius]).
	Base geom.Disc
	// Ht is its height attribute.
	Ht float64
	// On is the ID of the terrain piece it stands on top of, or "" for the
	// table. Its base's centre must lie in that piece's footprint.
	On string
}

// NewModel returns a model on the table with its base of diameter baseMM
// millimetres centred at at (inches).
func NewModel(id string, at orb.Point, baseMM, ht float64) Model {
	return Model{ID: id, Base: geom.Disc{Center: at, R: BaseRadius(baseMM)}, Ht: ht}
}

// Standing returns m standing on the piece called piece.
func (m Model) Standing(piece string) Model {
	m.On = piece
	return m
}

// Validate returns nil if m is valid, or every problem: an empty ID, an
// ID or piece ID that is not valid UTF-8, an invalid base, a height that
// is NaN, infinite or negative.
func (m Model) Validate() error {
	var errs []error
	if m.ID == "" {
		errs = append(errs, errors.New("skirmish: model has no ID"))
	}
	if !utf8.ValidString(m.ID) || !utf8.ValidString(m.On) {
		errs = append(errs, fmt.Errorf("skirmish: model %q (on %q): not valid UTF-8", m.ID, m.On))
	}
	if err := m.Base.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("skirmish: model %q: %w", m.ID, err))
	}
	if !(m.Ht >= 0) || math.IsInf(m.Ht, 1) {
		errs = append(errs, fmt.Errorf("skirmish: model %q: Ht %g is not a finite height >= 0", m.ID, m.Ht))
	}
	return errors.Join(errs...)
}
