package los

import (
	"cmp"
	"errors"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Crossing is one thing a sight line meets on a board: a stretch inside an
// area, a contact with a linear feature, or a point feature on the line.
//
// Parameters and distances are measured from the observer: T0 <= T1 in
// [0, 1] along the sight line, Enter and Leave the distances from the
// observer (Leave - Enter == Length for an area; Enter == Leave for a line
// or point). Length is computed once, in a canonical direction, so it is
// the same bit for bit whichever end observes; [Crossing.Chunks] decides
// chunk counts exactly.
type Crossing struct {
	// Feature is the board index of the feature.
	Feature int
	// Shape is the feature's shape: Area, Line or Point.
	Shape  terrain.Shape
	T0, T1 float64
	Enter  float64
	Leave  float64
	Length float64
	// Contact classifies a Line contact (Cross, Touch or Along); Through
	// reports that the line passes from one side of the sight line to the
	// other there (always for Cross).
	Contact geom.ContactKind
	Through bool
	// Height and HasHeight copy the feature's height, how far it rises
	// above its ground; Elevation and HasElevation its ground's
	// elevation. Its top is their sum (see Top).
	Height       float64
	HasHeight    bool
	Elevation    float64
	HasElevation bool
	// AtObserver and AtTarget report that the observer's or the target's
	// point lies in or on this crossing's feature (every crossing of that
	// feature is marked, not only the stretch that reaches the end). The
	// points are the sight line's ends, Segment.A and B: for base-to-base
	// sight ([BaseSolver.Judge]) where each candidate line starts and
	// ends on the bases' rims, not the models' centres (see [BaseSight]).
	AtObserver bool
	AtTarget   bool

	// The canonical segment and parameters, and the polygon, for exact
	// length decisions.
	seg      geom.Segment
	ct0, ct1 float64
	poly     geom.Polygon
}

// Top returns the height of the top of c's feature above the table, as
// terrain documents it: its elevation plus its height, where either not
// given counts 0 (a wood of height 3 on a hill of elevation 2 tops out at
// 5; a hill with no height at its elevation); false if the feature has
// neither. A nil c has no top.
func (c *Crossing) Top() (float64, bool) {
	if c == nil {
		return 0, false
	}
	return top(c.Elevation, c.HasElevation, c.Height, c.HasHeight)
}

// top is the top of a feature of elevation e and height h, each if given
// (see Crossing.Top).
func top(e float64, hasE bool, h float64, hasH bool) (float64, bool) {
	switch {
	case hasE && hasH:
		return e + h, true
	case hasE:
		return e, true
	case hasH:
		return h, true
	}
	return 0, false
}

// Sight is one traced sight line: what accumulators read besides the
// crossings.
type Sight struct {
	// Segment runs from the observer (A) to the target (B).
	Segment geom.Segment
	// Length is |B - A|.
	Length float64
	// FromHeight and ToHeight are the heights of the observer's and the
	// target's sight points, for 3D readings.
	FromHeight, ToHeight float64
	// Crossings are the crossings in order from the observer (by T0, then
	// feature index, then T1).
	Crossings []Crossing
	// rev reports that the canonical direction runs from the target to the
	// observer.
	rev bool
	// Observer and Target list, in increasing order, the features that the
	// observer's and the target's points lie in or on.
	Observer, Target []int
}

// HeightAt returns the height of the 3D sight line at parameter t, in the
// same form whichever end is the observer. A parameter mapped from the
// other end (1-t) is rounded, so for decisions on a crossing use
// [Sight.Heights], which is the same both ways to the last bit. A nil s
// gives NaN.
func (s *Sight) HeightAt(t float64) float64 {
	if s == nil {
		return math.NaN()
	}
	return s.FromHeight*(1-t) + s.ToHeight*t
}

// Heights returns the heights of the 3D sight line where c enters and
// leaves its feature, in the observer's order. They are computed from the
// canonical parameters and end heights, so tracing the line from the
// other end gives the same two values, swapped, bit for bit: a rule that
// compares them with a height is symmetric. A nil s or c gives NaN, NaN.
func (s *Sight) Heights(c *Crossing) (enter, leave float64) {
	if s == nil || c == nil {
		return math.NaN(), math.NaN()
	}
	za, zb := s.FromHeight, s.ToHeight
	if s.rev {
		za, zb = zb, za
	}
	z0 := za*(1-c.ct0) + zb*c.ct0
	z1 := za*(1-c.ct1) + zb*c.ct1
	if s.rev {
		return z1, z0
	}
	return z0, z1
}

// Tracer traces sight lines through a board. It holds reusable buffers:
// once they have grown, tracing allocates nothing. A Tracer is not safe
// for concurrent use; use one per goroutine (the Board is shared). The
// zero Tracer has no board (Trace is an error): make one with NewTracer.
type Tracer struct {
	board *terrain.Board
	// bounds are the features' bounding boxes, for cheap rejects.
	bounds []orb.Bound
	cand   []int
	ivs    []geom.Interval
	pcs    []geom.PolylineCrossing
	sight  Sight
}

// NewTracer returns a Tracer over b. A nil b gives a tracer whose Trace
// is an error.
func NewTracer(b *terrain.Board) *Tracer {
	tr := &Tracer{board: b}
	if b != nil {
		tr.bounds = make([]orb.Bound, b.Len())
		for i := range tr.bounds {
			f := b.Feature(i)
			switch f.Shape {
			case terrain.Area:
				tr.bounds[i] = orb.Polygon(f.Polygon).Bound()
			case terrain.Line:
				tr.bounds[i] = f.LineString.Bound()
			default:
				tr.bounds[i] = orb.Bound{Min: f.Point, Max: f.Point}
			}
		}
	}
	return tr
}

// Board returns the traced board (nil for a nil tracer).
func (tr *Tracer) Board() *terrain.Board {
	if tr == nil {
		return nil
	}
	return tr.board
}

// Trace returns the crossings of the sight line s, from s.A (the observer)
// to s.B (the target), through the board, with the sight heights
// fromHeight and toHeight at its ends. The Sight and its slices belong to the tracer and are valid until
// its next use.
//
// Boundary model (geom's): an area contributes the parts of s inside it,
// edges included, merged into maximal stretches (a stretch running along
// an edge counts by geom's "interior above" rule, so tiling areas share a
// boundary once); a stretch of zero length is not reported, though an end
// standing on the area's boundary is listed in Observer or Target. A line
// contributes each contact as geom.AppendPolylineCrossings reports it. A
// point feature contributes when it lies on the closed segment.
//
// Symmetry: the tracing is done in a canonical direction (from the
// lexicographically smaller end), then mapped to the observer's view, so
// tracing s and its reverse gives the same crossings with the same
// lengths, in reverse order.
//
// Errors: a NaN or infinite coordinate or height, a nil tracer or one
// without a board ("los: ..."). A zero-length s is allowed: it has no
// crossings, and Observer == Target.
//
// Cost: time O(V + C log² C) and memory O(C) in the tracer's buffers, V
// the vertices of the features whose boxes meet the line and C its
// crossings (at most V, plus the point features on it).
//
// Kernel: one pass over the candidate features that fills the tracer's
// buffers feature kind by feature kind; it stays whole because every case
// appends to the same crossing list in the same canonical frame.
func (tr *Tracer) Trace(s geom.Segment, fromHeight, toHeight float64) (*Sight, error) {
	if err := tr.check(s, fromHeight, toHeight); err != nil {
		return nil, err
	}
	c, rev := canonical(s)
	if len(tr.bounds) <= scanLimit {
		// A few features: their boxes are cheaper to scan than the index.
		sb := orb.Bound{Min: c.A, Max: c.A}.Extend(c.B)
		tr.cand = tr.cand[:0]
		for i, bb := range tr.bounds {
			if bb.Min[0] <= sb.Max[0] && bb.Max[0] >= sb.Min[0] && bb.Min[1] <= sb.Max[1] && bb.Max[1] >= sb.Min[1] {
				tr.cand = append(tr.cand, i)
			}
		}
	} else {
		tr.cand = tr.board.AppendCandidates(tr.cand[:0], c)
	}
	return tr.trace(s, c, rev, fromHeight, toHeight), nil
}

// traceAmong is Trace restricted to the features of among (in increasing
// order), for a caller that knows no other feature can meet s: the
// crossings are then those of Trace, bit for bit. s must be valid (see
// check).
func (tr *Tracer) traceAmong(s geom.Segment, from, to float64, among []int) *Sight {
	c, rev := canonical(s)
	// The segment's box by hand (Bound.Extend tests for emptiness).
	x0, x1 := min(c.A[0], c.B[0]), max(c.A[0], c.B[0])
	y0, y1 := min(c.A[1], c.B[1]), max(c.A[1], c.B[1])
	tr.cand = tr.cand[:0]
	for _, i := range among {
		bb := &tr.bounds[i]
		if bb.Min[0] <= x1 && bb.Max[0] >= x0 && bb.Min[1] <= y1 && bb.Max[1] >= y0 {
			tr.cand = append(tr.cand, i)
		}
	}
	return tr.trace(s, c, rev, from, to)
}

// check reports what Trace refuses: a NaN or infinite coordinate or
// height, or no board; it also rebuilds the boxes of a tracer made
// without NewTracer.
func (tr *Tracer) check(s geom.Segment, from, to float64) error {
	if tr == nil {
		return errors.New("los: nil tracer")
	}
	if !finite(s.A[0]) || !finite(s.A[1]) || !finite(s.B[0]) || !finite(s.B[1]) {
		return errors.New("los: sight line has a NaN or infinite coordinate")
	}
	if !finite(from) || !finite(to) {
		return errors.New("los: sight height is NaN or infinite")
	}
	if tr.board == nil {
		return errors.New("los: tracer has no board")
	}
	if len(tr.bounds) != tr.board.Len() {
		tr.bounds = NewTracer(tr.board).bounds
	}
	return nil
}

// canonical returns s in the canonical direction (from the
// lexicographically smaller end), and whether that reverses it.
func canonical(s geom.Segment) (geom.Segment, bool) {
	rev := s.B[0] < s.A[0] || s.B[0] == s.A[0] && s.B[1] < s.A[1]
	if rev {
		return geom.Segment{A: s.B, B: s.A}, true
	}
	return s, false
}

// trace is the kernel of Trace: s from the observer, c its canonical
// form (reversed when rev), through the candidate features in tr.cand.
func (tr *Tracer) trace(s, c geom.Segment, rev bool, from, to float64) *Sight {
	sg := &tr.sight
	*sg = Sight{Segment: s, FromHeight: from, ToHeight: to,
		Crossings: sg.Crossings[:0], Observer: sg.Observer[:0], Target: sg.Target[:0]}
	sg.rev = rev
	L := c.Length()
	sg.Length = L
	b := tr.board
	for _, i := range tr.cand {
		f := b.Feature(i)
		if f.Shape == terrain.Line && c.A != c.B && lineMisses(c, f) {
			// The whole feature lies strictly on one side of the line: it
			// neither crosses the line nor holds either end.
			continue
		}
		bb := tr.bounds[i]
		base := Crossing{Feature: i, Shape: f.Shape, Height: f.Height, HasHeight: f.HasHeight, Elevation: f.Elevation, HasElevation: f.HasElevation, seg: c}
		switch f.Shape {
		case terrain.Area:
			// geom locates the canonical ends along with the intervals,
			// for free in the common case.
			var l0, l1 geom.Location
			tr.ivs, l0, l1 = f.Polygon.AppendIntervalsLocated(tr.ivs[:0], c)
			if rev {
				l0, l1 = l1, l0
			}
			atA, atB := l0 != geom.Outside, l1 != geom.Outside
			if atA {
				sg.Observer = append(sg.Observer, i)
			}
			if atB {
				sg.Target = append(sg.Target, i)
			}
			if c.A == c.B {
				continue
			}
			for _, iv := range tr.ivs {
				x := base
				x.poly = f.Polygon
				x.ct0, x.ct1 = iv.T0, iv.T1
				x.Length = (iv.T1 - iv.T0) * L
				sg.Crossings = append(sg.Crossings, x)
			}
		case terrain.Line:
			if inBound(bb, s.A) && atPoint(f, s.A) {
				sg.Observer = append(sg.Observer, i)
			}
			if inBound(bb, s.B) && atPoint(f, s.B) {
				sg.Target = append(sg.Target, i)
			}
			if c.A == c.B {
				continue
			}
			tr.pcs = geom.AppendPolylineCrossings(tr.pcs[:0], c, f.LineString)
			for _, pc := range tr.pcs {
				x := base
				x.ct0, x.ct1 = pc.T, pc.T1
				x.Contact, x.Through = pc.Kind, pc.Through
				sg.Crossings = append(sg.Crossings, x)
			}
		case terrain.Point:
			if f.Point == s.A {
				sg.Observer = append(sg.Observer, i)
			}
			if f.Point == s.B {
				sg.Target = append(sg.Target, i)
			}
			if c.A == c.B || !c.Contains(f.Point) {
				continue
			}
			x := base
			x.ct0 = c.AxisParam(f.Point)
			x.ct1 = x.ct0
			sg.Crossings = append(sg.Crossings, x)
		}
	}
	for k := range sg.Crossings {
		x := &sg.Crossings[k]
		if rev {
			x.T0, x.T1 = 1-x.ct1, 1-x.ct0
			x.Enter, x.Leave = L-x.ct1*L, L-x.ct0*L
		} else {
			x.T0, x.T1 = x.ct0, x.ct1
			x.Enter, x.Leave = x.ct0*L, x.ct1*L
		}
		if x.ct0 == x.ct1 {
			x.Leave = x.Enter
		}
		x.AtObserver = contains(sg.Observer, x.Feature)
		x.AtTarget = contains(sg.Target, x.Feature)
	}
	sortCrossings(sg.Crossings)
	return sg
}

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// atPoint reports whether p lies in or on feature f.
func atPoint(f *terrain.Feature, p orb.Point) bool {
	switch f.Shape {
	case terrain.Area:
		return f.Polygon.Locate(p) != geom.Outside
	case terrain.Line:
		for k := 0; k+1 < len(f.LineString); k++ {
			e := geom.Segment{A: f.LineString[k], B: f.LineString[k+1]}
			if e.Contains(p) {
				return true
			}
		}
	}
	return false
}

func inBound(b orb.Bound, p orb.Point) bool {
	return p[0] >= b.Min[0] && p[0] <= b.Max[0] && p[1] >= b.Min[1] && p[1] <= b.Max[1]
}

// scanLimit is the number of features up to which a trace scans their
// boxes rather than asking the board's index.
const scanLimit = 96

// lineMisses reports that every vertex of the area's outer ring, or of the
// line, lies strictly on one side of the line through s (s not a point);
// false means only "not decided here".
func lineMisses(s geom.Segment, f *terrain.Feature) bool {
	var pts []orb.Point
	switch f.Shape {
	case terrain.Area:
		if len(f.Polygon) == 0 {
			return false
		}
		pts = f.Polygon[0]
	case terrain.Line:
		pts = f.LineString
	}
	return len(pts) > 0 && pointsOneSide(s, pts)
}

// pointsOneSide reports that every point of pts (not empty) lies strictly
// on one side of the line through s, exactly (geom.SideOfPoints).
func pointsOneSide(s geom.Segment, pts []orb.Point) bool {
	return geom.SideOfPoints(s, pts) != 0
}

// sortCrossings orders crossings by T0, then feature, then T1, keeping
// the order of equal ones: insertion sort on the short lists of most
// lines, a stable O(n log² n) sort on long ones; neither allocates.
func sortCrossings(cs []Crossing) {
	if len(cs) > shortCrossings {
		slices.SortStableFunc(cs, func(a, b Crossing) int {
			if c := cmp.Compare(a.T0, b.T0); c != 0 {
				return c
			}
			if c := cmp.Compare(a.Feature, b.Feature); c != 0 {
				return c
			}
			return cmp.Compare(a.T1, b.T1)
		})
		return
	}
	less := func(a, b *Crossing) bool {
		if a.T0 != b.T0 {
			return a.T0 < b.T0
		}
		if a.Feature != b.Feature {
			return a.Feature < b.Feature
		}
		return a.T1 < b.T1
	}
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && less(&cs[j], &cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// shortCrossings is the longest list sortCrossings sorts by insertion.
const shortCrossings = 32
