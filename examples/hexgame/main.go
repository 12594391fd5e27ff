// Command hexgame is a small classic hex wargame built end to end on
// warkit: a 10 x 8 map of clear, forest and city hexes with a river on
// hexsides (terrain's hex-map JSON), counters with attack, defence and
// movement (pieces.json, in terrain's pieces format), movement with zones
// of control (move), artillery line of sight (los), an odds CRT (combat),
// pictures (draw) and decision support (advise). It plays one scripted
// turn and explains each step.
//
//	go run ./examples/hexgame [-out DIR]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
)

// Seed is the dice seed of the scripted turn.
const Seed = 19

// layout draws the map: flat-topped hexes in columns, as the labels count.
var layout = hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}

func main() {
	out := flag.String("out", "", "folder for the pictures (default: a new temporary folder)")
	flag.Parse()
	dir := *out
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "hexgame"); err != nil {
			log.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}
	if err := play(os.Stdout, dir); err != nil {
		log.Fatal(err)
	}
}

// label prints a hex as the map labels it.
func (g *Game) label(h hex.Hex) string {
	l, err := g.Map.Label(h)
	if err != nil {
		return h.String()
	}
	return l
}

func (g *Game) labels(hs []hex.Hex) string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = g.label(h)
	}
	return strings.Join(out, " ")
}

// unit finds a unit by id.
func (g *Game) unit(id string) (int, error) {
	for i, u := range g.Units {
		if u.ID == id {
			return i, nil
		}
	}
	return -1, fmt.Errorf("hexgame: no unit %q", id)
}

// play runs the scripted turn, writing its story to w and its pictures to dir.
func play(w io.Writer, dir string) error {
	g, err := Scenario()
	if err != nil {
		return err
	}
	pz, err := g.unit("B4")
	if err != nil {
		return err
	}
	tree, err := g.Reach(pz)
	if err != nil {
		return err
	}
	u := g.Units[pz]
	fmt.Fprintf(w, "%s in %s, %d MP: can end its move in (hex:MP left, * = must stop there):\n", u.Name, g.label(u.Hex), u.Move)
	printReach(w, g, pz, tree)
	if err := picture(g, tree, pz, filepath.Join(dir, "hexgame-reach.svg"), w); err != nil {
		return err
	}

	goal, _ := g.Map.Parse("0503")
	a, _ := tree.At(goal)
	path := tree.AppendPath(nil, goal)
	fmt.Fprintf(w, "\nMove %s %s: %g MP; stops in %s, entering the zone of control of %s.\n",
		u.Name, g.labels(path), a.Cost, g.label(goal), g.Units[g.UnitAt(g.neighbourEnemy(pz, goal))].Name)

	if err := riverStory(w, g); err != nil {
		return err
	}
	g = g.Moved(pz, goal)
	if err := attackStory(w, g); err != nil {
		return err
	}
	return adviseStory(w, g, dir)
}

// printReach lists the reach in map order, eight hexes a line, then the
// friends' hexes it may only pass through, and those it may not enter.
func printReach(w io.Writer, g *Game, i int, t move.Tree) {
	var cells, passed []string
	for h, a := range t.All() {
		cell := fmt.Sprintf("%s:%g", g.label(h), a.MPLeft)
		if a.PassOnly {
			passed = append(passed, cell) // a friend's hex: passed through, never a move's end
			continue
		}
		if a.Ended {
			cell += "*"
		}
		cells = append(cells, cell)
	}
	for len(cells) > 0 {
		n := min(8, len(cells))
		fmt.Fprintf(w, "  %s\n", strings.Join(cells[:n], " "))
		cells = cells[n:]
	}
	fmt.Fprintf(w, "  passes through friends in %s, but may not end there\n", strings.Join(passed, " "))
	for _, b := range g.barred(i, t) {
		fmt.Fprintf(w, "  may not enter %s: a friend holds it, in the zone of %s, where it would have to stop\n", g.label(b.at), b.by)
	}
}

// barredHex is a friend's hex a unit may not enter, in the zone of by.
type barredHex struct {
	at hex.Hex
	by string
}

// barred returns the friends' hexes next to where unit i can still move
// that it may not enter at all: each lies in an enemy zone, which would
// end its move on a friend.
func (g *Game) barred(i int, t move.Tree) []barredHex {
	enemies := g.Enemies(i)
	zones, err := g.Zones(i)
	if err != nil {
		return nil
	}
	var out []barredHex
	for _, h := range g.sideOf(i, true) {
		if _, ok := t.At(h); ok || !zones.Covered(h) || !g.nextToMore(t, h) {
			continue
		}
		var by []string
		for _, k := range zones.Units(nil, h) {
			by = append(by, g.Units[g.UnitAt(enemies[k])].ID)
		}
		out = append(out, barredHex{at: h, by: strings.Join(by, " and ")})
	}
	return out
}

// nextToMore reports whether a hex next to h is reached with MP left and
// the move not ended there.
func (g *Game) nextToMore(t move.Tree, h hex.Hex) bool {
	for d := range hex.Direction(6) {
		if a, ok := t.At(h.Neighbor(d)); ok && a.MPLeft > 0 && !a.Ended {
			return true
		}
	}
	return false
}

// neighbourEnemy returns an enemy hex next to h, for the story.
func (g *Game) neighbourEnemy(i int, h hex.Hex) hex.Hex {
	for _, e := range g.Enemies(i) {
		if e.Distance(h) == 1 {
			return e
		}
	}
	return h
}

// riverStory shows the river rule: a crossing is a unit's whole move.
func riverStory(w io.Writer, g *Game) error {
	r, err := g.unit("R31")
	if err != nil {
		return err
	}
	t, err := g.Reach(r)
	if err != nil {
		return err
	}
	u := g.Units[r]
	for _, l := range []string{"0505"} {
		h, _ := g.Map.Parse(l)
		if a, ok := t.At(h); ok {
			fmt.Fprintf(w, "%s in %s may cross the river into %s only as its whole move: %g MP spent, %g left.\n",
				u.Name, g.label(u.Hex), l, a.Step, a.MPLeft)
		}
	}
	return nil
}

// attackStory plans the attack on the city, explains its column and
// odds, and rolls it.
func attackStory(w io.Writer, g *Game) error {
	ids := []string{"B1", "B4", "BA", "BH", "R7"}
	idx := make([]int, len(ids))
	for k, id := range ids {
		i, err := g.unit(id)
		if err != nil {
			return err
		}
		idx[k] = i
	}
	var tr hexsight.Tracer
	def := g.Units[idx[4]]
	if ok, why, err := g.Supports(&tr, idx[3], def.Hex); err != nil || ok {
		return errors.Join(err, errors.New("hexgame: the heavy guns should be blind"))
	} else {
		fmt.Fprintf(w, "\n%s in %s cannot support the attack on %s: %s.\n", g.Units[idx[3]].Name, g.label(g.Units[idx[3]].Hex), g.label(def.Hex), why)
	}
	p, err := g.Plan(&tr, Attack{Attackers: idx[:3], Defender: idx[4]})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Attack on %s in %s (defence %d): %s.\n", def.Name, g.label(def.Hex), p.Defence, strings.Join(p.Why, "; "))
	fmt.Fprintf(w, "Column: %v.\n", p.Column)
	o, err := g.CRT.Outcomes(p.Select, combat.Mods{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Before rolling: ")
	var parts []string
	for r, f := range o.All() {
		parts = append(parts, fmt.Sprintf("%v %v", r, f))
	}
	fmt.Fprintln(w, strings.Join(parts, ", "))
	res, err := g.CRT.Resolve(combat.SeededRoller(Seed), "attack on "+def.Name, p.Select, combat.Mods{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Rolled: %v\n  = %v: %s.\n", res, res.Cell, res.Cell.Means())
	return nil
}

// picture draws the west of the map, where unit i moves, with the
// units, the enemy zones of control and unit i's reach.
func picture(g *Game, t move.Tree, i int, file string, w io.Writer) error {
	c := draw.NewHex(layout, westOf(g, t), 36)
	u := g.Units[i]
	c.SetTitle("hexgame: the reach of " + u.Name)
	zones, err := g.Zones(i)
	if err != nil {
		return err
	}
	enemy := func(h hex.Hex) bool { k := g.UnitAt(h); return k >= 0 && g.Units[k].Side != u.Side }
	err = errors.Join(c.HexMap(g.Map), c.Reach(t), c.ZOC(func(yield func(hex.Hex) bool) {
		for h := range g.Map.Hexes() {
			if zones.Covered(h) && !enemy(h) && !yield(h) {
				return
			}
		}
	}), g.drawUnits(c))
	if err != nil {
		return err
	}
	var passed []string
	for h, a := range t.All() {
		if a.PassOnly {
			passed = append(passed, g.label(h))
		}
	}
	text := fmt.Sprintf("%s (%s, %d MP) from %s: the MP it has left in each hex it can reach. "+
		"A bar marks a hex where it must stop: entering a Red unit's zone of control (the hexes next to it, tinted and dashed) ends its move. "+
		"It may pass through friends (%s) but not end its move there",
		u.Name, u.ID, u.Move, g.label(u.Hex), strings.Join(passed, ", "))
	for _, b := range g.barred(i, t) {
		text += fmt.Sprintf(", and may not enter %s at all: a friend holds it, in %s's zone, where it would have to stop", g.label(b.at), b.by)
	}
	c.Caption(text + ". Counters: id, type, attack-defence-MP.")
	return save(w, file, c)
}

// westOf returns the hexes of the map's columns from the first to one
// past the last that t reaches (the river and the units beyond it).
func westOf(g *Game, t move.Tree) iter.Seq[hex.Hex] {
	k := g.Map.Labels().Offset
	last := 0
	for h := range t.All() {
		last = max(last, k.FromHex(h).Col)
	}
	return func(yield func(hex.Hex) bool) {
		for h := range g.Map.Hexes() {
			if k.FromHex(h).Col <= last+1 && !yield(h) {
				return
			}
		}
	}
}

// drawUnits writes each unit's id and strengths in its hex.
func (g *Game) drawUnits(c *draw.Canvas) error {
	symbols := map[string]draw.Symbol{"infantry": draw.Infantry, "armour": draw.Armour, "artillery": draw.Artillery}
	colours := map[string]string{"Blue": "#b8c8e8", "Red": "#e8b0d0"}
	c.Key(colours["Blue"], "Blue units")
	c.Key(colours["Red"], "Red units")
	var errs []error
	for _, u := range g.Units {
		errs = append(errs, c.Counters(u.Hex, []draw.Counter{{
			Name:   u.ID,
			Symbol: symbols[u.Kind],
			Values: fmt.Sprintf("%d-%d-%d", u.Attack, u.Defence, u.Move),
			Colour: colours[u.Side],
		}}))
	}
	return errors.Join(errs...)
}

func save(w io.Writer, file string, c *draw.Canvas) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	_, err = c.WriteTo(f)
	if err = errors.Join(err, f.Close()); err == nil {
		fmt.Fprintf(w, "(picture: %s)\n", file)
	}
	return err
}
