package draw_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var (
	visibility = terrain.Number("visibility")
	blocking   = terrain.Flag("blocking")
	hindrance  = terrain.Number("hindrance")
	mp         = terrain.Number("mp")
)

func box(x0, y0, x1, y1 float64) orb.Ring {
	return orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
}

// testBoard is a 60 x 40 table: a field, a wood with a clearing, a hedge,
// a crest line and a well (a point feature); one ID needs escaping.
func testBoard(t testing.TB) *terrain.Board {
	t.Helper()
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{60, 40}},
		Unit:   "m",
		Types: []terrain.Type{
			terrain.NewType("field", visibility.Is(1)),
			terrain.NewType("wood", visibility.Is(2)),
			terrain.NewType("hedge", visibility.Is(1)),
			terrain.NewType("crest"),
			terrain.NewType("well"),
		},
		Features: []terrain.Feature{
			terrain.NewArea("field-1", "field", geom.Polygon{box(5, 5, 15, 35)}),
			terrain.NewArea("wood <&> 1", "wood", geom.Polygon{box(25, 10, 40, 30), box(30, 17, 34, 23)}),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{20, 2}, {20, 38}}).WithHeight(1.5),
			terrain.NewLine("crest-1", "crest", orb.LineString{{45, 2}, {50, 20}, {45, 38}}).WithHeight(3),
			terrain.NewPoint("well", "well", orb.Point{55, 5}),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func boardPicture(t testing.TB) []byte {
	b := testBoard(t)
	c := draw.New(b.Extent(), 8)
	c.SetTitle("a sight line across a small table")
	must(t, c.Board(b))
	col, err := terrain.FeatureColumn(b, visibility)
	if err != nil {
		t.Fatal(err)
	}
	rule := &los.All{Rules: []los.Rule{
		&los.ChunkSum{Weight: col.Lookup, Chunk: 5, Limit: 6},
		&crestRule{crest: func(i int) bool { return b.Feature(i).Type == "crest" }},
	}}
	tr := los.NewTracer(b)
	for _, s := range []geom.Segment{
		{A: orb.Point{2, 20}, B: orb.Point{58, 22}},
		{A: orb.Point{2, 36}, B: orb.Point{42, 36}},
	} {
		sg, err := tr.Trace(s, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		must(t, c.SightLine(sg.Segment, sg.Crossings, los.Feed(sg, rule)))
	}
	must(t, c.Base(geom.Disc{Center: orb.Point{2, 20}, R: 1}, "A", c.Style.Observer))
	// The caption's markup characters are escaped.
	c.Caption(`Two sight lines scored by visibility per 5 m, limit 6: the upper one crosses the hedge, score 1 < 6, "seen"; the lower one the field, the hedge & the wood, score 12 > 6, "not seen".`)
	return svg(t, c)
}

func hexMapData() terrain.HexMapData {
	o := func(col, row int) hex.Hex { return hex.StandardLabels.Offset.ToHex(hex.Offset{Col: col, Row: row}) }
	return terrain.HexMapData{
		Cols: 8, Rows: 6, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear", mp.Is(1)),
			terrain.NewType("woods", mp.Is(2), hindrance.Is(1)),
			terrain.NewType("town", mp.Is(1), blocking.Is(true)),
			terrain.NewType("river", blocking.Is(false)),
			terrain.NewType("wall", blocking.Is(true)),
		},
		Hexes: []terrain.HexData{
			{Hex: o(3, 2), Type: "woods"},
			{Hex: o(3, 3), Type: "woods", Elevation: 1},
			{Hex: o(5, 1), Type: "town"},
			{Hex: o(6, 4), Elevation: 2},
		},
		Sides: []terrain.SideData{
			{Side: hex.SideOf(o(2, 4), 0), SideFeature: terrain.SideFeature{Type: "river"}},
			{Side: hex.SideOf(o(2, 4), 1), SideFeature: terrain.SideFeature{Type: "river"}},
			{Side: hex.SideOf(o(5, 3), 2), SideFeature: terrain.SideFeature{Type: "wall", Height: 1, HasHeight: true}},
		},
	}
}

var layout = hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}

func hexPicture(t testing.TB) []byte {
	m, err := terrain.NewHexMap(hexMapData())
	if err != nil {
		t.Fatal(err)
	}
	c := draw.NewHex(layout, m.Hexes(), 30)
	must(t, c.HexMap(m))
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: blocking, Hindrance: hindrance, SideBlocking: blocking})
	if err != nil {
		t.Fatal(err)
	}
	var tr hexsight.Tracer
	for _, p := range [][2]string{{"0103", "0704"}, {"0101", "0801"}} {
		a, _ := m.Parse(p[0])
		b, _ := m.Parse(p[1])
		v, err := hs.LoS(&tr, a, b)
		if err != nil {
			t.Fatal(err)
		}
		must(t, c.HexSight(a, b, v))
	}
	head, _ := m.Parse("0405")
	must(t, c.Footprint(hex.ColumnFootprint(3), head, hex.SideFacing(0), "column"))
	c.Caption("Two hex sight lines: 0101 to 0801 over clear hexes, and 0103 to 0704 through a wood that adds hindrance 1; a column of three hexes with its head in 0405.")
	return svg(t, c)
}

func movePicture(t testing.TB) []byte {
	m, err := terrain.NewHexMap(hexMapData())
	if err != nil {
		t.Fatal(err)
	}
	col, err := terrain.TypeColumn(m.Types(), mp)
	if err != nil {
		t.Fatal(err)
	}
	cost := move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) {
		i, ok := m.HexType(to)
		if !ok {
			return 0, false
		}
		return col.Lookup(i)
	})
	start, _ := m.Parse("0403")
	tree, err := move.Reach(move.RectOf(m), start, cost, move.ReachOptions{Allowance: 3})
	if err != nil {
		t.Fatal(err)
	}
	c := draw.NewHex(layout, m.Hexes(), 30)
	c.Style.HexLabels = false
	must(t, c.HexMap(m))
	must(t, c.Reach(tree))
	end, _ := m.Parse("0601")
	// The MP left is written in each hex: the path needs no notes.
	must(t, c.HexPath(tree.AppendPath(nil, end), nil))
	from, _ := m.Parse("0703")
	must(t, c.Arcs(hex.DefaultArcs(), from, hex.SideFacing(1), 1))
	c.Caption("Reach with 3 MP from 0403 (the MP left in each hex reached), the path to 0601, and the arcs of a unit in 0703 facing side 1.")
	return svg(t, c)
}

func witnessPicture(t testing.TB) []byte {
	from := geom.Disc{Center: orb.Point{0, 0}, R: 0.6}
	to := geom.Disc{Center: orb.Point{10, 0}, R: 0.6}
	blockers := []los.Blocker{
		{Disc: geom.Disc{Center: orb.Point{5, 0.9}, R: 0.8}, Height: 1},
		{Disc: geom.Disc{Center: orb.Point{5, -0.9}, R: 0.8}, Height: 1},
		{Poly: geom.Polygon{box(2, 2, 4, 4)}, Height: 3},
	}
	var w los.BaseSolver
	c := draw.New(orb.Bound{Min: orb.Point{-1, -3.5}, Max: orb.Point{11, 5}}, 30)
	c.SetUnit("in")
	r, err := w.LoS(&los.BaseQuery{From: from, To: to, Blockers: blockers})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Seen {
		t.Fatal("the picture shows a line between the two bases: want it seen")
	}
	must(t, c.Witness(from, to, r, blockers))
	c.Caption("Seen: a clear sight line squeezes between the two bases in the middle; the square piece stands clear of it.")
	return svg(t, c)
}

func pathPicture(t testing.TB) []byte {
	b := testBoard(t)
	g, err := ground.New(b, ground.RateTable{
		"wood":  {"": {PerUnit: 2}},
		"field": {"": {PerUnit: 1.5}},
		"hedge": {"": {Crossing: 2}},
		"crest": {"": {Impassable: true}},
	}.Rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	var tape ground.Tape
	pc, err := g.Cost(&tape, orb.LineString{{2, 8}, {28, 12}, {28, 35}, {55, 35}})
	if err != nil {
		t.Fatal(err)
	}
	c := draw.New(b.Extent(), 8)
	must(t, c.Board(b))
	must(t, c.PathCost(pc))
	return svg(t, c)
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func svg(t testing.TB, c *draw.Canvas) []byte {
	t.Helper()
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var pictures = []struct {
	name string
	make func(testing.TB) []byte
}{
	{"board", boardPicture},
	{"hexmap", hexPicture},
	{"reach", movePicture},
	{"witness", witnessPicture},
	{"pathcost", pathPicture},
}

// TestGolden compares each picture with testdata/NAME.svg; run
// go test ./draw -update to rewrite them after a deliberate change.
func TestGolden(t *testing.T) {
	for _, p := range pictures {
		t.Run(p.name, func(t *testing.T) {
			got := p.make(t)
			file := filepath.Join("testdata", p.name+".svg")
			if *update {
				if err := os.WriteFile(file, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the golden file (%d bytes, want %d); run go test ./draw -update and review the diff", file, len(got), len(want))
			}
			if again := p.make(t); !bytes.Equal(got, again) {
				t.Errorf("%s: two drawings of the same input differ", p.name)
			}
		})
	}
}

// TestWellFormed decodes every picture, and every golden file, as XML.
func TestWellFormed(t *testing.T) {
	for _, p := range pictures {
		if err := wellFormed(p.make(t)); err != nil {
			t.Errorf("%s: %v", p.name, err)
		}
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.svg"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(data); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// wellFormed reads the whole document with encoding/xml and checks that
// its root is an svg element.
func wellFormed(data []byte) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
			if se.Name.Space != "http://www.w3.org/2000/svg" {
				return errors.New("root element not in the SVG namespace")
			}
		}
	}
	if root != "svg" {
		return errors.New("root element is " + root + ", want svg")
	}
	return nil
}

// crestRule interrupts a sight line at the second crossing of crest lines
// of one height (a ruleset's own accumulator on los.Tally).
type crestRule struct {
	crest func(feature int) bool
	los.Tally
	seen []los.Crossing
}

func (r *crestRule) Begin(s *los.Sight) { r.Tally.Begin(s); r.seen = r.seen[:0] }

func (r *crestRule) Add(c los.Crossing) bool {
	second := false
	if c.Shape == terrain.Line && c.Through && r.crest(c.Feature) {
		for _, p := range r.seen {
			second = second || p.Feature == c.Feature || p.HasHeight && c.HasHeight && p.Height == c.Height
		}
		r.seen = append(r.seen, c)
	}
	r.Record(&c, 0, second, c.Enter)
	return second
}

// axial finds a hex written in axial coordinates, "(q,r)".
var axial = regexp.MustCompile(`\(-?\d+,-?\d+\)`)

// Every tooltip of a hex picture names hexes by their printed labels,
// never in axial coordinates.
func TestTooltipsUseLabels(t *testing.T) {
	for _, name := range []string{"hexmap", "reach"} {
		data, err := os.ReadFile(filepath.Join("testdata", name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		titles := regexp.MustCompile(`<title>([^<]*)</title>`).FindAllStringSubmatch(string(data), -1)
		if len(titles) == 0 {
			t.Fatalf("%s: no tooltips to check", name)
		}
		for _, m := range titles {
			if axial.MatchString(m[1]) {
				t.Errorf("%s: tooltip %q names a hex in axial coordinates", name, m[1])
			}
		}
	}
}
