package los_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: (*BaseSolver).LoS(nil) dereferenced nil, and a nil solver too.
func TestIssue33BaseLoSNil(t *testing.T) {
	var w los.BaseSolver
	if _, err := w.LoS(nil); err == nil {
		t.Error("LoS(nil): no error")
	}
	var nw *los.BaseSolver
	q := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{5, 0}, R: 1}}
	if _, err := nw.LoS(q); err == nil {
		t.Error("nil solver: no error")
	}
}

// Issue 33: a +Inf eye height was accepted.
func TestIssue33BaseLoSInfiniteHeight(t *testing.T) {
	var w los.BaseSolver
	for _, h := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		q := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{5, 0}, R: 1}, FromHeight: h, Diagonal: true}
		if _, err := w.LoS(q); err == nil {
			t.Errorf("FromHeight %g: no error", h)
		}
	}
}

// Issue 33: a sight line whose weight is NaN was seen with score NaN.
func TestIssue33ChunkSumNaNWeightNotSeen(t *testing.T) {
	for _, pooled := range []bool{false, true} {
		r := &los.ChunkSum{Weight: func(int) (float64, bool) { return math.NaN(), true }, Chunk: 5, Limit: 2, PerFeature: pooled}
		r.Begin(&los.Sight{})
		r.Add(los.Crossing{Feature: 0, Shape: terrain.Area, T0: 0, T1: 1, Length: 3})
		if v := r.Verdict(); v.Seen {
			t.Errorf("PerFeature %v: NaN weight seen with score %g", pooled, v.Score)
		}
	}
}

// Issue 33: without a Limit, a NaN weight was seen with score NaN; an
// infinite weight was seen with an infinite score.
func TestIssue33NonFiniteWeightNeverSeen(t *testing.T) {
	tr := los.NewTracer(stripBoard(t))
	for _, w := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		for _, limit := range []float64{0, 2} {
			r := &los.ChunkSum{Weight: func(int) (float64, bool) { return w, true }, Chunk: 5, Limit: limit}
			v, err := los.Judge(tr, stripSeg, 0, 0, r)
			if err != nil {
				t.Fatal(err)
			}
			if v.Seen {
				t.Errorf("weight %g, Limit %g: seen with score %g", w, limit, v.Score)
			}
		}
	}
	// A rule of the user's own, on a Tally, whose amount is NaN.
	var tl los.Tally
	tl.Begin(&los.Sight{})
	tl.Record(&los.Crossing{}, math.NaN(), false, 0)
	if v := tl.Verdict(); v.Seen {
		t.Errorf("a Tally with a NaN amount is seen")
	}
}

// Issue 33: a pooled count of chunks too large for an int wrapped to a
// negative score (Chunk 1e-300 over a 10 m wood), so a line with a Limit
// was seen; a count that does not fit saturates instead.
func TestIssue33ChunkCountSaturates(t *testing.T) {
	tr := los.NewTracer(stripBoard(t))
	one := func(int) (float64, bool) { return 1, true }
	for _, per := range []bool{false, true} {
		r := &los.ChunkSum{Weight: one, Chunk: 1e-300, Limit: 5, PerFeature: per, NoLines: true}
		v, err := los.Judge(tr, stripSeg, 0, 0, r)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen || !(v.Score > 0) {
			t.Errorf("PerFeature %v: seen %v with score %g, want unseen with a huge score", per, v.Seen, v.Score)
		}
	}
	sg, err := tr.Trace(stripSeg, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n := sg.Crossings[0].Chunks(1e-300, false); n != math.MaxInt {
		t.Errorf("Chunks(1e-300) = %d, want math.MaxInt", n)
	}
}

// Issue 33: a crossing whose height is NaN let a 3D line pass; it
// blocks, as does a crossing read before Begin (no line heights).
func TestIssue33HeightBlockNaNHeightBlocks(t *testing.T) {
	s := &los.Sight{FromHeight: 1, ToHeight: 1}
	c := los.Crossing{Shape: terrain.Area, T1: 1, Length: 2, Height: math.NaN(), HasHeight: true}
	r := &los.HeightBlock{Blocks: func(int) bool { return true }}
	r.Begin(s)
	if !r.Add(c) || r.Verdict().Seen {
		t.Error("a NaN height let the line pass")
	}
	fresh := &los.HeightBlock{Blocks: func(int) bool { return true }}
	c.Height = 0
	if !fresh.Add(c) {
		t.Error("a crossing read before Begin let the line pass")
	}
}

// Issue 33: methods on nil receivers and nil arguments panicked. Each
// gives its documented value; the rules stop at once and see nothing.
func TestIssue33NilReceivers(t *testing.T) {
	var (
		tl  *los.Tally
		cs  *los.ChunkSum
		hb  *los.HeightBlock
		all *los.All
		sg  *los.Sight
		tr  *los.Tracer
		fn  los.AccumulatorFunc
	)
	tl.Begin(nil)
	tl.Record(nil, 1, true, 0)
	tl.Skip(nil)
	if tl.Len() != 0 || tl.Score() != 0 || tl.Blocked() || tl.Sight() != nil || tl.Verdict().Seen {
		t.Error("nil Tally")
	}
	cs.Begin(nil)
	all.Begin(nil)
	if !cs.Add(los.Crossing{}) || cs.Verdict().Seen || !hb.Add(los.Crossing{}) || !all.Add(los.Crossing{}) || all.Verdict().Seen {
		t.Error("a nil rule read on or saw")
	}
	if !fn.Add(los.Crossing{}) || fn.Validate() == nil {
		t.Error("a nil AccumulatorFunc read on or validated")
	}
	if _, err := los.Judge(los.NewTracer(stripBoard(t)), stripSeg, 0, 0, los.BlockWhere(fn)); err == nil {
		t.Error("Judge accepted BlockWhere of a nil AccumulatorFunc")
	}
	if !math.IsNaN(sg.HeightAt(0.5)) {
		t.Error("nil Sight has a height")
	}
	if a, b := sg.Heights(&los.Crossing{}); !math.IsNaN(a) || !math.IsNaN(b) {
		t.Error("nil Sight has heights")
	}
	if a, _ := (&los.Sight{}).Heights(nil); !math.IsNaN(a) {
		t.Error("nil crossing has heights")
	}
	if los.ExemptObserver.Skips(nil) {
		t.Error("a nil crossing is skipped")
	}
	if tr.Board() != nil {
		t.Error("nil tracer has a board")
	}
	if _, err := tr.Trace(stripSeg, 0, 0); err == nil || !strings.HasPrefix(err.Error(), "los: ") {
		t.Errorf("nil tracer: error %v", err)
	}
	// A nil rule among All's sees nothing.
	if v := los.Feed(&los.Sight{}, &los.All{Rules: []los.Rule{nil}}); v.Seen {
		t.Error("All with a nil rule saw")
	}
}

// Issue 33: bases beyond about 1e77 made the candidate lines NaN, and a
// NaN line passes every blocker: two bases walled off by a larger base
// between them were seen, with a NaN witness, by LoS and by Judge (whose
// bound, 1e150, was too loose). Coordinates beyond MaxBaseCoord are an
// error now, blockers' included.
func TestIssue33HugeBasesRefused(t *testing.T) {
	var w los.BaseSolver
	for _, x := range []float64{1e80, 1e100, 1e150} {
		q := &los.BaseQuery{From: geom.Disc{Center: [2]float64{x, 0}, R: x / 4}, To: geom.Disc{Center: [2]float64{-x, 0}, R: x / 4},
			Blockers: []los.Blocker{{Disc: geom.Disc{R: x / 3.9}}}}
		if r, err := w.LoS(q); err == nil || r.Seen {
			t.Errorf("LoS at %g: seen %v, error %v", x, r.Seen, err)
		}
		if v, err := w.Judge(&los.BaseSight{From: q.From, To: q.To, Blockers: q.Blockers}); err == nil || v.Seen {
			t.Errorf("Judge at %g: seen %v, error %v", x, v.Seen, err)
		}
	}
	near := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{10, 0}, R: 1}}
	for _, b := range []los.Blocker{
		{Disc: geom.Disc{Center: [2]float64{1e70, 0}, R: 1}},
		{Poly: geom.Polygon{{{4, -1}, {1e70, -1}, {6, 1}, {4, -1}}}},
	} {
		q := *near
		q.Blockers = []los.Blocker{b}
		if _, err := w.LoS(&q); err == nil || !strings.Contains(err.Error(), "MaxBaseCoord") {
			t.Errorf("blocker %v: error %v", b, err)
		}
	}
	// At the bound, the answer is right: a gap above the blocker.
	x := los.MaxBaseCoord / 2
	q := &los.BaseQuery{From: geom.Disc{Center: [2]float64{x, 0}, R: x / 4}, To: geom.Disc{Center: [2]float64{-x, 0}, R: x / 4},
		Blockers: []los.Blocker{{Disc: geom.Disc{R: x / 8}}}}
	if r, err := w.LoS(q); err != nil || !r.Seen || !q.From.Contains(r.Witness.A) || !q.To.Contains(r.Witness.B) {
		t.Errorf("at the bound: %+v, %v", r, err)
	}
}

// Issue 33: an Exempt with bits no exemption names was accepted and
// silently ignored; a rule's Validate refuses it.
func TestIssue33UnknownExemptBits(t *testing.T) {
	tr := los.NewTracer(stripBoard(t))
	one := func(int) (float64, bool) { return 1, true }
	for _, r := range []los.Rule{
		&los.ChunkSum{Weight: one, Chunk: 1, Exempt: 0x80},
		&los.HeightBlock{Blocks: func(int) bool { return true }, Exempt: los.ExemptObserver | 4},
	} {
		if _, err := los.Judge(tr, stripSeg, 0, 0, r); err == nil || !strings.Contains(err.Error(), "Exempt") {
			t.Errorf("%T: error %v", r, err)
		}
	}
}

// Issue 33: sight heights of ±1e308 were accepted, and the heights along
// a 3D line, from their difference, overflowed to NaN; they are refused
// beyond MaxBaseCoord.
func TestIssue33HugeSightHeightsRefused(t *testing.T) {
	var w los.BaseSolver
	q := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{10, 0}, R: 1}, FromHeight: 1e308, ToHeight: -1e308, Diagonal: true,
		Blockers: []los.Blocker{{Disc: geom.Disc{Center: [2]float64{5, 0}, R: 3}, Height: 100}}}
	if r, err := w.LoS(q); err == nil || r.Seen {
		t.Errorf("LoS: seen %v, error %v", r.Seen, err)
	}
	if v, err := w.Judge(&los.BaseSight{From: q.From, To: q.To, FromHeight: 1e308, ToHeight: -1e308, Diagonal: true, Blockers: q.Blockers}); err == nil || v.Seen {
		t.Errorf("Judge: seen %v, error %v", v.Seen, err)
	}
}
