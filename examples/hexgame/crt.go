package main

import (
	"fmt"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/los/hexsight"
)

// Result is a cell of the combat results table, worst for the attacker
// first.
type Result uint8

// The results: attacker eliminated, attacker retreats, exchange (each
// side loses a step), defender retreats, defender eliminated.
const (
	AE Result = iota
	AR
	EX
	DR
	DE
)

var resultNames = [...]string{"AE", "AR", "EX", "DR", "DE"}

func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return fmt.Sprintf("Result(%d)", r)
}

// Means says what a result does, for the explanation.
func (r Result) Means() string {
	return [...]string{"attacker eliminated", "attacker retreats one hex", "exchange: each side loses a step",
		"defender retreats one hex", "defender eliminated"}[r]
}

// ParseResult reads a cell of the table.
func ParseResult(s string) (Result, error) {
	for i, n := range resultNames {
		if n == s {
			return Result(i), nil
		}
	}
	return 0, fmt.Errorf("hexgame: unknown result %q", s)
}

// MaxOdds is the best column: higher odds read as MaxOdds:1.
const MaxOdds = 6

// NewCRT returns the combat results table: odds 1:2 to 6:1, one die.
// Odds below 1:2, or shifted off the left end, are AE; odds above 6:1
// read as 6:1, settled before the shifts.
func NewCRT() (*combat.Table[Result], error) {
	cells, err := combat.ParseCells(`
		DR DE DE DE DE DE DE
		AR DR DR DE DE DE DE
		AR EX DR DR DR DE DE
		AE AR EX DR DR DR DE
		AE AR AR EX EX DR DR
		AE AE AR AR EX EX EX`, ParseResult)
	if err != nil {
		return nil, err
	}
	cols := []combat.Odds{{A: 1, D: 2}, {A: 1, D: 1}, {A: 2, D: 1}, {A: 3, D: 1}, {A: 4, D: 1}, {A: 5, D: 1}, {A: 6, D: 1}}
	return combat.NewTable(combat.TableSpec[Result]{
		Name: "hexgame CRT", Dice: combat.D6, Rows: combat.Spans(1, 6), Cells: cells,
		Columns: combat.OddsColumns(cols...),
		ColOff:  combat.OffTable[Result]{Below: AE}.Ends(combat.Fixed, combat.Clamp),
	})
}

// Better orders results for the attacker.
func Better(a, b Result) int { return int(a) - int(b) }

// Attack is a planned attack: the attacking units and the defending one.
type Attack struct {
	Attackers []int
	Defender  int
}

// Plan is an attack checked and placed on the table, with its working.
type Plan struct {
	Strength, Defence int
	Select            combat.Select
	Column            combat.ColumnPick
	Why               []string // how each attacker takes part
}

// Plan checks that every attacker can take part and chooses the column.
func (g *Game) Plan(tr *hexsight.Tracer, a Attack) (Plan, error) {
	if a.Defender < 0 || a.Defender >= len(g.Units) || len(a.Attackers) == 0 {
		return Plan{}, fmt.Errorf("hexgame: attack needs a defender and attackers")
	}
	def := g.Units[a.Defender]
	p := Plan{Defence: def.Defence}
	for _, i := range a.Attackers {
		if i < 0 || i >= len(g.Units) || g.Units[i].Side == def.Side {
			return Plan{}, fmt.Errorf("hexgame: unit %d cannot attack %s", i, def.Name)
		}
		ok, why, err := g.Supports(tr, i, def.Hex)
		if err != nil {
			return Plan{}, err
		}
		if !ok {
			return Plan{}, fmt.Errorf("hexgame: %s cannot attack %s: %s", g.Units[i].Name, def.Name, why)
		}
		p.Strength += g.Units[i].Attack
		p.Why = append(p.Why, fmt.Sprintf("%s %d (%s)", g.Units[i].Name, g.Units[i].Attack, why))
	}
	sel, err := g.Odds(p.Strength, p.Defence, def.Hex)
	if err != nil {
		return Plan{}, err
	}
	p.Select = sel
	p.Column, err = g.CRT.Column(sel)
	return p, err
}
