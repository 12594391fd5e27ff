package terrain_test

import (
	"errors"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

func readTestdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkErrors fails unless err holds every wanted fragment, each in its own
// *terrain.Error.
func checkErrors(t *testing.T, name string, err error, want []string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want %q", name, want)
		return
	}
	var te *terrain.Error
	if !errors.As(err, &te) {
		t.Errorf("%s: %v is not a *terrain.Error", name, err)
	}
	msg := err.Error()
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("%s: error\n%s\nlacks %q", name, msg, w)
		}
	}
	for _, line := range strings.Split(msg, "\n") {
		if !strings.HasPrefix(line, "terrain: ") {
			t.Errorf("%s: line %q lacks the package prefix", name, line)
		}
	}
}

func TestBoardValidate(t *testing.T) {
	nan := math.NaN()
	sq := func(x, y float64) geom.Polygon {
		return geom.Polygon{{{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}, {x, y}}}
	}
	base := func() terrain.BoardData {
		return terrain.BoardData{
			Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "m",
			Types: []terrain.Type{terrain.NewType("wood", Visibility.Is(2))},
		}
	}
	for _, tc := range []struct {
		name string
		edit func(d *terrain.BoardData)
		want []string
	}{
		{"unknown type", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("a", "forest", sq(1, 1))}
		}, []string{`feature "a" (features[0]): unknown type "forest"`}},
		{"duplicate IDs", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("a", "wood", sq(1, 1)), terrain.NewArea("a", "wood", sq(3, 3))}
		}, []string{`feature "a" (features[1]): duplicate ID (first at features[0])`}},
		{"unclosed ring", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("wood-3", "wood", geom.Polygon{{{1, 1}, {2, 1}, {2, 2}}})}
		}, []string{`terrain: feature "wood-3" (features[0]): ring 0 point 2: not closed`}},
		{"NaN coordinate", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewLine("l", "wood", orb.LineString{{1, nan}, {2, 2}})}
		}, []string{`feature "l" (features[0]): point 0: non-finite coordinate`}},
		{"NaN height", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewPoint("p", "wood", orb.Point{1, 1}).WithHeight(nan)}
		}, []string{`feature "p" (features[0]): height NaN is not finite`}},
		{"outside the extent", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("a", "wood", sq(9.5, 1))}
		}, []string{`lies outside the extent`}},
		{"wrong override kind", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("a", "wood", sq(1, 1)).WithTraits(terrain.Trait{Name: "visibility", Value: terrain.FlagValue(true)})}
		}, []string{`override "visibility" is a flag (true), type "wood" has a number (2)`}},
		{"override not a trait", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{terrain.NewArea("a", "wood", sq(1, 1)).WithTraits(Cover.Is(3))}
		}, []string{`override "cover" is not a trait of type "wood"`}},
		{"bad types", func(d *terrain.BoardData) {
			d.Types = append(d.Types, terrain.NewType("wood"), terrain.NewType("", Visibility.Is(nan), Visibility.Is(1)))
		}, []string{`type "wood" (types[1]): duplicate type name`, `types[2]: type has no name`, `trait "visibility" is NaN`, `trait "visibility" given twice`}},
		{"bad extent and unit", func(d *terrain.BoardData) {
			d.Extent, d.Unit = orb.Bound{Min: orb.Point{1, 1}, Max: orb.Point{1, 5}}, ""
		}, []string{`board (extent): extent`, `board (unit): no unit`}},
		{"shape mix", func(d *terrain.BoardData) {
			f := terrain.NewArea("a", "wood", sq(1, 1))
			f.LineString = orb.LineString{{1, 1}, {2, 2}}
			g := terrain.NewLine("b", "wood", orb.LineString{{1, 1}, {1, 1}})
			d.Features = []terrain.Feature{f, g, {ID: "c", Type: "wood"}}
		}, []string{`a area feature has a line string`, `line has fewer than 2 distinct points`, `feature "c" (features[2]): invalid shape Shape(0)`}},
		{"every problem at once", func(d *terrain.BoardData) {
			d.Features = []terrain.Feature{
				terrain.NewArea("a", "forest", sq(1, 1)),
				terrain.NewArea("a", "wood", geom.Polygon{{{1, 1}, {2, 1}, {2, 2}}}),
				terrain.NewPoint("", "wood", orb.Point{20, 1}),
			}
		}, []string{`unknown type "forest"`, `duplicate ID`, `not closed`, `features[2]: feature has no ID`, `outside the extent`}},
	} {
		d := base()
		tc.edit(&d)
		err := d.Validate()
		checkErrors(t, tc.name, err, tc.want)
		if _, err2 := terrain.NewBoard(d); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("%s: NewBoard error %v differs from Validate's", tc.name, err2)
		}
	}
}

func TestLoadBoardInvalid(t *testing.T) {
	good := readTestdata(t, "board.geojson")
	if _, err := terrain.LoadBoard([]byte(good)); err != nil {
		t.Fatalf("testdata/board.geojson: %v", err)
	}
	for _, tc := range []struct {
		name, old, new string
		want           []string
	}{
		{"unknown type", `"type": "field"}`, `"type": "meadow"}`,
			[]string{`feature "field-1" (features[1]): unknown type "meadow"`}},
		{"wrong trait type", `"type": "wood", "visibility": 3}`, `"type": "wood", "visibility": "three"}`,
			[]string{`feature "wood-1" (features[0]): override "visibility" is an enum ("three"), type "wood" has a number (2)`}},
		{"wrong trait type in a type", `"opaque": false`, `"opaque": [false]`,
			[]string{`type "hedge" (warkit.types[2]): trait "opaque": value must be a number`}},
		{"unclosed ring", `[40, 30], [40, 5]]]`, `[40, 30]]]`,
			[]string{`feature "field-1" (features[1]): ring 0 point 3: not closed`}},
		{"duplicate IDs", `"id": "field-1", "type": "field"`, `"id": "wood-1", "type": "field"`,
			[]string{`feature "wood-1" (features[1]): GeoJSON id "field-1" differs`, `feature "wood-1" (features[1]): duplicate ID (first at features[0])`}},
		{"NaN coordinates", `[50.5, 45.25]`, `[NaN, 45.25]`,
			[]string{`terrain: board (byte `, `invalid character 'N'`}},
		{"truncated JSON", `"type": "well"}`, `"type": "well"`, nil},
		{"unsupported geometry", `"type": "Point", "coordinates": [50.5, 45.25]`, `"type": "MultiPoint", "coordinates": [[50.5, 45.25]]`,
			[]string{`feature "well-1" (features[4].geometry): geometry type "MultiPoint" is not supported`}},
		{"three coordinates", `[50.5, 45.25]`, `[50.5, 45.25, 3]`,
			[]string{`position has 3 coordinates, want 2`}},
		{"outside the extent", `[50.5, 45.25]`, `[150.5, 45.25]`,
			[]string{`feature "well-1" (features[4]): point (150.5 45.25) lies outside the extent`}},
		{"no warkit member", `"warkit"`, `"wargame"`,
			[]string{`board (warkit): no "warkit" member`}},
		{"bad height", `"height": 1.5`, `"height": "tall"`,
			[]string{`feature "hedge-1" (features[2]): property "height" is an enum, want a number`}},
		{"huge number", `[50.5, 45.25]`, `[1e400, 45.25]`,
			[]string{`feature "well-1" (features[4].geometry)`}},
	} {
		if !strings.Contains(good, tc.old) {
			t.Fatalf("%s: %q not in the sample", tc.name, tc.old)
		}
		data := strings.Replace(good, tc.old, tc.new, 1)
		if tc.name == "truncated JSON" {
			data = good[:len(good)/2]
			tc.want = []string{"unexpected end of JSON input", "byte "}
		}
		_, err := terrain.LoadBoard([]byte(data))
		checkErrors(t, tc.name, err, tc.want)
	}
}

func TestHexMapValidate(t *testing.T) {
	h := func(l string) hex.Hex { return mustParse(l) }
	base := func() terrain.HexMapData {
		return terrain.HexMapData{
			Cols: 10, Rows: 8, Labels: hex.StandardLabels, Fill: "clear",
			Types: []terrain.Type{terrain.NewType("clear", MP.Is(1)), terrain.NewType("river", MP.Is(3))},
		}
	}
	for _, tc := range []struct {
		name string
		edit func(d *terrain.HexMapData)
		want []string
	}{
		{"unknown type", func(d *terrain.HexMapData) {
			d.Hexes = []terrain.HexData{{Hex: h("0204"), Type: "wood"}}
		}, []string{`hex "0204" (hexes[0]): unknown type "wood"`}},
		{"hex outside the map", func(d *terrain.HexMapData) {
			d.Hexes = []terrain.HexData{{Hex: h("1104"), Type: "clear"}}
		}, []string{`hex "1104" (hexes[0]): outside the map (10 x 8)`}},
		{"hexside outside the map", func(d *terrain.HexMapData) {
			d.Sides = []terrain.SideData{{Side: hex.SideOf(h("1004"), 0), SideFeature: terrain.SideFeature{Type: "river"}}}
		}, []string{`hexside "1004/1105" (hexsides[0]): outside the map`}},
		{"duplicate hex", func(d *terrain.HexMapData) {
			d.Hexes = []terrain.HexData{{Hex: h("0204")}, {Hex: h("0204"), Elevation: 1}}
		}, []string{`hex "0204" (hexes[1]): hex given twice (first at hexes[0])`}},
		{"NaN elevation", func(d *terrain.HexMapData) {
			d.Hexes = []terrain.HexData{{Hex: h("0204"), Elevation: math.NaN()}}
		}, []string{`hex "0204" (hexes[0]): elevation NaN is not finite`}},
		{"no fill", func(d *terrain.HexMapData) {
			d.Fill = ""
			d.Hexes = []terrain.HexData{{Hex: h("0101"), Type: "clear"}}
		}, []string{`hex "0201" (fill): 79 hexes have no type`}},
		{"size", func(d *terrain.HexMapData) { d.Cols = 0 }, []string{`hex map (cols): size 0 x 8`}},
		{"labels", func(d *terrain.HexMapData) { d.Cols = 120 }, []string{`hex map (labels): corner (col 119, row 0) has no label`}},
		{"same hexside feature twice", func(d *terrain.HexMapData) {
			s := hex.SideOf(h("0204"), 5)
			d.Sides = []terrain.SideData{{Side: s, SideFeature: terrain.SideFeature{Type: "river"}}, {Side: s, SideFeature: terrain.SideFeature{Type: "river"}}}
		}, []string{`hexside "0204/0205" (hexsides[1]): type "river" given twice`}},
	} {
		d := base()
		tc.edit(&d)
		checkErrors(t, tc.name, d.Validate(), tc.want)
	}
}

func TestLoadHexMapInvalid(t *testing.T) {
	good := readTestdata(t, "hexmap.json")
	if _, err := terrain.LoadHexMap([]byte(good)); err != nil {
		t.Fatalf("testdata/hexmap.json: %v", err)
	}
	for _, tc := range []struct {
		name, old, new string
		want           []string
	}{
		{"unknown type", `"type": "town"}`, `"type": "village"}`,
			[]string{`hex "0305" (hexes[1]): unknown type "village"`}},
		{"wrong trait type", `"noFlank": true`, `"noFlank": null`,
			[]string{`type "town" (types[2]): trait "noFlank": value must be a number, true/false or a string, not null`}},
		{"hexside key outside the map", `["0204", "0205"]`, `["1004", "1104"]`,
			[]string{`hexside "1004/1104" (hexsides[0]): outside the map`}},
		{"hexsides not adjacent", `["0204", "0205"]`, `["0204", "0206"]`,
			[]string{`hexside "0204/0206" (hexsides[0]): the two hexes are not adjacent`}},
		{"bad label", `{"hex": "0305"`, `{"hex": "3a05"`,
			[]string{`hex "3a05" (hexes[1]): label "3a05"`}},
		{"duplicate hexes", `{"hex": "0306"`, `{"hex": "0204"`,
			[]string{`hex "0204" (hexes[2]): hex given twice (first at hexes[0])`}},
		{"duplicate type names", `{"name": "crest"`, `{"name": "wood"`,
			[]string{`type "wood" (types[4]): duplicate type name (first at types[1])`, `hexside "0305/0306" (hexsides[1]): unknown type "crest"`}},
		{"NaN elevation", `"elevation": 2`, `"elevation": NaN`,
			[]string{`terrain: hex map (byte `, `invalid character 'N'`}},
		{"unknown member", `"fill"`, `"filler"`,
			[]string{`terrain: hex map: unknown member "filler" (want one of cols, rows, origin, labels, types, fill, hexes, hexsides)`}},
		{"wrong JSON type", `"cols": 10`, `"cols": "ten"`,
			[]string{`terrain: hex map (cols): cols must be a whole number`}},
		{"bad offset kind", `"offset": "odd-q"`, `"offset": "odd-x"`,
			[]string{`hex map (labels): offset "odd-x" is not one of`}},
		{"truncated JSON", "", "", nil},
	} {
		data := strings.Replace(good, tc.old, tc.new, 1)
		if tc.name == "truncated JSON" {
			data = good[:len(good)*2/3]
			tc.want = []string{"unexpected end of JSON input", "byte "}
		} else if !strings.Contains(good, tc.old) {
			t.Fatalf("%s: %q not in the sample", tc.name, tc.old)
		}
		_, err := terrain.LoadHexMap([]byte(data))
		checkErrors(t, tc.name, err, tc.want)
	}
}

func TestHexMapLookups(t *testing.T) {
	m, err := terrain.LoadHexMap([]byte(readTestdata(t, "hexmap.json")))
	if err != nil {
		t.Fatal(err)
	}
	if m.Len() != 80 || m.Cols() != 10 || m.Rows() != 8 || m.Fill() != "clear" {
		t.Errorf("size %d %d %d fill %q", m.Len(), m.Cols(), m.Rows(), m.Fill())
	}
	n := 0
	for h := range m.Hexes() {
		if !m.Contains(h) {
			t.Errorf("Hexes yields %v off the map", h)
		}
		n++
	}
	if n != 80 {
		t.Errorf("Hexes yields %d hexes", n)
	}
	checkOffMap(t, m)
	checkSides(t, m)
	checkHexes(t, m)
}

// checkOffMap: every lookup off the map says so.
func checkOffMap(t *testing.T, m *terrain.HexMap) {
	off := mustParse("1109")
	if _, ok := m.HexType(off); ok {
		t.Error("HexType off the map: ok")
	}
	if _, ok := m.Elevation(off); ok {
		t.Error("Elevation off the map: ok")
	}
	if _, ok := m.Terrain(off); ok {
		t.Error("Terrain off the map: ok")
	}
	if _, ok := m.SideFeatures(hex.SideOf(mustParse("1004"), 0)); ok {
		t.Error("SideFeatures of an edge side: ok")
	}
	if _, err := m.Label(off); err == nil {
		t.Error("Label off the map: no error")
	}
}

func checkSides(t *testing.T, m *terrain.HexMap) {
	s, _ := hex.SideBetween(mustParse("0306"), mustParse("0305"))
	fs, ok := m.SideFeatures(s)
	ts, _ := m.SideTypes(s)
	if !ok || len(fs) != 2 || fs[0].Type != "crest" || !fs[0].HasHeight || fs[0].Height != 2 || fs[1].Type != "river" ||
		m.Type(int(ts[0])).Name != "crest" || m.Type(int(ts[1])).Name != "river" {
		t.Errorf("SideFeatures(0305/0306) = %v, %v, types %v", fs, ok, ts)
	}
}

func checkHexes(t *testing.T, m *terrain.HexMap) {
	if typ, ok := m.Terrain(mustParse("0306")); !ok || typ.Name != "clear" {
		t.Errorf("Terrain(0306) = %v", typ)
	}
	if e, _ := m.Elevation(mustParse("0306")); e != 2 {
		t.Errorf("Elevation(0306) = %v", e)
	}
	if l, err := m.Label(mustParse("0306")); l != "0306" || err != nil {
		t.Errorf("Label = %q, %v", l, err)
	}
	if i, ok := m.TypeByName("town"); !ok || m.Type(i).Name != "town" || m.NumTypes() != 5 {
		t.Error("TypeByName")
	}
	if v, err := terrain.Get(m.Type(2), terrain.Flag("noFlank")); !v || err != nil {
		t.Errorf("noFlank = %v, %v", v, err)
	}
}

func TestBoardAccessors(t *testing.T) {
	b, err := terrain.LoadBoard([]byte(readTestdata(t, "board.geojson")))
	if err != nil {
		t.Fatal(err)
	}
	i, ok := b.FeatureByID("hedge-1")
	if !ok || i != 2 || b.Feature(i).Shape != terrain.Line || !b.Feature(i).HasHeight || b.Feature(i).Height != 1.5 {
		t.Errorf("FeatureByID(hedge-1) = %d %v", i, ok)
	}
	if !b.Feature(3).Closed() || b.Feature(2).Closed() {
		t.Error("Closed")
	}
	if v, err := terrain.Get(b.Traits(0), Visibility); v != 3 || err != nil {
		t.Errorf("wood-1 visibility = %v, %v (the override)", v, err)
	}
	if v, err := terrain.Get(b.Traits(0), Cover); v != 10 || err != nil {
		t.Errorf("wood-1 cover = %v, %v (from the type)", v, err)
	}
	if ti, ok := b.TypeByName("well"); !ok || b.FeatureType(4) != ti || b.NumTypes() != 5 || b.Type(ti).Name != "well" {
		t.Error("types")
	}
	if _, ok := b.FeatureByID("nope"); ok {
		t.Error("FeatureByID(nope)")
	}
	checkBoardData(t, b)
}

// checkBoardData: Data is a deep copy, and a board cannot be built with
// an override name that the GeoJSON format reserves (so every board built
// can be saved).
func checkBoardData(t *testing.T, b *terrain.Board) {
	// Data is a deep copy.
	d := b.Data()
	d.Features[0].Polygon[0][0] = orb.Point{-1, -1}
	if b.Feature(0).Polygon[0][0] == (orb.Point{-1, -1}) {
		t.Error("Data shares storage")
	}
	// A reserved override name, or one equal to it up to case, cannot be
	// built.
	for name, want := range map[string]string{
		"height": `override "height" has a name the GeoJSON format reserves`,
		"Type":   `override "Type" differs only in case from "type", a name the GeoJSON format reserves`,
	} {
		d = b.Data()
		d.Types[4].Traits = append(d.Types[4].Traits, terrain.Trait{Name: name, Value: terrain.NumberValue(1)})
		d.Features[4] = d.Features[4].WithTraits(terrain.Trait{Name: name, Value: terrain.NumberValue(2)})
		if _, err := terrain.NewBoard(d); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("NewBoard with the override %q: %v", name, err)
		}
	}
}
