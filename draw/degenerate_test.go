package draw_test

import (
	"bytes"
	"math"
	"regexp"
	"strings"
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

// badAttr finds a non-finite number in an attribute (text may say NaN).
var badAttr = regexp.MustCompile(`="[^"]*(NaN|Inf|∞)`)

// TestDegenerate draws bad and empty input: each case must give an error
// or a well-formed picture (with the bad element skipped), never a panic.
func TestDegenerate(t *testing.T) {
	nan := math.NaN()
	inf := math.Inf(1)
	table := orb.Bound{Max: orb.Point{10, 10}}
	empty, err := terrain.NewBoard(terrain.BoardData{Extent: table, Unit: "in"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		draw    func() (*draw.Canvas, error)
		wantErr bool // the drawing call reports an error
		noSVG   bool // WriteTo fails too
	}{
		{"empty board", func() (*draw.Canvas, error) {
			c := draw.New(empty.Extent(), 10)
			return c, c.Board(empty)
		}, false, false},
		{"nil board", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.Board(nil)
		}, true, false},
		{"NaN bounds", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Min: orb.Point{nan, 0}, Max: orb.Point{1, 1}}, 10)
			return c, c.Board(empty)
		}, true, true},
		{"inverted bounds", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Min: orb.Point{5, 5}, Max: orb.Point{1, 1}}, 10)
			return c, c.Text(orb.Point{2, 2}, "x")
		}, true, true},
		{"zero scale", func() (*draw.Canvas, error) {
			c := draw.New(table, 0)
			return c, c.Text(orb.Point{2, 2}, "x")
		}, true, true},
		{"infinite scale", func() (*draw.Canvas, error) {
			c := draw.New(table, inf)
			return c, nil
		}, false, true},
		{"empty extent", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{}, 10)
			return c, c.Text(orb.Point{}, "a point")
		}, false, false},
		{"NaN sight line", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.SightLine(geom.Segment{A: orb.Point{nan, 1}, B: orb.Point{2, 2}}, nil, los.Verdict{Seen: true})
		}, true, false},
		{"contribution naming no crossing", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			v := los.Verdict{Contributions: []los.Contribution{{Crossing: 3, Amount: 1}}}
			return c, c.SightLine(geom.Segment{A: orb.Point{1, 1}, B: orb.Point{9, 9}}, nil, v)
		}, true, false},
		{"zero-length sight line blocked", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			v := los.Verdict{Blocked: true, BlockedAt: nan}
			return c, c.SightLine(geom.Segment{A: orb.Point{1, 1}, B: orb.Point{1, 1}}, nil, v)
		}, false, false},
		{"NaN base", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.Base(geom.Disc{Center: orb.Point{nan, 1}, R: 1}, "A", "")
		}, true, false},
		{"negative base radius in a witness", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			d := geom.Disc{Center: orb.Point{5, 5}, R: 1}
			return c, c.Witness(d, geom.Disc{Center: orb.Point{1, 1}, R: -1}, los.BaseResult{}, nil)
		}, true, false},
		{"empty polygon", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.Polygon(nil, "nothing", "")
		}, true, false},
		{"NaN polygon vertex", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.Polygon(geom.Polygon{orb.Ring{{0, 0}, {1, nan}, {1, 1}, {0, 0}}}, "bad", "")
		}, true, false},
		{"infinite segment", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.Segment(geom.Segment{B: orb.Point{inf, 0}}, "far", "", false)
		}, true, false},
		{"hex overlay on a table", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.HexPath([]hex.Hex{{}, {Q: 1}}, nil)
		}, true, false},
		{"hex canvas with no hexes", func() (*draw.Canvas, error) {
			c := draw.NewHex(layout, nil, 10)
			return c, c.HexMap(nil)
		}, true, true},
		{"hex canvas with an invalid layout", func() (*draw.Canvas, error) {
			c := draw.NewHex(hex.Layout{}, hex.Range(hex.Hex{}, 1), 10)
			return c, nil
		}, false, true},
		{"nil hex map", func() (*draw.Canvas, error) {
			c := draw.NewHex(layout, hex.Range(hex.Hex{}, 1), 10)
			return c, c.HexMap(nil)
		}, true, false},
		{"empty reach, path and lines", func() (*draw.Canvas, error) {
			c := draw.NewHex(layout, hex.Range(hex.Hex{}, 1), 10)
			var tree move.Tree
			if err := c.Reach(tree); err != nil {
				return c, err
			}
			if err := c.HexLine(nil); err != nil {
				return c, err
			}
			if err := c.HexLineSteps(nil); err != nil {
				return c, err
			}
			return c, c.HexPath(nil, []string{"a note with no hex"})
		}, false, false},
		{"hex sight with no steps", func() (*draw.Canvas, error) {
			c := draw.NewHex(layout, hex.Range(hex.Hex{}, 1), 10)
			return c, c.HexSight(hex.Hex{}, hex.Hex{Q: 1}, hexsight.Verdict{BlockedStep: 7})
		}, false, false},
		{"footprint that does not fit its facing", func() (*draw.Canvas, error) {
			c := draw.NewHex(layout, hex.Range(hex.Hex{}, 2), 10)
			return c, c.Footprint(hex.ColumnFootprint(2), hex.Hex{}, hex.VertexFacing(0), "col")
		}, true, false},
		{"empty path cost", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.PathCost(ground.PathCost{})
		}, false, false},
		{"leg naming missing items", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			return c, c.PathCost(ground.PathCost{Legs: []ground.Leg{{To: orb.Point{1, 1}, First: 2, Count: 3}}})
		}, true, false},
		{"text that XML cannot hold", func() (*draw.Canvas, error) {
			c := draw.New(table, 10)
			c.SetTitle("bell \a and bad \xff byte")
			c.Caption("nul \x00 <end>")
			return c, c.Text(orb.Point{1, 1}, "]]> & \"'")
		}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tc.draw()
			if (err != nil) != tc.wantErr {
				t.Errorf("drawing error = %v, want error: %v", err, tc.wantErr)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "draw: ") {
				t.Errorf("error %q lacks the package prefix", err)
			}
			var b bytes.Buffer
			_, werr := c.WriteTo(&b)
			if (werr != nil) != tc.noSVG {
				t.Fatalf("WriteTo error = %v, want error: %v", werr, tc.noSVG)
			}
			if werr == nil {
				if err := wellFormed(b.Bytes()); err != nil {
					t.Errorf("not well-formed: %v\n%s", err, b.Bytes())
				}
				if badAttr.Match(b.Bytes()) {
					t.Errorf("an attribute holds a non-finite number:\n%s", b.Bytes())
				}
			}
		})
	}
}
