package main

import (
	"fmt"
	"slices"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// The traits this ruleset reads. A hill is ground elevation above 0.
var (
	Woods = terrain.Flag("woods")
	Hedge = terrain.Flag("hedge")
)

// WoodsLimit is how much woods hides: 3 hexes, or 3 units of length on a
// table.
const WoodsLimit = 3

// HexSight is the sight rule on a hex map, one small type on los's hex
// hook: each woods hex between the ends scores 1, a hedge hexside
// blocks, and a unit on a hill sees over the woods hex next to it. The
// line is blocked once the score reaches WoodsLimit.
type HexSight struct {
	m            *terrain.HexMap
	woods, hedge terrain.Column[bool]
}

// NewHexSight compiles the rule for m.
func NewHexSight(m *terrain.HexMap) (*hexsight.Sight, error) {
	if m == nil {
		return nil, fmt.Errorf("ownrules: nil map")
	}
	woods, err := terrain.TypeColumn(m.Types(), Woods)
	if err != nil {
		return nil, err
	}
	hedge, err := terrain.TypeColumn(m.Types(), Hedge)
	if err != nil {
		return nil, err
	}
	s := &HexSight{m: m, woods: woods, hedge: hedge}
	return hexsight.New(m, hexsight.Rules{Threshold: hexsight.Threshold{Limit: WoodsLimit}, Rules: []hexsight.Rule{hexsight.RuleFunc(s.Read)}})
}

// Read reads one element of a sight line.
func (s *HexSight) Read(e *hexsight.Element) (score float64, blocks bool) {
	if e.IsSide {
		ts, _ := s.m.SideTypes(e.Side)
		return 0, slices.ContainsFunc(ts, func(t uint16) bool { return s.hedge.At(int(t)) })
	}
	t, ok := s.m.HexType(e.Hex)
	if !ok || e.End || !s.woods.At(t) {
		return 0, false
	}
	if e.GroundA > 0 && e.Hex.Distance(e.A) == 1 || e.GroundB > 0 && e.Hex.Distance(e.B) == 1 {
		return 0, false // seen over from the hill next to it
	}
	return 1, false
}

// TableSight is the same rule on a table, one small accumulator on
// los.Tally: each started unit of length inside woods scores 1, crossing
// a hedge blocks, and an end on a hill (sight height at least 1) sees
// over the woods nearest to it.
type TableSight struct {
	Woods, Hedge func(feature int) bool
	los.Tally
	woods []int // contributions that are woods stretches
}

// Begin starts a sight line.
func (r *TableSight) Begin(s *los.Sight) { r.Tally.Begin(s); r.woods = r.woods[:0] }

// Add reads one crossing; a hedge decides the verdict, so reading stops.
func (r *TableSight) Add(c los.Crossing) bool {
	switch {
	case c.Shape == terrain.Line && c.Through && r.Hedge(c.Feature):
		r.Record(&c, 0, true, c.Enter)
		return true
	case c.Shape == terrain.Area && r.Woods(c.Feature):
		r.woods = append(r.woods, r.Len())
		r.Record(&c, float64(c.Chunks(1, false)), false, 0)
	default:
		r.Record(&c, 0, false, 0)
	}
	return false
}

// Verdict ends the line. The woods nearest an end are the stretches
// that enter first, or leave last (all of them, if several tie).
func (r *TableSight) Verdict() los.Verdict {
	v, s := r.Tally.Verdict(), r.Sight()
	if len(r.woods) == 0 || v.Blocked {
		v.Seen = v.Seen && v.Score < WoodsLimit
		return v
	}
	first, last := s.Crossings[v.Contributions[r.woods[0]].Crossing].Enter, 0.0
	for _, i := range r.woods {
		last = max(last, s.Crossings[v.Contributions[i].Crossing].Leave)
	}
	for _, i := range r.woods {
		c := &s.Crossings[v.Contributions[i].Crossing]
		if s.FromHeight >= 1 && c.Enter == first || s.ToHeight >= 1 && c.Leave == last {
			v.Score -= v.Contributions[i].Amount
			v.Contributions[i].Amount = 0
		}
	}
	v.Seen = v.Score < WoodsLimit
	return v
}

// StepCost prices a step: 1 MP into clear, 2 into woods, +1 up a hill,
// +1 across a hedge. Off the map is impassable.
func StepCost(hexCost func(h hex.Hex) (mp float64, ok bool), height func(h hex.Hex) float64, hedge func(s hex.Side) bool) move.StepCost {
	return func(from, to hex.Hex, side hex.Side) (float64, bool) {
		mp, ok := hexCost(to)
		if height(to) > height(from) {
			mp++
		}
		if hedge(side) {
			mp++
		}
		return mp, ok
	}
}

// ZOC is this ruleset's zone of control: entering a hex next to an enemy
// stops the mover, unless a hedge lies between them.
type ZOC struct {
	Enemies []hex.Hex
	Hedge   func(s hex.Side) bool
}

// Step judges one step.
func (z ZOC) Step(from, to hex.Hex) move.ZOCEffect {
	for _, e := range z.Enemies {
		if s, ok := hex.SideBetween(e, to); ok && !z.Hedge(s) {
			return move.ZOCStop
		}
	}
	return move.ZOCNone
}

// CRT is the combat results table: odds columns 1:2 to 3:1, one die; a
// defender in woods shifts one column left.
func CRT() (*combat.Table[combat.Losses], error) {
	cells, err := combat.ParseCells(`
		1/0 1/0 1/1 0/1
		1/0 1/1 0/1 0/1
		1/0 0/0 0/1 0/2
		1/1 0/1 0/1 0/2
		0/0 0/1 0/2 0/2
		0/1 0/1 0/2 0/3`, combat.ParseLosses)
	if err != nil {
		return nil, err
	}
	return combat.NewTable(combat.TableSpec[combat.Losses]{
		Name: "ownrules CRT", Dice: combat.D6, Rows: combat.Spans(1, 6), Cells: cells,
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}, combat.Odds{A: 3, D: 1}),
	})
}

// Better orders results for the attacker: defender losses minus
// attacker losses.
func Better(a, b combat.Losses) int { return (a.Defender - a.Attacker) - (b.Defender - b.Attacker) }
