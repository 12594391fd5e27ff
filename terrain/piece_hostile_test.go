package terrain_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

// The hostile suite for pieces files: each case must give an error (never
// a panic), capped and prefixed, and allocate within the loaders' bound
// (see checkHostile).

func hostilePieces() []struct {
	name string
	hex  bool
	data string
} {
	T, H := tablePiece, hexPiece
	return []struct {
		name string
		hex  bool
		data string
	}{
		{"empty", false, ``},
		{"nil", false, "\x00"},
		{"null", false, `null`},
		{"empty object", false, `{}`},
		{"malformed", false, `{"pieces":[{"id":`},
		{"NaN literal", false, piecesFile(edit(T, `10`, `NaN`))},
		{"Infinity literal", false, piecesFile(edit(T, `10`, `Infinity`))},
		{"Inf number", false, piecesFile(edit(T, `10`, `1e999`))},
		{"Inf trait", false, piecesFile(edit(T, `"skill":7`, `"skill":-1e999`))},
		{"huge coordinates", false, piecesFile(edit(T, `10`, `1e308`, `20`, `-1e308`, `0.5`, `1e308`))},
		{"huge facing", false, piecesFile(edit(T, `"x"`, `"facing":[1e308,1e308],"x"`))},
		{"duplicate keys", false, piecesFile(edit(T, `"side":"Blue"`, `"side":"Blue","side":"Red"`))},
		{"duplicate keys up to case", false, piecesFile(edit(T, `"skill":7`, `"skill":7,"SKILL":8`))},
		{"trailing data", false, piecesFile(T) + `{}`},
		{"trailing garbage", false, piecesFile(T) + "\x00garbage"},
		{"bad UTF-8", false, piecesFile(edit(T, `"Blue"`, "\"Bl\xffue\""))},
		{"unpaired surrogate", false, piecesFile(edit(T, `"Blue"`, `"Bl\ud800ue"`))},
		{"deep nesting", false, `{"pieces":[],"x":` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`},
		{"deep traits", false, piecesFile(edit(T, `"skill":7`, `"skill":`+strings.Repeat(`{"a":`, 60)+`1`+strings.Repeat(`}`, 60)))},
		{"too many pieces", false, piecesFile(repeat(T, ",", 70_000))},
		{"empty pieces", false, piecesFile(repeat("{}", ",", 60_000))},
		{"null pieces", false, piecesFile(repeat("null", ",", 60_000))},
		{"error flood", false, piecesFile(repeat(edit(T, `"move"`, `"mvoe"`), ",", 20_000))},
		{"huge facing array", false, piecesFile(edit(T, `"x"`, `"facing":[`+repeat("1", ",", 1_000_000)+`],"x"`))},
		{"huge traits array", false, piecesFile(edit(T, `"skill":7`, `"skill":[`+repeat("1", ",", 1_000_000)+`]`))},
		{"long ID", false, piecesFile(edit(T, `"a"`, `"`+strings.Repeat("w", 1<<20)+`"`))},
		{"long trait name", false, piecesFile(edit(T, `"skill":7`, `"skill":7,"`+strings.Repeat("s", 1<<20)+`":1`))},
		{"many traits", false, piecesFile(edit(T, `{"skill":7,"move":6}`, `{`+repeatTraits(50_000)+`}`))},
		{"many unknown members", false, piecesFile(edit(T, `{"id"`, `{`+repeatTraits(50_000)+`,"id"`))},
		{"huge hex label", true, piecesFile(edit(H, `"0302"`, `"`+strings.Repeat("9", 1<<20)+`"`))},
		{"hex label number beyond int", true, piecesFile(edit(H, `"0302"`, `"99999999999999999999"`))},
		{"hex facing beyond int", true, piecesFile(edit(H, `"hex"`, `"facing":1e300,"hex"`))},
		{"hex flood", true, piecesFile(repeat(edit(H, `"0302"`, `"1109"`), ",", 20_000))},
	}
}

func TestHostilePieces(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	for _, tc := range hostilePieces() {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(tc.data)
			if tc.name == "nil" {
				data = nil
			}
			on, keys := tbl, tableKeys()
			if tc.hex {
				on, keys = hx, hexKeys()
			}
			var err error
			alloc := allocated(func() { _, err = terrain.LoadPieces(data, on, keys...) })
			checkHostile(t, tc.name, len(data), err, alloc)
		})
	}
}

// A file that claims 100 MB is refused by its size before it is read, at
// the cost of the error alone.
func TestHostilePiecesHugeFile(t *testing.T) {
	tbl := onTable(t)
	data := bytes.Repeat([]byte(" "), 100<<20)
	copy(data, `{"pieces":[`)
	var err error
	alloc := allocated(func() { _, err = terrain.LoadPieces(data, tbl, tableKeys()...) })
	if err == nil || err.Error() != "terrain: pieces: file of 104857600 bytes, at most 33554432 (Limits.MaxFileBytes)" {
		t.Errorf("100 MB: %v", err)
	}
	if alloc > 64<<10 {
		t.Errorf("100 MB refused at a cost of %d bytes", alloc)
	}
}

// A large valid file (the MaxPieces cap, each with traits) loads within
// the bound, and so does saving and loading it again.
func TestLargePiecesWithinBound(t *testing.T) {
	if testing.Short() {
		t.Skip("large file")
	}
	tbl := onTable(t)
	var b strings.Builder
	b.WriteString(`{"unit":"m","pieces":[`)
	for i := range terrain.DefaultMaxPieces {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(edit(tablePiece, `"a"`, `"p`+strings.Repeat("x", i%7)+itoa36(i)+`"`, `"x":10`, `"x":`+strconv.Itoa(1+i%99), `"move":6`, `"move":6,"kind":"armour","elite":true`))
	}
	b.WriteString(`]}`)
	data := []byte(b.String())
	var ps terrain.Pieces
	var err error
	alloc := allocated(func() { ps, err = terrain.LoadPieces(data, tbl, tableKeys()...) })
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != terrain.DefaultMaxPieces {
		t.Fatalf("%d pieces", len(ps))
	}
	if bound := uint64(hostileBytesPerByte*len(data) + hostileSlack); alloc > bound && !raceEnabled {
		t.Errorf("allocated %d bytes for %d input bytes, bound %d", alloc, len(data), bound)
	}
	t.Logf("%d pieces, %d bytes in, %d allocated (%.1f per byte)", len(ps), len(data), alloc, float64(alloc)/float64(len(data)))
	out, err := terrain.SavePieces(ps, tbl)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := terrain.LoadPieces(out, tbl, tableKeys()...); err != nil {
		t.Fatal(err)
	}
}

// itoa36 writes i in base 36 (digits and small letters), for IDs.
func itoa36(i int) string {
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 36 {
		b = append([]byte{digits[i%36]}, b...)
	}
	return string(b)
}
