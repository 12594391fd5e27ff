package napoleonic

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/warkit/warkit/geom/hex"
)

// Arm is a unit's arm of service.
type Arm uint8

const (
	// Infantry forms column (NAP-F2) or line (NAP-L2).
	Infantry Arm = iota
	// Cavalry forms column of companies (NAP-F4) or line (NAP-L4).
	Cavalry
	// Artillery is limbered (moving) or unlimbered (in action); unlimbered
	// artillery in a hex cuts the infantry fire from it (NAP-L7). This seed
	// gives artillery no formation: it stands in one hex, as a [Column].
	Artillery
)

// String returns "infantry", "cavalry" or "artillery".
func (a Arm) String() string {
	switch a {
	case Infantry:
		return "infantry"
	case Cavalry:
		return "cavalry"
	case Artillery:
		return "artillery"
	}
	return "Arm(" + strconv.Itoa(int(a)) + ")"
}

// Flags are a unit's exception flags, one bit each.
type Flags uint8

const (
	// OldGuard marks Old Guard infantry, which pays the line surcharge
	// like cavalry (NAP-L5).
	OldGuard Flags = 1 << iota
)

// Has reports whether f holds every flag of g.
func (f Flags) Has(g Flags) bool { return f&g == g }

// Values are the values printed on a counter. ReverseFire is printed on
// its reverse, the side shown in column (NAP-F2); infantry in line fires
// by increments instead (NAP-L7).
type Values struct {
	Fire        int // printed fire value
	ReverseFire int // fire value on the reverse: infantry in column
	Melee       int // melee value of the whole unit
}

// Unit is a combat unit on the map: what it is (arm, flags, increments,
// printed values, nationality), its formation, and where it stands (the hex
// of its counter, its facing and, in line, its width and how the line
// extends from the counter).
//
// Facing must suit the formation: a column and a column of companies face a
// hexside ([hex.SideFacing]), a line faces a vertex ([hex.VertexFacing]);
// see [FormationRules]. A Unit is a small value: moving, wheeling or
// reducing one returns a new Unit.
type Unit struct {
	Name        string
	Arm         Arm
	Limbered    bool // artillery only: limbered to move; unlimbered to fire
	Flags       Flags
	Increments  int    // strength, at least 1
	Nationality string // row key of the Fire Effects Table (NAP-L7)
	Values      Values
	Formation   Formation
	// Width is the number of hexes of a line (NAP-L2, L4); 0 means 1. A
	// column's length follows from its increments (NAP-F5); Width must be
	// 0 or that length.
	Width int
	// Extent says which way a line extends from its counter.
	Extent hex.LineExtent
	Head   hex.Hex    // the hex of the counter: a column's head
	Facing hex.Facing // where its front points
}

// MaxIncrements is the most increments a unit may have. No counter of
// the game comes near it; the cap bounds the hexes a unit occupies (25 at
// most), and so the cost of every question about it, whatever a hostile
// caller sends.
const MaxIncrements = 100

// MaxValue bounds a printed value (fire, reverse fire, melee) and a Fire
// Effects multiplier: far above any counter, and low enough that no
// product or sum of them in these rules overflows an int64.
const MaxValue = 1 << 20

// Validate returns an error naming the first rule u breaks: increments
// below 1 or above [MaxIncrements], a printed value beyond ±[MaxValue],
// a head outside hex's valid range ([hex.Hex.Valid]), an unknown line
// extent, a negative width, a name or nationality that is not valid
// UTF-8, an unknown arm, flag or formation, a flag or a limber on an arm
// that cannot have it, a formation the arm cannot take (NAP-F4: cavalry
// forms column only as column of companies), a facing of the wrong kind
// for the formation, or a width the formation does not allow (NAP-L2,
// NAP-L4).
func (u Unit) Validate() error {
	if err := u.checkCounter(); err != nil {
		return err
	}
	if err := u.checkArm(); err != nil {
		return err
	}
	rules := u.Formation.Rules()
	if u.Facing.IsVertex() != rules.FacesVertex {
		return u.errorf("%v faces a %s, not %v", u.Formation, rules.facingKind(), u.Facing)
	}
	n, err := rules.hexes(u)
	if err != nil {
		return u.errorf("%v", err)
	}
	if u.Width != 0 && u.Width != n && u.Formation != Line {
		return u.errorf("width %d: a %v of %d increments is %d hexes long (NAP-F5)", u.Width, u.Formation, u.Increments, n)
	}
	return nil
}

// checkCounter checks what the counter says and where it stands, before
// any rule of its arm or formation: the counts, values, head, extent,
// width and text.
func (u Unit) checkCounter() error {
	if u.Increments < 1 || u.Increments > MaxIncrements {
		return u.errorf("%d increments: want 1 to %d", u.Increments, MaxIncrements)
	}
	for _, v := range [...]int{u.Values.Fire, u.Values.ReverseFire, u.Values.Melee} {
		if v < -MaxValue || v > MaxValue {
			return u.errorf("printed value %d: want -%d to %d (MaxValue)", v, MaxValue, MaxValue)
		}
	}
	switch {
	case !u.Head.Valid():
		return u.errorf("head %v is outside the valid hex range (hex.MaxCoord)", u.Head)
	case u.Extent < hex.ExtendCentered || u.Extent > hex.ExtendRight:
		return u.errorf("unknown line extent %d", u.Extent)
	case u.Width < 0:
		return u.errorf("width %d: want 0 (one hex) or more", u.Width)
	case !utf8.ValidString(u.Name) || !utf8.ValidString(u.Nationality):
		return u.errorf("name or nationality %q is not valid UTF-8", u.Name+" "+u.Nationality)
	}
	return nil
}

// checkArm checks the arm, its flags and the formation it takes (NAP-F4,
// NAP-L5).
func (u Unit) checkArm() error {
	switch {
	case u.Arm > Artillery:
		return u.errorf("unknown arm %v", u.Arm)
	case u.Limbered && u.Arm != Artillery:
		return u.errorf("only artillery limbers")
	case u.Flags&^OldGuard != 0:
		return u.errorf("unknown flags %#x", uint8(u.Flags&^OldGuard))
	case u.Flags.Has(OldGuard) && u.Arm != Infantry:
		return u.errorf("the Old Guard flag is for infantry (NAP-L5)")
	case !u.Formation.valid():
		return u.errorf("unknown formation %v", u.Formation)
	case u.Arm == Cavalry && u.Formation == Column:
		return u.errorf("cavalry forms column only as column of companies (NAP-F4)")
	case u.Arm != Cavalry && u.Formation == ColumnOfCompanies:
		return u.errorf("column of companies is for cavalry (NAP-F4)")
	case u.Arm == Artillery && u.Formation != Column:
		return u.errorf("artillery takes no formation in these rules: use Column (one hex)")
	}
	return nil
}

// Len returns the number of hexes u occupies in its formation (NAP-F5,
// NAP-L2, NAP-L4), or an error if u is not valid.
func (u Unit) Len() (int, error) {
	if err := u.Validate(); err != nil {
		return 0, err
	}
	return u.Formation.Rules().hexes(u)
}

// Footprint returns the shape u occupies, relative to its counter: a
// [hex.ColumnFootprint] for a column, a [hex.LineFootprint] for a line.
func (u Unit) Footprint() (hex.Footprint, error) {
	n, err := u.Len()
	if err != nil {
		return hex.Footprint{}, err
	}
	return u.Formation.Rules().footprint(n, u.Extent), nil
}

// AppendHexes appends the hexes u occupies to dst, counter first, in the
// order of [hex.Footprint.AppendPlaced]: a column head to tail; a line
// its counter, then its left hexes outwards, then its right hexes.
func (u Unit) AppendHexes(dst []hex.Hex) ([]hex.Hex, error) {
	fp, err := u.Footprint()
	if err != nil {
		return dst, err
	}
	return fp.AppendPlaced(dst, u.Head, u.Facing), nil
}

func (u Unit) errorf(format string, args ...any) error {
	name := u.Name
	if name == "" {
		name = "unit"
	}
	return errors.New("napoleonic: " + strconv.Quote(name) + ": " + fmt.Sprintf(format, args...))
}
