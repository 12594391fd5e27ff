package los

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// column returns n discs of radius r at x, centred on y0 and spaced by
// step along y.
func column(x, y0, step, r float64, n int) []Blocker {
	var bs []Blocker
	for k := range n {
		bs = append(bs, Blocker{Disc: geom.Disc{Center: orb.Point{x, y0 + (float64(k)-float64(n-1)/2)*step}, R: r}})
	}
	return bs
}

// ring returns n discs of radius r with their centres on the circle of
// radius rr about c, from angle a0 to a1.
func ring(c orb.Point, rr, r, a0, a1 float64, n int) []Blocker {
	var bs []Blocker
	for k := range n {
		a := a0 + (a1-a0)*float64(k)/float64(n-1)
		bs = append(bs, Blocker{Disc: geom.Disc{Center: orb.Point{c[0] + rr*math.Cos(a), c[1] + rr*math.Sin(a)}, R: r}})
	}
	return bs
}

// proves runs the wall proof alone on q's active blockers, and says
// whether LoS would try it.
func proves(q *BaseQuery) (shown, tried bool) {
	var w BaseSolver
	w.collect(q)
	return w.wall.proves(q, w.active), len(w.active) >= wallMin
}

func TestWallOfDiscsTable(t *testing.T) {
	from, to := geom.Disc{R: 1}, geom.Disc{Center: orb.Point{10, 0}, R: 1}
	cases := []struct {
		name   string
		q      BaseQuery
		proves bool
		seen   bool // the search's verdict without the proof
	}{
		{"column of overlapping discs", BaseQuery{From: from, To: to, Blockers: column(5, 0, 0.4, 0.3, 9)}, true, false},
		{"dense column", BaseQuery{From: from, To: to, Blockers: column(5, 0, 0.003, 0.3, 1000)}, true, false},
		{"column of discs twice as large here and there", BaseQuery{From: from, To: to, Blockers: append(column(5, 0, 0.4, 0.2, 9), column(5.1, 0.2, 0.8, 0.45, 5)...)}, true, false},
		{"two staggered rows", BaseQuery{From: from, To: to, Blockers: append(column(4, 0, 0.7, 0.3, 6), column(4.4, 0.35, 0.7, 0.3, 6)...)}, true, false},
		{"slanted column", BaseQuery{From: from, To: to, Blockers: ring(orb.Point{-30, 0}, 35, 0.3, -0.06, 0.06, 16)}, true, false},
		// Exactly touching discs leave the line y = 0.25 grazing two of
		// them: no wall.
		{"column of touching discs", BaseQuery{From: from, To: to, Blockers: column(5, 0, 0.5, 0.25, 8)}, false, true},
		{"column with a gap", BaseQuery{From: from, To: to, Blockers: append(column(5, 1.2, 0.4, 0.3, 4), column(5, -1.2, 0.4, 0.3, 4)...)}, false, true},
		{"column too short", BaseQuery{From: from, To: to, Blockers: column(5, 0.3, 0.4, 0.3, 4)}, false, true},
		// An arc behind the observer, from beyond one tangent to beyond the
		// other, crosses the centre line behind it: no wall.
		{"arc behind the observer", BaseQuery{From: from, To: to, Blockers: ring(orb.Point{}, 1.8, 0.3, math.Pi/2, 3*math.Pi/2, 12)}, false, true},
		// A U from above the bases that dips across the centre line and
		// comes back, inside the corridor, crosses it twice: lines pass
		// below it.
		{"U across the centre line", BaseQuery{From: from, To: to, Blockers: append(append(column(4, 0.9, 0.4, 0.3, 7), column(6, 0.9, 0.4, 0.3, 7)...),
			column(5, -0.3, 0, 0.3, 1)[0], Blocker{Disc: geom.Disc{Center: orb.Point{4.5, -0.3}, R: 0.3}}, Blocker{Disc: geom.Disc{Center: orb.Point{5.5, -0.3}, R: 0.3}})}, false, true},
		{"ring around the observer", BaseQuery{From: from, To: to, Blockers: ring(orb.Point{}, 1.6, 0.3, 0, 2*math.Pi, 24)}, true, false},
		{"ring around a point observer", BaseQuery{From: geom.Disc{}, To: to, Blockers: ring(orb.Point{}, 1, 0.3, 0, 2*math.Pi, 24)}, true, false},
		{"ring around the target, touching it", BaseQuery{From: from, To: to, Blockers: ring(orb.Point{10, 0}, 1.3, 0.3, 0, 2*math.Pi, 24)}, true, false},
		// The column crosses the target's base, where the curve of a
		// wall cannot pass: not shown here, the search decides.
		{"column through the target", BaseQuery{From: from, To: to, Blockers: column(9.2, 0, 0.4, 0.3, 15)}, false, false},
	}
	var w BaseSolver
	plain := BaseSolver{plain: true}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, tried := proves(&c.q)
			if got != c.proves {
				t.Errorf("proves %v, want %v", got, c.proves)
			}
			r, err := plain.LoS(&c.q)
			if err != nil {
				t.Fatal(err)
			}
			if r.Seen != c.seen {
				t.Errorf("plain search: seen %v, want %v", r.Seen, c.seen)
			}
			r2, err := w.LoS(&c.q)
			if err != nil {
				t.Fatal(err)
			}
			if err := sameSearch(r2, r); err != nil {
				t.Error(err)
			}
			if c.proves && tried && r2.Candidates != 1 {
				t.Errorf("%d candidates: the proof did not end the search after the centre line", r2.Candidates)
			}
		})
	}
}

// The proof is exact: scaled and moved far from the origin, a wall of
// overlapping discs is still one, and touching discs still are not.
func TestWallOfDiscsFar(t *testing.T) {
	for _, k := range []float64{1e-6, 1, 1e6, 1e12} {
		move := func(q BaseQuery) *BaseQuery {
			off := orb.Point{3e7 * k, -1e7 * k}
			tr := func(d geom.Disc) geom.Disc {
				return geom.Disc{Center: orb.Point{off[0] + d.Center[0]*k, off[1] + d.Center[1]*k}, R: d.R * k}
			}
			q.From, q.To = tr(q.From), tr(q.To)
			bs := make([]Blocker, len(q.Blockers))
			for i, b := range q.Blockers {
				bs[i] = Blocker{Disc: tr(b.Disc)}
			}
			q.Blockers = bs
			return &q
		}
		from, to := geom.Disc{R: 1}, geom.Disc{Center: orb.Point{10, 0}, R: 1}
		if shown, _ := proves(move(BaseQuery{From: from, To: to, Blockers: column(5, 0, 0.4, 0.3, 9)})); !shown {
			t.Errorf("scale %g: the column is not shown a wall", k)
		}
		if shown, _ := proves(move(BaseQuery{From: from, To: to, Blockers: column(5, 0, 0.5, 0.25, 8)})); shown {
			t.Errorf("scale %g: touching discs shown a wall", k)
		}
	}
}

// crowdScene draws two bases and blocker discs only, many of them
// overlapping, some across or around an end base.
func crowdScene(t *rapid.T) *BaseQuery {
	q := &BaseQuery{From: geom.Disc{R: rapid.Float64Range(0, 1.5).Draw(t, "fr")},
		To: geom.Disc{Center: orb.Point{rapid.Float64Range(3, 10).Draw(t, "tx"), rapid.Float64Range(-3, 3).Draw(t, "ty")}, R: rapid.Float64Range(0, 1.5).Draw(t, "tr")}}
	r := rapid.Float64Range(0.1, 0.8).Draw(t, "r")
	for range rapid.IntRange(2, 120).Draw(t, "discs") {
		c := orb.Point{rapid.Float64Range(-3, 13).Draw(t, "x"), rapid.Float64Range(-5, 5).Draw(t, "y")}
		q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{Center: c, R: r * rapid.Float64Range(0.5, 1.5).Draw(t, "size")}})
	}
	return q
}

// Whenever the proof says no line exists, none does: the plain search
// finds none and the dense sampler finds no clear segment.
func TestWallOfDiscsSound(t *testing.T) {
	plain := BaseSolver{plain: true}
	shown := 0
	rapid.Check(t, func(t *rapid.T) {
		q := crowdScene(t)
		if shown, _ := proves(q); q.From.Within(q.To, 0) || !shown {
			return
		}
		shown++
		r, err := plain.LoS(q)
		if err != nil {
			t.Fatal(err)
		}
		if r.Seen {
			t.Fatalf("shown a wall, but the plain search sees along %v", r.Witness)
		}
		for _, a := range samplePoints(q.From) {
			for _, b := range samplePoints(q.To) {
				if s := (geom.Segment{A: a, B: b}); sampledClear(q, s) {
					t.Fatalf("shown a wall, but %v is clear", s)
				}
			}
		}
	})
	t.Logf("%d scenes shown a wall", shown)
	if shown == 0 {
		t.Fatal("no scene was shown a wall: the law tested nothing")
	}
}

func TestCrossParity(t *testing.T) {
	f := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{10, 0}}
	cases := []struct {
		name string
		a, b orb.Point
		p    uint8
		ok   bool
	}{
		{"across", orb.Point{5, 1}, orb.Point{5, -1}, 1, true},
		{"beside", orb.Point{5, 1}, orb.Point{6, 2}, 0, true},
		{"across the line beyond the end", orb.Point{11, 1}, orb.Point{11, -1}, 0, true},
		{"across the line before the start", orb.Point{-1, 1}, orb.Point{-2, -1}, 0, true},
		{"from a point on it, down", orb.Point{5, 0}, orb.Point{5, -1}, 1, true},
		{"from a point on it, up", orb.Point{5, 0}, orb.Point{5, 1}, 0, true},
		{"along it", orb.Point{2, 0}, orb.Point{7, 0}, 0, true},
		{"through an end", orb.Point{0, 1}, orb.Point{0, -1}, 0, false},
	}
	for _, c := range cases {
		if p, ok := crossParity(f, c.a, c.b); p != c.p || ok != c.ok {
			t.Errorf("%s: %d %v, want %d %v", c.name, p, ok, c.p, c.ok)
		}
	}
}
