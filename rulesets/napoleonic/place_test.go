package napoleonic

import (
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// Placed finds where a unit stands from the hexes it occupies, for the
// seed's units, and refuses hexes no placement occupies.
func TestPlaced(t *testing.T) {
	for _, u := range []Unit{dragons(), kgl()} {
		hexes, err := u.AppendHexes(nil)
		if err != nil {
			t.Fatal(err)
		}
		// The counter first, the rest shuffled.
		rest := hexes[1:]
		rand.New(rand.NewPCG(1, 2)).Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		blank := u
		blank.Width, blank.Extent, blank.Head = 0, hex.ExtendCentered, hex.Hex{}
		got, err := blank.Placed(hexes, u.Facing)
		if err != nil {
			t.Fatalf("%s: %v", u.Name, err)
		}
		if got != u {
			t.Errorf("%s: placed %+v, want %+v", u.Name, got, u)
		}
	}
	bad := [][]hex.Hex{
		nil,
		{{Q: 4, R: 2}, {Q: 4, R: 2}, {Q: 3, R: 2}},
		{{Q: 4, R: 2}, {Q: 3, R: 2}},               // the Dragons are 3 hexes long
		{{Q: 4, R: 2}, {Q: 3, R: 2}, {Q: 9, R: 9}}, // not a column
		{{Q: 3, R: 2}, {Q: 4, R: 2}, {Q: 2, R: 2}}, // the counter is not the head
	}
	for _, hs := range bad {
		if _, err := dragons().Placed(hs, hex.SideFacing(0)); err == nil {
			t.Errorf("Dragons placed on %v", hs)
		}
	}
}

// Property: placing a unit on the hexes it occupies gives back the same
// hexes, anywhere on the plane (negative coordinates included), in any
// formation.
func TestPlacedRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		u := kgl()
		if rapid.Bool().Draw(t, "column") {
			u = dragons()
			u.Increments = rapid.IntRange(1, 16).Draw(t, "increments")
			u.Facing = hex.SideFacing(hex.Direction(rapid.IntRange(0, 5).Draw(t, "dir")))
		} else {
			u.Increments = rapid.IntRange(5, 12).Draw(t, "increments")
			u.Width = rapid.IntRange(1, 2).Draw(t, "width")
			u.Extent = hex.LineExtent(rapid.IntRange(0, 2).Draw(t, "extent"))
			u.Facing = hex.VertexFacing(hex.Direction(rapid.IntRange(0, 5).Draw(t, "corner")))
		}
		u.Head = hex.Hex{Q: rapid.IntRange(-1000, 1000).Draw(t, "q"), R: rapid.IntRange(-1000, 1000).Draw(t, "r")}
		hexes, err := u.AppendHexes(nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := u.Placed(hexes, u.Facing)
		if err != nil {
			t.Fatal(err)
		}
		back, _ := got.AppendHexes(nil)
		if len(back) != len(hexes) || back[0] != hexes[0] {
			t.Fatalf("placed on %v, occupies %v", hexes, back)
		}
	})
}
