package los_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

var (
	tableWoods  = terrain.Number("woods")
	tableOpaque = terrain.Flag("opaque")
)

// table builds a 30 x 20 in board of woods (1 per inch) and houses
// (opaque) from named rectangles.
func table(t testing.TB, woods, houses [][4]float64) *terrain.Board {
	t.Helper()
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{30, 20}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", tableWoods.Is(1)), terrain.NewType("house", tableOpaque.Is(true))}}
	rect := func(r [4]float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{r[0], r[1]}, {r[2], r[1]}, {r[2], r[3]}, {r[0], r[3]}, {r[0], r[1]}}}
	}
	for i, r := range woods {
		d.Features = append(d.Features, terrain.NewArea("woods-"+string(rune('a'+i)), "woods", rect(r)))
	}
	for i, r := range houses {
		d.Features = append(d.Features, terrain.NewArea("house-"+string(rune('a'+i)), "house", rect(r)))
	}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// woodsRule is the woods rule: 1 per started inch of woods along the
// line in total, blocking from 4 (after 3 inches).
func woodsRule(b *terrain.Board) *los.ChunkSum {
	w, _ := terrain.FeatureColumn(b, tableWoods)
	return &los.ChunkSum{Weight: w.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)}
}

func opaque(b *terrain.Board) func(int) bool {
	o, _ := terrain.FeatureColumn(b, tableOpaque)
	return o.At
}

func TestBaseJudgeTable(t *testing.T) {
	from, to := disc(2, 10, 1), disc(28, 10, 1)
	tests := []struct {
		name          string
		woods, houses [][4]float64
		blockers      []los.Blocker
		lines         los.Lines
		from, to      geom.Disc
		reason        los.BaseReason
		score         float64
		source        los.LineSource
	}{
		{name: "open table: the centre line", reason: los.LineSeen, source: los.SourceCentre},
		{name: "woods across the centre, open beside: around them",
			woods: [][4]float64{{10, 9.2, 14, 14}}, reason: los.LineSeen, source: los.SourceTangent},
		{name: "a strip of woods 2 in thick across the table: through it",
			woods: [][4]float64{{10, 0, 12, 20}}, reason: los.LineSeen, score: 2, source: los.SourceCentre},
		{name: "woods 2.5 in thick across: 3 started inches",
			woods: [][4]float64{{10, 0, 12.5, 20}}, reason: los.LineSeen, score: 3, source: los.SourceCentre},
		{name: "two strips, 1.5 in each: 3 inches pooled",
			woods: [][4]float64{{8, 0, 9.5, 20}, {18, 0, 19.5, 20}}, reason: los.LineSeen, score: 3, source: los.SourceCentre},
		{name: "woods 4 in thick across: the rule refuses",
			woods: [][4]float64{{10, 0, 14, 20}}, reason: los.RuleRefuses, score: 4, source: los.SourceCentre},
		{name: "woods 3 in thick across, the bases offset: straight across, perpendicular to its sides",
			from: disc(2, 9.5, 1), to: disc(28, 10.5, 1),
			woods: [][4]float64{{10, 0, 13, 20}}, reason: los.LineSeen, score: 3, source: los.SourceEdge},
		{name: "a house across the table: no clear line",
			houses: [][4]float64{{10, 0, 12, 20}}, reason: los.NoClearLine},
		{name: "a house hiding all but the top edge's corridor: past its corner",
			houses: [][4]float64{{10, 0, 12, 10.8}}, reason: los.LineSeen, source: los.SourceTangent},
		{name: "a house and woods: between them, down the slope from the house's corner",
			woods: [][4]float64{{16, 10.5, 18, 20}}, houses: [][4]float64{{10, 0, 12, 10.5}}, reason: los.LineSeen, score: 0, source: los.SourceVertex},
		{name: "a base in the way: along the bases' common tangent, grazing it",
			blockers: []los.Blocker{{Disc: disc(15, 10, 1)}}, reason: los.LineSeen, source: los.SourceTangent},
		{name: "a base in the way, off the axis: under it, along the lower tangent",
			blockers: []los.Blocker{{Disc: disc(15, 10.4, 1.2)}}, reason: los.LineSeen, source: los.SourceTangent},
		{name: "a wall of bases: no clear line",
			blockers: []los.Blocker{{Disc: disc(15, 8.6, 1)}, {Disc: disc(15, 10, 1)}, {Disc: disc(15, 11.4, 1)}}, reason: los.NoClearLine},
		{name: "centre line policy: the house corner blocks the centre",
			houses: [][4]float64{{10, 0, 12, 10.2}}, lines: los.CentreLine, reason: los.CandidatesBlocked},
		{name: "centre line policy: through the woods",
			woods: [][4]float64{{10, 9.5, 12, 20}}, lines: los.CentreLine, reason: los.LineSeen, score: 2, source: los.SourceCentre},
		{name: "fixed lines miss a gap the solver finds",
			blockers: []los.Blocker{{Disc: disc(15, 8.05, 1)}, {Disc: disc(15, 10.2, 1)}, {Disc: disc(15, 12.4, 1)}},
			lines:    los.FixedLines, reason: los.CandidatesBlocked},
		{name: "best line finds the same gap",
			blockers: []los.Blocker{{Disc: disc(15, 8.05, 1)}, {Disc: disc(15, 10.2, 1)}, {Disc: disc(15, 12.4, 1)}},
			reason:   los.LineSeen, source: los.SourceBlocker},
		{name: "touching bases: along the contact", from: disc(10, 10, 1), to: disc(12, 10, 1),
			woods: [][4]float64{{0, 0, 30, 20}}, reason: los.LineSeen, score: 0, source: los.SourceContact},
	}
	var w los.BaseSolver
	for _, c := range tests {
		t.Run(c.name, func(t *testing.T) {
			b := table(t, c.woods, c.houses)
			q := los.BaseSight{From: from, To: to, Board: b, Rule: woodsRule(b), Opaque: opaque(b), Blockers: c.blockers, Lines: c.lines}
			if c.from.R > 0 {
				q.From, q.To = c.from, c.to
			}
			v, err := w.Judge(&q)
			if err != nil {
				t.Fatal(err)
			}
			if v.Reason != c.reason || v.Score != c.score || (c.source != 0 && v.Source != c.source) {
				t.Fatalf("%v, score %v, from %v (witness %v); want %v, %v, from %v", v.Reason, v.Score, v.Source, v.Witness, c.reason, c.score, c.source)
			}
			checkVerdict(t, &w, &q, v)
			if c.reason == los.CandidatesBlocked && v.Gap == (geom.Segment{}) {
				t.Fatal("no Gap")
			}
			if c.reason == los.NoClearLine || c.reason == los.CandidatesBlocked {
				if len(v.BlockedBy) == 0 {
					t.Fatal("nothing named in BlockedBy")
				}
			}
		})
	}
}

// checkVerdict checks what every answer guarantees: a witness from a
// point of From to a point of To, clear of every blocker and Opaque area,
// whose verdict is Judge's on the board; and a seen witness is not
// unseen by brute force.
// fatalT is what checkVerdict needs of a *testing.T or a *rapid.T.
type fatalT interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

func checkVerdict(t fatalT, w *los.BaseSolver, q *los.BaseSight, v los.BaseVerdict) {
	t.Helper()
	switch v.Reason {
	case los.NoClearLine, los.CandidatesBlocked:
		if v.Witness != (geom.Segment{}) || v.Seen || v.Source != los.SourceNone {
			t.Fatalf("%v with a witness %v", v.Reason, v.Witness)
		}
		if v.Reason == los.CandidatesBlocked && !clearOf(q, v.Gap) {
			t.Fatalf("gap %v is not clear", v.Gap)
		}
		return
	}
	if v.Seen != (v.Reason == los.LineSeen) {
		t.Fatalf("reason %v but seen %v", v.Reason, v.Seen)
	}
	if !q.From.Contains(v.Witness.A) || !q.To.Contains(v.Witness.B) {
		t.Fatalf("witness %v does not join the bases %v and %v", v.Witness, q.From, q.To)
	}
	// Touching or overlapping bases see each other whatever stands there
	// (the boundary model of BaseSolver).
	if v.Source != los.SourceContact && !clearOf(q, v.Witness) {
		t.Fatalf("witness %v meets a blocker", v.Witness)
	}
	if q.Rule == nil {
		return
	}
	want, err := los.Judge(los.NewTracer(q.Board), v.Witness, q.FromHeight, q.ToHeight, q.Rule)
	if err != nil {
		t.Fatal(err)
	}
	if want.Seen != v.Seen || want.Score != v.Score || want.Blocked != v.Blocked || want.BlockedAt != v.BlockedAt || len(want.Contributions) != len(v.Contributions) {
		t.Fatalf("witness %v judged %+v, Judge says %+v", v.Witness, v.Verdict, want)
	}
	for k := range want.Contributions {
		if want.Contributions[k] != v.Contributions[k] {
			t.Fatalf("contribution %d: %+v, Judge says %+v", k, v.Contributions[k], want.Contributions[k])
		}
	}
	sg, _ := los.NewTracer(q.Board).Trace(v.Witness, q.FromHeight, q.ToHeight)
	if len(sg.Crossings) != len(v.Crossings) {
		t.Fatalf("%d crossings, Trace gives %d", len(v.Crossings), len(sg.Crossings))
	}
	for k := range sg.Crossings {
		if sg.Crossings[k].Feature != v.Crossings[k].Feature || sg.Crossings[k].Length != v.Crossings[k].Length {
			t.Fatalf("crossing %d: %+v, Trace gives %+v", k, v.Crossings[k], sg.Crossings[k])
		}
	}
}

// clearOf reports, with geom's predicates and nothing of los's, whether
// s meets the interior of no counting blocker and no Opaque area
// (top-down). Like BaseSolver it decides in the canonical direction (from
// the base first by centre, then radius): geom's stretches are exact but
// for the rounding of their parameters, so a clip of a corner shorter
// than that rounding can go either way with the direction.
func clearOf(q *los.BaseSight, s geom.Segment) bool {
	f, t := q.From, q.To
	if t.Center[0] < f.Center[0] || t.Center[0] == f.Center[0] && (t.Center[1] < f.Center[1] || t.Center[1] == f.Center[1] && t.R < f.R) {
		s = geom.Segment{A: s.B, B: s.A}
	}
	meets := func(p geom.Polygon) bool {
		if s.A == s.B {
			return p.Locate(s.A) == geom.Inside
		}
		for _, st := range p.AppendStretches(nil, s) {
			if st.Loc == geom.Inside && st.T1 > st.T0 {
				return true
			}
		}
		return false
	}
	for i := range q.Blockers {
		bl := &q.Blockers[i]
		if q.Blocks != nil && !q.Blocks(i, bl) {
			continue
		}
		if len(bl.Poly) > 0 && meets(bl.Poly) || len(bl.Poly) == 0 && bl.Disc.MeetsInterior(s) {
			// A blocker within an end base never blocks (see Blocker).
			if len(bl.Poly) == 0 && (bl.Disc.Inside(q.From) || bl.Disc.Inside(q.To)) {
				continue
			}
			return false
		}
	}
	if q.Opaque != nil {
		for i, f := range q.Board.All() {
			if f.Shape == terrain.Area && q.Opaque(i) && meets(f.Polygon) {
				return false
			}
		}
	}
	return true
}

// scene draws a scored base-to-base query on a generated board of the
// kit's types: two bases of radius 0.5 to 1.5 at integer centres, up to
// five other bases, visibility per 2 m chunk with a limit of 6, and the
// buildings opaque.
func scene(t *rapid.T, lines los.Lines) los.BaseSight {
	d := lostest.BoardOf(30, 8).Draw(t, "board")
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	vis, _ := terrain.FeatureColumn(b, lostest.Visibility)
	op, _ := terrain.FeatureColumn(b, lostest.Opaque)
	base := func(name string) geom.Disc {
		return geom.Disc{Center: orb.Point{float64(rapid.IntRange(1, 29).Draw(t, name+"x")), float64(rapid.IntRange(1, 29).Draw(t, name+"y"))},
			R: float64(rapid.IntRange(1, 3).Draw(t, name+"r")) / 2}
	}
	q := los.BaseSight{From: base("from"), To: base("to"), FromHeight: 1, ToHeight: 1, Board: b, Lines: lines,
		Rule:   &los.ChunkSum{Weight: vis.Lookup, Chunk: 2, Limit: 6},
		Opaque: func(i int) bool { return op.At(i) && b.Feature(i).Shape == terrain.Area }}
	for k := rapid.IntRange(0, 5).Draw(t, "bases"); k > 0; k-- {
		q.Blockers = append(q.Blockers, los.Blocker{Disc: base("blocker")})
	}
	return q
}

// The guarantees of every answer, on generated scenes, under each policy.
func TestBaseJudgeGuarantees(t *testing.T) {
	for _, lines := range []los.Lines{los.BestLine, los.FixedLines, los.CentreLine} {
		t.Run(lines.String(), func(t *testing.T) {
			var w los.BaseSolver
			rapid.Check(t, func(t *rapid.T) {
				q := scene(t, lines)
				v, err := w.Judge(&q)
				if err != nil {
					t.Fatal(err)
				}
				checkVerdict(t, &w, &q, v)
				// NoClearLine is exact (top-down): no sampled segment is clear,
				// and BaseSolver agrees.
				lq := los.BaseQuery{From: q.From, To: q.To, Blockers: append([]los.Blocker(nil), q.Blockers...)}
				for i, f := range q.Board.All() {
					if q.Opaque(i) {
						lq.Blockers = append(lq.Blockers, los.Blocker{Poly: f.Polygon})
					}
				}
				var lw los.BaseSolver
				lr, err := lw.LoS(&lq)
				if err != nil {
					t.Fatal(err)
				}
				if (v.Reason == los.NoClearLine) == lr.Seen {
					t.Fatalf("reason %v, BaseSolver seen %v", v.Reason, lr.Seen)
				}
				if v.Reason == los.NoClearLine {
					for k := 0; k < 64; k++ {
						a := q.From.PullInto(q.From.RimPoint(float64(k) * 0.7))
						bb := q.To.PullInto(q.To.RimPoint(float64(k) * 1.3))
						if clearOf(&q, geom.Segment{A: a, B: bb}) {
							t.Fatalf("no clear line, but %v is clear", geom.Segment{A: a, B: bb})
						}
					}
				}
			})
		})
	}
}

// The answer is at least as good as any line judged on its own: a line
// added with Also never makes it worse, and the answer with it is at
// least as good as the line's own verdict.
func TestBaseJudgeBestOfCandidates(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := scene(t, rapid.SampledFrom([]los.Lines{los.BestLine, los.FixedLines, los.CentreLine}).Draw(t, "lines"))
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		seen, score := v.Seen, v.Score
		s := geom.Segment{A: q.From.PullInto(q.From.RimPoint(rapid.Float64Range(0, 7).Draw(t, "a"))), B: q.To.PullInto(q.To.RimPoint(rapid.Float64Range(0, 7).Draw(t, "b")))}
		if rapid.Bool().Draw(t, "centres") {
			s = geom.Segment{A: q.From.Center, B: q.To.Center}
		}
		q.Also = []geom.Segment{s}
		va, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if worse(&q, va.Seen, va.Score, seen, score) {
			t.Fatalf("with %v added: seen %v score %v, without: %v %v", s, va.Seen, va.Score, seen, score)
		}
		if clearOf(&q, s) {
			own, _ := los.Judge(los.NewTracer(q.Board), s, q.FromHeight, q.ToHeight, q.Rule)
			if worse(&q, va.Seen, va.Score, own.Seen, own.Score) {
				t.Fatalf("with %v added: seen %v score %v, the line itself: %v %v", s, va.Seen, va.Score, own.Seen, own.Score)
			}
		}
	})
}

// worse reports whether (seen, score) is a worse visibility than (seen2,
// score2) for the observer: unseen where it was seen, or seen at a worse
// score.
func worse(q *los.BaseSight, seen bool, score float64, seen2 bool, score2 float64) bool {
	if seen != seen2 {
		return seen2
	}
	if !seen {
		return false
	}
	if q.Prefer == los.HigherScore {
		return score < score2
	}
	return score > score2
}

// Symmetry: the same Seen, score, reason and line whichever base
// observes.
func TestBaseJudgeSymmetry(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := scene(t, rapid.SampledFrom([]los.Lines{los.BestLine, los.FixedLines, los.CentreLine}).Draw(t, "lines"))
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		a := struct {
			seen   bool
			score  float64
			reason los.BaseReason
			wit    geom.Segment
		}{v.Seen, v.Score, v.Reason, v.Witness}
		q.From, q.To, q.FromHeight, q.ToHeight = q.To, q.From, q.ToHeight, q.FromHeight
		u, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if u.Seen != a.seen || u.Score != a.score || u.Reason != a.reason || (u.Witness != geom.Segment{A: a.wit.B, B: a.wit.A}) {
			t.Fatalf("one way %v %v %v %v, the other %v %v %v %v", a.seen, a.score, a.reason, a.wit, u.Seen, u.Score, u.Reason, u.Witness)
		}
	})
}

// A rule that sees every clear line gets exactly BaseSolver's Seen under
// BestLine; without a rule, BaseSolver's answer and witness.
func TestBaseJudgeBlockingIsExact(t *testing.T) {
	var w, lw los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := scene(t, los.BestLine)
		lq := los.BaseQuery{From: q.From, To: q.To, FromHeight: 1, ToHeight: 1}
		for i, f := range q.Board.All() {
			if q.Opaque(i) {
				lq.Blockers = append(lq.Blockers, los.Blocker{Poly: f.Polygon, Height: math.Inf(1)})
			}
		}
		lq.Blockers = append(lq.Blockers, q.Blockers...)
		lr, err := lw.LoS(&lq)
		if err != nil {
			t.Fatal(err)
		}
		q.Rule = los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return false }))
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen != lr.Seen {
			t.Fatalf("a rule that sees every line: seen %v (%v), BaseSolver %v", v.Seen, v.Reason, lr.Seen)
		}
		q.Rule = nil
		v, err = w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen != lr.Seen || v.Witness != lr.Witness || v.Candidates != lr.Candidates {
			t.Fatalf("no rule: seen %v witness %v (%d lines), BaseSolver %v %v (%d)", v.Seen, v.Witness, v.Candidates, lr.Seen, lr.Witness, lr.Candidates)
		}
	})
}

// Under FixedLines and CentreLine a blocker never adds a candidate:
// adding one never improves the answer.
func TestBaseJudgeFixedLinesMonotone(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := scene(t, rapid.SampledFrom([]los.Lines{los.FixedLines, los.CentreLine}).Draw(t, "lines"))
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		seen, score := v.Seen, v.Score
		c := orb.Point{float64(rapid.IntRange(1, 29).Draw(t, "x")), float64(rapid.IntRange(1, 29).Draw(t, "y"))}
		q.Blockers = append(q.Blockers, los.Blocker{Disc: geom.Disc{Center: c, R: 1}})
		u, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if worse(&q, seen, score, u.Seen, u.Score) {
			t.Fatalf("a base added at %v improved the answer: %v %v to %v %v", c, seen, score, u.Seen, u.Score)
		}
	})
}

func TestBaseJudgePreferAndAllocs(t *testing.T) {
	// Woods over the lower half of the corridor: the rule's score is a
	// bonus (higher is better) to the observer in this test's reading.
	b := table(t, [][4]float64{{10, 0, 14, 10}}, nil)
	q := los.BaseSight{From: disc(2, 10, 1), To: disc(28, 10, 1), Board: b, Rule: woodsRule(b)}
	q.Rule.(*los.ChunkSum).Limit = 0
	var w los.BaseSolver
	lo, err := w.Judge(&q)
	if err != nil {
		t.Fatal(err)
	}
	if lo.Score != 0 {
		t.Errorf("lower score: %v", lo.Score)
	}
	q.Prefer = los.HigherScore
	hi, err := w.Judge(&q)
	if err != nil {
		t.Fatal(err)
	}
	if hi.Score < 4 {
		t.Errorf("higher score: %v, want at least 4", hi.Score)
	}
	q.Blockers = []los.Blocker{{Disc: disc(20, 10.5, 0.5)}}
	if n := testing.AllocsPerRun(50, func() { w.Judge(&q) }); n != 0 {
		t.Errorf("Judge allocates %v times with a reused workspace", n)
	}
}

func TestBaseJudgeErrors(t *testing.T) {
	b := table(t, nil, nil)
	ok := func() los.BaseSight {
		return los.BaseSight{From: disc(2, 10, 1), To: disc(28, 10, 1), Board: b, Rule: woodsRule(b)}
	}
	tests := []struct {
		name string
		edit func(q *los.BaseSight)
		want string
	}{
		{"negative radius", func(q *los.BaseSight) { q.From.R = -1 }, "observer base"},
		{"NaN centre", func(q *los.BaseSight) { q.To.Center[0] = math.NaN() }, "target base"},
		{"NaN height", func(q *los.BaseSight) { q.FromHeight = math.NaN() }, "height"},
		{"infinite height", func(q *los.BaseSight) { q.ToHeight = math.Inf(1) }, "height"},
		{"bad blocker", func(q *los.BaseSight) { q.Blockers = []los.Blocker{{}, {Disc: geom.Disc{R: math.Inf(1)}}} }, "blocker 1"},
		{"rule without a board", func(q *los.BaseSight) { q.Board = nil }, "without a Board"},
		{"opaque without a board", func(q *los.BaseSight) { q.Board, q.Rule, q.Opaque = nil, nil, func(int) bool { return true } }, "without a Board"},
		{"rule that fails its Validate", func(q *los.BaseSight) { q.Rule = &los.ChunkSum{} }, "Weight"},
		{"typed nil rule", func(q *los.BaseSight) { q.Rule = (*los.ChunkSum)(nil) }, "nil ChunkSum"},
		{"unknown policy", func(q *los.BaseSight) { q.Lines = 7 }, "Lines"},
		{"unknown preference", func(q *los.BaseSight) { q.Prefer = 7 }, "Prefer"},
		{"a base beyond the coordinates' bound", func(q *los.BaseSight) { q.To = disc(1e200, 0, 1) }, "beyond"},
		{"too many rim steps", func(q *los.BaseSight) { q.RimSteps = los.MaxRimSteps + 1 }, "RimSteps"},
		{"an Also line off the bases", func(q *los.BaseSight) { q.Also = []geom.Segment{{A: orb.Point{2, 10}, B: orb.Point{20, 10}}} }, "Also[0]"},
		{"an Also line with NaN", func(q *los.BaseSight) { q.Also = []geom.Segment{{A: orb.Point{math.NaN(), 10}, B: orb.Point{28, 10}}} }, "Also[0]"},
	}
	var w los.BaseSolver
	for _, c := range tests {
		q := ok()
		c.edit(&q)
		_, err := w.Judge(&q)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "los: ") {
			t.Errorf("%s: error %v, want one with %q", c.name, err, c.want)
		}
	}
	if _, err := w.Judge(nil); err == nil {
		t.Error("nil query: no error")
	}
	// Huge coordinates and radius-0 bases answer without panicking.
	for _, q := range []los.BaseSight{
		{From: disc(-1e59, 0, 1e58), To: disc(1e59, 0, 1e58), Board: b, Rule: woodsRule(b)},
		{From: disc(2, 10, 0), To: disc(28, 10, 0), Board: b, Rule: woodsRule(b), Blockers: []los.Blocker{{Disc: disc(15, 10, 0.5)}}},
		{From: disc(2, 10, 0), To: disc(2, 10, 0), Board: b, Rule: woodsRule(b)},
	} {
		if _, err := w.Judge(&q); err != nil {
			t.Errorf("%v to %v: %v", q.From, q.To, err)
		}
	}
}

func TestBaseJudgeStrings(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{los.BestLine.String(), "best line"}, {los.FixedLines.String(), "fixed lines"}, {los.CentreLine.String(), "centre line"}, {los.Lines(9).String(), "Lines(9)"},
		{los.LowerScore.String(), "lower score"}, {los.HigherScore.String(), "higher score"}, {los.Prefer(9).String(), "Prefer(9)"},
		{los.LineSeen.String(), "seen"}, {los.RuleRefuses.String(), "rule refuses"}, {los.NoClearLine.String(), "no clear line"},
		{los.CandidatesBlocked.String(), "candidates blocked"}, {los.BaseReason(9).String(), "BaseReason(9)"},
		{los.SourceVertex.String(), "vertex"}, {los.SourceEdge.String(), "edge"}, {los.LineSource(99).String(), "LineSource(99)"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// Diagonal: the witness is still judged as Judge judges it, joins the
// bases, and the answer is the same both ways.
func TestBaseJudgeDiagonal(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q := scene(t, los.BestLine)
		q.Diagonal = true
		q.FromHeight, q.ToHeight = float64(rapid.IntRange(0, 5).Draw(t, "hf")), float64(rapid.IntRange(0, 5).Draw(t, "ht"))
		for i := range q.Blockers {
			q.Blockers[i].Height = float64(rapid.IntRange(0, 4).Draw(t, "h"))
		}
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if v.Witness != (geom.Segment{}) {
			if !q.From.Contains(v.Witness.A) || !q.To.Contains(v.Witness.B) {
				t.Fatalf("witness %v does not join the bases", v.Witness)
			}
			want, _ := los.Judge(los.NewTracer(q.Board), v.Witness, q.FromHeight, q.ToHeight, q.Rule)
			if want.Seen != v.Seen || want.Score != v.Score {
				t.Fatalf("witness judged %v %v, Judge says %v %v", v.Seen, v.Score, want.Seen, want.Score)
			}
		}
		seen, score, reason := v.Seen, v.Score, v.Reason
		q.From, q.To, q.FromHeight, q.ToHeight = q.To, q.From, q.ToHeight, q.FromHeight
		u, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if u.Seen != seen || u.Score != score || u.Reason != reason {
			t.Fatalf("one way %v %v %v, the other %v %v %v", seen, score, reason, u.Seen, u.Score, u.Reason)
		}
	})
}
