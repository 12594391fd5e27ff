package skirmish

import (
	"slices"
	"testing"
)

// SKR-H1: an intervening opaque object (terrain or model) lower than the
// actor's Ht or the target's Ht is ignored for LoS (the literal default);
// Rules.LowerThanBoth asks for lower than both. Never for cover.
func TestSKR_H1_LowerObjectsIgnored(t *testing.T) {
	for _, c := range []struct {
		name       string
		actorHt    float64
		targetHt   float64
		wallHt     float64 // an opaque wall across the corridor
		modelHt    float64 // and a big base across it (0: none)
		both       bool
		want       bool
		wantReason Reason
	}{
		{"wall lower than both", 2, 2, 1, 0, false, true, LowerThanEnd},
		{"wall lower than the actor only", 3, 1, 2, 0, false, true, LowerThanEnd},
		{"wall lower than the target only", 1, 3, 2, 0, false, true, LowerThanEnd},
		{"wall as tall as the taller: not lower", 1, 2, 2, 0, false, false, Counts},
		{"wall taller than both", 1, 1, 2, 0, false, false, Counts},
		{"option both: lower than the actor only", 3, 1, 2, 0, true, false, Counts},
		{"option both: lower than both", 3, 2, 1, 0, true, true, LowerThanEnd},
		{"model lower than the target", 1, 3, 0, 2, false, true, LowerThanEnd},
		{"model as tall as both", 2, 2, 0, 2, false, false, Counts},
		{"option both: model lower than one only", 1, 3, 0, 2, true, false, Counts},
	} {
		t.Run(c.name, func(t *testing.T) {
			ms := []Model{disc("a", 0, 0, 0.5, c.actorHt), disc("b", 10, 0, 0.5, c.targetHt)}
			var ps []Piece
			if c.wallHt > 0 {
				ps = append(ps, piece("wall", wall, c.wallHt, rect(5, -2, 5.5, 2)))
			}
			if c.modelHt > 0 {
				ms = append(ms, disc("m", 5, 0, 2, c.modelHt))
			}
			for _, ab := range [][2]string{{"a", "b"}, {"b", "a"}} {
				tb := mustTable(t, ms, ps, Rules{LowerThanBoth: c.both})
				s := mustLoS(t, tb, ab[0], ab[1])
				if s.Seen != c.want {
					t.Fatalf("%s sees %s: %v, want %v (%+v)", ab[0], ab[1], s.Seen, c.want, s)
				}
				got := append(slices.Clone(s.BlockedBy), s.Ignored...)
				if len(got) != 1 || got[0].Reason != c.wantReason {
					t.Errorf("%s sees %s: obstacles %v, want one with reason %v", ab[0], ab[1], got, c.wantReason)
				}
			}
		})
	}
}

// SKR-H1: ignored for LoS, not for cover: a wall lower than the actor lets
// it see the target crouching behind it, and the target keeps its cover.
func TestSKR_H1_NotForCover(t *testing.T) {
	ms := []Model{disc("a", 0, 0, 0.5, 2), disc("b", 10, 0, 0.5, 1)}
	ps := []Piece{piece("wall", wall, 1, rect(8.8, -2, 9.2, 2))}
	tb := mustTable(t, ms, ps, Rules{})
	c, err := tb.Cover("a", "b", DefaultCoverNear)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Sight.Seen || c.Level != Heavy || !slices.Equal(c.Near, []string{"wall"}) {
		t.Errorf("Cover = %+v, want seen with heavy cover from the wall", c)
	}
}
