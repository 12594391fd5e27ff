package cem

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
)

// Hostile input: nil, NaN, Inf and empty get errors, never a panic or a
// silent verdict, and a sight line allocates a bounded amount.
func TestHostileInput(t *testing.T) {
	if _, err := NewBoard(nil, Rules{}); err == nil {
		t.Error("NewBoard(nil)")
	}
	b := newBoard(t, Rules{}, seedLine()...)
	nan, inf := math.NaN(), math.Inf(1)
	for _, c := range []struct {
		name     string
		from, to End
	}{
		{"NaN observer", at(nan, 0), at(40, 0)},
		{"Inf target", at(0, 0), at(inf, 0)},
		{"-Inf both", at(-inf, 0), at(0, -inf)},
	} {
		t.Run(c.name, func(t *testing.T) {
			if s, err := b.LoS(c.from, c.to); err == nil {
				t.Errorf("accepted: %v", s)
			}
		})
	}
	t.Run("a zero-length line", func(t *testing.T) {
		s := sight(t, b, at(25, 0), at(25, 0))
		if !s.Seen || s.Score != 0 || s.Length != 0 {
			t.Errorf("a figure and itself: %v", s)
		}
	})
	t.Run("empty and invalid units", func(t *testing.T) {
		one := Unit{Name: "a", Figures: []Figure{{ID: "a1", At: orb.Point{0, 0}}}}
		for _, bad := range []Unit{{Name: "empty"}, {Name: "nan", Figures: []Figure{{ID: "x", At: orb.Point{nan, 0}}}}} {
			if _, err := b.UnitFire(one, bad); err == nil {
				t.Errorf("UnitFire at %q accepted", bad.Name)
			}
			if _, _, err := b.UnitSees(bad, one); err == nil {
				t.Errorf("UnitSees by %q accepted", bad.Name)
			}
		}
	})
	t.Run("NaN path", func(t *testing.T) {
		if _, err := b.Cost(orb.LineString{{0, 0}, {nan, 1}}); err == nil {
			t.Error("Cost accepted a NaN point")
		}
		if _, err := b.Cost(nil); err == nil {
			t.Error("Cost accepted an empty path")
		}
		u := Unit{Name: "a", Figures: []Figure{{ID: "a1", At: orb.Point{0, 0}}}}
		if _, err := b.CheckMove(u, Move{Paths: []orb.LineString{{{0, 0}, {inf, 0}}}}, nil, nil); err == nil {
			t.Error("CheckMove accepted an infinite end")
		}
		if _, err := b.LoSAlong(at(0, 0), nil, false); err == nil {
			t.Error("LoSAlong accepted an empty path")
		}
	})
	// The bound is loose: los's exact chunk count (Crossing.Chunks) works
	// in math/big and allocates about 1,100 times for this 3-crossing
	// line; the bound catches growth with the input, not that constant.
	t.Run("LoS allocates a bounded amount", func(t *testing.T) {
		n := testing.AllocsPerRun(20, func() { _, _ = b.LoS(at(0, 0), at(40, 0)) })
		if n > 2000 {
			t.Errorf("LoS allocates %v times, want at most 2000", n)
		}
	})
}
