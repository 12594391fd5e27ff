package skirmish

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// FuzzLoS builds a table from arbitrary numbers (NaN, Inf and huge
// included): NewTable refuses what is not a table, and a table it accepts
// answers LoS without panicking, the same both ways.
func FuzzLoS(f *testing.F) {
	f.Add(0.0, 0.0, 0.5, 1.0, 6.0, 0.0, 0.5, 1.0, 3.0, -5.0, 3.3, 5.0, 1.5, uint8(0))
	f.Add(0.0, 0.0, 0.5, 1.0, 10.0, 0.0, 0.5, 1.0, 2.0, -5.0, 2.3, 5.0, 2.7, uint8(5))
	f.Fuzz(func(t *testing.T, ax, ay, ar, ah, bx, by, br, bh, x0, y0, x1, y1, ph float64, flags uint8) {
		ms := []Model{
			{ID: "a", Base: geom.Disc{Center: orb.Point{ax, ay}, R: ar}, Ht: ah},
			{ID: "b", Base: geom.Disc{Center: orb.Point{bx, by}, R: br}, Ht: bh},
		}
		if flags&1 != 0 {
			ms[0].On = "p"
		}
		ps := []Piece{{ID: "p", Footprint: rect(x0, y0, x1, y1), Ht: ph, Type: wall}}
		r := Rules{LowerThanBoth: flags&2 != 0, Compare: HtReading(flags >> 2 & 1), Ends: LineEnds(flags >> 3 & 1)}
		tb, err := NewTable(ms, ps, r)
		if err != nil {
			return
		}
		s1, err1 := tb.LoS("a", "b")
		s2, err2 := tb.LoS("b", "a")
		if (err1 == nil) != (err2 == nil) || err1 == nil && s1.Seen != s2.Seen {
			t.Fatalf("a->b %+v %v, b->a %+v %v", s1, err1, s2, err2)
		}
	})
}
