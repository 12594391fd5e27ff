// Package app is the explorer's page logic, the part that runs in the
// browser compiled to WebAssembly: it opens the tour's scenes and a
// user's files, and answers the page's requests (hover, clicks, a unit's
// reach, the threat map) with draw's SVG and the library's working. It
// knows nothing of JavaScript: the wasm main passes it requests and
// hands back its responses, and the tests call it directly.
//
// A Session never panics on a request: a panic in the library would be a
// bug, and it is reported as an error in the page rather than leaving the
// page without its module.
package app

import (
	"bytes"
	"fmt"
	"math"
	"runtime/debug"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/examples/internal/scenes"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Request is one request of the page.
type Request struct {
	// Op is what the page asks: "catalog" (the scenes and limits),
	// "open" (Scene), "hover" and "click" (at X, Y, pixels of the SVG
	// shown), "unit" (choose Unit, -1 for none), "heat" (On) and "clear"
	// (forget the clicks and overlays). A file is opened by Session.File.
	Op    string  `json:"op"`
	Scene string  `json:"scene,omitempty"`
	X     float64 `json:"x,omitempty"`
	Y     float64 `json:"y,omitempty"`
	Unit  int     `json:"unit,omitempty"`
	On    bool    `json:"on,omitempty"`
}

// Response is the answer to a request. Empty fields are left as they
// were in the page, except Error, which is cleared by a response without
// one.
type Response struct {
	// SVG is the picture to show, when it changed.
	SVG string `json:"svg,omitempty"`
	// Hover describes what is under the mouse.
	Hover string `json:"hover,omitempty"`
	// Status says what the page does next ("click the target").
	Status string `json:"status,omitempty"`
	// Heading, Verdict and Lines are an answer and its working: a sight
	// line's verdict and crossings, a reach, a path's legs.
	Heading string   `json:"heading,omitempty"`
	Verdict string   `json:"verdict,omitempty"`
	Lines   []string `json:"lines,omitempty"`
	// From and To are the exact ends of the last sight line, as points
	// ("x y", shortest exact decimal) or hex labels.
	From string `json:"from,omitempty"`
	To   string `json:"to,omitempty"`
	// Error is a loader's or the library's error, to show as it is.
	Error string `json:"error,omitempty"`
	// Scene describes the scene just opened.
	Scene *Scene `json:"scene,omitempty"`
	// Catalog lists the scenes, and MaxFileBytes the largest file the
	// page may read, in answer to "catalog".
	Catalog      []Entry `json:"catalog,omitempty"`
	MaxFileBytes int     `json:"maxFileBytes,omitempty"`
}

// Entry is a bundled scene in the catalog.
type Entry struct {
	Name    string `json:"name"`
	Section string `json:"section"`
	Kind    string `json:"kind"`
}

// Scene describes an open scene for the page's controls.
type Scene struct {
	Name string `json:"name"`
	// Kind is "hex", "table", or "picture" (nothing to explore).
	Kind      string   `json:"kind"`
	Units     []string `json:"units,omitempty"`
	Threat    bool     `json:"threat"`
	SightRule string   `json:"sightRule,omitempty"`
	Note      string   `json:"note,omitempty"`
}

// Session is the state of one page: the scene shown and what the user
// clicked on it. It is not safe for concurrent use (a page has one).
type Session struct {
	catalog []scenes.Picture
	drawn   map[int]map[string][]byte
	v       *view
}

// New returns a session with no scene open.
func New() *Session {
	return &Session{catalog: scenes.Catalog(), drawn: map[int]map[string][]byte{}}
}

// Handle answers one request. It never panics.
func (s *Session) Handle(r Request) (resp Response) {
	defer func() {
		if p := recover(); p != nil {
			resp = Response{Error: fmt.Sprintf("explorer: internal error (a bug, please report it): %v\n%s", p, debug.Stack())}
		}
	}()
	switch r.Op {
	case "catalog":
		return s.list()
	case "open":
		return s.open(r.Scene)
	}
	if s.v == nil {
		return Response{Error: "explorer: open a scene first"}
	}
	switch r.Op {
	case "hover":
		return s.v.hover(r.X, r.Y)
	case "click":
		return s.v.click(r.X, r.Y)
	case "unit":
		return s.v.choose(r.Unit)
	case "heat":
		return s.v.setHeat(r.On)
	case "clear":
		s.v.clear()
		return s.v.show()
	}
	return Response{Error: fmt.Sprintf("explorer: unknown request %q", r.Op)}
}

func (s *Session) list() Response {
	titles := scenes.Sections()
	var out []Entry
	for _, p := range s.catalog {
		kind := "picture"
		switch {
		case p.Hex != nil:
			kind = "hex"
		case p.Table != nil:
			kind = "table"
		}
		out = append(out, Entry{Name: strings.TrimSuffix(p.Name, ".svg"), Section: titles[p.Section].Title, Kind: kind})
	}
	return Response{Catalog: out, MaxFileBytes: MaxFileBytes}
}

// open opens a bundled scene: the tour's picture, and its scene to
// explore.
func (s *Session) open(name string) Response {
	for _, p := range s.catalog {
		if strings.TrimSuffix(p.Name, ".svg") != name {
			continue
		}
		svgs, ok := s.drawn[p.Section]
		if !ok {
			var err error
			if svgs, err = scenes.Draw(p.Section); err != nil {
				return Response{Error: err.Error()}
			}
			s.drawn[p.Section] = svgs
		}
		v := &view{name: name, unit: -1}
		var err error
		switch {
		case p.Hex != nil:
			v.hex, err = p.Hex()
		case p.Table != nil:
			v.table, err = p.Table()
		}
		if err != nil {
			return Response{Error: err.Error()}
		}
		if err := v.reframe(); err != nil {
			return Response{Error: err.Error()}
		}
		s.v = v
		resp := Response{SVG: string(svgs[p.Name]), Scene: v.describe(), Heading: name,
			Status: v.hint(), Lines: []string{"The tour's picture, as `go run ./examples/tour` draws it."}}
		if v.hex == nil && v.table == nil {
			resp.Lines = []string{"The tour's picture, as `go run ./examples/tour` draws it: there is no map to explore on it."}
		}
		return resp
	}
	return Response{Error: fmt.Sprintf("explorer: no scene %q", name)}
}

// view is an open scene and what the user did on it.
type view struct {
	name  string
	hex   *scenes.HexScene
	table *scenes.TableScene
	// frame is the canvas of the picture shown, for mapping pixels back.
	frame *draw.Canvas
	note  string

	// A sight line: its first end while waiting for the second (hasFrom),
	// then both (hasSight).
	hasFrom, hasSight bool
	fromHex, toHex    hex.Hex
	fromPt, toPt      orb.Point

	// The unit chosen (-1: none), its reach, and the path shown.
	unit    int
	start   hex.Hex // the mover's hex (a scene's unit, or a clicked one)
	placed  bool    // start is set
	tree    move.Tree
	hasPath bool
	pathTo  hex.Hex
	dest    orb.Point // a table unit's destination
	hasDest bool

	heat bool
}

func (v *view) describe() *Scene {
	sc := &Scene{Name: v.name, Kind: "picture", Note: v.note}
	switch {
	case v.hex != nil:
		sc.Kind, sc.SightRule, sc.Threat = "hex", v.hex.SightRule, v.hex.Threat != nil
		for _, u := range v.hex.Units {
			sc.Units = append(sc.Units, u.Name)
		}
	case v.table != nil:
		sc.Kind, sc.SightRule = "table", v.table.SightRule
		for _, u := range v.table.Units {
			sc.Units = append(sc.Units, u.Name)
		}
	}
	return sc
}

// hint says what the user can do now.
func (v *view) hint() string {
	switch {
	case v.hex == nil && v.table == nil:
		return "Choose another scene, or drop a hex map (JSON) or a board (GeoJSON) on the page."
	case v.unit >= 0 && v.hex != nil && !v.placed:
		return "Click the hex the mover starts from."
	case v.unit >= 0 && v.hex != nil:
		return "Hover a hex for its MP left and path; click one to draw its path."
	case v.unit >= 0:
		return "Click where the figure moves to."
	case v.hasFrom && !v.hasSight:
		return "Click the target."
	case v.hasSight:
		return "Click again for a new sight line; choose a unit for its reach."
	}
	return "Click the observer, then the target, for a sight line; choose a unit for its reach."
}

// clear forgets the clicks and overlays, keeping the unit chosen.
func (v *view) clear() {
	v.hasFrom, v.hasSight, v.hasPath, v.hasDest, v.heat = false, false, false, false, false
}

// reframe makes the canvas that maps the page's pixels to the board: the
// tour's frame, with nothing drawn on it yet.
func (v *view) reframe() error {
	var err error
	switch {
	case v.hex != nil:
		v.frame, err = v.hex.Frame()
	case v.table != nil:
		v.frame, err = v.table.Frame()
	}
	return err
}

// at maps a pixel of the picture to the board.
func (v *view) at(x, y float64) (orb.Point, bool) {
	if v.frame == nil {
		return orb.Point{}, false
	}
	return v.frame.PointAt(x, y)
}

// hexAt maps a pixel to a hex of the map.
func (v *view) hexAt(x, y float64) (hex.Hex, bool) {
	p, ok := v.at(x, y)
	if !ok || v.hex == nil {
		return hex.Hex{}, false
	}
	h, ok := draw.LayoutOf(v.hex.Map).PointToHexOK(p)
	if !ok || !v.hex.Map.Contains(h) {
		return hex.Hex{}, false
	}
	return h, true
}

// PixelOf returns the pixel of the open scene's picture where the point
// p of its board is drawn: the inverse of the mapping clicks go through,
// for tests that click a known place.
func (s *Session) PixelOf(p orb.Point) (x, y float64, ok bool) {
	if s.v == nil || s.v.frame == nil {
		return 0, 0, false
	}
	// The mapping is x and y scaled and shifted (y perhaps flipped): two
	// pixels fix it.
	a, ok1 := s.v.frame.PointAt(100, 100)
	b, ok2 := s.v.frame.PointAt(101, 101)
	if !ok1 || !ok2 || a[0] == b[0] || a[1] == b[1] {
		return 0, 0, false
	}
	return 100 + (p[0]-a[0])/(b[0]-a[0]), 100 + (p[1]-a[1])/(b[1]-a[1]), true
}

// HexCentre returns the pixel of the centre of hex label on the open
// hex scene's picture.
func (s *Session) HexCentre(label string) (x, y float64, ok bool) {
	if s.v == nil || s.v.hex == nil {
		return 0, 0, false
	}
	h, err := s.v.hex.Map.Parse(label)
	if err != nil {
		return 0, 0, false
	}
	return s.PixelOf(draw.LayoutOf(s.v.hex.Map).HexToPoint(h))
}

// render draws the scene with its overlays: the frame, the heat map,
// the reach and path, the sight line, then the pieces.
func (v *view) render() (string, error) {
	if err := v.reframe(); err != nil {
		return "", err
	}
	c := v.frame
	c.SetTitle("warkit explorer: " + v.name)
	var err error
	if v.hex != nil {
		err = v.overlayHex(c)
	} else {
		err = v.overlayTable(c)
	}
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return "", err
	}
	return b.String(), nil
}

// show answers with the scene drawn afresh and the hint.
func (v *view) show() Response {
	svg, err := v.render()
	if err != nil {
		return Response{Error: err.Error()}
	}
	return Response{SVG: svg, Status: v.hint()}
}

// pt formats a point exactly (the shortest decimal that reads back the
// same float64).
func pt(p orb.Point) string {
	return fmt.Sprintf("%s %s", exact(p[0]), exact(p[1]))
}

func exact(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return fmt.Sprint(x)
	}
	return fmt.Sprintf("%v", x)
}
