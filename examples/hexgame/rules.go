package main

import (
	"fmt"
	"slices"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// The traits the game reads: MP to enter a hex, terrain that blocks an
// artillery line of sight, the city of the defence shift, the river hexside.
var (
	MP        = terrain.Number("mp")
	BlocksLoS = terrain.Flag("blocksLoS")
	City      = terrain.Flag("city")
	River     = terrain.Flag("river")
)

// Game is a scenario compiled for play: the map, the units, and the rules
// resolved once against the map's terrain types. It is immutable.
type Game struct {
	Map   *terrain.HexMap
	Units []Unit
	Sight *los.HexSight
	CRT   *combat.Table[Result]
	entry move.StepCost
	city  terrain.Column[bool]
	river terrain.Column[bool]
}

// NewGame compiles the rules for m and places units on it.
func NewGame(m *terrain.HexMap, units []Unit) (*Game, error) {
	if m == nil {
		return nil, fmt.Errorf("hexgame: nil map")
	}
	if err := requireTraits(m.Types(), MP.Name(), BlocksLoS.Name(), City.Name(), River.Name()); err != nil {
		return nil, err
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: MP})
	if err != nil {
		return nil, err
	}
	sight, err := NewSight(m)
	if err != nil {
		return nil, err
	}
	city, err := terrain.TypeColumn(m.Types(), City)
	if err != nil {
		return nil, err
	}
	river, err := terrain.TypeColumn(m.Types(), River)
	if err != nil {
		return nil, err
	}
	crt, err := NewCRT()
	if err != nil {
		return nil, err
	}
	return &Game{Map: m, Units: slices.Clone(units), Sight: sight, CRT: crt, entry: model.StepCost(), city: city, river: river}, nil
}

// core gap: a trait key that no terrain type carries is not an error in
// terrain, los or move (a "blocksLOS" typo would silently let sight through
// forests), so the game checks its keys against the map's types itself.
func requireTraits(types []terrain.Type, names ...string) error {
	for _, n := range names {
		if !slices.ContainsFunc(types, func(t terrain.Type) bool { _, ok := t.Trait(n); return ok }) {
			return fmt.Errorf("hexgame: no terrain type carries the trait %q", n)
		}
	}
	return nil
}

// NewSight is the artillery's line of sight on m: forest and city hexes
// between the ends block it.
func NewSight(m *terrain.HexMap) (*los.HexSight, error) {
	return los.NewHexSight(m, los.HexRules{Blocking: BlocksLoS})
}

// InCity reports whether h is a city hex.
func (g *Game) InCity(h geom.Hex) bool {
	t, ok := g.Map.HexType(h)
	return ok && g.city.At(t)
}

// RiverBetween reports whether a river runs along the hexside from a to b.
func (g *Game) RiverBetween(a, b geom.Hex) bool {
	s, ok := geom.SideBetween(a, b)
	if !ok {
		return false
	}
	ts, _ := g.Map.SideTypes(s)
	return slices.ContainsFunc(ts, func(t uint16) bool { return g.river.At(int(t)) })
}

// UnitAt returns the index of the unit in h, -1 if none.
func (g *Game) UnitAt(h geom.Hex) int {
	return slices.IndexFunc(g.Units, func(u Unit) bool { return u.Hex == h })
}

func (g *Game) valid(i int) bool { return i >= 0 && i < len(g.Units) }

// Enemies returns the hexes of the units hostile to unit i, in unit order
// (none for an unknown unit).
func (g *Game) Enemies(i int) []geom.Hex {
	var hs []geom.Hex
	if !g.valid(i) {
		return nil
	}
	for _, u := range g.Units {
		if u.Side != g.Units[i].Side {
			hs = append(hs, u.Hex)
		}
	}
	return hs
}

// StepCost prices a step of unit i: the terrain's MP, and never into an
// enemy's hex.
func (g *Game) StepCost(i int) move.StepCost {
	enemies := g.Enemies(i)
	return Step(g.entry, func(h geom.Hex) bool { return slices.Contains(enemies, h) })
}

// Step is the movement rule of a step: entry prices the terrain, and a
// hex where enemy reports an enemy unit cannot be entered.
// core gap: occupancy (enemies block, friends may be passed through,
// one unit per hex at the end of a move) is no option of move.Reach.
func Step(entry move.StepCost, enemy func(h geom.Hex) bool) move.StepCost {
	return func(from, to geom.Hex, side geom.Side) (float64, bool) {
		if enemy(to) {
			return 0, false
		}
		return entry(from, to, side)
	}
}

// ZOC is unit i's movement rule beyond the step cost (see ZOCRule).
func (g *Game) ZOC(i int) (move.ZOCRule, error) { return ZOCRule(g.Enemies(i), g.RiverBetween) }

// ZOCRule is the zone-of-control rule against enemies: entering a hex next
// to an enemy stops the mover, and crossing a river hexside (river reports
// one between two hexes) takes its whole move, all its MP.
// core gap: StepModel cannot say "this hexside costs all MP", so the river
// is a ZOCFunc returning ZOCWholeMove, composed with the enemy zones.
func ZOCRule(enemies []geom.Hex, river func(a, b geom.Hex) bool) (move.ZOCRule, error) {
	zones, err := move.NewUnitZones(enemies, 1, nil)
	if err != nil {
		return nil, err
	}
	crossing := move.ZOCFunc(func(from, to geom.Hex) move.ZOCEffect {
		if river(from, to) {
			return move.ZOCWholeMove
		}
		return move.ZOCNone
	})
	return move.ZOCAnyOf(zones.Rule(move.ZOCToZOCStop), crossing), nil
}

// Reach is where unit i can move this turn, with the MP left in each hex.
func (g *Game) Reach(i int) (move.Tree, error) {
	if !g.valid(i) {
		return move.Tree{}, fmt.Errorf("hexgame: no unit %d", i)
	}
	zoc, err := g.ZOC(i)
	if err != nil {
		return move.Tree{}, err
	}
	u := g.Units[i]
	return move.Reach(move.RectOf(g.Map), u.Hex, g.StepCost(i), move.ReachOptions{Allowance: float64(u.Move), ZOC: zoc})
}

// CanEnd reports whether unit i may end its move in h: no other unit there.
func (g *Game) CanEnd(i int, h geom.Hex) bool {
	j := g.UnitAt(h)
	return j < 0 || j == i
}

// Moved returns the game with unit i in hex h (unchanged for an unknown
// unit).
func (g *Game) Moved(i int, h geom.Hex) *Game {
	ng := *g
	if !g.valid(i) {
		return &ng
	}
	ng.Units = slices.Clone(g.Units)
	ng.Units[i].Hex = h
	return &ng
}

// Supports reports whether unit i can add its attack against hex h, and
// why not: a unit next to h always can; artillery within its range needs
// a line of sight, blocked by forest and city hexes between.
func (g *Game) Supports(tr *los.HexTracer, i int, h geom.Hex) (bool, string, error) {
	if !g.valid(i) || tr == nil {
		return false, "", fmt.Errorf("hexgame: no unit %d or no tracer", i)
	}
	u := g.Units[i]
	d := u.Hex.Distance(h)
	switch {
	case d == 1:
		return true, "adjacent", nil
	case u.Range < d:
		return false, fmt.Sprintf("out of range (%d hexes, range %d)", d, u.Range), nil
	}
	v, err := g.Sight.LoS(tr, u.Hex, h)
	if err != nil || v.Seen {
		return v.Seen, fmt.Sprintf("line of sight clear over %d hexes", d), err
	}
	why := "line of sight " + v.Reason.String()
	if v.BlockedAt >= 0 {
		at := v.Steps[v.BlockedAt]
		t, _ := g.Map.Terrain(at.Hex)
		l, _ := g.Map.Label(at.Hex)
		why = fmt.Sprintf("line of sight blocked by %s in %s", t.Name, l)
	}
	return false, why, nil
}

// Odds is the CRT column choice for attack strength a against a defender
// of strength d in hex h, and why: odds above 6:1 read as 6:1, and a
// defender in a city shifts one column left.
// core gap: shifts carry no name in the explanation ("shifted -1"), and
// one off-table policy covers both ends of the columns (here the left end
// is "attacker eliminated", the right end the last column), so the game
// caps the odds and names its shift itself.
func (g *Game) Odds(a, d int, h geom.Hex) (combat.Select, []string, error) {
	if a <= 0 || d <= 0 {
		return combat.Select{}, nil, fmt.Errorf("hexgame: attack %d against defence %d", a, d)
	}
	var why []string
	if a > MaxOdds*d {
		why = append(why, fmt.Sprintf("%d:%d is above %d:1 and reads as %d:1", a, d, MaxOdds, MaxOdds))
		a = MaxOdds * d
	}
	sel := combat.Versus(combat.Int(int64(a)), combat.Int(int64(d)))
	if g.InCity(h) {
		sel = sel.Shift(-1)
		why = append(why, "defender in a city: one column left")
	}
	return sel, why, nil
}
