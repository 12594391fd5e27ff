package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/rulesets/heavygear"
	"github.com/warkit/warkit/terrain"
)

// Picture is one of the tour's pictures and the scene it is drawn on,
// for the explorer: the section that draws it, and the scene to explore
// on it (a hex map, a table, or neither for a chart).
type Picture struct {
	// Name is the tour's file name, such as "cem-sight.svg".
	Name string
	// Section is the index in Sections of the section that draws it.
	Section int
	// Hex or Table opens the scene; both nil for a picture with no map
	// to explore (a chart, a log of steps, a table with no board).
	Hex   func() (*HexScene, error)
	Table func() (*TableScene, error)
}

// Catalog lists the tour's pictures in the tour's order.
func Catalog() []Picture {
	return []Picture{
		{Name: "hex-lines.svg", Section: 0, Hex: plainScene},
		{Name: "hex-arcs.svg", Section: 0, Hex: plainScene},
		{Name: "table.svg", Section: 1, Table: tableScene},
		{Name: "combat-odds.svg", Section: 2},
		{Name: "napoleonic-column.svg", Section: 3, Hex: napoleonicScene},
		{Name: "napoleonic-reach.svg", Section: 3, Hex: napoleonicScene},
		{Name: "tactical-steps.svg", Section: 4},
		{Name: "tactical-threat.svg", Section: 5, Hex: tacticalScene},
		{Name: "cem-sight.svg", Section: 6, Table: func() (*TableScene, error) { return cemScene(false) }},
		{Name: "cem-move.svg", Section: 6, Table: func() (*TableScene, error) { return cemScene(true) }},
		{Name: "skirmish-ground.svg", Section: 7},
		{Name: "skirmish-roof.svg", Section: 7},
		{Name: "heavygear.svg", Section: 8, Table: heavygearScene},
	}
}

// HexScene is a hex map of the tour with what stands on it and the rules
// it is read by.
type HexScene struct {
	Map *terrain.HexMap
	// Frame returns a new canvas framed as the tour's picture (the same
	// window and scale) with the map drawn on it; overlays go on it, then
	// Pieces.
	Frame func() (*draw.Canvas, error)
	// Pieces draws the counters on top; nil for none.
	Pieces func(c *draw.Canvas) error
	// Sight reads hex sight on the map, as SightRule says in words.
	Sight     *hexsight.Sight
	SightRule string
	// Units are the units that can move, each with its step cost.
	Units []HexUnit
	// Threat, if not nil, computes the scene's threat map as a heat map,
	// and says what it shows.
	Threat func() (draw.Heat, string, error)
}

// HexUnit is a unit that moves on a hex map.
type HexUnit struct {
	Name    string
	At      hex.Hex
	Cost    move.StepCost
	Options move.ReachOptions
	// Rule says how its steps are priced, in words.
	Rule string
	// Anywhere makes it a mover that starts where the user clicks (on a
	// map that comes with no units); At is then unused.
	Anywhere bool
}

// TableScene is a board of the tour with what stands on it and the rules
// it is read by.
type TableScene struct {
	Board *terrain.Board
	// Frame returns a new canvas framed as the tour's picture with the
	// board drawn on it; overlays go on it, then Pieces.
	Frame func() (*draw.Canvas, error)
	// Pieces draws the figures and counters on top; nil for none.
	Pieces func(c *draw.Canvas) error
	// Sight judges the sight line from one point to another and, if c
	// is not nil, draws it on c; SightRule says the rule in words.
	Sight     func(c *draw.Canvas, from, to orb.Point) (TableSight, error)
	SightRule string
	// Units are the figures that can move, each with the cost of a path.
	Units []TableUnit
}

// TableSight is a verdict on a table and its working.
type TableSight struct {
	Seen bool
	// Verdict says it in a few words ("seen", "not seen", "concealment 2").
	Verdict string
	// Lines explain it, one line per term or crossing.
	Lines []string
}

// TableUnit is a figure that moves on a table: where it stands, its
// allowance and what a path costs it, in the board's unit.
type TableUnit struct {
	Name      string
	At        orb.Point
	Allowance float64
	Cost      func(path orb.LineString) (ground.PathCost, error)
}

func plainScene() (*HexScene, error) {
	m, err := plainMap()
	if err != nil {
		return nil, err
	}
	hs, err := hexsight.New(m, hexsight.Rules{})
	if err != nil {
		return nil, err
	}
	at, err := parse("0204")
	if err != nil {
		return nil, err
	}
	return &HexScene{
		Map:       m,
		Frame:     frameHex(func() *draw.Canvas { return draw.NewHexMap(m, 26) }, m),
		Sight:     hs,
		SightRule: "clear ground everywhere: nothing blocks or hinders sight",
		Units: []HexUnit{{Name: "the unit in 0204", At: at, Cost: move.Uniform(1),
			Options: move.ReachOptions{Allowance: 4}, Rule: "1 MP a hex, 4 MP (the explorer's choice: the tour gives it none)"}},
	}, nil
}

func napoleonicScene() (*HexScene, error) {
	hm, m, head, err := napoleonicMap()
	if err != nil {
		return nil, err
	}
	hs, err := hexsight.New(hm, hexsight.Rules{})
	if err != nil {
		return nil, err
	}
	enemy, cost, opts := napoleonicReach(m, head)
	return &HexScene{
		Map:       hm,
		Frame:     frameHex(func() *draw.Canvas { return napoleonicWindow(hm) }, hm),
		Pieces:    func(c *draw.Canvas) error { return napoleonicCounters(c, head, enemy) },
		Sight:     hs,
		SightRule: "open and cultivated ground: nothing blocks or hinders sight",
		Units: []HexUnit{{Name: "2/17e (French battalion)", At: head, Cost: cost, Options: opts,
			Rule: "napoleonic step costs (open 1 MP, cultivated 2 MP), 3 MP; the British zone of control ends the move"}},
	}, nil
}

func tacticalScene() (*HexScene, error) {
	g, pieces, err := newTacGame()
	if err != nil {
		return nil, err
	}
	m := g.Ground.Map()
	me, enemies := pieces[0], pieces[1:]
	threat := func() (draw.Heat, string, error) {
		world := g.world(g.Units[me.Unit].Steps)
		cells, err := world.ThreatMap(me.Unit, enemies, advise.Options{})
		if err != nil {
			return draw.Heat{}, "", err
		}
		ranked, err := world.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{})
		if err != nil {
			return draw.Heat{}, "", err
		}
		var best []hex.Hex
		for _, p := range ranked[:min(3, len(ranked))] {
			best = append(best, p.To)
		}
		return threatHeat(cells, best), "the exact expected steps a section loses to the Belgian fire in each hex (advise.ThreatMap); the three best positions for GE 1/A ringed", nil
	}
	u := g.Units[me.Unit]
	return &HexScene{
		Map:       m,
		Frame:     frameHex(func() *draw.Canvas { return draw.NewHexMap(m, 30) }, m),
		Pieces:    func(c *draw.Canvas) error { return tacticalCounters(c, g, pieces) },
		Sight:     g.Sight.Sight(),
		SightRule: "woods and farms block sight (the tour's reading: the seed gives no sight rule)",
		Units: []HexUnit{{Name: u.ID, At: me.At, Cost: g.Ground.StepCost(), Options: move.ReachOptions{Allowance: u.MP},
			Rule: fmt.Sprintf("tactical step costs (clear and hillside 1 MP, wood and farm 2 MP), %g MP", u.MP)}},
		Threat: threat,
	}, nil
}

// frameHex wraps a hex canvas constructor into a Frame that draws m.
func frameHex(frame func() *draw.Canvas, m *terrain.HexMap) func() (*draw.Canvas, error) {
	return func() (*draw.Canvas, error) {
		c := frame()
		return c, c.HexMap(m)
	}
}

// frameTable wraps a table canvas constructor into a Frame that draws b.
func frameTable(frame func() *draw.Canvas, b *terrain.Board) func() (*draw.Canvas, error) {
	return func() (*draw.Canvas, error) {
		c := frame()
		return c, c.Board(b)
	}
}

func tableScene() (*TableScene, error) {
	board, err := tableBoard()
	if err != nil {
		return nil, err
	}
	rule, err := tableRule(board)
	if err != nil {
		return nil, err
	}
	a, b := tableBases()
	tr := los.NewTracer(board)
	return &TableScene{
		Board: board,
		Frame: frameTable(func() *draw.Canvas { return draw.New(board.Extent(), 6) }, board),
		Pieces: func(c *draw.Canvas) error {
			// Grey, as the tour draws them: Style.Observer is the sight
			// line's own blue.
			return errors.Join(c.Base(a, "", c.Style.Blocker), c.Base(b, "", c.Style.Blocker))
		},
		Sight: func(c *draw.Canvas, from, to orb.Point) (TableSight, error) {
			sg, err := tr.Trace(geom.Segment{A: from, B: to}, 0, 0)
			if err != nil {
				return TableSight{}, err
			}
			v := los.Feed(sg, rule)
			s := TableSight{Seen: v.Seen, Verdict: fmt.Sprintf("seen, visibility %g", v.Score),
				Lines: Crossings(board, sg, v)}
			if c != nil {
				err = c.SightLine(sg.Segment, sg.Crossings, v)
			}
			return s, err
		},
		SightRule: "the tour's illustrative rule: each feature's visibility once per 5 m chunk inside an area and once per line crossed; it never blocks",
	}, nil
}

// Crossings explains a traced sight line as a rule read it: one line per
// crossing, in order from the observer, with what it added.
func Crossings(board *terrain.Board, sg *los.Sight, v los.Verdict) []string {
	read := make(map[int]los.Contribution, len(v.Contributions))
	for _, c := range v.Contributions {
		read[c.Crossing] = c
	}
	unit := board.Unit()
	var lines []string
	for i, c := range sg.Crossings {
		f := board.Feature(c.Feature)
		var where string
		if c.Shape == terrain.Area {
			where = fmt.Sprintf("%.2f..%.2f %s inside (%.2f %s)", c.Enter, c.Leave, unit, c.Length, unit)
		} else {
			where = fmt.Sprintf("%v at %.2f %s", c.Contact, c.Enter, unit)
		}
		what := "not read"
		if r, ok := read[i]; ok {
			switch {
			case r.Exempt:
				what = "exempt"
			case r.Blocks:
				what = "blocks"
			default:
				what = fmt.Sprintf("adds %g", r.Amount)
			}
		}
		lines = append(lines, fmt.Sprintf("%s %q: %s: %s", f.Type, f.ID, where, what))
	}
	if len(lines) == 0 {
		lines = append(lines, "crosses no feature")
	}
	return lines
}

func cemScene(moving bool) (*TableScene, error) {
	sc, tb, b, err := cemBoard()
	if err != nil {
		return nil, err
	}
	frame := func() *draw.Canvas { return draw.New(tb.Extent(), 4) }
	if moving {
		frame = func() *draw.Canvas { return draw.New(orb.Bound{Min: orb.Point{20, 40}, Max: orb.Point{80, 80}}, 10) }
	}
	tr := los.NewTracer(tb)
	var units []TableUnit
	for _, f := range sc.British.Figures {
		units = append(units, TableUnit{Name: "British " + f.ID, At: f.At, Allowance: sc.British.Allowance(), Cost: b.Cost})
	}
	return &TableScene{
		Board:  tb,
		Frame:  frameTable(frame, tb),
		Pieces: func(c *draw.Canvas) error { return cemFigures(c, sc) },
		Sight: func(c *draw.Canvas, from, to orb.Point) (TableSight, error) {
			s, err := b.LoS(cem.End{At: from}, cem.End{At: to})
			if err != nil {
				return TableSight{}, err
			}
			verdict := "seen"
			if !s.Seen {
				verdict = "not seen"
			}
			out := TableSight{Seen: s.Seen, Verdict: fmt.Sprintf("%s, visibility %g", verdict, s.Score),
				Lines: strings.Split(strings.TrimRight(s.String(), "\n"), "\n")}
			if c != nil {
				err = cemSightLine(c, tr, b, cem.End{At: from}, cem.End{At: to})
			}
			return out, err
		},
		SightRule: "CeM: visibility summed per 5 m chunk and per linear feature, seen below 2 (CEM-L3, L4); a second crest crossing interrupts the line (CEM-C2)",
		Units:     units,
	}, nil
}

func heavygearScene() (*TableScene, error) {
	b, err := heavygearTable()
	if err != nil {
		return nil, err
	}
	c, err := heavygear.NewConcealer(b, heavygear.Rules{})
	if err != nil {
		return nil, err
	}
	shooter, from, target, sit := heavygearShot()
	return &TableScene{
		Board:  b,
		Frame:  frameTable(func() *draw.Canvas { return draw.New(b.Extent(), 20) }, b),
		Pieces: func(pic *draw.Canvas) error { return heavygearCounters(pic, from, target) },
		Sight: func(pic *draw.Canvas, p, q orb.Point) (TableSight, error) {
			conc, err := c.Conceal(p, shooter.Size, geom.Disc{Center: q, R: target.R}, sit)
			if err != nil {
				return TableSight{}, err
			}
			s := TableSight{Seen: !conc.Hidden, Verdict: fmt.Sprintf("concealment %d", conc.Score),
				Lines: strings.Split(strings.TrimRight(conc.String(), "\n"), "\n")}
			if conc.Hidden {
				s.Verdict = "hidden"
			}
			if pic != nil {
				err = pic.Segment(geom.Segment{A: p, B: q}, "line of fire", pic.Style.Sight, false)
			}
			return s, err
		},
		SightRule: "Heavy Gear concealment (HG-K3, K4) of a Size-6 gear on a 0.75 in base at the second point, at combat speed behind one vehicle, against fire from the first",
	}, nil
}

// Draw runs section i of Sections, its text discarded, and returns the
// pictures it draws as SVG documents by name: the tour's pictures, byte
// for byte.
func Draw(i int) (map[string][]byte, error) {
	sections := Sections()
	if i < 0 || i >= len(sections) {
		return nil, fmt.Errorf("scenes: no section %d", i)
	}
	p := keep{}
	if err := sections[i].Run(io.Discard, p); err != nil {
		return nil, err
	}
	return p, nil
}

// keep keeps pictures as SVG documents by name.
type keep map[string][]byte

func (k keep) Save(_ io.Writer, name string, c *draw.Canvas) error {
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return err
	}
	k[name] = b.Bytes()
	return nil
}
