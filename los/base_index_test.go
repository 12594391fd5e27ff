package los

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// indexScene draws a scene with enough blockers near the bases for the
// index, discs and polygons, a few of them wide (spanning many cells).
func indexScene(t *rapid.T) *BaseQuery {
	q := denseScene(t)
	q.Diagonal = rapid.Bool().Draw(t, "diag")
	for range rapid.IntRange(0, 3).Draw(t, "wide") {
		c := q.From.Center
		q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{Center: orb.Point{c[0] + rapid.Float64Range(0, 10).Draw(t, "wx"), c[1]}, R: rapid.Float64Range(2, 8).Draw(t, "wr")}})
	}
	for len(q.Blockers) < 2*indexMin {
		q.Blockers = append(q.Blockers, q.Blockers...)
		if len(q.Blockers) == 0 {
			q.Blockers = column(5, 0, 0.4, 0.1, 2*indexMin)
		}
	}
	return q
}

// segmentIn draws a segment between the bases or near them: from rim to
// rim, centre to centre, axis-aligned, of length 0, or poking out of the
// bases' box.
func segmentIn(t *rapid.T, q *BaseQuery) geom.Segment {
	pt := func(d geom.Disc, label string) orb.Point {
		a := rapid.Float64Range(0, 2*math.Pi).Draw(t, label+".a")
		f := rapid.SampledFrom([]float64{0, 0.5, 1, 1.2}).Draw(t, label+".f")
		return orb.Point{d.Center[0] + f*d.R*math.Cos(a), d.Center[1] + f*d.R*math.Sin(a)}
	}
	s := geom.Segment{A: pt(q.From, "a"), B: pt(q.To, "b")}
	switch rapid.IntRange(0, 4).Draw(t, "shape") {
	case 0:
		s.B[0] = s.A[0] // vertical
	case 1:
		s.B[1] = s.A[1] // horizontal
	case 2:
		s.B = s.A // a point
	}
	return s
}

// The index decides each clear test as the plain scan does: the same
// answer, and a blocker other than the defining ones whenever one blocks.
func TestBlockerIndexMatchesScan(t *testing.T) {
	var w, plain BaseSolver
	plain.plain = true
	rapid.Check(t, func(t *rapid.T) {
		q := indexScene(t)
		w.collect(q)
		plain.collect(q)
		if !w.index.on {
			if len(w.active) >= indexMin {
				t.Fatalf("%d active blockers and no index", len(w.active))
			}
			return
		}
		for range 20 {
			s := segmentIn(t, q)
			def := func(label string) int {
				if len(w.active) == 0 || rapid.Bool().Draw(t, label+"?") {
					return -3
				}
				return w.active[rapid.IntRange(0, len(w.active)-1).Draw(t, label)]
			}
			d1, d2 := def("def1"), def("def2")
			ok, hit := w.clear(q, s, d1, d2)
			pok, phit := plain.clear(q, s, d1, d2)
			if ok != pok || (hit == d1 || hit == d2) != (phit == d1 || phit == d2) {
				t.Fatalf("%v (defining %d, %d): index says %v (%d), scan %v (%d)", s, d1, d2, ok, hit, pok, phit)
			}
			if !ok && !w.blocks(q, hit, s) {
				t.Fatalf("%v: blocker %d reported, which does not block it", s, hit)
			}
		}
	})
}

// Far from the origin the cells would be finer than the coordinates:
// no index, the scan.
func TestBlockerIndexOffWhenTooFine(t *testing.T) {
	q := &BaseQuery{From: geom.Disc{Center: orb.Point{1e12, 0}, R: 1e-3}, To: geom.Disc{Center: orb.Point{1e12 + 1e-2, 0}, R: 1e-3}}
	for k := range 2 * indexMin {
		q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{Center: orb.Point{1e12 + 5e-3, float64(k-indexMin) * 1e-5}, R: 1e-5}})
	}
	var w BaseSolver
	w.collect(q)
	if len(w.active) < indexMin || w.index.on {
		t.Fatalf("%d active, index %v", len(w.active), w.index.on)
	}
	q.From.Center[0], q.To.Center[0] = 1, 1+1e-2
	for i := range q.Blockers {
		q.Blockers[i].Disc.Center[0] = 1 + 5e-3
	}
	w.collect(q)
	if !w.index.on {
		t.Fatal("no index near the origin")
	}
}
