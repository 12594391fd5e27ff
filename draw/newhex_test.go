package draw_test

import (
	"io"
	"iter"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
)

// counted yields the hexes of a spiral of the given radius about the
// origin, at most limit of them, counting in *n every hex it yields.
func counted(radius, limit int, n *int) iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for h := range hex.Spiral(hex.Hex{}, radius) {
			if *n >= limit {
				return
			}
			*n++
			if !yield(h) {
				return
			}
		}
	}
}

// NewHex reads at most Limits.MaxHexes hexes (DefaultMaxHexes by
// default) and stops with an error naming the cap: a valid spiral of
// radius 100,000 (3·10^10 hexes) costs a million hexes, not forty
// seconds and more.
func TestNewHexBoundsItsIterator(t *testing.T) {
	l := hex.Layout{Orientation: hex.Pointy, Size: orb.Point{1, 1}}
	n := 0
	c := draw.NewHex(l, counted(100_000, 3*draw.DefaultMaxHexes, &n), 1)
	if err := c.Err(); err == nil || !strings.Contains(err.Error(), "more than 1048576 hexes (Limits.MaxHexes)") {
		t.Fatalf("Err() = %v, want the cap named", err)
	}
	if n > draw.DefaultMaxHexes+1 {
		t.Errorf("read %d hexes, want at most %d", n, draw.DefaultMaxHexes+1)
	}
	if _, err := c.WriteTo(io.Discard); err == nil {
		t.Error("WriteTo of a canvas over the cap: no error")
	}
	if err := draw.NewHex(l, hex.Spiral(hex.Hex{}, 100_000), 1).Err(); err == nil || !strings.Contains(err.Error(), "Limits.MaxHexes") {
		t.Errorf("hex.Spiral of radius 100,000: %v, want the cap named", err)
	}
	small := draw.Limits{MaxHexes: 19}
	if err := small.NewHex(l, hex.Spiral(hex.Hex{}, 2), 10).Err(); err != nil {
		t.Errorf("19 hexes within a cap of 19: %v", err)
	}
	if err := small.NewHex(l, hex.Spiral(hex.Hex{}, 3), 10).Err(); err == nil || !strings.Contains(err.Error(), "more than 19 hexes") {
		t.Errorf("37 hexes within a cap of 19: %v", err)
	}
}

// A hex canvas reads its iterator once: its overlays visit the hexes it
// kept, so an iterator that is costly, or can be read only once, is read
// once however many overlays are drawn.
func TestNewHexReadsItsIteratorOnce(t *testing.T) {
	l := hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}
	n := 0
	c := draw.NewHex(l, counted(4, 1<<20, &n), 20)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	read := n
	if err := c.Arcs(hex.DefaultArcs(), hex.Hex{}, 0, 3); err != nil {
		t.Fatal(err)
	}
	if err := c.Heat(draw.Heat{Value: func(h hex.Hex) (float64, bool) { return float64(h.Q), true }}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.WriteTo(io.Discard); err != nil {
		t.Fatal(err)
	}
	if read != 61 || n != read {
		t.Errorf("the iterator yielded %d hexes for NewHex and %d in all, want 61 and 61", read, n)
	}
}

// A segment far longer than the canvas is cut to it where it crosses it,
// by geom's Segment.ClipToBound: from -1e300 to 1e300 along the diagonal
// it runs corner to corner (before, float parameters drew a dot).
func TestSegmentFromFarAwayCrossesTheCanvas(t *testing.T) {
	c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
	if err := c.Segment(geom.Segment{A: orb.Point{-1e300, -1e300}, B: orb.Point{1e300, 1e300}}, "huge", "", false); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	if want := `<line x1="12" y1="212" x2="212" y2="12" `; !strings.Contains(b.String(), want) {
		t.Errorf("the picture has no %s:\n%s", want, b.String())
	}
}
