package terrain_test

import (
	"bytes"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// The hostile suite: each named case is input a hostile user could send.
// Each must give an error (never a panic), an error message under 64 KB
// whose every line has the package prefix, and allocate no more than the
// documented bound: 12 bytes per input byte plus 1 MiB (see the package
// doc). TotalAlloc counts every allocation, so it bounds the peak.

const hostileBytesPerByte, hostileSlack = 12, 1 << 20

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func checkHostile(t *testing.T, name string, size int, err error, alloc uint64) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error", name)
	}
	msg := err.Error()
	if len(msg) > 64<<10 {
		t.Errorf("%s: error message of %d bytes", name, len(msg))
	}
	for _, line := range strings.Split(msg, "\n") {
		if !strings.HasPrefix(line, "terrain: ") {
			t.Errorf("%s: error line %.200q lacks the prefix", name, line)
		}
	}
	if bound := uint64(hostileBytesPerByte*size + hostileSlack); alloc > bound && !raceEnabled {
		t.Errorf("%s: allocated %d bytes for %d input bytes, bound %d", name, alloc, size, bound)
	}
	t.Logf("%s: %d bytes in, %d allocated (%.1f per byte)", name, size, alloc, float64(alloc)/float64(max(size, 1)))
}

const boardHead = `{"type":"FeatureCollection","warkit":{"unit":"m","extent":[0,0,100,100],"types":[{"name":"wood","traits":{"visibility":2}}]},"features":[`

func boardWith(features ...string) string { return boardHead + strings.Join(features, ",") + `]}` }

func pointFeature(id string, x, y string) string {
	return `{"type":"Feature","properties":{"id":"` + id + `","type":"wood"},"geometry":{"type":"Point","coordinates":[` + x + `,` + y + `]}}`
}

// repeat joins n copies of s with sep.
func repeat(s, sep string, n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(s)
	}
	return b.String()
}

// crossingStarFeature is a feature whose ring is the 2,001-vertex star
// {2000/999}: nearly every edge crosses nearly every other.
func crossingStarFeature() string {
	var b strings.Builder
	b.WriteString(`{"type":"Feature","properties":{"id":"star","type":"wood"},"geometry":{"type":"Polygon","coordinates":[[`)
	n := 2000
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i*999%n) / float64(n)
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "[%g,%g]", 50+50*math.Cos(a), 50+50*math.Sin(a))
	}
	b.WriteString(`]]}}`)
	return b.String()
}

func hostileBoards() []struct{ name, data string } {
	return []struct{ name, data string }{
		{"empty", ``},
		{"nil", "\x00"},
		{"null", `null`},
		{"empty object", `{}`},
		{"malformed", `{"type":"FeatureCollection","warkit":`},
		{"Inf coordinate", boardWith(pointFeature("a", "1e999", "1"))},
		{"Inf extent", strings.Replace(boardWith(), "[0,0,100,100]", "[0,0,1e999,1]", 1)},
		{"huge extent", strings.Replace(boardWith(), "[0,0,100,100]", "[0,0,1e20,1e20]", 1)},
		{"overflowing coordinate", strings.Replace(boardWith(pointFeature("a", "1e300", "1e300")), "[0,0,100,100]", "[-1e308,-1e308,1e308,1e308]", 1)},
		{"NaN literal", boardWith(pointFeature("a", "NaN", "1"))},
		{"duplicate keys", strings.Replace(boardWith(), `"unit":"m"`, `"unit":"m","unit":"in"`, 1)},
		{"duplicate keys up to case", strings.Replace(boardWith(), `"unit":"m"`, `"unit":"m","Unit":"in"`, 1)},
		{"trailing data", boardWith() + `{}`},
		{"trailing garbage", boardWith() + "\x00garbage"},
		{"bad UTF-8", boardWith(pointFeature("w\xffod", "1", "1"))},
		{"unpaired surrogate", boardWith(pointFeature(`w\ud800od`, "1", "1"))},
		{"deep nesting", `{"type":"FeatureCollection","x":` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`},
		{"crossing star", boardWith(crossingStarFeature())},
		{"error flood", boardWith(repeat(pointFeature("x", "500", "1"), ",", 20_000))},
		{"empty rings", boardWith(`{"type":"Feature","properties":{"id":"r","type":"wood"},"geometry":{"type":"Polygon","coordinates":[` + repeat("[]", ",", 100_000) + `]}}`)},
		{"empty positions", boardWith(`{"type":"Feature","properties":{"id":"r","type":"wood"},"geometry":{"type":"LineString","coordinates":[` + repeat("[]", ",", 100_000) + `]}}`)},
		{"long ID", boardWith(pointFeature(strings.Repeat("w", 1<<20), "500", "1"))},
		{"null features", boardWith(repeat("null", ",", 100_000))},
		{"empty features", boardWith(repeat("{}", ",", 100_000))},
		{"many traits", strings.Replace(boardWith(pointFeature("a", "200", "1")), `{"visibility":2}`, `{`+repeatTraits(50_000)+`}`, 1)},
	}
}

func repeatTraits(n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"t%d":%d`, i, i)
	}
	return b.String()
}

func TestHostileBoards(t *testing.T) {
	for _, tc := range hostileBoards() {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(tc.data)
			if tc.name == "nil" {
				data = nil
			}
			var err error
			alloc := allocated(func() { _, err = terrain.LoadBoard(data) })
			checkHostile(t, tc.name, len(data), err, alloc)
		})
	}
}

func TestHostileBoardErrorsCapped(t *testing.T) {
	data := []byte(boardWith(repeat(pointFeature("x", "500", "1"), ",", 20_000)))
	_, err := terrain.LoadBoard(data)
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != terrain.DefaultMaxErrors+1 || !strings.Contains(lines[len(lines)-1], "more problems") {
		t.Fatalf("%d lines, last %q; want %d and a count", len(lines), lines[len(lines)-1], terrain.DefaultMaxErrors+1)
	}
	_, err = terrain.Limits{MaxErrors: 3}.LoadBoard(data)
	if n := strings.Count(err.Error(), "\n") + 1; n != 4 {
		t.Errorf("MaxErrors 3 gave %d lines", n)
	}
	_, err = terrain.Limits{MaxFeatures: 10}.LoadBoard(data)
	if err == nil || !strings.Contains(err.Error(), "Limits.MaxFeatures") {
		t.Errorf("MaxFeatures 10: %v", err)
	}
}

const hexHead = `{"cols":3,"rows":3,"types":[{"name":"clear"}],"fill":"clear"`

func hostileHexMaps() []struct{ name, data string } {
	return []struct{ name, data string }{
		{"empty", ``},
		{"nil", ``},
		{"null", `null`},
		{"malformed", `{"cols":`},
		{"huge declared dimensions", `{"cols":2147483648,"rows":2147483648,"types":[{"name":"clear"}],"fill":"clear"}`},
		{"huge declared hexes", `{"cols":10000,"rows":10000,"types":[{"name":"clear"}],"fill":"clear"}`},
		{"overflowing dimensions", `{"cols":9223372036854775807,"rows":9223372036854775807}`},
		{"beyond int64", `{"cols":1e30,"rows":1}`},
		{"negative dimensions", `{"cols":-3,"rows":3}`},
		{"array dimensions across lines", "{\"cols\":[\n]}"}, // found by FuzzLoadHexMap: the error quoted the raw value, line break and all
		{"duplicate keys", `{"cols":3,"rows":3,"cols":5,"types":[{"name":"clear"}],"fill":"clear"}`},
		{"duplicate keys up to case", `{"cols":3,"rows":3,"COLS":5,"types":[{"name":"clear"}],"fill":"clear"}`},
		{"trailing data", hexHead + `} {}`},
		{"trailing garbage", hexHead + `}garbage`},
		{"bad UTF-8", `{"cols":3,"rows":3,"types":[{"name":"cl` + "\xff" + `ear"}],"fill":"cl` + "\xff" + `ear"}`},
		{"Inf elevation", hexHead + `,"hexes":[{"hex":"0101","elevation":1e999}]}`},
		{"huge elevation", hexHead + `,"hexes":[{"hex":"0101","elevation":1e20}]}`},
		{"huge height", hexHead + `,"hexsides":[{"between":["0101","0102"],"type":"clear","height":-1e300}]}`},
		{"error flood", hexHead + `,"hexes":[` + repeat(`{"hex":"9999"}`, ",", 50_000) + `]}`},
		{"side flood", hexHead + `,"hexsides":[` + repeat(`{"between":["0101"]}`, ",", 50_000) + `]}`},
		{"deep nesting", `{"cols":` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`},
		{"long label", hexHead + `,"hexes":[{"hex":"` + strings.Repeat("9", 1<<20) + `"}]}`},
	}
}

func TestHostileHexMaps(t *testing.T) {
	for _, tc := range hostileHexMaps() {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(tc.data)
			if tc.name == "nil" {
				data = nil
			}
			var err error
			alloc := allocated(func() { _, err = terrain.LoadHexMap(data) })
			checkHostile(t, tc.name, len(data), err, alloc)
		})
	}
}

// The data constructors get the same treatment: NaN, Inf, huge, empty and
// nil values are errors, within the same bounds (the size counted is the
// number of points).
func TestHostileData(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	sq := geom.Polygon{{{1, 1}, {2, 1}, {2, 2}, {1, 1}}}
	wood := []terrain.Type{terrain.NewType("wood")}
	board := func(ext orb.Bound, fs ...terrain.Feature) terrain.BoardData {
		return terrain.BoardData{Extent: ext, Unit: "m", Types: wood, Features: fs}
	}
	ten := orb.Bound{Max: orb.Point{10, 10}}
	boards := []struct {
		name string
		d    terrain.BoardData
	}{
		{"zero", terrain.BoardData{}},
		{"NaN extent", board(orb.Bound{Max: orb.Point{nan, 1}})},
		{"Inf extent", board(orb.Bound{Max: orb.Point{inf, 1}})},
		{"huge extent", board(orb.Bound{Max: orb.Point{1e20, 1e20}})},
		{"NaN point", board(ten, terrain.NewPoint("p", "wood", orb.Point{nan, 1}))},
		{"nil polygon", board(ten, terrain.NewArea("a", "wood", nil))},
		{"empty ring", board(ten, terrain.NewArea("a", "wood", geom.Polygon{{}}))},
		{"nil line", board(ten, terrain.NewLine("l", "wood", nil))},
		{"NaN height", board(ten, terrain.NewArea("a", "wood", sq).WithHeight(nan))},
		{"huge elevation", board(ten, terrain.NewArea("a", "wood", sq).WithElevation(1e300))},
		{"Inf line", board(ten, terrain.NewLine("l", "wood", orb.LineString{{0, 0}, {inf, 0}}))},
	}
	for _, tc := range boards {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			alloc := allocated(func() { _, err = terrain.NewBoard(tc.d) })
			checkHostile(t, tc.name, 0, err, alloc)
		})
	}
	hexes := []struct {
		name string
		d    terrain.HexMapData
	}{
		{"zero", terrain.HexMapData{}},
		{"huge", terrain.HexMapData{Cols: math.MaxInt32, Rows: math.MaxInt32, Labels: hex.StandardLabels, Types: wood, Fill: "wood"}},
		{"NaN elevation", terrain.HexMapData{Cols: 2, Rows: 2, Labels: hex.StandardLabels, Types: wood, Fill: "wood",
			Hexes: []terrain.HexData{{Hex: hex.Hex{}, Elevation: nan}}}},
		{"Inf height", terrain.HexMapData{Cols: 2, Rows: 2, Labels: hex.StandardLabels, Types: wood, Fill: "wood",
			Hexes: []terrain.HexData{{Hex: hex.Hex{}, Height: inf}}}},
	}
	for _, tc := range hexes {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			alloc := allocated(func() { _, err = terrain.NewHexMap(tc.d) })
			checkHostile(t, tc.name, 0, err, alloc)
		})
	}
}

// Valid large files stay within the bound too.
func TestLargeValidFilesWithinBound(t *testing.T) {
	if testing.Short() {
		t.Skip("large files")
	}
	var b bytes.Buffer
	b.WriteString(strings.Replace(boardHead, "[0,0,100,100]", "[0,0,1000,1000]", 1))
	for i := range 20_000 {
		if i > 0 {
			b.WriteByte(',')
		}
		x, y := float64(i%1000), float64(i/1000)
		fmt.Fprintf(&b, `{"type":"Feature","properties":{"id":"t%d","type":"wood"},"geometry":{"type":"Polygon","coordinates":[[[%g,%g],[%g,%g],[%g,%g],[%g,%g]]]}}`,
			i, x, y, x+0.5, y, x, y+0.5, x, y)
	}
	b.WriteString(`]}`)
	var err error
	alloc := allocated(func() { _, err = terrain.LoadBoard(b.Bytes()) })
	if err != nil {
		t.Fatal(err)
	}
	if bound := uint64(hostileBytesPerByte*b.Len() + hostileSlack); alloc > bound && !raceEnabled {
		t.Errorf("allocated %d for %d bytes, bound %d", alloc, b.Len(), bound)
	}
	t.Logf("valid board: %d bytes in, %d allocated (%.1f per byte)", b.Len(), alloc, float64(alloc)/float64(b.Len()))
}
