package cem

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Kind is the kind of a unit, which sets its movement allowance (CEM-M1).
type Kind uint8

const (
	// Squad is a squad ("escuadra"): 15 m a turn.
	Squad Kind = iota
	// HalfSquad is a half-squad ("semiescuadra"): 15 m a turn.
	HalfSquad
	// WeaponTeam is a support weapon's crew ("dotación"): 10 m a turn,
	// 15 m if it abandons the weapon.
	WeaponTeam
)

// String returns "squad", "half-squad" or "weapon team".
func (k Kind) String() string {
	switch k {
	case Squad:
		return "squad"
	case HalfSquad:
		return "half-squad"
	case WeaponTeam:
		return "weapon team"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Figure is one figure of a unit: its position (the centre of its base),
// its base radius (0: a point), and its fire, the amount it adds to the
// unit's fire (CEM-L7).
type Figure struct {
	ID   string
	At   orb.Point
	Base float64
	Fire int
}

// disc returns the figure's base as a geom.Disc.
func (f Figure) disc() geom.Disc { return geom.Disc{Center: f.At, R: f.Base} }

// Unit is a unit of figures. Edge is its declaration that it stands at
// the edge of the obstacle it occupies (CEM-L5). AbandonsWeapon moves a
// weapon team at 15 m (CEM-M1). Speed, if positive, replaces the
// allowance of its kind (a scenario's special rule).
type Unit struct {
	Name           string
	Kind           Kind
	AbandonsWeapon bool
	Speed          float64
	Edge           bool
	Figures        []Figure
}

// Allowance returns the unit's movement allowance in metres per turn
// (CEM-M1): 15 for squads and half-squads, 10 for weapon teams, 15 for a
// weapon team that abandons its weapon; Speed if it is positive. It is 0
// for a unit whose kind or speed [Unit.Validate] refuses (an unknown
// kind, a negative, NaN or infinite speed).
func (u Unit) Allowance() float64 {
	if u.Kind > WeaponTeam || !(u.Speed >= 0) || math.IsInf(u.Speed, 1) {
		return 0
	}
	if u.Speed > 0 {
		return u.Speed
	}
	if u.Kind == WeaponTeam && !u.AbandonsWeapon {
		return 10
	}
	return 15
}

// MaxFigures bounds the figures of a unit: far above a squad's, and low
// enough that a question about two units (one sight line per pair of
// figures) stays bounded.
const MaxFigures = 100

// Validate reports every problem of u: no figures or more than
// [MaxFigures], a name or figure ID that is not valid UTF-8, an unknown
// kind, a NaN, infinite or negative speed or base, a position that is not
// finite, a negative fire.
func (u Unit) Validate() error {
	var errs []error
	switch {
	case len(u.Figures) == 0:
		errs = append(errs, fmt.Errorf("cem: unit %q has no figures", u.Name))
	case len(u.Figures) > MaxFigures:
		return fmt.Errorf("cem: unit %q has %d figures, at most %d (MaxFigures)", u.Name, len(u.Figures), MaxFigures)
	}
	if !utf8.ValidString(u.Name) {
		errs = append(errs, fmt.Errorf("cem: unit name %q is not valid UTF-8", u.Name))
	}
	if u.Kind > WeaponTeam {
		errs = append(errs, fmt.Errorf("cem: unit %q: unknown kind %v", u.Name, u.Kind))
	}
	if u.Speed < 0 || math.IsNaN(u.Speed) || math.IsInf(u.Speed, 0) {
		errs = append(errs, fmt.Errorf("cem: unit %q: speed %v: want a finite non-negative number", u.Name, u.Speed))
	}
	for i, f := range u.Figures {
		if err := f.disc().Validate(); err != nil {
			errs = append(errs, fmt.Errorf("cem: unit %q, figure %d (%q): %w", u.Name, i, f.ID, err))
		}
		if !utf8.ValidString(f.ID) {
			errs = append(errs, fmt.Errorf("cem: unit %q, figure %d: ID %q is not valid UTF-8", u.Name, i, f.ID))
		}
		if f.Fire < 0 {
			errs = append(errs, fmt.Errorf("cem: unit %q, figure %d (%q): negative fire %d", u.Name, i, f.ID, f.Fire))
		}
	}
	return errors.Join(errs...)
}

// figureName names figure i of u for explanations.
func (u Unit) figureName(i int) string {
	if id := u.Figures[i].ID; id != "" {
		return id
	}
	return "figure " + strconv.Itoa(i+1)
}
