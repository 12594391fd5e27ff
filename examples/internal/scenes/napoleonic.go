package scenes

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/rulesets/napoleonic"
	"github.com/warkit/warkit/terrain"
)

// napoleonicTour shows the NAPOLEONIC ruleset on a small open map: the 7e
// Dragons' column of companies snaking through cultivated ground (NAP-F6),
// the 8th KGL's volley (NAP-L7), and a flank refused by a friendly line
// (NAP-L9).
func napoleonicTour(w io.Writer, pics Pictures) error {
	hm, m, head, err := napoleonicMap()
	if err != nil {
		return err
	}
	hex1 := head.Neighbor(0)

	dragons := napoleonic.Unit{
		Name: "7e Dragons", Arm: napoleonic.Cavalry, Increments: 12, Values: napoleonic.Values{Melee: 9},
		Formation: napoleonic.ColumnOfCompanies, Head: head, Facing: hex.SideFacing(0),
	}
	portions, err := m.Portions(dragons)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "The %s, %d increments in %v, %d hexes head to tail:", dragons.Name, dragons.Increments, dragons.Formation, len(portions))
	for _, p := range portions {
		fmt.Fprintf(w, " %s (%d)", labels(p.Hex), p.Increments)
	}
	fmt.Fprintf(w, "\nHex %s ahead of the head is cultivated (2 MP); the rest is open (1 MP).\n", labels(hex1))
	path := []hex.Hex{hex1}
	for len(path) < 4 {
		path = append(path, path[len(path)-1].Neighbor(0))
	}
	mv, err := m.Move(dragons, path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "The column moves like a snake and pays its dearest portion each step (%s):\n", napoleonic.Cite("NAP-F6"))
	for i, s := range mv.Steps {
		fmt.Fprintf(w, "  step %d: head to %s  +%v MP  = %v MP\n", i+1, labels(s.Head), s.MP, s.Total)
	}

	kgl := napoleonic.Unit{
		Name: "8th KGL", Arm: napoleonic.Infantry, Increments: 6, Nationality: "KGL",
		Formation: napoleonic.Line, Width: 2, Head: head.Add(hex.Hex{Q: 2, R: 2}), Facing: hex.VertexFacing(1),
	}
	v, err := m.LineFire(kgl, 0, nil, napoleonic.SampleFireEffects())
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nThe %s, %d increments in a line of %d hexes, fires from one hex (%s): %v\n", kgl.Name, kgl.Increments, kgl.Width, napoleonic.Cite("NAP-L7"), v)

	line := func(name string, h hex.Hex) napoleonic.Unit {
		return napoleonic.Unit{Name: name, Arm: napoleonic.Infantry, Increments: 4, Formation: napoleonic.Line, Head: h, Facing: hex.VertexFacing(1)}
	}
	p := head.Add(hex.Hex{Q: 6, R: 1})
	the44th, the42nd := line("44th Foot", p), line("42nd Black Watch", p.Neighbor(5))
	flank := p.Neighbor(0)
	alone, err := m.ArcOf(the44th, nil, flank)
	if err != nil {
		return err
	}
	with, err := m.ArcOf(the44th, []napoleonic.Unit{the42nd}, flank)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nThe %s in line at %s; hex %s is its right %v.\n", the44th.Name, labels(p), labels(flank), alone.Arc)
	fmt.Fprintf(w, "With the %s in line at %s, that hex is in the 42nd's front: refused, it counts as %v (%s).\n",
		the42nd.Name, labels(the42nd.Head), with.Arc, napoleonic.Cite("NAP-L9"))

	if err := napoleonicColumnPicture(w, pics, hm, dragons, portions, path, mv); err != nil {
		return err
	}
	return napoleonicReachPicture(w, pics, hm, m, head)
}

// napoleonicColumnPicture draws the column's move with the cost of every
// step, on a window of the map (columns 1 to 9, rows 1 to 7).
func napoleonicColumnPicture(w io.Writer, pics Pictures, hm *terrain.HexMap, dragons napoleonic.Unit, portions []napoleonic.Portion, path []hex.Hex, mv napoleonic.Movement) error {
	head := dragons.Head
	c := napoleonicWindow(hm)
	c.SetTitle("The 7e Dragons' column moves like a snake (NAP-F6)")
	c.Caption("The 7e Dragons (blue outline, counter on the head in " + labels(head) + ": melee 9, 12 increments) move four hexes; each step pays the dearest portion:")
	c.Caption("the cultivated hex costs 2 MP for as long as a company is in it.")
	body := make([]hex.Hex, len(portions))
	for i, p := range portions {
		body[i] = p.Hex
	}
	steps := append([]hex.Hex{head}, path...)
	notes := []string{""}
	for _, s := range mv.Steps {
		notes = append(notes, fmt.Sprintf("+%v=%v", s.MP, s.Total))
	}
	dragonsCounter := draw.Counter{Name: "7e Dr.", Symbol: draw.Cavalry, Values: fmt.Sprintf("%d-%d", dragons.Values.Melee, dragons.Increments),
		Colour: frenchColour, Faced: true, Facing: dragons.Facing}
	if err := errors.Join(c.HexMap(hm), drawBody(c, body, dragons.Facing, ""), c.HexPath(steps, notes),
		c.Counters(head, []draw.Counter{dragonsCounter})); err != nil {
		return err
	}
	return pics.Save(w, "napoleonic-column.svg", c)
}

// napoleonicReachPicture draws how far a single-hex unit with 3 MP gets
// from head, next to an enemy whose zone of control stops it, on the same
// window.
func napoleonicReachPicture(w io.Writer, pics Pictures, hm *terrain.HexMap, m *napoleonic.Map, head hex.Hex) error {
	enemy, notEnemy, opts := napoleonicReach(m, head)
	tree, err := move.Reach(move.RectOf(hm), head, notEnemy, opts)
	if err != nil {
		return err
	}
	r := napoleonicWindow(hm)
	r.SetTitle("Reach with 3 MP from " + labels(head))
	r.Caption("A French battalion in " + labels(head) + " with 3 MP, next to a British battalion in " + labels(enemy) + ": the MP left on")
	r.Caption("arrival in every hex it reaches (move.Reach); entering the British zone of control ends its move.")
	r.Key(britishColour, "British counter")
	r.Key(frenchColour, "French counter")
	ring := hex.AppendRing(nil, enemy, 1)
	// The zone over the reach: the reach's shades are opaque.
	if err := errors.Join(r.HexMap(hm), r.Reach(tree), r.ZOC(slices.Values(ring)),
		napoleonicCounters(r, head, enemy)); err != nil {
		return err
	}
	return pics.Save(w, "napoleonic-reach.svg", r)
}

// napoleonicMap is the Napoleonic tour's open 16 x 12 map, with one
// cultivated hex ahead of the hex 0503 where its units stand, read by the
// default reading of every rule.
func napoleonicMap() (*terrain.HexMap, *napoleonic.Map, hex.Hex, error) {
	head, err := parse("0503")
	if err != nil {
		return nil, nil, hex.Hex{}, err
	}
	d := terrain.HexMapData{Cols: 16, Rows: 12, Labels: hex.StandardLabels, Types: napoleonic.Types(), Fill: "open",
		Hexes: []terrain.HexData{{Hex: head.Neighbor(0), Type: "cultivated"}}}
	hm, err := terrain.NewHexMap(d)
	if err != nil {
		return nil, nil, hex.Hex{}, err
	}
	m, err := napoleonic.NewMap(hm, napoleonic.Rules{}) // the default reading of every rule
	if err != nil {
		return nil, nil, hex.Hex{}, err
	}
	return hm, m, head, nil
}

// napoleonicWindow frames the Napoleonic pictures: columns 1 to 9, rows
// 1 to 7 of the map.
func napoleonicWindow(hm *terrain.HexMap) *draw.Canvas {
	return draw.NewHexWindow(hm, hex.Offset{Col: 0, Row: 0}, hex.Offset{Col: 8, Row: 6}, 56)
}

// napoleonicReach is the reach scene: a British battalion beside head
// whose zone of control stops a French battalion of 3 MP moving from
// head, and the step cost and options of that move.
func napoleonicReach(m *napoleonic.Map, head hex.Hex) (enemy hex.Hex, cost move.StepCost, opts move.ReachOptions) {
	enemy = head.Add(hex.Hex{Q: 2, R: -1})
	zone := func(h hex.Hex) move.Zones {
		if h.Distance(enemy) == 1 {
			return 1
		}
		return 0
	}
	steps := m.StepCost()
	notEnemy := func(from, to hex.Hex, s hex.Side) (float64, bool) {
		if to == enemy {
			return 0, false
		}
		return steps(from, to, s)
	}
	return enemy, notEnemy, move.ReachOptions{Allowance: 3, ZOC: move.ZOC{Zones: zone}}
}

// napoleonicCounters draws the reach scene's counters: the British
// battalion on enemy, the French battalion (selected) and battery on head.
func napoleonicCounters(c *draw.Canvas, head, enemy hex.Hex) error {
	return errors.Join(
		c.Counters(enemy, []draw.Counter{{Name: "1/95", Symbol: draw.Infantry, Values: "4-3-4", Colour: britishColour, Faced: true, Facing: hex.SideFacing(3)}}),
		c.Counters(head, []draw.Counter{
			{Name: "2/17e", Symbol: draw.Infantry, Values: "5-4-3", Colour: frenchColour, Faced: true, Facing: hex.SideFacing(0), Selected: true},
			{Name: "4e", Symbol: draw.Artillery, Values: "3-1-3", Colour: frenchColour},
		}))
}

// The sides' counter colours, light enough for the counters' dark ink.
const (
	frenchColour  = "#a9c4eb"
	britishColour = "#f2a7a0"
)

// drawBody draws a unit's hexes as a footprint when a column footprint
// places them, and as outlined hexes otherwise.
func drawBody(c *draw.Canvas, body []hex.Hex, f hex.Facing, name string) error {
	if len(body) == 0 {
		return nil
	}
	fp := hex.ColumnFootprint(len(body))
	if slices.Equal(fp.AppendPlaced(nil, body[0], f), body) {
		return c.Footprint(fp, body[0], f, name)
	}
	return c.HexLine(body)
}
