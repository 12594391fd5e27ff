package draw_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// shownTexts returns what a picture lets a reader read: the content of
// each <text>, and each line of each <title> (a tooltip).
func shownTexts(t interface{ Fatal(...any) }, svg []byte) map[string]bool {
	out := map[string]bool{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	var in string
	var buf strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if n := tk.Name.Local; n == "text" || n == "title" {
				in = n
				buf.Reset()
			}
		case xml.CharData:
			if in != "" {
				buf.Write(tk)
			}
		case xml.EndElement:
			if tk.Name.Local != in {
				continue
			}
			if in == "text" {
				out[buf.String()] = true
			} else {
				for _, l := range strings.Split(buf.String(), "\n") {
					out[l] = true
				}
			}
			in = ""
		}
	}
}

// missing returns the texts of want that a picture shows nowhere.
func missing(t interface{ Fatal(...any) }, svg []byte, want []string) []string {
	shown := shownTexts(t, svg)
	var out []string
	for _, w := range want {
		if !shown[w] {
			out = append(out, w)
		}
	}
	return out
}

// A hex sight drawn on a 3 x 1 map at 12 px a hex has no room for its
// verdict: the legend entry is cut short, and its whole text stays in
// the entry's tooltip (it used to be lost).
func TestDroppedVerdictKeepsItsText(t *testing.T) {
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 1, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")}})
	must(t, err)
	hs, err := hexsight.New(m, hexsight.Rules{})
	must(t, err)
	var tr hexsight.Tracer
	from, to := hex.Hex{Q: 0, R: 0}, hex.Hex{Q: 2, R: -1}
	v, err := hs.LoS(&tr, from, to)
	must(t, err)
	const verdict = "0101 to 0301: seen, hindrance 0"
	for _, scale := range []float64{40, 12} {
		c := draw.NewHexMap(m, scale)
		c.Style.HexLabels = false
		must(t, c.HexSight(from, to, v))
		if got := missing(t, svg(t, c), []string{verdict}); len(got) > 0 {
			t.Errorf("scale %v: %q is in no text and no tooltip", scale, got)
		}
	}
}

// Every text a picture is asked to write (a label, a base's name, a
// counter's values, a hex number, MP left, a legend entry) is either
// written or kept as a tooltip, however crowded the picture: a label
// left out is never lost. The pictures are crowded on purpose, so that
// labels are dropped.
func TestEveryTextIsShownOrATooltip(t *testing.T) {
	word := rapid.StringMatching(`[a-zA-Z é▲]{1,14}`)
	t.Run("table", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 6}}, rapid.Float64Range(2, 20).Draw(t, "scale"))
			var want []string
			for i := range rapid.IntRange(1, 40).Draw(t, "n") {
				p := orb.Point{rapid.Float64Range(0, 10).Draw(t, "x"), rapid.Float64Range(0, 6).Draw(t, "y")}
				switch s := word.Draw(t, "text"); i % 4 {
				case 0:
					_ = c.Text(p, s)
					want = append(want, s)
				case 1:
					_ = c.Base(geom.Disc{Center: p, R: rapid.Float64Range(0, 2).Draw(t, "r")}, s, "")
					want = append(want, s)
				case 2:
					_ = c.BaseCounter(geom.Disc{Center: p, R: 0.5}, draw.Counter{Name: s, Values: "1-2"})
					want = append(want, strings.TrimSpace(s+" 1-2")) // one label under the base
				default:
					s = strings.Repeat(s+" ", rapid.IntRange(1, 8).Draw(t, "repeat"))
					c.Key("#123456", s)
					want = append(want, s)
				}
			}
			checkShown(t, c, want)
		})
	})
	t.Run("legend past its cap", func(t *testing.T) {
		c := draw.New(orb.Bound{Max: orb.Point{10, 6}}, 10)
		var want []string
		for i := range 100 {
			s := fmt.Sprintf("entry %d", i)
			c.Key("#123456", s)
			want = append(want, s)
		}
		var b bytes.Buffer
		if _, err := c.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		if got := missing(t, b.Bytes(), want); len(got) > 0 {
			t.Fatalf("%q in no text and no tooltip", got)
		}
		if !bytes.Contains(b.Bytes(), []byte(">and 36 more entries</text>")) {
			t.Error("the legend does not say how many entries it left out")
		}
	})
	t.Run("hex", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			cols, rows := rapid.IntRange(1, 5).Draw(t, "cols"), rapid.IntRange(1, 5).Draw(t, "rows")
			m, err := terrain.NewHexMap(terrain.HexMapData{Cols: cols, Rows: rows, Labels: hex.StandardLabels, Fill: "clear",
				Types: []terrain.Type{terrain.NewType("clear")}})
			if err != nil {
				t.Fatal(err)
			}
			c := draw.NewHexMap(m, rapid.Float64Range(4, 40).Draw(t, "scale"))
			_ = c.HexMap(m)
			var want []string
			for h := range m.Hexes() {
				l, _ := m.Label(h)
				want = append(want, l)
			}
			start := hex.Hex{}
			tree, err := move.Reach(move.RectOf(m), start, move.Uniform(1), move.ReachOptions{Allowance: float64(rapid.IntRange(0, 6).Draw(t, "allowance"))})
			if err != nil {
				t.Fatal(err)
			}
			_ = c.Reach(tree)
			for _, a := range tree.All() {
				want = append(want, strconv.FormatFloat(a.MPLeft, 'f', -1, 64)) // whole MP
			}
			checkShown(t, c, want)
		})
	})
}

func checkShown(t *rapid.T, c *draw.Canvas, want []string) {
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	if got := missing(t, b.Bytes(), want); len(got) > 0 {
		t.Fatalf("%d labels dropped; %q in no text and no tooltip", c.Dropped(), got)
	}
	r, err := drawtest.Check(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Overlaps) > 0 {
		t.Fatalf("tooltips read as texts: %v", r.Err())
	}
}
