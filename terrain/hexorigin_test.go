package terrain_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// originCase is a map of cols x rows hexes from origin in layout kind,
// labelled by labels.
type originCase struct {
	name       string
	origin     hex.Offset
	cols, rows int
	labels     hex.LabelFormat
	// topLeft and bottomRight are the labels of the corner hexes.
	topLeft, bottomRight string
}

// standardAt is StandardLabels in layout k, renumbered so that the map
// at origin prints "0101" on its top-left hex.
func standardAt(k hex.OffsetKind, origin hex.Offset) hex.LabelFormat {
	f := hex.StandardLabels
	f.Offset = k
	f.Col.First, f.Row.First = 1-origin.Col, 1-origin.Row
	return f
}

func originCases() []originCase {
	const edge = terrain.MaxHexMapCoord
	// Near the edge of the range the labels must count from far below 0:
	// column numbers run from edge-3-(MaxLabelNumber) up, rows down.
	far := hex.LabelFormat{Offset: hex.OddQ, Separator: ".",
		Col: hex.LabelAxis{First: -hex.MaxLabelNumber},
		Row: hex.LabelAxis{First: -hex.MaxLabelNumber, Descending: true}}
	lowCol, highRow := edge-3-hex.MaxLabelNumber, edge-hex.MaxLabelNumber
	return []originCase{
		{"zero", hex.Offset{}, 5, 4, hex.StandardLabels, "0101", "0504"},
		{"negative odd-q", hex.Offset{Col: -5, Row: -3}, 5, 4, standardAt(hex.OddQ, hex.Offset{Col: -5, Row: -3}), "0101", "0504"},
		{"negative even-q odd column", hex.Offset{Col: -7, Row: -2}, 6, 3, standardAt(hex.EvenQ, hex.Offset{Col: -7, Row: -2}), "0101", "0603"},
		{"negative odd-r", hex.Offset{Col: -3, Row: -9}, 4, 5, standardAt(hex.OddR, hex.Offset{Col: -3, Row: -9}), "0101", "0405"},
		{"positive even-r odd row", hex.Offset{Col: 4, Row: 7}, 3, 3, standardAt(hex.EvenR, hex.Offset{Col: 4, Row: 7}), "0101", "0303"},
		{"numbered from 10", hex.Offset{Col: 9, Row: 0}, 4, 2, hex.StandardLabels, "1001", "1302"},
		{"beyond 2^20", hex.Offset{Col: 1<<20 + 3, Row: 1 << 21}, 4, 3, standardAt(hex.OddQ, hex.Offset{Col: 1<<20 + 3, Row: 1 << 21}), "0101", "0403"},
		{"beyond -2^20", hex.Offset{Col: -(1 << 20) - 1, Row: -(1 << 22)}, 3, 4, standardAt(hex.EvenR, hex.Offset{Col: -(1 << 20) - 1, Row: -(1 << 22)}), "0101", "0304"},
		{"at the edge of the range", hex.Offset{Col: edge - 3, Row: -edge}, 4, 3, far,
			fmt.Sprintf("%d.%d", lowCol, highRow), fmt.Sprintf("%d.%d", lowCol+3, highRow-2)},
	}
}

// at returns the hex at (c, r) counted from the case's origin.
func (tc originCase) at(c, r int) hex.Hex {
	return tc.labels.Offset.ToHex(hex.Offset{Col: tc.origin.Col + c, Row: tc.origin.Row + r})
}

// originMap builds the case's map with a wood (elevation 2) on its last
// hex and a wall between its first two rows.
func originMap(t *testing.T, tc originCase) (m *terrain.HexMap, wood hex.Hex, wall hex.Side) {
	t.Helper()
	wood = tc.at(tc.cols-1, tc.rows-1)
	wall, ok := hex.SideBetween(tc.at(0, 0), tc.at(0, 1)) // adjacent in every layout
	if !ok {
		t.Fatalf("%v and %v are not adjacent", tc.at(0, 0), tc.at(0, 1))
	}
	m, err := terrain.NewHexMap(terrain.HexMapData{Origin: tc.origin, Cols: tc.cols, Rows: tc.rows, Labels: tc.labels,
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood"), terrain.NewType("wall")}, Fill: "clear",
		Hexes: []terrain.HexData{{Hex: wood, Type: "wood", Elevation: 2}},
		Sides: []terrain.SideData{{Side: wall, SideFeature: terrain.SideFeature{Type: "wall"}}}})
	if err != nil {
		t.Fatalf("NewHexMap: %v", err)
	}
	if m.Origin() != tc.origin || m.Cols() != tc.cols || m.Rows() != tc.rows || m.Len() != tc.cols*tc.rows {
		t.Fatalf("Origin, Cols, Rows, Len = %v %d %d %d", m.Origin(), m.Cols(), m.Rows(), m.Len())
	}
	return m, wood, wall
}

// Every hex-to-index method honours the origin: Contains, Index, Hexes,
// Label, Parse, the per-hex lookups, hexsides, Data, and move.RectOf.
func TestHexMapOrigin(t *testing.T) {
	for _, tc := range originCases() {
		t.Run(tc.name, func(t *testing.T) {
			m, wood, wall := originMap(t, tc)
			checkOriginIndexes(t, tc, m)
			if l, _ := m.Label(tc.at(0, 0)); l != tc.topLeft {
				t.Errorf("Label(top left) = %q, want %q", l, tc.topLeft)
			}
			if l, _ := m.Label(tc.at(tc.cols-1, tc.rows-1)); l != tc.bottomRight {
				t.Errorf("Label(bottom right) = %q, want %q", l, tc.bottomRight)
			}
			if e, ok := m.Elevation(wood); !ok || e != 2 {
				t.Errorf("Elevation(wood) = %v %v, want 2 true", e, ok)
			}
			if fs, ok := m.SideFeatures(wall); !ok || len(fs) != 1 || fs[0].Type != "wall" {
				t.Errorf("SideFeatures(%v) = %v %v, want the wall", wall, fs, ok)
			}
			out := hex.SideOf(tc.at(0, 0), outward(tc.labels.Offset, tc.at(0, 0), m))
			if _, ok := m.SideFeatures(out); ok {
				t.Errorf("SideFeatures(%v), a side to a hex off the map, is ok", out)
			}
			if got := m.Data(); got.Origin != tc.origin || len(got.Hexes) != 1 || got.Hexes[0].Hex != wood || len(got.Sides) != 1 {
				t.Errorf("Data() = origin %v, hexes %v, sides %v", got.Origin, got.Hexes, got.Sides)
			}
		})
	}
}

// checkOriginIndexes checks every hex of the rectangle, in Hexes order,
// against its expected index, and the ring of hexes just outside it.
func checkOriginIndexes(t *testing.T, tc originCase, m *terrain.HexMap) {
	t.Helper()
	rect := move.RectOf(m)
	if rect.Len() != m.Len() {
		t.Fatalf("RectOf(m).Len() = %d, want %d", rect.Len(), m.Len())
	}
	var order []hex.Hex
	for h := range m.Hexes() {
		order = append(order, h)
	}
	if len(order) != tc.cols*tc.rows {
		t.Fatalf("Hexes yields %d hexes, want %d", len(order), tc.cols*tc.rows)
	}
	for r := range tc.rows {
		for c := range tc.cols {
			checkOnOrigin(t, m, rect, tc.at(c, r), r*tc.cols+c, order[r*tc.cols+c])
		}
	}
	for c := -1; c <= tc.cols; c++ {
		checkOffOrigin(t, m, rect, tc.at(c, -1))
		checkOffOrigin(t, m, rect, tc.at(c, tc.rows))
	}
	for r := range tc.rows {
		checkOffOrigin(t, m, rect, tc.at(-1, r))
		checkOffOrigin(t, m, rect, tc.at(tc.cols, r))
	}
}

// outward returns a direction from h that leaves m.
func outward(k hex.OffsetKind, h hex.Hex, m *terrain.HexMap) hex.Direction {
	for _, d := range hex.Directions {
		if !m.Contains(h.Neighbor(d)) {
			return d
		}
	}
	panic(fmt.Sprintf("every neighbour of %v (%v) is on the map", h, k))
}

func checkOnOrigin(t *testing.T, m *terrain.HexMap, rect move.Rect, h hex.Hex, want int, yielded hex.Hex) {
	t.Helper()
	if i, ok := m.Index(h); !ok || i != want || !m.Contains(h) {
		t.Fatalf("Index(%v) = %d %v, Contains %v; want %d true", h, i, ok, m.Contains(h), want)
	}
	if i, ok := rect.Index(h); !ok || i != want || rect.Hex(want) != h {
		t.Fatalf("RectOf: Index(%v) = %d %v, Hex(%d) = %v; want %d and %v", h, i, ok, want, rect.Hex(want), want, h)
	}
	if yielded != h {
		t.Fatalf("Hexes yields %v at %d, want %v", yielded, want, h)
	}
	l, err := m.Label(h)
	if err != nil {
		t.Fatalf("Label(%v): %v", h, err)
	}
	if back, err := m.Parse(l); err != nil || back != h {
		t.Fatalf("Parse(%q) = %v %v, want %v", l, back, err, h)
	}
	if _, ok := m.HexType(h); !ok {
		t.Fatalf("HexType(%v) is off the map", h)
	}
}

func checkOffOrigin(t *testing.T, m *terrain.HexMap, rect move.Rect, h hex.Hex) {
	t.Helper()
	_, inMap := m.Index(h)
	_, inRect := rect.Index(h)
	_, typed := m.HexType(h)
	_, elev := m.Elevation(h)
	if inMap || inRect || typed || elev || m.Contains(h) {
		t.Fatalf("%v, just off the map, is on it: Index %v, RectOf %v, HexType %v, Elevation %v", h, inMap, inRect, typed, elev)
	}
	if _, err := m.Label(h); err == nil {
		t.Fatalf("Label(%v) off the map succeeds", h)
	}
	// A label of a hex off the map, when it has one, parses but is refused.
	if l, err := m.Labels().Format(h); err == nil {
		if _, err := m.Parse(l); err == nil {
			t.Fatalf("Parse(%q), a hex off the map, succeeds", l)
		}
	}
}

// The origin appears in the JSON only when it is not (0, 0), loads back,
// and a file without it loads at (0, 0).
func TestHexMapOriginJSON(t *testing.T) {
	for _, tc := range originCases() {
		t.Run(tc.name, func(t *testing.T) {
			m, err := terrain.NewHexMap(terrain.HexMapData{Origin: tc.origin, Cols: tc.cols, Rows: tc.rows, Labels: tc.labels,
				Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
			if err != nil {
				t.Fatal(err)
			}
			js, err := terrain.SaveHexMap(m)
			if err != nil {
				t.Fatal(err)
			}
			if has := strings.Contains(string(js), `"origin"`); has != (tc.origin != hex.Offset{}) {
				t.Errorf("origin member written = %v for origin %v:\n%s", has, tc.origin, js)
			}
			back, err := terrain.LoadHexMap(js)
			if err != nil {
				t.Fatalf("LoadHexMap: %v\n%s", err, js)
			}
			if back.Origin() != tc.origin {
				t.Errorf("loaded origin %v, want %v", back.Origin(), tc.origin)
			}
		})
	}
}

// The testdata window map loads with its origin, its wood and its river.
func TestHexMapOriginTestdata(t *testing.T) {
	win, err := os.ReadFile("testdata/hexwindow.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := terrain.LoadHexMap(win)
	if err != nil {
		t.Fatalf("testdata/hexwindow.json: %v", err)
	}
	wood, _ := w.Parse("2101")
	if tt, ok := w.Terrain(wood); w.Origin() != (hex.Offset{Col: 20, Row: -4}) || !ok || tt.Name != "wood" {
		t.Errorf("testdata/hexwindow.json: origin %v, 2101 is %q %v", w.Origin(), tt.Name, ok)
	}
	below, _ := w.Parse("2102")
	river, _ := hex.SideBetween(wood, below)
	if fs, ok := w.SideFeatures(river); !ok || len(fs) != 1 || fs[0].Type != "river" {
		t.Errorf("testdata/hexwindow.json: river on 2101/2102 = %v %v", fs, ok)
	}
}

// A file without an origin loads at (0, 0); one with an origin places its
// labels from it.
func TestHexMapOriginFiles(t *testing.T) {
	m, err := terrain.LoadHexMap([]byte(`{"cols":2,"rows":2,"types":[{"name":"clear"}],"fill":"clear","hexes":[{"hex":"0202","type":"clear","elevation":1}]}`))
	if err != nil {
		t.Fatalf("file without origin: %v", err)
	}
	if m.Origin() != (hex.Offset{}) || !m.Contains(hex.Hex{}) {
		t.Errorf("file without origin: origin %v", m.Origin())
	}
	m, err = terrain.LoadHexMap([]byte(`{"cols":2,"rows":2,"origin":{"col":9,"row":-1},"labels":{"offset":"even-q","col":{"width":2,"first":1},"row":{"width":2,"first":2}},` +
		`"types":[{"name":"clear"}],"fill":"clear","hexes":[{"hex":"1001","type":"clear","elevation":1}]}`))
	if err != nil {
		t.Fatalf("file with origin: %v", err)
	}
	h, _ := m.Parse("1001")
	if e, ok := m.Elevation(h); !ok || e != 1 || m.Origin() != (hex.Offset{Col: 9, Row: -1}) || hex.EvenQ.FromHex(h) != (hex.Offset{Col: 9, Row: -1}) {
		t.Errorf("file with origin: origin %v, hex 1001 = %v at %v, elevation %v %v", m.Origin(), h, hex.EvenQ.FromHex(h), e, ok)
	}
}

// An origin that puts any column or row beyond ±MaxHexMapCoord is an
// error naming the origin, in the Go API and in JSON; so is a hex listed
// at offset coordinates the origin leaves off the map.
func TestHexMapOriginInvalid(t *testing.T) {
	const edge = terrain.MaxHexMapCoord
	clear := []terrain.Type{terrain.NewType("clear")}
	far := hex.LabelFormat{Offset: hex.OddQ, Separator: ".",
		Col: hex.LabelAxis{First: -hex.MaxLabelNumber}, Row: hex.LabelAxis{First: -hex.MaxLabelNumber}}
	cases := []struct {
		name   string
		d      terrain.HexMapData
		path   string
		within string
	}{
		{"last column past the edge", terrain.HexMapData{Origin: hex.Offset{Col: edge - 2}, Cols: 4, Rows: 1, Labels: far, Types: clear, Fill: "clear"}, "origin", "reaches outside"},
		{"last row past the edge", terrain.HexMapData{Origin: hex.Offset{Row: edge}, Cols: 1, Rows: 2, Labels: far, Types: clear, Fill: "clear"}, "origin", "reaches outside"},
		{"column below the edge", terrain.HexMapData{Origin: hex.Offset{Col: -edge - 1}, Cols: 3, Rows: 3, Labels: far, Types: clear, Fill: "clear"}, "origin", "reaches outside"},
		{"row below the edge", terrain.HexMapData{Origin: hex.Offset{Row: -edge - 1}, Cols: 3, Rows: 3, Labels: far, Types: clear, Fill: "clear"}, "origin", "reaches outside"},
		{"int32 extremes", terrain.HexMapData{Origin: hex.Offset{Col: -1 << 31, Row: 1<<31 - 1}, Cols: 3, Rows: 3, Labels: far, Types: clear, Fill: "clear"}, "origin", "reaches outside"},
		{"negative origin without labels", terrain.HexMapData{Origin: hex.Offset{Col: -3, Row: 0}, Cols: 3, Rows: 3, Labels: hex.StandardLabels, Types: clear, Fill: "clear"}, "labels", "has no label"},
		{"hex left of the origin", terrain.HexMapData{Origin: hex.Offset{Col: 4, Row: 2}, Cols: 3, Rows: 3, Labels: hex.StandardLabels, Types: clear, Fill: "clear",
			Hexes: []terrain.HexData{{Hex: hex.OddQ.ToHex(hex.Offset{Col: 3, Row: 2}), Type: "clear"}}}, "hexes[0]", "outside the map (3 x 3 from (col 4, row 2))"},
		{"side across the origin's edge", terrain.HexMapData{Origin: hex.Offset{Col: 4, Row: 2}, Cols: 3, Rows: 3, Labels: hex.StandardLabels, Types: clear, Fill: "clear",
			Sides: []terrain.SideData{{Side: hex.SideOf(hex.OddQ.ToHex(hex.Offset{Col: 4, Row: 2}), 3), SideFeature: terrain.SideFeature{Type: "clear"}}}}, "hexsides[0]", "outside the map"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := terrain.NewHexMap(tc.d)
			var e *terrain.Error
			if !errors.As(err, &e) || e.Path != tc.path || !strings.Contains(err.Error(), tc.within) || !strings.HasPrefix(err.Error(), "terrain: ") {
				t.Fatalf("NewHexMap: %v, want an error at %q saying %q", err, tc.path, tc.within)
			}
		})
	}
	files := []struct{ name, data, within string }{
		{"past the edge", `{"cols":4,"rows":1,"origin":{"col":134217726,"row":0}}`, "reaches outside"},
		{"int64 extreme", `{"cols":4,"rows":1,"origin":{"col":9223372036854775807,"row":-9223372036854775808}}`, "reaches outside"},
		{"beyond int64", `{"cols":4,"rows":1,"origin":{"col":1e30}}`, "origin.col"},
		{"fraction", `{"cols":4,"rows":1,"origin":{"col":1.5}}`, "origin.col"},
		{"array", `{"cols":4,"rows":1,"origin":[1,2]}`, "origin"},
		{"unknown member", `{"cols":4,"rows":1,"origin":{"col":1,"q":2}}`, `hex map (origin): unknown member "q" (want one of col, row)`},
		{"negative without labels", `{"cols":4,"rows":1,"origin":{"col":-2,"row":0},"types":[{"name":"clear"}],"fill":"clear"}`, "has no label"},
	}
	for _, tc := range files {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			alloc := allocated(func() { _, err = terrain.LoadHexMap([]byte(tc.data)) })
			checkHostile(t, tc.name, len(tc.data), err, alloc)
			if !strings.Contains(err.Error(), tc.within) {
				t.Fatalf("LoadHexMap: %v, want it to say %q", err, tc.within)
			}
		})
	}
}

// Every hex whose offset coordinates lie within ±MaxHexMapCoord, in every
// layout, has cube coordinates below 2^29 in magnitude (the range in
// which geom's hex arithmetic is exact on 32-bit platforms): the corners
// of the square and their neighbours of either parity are the extremes.
func TestMaxHexMapCoordInRange(t *testing.T) {
	const edge, bound = terrain.MaxHexMapCoord, 1<<29 - 1
	abs := func(x int64) int64 { return max(x, -x) }
	for _, k := range []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR} {
		for _, c := range []int{-edge, -edge + 1, edge - 1, edge} {
			for _, r := range []int{-edge, -edge + 1, edge - 1, edge} {
				h := k.ToHex(hex.Offset{Col: c, Row: r})
				q, rr := int64(h.Q), int64(h.R)
				if abs(q) > bound || abs(rr) > bound || abs(q+rr) > bound {
					t.Errorf("%v (col %d, row %d) = %v is outside ±%d", k, c, r, h, bound)
				}
				if k.FromHex(h) != (hex.Offset{Col: c, Row: r}) {
					t.Errorf("%v: offset (col %d, row %d) does not round-trip", k, c, r)
				}
			}
		}
	}
}
