package terrain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

// The loaders count and refuse as they read: a file at the size cap
// (32 MiB) that asks for more than the limits allow costs what its
// accepted part costs, not gigabytes. Each case is generated here, filled
// up to the cap, and checked against the documented bound (see
// hostileBytesPerByte); the refusals must also come before anything is
// built for the refused part, which the tighter bounds below check.

// fillTo returns head, then copies of item (each "#" replaced by the
// copy's number) separated by sep, then tail, at most size bytes in all.
func fillTo(size int, head, item, sep, tail string) []byte {
	var b strings.Builder
	b.Grow(size)
	b.WriteString(head)
	for i := 0; ; i++ {
		it := strings.ReplaceAll(item, "#", fmt.Sprint(i))
		if b.Len()+len(sep)+len(it)+len(tail) > size {
			break
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(it)
	}
	b.WriteString(tail)
	return []byte(b.String())
}

const capBytes = terrain.DefaultMaxFileBytes

func capBoardHead(extent string) string {
	return `{"type":"FeatureCollection","warkit":{"unit":"in","extent":[` + extent + `],"types":[{"name":"w","traits":{}}]},"features":[`
}

// loadAtCap runs load on data, checks the error (want is part of it, or
// "" for none) and the documented bound, and returns what it allocated.
func loadAtCap(t *testing.T, name string, data []byte, want string, load func([]byte) error) uint64 {
	t.Helper()
	var err error
	alloc := allocated(func() { err = load(data) })
	switch {
	case want == "" && err != nil:
		t.Fatalf("%s: %v", name, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Fatalf("%s: error %.300v, want it to say %q", name, err, want)
	}
	if bound := uint64(hostileBytesPerByte*len(data) + hostileSlack); alloc > bound && !raceEnabled {
		t.Errorf("%s: allocated %d bytes for %d input bytes, bound %d", name, alloc, len(data), bound)
	}
	t.Logf("%s: %d bytes in, %d allocated (%.2f per byte)", name, len(data), alloc, float64(alloc)/float64(len(data)))
	return alloc
}

// TestLoadersRefuseAsTheyRead: the reviewer's cases (a polygon of empty
// rings filling the file, a piece of 2.7 million traits) and their
// neighbours are refused as the first point or member beyond a limit is
// read: almost nothing is allocated, where they cost gigabytes before.
func TestLoadersRefuseAsTheyRead(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("32 MiB files")
	}
	board := func(d []byte) error { _, err := terrain.LoadBoard(d); return err }
	b, err := terrain.LoadBoard([]byte(capBoardHead("0,0,48,48") + `]}`))
	if err != nil {
		t.Fatal(err)
	}
	pieces := func(d []byte) error { _, err := terrain.LoadPieces(d, terrain.PiecesFor{Board: b}); return err }
	const ring = `{"type":"Feature","properties":{"id":"a","type":"w"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]],`
	for _, tc := range []struct {
		name      string
		data      []byte
		want      string
		load      func([]byte) error
		tightened uint64 // allocation allowed, far below the general bound
	}{
		{"polygon of empty rings", fillTo(capBytes, capBoardHead("0,0,10,10")+ring, "[]", ",", `]}}]}`),
			`feature "a" (features[0].geometry): ring 1: empty`, board, 1 << 20},
		{"polygon of one-point rings", fillTo(capBytes, capBoardHead("0,0,10,10")+ring, "[[0,0]]", ",", `]}}]}`),
			"more than 4194304 points in all (Limits.MaxPoints)", board, 1 << 20},
		{"line of too many points", fillTo(capBytes, capBoardHead("0,0,10,10")+`{"type":"Feature","properties":{"id":"a","type":"w"},"geometry":{"type":"LineString","coordinates":[`, "[0,0]", ",", `]}}]}`),
			"line has more than 1048576 points (Limits.MaxRingPoints)", board, 1 << 20},
		{"piece of millions of traits", fillTo(capBytes, `{"pieces":[{"id":"a","side":"s","x":1,"y":1,"radius":0.5,"traits":{`, `"t#":1`, ",", `}}]}`),
			"pieces[0] holds an object of more than 64 members", pieces, 1 << 20},
		{"too many pieces", fillTo(capBytes, `{"pieces":[`, `{"id":"#","side":"s","x":1,"y":1,"radius":0.5}`, ",", `]}`),
			"at most 65536 (Limits.MaxPieces)", pieces, 1 << 20},
		{"too many types", fillTo(capBytes, `{"type":"FeatureCollection","warkit":{"unit":"in","extent":[0,0,10,10],"types":[`, `{"name":"#"}`, ",", `]},"features":[]}`),
			"types, at most 65535 (MaxTypes)", board, 1 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if alloc := loadAtCap(t, tc.name, tc.data, tc.want, tc.load); alloc > tc.tightened {
				t.Errorf("%s: allocated %d bytes, want at most %d: the refusal comes after building", tc.name, alloc, tc.tightened)
			}
		})
	}
}

// TestLoadersCostPerByte: large files that the loaders accept, or read
// whole before refusing, stay within the documented bound (8 MiB each,
// which shows the same ratios as the cap and costs a quarter of the
// time).
func TestLoadersCostPerByte(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("8 MiB files")
	}
	const capBytes = 8 << 20
	board := func(d []byte) error { _, err := terrain.LoadBoard(d); return err }
	hexMap := func(d []byte) error { _, err := terrain.LoadHexMap(d); return err }
	for _, tc := range []struct {
		name, want string
		data       []byte
		load       func([]byte) error
	}{
		{"point features", "", fillTo(capBytes, capBoardHead("0,0,10,10"), `{"type":"Feature","properties":{"id":"#","type":"w"},"geometry":{"type":"Point","coordinates":[1,1]}}`, ",", `]}`), board},
		{"triangles", "", fillTo(capBytes, capBoardHead("0,0,10,10"), `{"type":"Feature","properties":{"id":"#","type":"w"},"geometry":{"type":"Polygon","coordinates":[[[1,1],[2,1],[1,2],[1,1]]]}}`, ",", `]}`), board},
		{"a type of millions of traits", "", fillTo(capBytes, `{"type":"FeatureCollection","warkit":{"unit":"in","extent":[0,0,10,10],"types":[{"name":"w","traits":{`, `"t#":1`, ",", `}}]},"features":[]}`), board},
		{"hexes given twice", "hex given twice", fillTo(capBytes, `{"cols":10,"rows":10,"types":[{"name":"c"}],"fill":"c","hexes":[`, `{"hex":"0101","type":"c"}`, ",", `]}`), hexMap},
		{"hexsides given twice", "given twice on this hexside", fillTo(capBytes, `{"cols":10,"rows":10,"types":[{"name":"c"}],"fill":"c","hexsides":[`, `{"between":["0101","0102"],"type":"c"}`, ",", `]}`), hexMap},
		{"unknown members", "unknown member", fillTo(capBytes, `{"cols":10,"rows":10,"types":[{"name":"c"}],"fill":"c","hexes":[{"hex":"0101",`, `"u#":1`, ",", `}]}`), hexMap},
	} {
		t.Run(tc.name, func(t *testing.T) { loadAtCap(t, tc.name, tc.data, tc.want, tc.load) })
	}
}
