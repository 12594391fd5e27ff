package los_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// FuzzBaseJudge: any bases, blocker, wood and policy get an answer or an
// error, never a panic, and an answer keeps its guarantees: a witness
// from a point of one base to a point of the other, judged as Judge
// judges it, and a reason that agrees with Seen.
func FuzzBaseJudge(f *testing.F) {
	f.Add(2.0, 10.0, 1.0, 28.0, 10.0, 1.0, 15.0, 10.2, 0.5, 10.0, 9.0, 2.0, uint8(0), false)
	f.Add(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, uint8(1), true)
	f.Add(-1e300, 5.0, 1e299, 1e300, 5.0, 3.0, 0.0, 5.0, 1e298, 1.0, 1.0, 1e300, uint8(2), false)
	b := table(f, [][4]float64{{10, 5, 12, 15}}, [][4]float64{{18, 0, 20, 9.5}})
	f.Fuzz(func(t *testing.T, fx, fy, fr, tx, ty, tr, bx, by, br, wx, wy, ws float64, lines uint8, diag bool) {
		q := los.BaseSight{From: geom.Disc{Center: orb.Point{fx, fy}, R: fr}, To: geom.Disc{Center: orb.Point{tx, ty}, R: tr},
			FromHeight: 1, ToHeight: 2, Board: b, Rule: woodsRule(b), Opaque: opaque(b), Diagonal: diag, Lines: los.Lines(lines % 4),
			Blockers: []los.Blocker{{Disc: geom.Disc{Center: orb.Point{bx, by}, R: br}, Height: 1},
				{Poly: geom.Polygon{orb.Ring{{wx, wy}, {wx + ws, wy}, {wx, wy + ws}, {wx, wy}}}, Height: 3}}}
		var w los.BaseSolver
		v, err := w.Judge(&q)
		if err != nil {
			return
		}
		if v.Seen != (v.Reason == los.LineSeen) {
			t.Fatalf("seen %v, reason %v", v.Seen, v.Reason)
		}
		if v.Witness == (geom.Segment{}) && v.Source == los.SourceNone {
			return
		}
		if !q.From.Contains(v.Witness.A) || !q.To.Contains(v.Witness.B) {
			t.Fatalf("witness %v does not join %v and %v", v.Witness, q.From, q.To)
		}
		want, err := los.Judge(los.NewTracer(b), v.Witness, 1, 2, q.Rule)
		if err != nil || want.Seen != v.Seen || want.Score != v.Score {
			t.Fatalf("witness judged %v %v, Judge says %v %v (%v)", v.Seen, v.Score, want.Seen, want.Score, err)
		}
	})
}
