package cem

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// End is one end of a sight line: a figure's position, and whether its
// unit declared that it stands at the edge of the obstacle it occupies
// (CEM-L5). The declaration follows the unit, not the role: it counts for
// the unit's own fire and for fire against it.
type End struct {
	At   orb.Point
	Edge bool
}

// Term is what one feature crossed by a sight line adds to its visibility.
type Term struct {
	// Feature is the board index of the feature; ID and Type name it.
	Feature  int
	ID, Type string
	// Shape is Area (a stretch inside it) or Line (a crossing).
	Shape terrain.Shape
	// Enter and Leave are the distances from the observer where the
	// stretch starts and ends (equal for a line), Length its length.
	Enter, Leave, Length float64
	// Chunks is the number of chunks of the stretch (5 m or fraction by
	// default); 1 for a line crossed.
	Chunks int
	// Visibility is the feature's trait, Amount what it adds: Chunks ×
	// Visibility, or 0 if it is exempt or a line is only touched.
	Visibility, Amount float64
	// Exempt reports that the feature is the own obstacle of an end that
	// declared an edge (CEM-L5).
	Exempt bool
}

// Sight is the verdict on one sight line between two figures, with its
// working (CEM-L1 to L5, C2).
type Sight struct {
	From, To End
	// Length is the length of the line in metres.
	Length float64
	// Seen reports that the figures see each other: Score below 2
	// (CEM-L4) and the line not interrupted by crest lines (CEM-C2).
	Seen bool
	// Score is the line's total visibility (CEM-L3), Terms its parts in
	// order from the observer.
	Score float64
	Terms []Term
	// Blocked reports a second crossing of a crest line, or of two
	// crest lines of equal height (CEM-C2): nothing beyond
	// BlockedPoint (BlockedAt from the observer) is seen. First and
	// Second are the IDs of the two crest lines crossed (the same ID for
	// one line crossed twice).
	Blocked       bool
	BlockedPoint  orb.Point
	BlockedAt     float64
	First, Second string
}

// String explains s, one line per term, such as
//
//	sight (0 0) -> (50 0), 50 m: visibility 6, not seen
//	  field "field-1" 20..35 m: 3 chunks x 1 = 3
//	  hedge "hedge-1" at 37 m: crossed x 1 = 1
func (s Sight) String() string {
	var w strings.Builder
	seen := "seen"
	if !s.Seen {
		seen = "not seen"
	}
	fmt.Fprintf(&w, "sight %s -> %s, %s m: visibility %s, %s\n", pt(s.From.At), pt(s.To.At), num(s.Length), num(s.Score), seen)
	for _, t := range s.Terms {
		fmt.Fprintf(&w, "  %s %q ", t.Type, t.ID)
		if t.Shape == terrain.Line {
			fmt.Fprintf(&w, "at %s m: crossed", num(t.Enter))
		} else {
			fmt.Fprintf(&w, "%s..%s m: %d chunks", num(t.Enter), num(t.Leave), t.Chunks)
		}
		if t.Exempt {
			w.WriteString(": not counted (edge of its own obstacle)\n")
			continue
		}
		fmt.Fprintf(&w, " x %s = %s\n", num(t.Visibility), num(t.Amount))
	}
	if s.Blocked {
		fmt.Fprintf(&w, "  interrupted at %s (%s m): crest %q crossed after crest %q\n", pt(s.BlockedPoint), num(s.BlockedAt), s.Second, s.First)
	}
	return w.String()
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }

func pt(p orb.Point) string { return "(" + num(p[0]) + " " + num(p[1]) + ")" }

// exempted returns the features the ends' edge declarations exempt, in
// increasing order.
func (b *Board) exempted(from, to End) []int {
	var ex []int
	if from.Edge {
		ex = b.AppendOwn(ex, from.At)
	}
	if to.Edge {
		ex = b.AppendOwn(ex, to.At)
		slices.Sort(ex)
		ex = slices.Compact(ex)
	}
	return ex
}

// rules builds the two accumulators of a sight line between from and to.
func (b *Board) losRules(ex []int, from, to End) (*los.ChunkSum, *secondCrossing) {
	var bits los.Exempt
	if from.Edge {
		bits |= los.ExemptObserver
	}
	if to.Edge {
		bits |= los.ExemptTarget
	}
	weight := func(i int) (float64, bool) {
		if b.crest[i] || containsInt(ex, i) {
			return 0, false
		}
		return b.vis.Lookup(i)
	}
	cs := &los.ChunkSum{Weight: weight, Chunk: b.rules.chunk(), Full: b.rules.WholeChunks,
		PerFeature: b.rules.PoolStretches, Limit: SeenBelow, Exempt: bits}
	sc := &secondCrossing{crest: func(i int) bool { return b.crest[i] }}
	return cs, sc
}

// LoSRule returns the rule that judges the sight line from from to to:
// the visibility sum (los.ChunkSum, CEM-L3, L4, with the ends' edge
// exemptions, L5) and the crest lines (CEM-C2),
// combined with los.All. It is what [Board.LoS] applies; use it with
// los.Judge, or with los/lostest to check a law. Its verdict is the same
// whichever end observes (CEM-L1) when the ends are swapped with the
// roles. It is nil on a nil or zero Board (los.Judge then refuses it).
func (b *Board) LoSRule(from, to End) los.Rule {
	if b.ready() != nil {
		return nil
	}
	cs, sc := b.losRules(b.exempted(from, to), from, to)
	return &los.All{Rules: []los.Rule{cs, sc}}
}

// LoS judges the sight line from the figure at from to the figure at to
// (CEM-L2 to L5, C2) and explains the verdict. The line joins the two
// points (figure centres: see the package doc). Errors: a nil or zero
// Board, a NaN or infinite position. A position off the board is not an
// error: the line is judged over the board's features, and beyond its
// extent there are none (open ground, visibility 0); a move off the board
// is an error (see [Board.Cost]). Cost: one trace, linear in the features
// the line meets (los.Tracer).
func (b *Board) LoS(from, to End) (Sight, error) {
	if err := b.ready(); err != nil {
		return Sight{}, err
	}
	tr := b.tracer.Get().(*los.Tracer)
	defer b.tracer.Put(tr)
	seg := geom.Segment{A: from.At, B: to.At}
	sg, err := tr.Trace(seg, 0, 0)
	if err != nil {
		return Sight{}, fmt.Errorf("cem: %w", err)
	}
	ex := b.exempted(from, to)
	cs, sc := b.losRules(ex, from, to)
	s := Sight{From: from, To: to, Length: sg.Length}
	v := los.Feed(sg, cs)
	s.Score, s.Seen = v.Score, v.Seen
	for _, c := range v.Contributions {
		if t, ok := b.term(sg.Crossings[c.Crossing], c, ex); ok {
			s.Terms = append(s.Terms, t)
		}
	}
	if cv := los.Feed(sg, sc); cv.Blocked {
		s.Seen = false
		s.Blocked, s.BlockedAt = true, cv.BlockedAt
		if sg.Length > 0 {
			s.BlockedPoint = seg.At(cv.BlockedAt / sg.Length)
		}
		s.First, s.Second = b.crests(sg, cv)
	}
	return s, nil
}

// term explains what crossing x, read as contribution c, adds to the
// visibility (CEM-L3, L5); false for what adds nothing to explain: a
// crest line, a point, a line only touched.
func (b *Board) term(x los.Crossing, c los.Contribution, ex []int) (Term, bool) {
	if b.crest[x.Feature] || x.Shape == terrain.Point || x.Shape == terrain.Line && !x.Through {
		return Term{}, false
	}
	f := b.tb.Feature(x.Feature)
	t := Term{Feature: x.Feature, ID: f.ID, Type: f.Type, Shape: x.Shape,
		Enter: x.Enter, Leave: x.Leave, Length: x.Length,
		Visibility: b.vis.At(x.Feature), Amount: c.Amount,
		Exempt: c.Exempt || containsInt(ex, x.Feature)}
	switch {
	case x.Shape == terrain.Line:
		t.Chunks = 1
	case b.rules.PoolStretches && t.Visibility > 0:
		t.Chunks = math.MaxInt // the count saturates (a chunk of 1e-300 m)
		if q := t.Amount / t.Visibility; q < math.MaxInt {
			t.Chunks = int(q)
		}
	default:
		t.Chunks = x.Chunks(b.rules.chunk(), b.rules.WholeChunks)
	}
	return t, true
}

// crests returns the IDs of the two crest lines whose crossings cut the
// sight line (CEM-C2): the first crossed, and the second, which cuts it
// (the same ID for one crest line crossed twice).
func (b *Board) crests(sg *los.Sight, cv los.Verdict) (first, second string) {
	var crossed []los.Crossing
	for _, c := range cv.Contributions {
		x := sg.Crossings[c.Crossing]
		if !b.crest[x.Feature] || x.Shape != terrain.Line || !x.Through {
			continue
		}
		if !c.Blocks {
			crossed = append(crossed, x)
			continue
		}
		second = b.tb.Feature(x.Feature).ID
		for _, p := range crossed {
			if p.Feature == x.Feature || p.HasHeight && x.HasHeight && p.Height == x.Height {
				return b.tb.Feature(p.Feature).ID, second
			}
		}
		return "", second
	}
	return "", ""
}
