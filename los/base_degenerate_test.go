package los

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Degenerate scenes on purpose: half-integer coordinates and radii, so
// that tangents, rims and edges meet exactly; blocker discs that copy an
// end base or overlap it; axis-aligned rectangles whose edges lie on the
// bases' tangents or cross their rims at their extreme points. The laws
// are checked on them: the dense sampler, symmetry, and monotonicity (a
// larger base never loses LoS, removing a blocker never removes it).

func half(t *rapid.T, lo, hi int, label string) float64 {
	return float64(rapid.IntRange(2*lo, 2*hi).Draw(t, label)) / 2
}

func halfDisc(t *rapid.T, label string) geom.Disc {
	return geom.Disc{
		Center: orb.Point{half(t, -5, 5, label+".x"), half(t, -5, 5, label+".y")},
		R:      half(t, 1, 4, label+".r") / 2, // 0.5, 0.75 ... 2: quarter steps
	}
}

// edgeOf returns a coordinate that lies on a tangent of d along the axis
// (x when axis is 0), or a half-integer near the base.
func edgeOf(t *rapid.T, d geom.Disc, axis int, label string) float64 {
	switch rapid.IntRange(0, 3).Draw(t, label) {
	case 0:
		return d.Center[axis] - d.R
	case 1:
		return d.Center[axis] + d.R
	case 2:
		return d.Center[axis]
	}
	return d.Center[axis] + half(t, -3, 3, label+".off")
}

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// degenerateScene draws two disjoint bases and blockers built against them.
func degenerateScene(t *rapid.T) *BaseQuery {
	q := &BaseQuery{From: halfDisc(t, "from"), To: halfDisc(t, "to")}
	if q.From.Within(q.To, 0) {
		q.To.Center[0] += q.From.R + q.To.R + 1
	}
	ends := [2]geom.Disc{q.From, q.To}
	n := rapid.IntRange(0, 6).Draw(t, "blockers")
	for range n {
		switch rapid.IntRange(0, 3).Draw(t, "kind") {
		case 0: // a copy of an end base
			q.Blockers = append(q.Blockers, Blocker{Disc: ends[rapid.IntRange(0, 1).Draw(t, "end")]})
		case 1: // a disc overlapping or touching an end base
			e := ends[rapid.IntRange(0, 1).Draw(t, "end")]
			q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{
				Center: orb.Point{e.Center[0] + half(t, -2, 2, "dx"), e.Center[1] + half(t, -2, 2, "dy")},
				R:      half(t, 1, 4, "r") / 2,
			}})
		case 2: // an unrelated disc
			q.Blockers = append(q.Blockers, Blocker{Disc: halfDisc(t, "disc")})
		default: // a rectangle on the bases' tangents
			a := ends[rapid.IntRange(0, 1).Draw(t, "ea")]
			b := ends[rapid.IntRange(0, 1).Draw(t, "eb")]
			x0, x1 := edgeOf(t, a, 0, "x0"), edgeOf(t, b, 0, "x1")
			y0, y1 := edgeOf(t, a, 1, "y0"), edgeOf(t, b, 1, "y1")
			if x0 == x1 {
				x1 += 0.5
			}
			if y0 == y1 {
				y1 += 0.5
			}
			q.Blockers = append(q.Blockers, Blocker{Poly: rect(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))})
		}
	}
	return q
}

func swapped(q *BaseQuery) *BaseQuery {
	b := *q
	b.From, b.To = q.To, q.From
	b.FromHeight, b.ToHeight = q.ToHeight, q.FromHeight
	return &b
}

// checkSampler checks a verdict against the dense sampler and verifies
// its witness.
func checkSampler(t interface{ Fatalf(string, ...any) }, q *BaseQuery, res BaseResult) {
	if res.Seen {
		if !witnessOK(q, res.Witness) {
			t.Fatalf("witness %v is not clear", res.Witness)
		}
		return
	}
	for _, a := range samplePoints(q.From) {
		for _, b := range samplePoints(q.To) {
			if s := (geom.Segment{A: a, B: b}); sampledClear(q, s) {
				t.Fatalf("sampled segment %v is clear but LoS says no", s)
			}
		}
	}
}

func TestBaseLoSDegenerateSampler(t *testing.T) {
	var w BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := degenerateScene(t)
		res, err := w.LoS(q)
		if err != nil {
			t.Fatal(err)
		}
		checkSampler(t, q, res)
	})
}

func TestBaseLoSDegenerateSymmetric(t *testing.T) {
	var w BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := degenerateScene(t)
		r1, _ := w.LoS(q)
		r2, _ := w.LoS(swapped(q))
		if r1.Seen != r2.Seen {
			t.Fatalf("forward %v (witness %v), backward %v (witness %v)", r1.Seen, r1.Witness, r2.Seen, r2.Witness)
		}
	})
}

func TestBaseLoSDegenerateLargerBase(t *testing.T) {
	var w BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := degenerateScene(t)
		r1, _ := w.LoS(q)
		if !r1.Seen {
			return
		}
		g := *q
		grow := half(t, 1, 2, "grow") / 2
		if rapid.Bool().Draw(t, "target") {
			g.To.R += grow
		} else {
			g.From.R += grow
		}
		r2, _ := w.LoS(&g)
		if !r2.Seen {
			t.Fatalf("seen with witness %v, lost when a base grows to %v -> %v; blockers %+v", r1.Witness, g.From, g.To, q.Blockers)
		}
	})
}

func TestBaseLoSDegenerateRemoveBlocker(t *testing.T) {
	var w BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := degenerateScene(t)
		if len(q.Blockers) == 0 {
			return
		}
		r1, _ := w.LoS(q)
		if !r1.Seen {
			return
		}
		k := rapid.IntRange(0, len(q.Blockers)-1).Draw(t, "remove")
		g := *q
		g.Blockers = slices.Delete(slices.Clone(q.Blockers), k, k+1)
		r2, _ := w.LoS(&g)
		if !r2.Seen {
			t.Fatalf("seen with witness %v, lost when blocker %d (%+v) is removed", r1.Witness, k, q.Blockers[k])
		}
	})
}
