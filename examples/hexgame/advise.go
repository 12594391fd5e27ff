package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
)

// World is the game as advise sees it: places are the map's hexes, units
// indexes into g.Units. Sight is the artillery's line of sight; a fire is
// one unit's attack on the CRT (next to the target, or artillery within
// range), its damage the steps the target loses (DE all, EX one).
func (g *Game) World() *advise.World[hex.Hex, int] {
	// One shared sight serves every goroutine of advise's batch calls.
	// A game without a sight (a zero Game) reports that on every question.
	sight, err := hexsight.NewShared(g.Sight)
	sees := func(hex.Hex, hex.Hex) (bool, error) { return false, err }
	if err == nil {
		sees = sight.Sees
	}
	return &advise.World[hex.Hex, int]{
		Places: slices.Collect(g.Map.Hexes()),
		Sight:  sees,
		Fire:   g.Fire,
		Reach:  g.Moves,
	}
}

// Fire is the exact distribution of the steps target loses when shooter,
// alone, attacks it: next to it, or as artillery within range.
func (g *Game) Fire(shooter int, from hex.Hex, target int, at hex.Hex) (combat.Dist, bool, error) {
	if !g.valid(shooter) || !g.valid(target) {
		return combat.Dist{}, false, fmt.Errorf("hexgame: no units %d and %d", shooter, target)
	}
	s, t := g.Units[shooter], g.Units[target]
	d := from.Distance(at)
	if s.Side == t.Side || s.Attack == 0 || d == 0 || d > max(1, s.Range) {
		return combat.Dist{}, false, nil
	}
	sel, err := g.Odds(s.Attack, t.Defence, at)
	if err != nil {
		return combat.Dist{}, false, err
	}
	o, err := g.CRT.Outcomes(sel, combat.Mods{})
	if err != nil {
		return combat.Dist{}, false, err
	}
	dist, err := combat.DistOf(o, func(r Result) int { return StepsLost(r, t.Steps) })
	return dist, err == nil, err
}

// StepsLost is what a result costs a defender of the given steps.
func StepsLost(r Result, steps int) int {
	switch r {
	case DE:
		return steps
	case EX:
		return 1
	}
	return 0
}

// Moves lists the hexes unit i may end its move in from hex from, in map
// order, staying put included.
func (g *Game) Moves(i int, from hex.Hex) ([]advise.Move[hex.Hex], error) {
	if !g.valid(i) {
		return nil, fmt.Errorf("hexgame: no unit %d", i)
	}
	moved := g.Moved(i, from)
	t, err := moved.Reach(i)
	if err != nil {
		return nil, err
	}
	var out []advise.Move[hex.Hex]
	for h, a := range t.All() {
		if !a.PassOnly {
			out = append(out, advise.Move[hex.Hex]{To: h, Left: a.MPLeft, Path: t.AppendPath(nil, h)})
		}
	}
	return out, nil
}

// Pieces returns the units of the side opposed to unit i as advise pieces
// (none for an unknown unit).
func (g *Game) Pieces(i int) []advise.Piece[hex.Hex, int] {
	if !g.valid(i) {
		return nil
	}
	var ps []advise.Piece[hex.Hex, int]
	for k, u := range g.Units {
		if u.Side != g.Units[i].Side {
			ps = append(ps, advise.Piece[hex.Hex, int]{Unit: k, At: u.Hex})
		}
	}
	return ps
}

// Aggressive is the game's objective: the expected steps of the best
// attack from a hex, minus half the steps expected to be lost there.
func Aggressive(p *advise.Position[hex.Hex]) (combat.Frac, error) {
	dealt, err := advise.MostDamage(p)
	if err != nil {
		return combat.Frac{}, err
	}
	half, err := p.Risk.Expected.Mul(combat.Half(1))
	if err != nil {
		return combat.Frac{}, err
	}
	return dealt.Sub(half)
}

// adviseStory prints the threat summary for the panzers before they move
// and draws the threat heat map.
func adviseStory(w io.Writer, g *Game, dir string) error {
	pz, err := g.unit("B4")
	if err != nil {
		return err
	}
	start, _ := g.Map.Parse("0105")
	g = g.Moved(pz, start)
	world, enemies := g.World(), g.Pieces(pz)
	ranked, err := world.BestPositions(advise.Piece[hex.Hex, int]{Unit: pz, At: start}, enemies, Aggressive, advise.Options{Workers: 1})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nAdvice for %s in %s (damage in steps, exact):\n", g.Units[pz].Name, g.label(start))
	risky := slices.Clone(ranked)
	slices.SortStableFunc(risky, func(a, b advise.Position[hex.Hex]) int { return b.Risk.Expected.Cmp(a.Risk.Expected) })
	fmt.Fprintln(w, "Most threatened hexes of its reach:")
	for _, p := range risky[:min(3, len(risky))] {
		var who []string
		for _, t := range p.Risk.Threats {
			who = append(who, g.Units[enemies[t.Enemy].Unit].ID)
		}
		fmt.Fprintf(w, "  %s: expects to lose %v steps, from %s\n", g.label(p.To), p.Risk.Expected, strings.Join(who, ", "))
	}
	fmt.Fprintln(w, "Best positions by damage dealt minus half the damage risked:")
	for _, p := range ranked[:min(3, len(ranked))] {
		shot := "no shot"
		if p.Best >= 0 {
			s := p.Shots[p.Best]
			shot = fmt.Sprintf("attacks %s expecting %v steps", g.Units[enemies[s.Target].Unit].ID, s.Expected)
		}
		fmt.Fprintf(w, "  %s (path %s, %g MP left): %s, risks %v; score %v\n", g.label(p.To), g.labels(p.Path), p.Left, shot, p.Risk.Expected, p.Score)
	}
	exposed, err := world.Exposure(pz, ranked[0].Path, enemies)
	if err != nil {
		return err
	}
	var along []string
	for _, c := range exposed {
		if len(c.Seen) > 0 {
			along = append(along, fmt.Sprintf("%s (seen by %d, expects %v)", g.label(c.At), len(c.Seen), c.Expected))
		}
	}
	fmt.Fprintf(w, "Along the best move, exposed at: %s\n", strings.Join(along, ", "))
	var posts []hex.Hex
	for _, e := range enemies {
		posts = append(posts, e.At)
	}
	unseen, err := world.Unseen(posts, advise.Options{Workers: 1})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Hexes no Red unit sees: %d of %d, among them %s\n", len(unseen), g.Map.Len(), g.labels(unseen[:min(8, len(unseen))]))
	cells, err := world.ThreatMap(pz, enemies, advise.Options{})
	if err != nil {
		return err
	}
	return heatMap(w, g, pz, cells, ranked, filepath.Join(dir, "hexgame-threat.svg"))
}

// heatMap shades each hex by the steps unit pz there expects to lose,
// with a legend of the shades, and draws its move to the best position,
// saying why it is best.
func heatMap(w io.Writer, g *Game, pz int, cells []advise.Cell[hex.Hex], ranked []advise.Position[hex.Hex], file string) error {
	u := g.Units[pz]
	c := draw.NewHex(layout, g.Map.Hexes(), 36)
	c.SetTitle("hexgame: threat to the " + u.Name)
	expected := make(map[hex.Hex]float64, len(cells))
	for _, cell := range cells {
		expected[cell.At] = cell.Expected.Float64()
	}
	errs := []error{c.HexMap(g.Map), c.Heat(draw.Heat{
		Value: func(h hex.Hex) (float64, bool) { x, ok := expected[h]; return x, ok },
		Name:  "expected steps lost",
		Unit:  "steps",
	})}
	// A thicker path: its arrowheads stand out from the dots on its hexes.
	b := ranked[0]
	st := c.Style
	c.Style.StrokeWidth = 2.25
	errs = append(errs, c.HexPath(b.Path, nil))
	c.Style = st
	errs = append(errs, g.drawUnits(c))
	if err := errors.Join(errs...); err != nil {
		return err
	}
	text := fmt.Sprintf("The steps the %s (%d steps) expects to lose in each hex, exactly: every Red unit able to attack it there "+
		"attacks alone on the CRT. The legend is the whole ramp, five equal bands from the least to the most; a band may hold no hex. "+
		"Clear hexes show the shade alone, forest and city are hatched over it. ", u.Name, u.Steps)
	text += fmt.Sprintf("The arrow is its best move, to %s, by the steps it expects to deal minus half those it expects to lose (%v", g.label(b.To), b.Score)
	if b.Best >= 0 {
		s := b.Shots[b.Best]
		text += fmt.Sprintf(": it attacks %s expecting %v steps and risks %v", g.Units[g.Pieces(pz)[s.Target].Unit].ID, s.Expected, b.Risk.Expected)
	}
	text += ")"
	var tied []string
	for _, p := range ranked[1:] {
		if p.Score.Cmp(b.Score) == 0 {
			tied = append(tied, g.label(p.To))
		}
	}
	if len(tied) > 0 {
		last := len(tied) - 1
		list := tied[last]
		if last > 0 {
			list = strings.Join(tied[:last], ", ") + " and " + list
		}
		text += fmt.Sprintf("; %s score the same, and ties keep map order", list)
	}
	c.Caption(text + ".")
	return save(w, file, c)
}
