package terrain_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: the input contract on every exported function. Each test names
// a kind of breach that today's code no longer has.

// Issue 33: NewBoard accepted a feature ID "id\xff", which a save and
// reload turned into "id\uFFFD". Constructors apply the loaders' text rule,
// with the loaders' error.
func TestIssue33NewBoardInvalidUTF8(t *testing.T) {
	sq := geom.Polygon{orb.Ring{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}}}
	base := func() terrain.BoardData {
		return terrain.BoardData{
			Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "in",
			Types:    []terrain.Type{terrain.NewType("woods", terrain.Enum("kind", "x").Is("x"))},
			Features: []terrain.Feature{terrain.NewArea("id", "woods", sq)},
		}
	}
	if _, err := terrain.NewBoard(base()); err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(*terrain.BoardData){
		"feature ID": func(d *terrain.BoardData) { d.Features[0].ID = "id\xff" },
		"unit":       func(d *terrain.BoardData) { d.Unit = "in\xff" },
		"type name": func(d *terrain.BoardData) {
			d.Types[0].Name = "wo\xffds"
			d.Features[0].Type = "wo\xffds"
		},
		"trait name": func(d *terrain.BoardData) {
			d.Types[0].Traits[0].Name = "ki\xffnd"
		},
		"enum trait": func(d *terrain.BoardData) {
			d.Features[0] = d.Features[0].WithTraits(terrain.Trait{Name: "kind", Value: terrain.EnumValue("\xff")})
		},
	} {
		d := base()
		edit(&d)
		_, err := terrain.NewBoard(d)
		if !errors.Is(err, terrain.ErrInvalidUTF8) || !strings.Contains(err.Error(), "is not valid UTF-8") {
			t.Errorf("%s: %v", name, err)
		}
	}
	// The loader gives the same error for the same text in a file.
	b, err := terrain.NewBoard(base())
	if err != nil {
		t.Fatal(err)
	}
	file, err := terrain.SaveBoard(b)
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(file), `"id": "id"`, "\"id\": \"id\xff\"", 1)
	if _, err := terrain.LoadBoard([]byte(bad)); !errors.Is(err, terrain.ErrInvalidUTF8) ||
		!strings.Contains(err.Error(), `string "id\xff" is not valid UTF-8`) {
		t.Errorf("LoadBoard with an ID \"id\\xff\": %v", err)
	}
}

// hexData is a small valid hex map description for the text tests.
func hexData() terrain.HexMapData {
	return terrain.HexMapData{
		Cols: 3, Rows: 3, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear", terrain.Number("mp").Is(1), terrain.Enum("cover", "none").Is("none"))},
	}
}

// Issue 33: NewHexMap applied no text rule at all: a type name, a trait
// name, an enumeration member or a label separator that is not valid UTF-8
// was accepted, and SaveHexMap wrote a file that loads as other text.
func TestIssue33NewHexMapInvalidUTF8(t *testing.T) {
	if _, err := terrain.NewHexMap(hexData()); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		edit func(*terrain.HexMapData)
		want string
	}{
		"type name": {func(d *terrain.HexMapData) { d.Types[0].Name, d.Fill = "cl\xffear", "cl\xffear" },
			`terrain: type "cl\xffear" (types[0]): type name "cl\xffear" is not valid UTF-8`},
		"trait name": {func(d *terrain.HexMapData) { d.Types[0].Traits[1].Name = "m\xffp" },
			`terrain: type "clear" (types[0]): trait name "m\xffp" is not valid UTF-8`},
		"enum member": {func(d *terrain.HexMapData) { d.Types[0].Traits[0].Value = terrain.EnumValue("no\xffne") },
			`terrain: type "clear" (types[0]): trait "cover" member "no\xffne" is not valid UTF-8`},
		"label separator": {func(d *terrain.HexMapData) { d.Labels.Separator = "\xff" },
			`terrain: hex map (labels): label separator "\xff" is not valid UTF-8`},
	} {
		d := hexData()
		d.Types[0] = terrain.NewType(d.Types[0].Name, d.Types[0].Traits...) // a copy to edit
		c.edit(&d)
		_, err := terrain.NewHexMap(d)
		if !errors.Is(err, terrain.ErrInvalidUTF8) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// Issue 33: the loaders refuse two trait names of one object equal up to
// case, and the constructors accepted them, so a map saved from Go did not
// load back. Both now refuse them, and the loader decides "equal up to
// case" the same way however many members an object has (it used
// bytes.EqualFold for the first eight and bytes.ToLower after, which
// disagree on 'ſ' and 's').
func TestIssue33TraitNamesEqualUpToCase(t *testing.T) {
	d := hexData()
	d.Types[0] = terrain.NewType("clear", terrain.Number("Cover").Is(1), terrain.Number("cover").Is(2))
	if _, err := terrain.NewHexMap(d); err == nil || !strings.Contains(err.Error(), `traits "Cover" and "cover" differ only in case`) {
		t.Errorf("NewHexMap with traits Cover and cover: %v", err)
	}
	var nine []terrain.Trait // past the eight names compared one by one
	for i := range 9 {
		nine = append(nine, terrain.Number(fmt.Sprint("t", i)).Is(1))
	}
	for _, pair := range [][2]string{{"cover", "Cover"}, {"cover", "cover"}, {"s", "ſ"}} {
		d.Types[0] = terrain.NewType("clear", append(nine, terrain.Number(pair[0]).Is(1), terrain.Number(pair[1]).Is(2))...)
		first, again := min(pair[0], pair[1]), max(pair[0], pair[1]) // NewType sorts traits by name
		want := fmt.Sprintf("traits %q and %q differ only in case", first, again)
		if pair[0] == pair[1] {
			want = fmt.Sprintf("trait %q given twice", pair[0])
		}
		if _, err := terrain.NewHexMap(d); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("NewHexMap with traits %q and %q after nine others: %v", pair[0], pair[1], err)
		}
	}
	pieces := []terrain.Piece{terrain.NewHexPiece("a", "Blue", hex.Hex{}).WithTraits(
		terrain.Number("skill").Is(1), terrain.Number("SKILL").Is(2))}
	m, err := terrain.NewHexMap(hexData())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := terrain.NewPieces(pieces, terrain.PiecesFor{HexMap: m}); err == nil || !strings.Contains(err.Error(), `traits "skill" and "SKILL" differ only in case`) {
		t.Errorf("NewPieces with traits skill and SKILL: %v", err)
	}
	var many []string
	for i := range 8 {
		many = append(many, fmt.Sprintf(`"t%d": 1`, i))
	}
	for _, pair := range [][2]string{{"s", "ſ"}, {"k", "\u212a"}, {"mp", "MP"}} {
		traits := strings.Join(append(many, `"`+pair[0]+`": 1`, `"`+pair[1]+`": 2`), ", ")
		file := `{"cols": 3, "rows": 3, "types": [{"name": "clear", "traits": {` + traits + `}}], "fill": "clear"}`
		_, err := terrain.LoadHexMap([]byte(file))
		want := fmt.Sprintf("members %q and %q of one object differ only in case", pair[0], pair[1])
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadHexMap with traits %q and %q after eight others: %v", pair[0], pair[1], err)
		}
	}
}

// Issue 33: every method of a nil or zero *Board dereferenced nil or
// indexed an empty slice. The zero Board and a nil *Board are the empty
// board.
func TestIssue33ZeroAndNilBoard(t *testing.T) {
	seg := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{1, 1}}
	for name, b := range map[string]*terrain.Board{"nil": nil, "zero": {}} {
		if b.Len() != 0 || b.NumTypes() != 0 || b.Unit() != "" || b.Extent() != (orb.Bound{}) || len(b.Types()) != 0 {
			t.Errorf("%s: not empty", name)
		}
		if b.Feature(0) != nil || b.FeatureType(0) != -1 || b.Type(0).Name != "" {
			t.Errorf("%s: index methods", name)
		}
		if _, ok := b.FeatureByID("a"); ok {
			t.Errorf("%s: FeatureByID", name)
		}
		if _, ok := b.TypeByName("a"); ok {
			t.Errorf("%s: TypeByName", name)
		}
		if len(b.AppendCandidates(nil, seg)) != 0 || len(b.AppendCandidatesInBound(nil, seg.Bound())) != 0 || len(b.AppendAt(nil, orb.Point{})) != 0 {
			t.Errorf("%s: candidates", name)
		}
		if e, f := b.ElevationAt(orb.Point{}); e != 0 || f != -1 {
			t.Errorf("%s: ElevationAt = %v, %d", name, e, f)
		}
		for range b.All() {
			t.Errorf("%s: All yields a feature", name)
		}
		if d := b.Data(); len(d.Features) != 0 || d.Unit != "" {
			t.Errorf("%s: Data = %+v", name, d)
		}
		if _, err := terrain.Get(b.Traits(0), terrain.Number("mp")); err == nil || !strings.HasPrefix(err.Error(), "terrain: ") {
			t.Errorf("%s: Get(Traits(0)) = %v", name, err)
		}
		if c, err := terrain.FeatureColumn(b, terrain.Number("mp")); err != nil || c.Len() != 0 {
			t.Errorf("%s: FeatureColumn = %d entries, %v", name, c.Len(), err)
		}
		if _, err := terrain.SaveBoard(b); err == nil || !strings.HasPrefix(err.Error(), "terrain: board: ") {
			t.Errorf("%s: SaveBoard = %v", name, err)
		}
	}
}

// Issue 33: Feature, FeatureType, Type and Traits panicked on an index
// out of range; they give a documented value.
func TestIssue33BoardIndexOutOfRange(t *testing.T) {
	b, err := terrain.LoadBoard([]byte(readTestdata(t, "board.geojson")))
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{-1, b.Len(), math.MaxInt, math.MinInt} {
		if b.Feature(i) != nil || b.FeatureType(i) != -1 {
			t.Errorf("feature %d: %v, type %d", i, b.Feature(i), b.FeatureType(i))
		}
		if _, ok := b.Traits(i).Trait("visibility"); ok {
			t.Errorf("Traits(%d) carries a trait", i)
		}
	}
	for _, i := range []int{-1, b.NumTypes(), math.MaxInt} {
		if ty := b.Type(i); ty.Name != "" || ty.Traits != nil {
			t.Errorf("Type(%d) = %v", i, ty)
		}
	}
}

// Issue 33: every method of a nil *HexMap dereferenced nil, and Type
// panicked out of range. The zero HexMap and a nil *HexMap are the empty
// map.
func TestIssue33ZeroAndNilHexMap(t *testing.T) {
	h := hex.Hex{}
	for name, m := range map[string]*terrain.HexMap{"nil": nil, "zero": {}} {
		if m.Len() != 0 || m.Cols() != 0 || m.Rows() != 0 || m.NumTypes() != 0 || m.Fill() != "" || m.Origin() != (hex.Offset{}) || len(m.Types()) != 0 {
			t.Errorf("%s: not empty", name)
		}
		_, ok1 := m.HexType(h)
		_, ok2 := m.Terrain(h)
		_, ok3 := m.Elevation(h)
		_, ok4 := m.Height(h)
		_, ok5 := m.SideFeatures(hex.SideOf(h, 0))
		_, ok6 := m.SideTypes(hex.SideOf(h, 0))
		_, ok7 := m.Index(h)
		_, ok8 := m.TypeByName("clear")
		if ok1 || ok2 || ok3 || ok4 || ok5 || ok6 || ok7 || ok8 || m.Contains(h) {
			t.Errorf("%s: a lookup found something", name)
		}
		if m.Type(0).Name != "" || m.Labels() != (hex.LabelFormat{}) {
			t.Errorf("%s: Type or Labels", name)
		}
		for range m.Hexes() {
			t.Errorf("%s: Hexes yields a hex", name)
		}
		if _, err := m.Label(h); err == nil || !strings.HasPrefix(err.Error(), "terrain: ") {
			t.Errorf("%s: Label = %v", name, err)
		}
		if _, err := m.Parse("0101"); err == nil || !strings.HasPrefix(err.Error(), "terrain: ") {
			t.Errorf("%s: Parse = %v", name, err)
		}
		if d := m.Data(); d.Cols != 0 || len(d.Hexes) != 0 {
			t.Errorf("%s: Data = %+v", name, d)
		}
		if _, err := terrain.SaveHexMap(m); err == nil || !strings.HasPrefix(err.Error(), "terrain: hex map: ") {
			t.Errorf("%s: SaveHexMap = %v", name, err)
		}
	}
	m, err := terrain.NewHexMap(hexData())
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{-1, 1, math.MaxInt} {
		if ty := m.Type(i); ty.Name != "" {
			t.Errorf("Type(%d) = %v", i, ty)
		}
	}
}

// Issue 33: a nil *Error's methods dereferenced nil.
func TestIssue33NilError(t *testing.T) {
	var e *terrain.Error
	if got := e.Error(); got != "terrain: no error (nil *Error)" {
		t.Errorf("Error() = %q", got)
	}
	if e.Unwrap() != nil {
		t.Error("Unwrap() is not nil")
	}
}

// Issue 33: an error printed a byte of a UTF-8 sequence as a character:
// a full-width digit where a JSON value belongs read as 'ï'.
func TestIssue33LoaderErrorsQuoteRunes(t *testing.T) {
	for file, want := range map[string]string{
		`{"cols": １}`:             `invalid character '１' looking for a JSON value`,
		`{"cols": [1 ２]}`:         `invalid character '２' after an array element`,
		`{"cols": 3 ，"rows": 3}`:  `invalid character '，' after an object member`,
		"{\"cols\": \xff}":        `invalid character "\xff" looking for a JSON value`,
		`{"cols": 3, "rows": 3 ｝`: `invalid character '｝' after an object member`,
	} {
		_, err := terrain.LoadHexMap([]byte(file))
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "ï") {
			t.Errorf("LoadHexMap(%q): %v, want %q", file, err, want)
		}
	}
}

// Issue 33: a key whose name or member is not valid UTF-8 names nothing a
// file can hold; reads with it, the column builders and the key checks
// report it instead of reading every trait as missing.
func TestIssue33KeyTextRule(t *testing.T) {
	clear := terrain.NewType("clear", terrain.Number("mp").Is(1))
	for name, k := range map[string]terrain.Key[float64]{"name": terrain.Number("m\xffp")} {
		if _, err := terrain.Get(clear, k); !errors.Is(err, terrain.ErrInvalidUTF8) {
			t.Errorf("%s: Get = %v", name, err)
		}
		if _, _, err := terrain.Lookup(clear, k); !errors.Is(err, terrain.ErrInvalidUTF8) {
			t.Errorf("%s: Lookup = %v", name, err)
		}
		if _, err := terrain.TypeColumn([]terrain.Type{clear}, k); !errors.Is(err, terrain.ErrInvalidUTF8) {
			t.Errorf("%s: TypeColumn = %v", name, err)
		}
		if err := terrain.RequireKeys([]terrain.Type{clear}, k); !errors.Is(err, terrain.ErrInvalidUTF8) {
			t.Errorf("%s: RequireKeys = %v", name, err)
		}
	}
	cover := terrain.Enum("cover", "li\xffght")
	if _, err := terrain.Get(clear, cover); !errors.Is(err, terrain.ErrInvalidUTF8) {
		t.Errorf("enum member: Get = %v", err)
	}
	m, err := terrain.NewHexMap(hexData())
	if err != nil {
		t.Fatal(err)
	}
	p := terrain.NewHexPiece("a", "Blue", hex.Hex{})
	if _, err := terrain.NewPieces([]terrain.Piece{p}, terrain.PiecesFor{HexMap: m}, terrain.Optional(cover)); !errors.Is(err, terrain.ErrInvalidUTF8) {
		t.Errorf("enum member: NewPieces = %v", err)
	}
}

// Issue 33: RequireKeys and CheckKeys joined one error per key and type,
// without the cap every other check of the package has.
func TestIssue33KeyErrorsCapped(t *testing.T) {
	types := make([]terrain.Type, 1000)
	for i := range types {
		types[i] = terrain.NewType(fmt.Sprint("t", i), terrain.Number("x").Is(1))
	}
	keys := make([]terrain.TraitKey, 100)
	for i := range keys {
		keys[i] = terrain.Number(fmt.Sprint("k", i))
	}
	for name, err := range map[string]error{
		"RequireKeys": terrain.RequireKeys(types, keys...),
		"CheckKeys":   terrain.CheckKeys(types, keys...),
	} {
		if err == nil {
			t.Fatalf("%s: no error", name)
		}
		lines := strings.Split(err.Error(), "\n")
		if len(lines) != terrain.DefaultMaxErrors+1 || !strings.Contains(lines[len(lines)-1], "more problems") {
			t.Errorf("%s: %d lines, the last %q", name, len(lines), lines[len(lines)-1])
		}
	}
}

// Issue 33: a NaN trait of a Type built in Go (NewType does not validate)
// was read as a number: NaN in, a silently wrong answer out. Reads refuse
// it as validation does.
func TestIssue33NaNTraitRead(t *testing.T) {
	mp := terrain.Number("mp")
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		ty := terrain.NewType("bog", mp.Is(x))
		if v, err := terrain.Get(ty, mp); err == nil {
			t.Errorf("Get of mp %v = %v, no error", x, v)
		}
		if v, ok, err := terrain.Lookup(ty, mp); err == nil {
			t.Errorf("Lookup of mp %v = %v %v, no error", x, v, ok)
		}
		if _, err := terrain.TypeColumn([]terrain.Type{ty}, mp); err == nil {
			t.Errorf("TypeColumn of mp %v: no error", x)
		}
		p := terrain.NewHexPiece("a", "Blue", hex.Hex{}).WithTraits(mp.Is(x))
		if v, err := terrain.Get(p, mp); err == nil {
			t.Errorf("Get of a piece's mp %v = %v, no error", x, v)
		}
	}
}

// Issue 33: pieces were checked against a zero Board, whose empty extent
// holds the point (0, 0), and accepted; what no file can describe is no
// ground to stand on.
func TestIssue33PiecesOnZeroGround(t *testing.T) {
	tp := terrain.NewTablePiece("a", "Blue", geom.Disc{R: 1})
	hp := terrain.NewHexPiece("a", "Blue", hex.Hex{})
	for name, c := range map[string]struct {
		p  terrain.Piece
		on terrain.PiecesFor
	}{
		"zero Board":  {tp, terrain.PiecesFor{Board: &terrain.Board{}}},
		"zero HexMap": {hp, terrain.PiecesFor{HexMap: &terrain.HexMap{}}},
	} {
		if _, err := terrain.NewPieces([]terrain.Piece{c.p}, c.on); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("NewPieces on a %s: %v", name, err)
		}
		if _, err := terrain.LoadPieces([]byte(`{"pieces": []}`), c.on); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("LoadPieces on a %s: %v", name, err)
		}
		if _, err := terrain.SavePieces(terrain.Pieces{c.p}, c.on); err == nil {
			t.Errorf("SavePieces on a %s: no error", name)
		}
	}
}

// Issue 33: the board's index listed a feature in every cell its box
// meets, on a grid of about two cells per feature, so features whose
// boxes cover the table made it quadratic: 5,000 table-sized triangles, a
// 700 KB file, allocated 200 MB, and a 32 MB file terabytes. The grid is
// coarsened until it holds at most 8 entries per feature (plus 65,536),
// within the loaders' bound of 64 bytes per input byte plus 1 MiB, and the
// candidates are still every feature a segment's box meets.
func TestIssue33IndexOfOverlappingFeatures(t *testing.T) {
	const n = 5000
	fs := make([]string, n)
	for i := range fs {
		fs[i] = fmt.Sprintf(`{"type":"Feature","properties":{"id":"f%d","type":"wood"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[100,%d],[%d,100],[0,0]]]}}`, i, i%100, 100-i%100)
	}
	data := []byte(boardWith(strings.Join(fs, ",")))
	var b *terrain.Board
	var err error
	alloc := allocated(func() { b, err = terrain.LoadBoard(data) })
	if err != nil {
		t.Fatal(err)
	}
	if bound := uint64(hostileBytesPerByte*len(data) + hostileSlack); alloc > bound && !raceEnabled {
		t.Errorf("%d table-sized features (%d bytes) allocate %d bytes, bound %d", n, len(data), alloc, bound)
	}
	seg := geom.Segment{A: orb.Point{1, 1}, B: orb.Point{2, 2}}
	if got := b.AppendCandidates(nil, seg); len(got) != n {
		t.Errorf("a segment inside every box has %d candidates, want %d", len(got), n)
	}
}

// Issue 33: Column.Require joined one error per entry without the trait,
// so a board of a hundred thousand features made an error of megabytes;
// it is capped as validation is.
func TestIssue33RequireCapped(t *testing.T) {
	types := make([]terrain.Type, 100_000)
	for i := range types {
		types[i] = terrain.NewType(fmt.Sprint("t", i))
	}
	c, err := terrain.TypeColumn(types, terrain.Number("mp"))
	if err != nil {
		t.Fatal(err)
	}
	err = c.Require()
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != terrain.DefaultMaxErrors+1 || lines[len(lines)-1] != "terrain: and 99980 more problems" {
		t.Errorf("%d lines, the last %q", len(lines), lines[len(lines)-1])
	}
}
