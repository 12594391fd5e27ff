package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/warkit/warkit/examples/internal/scenes"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/rulesets/cem"
)

func do(t *testing.T, s *Session, r Request) Response {
	t.Helper()
	resp := s.Handle(r)
	// What the page receives is JSON.
	if _, err := json.Marshal(resp); err != nil {
		t.Fatalf("%+v: %v", r, err)
	}
	return resp
}

func ok(t *testing.T, what string, r Response) Response {
	t.Helper()
	if r.Error != "" {
		t.Fatalf("%s: %s", what, r.Error)
	}
	return r
}

// Every scene of the catalog opens on the tour's own picture, byte for
// byte, and answers a hover and two clicks in its middle.
func TestEveryScene(t *testing.T) {
	s := New()
	cat := ok(t, "catalog", do(t, s, Request{Op: "catalog"}))
	if len(cat.Catalog) != len(scenes.Catalog()) || cat.MaxFileBytes != MaxFileBytes {
		t.Fatalf("catalog: %d entries, limit %d", len(cat.Catalog), cat.MaxFileBytes)
	}
	for i, e := range cat.Catalog {
		p := scenes.Catalog()[i]
		svgs, err := scenes.Draw(p.Section)
		if err != nil {
			t.Fatal(err)
		}
		r := ok(t, e.Name, do(t, s, Request{Op: "open", Scene: e.Name}))
		if r.SVG != string(svgs[p.Name]) {
			t.Errorf("%s: the picture shown is not the tour's", e.Name)
		}
		if r.Scene == nil || r.Scene.Kind != e.Kind {
			t.Fatalf("%s: scene %+v, want kind %s", e.Name, r.Scene, e.Kind)
		}
		sc := r.Scene
		if e.Kind == "picture" {
			continue
		}
		x, y, okp := s.v.centre()
		if !okp {
			t.Fatalf("%s: no centre", e.Name)
		}
		if h := do(t, s, Request{Op: "hover", X: x, Y: y}); h.Hover == "" || strings.HasPrefix(h.Hover, "off") {
			t.Errorf("%s: hover at the centre says %q", e.Name, h.Hover)
		}
		ok(t, e.Name+" first click", do(t, s, Request{Op: "click", X: x - 40, Y: y - 20}))
		r = ok(t, e.Name+" second click", do(t, s, Request{Op: "click", X: x + 40, Y: y + 20}))
		if r.Verdict == "" || r.SVG == "" || len(r.Lines) == 0 || r.From == "" {
			t.Errorf("%s: sight: verdict %q, %d lines, from %q", e.Name, r.Verdict, len(r.Lines), r.From)
		}
		for u := range len(s.v.describe().Units) {
			r := ok(t, fmt.Sprint(e.Name, " unit ", u), do(t, s, Request{Op: "unit", Unit: u}))
			if r.SVG == "" {
				t.Errorf("%s: unit %d: no picture", e.Name, u)
			}
			ok(t, e.Name+" move", do(t, s, Request{Op: "click", X: x, Y: y}))
		}
		if sc.Threat {
			r := ok(t, e.Name+" heat", do(t, s, Request{Op: "heat", On: true}))
			if !strings.Contains(r.SVG, "expected loss") {
				t.Errorf("%s: the heat map has no legend for the expected loss", e.Name)
			}
		}
	}
}

// centre returns the pixel at the middle of the drawing of the open
// scene, found by probing where PointAt maps pixels to the board.
func (v *view) centre() (float64, float64, bool) {
	if v.frame == nil {
		return 0, 0, false
	}
	span := func(probe func(i float64) bool) (lo, hi float64, ok bool) {
		for i := 0.0; i < 20000; i++ {
			if probe(i) {
				if !ok {
					lo, ok = i, true
				}
				hi = i
			}
		}
		return lo, hi, ok
	}
	x0, x1, okx := span(func(i float64) bool { _, ok := v.frame.PointAt(i, 13); return ok })
	y0, y1, oky := span(func(i float64) bool { _, ok := v.frame.PointAt(13, i); return ok })
	return (x0 + x1) / 2, (y0 + y1) / 2, okx && oky
}

// The verdict of two clicks on the CeM table is the library's own for
// the points clicked, and the ends are where the clicks were.
func TestCeMSightIsTheLibrarys(t *testing.T) {
	s := New()
	ok(t, "open", do(t, s, Request{Op: "open", Scene: "cem-sight"}))
	sc := cem.SeedScene()
	from, to := sc.British.Figures[0].At, sc.RightHouse.Figures[0].At
	x0, y0, _ := s.PixelOf(from)
	x1, y1, _ := s.PixelOf(to)
	ok(t, "click", do(t, s, Request{Op: "click", X: x0, Y: y0}))
	r := ok(t, "click", do(t, s, Request{Op: "click", X: x1, Y: y1}))
	b := cemBoard(t)
	want, err := b.LoS(cem.End{At: from}, cem.End{At: to})
	if err != nil {
		t.Fatal(err)
	}
	verdict := "seen"
	if !want.Seen {
		verdict = "not seen"
	}
	if got, w := r.Verdict, fmt.Sprintf("%s, visibility %g", verdict, want.Score); got != w {
		t.Errorf("verdict %q, want %q", got, w)
	}
	if r.From != pt(from) || r.To != pt(to) {
		t.Errorf("ends %q, %q; want %q, %q", r.From, r.To, pt(from), pt(to))
	}
}

func cemBoard(t *testing.T) *cem.Board {
	t.Helper()
	for _, p := range scenes.Catalog() {
		if p.Name == "cem-sight.svg" {
			ts, err := p.Table()
			if err != nil {
				t.Fatal(err)
			}
			b, err := cem.NewBoard(ts.Board, cem.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	t.Fatal("no cem-sight scene")
	return nil
}

// Two hexes of the tactical map: the verdict is hexsight's under the
// scene's rules; a unit's reach is move.Reach's.
func TestTacticalSightAndReach(t *testing.T) {
	s := New()
	ok(t, "open", do(t, s, Request{Op: "open", Scene: "tactical-threat"}))
	hs := s.v.hex
	x0, y0, _ := s.HexCentre("0202")
	x1, y1, _ := s.HexCentre("0807")
	ok(t, "click", do(t, s, Request{Op: "click", X: x0, Y: y0}))
	r := ok(t, "click", do(t, s, Request{Op: "click", X: x1, Y: y1}))
	a, _ := hs.Map.Parse("0202")
	b, _ := hs.Map.Parse("0807")
	var tr hexsight.Tracer
	v, err := hs.Sight.LoS(&tr, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != hexVerdict(v) || r.From != "0202" || r.To != "0807" {
		t.Errorf("verdict %q from %q to %q, want %q", r.Verdict, r.From, r.To, hexVerdict(v))
	}
	r = ok(t, "unit", do(t, s, Request{Op: "unit", Unit: 0}))
	u := hs.Units[0]
	tree, err := move.Reach(move.RectOf(hs.Map), u.At, u.Cost, u.Options)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%d hexes reached", tree.Len()); r.Verdict != want {
		t.Errorf("reach: %q, want %q", r.Verdict, want)
	}
}

// A user's hex map and board open and answer; hostile files get the
// loader's capped error and leave the scene shown open.
func TestFiles(t *testing.T) {
	s := New()
	ok(t, "open", do(t, s, Request{Op: "open", Scene: "table"}))
	for _, f := range []string{"hexmap.json", "board.geojson"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "terrain", "testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		r := ok(t, f, s.File(f, data))
		if r.SVG == "" || r.Scene == nil {
			t.Fatalf("%s: no picture", f)
		}
		x, y, _ := s.v.centre()
		ok(t, f, do(t, s, Request{Op: "click", X: x - 30, Y: y}))
		r = ok(t, f, do(t, s, Request{Op: "click", X: x + 30, Y: y + 10}))
		if r.Verdict == "" {
			t.Errorf("%s: no verdict", f)
		}
	}
	var many bytes.Buffer
	many.WriteString(`{"cols": 10, "rows": 10, "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 2, "first": 1}, "row": {"style": "digits", "width": 2, "first": 1}}, "types": [{"name": "clear"}], "fill": "clear", "hexes": [`)
	for i := range 500 {
		if i > 0 {
			many.WriteString(",")
		}
		fmt.Fprintf(&many, `{"hex": "99%02d", "type": "nowhere"}`, i%100)
	}
	many.WriteString("]}")
	for _, tc := range []struct {
		name, data, want string
	}{
		{"truncated.json", `{"cols": 10, "rows":`, "terrain:"},
		{"not-json.json", "\x00\xff<html>", "terrain:"},
		{"many-errors.json", many.String(), "more problems"},
		{"huge-declared.json", `{"cols": 100000, "rows": 100000, "types": [{"name": "clear"}], "fill": "clear"}`, "terrain:"},
		{"deep.geojson", strings.Repeat("[", 100000), "terrain:"},
		{"nan.geojson", `{"type": "FeatureCollection", "warkit": {"unit": "m", "extent": [0, 0, 1e400, 10], "types": []}, "features": []}`, "terrain:"},
		{"units.pieces.json", `{"pieces": [{"id": "x", "side": "a", "hex": "0101"}]}`, "terrain:"},
		{"bad.pieces.json", `{"pieces": [{"id": "x", "side": "a", "x": 1, "y": 1, "radius": 1, "traits": {"colour": 1}}]}`, "terrain:"},
	} {
		r := s.File(tc.name, []byte(tc.data))
		if !strings.Contains(r.Error, tc.want) {
			t.Errorf("%s: error %q, want it to say %q", tc.name, r.Error, tc.want)
		}
		if r.SVG != "" {
			t.Errorf("%s: a picture with the error", tc.name)
		}
		if len(r.Error) > 20_000 {
			t.Errorf("%s: an error of %d bytes: not capped", tc.name, len(r.Error))
		}
	}
	if r := s.File("big.json", make([]byte, MaxFileBytes+1)); !strings.Contains(r.Error, "over the page's limit") {
		t.Errorf("a file over the limit: %q", r.Error)
	}
	// The scene shown before the bad files still answers.
	if r := do(t, s, Request{Op: "hover", X: 100, Y: 100}); r.Error != "" {
		t.Errorf("after the bad files: %s", r.Error)
	}
}

// Files as large as the page's limits allow open and answer: a 100 x 100
// hex map and a board of 10,000 woods.
func TestLargestFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	var b strings.Builder
	b.WriteString(`{"cols": 100, "rows": 100, "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 3, "first": 1}, "row": {"style": "digits", "width": 3, "first": 1}}, "types": [{"name": "clear", "traits": {"mp": 1}}, {"name": "wood", "traits": {"mp": 2, "blocks": true}}], "fill": "clear", "hexes": [`)
	for i := range 3000 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"hex": "%03d%03d", "type": "wood"}`, i%100+1, (i/100)*3%100+1)
	}
	b.WriteString("]}")
	var g strings.Builder
	g.WriteString(`{"type": "FeatureCollection", "warkit": {"unit": "m", "extent": [0, 0, 1000, 1000], "types": [{"name": "wood", "traits": {"visibility": 2}}]}, "features": [`)
	for i := range 10_000 {
		if i > 0 {
			g.WriteString(",")
		}
		x, y := float64(i%100)*10, float64(i/100)*10
		fmt.Fprintf(&g, `{"type": "Feature", "properties": {"id": "w%d", "type": "wood"}, "geometry": {"type": "Polygon", "coordinates": [[[%g, %g], [%g, %g], [%g, %g], [%g, %g]]]}}`, i, x, y, x+5, y, x+5, y+5, x, y)
	}
	g.WriteString("]}")
	s := New()
	for _, f := range []struct{ name, data string }{{"large.json", b.String()}, {"large.geojson", g.String()}} {
		if len(f.data) > MaxFileBytes {
			t.Fatalf("%s: %d bytes, over the limit", f.name, len(f.data))
		}
		ok(t, f.name, s.File(f.name, []byte(f.data)))
		x, y, _ := s.v.centre()
		ok(t, f.name, do(t, s, Request{Op: "click", X: 20, Y: 20}))
		if r := ok(t, f.name, do(t, s, Request{Op: "click", X: 2*x - 20, Y: 2*y - 20})); r.Verdict == "" {
			t.Errorf("%s: no verdict", f.name)
		}
	}
	// One hex more than the page's limit is refused by the loader.
	over := strings.Replace(b.String(), `"cols": 100, "rows": 100`, `"cols": 101, "rows": 100`, 1)
	if r := s.File("over.json", []byte(over)); !strings.Contains(r.Error, "terrain:") {
		t.Errorf("a map of 10,100 hexes: %q, want the loader's refusal", r.Error)
	}
}

// A pieces file goes on the scene open: the hexgame's units on its map,
// each a unit whose reach shows, and the tablegame's figures on its
// board; before any scene, or on the wrong space, it gets the loader's
// error and the scene shown stays.
func TestPiecesFiles(t *testing.T) {
	read := func(f string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	s := New()
	if r := s.File("pieces.json", read("hexgame/pieces.json")); !strings.Contains(r.Error, "open one first") {
		t.Errorf("pieces with no scene open: %q", r.Error)
	}
	ok(t, "map", s.File("map.json", read("hexgame/map.json")))
	r := ok(t, "pieces", s.File("pieces.json", read("hexgame/pieces.json")))
	if r.Scene == nil || len(r.Scene.Units) < 4 || r.Scene.Units[0] != "B1" {
		t.Fatalf("the hexgame's pieces are not its units: %+v", r.Scene)
	}
	if !strings.Contains(r.SVG, "0302: B1 infantry 5-4-4") {
		t.Error("the counter of B1 is not drawn in 0302")
	}
	r = ok(t, "unit", do(t, s, Request{Op: "unit", Unit: 1}))
	if !strings.Contains(r.Heading, "Reach of B4 from 0105") || !strings.Contains(strings.Join(r.Lines, " "), "6 MP (its move)") {
		t.Errorf("B4's reach: %q %q", r.Heading, r.Lines)
	}
	if r := s.File("table.pieces.json", read("tablegame/pieces.json")); !strings.Contains(r.Error, "terrain:") {
		t.Errorf("table pieces on a hex map: %q", r.Error)
	}
	ok(t, "board", s.File("table.geojson", read("tablegame/table.geojson")))
	r = ok(t, "table pieces", s.File("pieces.json", read("tablegame/pieces.json")))
	if !strings.Contains(r.SVG, "sergeant") || r.Scene == nil || r.Scene.Kind != "table" {
		t.Errorf("the tablegame's figures are not drawn")
	}
}
