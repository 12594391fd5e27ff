package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// CEM's rule is a los.Rule, so it also reads scored base-to-base sight:
// under los.CentreLine, BaseSolver.Judge between two figures' bases
// gives Board.LoS's verdict and visibility (sight lines join figure
// centres, CEM-L2), and the best line of any point of one base to any of
// the other never shows more visibility than that centre line. (The
// rules themselves draw centre to centre; this checks the seam, not a
// reading.)
func TestCEMRuleReadsBaseSight(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		d := lostest.BoardOf(40, 8).Draw(t, "board")
		d.Types = lostestTypes()
		tb, err := terrain.NewBoard(d)
		if err != nil {
			t.Skip(err)
		}
		b, err := NewBoard(tb, Rules{PoolStretches: rapid.Bool().Draw(t, "pool")})
		if err != nil {
			t.Fatal(err)
		}
		pt := func(name string) orb.Point {
			return orb.Point{float64(rapid.IntRange(2, 76).Draw(t, name+"x")) / 2, float64(rapid.IntRange(2, 76).Draw(t, name+"y")) / 2}
		}
		a, z := End{At: pt("a"), Edge: rapid.Bool().Draw(t, "edgeA")}, End{At: pt("b"), Edge: rapid.Bool().Draw(t, "edgeB")}
		s, err := b.LoS(a, z)
		if err != nil {
			t.Fatal(err)
		}
		q := los.BaseSight{From: geom.Disc{Center: a.At, R: 0.5}, To: geom.Disc{Center: z.At, R: 0.5}, Board: tb, Rule: b.LoSRule(a, z), Lines: los.CentreLine}
		if a.At == z.At {
			return // one point: the bases overlap, and see each other along their contact
		}
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if q.From.Within(q.To, 0) {
			return
		}
		if v.Seen != s.Seen || v.Score != s.Score {
			t.Fatalf("centre line: Judge seen %v visibility %v, LoS %v %v", v.Seen, v.Score, s.Seen, s.Score)
		}
		q.Lines, q.Rule = los.BestLine, b.LoSRule(a, z)
		best, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if s.Seen && (!best.Seen || best.Score > s.Score) {
			t.Fatalf("best line: seen %v visibility %v, worse than the centre line's %v %v", best.Seen, best.Score, s.Seen, s.Score)
		}
	})
}
