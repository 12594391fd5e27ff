package app

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/examples/internal/scenes"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// MaxFileBytes is the largest file the page reads; it refuses a larger
// one by its size, before reading it.
const MaxFileBytes = 4 << 20

// limits are the loaders' bounds on a user's file in the page, tighter
// than the defaults so that whatever loads is drawn in a moment: a
// 100 x 100 hex map, a board of 10,000 features.
func limits() terrain.Limits {
	return terrain.Limits{
		MaxFileBytes:  MaxFileBytes,
		MaxHexes:      10_000,
		MaxFeatures:   10_000,
		MaxRingPoints: 100_000,
		MaxPoints:     200_000,
	}
}

// File opens a user's file: a hex map (JSON) or a board (GeoJSON), told
// apart by content, or a pieces file (named *.pieces.json), put on the
// scene open. A file that does not load answers with the loader's error,
// capped as the loader caps it, and the scene shown stays open.
func (s *Session) File(name string, data []byte) (resp Response) {
	defer func() {
		if p := recover(); p != nil {
			resp = Response{Error: fmt.Sprintf("explorer: internal error reading %s (a bug, please report it): %v", name, p)}
		}
	}()
	if len(data) > MaxFileBytes {
		return Response{Error: fmt.Sprintf("explorer: %s: %d bytes, over the page's limit of %d", name, len(data), MaxFileBytes)}
	}
	if kindOf(name, data) == "pieces" {
		return s.pieces(name, data)
	}
	v := &view{name: name, unit: -1}
	var err error
	switch kindOf(name, data) {
	case "board":
		var b *terrain.Board
		if b, err = limits().LoadBoard(data); err == nil {
			v.table, err = boardScene(b)
		}
	default:
		var m *terrain.HexMap
		if m, err = limits().LoadHexMap(data); err == nil {
			v.hex, v.note, err = hexScene(m)
		}
	}
	if err != nil {
		return Response{Error: fmt.Sprintf("%s:\n%v", name, err)}
	}
	if err := v.reframe(); err != nil {
		return Response{Error: fmt.Sprintf("%s: %v", name, err)}
	}
	s.v = v
	resp = v.show()
	resp.Scene, resp.Heading = v.describe(), name
	resp.Lines = []string{"Your file, drawn by package draw."}
	if v.note != "" {
		resp.Lines = append(resp.Lines, v.note)
	}
	return resp
}

// pieces puts a pieces file on the scene open, keeping that scene if the
// file does not load.
func (s *Session) pieces(name string, data []byte) Response {
	if s.v == nil {
		return Response{Error: fmt.Sprintf("explorer: %s: a pieces file stands on a map or a board: open one first, then drop its pieces", name)}
	}
	v := *s.v
	v.clear()
	v.unit, v.placed = -1, false
	note, err := v.withPieces(data)
	if err != nil {
		return Response{Error: fmt.Sprintf("%s:\n%v", name, err)}
	}
	v.note = note
	s.v = &v
	resp := v.show()
	resp.Scene, resp.Heading = v.describe(), v.name+" with "+name
	resp.Lines = []string{note}
	return resp
}

// kindOf tells what a file holds: "pieces" for a pieces file (named
// pieces.json or *.pieces.json, or one whose head has a "pieces" member
// and no "cols"), "board" for GeoJSON (a FeatureCollection), "hexmap"
// otherwise. It reads no more than the file's first 64 KiB.
func kindOf(name string, data []byte) string {
	lower := strings.ToLower(name)
	head := data[:min(len(data), 64<<10)]
	switch {
	case lower == "pieces.json" || strings.HasSuffix(lower, ".pieces.json"):
		return "pieces"
	case strings.HasSuffix(lower, ".geojson") || bytes.Contains(head, []byte(`"FeatureCollection"`)):
		return "board"
	case bytes.Contains(head, []byte(`"pieces"`)) && !bytes.Contains(head, []byte(`"cols"`)):
		return "pieces"
	}
	return "hexmap"
}

// The trait names the explorer reads from a user's file, in order of
// preference.
var (
	blockNames     = []string{"blocksLoS", "blocks", "opaque"}
	hindranceNames = []string{"hindrance"}
	entryNames     = []string{"mp", "moveCost", "entryMP", "move", "cost"}
)

// carried returns the first name of names that some type carries with
// the kind wanted (a number or a flag), or "".
func carried(types []terrain.Type, names []string, number bool) string {
	for _, n := range names {
		for _, t := range types {
			v, ok := t.Trait(n)
			if !ok {
				continue
			}
			if _, isFlag := v.Flag(); isFlag != number {
				return n
			}
		}
	}
	return ""
}

// hexScene reads a user's hex map by the explorer's generic rules.
func hexScene(m *terrain.HexMap) (*scenes.HexScene, string, error) {
	types := m.Types()
	var r hexsight.Rules
	var rule []string
	if n := carried(types, blockNames, false); n != "" {
		r.Blocking, r.SideBlocking = terrain.Flag(n), terrain.Flag(n)
		rule = append(rule, fmt.Sprintf("terrain with %s true blocks", n))
	}
	if n := carried(types, hindranceNames, true); n != "" {
		r.Hindrance, r.SideHindrance = terrain.Number(n), terrain.Number(n)
		rule = append(rule, fmt.Sprintf("%s adds up along the line", n))
	}
	elevated := false
	for h := range m.Hexes() {
		if e, ok := m.Elevation(h); ok && e != 0 {
			elevated = true
			break
		}
	}
	if elevated {
		r.Elevation = &hexsight.Elevation{}
		rule = append(rule, "higher ground between the ends blocks")
	}
	if len(rule) == 0 {
		rule = append(rule, "nothing blocks (no type carries blocksLoS, blocks, opaque or hindrance, and the map is flat)")
	}
	hs, err := hexsight.New(m, r)
	if err != nil {
		return nil, "", err
	}
	cost, how := move.Uniform(1), "1 MP a hex (no type carries mp, moveCost, entryMP, move or cost)"
	if n := carried(types, entryNames, true); n != "" {
		model, err := move.NewHexModel(m, move.HexTraits{Entry: terrain.Number(n)})
		var c move.StepCost
		if err == nil {
			c, err = model.StepCost()
		}
		if err != nil {
			how = fmt.Sprintf("1 MP a hex (the %q trait does not price every hex: %v)", n, err)
		} else {
			cost, how = c, fmt.Sprintf("the %q trait of each hex entered", n)
		}
	}
	scale := hexScale(m)
	return &scenes.HexScene{
		Map: m,
		Frame: func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, scale)
			return c, c.HexMap(m)
		},
		Sight:     hs,
		SightRule: strings.Join(rule, "; "),
		Units: []scenes.HexUnit{{Name: "a mover (click its hex)", Cost: cost, Anywhere: true,
			Options: move.ReachOptions{Allowance: 4}, Rule: how + ", 4 MP"}},
	}, "A hex map brings no units: choose the mover, then click where it starts.", nil
}

// hexScale fits a map's picture to about 1000 by 700 pixels, between 4
// and 40 pixels a hex size.
func hexScale(m *terrain.HexMap) float64 {
	l := draw.LayoutOf(m)
	var b orb.Bound
	first := true
	for h := range m.Hexes() {
		for _, p := range l.Corners(h)[:6] {
			if first {
				b, first = orb.Bound{Min: p, Max: p}, false
			} else {
				b = b.Extend(p)
			}
		}
	}
	return fit(b, 4, 40)
}

// fit returns the scale that draws b in about 1000 by 700 pixels, kept
// between lo and hi.
func fit(b orb.Bound, lo, hi float64) float64 {
	w, h := b.Max[0]-b.Min[0], b.Max[1]-b.Min[1]
	s := hi
	if w > 0 {
		s = min(s, 1000/w)
	}
	if h > 0 {
		s = min(s, 700/h)
	}
	if math.IsNaN(s) || s <= 0 {
		return 1
	}
	return max(s, lo)
}

// boardScene reads a user's board by the explorer's generic rule.
func boardScene(b *terrain.Board) (*scenes.TableScene, error) {
	var rule los.Rule
	how := "no type carries a visibility trait: the line lists what it crosses and is always seen"
	if carried(b.Types(), []string{"visibility"}, true) != "" {
		vis, err := terrain.FeatureColumn(b, terrain.Number("visibility"))
		if err != nil {
			return nil, err
		}
		rule = &los.ChunkSum{Weight: vis.Lookup, Chunk: 5}
		how = fmt.Sprintf("each feature's visibility once per 5 %s chunk inside an area and once per line crossed (the tour's illustrative rule); it never blocks", b.Unit())
	} else {
		rule = &los.ChunkSum{Weight: func(int) (float64, bool) { return 0, false }, Chunk: 1}
	}
	tr := los.NewTracer(b)
	// A tiny extent (a board 1e-9 wide) is drawn at no more than a
	// million pixels a unit; checkFrame refuses what is still too large.
	scale := fit(b.Extent(), 1e-9, 1e6)
	return &scenes.TableScene{
		Board: b,
		Frame: func() (*draw.Canvas, error) {
			c := draw.New(b.Extent(), scale)
			return c, c.Board(b)
		},
		Sight: func(c *draw.Canvas, from, to orb.Point) (scenes.TableSight, error) {
			sg, err := tr.Trace(geom.Segment{A: from, B: to}, 0, 0)
			if err != nil {
				return scenes.TableSight{}, err
			}
			v := los.Feed(sg, rule)
			s := scenes.TableSight{Seen: v.Seen, Verdict: fmt.Sprintf("seen, visibility %g", v.Score), Lines: scenes.Crossings(b, sg, v)}
			if !v.Seen {
				s.Verdict = "not seen"
			}
			if c != nil {
				err = c.SightLine(sg.Segment, sg.Crossings, v)
			}
			return s, err
		},
		SightRule: how,
	}, nil
}
