package los

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// checkWindow fails when the window skips a pair of critical objects of
// q, or a line, that geom.LineBetween would take between the bases: the
// window must keep every line the search would try. It returns the
// number of pairs kept and skipped.
func checkWindow(t interface{ Fatalf(string, ...any) }, q *BaseQuery) (kept, skipped int) {
	var w BaseSolver
	if q.From.Within(q.To, 0) {
		return 0, 0
	}
	w.collect(q)
	w.win.build(q, w.objs)
	objs := w.objs
	for i := 2; i < len(objs); i++ {
		for j := i + 1; j < len(objs); j++ {
			pair := w.win.pair(i, j)
			if pair {
				kept++
			} else {
				skipped++
			}
			tangentLines(objs[i], objs[j], func(tl geom.Segment, d orb.Point) bool {
				if _, ok := geom.LineBetween(tl.A, d, q.From, q.To); ok {
					if !pair {
						t.Fatalf("pair %v, %v skipped, but its tangent through %v along %v meets both bases", objs[i].d, objs[j].d, tl.A, d)
					}
					if !w.win.meetsBoth(tl.A, d, q.From, q.To) {
						t.Fatalf("the line through %v along %v meets both bases, but the window says not", tl.A, d)
					}
				}
				return false
			})
		}
	}
	return kept, skipped
}

func TestLineWindowKeepsEveryLine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		switch rapid.IntRange(0, 2).Draw(t, "kind") {
		case 0:
			checkWindow(t, denseScene(t))
		case 1:
			checkWindow(t, degenerateScene(t))
		default:
			checkWindow(t, crowdScene(t))
		}
	})
}

// The window earns its keep: in a scattered crowd it skips most pairs,
// and in a column of discs at one x (where the bounds on u and v vanish)
// those too far apart to share a tangent across the window.
func TestLineWindowSkips(t *testing.T) {
	from, to := geom.Disc{R: 1}, geom.Disc{Center: orb.Point{10, 0}, R: 1}
	var crowd []Blocker
	for k := range 200 {
		x, y := 1.5+float64(k%20)*0.35, -2.5+float64(k/20)*0.5+float64(k%3)*0.1
		crowd = append(crowd, Blocker{Disc: geom.Disc{Center: orb.Point{x, y}, R: 0.05}})
	}
	for _, c := range []struct {
		name string
		bs   []Blocker
		min  float64 // the least fraction of pairs skipped
	}{
		{"crowd", crowd, 0.5},
		{"column", column(5, 0, 0.1, 0.04, 30), 0.9},
	} {
		kept, skipped := checkWindow(t, &BaseQuery{From: from, To: to, Blockers: c.bs})
		if f := float64(skipped) / float64(kept+skipped); f < c.min {
			t.Errorf("%s: skipped %d of %d pairs (%.2f), want at least %.2f", c.name, skipped, kept+skipped, f, c.min)
		}
	}
}

// Far from the origin, or with bases almost touching (the slope bound
// grows without limit), the window keeps every line still.
func TestLineWindowDegenerate(t *testing.T) {
	for _, c := range []struct {
		name     string
		from, to geom.Disc
	}{
		{"far", geom.Disc{Center: orb.Point{1e12, -3e12}, R: 1}, geom.Disc{Center: orb.Point{1e12 + 10, -3e12 + 1}, R: 1}},
		{"almost touching", geom.Disc{R: 1}, geom.Disc{Center: orb.Point{2.000001, 0}, R: 1}},
		{"a point and a base", geom.Disc{}, geom.Disc{Center: orb.Point{5, 5}, R: 2}},
		{"two points", geom.Disc{}, geom.Disc{Center: orb.Point{5, 0}}},
	} {
		q := &BaseQuery{From: c.from, To: c.to}
		mid := orb.Point{(c.from.Center[0] + c.to.Center[0]) / 2, (c.from.Center[1] + c.to.Center[1]) / 2}
		for k := range 30 {
			p := orb.Point{mid[0] + float64(k%6-3)*0.4, mid[1] + float64(k/6-2)*0.4}
			q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{Center: p, R: float64(k%3) * 0.15}})
		}
		q.Blockers = append(q.Blockers, Blocker{Poly: rect(mid[0]-0.3, mid[1]-0.3, mid[0]+0.3, mid[1]+0.3)})
		checkWindow(t, q)
	}
}
