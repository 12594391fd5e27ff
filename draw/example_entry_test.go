package draw_test

import (
	"bytes"
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// texts returns the text of every <text> element of a picture, in order.
func texts(c *draw.Canvas) []string {
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return []string{err.Error()}
	}
	var out []string
	for _, m := range regexp.MustCompile(`<text [^>]*>([^<]*)</text>`).FindAllStringSubmatch(b.String(), -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return out
}

// A map numbered in columns (odd-q) is drawn with flat-topped hexes; one
// numbered in rows with pointy ones. LayoutOf reads it from the labels.
func ExampleLayoutOf() {
	cols, _ := terrain.NewHexMap(terrain.HexMapData{Cols: 2, Rows: 2, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	rowsFirst := hex.StandardLabels
	rowsFirst.Offset = hex.OddR
	rows, _ := terrain.NewHexMap(terrain.HexMapData{Cols: 2, Rows: 2, Labels: rowsFirst,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	fmt.Println(draw.LayoutOf(cols).Orientation, draw.LayoutOf(rows).Orientation)
	// Output: flat pointy
}

// A window of columns 2 to 3 and rows 1 to 2 of a bigger map: only its
// four hexes are drawn, whole, each with its printed number, and the
// legend names their terrain.
func ExampleNewHexWindow() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{Cols: 10, Rows: 8, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	c := draw.NewHexWindow(m, hex.Offset{Col: 1, Row: 0}, hex.Offset{Col: 2, Row: 1}, 30)
	c.HexMap(m)
	fmt.Println(texts(c))
	// Output: [0201 0301 0202 0302 clear]
}

// A unit with 2 MP on open ground: every hex it reaches shows the MP left
// on arrival, in the canvas's unit, and the legend says what the fill
// means.
func ExampleCanvas_Reach() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 3, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	start, _ := m.Parse("0202")
	cost := move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) { return 1, m.Contains(to) })
	tree, _ := move.Reach(move.RectOf(m), start, cost, move.ReachOptions{Allowance: 1})
	c := draw.NewHexMap(m, 30)
	c.Style.HexLabels = false
	c.Reach(tree)
	fmt.Println(texts(c))
	// Output: [0 0 1 0 0 0 0 reached: MP left start]
}

// A stack of two counters on a hex: the top one shows its name, its
// NATO symbol (an X for infantry) and its values.
func ExampleCanvas_Counters() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 3, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	h, _ := m.Parse("0202")
	c := draw.NewHexMap(m, 40)
	c.Style.HexLabels = false
	c.Counters(h, []draw.Counter{
		{Name: "1/95", Symbol: draw.Infantry, Values: "4-3-4", Selected: true},
		{Name: "RHA", Symbol: draw.Artillery, Values: "3-1-3"},
	})
	fmt.Println(texts(c))
	// Output: [1/95 4-3-4 selected]
}

// The exact odds of a 2D6 check against 8: a bar per result with its
// fraction and percentage.
func ExampleNewOutcomes() {
	twoD6, _ := combat.TwoD6.Dist()
	odds := combat.MapDist(twoD6, func(v int) string {
		if v <= 8 {
			return "pass"
		}
		return "fail"
	})
	c := draw.NewOutcomes(odds, nil)
	fmt.Println(texts(c))
	// Output: [probability 72.2% 0.0% result 13/18 72.2% pass 5/18 27.8% fail]
}

// Two steps of a sequence on a timeline: the morale check's chances as
// bars, the one rolled marked.
func ExampleNewSteps() {
	c := draw.NewSteps([]draw.Step{
		{Title: "morale check", Odds: "2d6 <= 9", Lines: []string{"rolled 10: fail"},
			Chances: []draw.Chance{{Name: "pass", P: 5.0 / 6}, {Name: "fail", P: 1.0 / 6, Happened: true}}},
		{Title: "assault", Lines: []string{"1d6 rolled 5: 0/1"}},
	})
	fmt.Println(strings.Join(texts(c), " | "))
	// Output: 1 | morale check | 2d6 <= 9 | pass | 83.3% | fail | 16.7%: rolled | rolled 10: fail | 2 | assault | 1d6 rolled 5: 0/1 | the chance of each result | the result rolled
}

// A path across a table in metres: the costs are written in the board's
// unit, and the legend starts with a scale bar in it.
func ExampleCanvas_PathCost() {
	board, _ := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{30, 10}}, Unit: "m"})
	g, _ := ground.New(board, ground.RateTable{}.Rate, ground.Options{Open: 1})
	var tape ground.Tape
	pc, _ := g.Cost(&tape, orb.LineString{{2, 5}, {18, 5}})
	c := draw.New(board.Extent(), 10)
	c.Board(board)
	c.PathCost(pc)
	fmt.Println(texts(c))
	// Output: [total 16 m 10 m no feature (the table) open ground (rate 1 or less)]
}

// Two bases blocked by a third: the blocker is outlined in red, not
// repainted, and the verdict is written over the target.
func ExampleCanvas_Witness() {
	from := geom.Disc{Center: orb.Point{1, 2}, R: 0.5}
	to := geom.Disc{Center: orb.Point{9, 2}, R: 0.5}
	blockers := []los.Blocker{{Disc: geom.Disc{Center: orb.Point{5, 2}, R: 1}, Height: 1}}
	var s los.BaseSolver
	r, _ := s.LoS(&los.BaseQuery{From: from, To: to, Blockers: blockers})
	c := draw.New(orb.Bound{Max: orb.Point{10, 4}}, 30)
	c.SetUnit("in") // no board drawn: the scale bar needs the unit
	c.Witness(from, to, r, blockers)
	fmt.Println(texts(c))
	// Output: [not seen 2 in blocker (a base or a piece) blocks the sight line observer target centre to centre, no clear line]
}
