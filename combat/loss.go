package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// Losses is a CRT cell of the common "A/D" form: steps lost by the attacker
// and by the defender ("0/1": the attacker loses nothing, the defender one
// step). Retreats and eliminations are rule-specific; a ruleset that needs
// them declares its own comparable cell type and parser.
type Losses struct {
	Attacker, Defender int
}

// String formats the cell as "0/1".
func (l Losses) String() string {
	return strconv.Itoa(l.Attacker) + "/" + strconv.Itoa(l.Defender)
}

// ParseLosses reads an "A/D" cell such as "0/1" or "2/-" ("-" is 0).
func ParseLosses(s string) (Losses, error) {
	a, d, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Losses{}, fmt.Errorf("combat: loss cell %s: want attacker/defender, such as 0/1", quote(s))
	}
	x, err1 := parseSteps(a)
	y, err2 := parseSteps(d)
	if err1 != nil || err2 != nil {
		return Losses{}, fmt.Errorf("combat: loss cell %s: want two step counts 0..99 (or -)", quote(s))
	}
	return Losses{Attacker: x, Defender: y}, nil
}

func parseSteps(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "-" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 99 {
		return 0, fmt.Errorf("bad step count %s", quote(s))
	}
	return n, nil
}

// ParseCells reads a grid of cells, one row per line and cells separated by
// white space, with parse for each cell; '#' starts a comment to the end of
// the line, and blank lines are skipped. Errors name the line and the cell;
// the first bad cell ends the parse. Memory is linear in the text (the grid
// of cells and one slice per row). It makes tables data:
//
//	cells, err := combat.ParseCells(`
//	    1/0 0/0 0/1
//	    0/1 0/1 0/2`, combat.ParseLosses)
func ParseCells[C any](text string, parse func(string) (C, error)) ([][]C, error) {
	if parse == nil {
		return nil, fmt.Errorf("combat: cells: nil parse function")
	}
	var grid [][]C
	n, width := 0, 0
	for line := range strings.Lines(text) {
		n++
		line, _, _ = strings.Cut(line, "#")
		i := 0
		row := make([]C, 0, width) // rows are usually as wide as the last
		for f := range strings.FieldsSeq(line) {
			i++
			c, err := parse(f)
			if err != nil {
				return nil, fmt.Errorf("combat: cells line %d, cell %d: %w", n, i, err)
			}
			row = append(row, c)
		}
		if i > 0 {
			grid = append(grid, row[:i:i])
			width = i
		}
	}
	if len(grid) == 0 {
		return nil, fmt.Errorf("combat: cells: no rows")
	}
	return grid, nil
}

// ParseInt parses an integer cell, such as the hits of a fire table; "-"
// is 0. It is the parse function for [ParseCells] of int cells.
func ParseInt(s string) (int, error) {
	if s == "-" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("combat: cell %s is not an integer", quote(s))
	}
	return n, nil
}
