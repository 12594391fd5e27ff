package napoleonic

import (
	"fmt"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// Formation is a unit's formation (NAP-F1). Each formation's behaviour is
// one row of a table, [FormationRules], read through [Formation.Rules]:
// the code of this package asks the row, never the formation's name, so a
// new formation (square, general order) is a new constant and a new row.
type Formation uint8

const (
	// Column is the infantry column: one hex, facing a hexside, firing
	// with the reverse-side value (NAP-F2). Artillery stands in it too.
	Column Formation = iota
	// ColumnOfCompanies is the cavalry column (NAP-F4): ceil(increments/4)
	// hexes trailing behind the counter (NAP-F5), moving like a snake
	// (NAP-F6), defending by facing (NAP-F9).
	ColumnOfCompanies
	// Line is the line: hexes side by side facing a vertex, 1 or 2 for
	// infantry (NAP-L2), up to ceil(increments/4) for cavalry (NAP-L4).
	Line

	numFormations
)

// String returns "column", "column of companies" or "line".
func (f Formation) String() string {
	if f.valid() {
		return formationTable[f].Name
	}
	return "Formation(" + strconv.Itoa(int(f)) + ")"
}

func (f Formation) valid() bool { return f < numFormations }

// Rules returns the row of the formation table for f; the zero
// FormationRules for an unknown formation.
func (f Formation) Rules() FormationRules {
	if !f.valid() {
		return FormationRules{}
	}
	return formationTable[f]
}

// Formations lists the formations of these rules, in order.
func Formations() []Formation {
	out := make([]Formation, numFormations)
	for i := range out {
		out[i] = Formation(i)
	}
	return out
}

// Motion is how a multi-hex formation moves.
type Motion uint8

const (
	// Rigid formations keep their shape and facing; every portion steps
	// as the head does and the step costs the dearest entry (NAP-L6).
	Rigid Motion = iota
	// Snake formations trail their head: every portion enters the hex the
	// one ahead left (NAP-F6).
	Snake
)

// FireMode is how a formation fires.
type FireMode uint8

const (
	// FirePrinted fires with a value printed on the counter: the reverse
	// side for a column (NAP-F2).
	FirePrinted FireMode = iota
	// FireByIncrements fires with its increments, at most 4 a hex, times
	// the Fire Effects multiplier (NAP-L7).
	FireByIncrements
	// FireNone does not fire in these rules (cavalry).
	FireNone
)

// DefenceMode is how a formation defends in melee.
type DefenceMode uint8

const (
	// DefendWhole defends with its whole melee value (NAP-F3, L8).
	DefendWhole DefenceMode = iota
	// DefendByFacing defends with the portions the attack reaches
	// (NAP-F9, F10).
	DefendByFacing
)

// FormationRules is the behaviour of one formation, as data. It is the
// extension point for the next rules of the game: a square is a row with
// one hex, no flanks (Arcs all Front: the zero hex.Arcs), fire by
// increments and its own Stand trait; general order a row with its own
// hex count, motion and Stand trait. The functions of this package read
// these fields and nothing else about a formation.
type FormationRules struct {
	Name string
	// FacesVertex: the formation faces a vertex (a line); otherwise a
	// hexside (a column).
	FacesVertex bool
	// Motion is how it moves when it spans several hexes.
	Motion Motion
	// Fire is how it fires.
	Fire FireMode
	// Defence is how it defends in melee.
	Defence DefenceMode
	// Stand is the terrain trait every hex it occupies must carry as true
	// (NAP-F2, F4, L1).
	Stand terrain.Key[bool]
	// Arcs are its arcs around each hex it occupies; [Map.Surroundings]
	// refines them per portion (NAP-F9, L9, L10).
	Arcs hex.Arcs
	// LineRules: the formation is a line, to which NAP-L9 (refused
	// flanks) and NAP-L10 (farms and towns) apply.
	LineRules bool

	hexes     func(u Unit) (int, error)
	footprint func(n int, e hex.LineExtent) hex.Footprint
}

func (r FormationRules) facingKind() string {
	if r.FacesVertex {
		return "vertex"
	}
	return "hexside"
}

var formationTable = [numFormations]FormationRules{
	Column: {
		Name: "column", Motion: Rigid, Fire: FirePrinted, Defence: DefendWhole,
		Stand: AllowsColumn, Arcs: hex.DefaultArcs(),
		hexes:     func(Unit) (int, error) { return 1, nil },
		footprint: func(n int, _ hex.LineExtent) hex.Footprint { return hex.ColumnFootprint(n) },
	},
	ColumnOfCompanies: {
		Name: "column of companies", Motion: Snake, Fire: FireNone, Defence: DefendByFacing,
		Stand: AllowsColumn, Arcs: hex.DefaultArcs(),
		hexes:     func(u Unit) (int, error) { return ceilDiv(u.Increments, PerHex), nil },
		footprint: func(n int, _ hex.LineExtent) hex.Footprint { return hex.ColumnFootprint(n) },
	},
	Line: {
		Name: "line", FacesVertex: true, Motion: Rigid, Fire: FireByIncrements, Defence: DefendWhole,
		Stand: AllowsLine, Arcs: hex.DefaultArcs(), LineRules: true,
		hexes:     lineHexes,
		footprint: hex.LineFootprint,
	},
}

// PerHex is the increments a column of companies holds in one hex
// (NAP-F5) and the most that fire from one hex of a line (NAP-L7).
const PerHex = 4

// lineHexes is the width of a line: NAP-L2 for infantry, NAP-L4 for
// cavalry.
func lineHexes(u Unit) (int, error) {
	w := max(u.Width, 1)
	switch u.Arm {
	case Infantry:
		if w > 2 {
			return 0, fmt.Errorf("infantry line of %d hexes: at most 2 (NAP-L2)", w)
		}
		if w == 2 && u.Increments < 5 {
			return 0, fmt.Errorf("infantry line of 2 hexes needs at least 5 increments, has %d (NAP-L2)", u.Increments)
		}
	case Cavalry:
		if most := ceilDiv(u.Increments, PerHex); w > most {
			return 0, fmt.Errorf("cavalry line of %d hexes: %d increments allow at most %d (NAP-L4)", w, u.Increments, most)
		}
	}
	return w, nil
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }
