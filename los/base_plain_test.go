package los

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// The search with its speed-ups (the wall proof, the index of blockers,
// the window of pairs) against the search without them (BaseSolver's
// plain flag: the search as it was before them, kept as the oracle), on
// dense scenes where every speed-up is at work: the same verdicts, and,
// when a line is seen, the same witness found after the same candidates.

// denseScene draws two bases and a crowd of blocker discs, of one typical
// radius or of mixed sizes, scattered or packed into walls across the
// line between the bases, with a few polygons; some scenes are on
// half-integer coordinates, where tangents and rims meet exactly.
func denseScene(t *rapid.T) *BaseQuery {
	grid := rapid.Bool().Draw(t, "halves")
	pick := func(lo, hi float64, label string) float64 {
		if grid {
			return math.Round(rapid.Float64Range(lo, hi).Draw(t, label)*2) / 2
		}
		return rapid.Float64Range(lo, hi).Draw(t, label)
	}
	q := &BaseQuery{From: geom.Disc{Center: orb.Point{pick(-2, 2, "fx"), pick(-2, 2, "fy")}, R: pick(0.5, 1.5, "fr")}}
	q.To = geom.Disc{Center: orb.Point{pick(6, 12, "tx"), pick(-3, 3, "ty")}, R: pick(0.5, 1.5, "tr")}
	a, b := q.From.Center, q.To.Center
	ux, uy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(ux, uy)
	nx, ny := -uy/l, ux/l
	reach := max(q.From.R, q.To.R)
	r := rapid.Float64Range(0.05, 0.5).Draw(t, "r")
	mixed := rapid.Bool().Draw(t, "mixed")
	walls := rapid.IntRange(0, 3).Draw(t, "walls")
	n := rapid.IntRange(wallMin, 160).Draw(t, "discs")
	if rapid.Bool().Draw(t, "crowd") {
		n = rapid.IntRange(2*indexMin, 160).Draw(t, "crowd discs")
	}
	for k := range n {
		along := rapid.Float64Range(-0.1, 1.1).Draw(t, "along")
		across := rapid.Float64Range(-1.6, 1.6).Draw(t, "across") * reach
		if k < n*walls/4 {
			// A wall: a row of discs across the line, at a few places.
			along = []float64{0.3, 0.6}[k%2]
			across = (float64(k)/float64(n)*2 - 1) * 1.6 * reach
		}
		rad := r
		if mixed {
			rad *= rapid.Float64Range(0.3, 2).Draw(t, "size")
		}
		c := orb.Point{a[0] + along*ux + across*nx, a[1] + along*uy + across*ny}
		if grid {
			c = orb.Point{math.Round(c[0]*4) / 4, math.Round(c[1]*4) / 4}
			rad = max(math.Round(rad*4)/4, 0.25)
		}
		q.Blockers = append(q.Blockers, Blocker{Disc: geom.Disc{Center: c, R: rad}, Height: 1})
	}
	for range rapid.IntRange(0, 4).Draw(t, "polys") {
		q.Blockers = append(q.Blockers, Blocker{Poly: geomtest.StarPolygon(8, 12, false).Draw(t, "poly"), Height: 2})
	}
	if rapid.IntRange(0, 4).Draw(t, "filter") == 0 {
		q.Blocks = func(i int, _ *Blocker) bool { return i%5 != 0 }
	}
	if rapid.IntRange(0, 5).Draw(t, "diagonal") == 0 {
		q.Diagonal, q.FromHeight, q.ToHeight = true, 1.5, 0.5
	}
	return q
}

// sameSearch fails unless got (the search with its speed-ups) answers as
// want (the plain search): the same Seen; when seen, the same witness
// after the same candidates; when not, the same BlockedBy after no more
// candidates (a wall proof skips them).
func sameSearch(got, want BaseResult) error {
	switch {
	case got.Seen != want.Seen:
		return fmt.Errorf("seen %v, plain search %v (witness %v)", got.Seen, want.Seen, want.Witness)
	case got.Seen && (got.Witness != want.Witness || got.Candidates != want.Candidates):
		return fmt.Errorf("witness %v after %d, plain search %v after %d", got.Witness, got.Candidates, want.Witness, want.Candidates)
	case !got.Seen && (!slices.Equal(got.BlockedBy, want.BlockedBy) || got.Candidates > want.Candidates):
		return fmt.Errorf("blocked by %v after %d, plain search %v after %d", got.BlockedBy, got.Candidates, want.BlockedBy, want.Candidates)
	}
	return nil
}

func TestBaseLoSMatchesPlainSearch(t *testing.T) {
	var w BaseSolver
	plain := BaseSolver{plain: true}
	rapid.Check(t, func(t *rapid.T) {
		q := denseScene(t)
		got, err := w.LoS(q)
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.LoS(q)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameSearch(got, want); err != nil {
			t.Fatal(err)
		}
	})
}

// Least runs the search several times, with obstacles added: the same
// level and witness.
func TestBaseLeastMatchesPlainSearch(t *testing.T) {
	var w BaseSolver
	plain := BaseSolver{plain: true}
	rapid.Check(t, func(t *rapid.T) {
		q := denseScene(t)
		q.Diagonal = false
		k := rapid.IntRange(0, len(q.Blockers)).Draw(t, "levelled")
		levelled := q.Blockers[:k]
		q.Blockers = q.Blockers[k:]
		level := func(i int) int { return i%3 + 1 }
		got, err := w.Least(q, levelled, level)
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.Least(q, levelled, level)
		if err != nil {
			t.Fatal(err)
		}
		if got.Seen != want.Seen || got.Level != want.Level || got.Witness != want.Witness {
			t.Fatalf("seen %v level %d witness %v, plain search %v %d %v", got.Seen, got.Level, got.Witness, want.Seen, want.Level, want.Witness)
		}
	})
}

// Judge reads the index through its own candidates and the wall proof
// through its own shortcut: the same verdict, line and working, with and
// without a rule.
func TestBaseJudgeMatchesPlainSearch(t *testing.T) {
	woods := terrain.Number("woods")
	board, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Min: orb.Point{-5, -8}, Max: orb.Point{16, 8}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", woods.Is(1))},
		Features: []terrain.Feature{
			terrain.NewArea("w1", "woods", geom.Polygon{{{2, -1}, {4, -1}, {4, 1.5}, {2, 1.5}, {2, -1}}}),
			terrain.NewArea("w2", "woods", geom.Polygon{{{7, -3}, {9, -2}, {8, 2}, {7, -3}}}),
		}})
	if err != nil {
		t.Fatal(err)
	}
	col, err := terrain.FeatureColumn(board, woods)
	if err != nil {
		t.Fatal(err)
	}
	var w BaseSolver
	plain := BaseSolver{plain: true}
	rapid.Check(t, func(t *rapid.T) {
		bq := denseScene(t)
		q := BaseSight{From: bq.From, To: bq.To, FromHeight: bq.FromHeight, ToHeight: bq.ToHeight, Blockers: bq.Blockers, Blocks: bq.Blocks,
			Diagonal: bq.Diagonal, Lines: rapid.SampledFrom([]Lines{BestLine, FixedLines, CentreLine}).Draw(t, "lines")}
		if rapid.Bool().Draw(t, "rule") {
			q.Board, q.Rule = board, &ChunkSum{Weight: col.Lookup, Chunk: 1, Limit: 3}
		}
		got, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		g := fmt.Sprint(got.Seen, got.Score, got.Reason, got.Source, got.Witness, got.Gap, got.BlockedBy, got.Judged)
		want, err := plain.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		wt := fmt.Sprint(want.Seen, want.Score, want.Reason, want.Source, want.Witness, want.Gap, want.BlockedBy, want.Judged)
		if g != wt {
			t.Fatalf("got  %s\nwant %s", g, wt)
		}
		if got.Candidates > want.Candidates || (got.Reason != NoClearLine && got.Candidates != want.Candidates) {
			t.Fatalf("%d candidates, plain search %d (%v)", got.Candidates, want.Candidates, got.Reason)
		}
	})
}
