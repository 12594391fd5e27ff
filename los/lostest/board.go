package lostest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Trait keys of generated boards.
var (
	// Visibility is how much an area or line hides (summed per chunk).
	Visibility = terrain.Number("visibility")
	// Opaque marks features that block sight (with their height, if any).
	Opaque = terrain.Flag("opaque")
)

// BoardTypes are the terrain types of generated boards: "field"
// (visibility 1), "wood" (visibility 2), "building" (opaque, visibility 3), "hedge"
// (visibility 1, a line), "crest" (a line, for crest-line rules) and
// "wall" (opaque line).
func BoardTypes() []terrain.Type {
	return []terrain.Type{
		terrain.NewType("field", Visibility.Is(1)),
		terrain.NewType("wood", Visibility.Is(2)),
		terrain.NewType("building", Opaque.Is(true), Visibility.Is(3)),
		terrain.NewType("hedge", Visibility.Is(1)),
		terrain.NewType("crest"),
		terrain.NewType("wall", Opaque.Is(true)),
	}
}

// BoardOf generates boards of size x size (from 0) with up to n features
// (see [RandomBoard]); arguments RandomBoard refuses fail the property
// that draws from it.
func BoardOf(size float64, n int) *rapid.Generator[terrain.BoardData] {
	return rapid.Custom(func(t *rapid.T) terrain.BoardData {
		seed := rapid.Uint64().Draw(t, "seed")
		d, err := RandomBoard(rand.New(rand.NewPCG(seed, 0)), size, n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	})
}

// RandomBoard draws a board of size x size (from 0) with up to n features
// whose coordinates are integers (so translations by integers are exact):
// axis-aligned and slanted quadrilateral areas and polylines, some with
// heights, of the types of [BoardTypes]. A nil or zero r, a size that is
// not from 1 to [MaxSize] and an n that is not from 0 to [MaxFeatures]
// are errors.
func RandomBoard(r *rand.Rand, size float64, n int) (terrain.BoardData, error) {
	if err := errors.Join(checkRand(r), checkSize("board size", size, 1), checkCount("features", n, MaxFeatures)); err != nil {
		return terrain.BoardData{}, err
	}
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{size, size}}, Unit: "m", Types: BoardTypes()}
	m := int(size)
	pt := func() orb.Point { return orb.Point{float64(r.IntN(m + 1)), float64(r.IntN(m + 1))} }
	for i := range r.IntN(max(n, 0) + 1) {
		id := fmt.Sprintf("f%d", i)
		if r.IntN(3) < 2 {
			x0, y0 := r.IntN(m), r.IntN(m)
			x1, y1 := x0+1+r.IntN(m-x0), y0+1+r.IntN(m-y0)
			sk := float64(r.IntN(2))
			ring := orb.Ring{{float64(x0), float64(y0)}, {float64(x1), float64(y0)}, {float64(x1), float64(y1)}, {float64(x0) + sk*float64(x1-x0)/2, float64(y1)}, {float64(x0), float64(y0)}}
			f := terrain.NewArea(id, []string{"field", "wood", "building"}[r.IntN(3)], geom.Polygon{ring})
			if r.IntN(2) == 0 {
				f = f.WithHeight(float64(1 + r.IntN(4)))
			}
			d.Features = append(d.Features, f)
			continue
		}
		ls := orb.LineString{pt()}
		for len(ls) < 2 || r.IntN(3) > 0 && len(ls) < 5 {
			if p := pt(); p != ls[len(ls)-1] {
				ls = append(ls, p)
			}
		}
		typ := []string{"hedge", "crest", "wall"}[r.IntN(3)]
		f := terrain.NewLine(id, typ, ls)
		if typ != "hedge" {
			f = f.WithHeight(float64(1 + r.IntN(3)))
		}
		d.Features = append(d.Features, f)
	}
	return d, nil
}

// MaxSize bounds the sizes and heights the generators of this package
// accept (a board's side, a base's table, a line's end heights), so that
// a generator's cost and coordinates stay bounded.
const MaxSize = 1 << 20

// checkRand reports a nil random source, or a zero Rand (one without a
// source, whose every draw would panic).
func checkRand(r *rand.Rand) error {
	if r == nil || *r == (rand.Rand{}) {
		return errors.New("lostest: nil random source (a nil or zero *rand.Rand)")
	}
	return nil
}

// checkSize reports a size (named what) that is not a number from least
// to MaxSize.
func checkSize(what string, size float64, least int) error {
	if !(size >= float64(least) && size <= MaxSize) {
		return fmt.Errorf("lostest: %s %v: want %d to MaxSize (%d)", what, size, least, MaxSize)
	}
	return nil
}

// checkCount reports a count (named what) outside 0 to most.
func checkCount(what string, n, most int) error {
	if n < 0 || n > most {
		return fmt.Errorf("lostest: %s %d: want 0 to %d", what, n, most)
	}
	return nil
}

// SceneBoards generates cases for [CheckBoardLaws] on [RandomBoard]s of
// size x size with up to n features: lines pairs random lines with end
// heights 0 to 3, the extra obstacle an opaque building, and the move an
// integer translation. A size below 2, or arguments RandomBoard refuses,
// are the generator's error.
func SceneBoards(size, n, lines int) func(r *rand.Rand) (BoardCase, error) {
	return func(r *rand.Rand) (BoardCase, error) {
		if err := errors.Join(checkSize("board size", float64(size), 2), checkCount("lines", lines, MaxFeatures)); err != nil {
			return BoardCase{}, err
		}
		d, err := RandomBoard(r, float64(size), n)
		if err != nil {
			return BoardCase{}, err
		}
		bc := BoardCase{Board: d, HasExtra: true, Move: orb.Point{float64(r.IntN(21) - 10), float64(r.IntN(21) - 10)}}
		x, y := float64(r.IntN(size-1)), float64(r.IntN(size-1))
		bc.Extra = terrain.NewArea("extra", "building", geom.Polygon{orb.Ring{{x, y}, {x + 2, y}, {x + 2, y + 2}, {x, y + 2}, {x, y}}})
		return bc, appendLines(&bc, r, size, lines)
	}
}

// appendLines appends max(n, 1) random lines across a table of side size,
// with end heights 0 to 3, to bc.
func appendLines(bc *BoardCase, r *rand.Rand, size, n int) error {
	for range max(n, 1) {
		l, err := RandomLine(r, size, 3)
		if err != nil {
			return err
		}
		bc.Lines = append(bc.Lines, l)
	}
	return nil
}

// Translate returns d with every coordinate (and the extent) moved by v.
func Translate(d terrain.BoardData, v orb.Point) terrain.BoardData {
	r := geom.Translation(v)
	out := terrain.BoardData{Unit: d.Unit, Types: d.Types}
	out.Extent = orb.Bound{Min: r.ApplyPoint(d.Extent.Min), Max: r.ApplyPoint(d.Extent.Max)}
	for _, f := range d.Features {
		g := f
		switch f.Shape {
		case terrain.Area:
			g.Polygon = r.ApplyPolygon(f.Polygon)
		case terrain.Line:
			g.LineString = r.ApplyLineString(f.LineString)
		case terrain.Point:
			g.Point = r.ApplyPoint(f.Point)
		}
		out.Features = append(out.Features, g)
	}
	return out
}

// RuleFor builds the rule under test for a board and the sight line about
// to be judged on it, as given to Judge (from its observer: the reverse
// line for the reverse direction, the moved line on a moved board), so
// that a rule may depend on the two ends, such as a declaration that a
// unit stands at the edge of its cover. It returns a ruleset's own
// [los.Rule], a built-in one, or a plain accumulator read by
// [los.BlockWhere]; laws call it for each line and each board.
type RuleFor func(b *terrain.Board, l Line) (los.Rule, error)

// Line is a sight line with the heights of its two ends.
type Line struct {
	Seg                  geom.Segment
	FromHeight, ToHeight float64
}

func (l Line) reversed() Line {
	return Line{geom.Segment{A: l.Seg.B, B: l.Seg.A}, l.ToHeight, l.FromHeight}
}

// errNilRuleFor is the error of a law given no rule.
var errNilRuleFor = errors.New("lostest: nil RuleFor")

func judge(b *terrain.Board, rf RuleFor, l Line) (los.Verdict, error) {
	if rf == nil {
		return los.Verdict{}, errNilRuleFor
	}
	r, err := rf(b, l)
	if err != nil {
		return los.Verdict{}, err
	}
	v, err := los.Judge(los.NewTracer(b), l.Seg, l.FromHeight, l.ToHeight, r)
	v.Contributions = nil
	return v, err
}

// CheckSymmetry checks that l and its reverse get the same verdict, the
// same blocked flag, and, unless blocked, the same score (back builds the rule for the reverse direction; pass rf itself
// unless the rule has observer-bound options such as exemptions).
func CheckSymmetry(b *terrain.Board, rf, back RuleFor, l Line) error {
	v1, err := judge(b, rf, l)
	if err != nil {
		return err
	}
	v2, err := judge(b, back, l.reversed())
	if err != nil {
		return err
	}
	// A rule may stop reading at a block, so a blocked line's score
	// covers only what was read from its observer.
	if v1.Seen != v2.Seen || v1.Blocked != v2.Blocked || !v1.Blocked && v1.Score != v2.Score {
		return fmt.Errorf("lostest: %v seen %v score %v, reversed seen %v score %v", l.Seg, v1.Seen, v1.Score, v2.Seen, v2.Score)
	}
	return nil
}

// CheckTranslation checks that moving the board and the line by v
// changes neither verdict nor score. Use a v that keeps coordinates exact
// (integers on integer boards).
func CheckTranslation(d terrain.BoardData, rf RuleFor, l Line, v orb.Point) error {
	b1, err := terrain.NewBoard(d)
	if err != nil {
		return err
	}
	b2, err := terrain.NewBoard(Translate(d, v))
	if err != nil {
		return err
	}
	v1, err := judge(b1, rf, l)
	if err != nil {
		return err
	}
	r := geom.Translation(v)
	l2 := Line{r.ApplySegment(l.Seg), l.FromHeight, l.ToHeight}
	v2, err := judge(b2, rf, l2)
	if err != nil {
		return err
	}
	if v1.Seen != v2.Seen || math.Abs(v1.Score-v2.Score) > 0 {
		return fmt.Errorf("lostest: %v seen %v score %v, moved by %v: seen %v score %v", l.Seg, v1.Seen, v1.Score, v, v2.Seen, v2.Score)
	}
	return nil
}

// CheckMonotone checks that adding the feature extra (an opaque piece, or
// anything the rule reads as an obstacle) never creates LoS.
func CheckMonotone(d terrain.BoardData, rf RuleFor, l Line, extra terrain.Feature) error {
	b1, err := terrain.NewBoard(d)
	if err != nil {
		return err
	}
	d2 := d
	d2.Features = append(append([]terrain.Feature(nil), d.Features...), extra)
	b2, err := terrain.NewBoard(d2)
	if err != nil {
		return err
	}
	v1, err := judge(b1, rf, l)
	if err != nil {
		return err
	}
	v2, err := judge(b2, rf, l)
	if err != nil {
		return err
	}
	if !v1.Seen && v2.Seen {
		return fmt.Errorf("lostest: %v unseen, but seen after adding %q", l.Seg, extra.ID)
	}
	return nil
}

// CheckVisible checks that los.AppendVisible from a point returns exactly
// the targets that pairwise judging sees. A field of view judges every
// target with one rule, so rf is asked for it once, with the zero-length
// line at from, and each pairwise judgment uses that rule.
func CheckVisible(b *terrain.Board, rf RuleFor, from orb.Point, fromHeight float64, targets []orb.Point, toHeight float64) error {
	if rf == nil {
		return errNilRuleFor
	}
	r, err := rf(b, Line{geom.Segment{A: from, B: from}, fromHeight, toHeight})
	if err != nil {
		return err
	}
	tr := los.NewTracer(b)
	vis, err := los.AppendVisible(nil, tr, r, from, fromHeight, targets, toHeight)
	if err != nil {
		return err
	}
	in := map[int]bool{}
	for _, i := range vis {
		in[i] = true
	}
	for i, p := range targets {
		v, err := los.Judge(tr, geom.Segment{A: from, B: p}, fromHeight, toHeight, r)
		if err != nil {
			return err
		}
		if v.Seen != in[i] {
			return fmt.Errorf("lostest: target %d %v: visible %v, pairwise seen %v", i, p, in[i], v.Seen)
		}
	}
	return nil
}

// CheckBaseMonotone checks that adding blocker extra never creates LoS
// between two bases.
func CheckBaseMonotone(q los.BaseQuery, extra los.Blocker) error {
	var w los.BaseSolver
	r1, err := w.LoS(&q)
	if err != nil {
		return err
	}
	q2 := q
	q2.Blockers = append(append([]los.Blocker(nil), q.Blockers...), extra)
	r2, err := w.LoS(&q2)
	if err != nil {
		return err
	}
	if !r1.Seen && r2.Seen {
		return fmt.Errorf("lostest: bases unseen, but seen after adding a blocker (witness %v)", r2.Witness)
	}
	return nil
}

// CheckBaseSymmetry checks that swapping the two bases (and their heights)
// gives the same answer.
func CheckBaseSymmetry(q los.BaseQuery) error {
	var w los.BaseSolver
	r1, err := w.LoS(&q)
	if err != nil {
		return err
	}
	q2 := q
	q2.From, q2.To, q2.FromHeight, q2.ToHeight = q.To, q.From, q.ToHeight, q.FromHeight
	r2, err := w.LoS(&q2)
	if err != nil {
		return err
	}
	if r1.Seen != r2.Seen {
		return fmt.Errorf("lostest: bases %v and %v: seen %v one way, %v the other", q.From, q.To, r1.Seen, r2.Seen)
	}
	return nil
}
