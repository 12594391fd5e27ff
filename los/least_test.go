package los_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/los"
	"pgregory.net/rapid"
)

func TestLeastTable(t *testing.T) {
	from, to := disc(0, 0, 1), disc(20, 0, 1)
	hedge := func(x, y0, y1 float64) los.Blocker { return los.Blocker{Poly: rect(x, y0, x+1, y1)} }
	tests := []struct {
		name     string
		blockers []los.Blocker
		cover    []los.Blocker
		levels   []int
		seen     bool
		level    int
	}{
		{"no cover", nil, nil, nil, true, 0},
		{"cover beside the lines", nil, []los.Blocker{hedge(10, 2, 5)}, []int{2}, true, 0},
		{"light cover across", nil, []los.Blocker{hedge(10, -5, 5)}, []int{1}, true, 1},
		{"heavy cover across", nil, []los.Blocker{hedge(10, -5, 5)}, []int{2}, true, 2},
		{"heavy over half, light across", nil, []los.Blocker{hedge(10, -5, 0.2), hedge(12, -5, 5)}, []int{2, 1}, true, 1},
		{"heavy over half, light over the other half: a line slips between", nil, []los.Blocker{hedge(10, -5, 0.2), hedge(12, 0.2, 5)}, []int{2, 1}, true, 0},
		{"heavy with a gap, light across the gap", nil, []los.Blocker{hedge(10, -5, -0.3), hedge(10, 0.3, 5), hedge(14, -5, 5)}, []int{2, 2, 1}, true, 1},
		{"level 0 is no obstacle", nil, []los.Blocker{hedge(10, -5, 5)}, []int{0}, true, 0},
		{"a wall: no line", []los.Blocker{{Poly: rect(5, -5, 6, 5)}}, []los.Blocker{hedge(10, -5, 5)}, []int{1}, false, 0},
	}
	var w los.BaseSolver
	for _, c := range tests {
		q := los.BaseQuery{From: from, To: to, Blockers: c.blockers}
		res, err := w.Least(&q, c.cover, func(i int) int { return c.levels[i] })
		if err != nil {
			t.Fatal(err)
		}
		if res.Seen != c.seen || res.Level != c.level {
			t.Errorf("%s: seen %v level %d, want %v %d", c.name, res.Seen, res.Level, c.seen, c.level)
		}
		if res.Seen && (!from.Contains(res.Witness.A) || !to.Contains(res.Witness.B)) {
			t.Errorf("%s: witness %v does not join the bases", c.name, res.Witness)
		}
	}
	q := los.BaseQuery{From: from, To: to}
	cover := []los.Blocker{hedge(10, -5, 0.2), hedge(12, 0.2, 5)}
	lv := func(i int) int { return 2 - i }
	w.Least(&q, cover, lv)
	if n := testing.AllocsPerRun(50, func() { w.Least(&q, cover, lv) }); n != 0 {
		t.Errorf("Least allocates %v times", n)
	}
	for _, c := range []struct {
		name  string
		q     *los.BaseQuery
		cover []los.Blocker
		level func(int) int
		want  string
	}{
		{"nil query", nil, nil, lv, "nil"},
		{"no level", &q, cover, nil, "without a level"},
		{"bad base", &los.BaseQuery{From: geom.Disc{R: -1}, To: to}, nil, lv, "observer base"},
		{"bad obstacle", &q, []los.Blocker{{Disc: geom.Disc{R: -1}}}, lv, "levelled obstacle 0"},
	} {
		if _, err := w.Least(c.q, c.cover, c.level); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// Least is the least level L that LoS sees through with the obstacles
// above L added (an oracle of independent LoS calls), the same both ways,
// and never lower with one more obstacle.
func TestLeastOracle(t *testing.T) {
	var w, lw los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := los.BaseQuery{From: geomtest.Disc(10, 0.3, 1.5).Draw(t, "from"), To: geomtest.Disc(10, 0.3, 1.5).Draw(t, "to")}
		for i := rapid.IntRange(0, 3).Draw(t, "n"); i > 0; i-- {
			q.Blockers = append(q.Blockers, los.Blocker{Disc: geomtest.Disc(10, 0.2, 1.5).Draw(t, "b")})
		}
		var cover []los.Blocker
		var levels []int
		for i := rapid.IntRange(0, 5).Draw(t, "c"); i > 0; i-- {
			cover = append(cover, los.Blocker{Poly: geomtest.StarPolygon(10, 6, false).Draw(t, "cover")})
			levels = append(levels, rapid.IntRange(0, 3).Draw(t, "level"))
		}
		lv := func(i int) int { return levels[i] }
		res, err := w.Least(&q, cover, lv)
		if err != nil {
			t.Fatal(err)
		}
		seenAbove := func(l int) bool {
			lq := q
			lq.Blockers = append([]los.Blocker(nil), q.Blockers...)
			for i, c := range cover {
				if levels[i] > l {
					lq.Blockers = append(lq.Blockers, c)
				}
			}
			r, err := lw.LoS(&lq)
			if err != nil {
				t.Fatal(err)
			}
			return r.Seen
		}
		want, seen := 0, seenAbove(1<<30)
		if seen {
			for want = 3; want > 0 && seenAbove(want-1); want-- {
			}
			// Levels that no obstacle has do not count as answers.
			for want > 0 && !containsLevel(levels, want) {
				want--
			}
		}
		if res.Seen != seen || seen && res.Level != want {
			t.Fatalf("seen %v level %d, oracle %v %d (levels %v)", res.Seen, res.Level, seen, want, levels)
		}
		q.From, q.To = q.To, q.From
		back, _ := w.Least(&q, cover, lv)
		if back.Seen != res.Seen || back.Level != res.Level {
			t.Fatalf("one way %v %d, the other %v %d", res.Seen, res.Level, back.Seen, back.Level)
		}
		more := append(append([]los.Blocker(nil), cover...), los.Blocker{Poly: geomtest.StarPolygon(10, 6, false).Draw(t, "more")})
		ml := rapid.IntRange(1, 3).Draw(t, "more level")
		m, _ := w.Least(&q, more, func(i int) int {
			if i == len(cover) {
				return ml
			}
			return levels[i]
		})
		if res.Seen && m.Seen && m.Level < res.Level || !res.Seen && m.Seen {
			t.Fatalf("one more obstacle: %v %d, before %v %d", m.Seen, m.Level, res.Seen, res.Level)
		}
	})
}

func containsLevel(ls []int, l int) bool {
	for _, x := range ls {
		if x == l {
			return true
		}
	}
	return false
}

var _ = orb.Point{}

// Least descends from the level of each witness, not level by level:
// 2000 obstacles of distinct levels beside the line (the answer is 0,
// which a scan from the top reaches after 2001 searches) take one search,
// the centre line, which meets none of them. A column of 600 discs across
// the line between the bases (the reviewer's, thinned) answers level 160
// as the scan does, with a few searches, one of them the proof that
// nothing passes below it.
func TestLeastDescendsByWitness(t *testing.T) {
	from, to := disc(0, 0, 1), disc(20, 0, 1)
	var beside []los.Blocker
	for i := range 2000 {
		beside = append(beside, los.Blocker{Disc: disc(10, 5+float64(i)*0.01, 0.004)})
	}
	var w los.BaseSolver
	res, err := w.Least(&los.BaseQuery{From: from, To: to}, beside, func(i int) int { return i + 1 })
	if err != nil || !res.Seen || res.Level != 0 || res.Candidates > 10 {
		t.Fatalf("beside: %+v %v, want seen at level 0 after a few candidate lines", res, err)
	}
	var column []los.Blocker
	for i := range 600 {
		column = append(column, los.Blocker{Disc: geom.Disc{Center: orb.Point{5, float64(i)*0.005 - 1.5}, R: 0.3}})
	}
	res, err = w.Least(&los.BaseQuery{From: geom.Disc{R: 1}, To: disc(10, 0, 1)}, column, func(i int) int { return i + 1 })
	if err != nil || !res.Seen || res.Level != 160 {
		t.Errorf("column: %+v %v, want seen at level 160 (as the scan from the top)", res, err)
	}
}

// Least is what a scan of the levels from the top down finds (the first
// level whose obstacles hide the target stops it), top-down and
// diagonal, with many levels and a filter on the query's blockers.
func TestLeastMatchesLinearScan(t *testing.T) {
	var w, lw los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := los.BaseQuery{From: geomtest.Disc(10, 0.3, 1.5).Draw(t, "from"), To: geomtest.Disc(10, 0.3, 1.5).Draw(t, "to")}
		if rapid.Bool().Draw(t, "diagonal") {
			q.Diagonal = true
			q.FromHeight = float64(rapid.IntRange(0, 4).Draw(t, "fromHeight"))
			q.ToHeight = float64(rapid.IntRange(0, 4).Draw(t, "toHeight"))
		}
		for i := rapid.IntRange(0, 3).Draw(t, "n"); i > 0; i-- {
			q.Blockers = append(q.Blockers, los.Blocker{Disc: geomtest.Disc(10, 0.2, 1.5).Draw(t, "b"), Height: float64(rapid.IntRange(0, 4).Draw(t, "bh"))})
		}
		var cover []los.Blocker
		var levels []int
		for i := rapid.IntRange(0, 12).Draw(t, "c"); i > 0; i-- {
			cover = append(cover, los.Blocker{Poly: geomtest.StarPolygon(10, 6, false).Draw(t, "cover"), Height: float64(rapid.IntRange(1, 5).Draw(t, "ch"))})
			levels = append(levels, rapid.IntRange(-1, 20).Draw(t, "level"))
		}
		res, err := w.Least(&q, cover, func(i int) int { return levels[i] })
		if err != nil {
			t.Fatal(err)
		}
		// The scan: each distinct level from the top down.
		seenAbove := func(l int) bool {
			lq := q
			lq.Blockers = append([]los.Blocker(nil), q.Blockers...)
			for i, c := range cover {
				if levels[i] > l {
					lq.Blockers = append(lq.Blockers, c)
				}
			}
			r, err := lw.LoS(&lq)
			if err != nil {
				t.Fatal(err)
			}
			return r.Seen
		}
		var distinct []int
		for _, l := range levels {
			if l > 0 && !containsLevel(distinct, l) {
				distinct = append(distinct, l)
			}
		}
		slices.Sort(distinct)
		seen, want := seenAbove(math.MaxInt), 0
		if seen && len(distinct) > 0 {
			want = distinct[len(distinct)-1]
			for k := len(distinct) - 1; k >= 0; k-- {
				below := 0
				if k > 0 {
					below = distinct[k-1]
				}
				if !seenAbove(below) {
					break
				}
				want = below
			}
		}
		if res.Seen != seen || seen && res.Level != want {
			t.Fatalf("seen %v level %d, the scan %v %d (levels %v)", res.Seen, res.Level, seen, want, levels)
		}
		if res.Seen && (!q.From.Contains(res.Witness.A) || !q.To.Contains(res.Witness.B)) {
			t.Fatalf("witness %v does not join the bases", res.Witness)
		}
	})
}
