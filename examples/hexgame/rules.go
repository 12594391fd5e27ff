package main

import (
	"fmt"
	"slices"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// The traits the game reads: MP to enter a hex, terrain that blocks an
// artillery line of sight, the city of the defence shift, and what
// crossing a hexside does to a move (the river: "whole-move").
var (
	MP        = terrain.Number("mp")
	BlocksLoS = terrain.Flag("blocksLoS")
	City      = terrain.Flag("city")
	Crossing  = move.EffectKey("crossing")
)

// Stack is the most units a hex may hold at the end of a move, and
// ZoneRadius the reach of a unit's zone of control: its neighbours.
const (
	Stack      = 1
	ZoneRadius = 1
)

// Game is a scenario compiled for play: the map, the units, and the rules
// resolved once against the map's terrain types. It is immutable.
type Game struct {
	Map   *terrain.HexMap
	Units []Unit
	Sight *hexsight.Sight
	CRT   *combat.Table[Result]
	model move.StepModel
	city  terrain.Column[bool]
}

// NewGame compiles the rules for m and places units on it. A trait key no
// terrain type carries is an error naming the nearest spelling, and so is
// a hex type without MP.
func NewGame(m *terrain.HexMap, units []Unit) (*Game, error) {
	if m == nil {
		return nil, fmt.Errorf("hexgame: nil map")
	}
	if err := terrain.CheckKeys(m.Types(), BlocksLoS, City); err != nil {
		return nil, fmt.Errorf("hexgame: %w", err)
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: MP, SideEffect: Crossing})
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
	crt, err := NewCRT()
	if err != nil {
		return nil, err
	}
	return &Game{Map: m, Units: slices.Clone(units), Sight: sight, CRT: crt, model: model, city: city}, nil
}

// NewSight is the artillery's line of sight on m: forest and city hexes
// between the ends block it.
func NewSight(m *terrain.HexMap) (*hexsight.Sight, error) {
	return hexsight.New(m, hexsight.Rules{Blocking: BlocksLoS})
}

// InCity reports whether h is a city hex.
func (g *Game) InCity(h hex.Hex) bool {
	t, ok := g.Map.HexType(h)
	return ok && g.city.At(t)
}

// UnitAt returns the index of the unit in h, -1 if none.
func (g *Game) UnitAt(h hex.Hex) int {
	return slices.IndexFunc(g.Units, func(u Unit) bool { return u.Hex == h })
}

func (g *Game) valid(i int) bool { return i >= 0 && i < len(g.Units) }

// Enemies returns the hexes of the units hostile to unit i, in unit order
// (none for an unknown unit).
func (g *Game) Enemies(i int) []hex.Hex { return g.sideOf(i, false) }

// sideOf returns the hexes of the other units on unit i's side (friends)
// or the other side, in unit order.
func (g *Game) sideOf(i int, friends bool) []hex.Hex {
	var hs []hex.Hex
	if !g.valid(i) {
		return nil
	}
	for j, u := range g.Units {
		if j != i && (u.Side == g.Units[i].Side) == friends {
			hs = append(hs, u.Hex)
		}
	}
	return hs
}

// Options are unit i's movement rules beyond the terrain's MP: entering
// a hex next to an enemy stops it, a river crossing is its whole move,
// enemies block their hexes, and it may pass through friends but not end
// its move on one.
func (g *Game) Options(i int) (move.ReachOptions, error) {
	return Options(g.sideOf(i, true), g.Enemies(i), float64(g.Units[i].Move))
}

// Options are the movement rules of a unit with mp MP among friends and
// enemies, beyond the map's step model (which Reach searches with its
// river effect).
func Options(friends, enemies []hex.Hex, mp float64) (move.ReachOptions, error) {
	zones, err := move.NewUnitZones(enemies, ZoneRadius, nil)
	if err != nil {
		return move.ReachOptions{}, err
	}
	occ, err := move.NewOccupancy(friends, enemies, Stack)
	if err != nil {
		return move.ReachOptions{}, err
	}
	return move.ReachOptions{
		Allowance: mp,
		ZOC:       zones.Rule(move.ZOCToZOCStop),
		Occupancy: occ,
	}, nil
}

// Zones are the zones of control that stop unit i: the hexes within
// ZoneRadius of an enemy.
func (g *Game) Zones(i int) (*move.UnitZones, error) {
	return move.NewUnitZones(g.Enemies(i), ZoneRadius, nil)
}

// Reach is where unit i can move this turn, with the MP left in each hex.
func (g *Game) Reach(i int) (move.Tree, error) {
	if !g.valid(i) {
		return move.Tree{}, fmt.Errorf("hexgame: no unit %d", i)
	}
	opt, err := g.Options(i)
	if err != nil {
		return move.Tree{}, err
	}
	return move.Reach(move.RectOf(g.Map), g.Units[i].Hex, g.model, opt)
}

// Moved returns the game with unit i in hex h (unchanged for an unknown
// unit).
func (g *Game) Moved(i int, h hex.Hex) *Game {
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
func (g *Game) Supports(tr *hexsight.Tracer, i int, h hex.Hex) (bool, string, error) {
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
	if v.BlockedStep >= 0 {
		at := v.Steps[v.BlockedStep]
		t, _ := g.Map.Terrain(at.Hex)
		l, _ := g.Map.Label(at.Hex)
		why = fmt.Sprintf("line of sight blocked by %s in %s", t.Name, l)
	}
	return false, why, nil
}

// Odds is the CRT column choice for attack strength a against a defender
// of strength d in hex h: a defender in a city shifts one column left, and
// the table settles odds off its ends (see NewCRT).
func (g *Game) Odds(a, d int, h hex.Hex) (combat.Select, error) {
	if a <= 0 || d <= 0 {
		return combat.Select{}, fmt.Errorf("hexgame: attack %d against defence %d", a, d)
	}
	sel := combat.Versus(combat.Int(int64(a)), combat.Int(int64(d)))
	if g.InCity(h) {
		sel = sel.ShiftBy("defender in a city", -1)
	}
	return sel, nil
}
