package tactical

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/combat"
)

// CRTCell is a cell of the Assault CRT: the steps lost by the attacker and
// by the defender ("A/D", as "0/1": the attacker loses nothing, the
// defender one step), and whether either side must retreat. The side that
// must retreat loses the assault (TAC-R3); a cell with no retreat lets the
// assault go on (TAC-R2). A plain "A/D" cell has no retreat.
type CRTCell struct {
	Losses           combat.Losses
	AttackerRetreats bool
	DefenderRetreats bool
}

// Loser returns the side that must retreat, or NoSide. A cell that makes
// both retreat is refused by [ParseCRTCell].
func (c CRTCell) Loser() Side {
	switch {
	case c.AttackerRetreats:
		return Attacker
	case c.DefenderRetreats:
		return Defender
	}
	return NoSide
}

// String formats the cell as "0/1", with "r" after the side that retreats:
// "0/1r", "1r/0".
func (c CRTCell) String() string {
	a, d := fmt.Sprint(c.Losses.Attacker), fmt.Sprint(c.Losses.Defender)
	if c.AttackerRetreats {
		a += "r"
	}
	if c.DefenderRetreats {
		d += "r"
	}
	return a + "/" + d
}

// ParseCRTCell reads a cell as [CRTCell.String] writes it: "0/1", "0/2r",
// "1r/0" ("-" is 0 steps). It is the parse function for combat.ParseCells.
func ParseCRTCell(s string) (CRTCell, error) {
	a, d, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return CRTCell{}, fmt.Errorf("tactical: CRT cell %q: want attacker/defender, such as 0/1 or 0/1r", s)
	}
	var c CRTCell
	a, c.AttackerRetreats = strings.CutSuffix(a, "r")
	d, c.DefenderRetreats = strings.CutSuffix(d, "r")
	if c.AttackerRetreats && c.DefenderRetreats {
		return CRTCell{}, fmt.Errorf("tactical: CRT cell %q: both sides cannot retreat", s)
	}
	l, err := combat.ParseLosses(a + "/" + d)
	if err != nil {
		return CRTCell{}, fmt.Errorf("tactical: CRT cell %q: %w", s, err)
	}
	c.Losses = l
	return c, nil
}
