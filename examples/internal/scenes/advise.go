package scenes

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/rulesets/tactical"
	"github.com/warkit/warkit/terrain"
)

// sightBlocks is the tour's own sight rule for the tactical map: the seed
// has no line-of-sight rule, so woods and farms are read as blocking.
var sightBlocks = terrain.Flag("tour.blocks")

// tacticalField is a 12 x 9 map of TACTICAL terrain (entry MP and fire
// divisors from the ruleset's traits) with two woods, a farm and a crest.
func tacticalField() (*terrain.HexMap, error) {
	var hexes []terrain.HexData
	put := func(typ string, labels ...string) {
		for _, l := range labels {
			h, _ := hex.StandardLabels.Parse(l)
			hexes = append(hexes, terrain.HexData{Hex: h, Type: typ})
		}
	}
	put("wood", "0403", "0404", "0503", "0504", "0902", "0903", "1002")
	put("farm", "0707", "0807")
	put("hillside", "0605", "0606", "0705")
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: 12, Rows: 9, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear", tactical.FireDivisor.Is(2), tactical.MoveCost.Is(1)),
			terrain.NewType("hillside", tactical.FireDivisor.Is(2), tactical.MoveCost.Is(1), tactical.CrestLine.Is(true)),
			terrain.NewType("wood", tactical.FireDivisor.Is(3), tactical.MoveCost.Is(2), sightBlocks.Is(true)),
			terrain.NewType("farm", tactical.FireDivisor.Is(3), tactical.MoveCost.Is(2), sightBlocks.Is(true)),
		},
		Hexes: hexes,
	})
}

// tacUnit is a section on the tactical map.
type tacUnit struct {
	ID    string
	Side  string
	Steps int
	Fire  combat.Frac // fire factors
	Range int         // hexes (the tour's reading: the seed gives none)
	MP    float64
}

// tacGame is the tactical ruleset wired into advise: places are hexes,
// units indexes into Units.
type tacGame struct {
	Ground *tactical.Ground
	Sight  *hexsight.Shared
	Table  *combat.Table[int]
	Units  []tacUnit
}

// world builds the advise.World for a target of the given steps from the
// ruleset's own functions: sight by a shared hex LoS, fire by
// tactical.Fire.Odds on the Fire Table, reach by move.Reach with
// tactical.Ground.StepCost. Fires are independent and their hits add
// (TAC-F2), but a section cannot lose more steps than it has.
func (g *tacGame) world(steps int) *advise.World[hex.Hex, int] {
	return &advise.World[hex.Hex, int]{
		Places: slices.Collect(g.Ground.Map().Hexes()),
		Sight:  g.Sight.Sees,
		Fire:   g.fire,
		Reach:  g.reach,
		Combine: func(damage []combat.Dist) (combat.Dist, error) {
			sum, err := advise.Independent(damage)
			if err != nil {
				return combat.Dist{}, err
			}
			return sum.Clamp(0, steps)
		},
	}
}

// fire is the exact distribution of the steps target loses to shooter's
// fire (TAC-F1, F2: one step per hit, at most the steps it has).
func (g *tacGame) fire(shooter int, from hex.Hex, target int, at hex.Hex) (combat.Dist, bool, error) {
	if shooter < 0 || shooter >= len(g.Units) || target < 0 || target >= len(g.Units) {
		return combat.Dist{}, false, fmt.Errorf("tour: no units %d and %d", shooter, target)
	}
	s, t := g.Units[shooter], g.Units[target]
	if s.Side == t.Side || from == at || from.Distance(at) > s.Range {
		return combat.Dist{}, false, nil
	}
	div, err := g.Ground.Divisor(at)
	if err != nil {
		return combat.Dist{}, false, err
	}
	crest, err := g.Ground.OnCrest(at)
	if err != nil {
		return combat.Dist{}, false, err
	}
	odds, err := tactical.Fire{Factors: s.Fire, Crest: crest, Divisor: div}.Odds(g.Table)
	if err != nil {
		return combat.Dist{}, false, err
	}
	w := make([]int64, t.Steps+1)
	for i := range odds.Len() {
		x := odds.At(i)
		w[min(max(x.Result, 0), t.Steps)] += x.Weight
	}
	d, err := combat.NewDist(0, w...)
	return d, err == nil, err
}

// reach lists the hexes unit i may end its move in, staying put included,
// by the ruleset's step cost.
func (g *tacGame) reach(i int, from hex.Hex) ([]advise.Move[hex.Hex], error) {
	if i < 0 || i >= len(g.Units) {
		return nil, fmt.Errorf("tour: no unit %d", i)
	}
	t, err := move.Reach(move.RectOf(g.Ground.Map()), from, g.Ground.StepCost(), move.ReachOptions{Allowance: g.Units[i].MP})
	if err != nil {
		return nil, err
	}
	var out []advise.Move[hex.Hex]
	for h, a := range t.All() {
		out = append(out, advise.Move[hex.Hex]{To: h, Left: a.MPLeft, Path: t.AppendPath(nil, h)})
	}
	return out, nil
}

// newTacGame sets the scene: three Belgian sections hold the farm and the
// woods' edge; a German section with 4 MP looks for a firing position.
func newTacGame() (*tacGame, []advise.Piece[hex.Hex, int], error) {
	m, err := tacticalField()
	if err != nil {
		return nil, nil, err
	}
	gr, err := tactical.NewGround(m, tactical.Rules{})
	if err != nil {
		return nil, nil, err
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: sightBlocks})
	if err != nil {
		return nil, nil, err
	}
	shared, err := hexsight.NewShared(hs)
	if err != nil {
		return nil, nil, err
	}
	// The game's own Fire Table; the zero Rules plays the sample one.
	table := gr.Rules().FireTable
	if table == nil {
		if table, err = tactical.SampleFireTable(); err != nil {
			return nil, nil, err
		}
	}
	g := &tacGame{Ground: gr, Sight: shared, Table: table, Units: []tacUnit{
		{ID: "GE 1/A", Side: "German", Steps: 2, Fire: combat.Int(4), Range: 4, MP: 4},
		{ID: "BE 1", Side: "Belgian", Steps: 2, Fire: combat.Half(5), Range: 4},
		{ID: "BE 2", Side: "Belgian", Steps: 2, Fire: combat.Int(3), Range: 4},
		{ID: "BE 3", Side: "Belgian", Steps: 1, Fire: combat.Int(2), Range: 3},
	}}
	var pieces []advise.Piece[hex.Hex, int]
	for i, at := range []string{"0202", "0807", "0903", "1105"} {
		h, err := m.Parse(at)
		if err != nil {
			return nil, nil, err
		}
		pieces = append(pieces, advise.Piece[hex.Hex, int]{Unit: i, At: h})
	}
	return g, pieces, nil
}

// adviseTour shows decision support on the TACTICAL ruleset: where the
// Belgian fire is deadliest, where the German section should move to fire,
// and which hexes the Belgians cannot see, then a heat map of the threat.
func adviseTour(w io.Writer, pics Pictures) error {
	g, pieces, err := newTacGame()
	if err != nil {
		return err
	}
	me, enemies := pieces[0], pieces[1:]
	world := g.world(g.Units[me.Unit].Steps)
	m := g.Ground.Map()
	name := func(h hex.Hex) string { l, _ := m.Label(h); return l }
	fmt.Fprintf(w, "%s (%v fire factors, %g MP) faces BE 1 in %s, BE 2 in %s, BE 3 in %s; fire by the sample Fire Table, steps lost exact.\n",
		g.Units[0].ID, g.Units[0].Fire, g.Units[0].MP, name(enemies[0].At), name(enemies[1].At), name(enemies[2].At))
	cells, err := world.ThreatMap(me.Unit, enemies, advise.Options{})
	if err != nil {
		return err
	}
	hot := slices.Clone(cells)
	slices.SortStableFunc(hot, func(a, b advise.Cell[hex.Hex]) int { return b.Expected.Cmp(a.Expected) })
	fmt.Fprintln(w, "Most threatened hexes (expected steps lost by a section there):")
	for _, c := range hot[:3] {
		var who []string
		for _, t := range c.Threats {
			who = append(who, g.Units[enemies[t.Enemy].Unit].ID)
		}
		fmt.Fprintf(w, "  %s: %v (%.3f), from %s; steps lost %v\n", name(c.At), c.Expected, c.Expected.Float64(), strings.Join(who, ", "), c.Damage)
	}
	ranked, err := world.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{})
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "Best positions for GE 1/A (expected steps dealt minus steps risked):")
	var best []hex.Hex
	for _, p := range ranked[:3] {
		best = append(best, p.To)
		shot := "no shot"
		if p.Best >= 0 {
			s := p.Shots[p.Best]
			shot = fmt.Sprintf("fires at %s expecting %v steps (%v)", g.Units[enemies[s.Target].Unit].ID, s.Expected, s.Damage)
		}
		path := make([]string, len(p.Path))
		for i, h := range p.Path {
			path[i] = name(h)
		}
		fmt.Fprintf(w, "  %s via %s, %g MP left: %s; seen by %d, risks %v; score %v\n",
			name(p.To), strings.Join(path, "-"), p.Left, shot, len(p.Risk.Seen), p.Risk.Expected, p.Score)
	}
	posts := make([]hex.Hex, len(enemies))
	for i, e := range enemies {
		posts[i] = e.At
	}
	unseen, err := world.Unseen(posts, advise.Options{})
	if err != nil {
		return err
	}
	var some []string
	for _, h := range unseen[:min(6, len(unseen))] {
		some = append(some, name(h))
	}
	fmt.Fprintf(w, "Hexes no Belgian sees: %d of %d, among them %s\n", len(unseen), m.Len(), strings.Join(some, " "))
	return adviseHeat(w, pics, g, pieces, cells, best)
}

// adviseHeat draws the threat as a heat map, the best positions ringed,
// and the sections as counters.
func adviseHeat(w io.Writer, pics Pictures, g *tacGame, pieces []advise.Piece[hex.Hex, int], cells []advise.Cell[hex.Hex], best []hex.Hex) error {
	m := g.Ground.Map()
	c := draw.NewHexMap(m, 36)
	c.SetTitle("TACTICAL: where the Belgian fire hurts, and where GE 1/A should go")
	c.Caption("Each hex shaded by the exact expected steps a section there loses to the Belgian fire (sample Fire Table); ringed and numbered, the three best positions GE 1/A can reach with its 4 MP, ranked by the steps it expects to deal from there minus the steps it risks there.")
	if err := c.HexMap(m); err != nil {
		return err
	}
	if err := c.Heat(threatHeat(cells, best)); err != nil {
		return err
	}
	if err := tacticalCounters(c, g, pieces); err != nil {
		return err
	}
	return pics.Save(w, "tactical-threat.svg", c)
}

// threatHeat is the heat map of a threat map: each place shaded by the
// expected loss there, the best positions ringed.
func threatHeat(cells []advise.Cell[hex.Hex], best []hex.Hex) draw.Heat {
	expected := make(map[hex.Hex]float64, len(cells))
	for _, c := range cells {
		expected[c.At] = c.Expected.Float64()
	}
	return draw.Heat{
		Value: func(h hex.Hex) (float64, bool) { v, ok := expected[h]; return v, ok },
		Name:  "expected loss", Unit: "steps", Best: best,
	}
}

// tacticalCounters draws the sections on the tactical map, each side in
// its colour.
func tacticalCounters(c *draw.Canvas, g *tacGame, pieces []advise.Piece[hex.Hex, int]) error {
	for _, p := range pieces {
		u := g.Units[p.Unit]
		colour := "#b9d3ee"
		if u.Side == "Belgian" {
			colour = "#f4d27a"
		}
		c.Key(colour, u.Side)
		if err := c.Counters(p.At, []draw.Counter{{Name: u.ID, Symbol: draw.Infantry, Values: fmt.Sprintf("%v-%d", u.Fire, u.Steps), Colour: colour}}); err != nil {
			return err
		}
	}
	return nil
}
