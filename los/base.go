package los

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Blocker is something that may stand between two bases: another model's
// round base (Disc, used when Poly is empty) or an opaque terrain piece's
// footprint (Poly), with a height.
//
// Boundary model: a blocker blocks a sight segment that meets its
// interior: a disc blocks a segment whose distance to its centre is
// strictly less than its radius, a polygon a segment with a part of
// positive length strictly inside it. Grazing a base, touching a polygon's
// boundary or running along its edge does not block. (With closed
// blockers the clear segments would form an open set, and a tangent sight
// line, the natural witness, would never be clear.)
//
// A blocker that overlaps an end base leaves the rest of that base free:
// a sight line may start at any point of the closed base outside the open
// blocker, the rim of a blocker disc included. So a blocker disc that
// lies within an end base, a copy of it (another base at the same place)
// included, never blocks top-down: every sight line leaves the base at a
// rim point and never comes back (it may run along the blocker's rim). A
// blocker holding an end base blocks it entirely unless it touches the
// base from inside, which leaves that one point. (A witness starts on the
// rim; rounded onto the closed base, its end may then lie a hair inside
// such a copy of the base.)
type Blocker struct {
	Disc   geom.Disc
	Poly   geom.Polygon
	Height float64
}

// BlockFilter decides whether blocker i blocks the pair of the query; it
// lets a ruleset ignore friends, low walls or the target's own cover.
type BlockFilter func(i int, b *Blocker) bool

// BaseQuery asks whether any sight line joins two round bases.
type BaseQuery struct {
	// From and To are the observer's and the target's bases (closed discs:
	// a sight line may start and end anywhere on them, rims included).
	From, To geom.Disc
	// FromHeight and ToHeight are the heights of the two sight points (eye
	// and target heights above the table), used by Diagonal and by
	// height-based filters.
	FromHeight, ToHeight float64
	// Blockers are the other bases and the opaque pieces.
	Blockers []Blocker
	// Blocks, if not nil, says which blockers count for this pair; nil
	// means all do. See [LowerThanEither].
	Blocks BlockFilter
	// Diagonal draws sight lines in 3D from FromHeight to ToHeight: a
	// blocker blocks only where the line passes over its footprint at a
	// height below its Height (see [BaseSolver.LoS]).
	Diagonal bool
}

// BaseResult is the answer of [BaseSolver.LoS].
type BaseResult struct {
	// Seen reports that some sight line is clear.
	Seen bool
	// Witness is a clear sight line when Seen: from a point of From to a
	// point of To.
	Witness geom.Segment
	// BlockedBy lists, when not Seen, the blockers that the centre-to-centre
	// line meets, in order from From: the usual answer to "what blocked".
	BlockedBy []int
	// Candidates is the number of sight lines examined.
	Candidates int
}

// LowerThanEither returns a filter for the common height rule "an
// intervening blocker lower than the observer or the target is ignored"
// (lower than at least one of fromHeight, toHeight), or, with both set, lower
// than both of them.
func LowerThanEither(fromHeight, toHeight float64, both bool) BlockFilter {
	return func(_ int, b *Blocker) bool {
		lowA, lowB := b.Height < fromHeight, b.Height < toHeight
		if both {
			return !(lowA && lowB)
		}
		return !(lowA || lowB)
	}
}

// BaseSolver is the reusable workspace of base-to-base LoS. The zero
// value is ready to use; it is not safe for concurrent use (use one per
// goroutine).
type BaseSolver struct {
	// MaxNear sizes the search of LoS, Judge and Least, so that it ends
	// in bounded time on any input: the search among the critical
	// objects near the bases (see [BaseSolver.LoS]) may do 16·MaxNear²
	// units of work, a little more than a search among MaxNear small
	// discs scattered across the bases' hull needs to find no line
	// (about a second at the default), and then stops with
	// [ErrMaxNear]. The time grows as its square. 0 (or less) means
	// DefaultMaxNear.
	MaxNear int

	swapped BaseQuery // the query turned round, kept here so it does not escape
	edges   []baseEdge
	active  []int
	bounds  []orb.Bound // of the active blockers, in the order of active
	last    int         // position in active of the blocker that last blocked a candidate
	objs    []baseObj
	pieces  []geom.Stretch
	blocked []blockHit
	rim     []orb.Point // scratch for the rim points of one edge or disc
	judge   judgeSpace  // the rest of the workspace of Judge
	least   leastSpace  // and of Least
	wall    wallSpace   // and of the wall proof
	slot    []int32     // each blocker's position in active, or -1
	index   blockerIndex
	win     lineWindow
	work    int64 // the work of the current search, and its limit (see startWork)
	limit   int64
	// plain turns off what only makes the search faster (the wall proof,
	// the index of blockers, the window of pairs): the search as it was,
	// kept as the oracle of the tests.
	plain bool
}

// DefaultMaxNear is the default of [BaseSolver.MaxNear]. A search that
// used all the work it allows took 0.8 to 1.3 s of CPU on a 2-core AMD
// EPYC: among 2,000 to 2,600 small discs, or 1,200 to 1,600 squares,
// scattered across the bases' hull with no line between them, beside a
// round tower of 1,000 to 2,000 vertices, across a star-shaped polygon
// of 1,000 vertices.
const DefaultMaxNear = 1600

// ErrMaxNear is the error LoS, Judge and Least wrap when their search
// needs more work than [BaseSolver.MaxNear] allows.
var ErrMaxNear = errors.New("los: the search needs more work than BaseSolver.MaxNear allows")

// The units of the search's work, weighed so that each takes about the
// same time whatever the scene (20 to 30 ns on a 2-core AMD EPYC): a
// candidate line (its tangents, its ends and its nudges) is workPerLine,
// a blocker looked at by a clear test 1, 4 vertices of a polygon tested
// exactly 1, a pair of critical objects considered 1. The search may do
// workPerNear·MaxNear² units: about what the search among MaxNear small
// discs scattered across the hull that finds no line does (the slowest
// kind per object), with the work of a polygon's vertices counted so that
// a polygon of many vertices cannot make it cubic.
const (
	workPerLine = 16
	workPerNear = 16
)

// startWork starts counting the work of a search, with its limit: LoS,
// Judge and Least each call it once, so that Least's searches share one
// budget.
func (w *BaseSolver) startWork() {
	n := w.nearLimit()
	w.work, w.limit = 0, workPerNear*n*n
}

// nearLimit returns MaxNear in effect: the default for 0 or less, at most
// 2²⁸ (so that the limit of the work fits an int64).
func (w *BaseSolver) nearLimit() int64 {
	if w.MaxNear <= 0 {
		return DefaultMaxNear
	}
	return min(int64(w.MaxNear), 1<<28)
}

// baseObj is a critical object: a disc (R > 0) or a point (R == 0), with
// the blocker it belongs to (-1, -2 for From and To).
type baseObj struct {
	d geom.Disc
	b int
}

type blockHit struct {
	i int
	t float64
}

// LoS decides whether any segment from a point of q.From to a point of
// q.To is clear of every blocker that q.Blocks accepts, and returns a
// witness when one is.
//
//  1. Top-down (Diagonal false) the answer is exact up to the rounding of
//     the candidate segments' construction; a sight line that exists only
//     exactly along a wall's edge or grazing a base is found.
//  2. Diagonal: the sight line joins the point of From at FromHeight to
//     the point of To at ToHeight; a blocker blocks where the line passes
//     over its footprint's interior below its Height (at exactly Height
//     only if the line is level). The answer is an approximation: a
//     witness is always verified, but a narrow gap that exists only in 3D
//     can be missed.
//  3. The verdict is the same whichever base observes (by construction).
//  4. Bases that touch or overlap always see each other; the witness is
//     a point of both (a segment of length 0, or of the order of the
//     rounding when the rims touch at a point float64 cannot represent).
//
// Errors: a nil solver or query, an invalid base or blocker disc, a NaN
// blocker height, a sight height that is not finite, a coordinate or
// radius, or a sight height, beyond ±MaxBaseCoord ("los: ..."); a search
// that needs more work than w.MaxNear allows (wrapping [ErrMaxNear]).
//
// Cost: with n blockers and V polygon vertices in all, A the blockers near
// the bases (within the larger radius of the segment between their
// centres) and K their critical objects (discs, polygon vertices, points
// where an edge or rim crosses a base's rim): O(n + V) to gather them
// (blockers far from the bases cost one box test each); O(A + K) for the
// shortcuts that can end a search at once: the centre line, a polygon
// across the hull, a wall of overlapping discs across it (a bounded
// number of exact tests per disc); otherwise the search of O(K²)
// candidate lines (with Diagonal, 256 more), each checked against the
// blockers an index lists near it (all A at worst), which stops with
// ErrMaxNear after 16·MaxNear² units of work: at the default, 0.8 to 1.3 s
// on a 2-core AMD EPYC (see DefaultMaxNear). Memory is O(n + K) in the
// solver, which allocates nothing once grown. How the search works is
// documented on solve.
func (w *BaseSolver) LoS(q *BaseQuery) (BaseResult, error) {
	if w == nil || q == nil {
		return BaseResult{}, errors.New("los: BaseSolver.LoS needs a solver and a query (nil given)")
	}
	if err := q.validate(); err != nil {
		return BaseResult{}, err
	}
	w.startWork()
	// Symmetry by construction: the search runs from the base that comes
	// first in a fixed order, and the witness is turned round after.
	if !discBefore(q.To, q.From) {
		res, err := w.solve(q)
		if err != nil {
			return BaseResult{}, err
		}
		if !res.Seen {
			res.BlockedBy = w.blockers(q, geom.Segment{A: q.From.Center, B: q.To.Center})
		}
		return res, nil
	}
	w.swapped = *q
	w.swapped.From, w.swapped.To = q.To, q.From
	w.swapped.FromHeight, w.swapped.ToHeight = q.ToHeight, q.FromHeight
	res, err := w.solve(&w.swapped)
	w.swapped = BaseQuery{}
	if err != nil {
		return BaseResult{}, err
	}
	res.Witness.A, res.Witness.B = res.Witness.B, res.Witness.A
	if !res.Seen {
		res.BlockedBy = w.blockers(q, geom.Segment{A: q.From.Center, B: q.To.Center})
	}
	return res, nil
}

// discBefore orders discs by centre, then radius.
func discBefore(a, b geom.Disc) bool {
	if a.Center[0] != b.Center[0] {
		return a.Center[0] < b.Center[0]
	}
	if a.Center[1] != b.Center[1] {
		return a.Center[1] < b.Center[1]
	}
	return a.R < b.R
}

// solve is LoS on a valid query, from q.From. It stays one function of
// short steps because the order of the steps is the method:
//
// If any clear segment exists, one lies on a line that touches two of the
// critical objects (the two bases, the blocker discs, the polygon
// vertices, the points where a base's rim crosses or touches a blocker's
// boundary), or runs along a polygon's edge. So solve tries, in order:
// the centre line; a proof that one polygon cuts the bases' hull right
// across (walledOff) or that overlapping blocker discs do (wallOfDiscs,
// top-down, among wallMin active blockers or more), which ends the search
// blocked; the common tangents of pairs with a base; the lines along
// polygon edges near the bases; then the common tangents of the other
// pairs of critical objects near the bases' hull, skipping the pairs none
// of whose tangents can meet both bases (lineWindow); with Diagonal, a 16
// x 16 grid of rim-to-rim segments too. The tangents are built so that a
// representable tangency point comes out exact, and the end of a line
// tangent to a base along an axis is exact too. Each candidate is cut to
// its shortest part from From to To (disjoint bases cut a line in
// disjoint chords, and every sight segment on it contains the part
// between them, so that part decides for the whole line) and checked
// with exact predicates (see search.try and search.line for the rounding
// of the ends and the nudged retries), against the blockers near it when
// there are many (blockerIndex). With Diagonal a blocker is checked at the
// ends of the part of the segment over its footprint (the height is
// linear along it), whose parameters are rounded. The proofs, the window
// and the index change what is tried, never what a candidate is found to
// be, nor the order of the candidates: a line is seen with the same
// witness after the same candidates as without them.
//
// The search counts its work (startWork) and stops, with an error, once
// it has done what MaxNear allows.
//
// LoS runs the search from the base that comes first in a fixed order
// (centre, then radius) and turns the witness round, which makes the
// verdict symmetric.
func (w *BaseSolver) solve(q *BaseQuery) (BaseResult, error) {
	from, to := q.From, q.To
	if from.Within(to, 0) {
		contact, _ := from.Contact(to)
		return BaseResult{Seen: true, Witness: contact, Candidates: 1}, nil
	}
	w.collect(q)
	w.win.on = false
	sr := search{w: w, q: q}
	centre := geom.Segment{A: from.Center, B: to.Center}
	if !q.Diagonal {
		// Only the part between the rims: blockers inside a base were
		// dropped (see collect).
		centre, _ = geom.LineBetween(from.Center, centre.Vector(), from, to)
	}
	if ok, _ := sr.try(centre, -3, -3); ok || (!q.Diagonal && w.walledOff(q, centre)) || w.wallOfDiscs(q) {
		return sr.res, nil
	}
	// Pairs with a base first, then the lines along polygon edges, then
	// the rest, among which the window skips the pairs whose tangents
	// cannot meet both bases; the search stops (sr.err) when it has used
	// the work it may.
	if sr.pairs(true) || sr.edges() {
		return sr.res, sr.err
	}
	if !w.plain {
		w.win.build(q, w.objs)
	}
	if !sr.pairs(false) && q.Diagonal {
		sr.grid()
	}
	return sr.res, sr.err
}

// search is the state of one solve: the query and the result so far.
type search struct {
	w   *BaseSolver
	q   *BaseQuery
	res BaseResult
	err error // the search stopped at its work limit
}

// spent reports that the search has used the work it may, and sets err.
func (sr *search) spent() bool {
	w := sr.w
	if w.work <= w.limit {
		return false
	}
	if sr.err == nil {
		n := w.nearLimit()
		sr.err = fmt.Errorf("%w: %d critical objects near the bases, no line found within %d·%d² units of work; set MaxNear above %d to search longer (the time grows as its square)",
			ErrMaxNear, len(w.objs)-2, workPerNear, n, n)
	}
	return true
}

// pairs tries the common tangents of the pairs of critical objects that
// include a base (withBase: the bases are the first two objects) or that
// do not; the window (when on) skips the pairs none of whose tangents can
// meet both bases.
func (sr *search) pairs(withBase bool) bool {
	objs, win := sr.w.objs, &sr.w.win
	first, last := 2, len(objs)
	if withBase {
		first, last = 0, 2
	}
	for i := first; i < last; i++ {
		if !withBase && win.on && !win.objs[i].ok {
			continue
		}
		for j := i + 1; j < len(objs); j++ {
			sr.w.work++
			if sr.spent() {
				return true
			}
			if !withBase && !win.pair(i, j) {
				continue
			}
			if tangentLines(objs[i], objs[j], func(t geom.Segment, d orb.Point) bool {
				return sr.line(t, d, objs[i].b, objs[j].b)
			}) {
				return true
			}
		}
	}
	return false
}

// edges tries the lines along the polygon edges near the bases.
func (sr *search) edges() bool {
	for _, e := range sr.w.edges {
		if sr.spent() || sr.line(e.e, e.e.Vector(), e.b, e.b) {
			return true
		}
	}
	return false
}

// grid tries the 16 x 16 rim-to-rim segments of a Diagonal query.
func (sr *search) grid() bool {
	const k = 16
	for i := 0; i < k; i++ {
		a := rimPoint(sr.q.From, 2*math.Pi*float64(i)/k)
		for j := 0; j < k; j++ {
			b := rimPoint(sr.q.To, 2*math.Pi*float64(j)/k)
			if ok, _ := sr.try(geom.Segment{A: a, B: b}, -3, -3); ok || sr.spent() {
				return true
			}
		}
	}
	return false
}

// try checks a candidate segment and reports whether it is clear, and
// otherwise the blocker found to block it (-1 if none). The ends of a
// tangent candidate are rounded points of the rims: the segment is
// checked first, then its ends are moved onto the closed bases (an exact
// test, slow on a rim) only for a clear one, and it is checked again if
// that moved them. An end is moved along the line first (outwards, into
// the chord of its base), which keeps a line that runs along an edge on
// that edge, and towards its base's centre only if that fails (a tangent
// line does not enter the base).
func (sr *search) try(s geom.Segment, def1, def2 int) (bool, int) {
	w, q, from, to := sr.w, sr.q, sr.q.From, sr.q.To
	sr.res.Candidates++
	w.work += workPerLine
	ok, hit := w.clear(q, s, def1, def2)
	if !ok {
		return false, hit
	}
	a, okA := from.PullAlong(s.A, s.B)
	b, okB := to.PullAlong(s.B, s.A)
	p := geom.Segment{A: a, B: b}
	if !okA || !okB {
		p = geom.Segment{A: from.PullInto(a), B: to.PullInto(b)}
	}
	if p != s {
		ok, hit = w.clear(q, p, def1, def2)
		if !ok && (okA || okB) {
			// Moved along the line it may have left the line by a
			// rounding: try the centres' way.
			c := geom.Segment{A: from.PullInto(s.A), B: to.PullInto(s.B)}
			if c != p {
				p = c
				ok, hit = w.clear(q, p, def1, def2)
			}
		}
	}
	if ok {
		sr.res.Seen, sr.res.Witness = true, p
	}
	return ok, hit
}

// line tries the line with direction d tangent to two critical objects
// at t.A and t.B (equal when both touch at one point). On a line the
// clear sight segments, if any, all contain the shortest part from From
// to To (the free parts of a line are intervals), so that part decides.
// The line is an extreme one: computed exactly, what it touches does not
// block it (grazing is clear), but rounded it may land a hair inside; so
// when only its own defining blockers block it, the line moved off each
// tangency point by a tiny step to either side is tried, in all four
// combinations (see nudgedLines).
func (sr *search) line(t geom.Segment, d orb.Point, def1, def2 int) bool {
	from, to := sr.q.From, sr.q.To
	if !sr.w.win.meetsBoth(t.A, d, from, to) {
		return false
	}
	s, ok := geom.LineBetween(t.A, d, from, to)
	if !ok {
		return false
	}
	ok, hit := sr.try(s, def1, def2)
	if ok {
		return true
	}
	if hit < 0 || (hit != def1 && hit != def2) {
		return false
	}
	for _, n := range nudgedLines(t, d, from, to) {
		if s, ok := geom.LineBetween(n.A, n.Vector(), from, to); ok {
			if ok, _ := sr.try(s, def1, def2); ok {
				return true
			}
		}
	}
	return false
}

func (q *BaseQuery) validate() error {
	var errs []error
	if err := q.From.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("los: observer base: %w", err))
	} else if !inBaseRange(q.From) {
		errs = append(errs, fmt.Errorf("los: observer base %v beyond ±MaxBaseCoord (%g)", q.From, MaxBaseCoord))
	}
	if err := q.To.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("los: target base: %w", err))
	} else if !inBaseRange(q.To) {
		errs = append(errs, fmt.Errorf("los: target base %v beyond ±MaxBaseCoord (%g)", q.To, MaxBaseCoord))
	}
	if !(math.Abs(q.FromHeight) <= MaxBaseCoord) || !(math.Abs(q.ToHeight) <= MaxBaseCoord) {
		errs = append(errs, fmt.Errorf("los: sight heights %g and %g: each must be finite, within ±MaxBaseCoord (%g)", q.FromHeight, q.ToHeight, MaxBaseCoord))
	}
	errs = appendBlockerErrs(errs, "blocker", q.Blockers)
	return errors.Join(errs...)
}

// inBaseRange reports whether d's centre and radius are within
// ±MaxBaseCoord.
func inBaseRange(d geom.Disc) bool {
	return inCoordRange(d.Center) && d.R <= MaxBaseCoord
}

func inCoordRange(p orb.Point) bool {
	return math.Abs(p[0]) <= MaxBaseCoord && math.Abs(p[1]) <= MaxBaseCoord
}

// appendBlockerErrs appends the problems of blockers bs, each named
// "los: <what> <index>: ...": an invalid disc, a polygon point that is
// not finite, coordinates beyond MaxBaseCoord, a NaN height. The errors
// of one polygon stop at its first bad point.
func appendBlockerErrs(errs []error, what string, bs []Blocker) []error {
	for i := range bs {
		b := &bs[i]
		if len(b.Poly) == 0 {
			if err := b.Disc.Validate(); err != nil {
				errs = append(errs, fmt.Errorf("los: %s %d: %w", what, i, err))
			} else if !inBaseRange(b.Disc) {
				errs = append(errs, fmt.Errorf("los: %s %d: disc %v beyond ±MaxBaseCoord (%g)", what, i, b.Disc, MaxBaseCoord))
			}
		} else {
			errs = appendPolyErrs(errs, what, i, b.Poly)
		}
		if math.IsNaN(b.Height) {
			errs = append(errs, fmt.Errorf("los: %s %d: NaN height", what, i))
		}
	}
	return errs
}

// appendPolyErrs appends the first point of blocker i's polygon that is
// not finite or lies beyond MaxBaseCoord.
func appendPolyErrs(errs []error, what string, i int, poly geom.Polygon) []error {
	for _, r := range poly {
		for _, p := range r {
			if !inCoordRange(p) { // NaN too
				return append(errs, fmt.Errorf("los: %s %d: polygon point (%g %g) is not finite or beyond ±MaxBaseCoord (%g)", what, i, p[0], p[1], MaxBaseCoord))
			}
		}
	}
	return errs
}

func finite(x float64) bool { return x-x == 0 }

// baseEdge is a polygon edge near the bases, of blocker b: a sight line
// may run along it (touching a polygon's edge does not block), and when
// both its ends are far from the bases no pair of critical points gives
// that line.
type baseEdge struct {
	e geom.Segment
	b int
}

// collect gathers the blockers that count and lie near the hull of the
// two bases, and the critical objects.
//
// Top-down, a blocker that lies within an end base (a disc, a copy of the
// base included, or a polygon) is dropped: every sight segment contains
// the shortest part of its line from From to To, which leaves From at a
// rim point and never comes back into the open disc, where such a blocker
// lies; so it blocks a segment only if it blocks nothing else than a part
// that can be cut off.
func (w *BaseSolver) collect(q *BaseQuery) {
	w.active = w.active[:0]
	w.bounds = w.bounds[:0]
	w.edges = w.edges[:0]
	w.last = 0
	w.objs = w.objs[:0]
	w.objs = append(w.objs, baseObj{q.From, -1}, baseObj{q.To, -2})
	w.slot = zeroed(w.slot, len(q.Blockers))
	c := corridor{
		axis:  geom.Segment{A: q.From.Center, B: q.To.Center},
		reach: max(q.From.R, q.To.R),
		hull:  padOutward(q.From.Bound().Union(q.To.Bound()), 0),
	}
	for i := range q.Blockers {
		b := &q.Blockers[i]
		if q.Blocks != nil && !q.Blocks(i, b) {
			continue
		}
		if len(b.Poly) == 0 {
			w.collectDisc(q, &c, b.Disc, i)
		} else {
			w.collectPoly(q, &c, b.Poly, i)
		}
	}
	// Where a base overlaps a blocker disc, the corners of the free part
	// of the base are critical too.
	for j, i := range w.active {
		if b := &q.Blockers[i]; len(b.Poly) == 0 {
			w.rimDiscCuts(q.From, b.Disc, i)
			w.rimDiscCuts(q.To, b.Disc, i)
		}
		w.slot[i] = int32(j) + 1
	}
	for i := range w.slot {
		w.slot[i]--
	}
	w.index.build(q, w)
}

// corridor is what collect keeps: the segment between the centres, the
// distance from it within which a blocker may matter, and a box that holds
// the two bases.
//
// Every sight segment lies in the hull of the two (closed) bases, and
// every point of the hull is within the larger radius of the axis; so a
// blocker farther than reach from the axis cannot block, and a vertex or
// edge farther than that cannot be touched by a sight line. Those
// distances are compared with reach exactly (geom's Cmp forms), and the
// boxes that reject far blockers first are rounded outwards, so no
// rounding drops a blocker or a critical object that a sight line could
// touch.
type corridor struct {
	axis  geom.Segment
	reach float64
	hull  orb.Bound
}

// collectDisc adds blocker disc d (blocker i) if it lies near the
// corridor and not within an end base.
func (w *BaseSolver) collectDisc(q *BaseQuery, c *corridor, d geom.Disc, i int) {
	if d.R == 0 || !d.WithinSegment(c.axis, c.reach) {
		return
	}
	if !q.Diagonal && (d.Inside(q.From) || d.Inside(q.To)) {
		return
	}
	w.active = append(w.active, i)
	w.bounds = append(w.bounds, d.Bound())
	w.objs = append(w.objs, baseObj{d, i})
}

// collectPoly adds polygon p (blocker i) if it lies near the corridor and
// not within an end base, with its critical objects: its vertices near
// the corridor, its edges near it whose ends are not, and the points
// where its edges cross the bases' rims.
func (w *BaseSolver) collectPoly(q *BaseQuery, c *corridor, p geom.Polygon, i int) {
	pb := polyBound(p)
	// The box padded by reach holds every point within reach of p: if it
	// lies off the bases' box, or off the axis's line, p is too far. The
	// first test may pad with rounding to nearest: rounding is monotone,
	// so a rounded bound beyond the (outward) hull's is beyond it exactly.
	if !pb.Pad(c.reach).Intersects(c.hull) {
		return
	}
	if geom.SideOfBound(c.axis, padOutward(pb, c.reach)) != 0 || c.axis.CmpDistanceToPolygon(p, c.reach) > 0 {
		return
	}
	if !q.Diagonal && (polyInside(p, pb, q.From) || polyInside(p, pb, q.To)) {
		return
	}
	w.active = append(w.active, i)
	w.bounds = append(w.bounds, pb)
	for _, r := range p {
		w.collectRing(q, c, r, i)
	}
}

// collectRing adds the critical objects of one ring of blocker i.
func (w *BaseSolver) collectRing(q *BaseQuery, c *corridor, r orb.Ring, i int) {
	n := len(r)
	if n > 1 && r[0] == r[n-1] {
		n--
	}
	if n == 0 {
		return
	}
	near0 := c.axis.CmpDistanceToPoint(r[0], c.reach) <= 0
	nearK := near0
	for k := 0; k < n; k++ {
		v := r[k]
		if nearK {
			w.objs = append(w.objs, baseObj{geom.Disc{Center: v}, i})
		}
		nearNext := near0
		if k+1 < n {
			nearNext = c.axis.CmpDistanceToPoint(r[k+1], c.reach) <= 0
		}
		e := geom.Segment{A: v, B: r[(k+1)%n]}
		if !(nearK && nearNext) && c.axis.CmpDistance(e, c.reach) <= 0 {
			w.edges = append(w.edges, baseEdge{e, i})
		}
		nearK = nearNext
		w.rimCuts(q.From, e, i)
		w.rimCuts(q.To, e, i)
	}
}

// walledOff reports that some active polygon blocker cuts the hull of
// the two bases right across, top-down, so that no sight line exists: a
// segment Q perpendicular to the centre line, at the middle of a stretch
// of centre inside the polygon, that lies wholly in the polygon's
// interior, meets neither base and reaches past both outer common
// tangents. Q splits the hull with From on one side and To on the other,
// so every segment from From to To crosses Q, at a point inside the
// blocker. False means only "not shown here"; the search decides.
func (w *BaseSolver) walledOff(q *BaseQuery, centre geom.Segment) bool {
	from, to := q.From, q.To
	d := geom.Segment{A: from.Center, B: to.Center}.Vector()
	l2 := d[0]*d[0] + d[1]*d[1]
	dr := to.R - from.R
	if !(l2 > dr*dr) || !(l2 > 0) {
		return false
	}
	// The hull's half-width across the centre line is at most
	// max(R)·L/sqrt(L² - (ΔR)²); wallMargin more absorbs the rounding.
	l := math.Sqrt(l2)
	h := wallMargin * max(from.R, to.R) * l / math.Sqrt(l2-dr*dr)
	n := orb.Point{-d[1] / l * h, d[0] / l * h}
	for j, i := range w.active {
		b := &q.Blockers[i]
		if len(b.Poly) == 0 || !w.bounds[j].Intersects(centre.Bound()) {
			continue
		}
		w.pieces = b.Poly.AppendStretches(w.pieces[:0], centre)
		for k := range w.pieces {
			p := w.pieces[k]
			if p.Loc != geom.Inside || !(p.T1 > p.T0) {
				continue
			}
			m := centre.At((p.T0 + p.T1) / 2)
			cut := geom.Segment{A: orb.Point{m[0] - n[0], m[1] - n[1]}, B: orb.Point{m[0] + n[0], m[1] + n[1]}}
			if from.CmpDistanceToSegment(cut, 0) <= 0 || to.CmpDistanceToSegment(cut, 0) <= 0 {
				continue
			}
			if w.interiorHolds(b.Poly, cut) {
				return true
			}
		}
	}
	return false
}

// wallMargin lengthens walledOff's cut Q past the hull's half-width, which
// is computed rounded, to a few units in the last place. It cannot turn a
// verdict: the proof rests on the exact checks that Q lies in the
// polygon's interior and meets neither base, and a longer Q only asks
// more of the polygon, so a margin too large makes walledOff say "not
// shown" (the search then decides), never "blocked" wrongly. 1 % is far
// above the rounding and costs nothing in practice (a wall that spans the
// hull spans it with room to spare).
const wallMargin = 1.01

// interiorHolds reports, exactly, whether the closed segment s lies in the
// interior of p.
func (w *BaseSolver) interiorHolds(p geom.Polygon, s geom.Segment) bool {
	var buf [4]geom.Stretch
	ps := p.AppendStretches(buf[:0], s)
	return len(ps) == 1 && ps[0].Loc == geom.Inside
}

// polyBound returns the bounding box of every ring of p; for a p with no
// points, an inverted box that intersects nothing.
func polyBound(p geom.Polygon) orb.Bound {
	inf := math.Inf(1)
	b := orb.Bound{Min: orb.Point{inf, inf}, Max: orb.Point{-inf, -inf}}
	for _, r := range p {
		for _, v := range r {
			b.Min[0], b.Min[1] = min(b.Min[0], v[0]), min(b.Min[1], v[1])
			b.Max[0], b.Max[1] = max(b.Max[0], v[0]), max(b.Max[1], v[1])
		}
	}
	return b
}

// padOutward returns b padded by r on every side, each bound rounded
// outwards, so that it holds every point within r of b exactly.
func padOutward(b orb.Bound, r float64) orb.Bound {
	return orb.Bound{
		Min: orb.Point{nextDown(b.Min[0] - r), nextDown(b.Min[1] - r)},
		Max: orb.Point{-nextDown(-b.Max[0] - r), -nextDown(-b.Max[1] - r)},
	}
}

// nextDown returns the float64 below x (math.Nextafter(x, -Inf), which
// does not inline): a bound that rounding to nearest may have raised by
// half a unit is then at most its exact value.
func nextDown(x float64) float64 {
	switch {
	case x > 0:
		return math.Float64frombits(math.Float64bits(x) - 1)
	case x == 0:
		return -math.SmallestNonzeroFloat64
	case x == -math.MaxFloat64:
		return math.Inf(-1)
	case x > -math.MaxFloat64:
		return math.Float64frombits(math.Float64bits(x) + 1)
	}
	return x // -Inf or NaN
}

// polyInside reports, exactly, whether polygon p (with bound pb) lies
// within the closed disc d: whether every vertex of its shell does.
func polyInside(p geom.Polygon, pb orb.Bound, d geom.Disc) bool {
	if len(p) == 0 || len(p[0]) == 0 || !d.Bound().Contains(pb.Min) || !d.Bound().Contains(pb.Max) {
		return false
	}
	for _, v := range p[0] {
		if !d.Contains(v) {
			return false
		}
	}
	return true
}

// rimCuts adds the points where edge e crosses or touches the rim of base
// d: corners of the part of the base outside a polygon.
func (w *BaseSolver) rimCuts(d geom.Disc, e geom.Segment, i int) {
	w.addPoints(d.AppendSegmentRim(w.rim[:0], e), i)
}

// rimDiscCuts adds the points where the rims of base d and blocker disc o
// cross or touch.
func (w *BaseSolver) rimDiscCuts(d, o geom.Disc, i int) {
	w.addPoints(d.AppendRimCrossings(w.rim[:0], o), i)
}

func (w *BaseSolver) addPoints(ps []orb.Point, i int) {
	for _, p := range ps {
		w.objs = append(w.objs, baseObj{geom.Disc{Center: p}, i})
	}
	w.rim = ps[:0]
}

// clear reports whether s is clear of every active blocker, and otherwise
// the first blocker found that blocks it. The blocker that blocked the
// previous candidate is tried first (neighbouring candidates tend to be
// blocked by the same one), and the candidate's own defining blockers
// def1 and def2 last: the candidate is tangent to them, so their exact
// test is the slow path. Among many blockers the index chooses those
// near s (clearIndexed); which blocker is reported matters only as one of
// def1 and def2 or another, which is the same either way.
func (w *BaseSolver) clear(q *BaseQuery, s geom.Segment, def1, def2 int) (bool, int) {
	n := len(w.active)
	if n == 0 {
		return true, -1
	}
	if w.index.on {
		return w.clearIndexed(q, s, def1, def2)
	}
	sb := s.Bound()
	deferred := false
	w.work += int64(n)
	for k := 0; k < n; k++ {
		j := (w.last + k) % n
		i := w.active[j]
		if i == def1 || i == def2 {
			deferred = true
			continue
		}
		if w.bounds[j].Intersects(sb) && w.blocks(q, i, s) {
			w.last = j
			return false, i
		}
	}
	if deferred {
		for j, i := range w.active {
			if (i == def1 || i == def2) && w.bounds[j].Intersects(sb) && w.blocks(q, i, s) {
				return false, i
			}
		}
	}
	return true, -1
}

// clearIndexed is clear through the index: the blocker that blocked last,
// the wide ones, those listed in the cells s visits, each once, then the
// defining ones.
func (w *BaseSolver) clearIndexed(q *BaseQuery, s geom.Segment, def1, def2 int) (bool, int) {
	ix := &w.index
	ix.next()
	sb := s.Bound()
	if w.last < len(w.active) {
		ix.seen[w.last] = ix.stamp
		if i := w.active[w.last]; i != def1 && i != def2 && w.bounds[w.last].Intersects(sb) && w.blocks(q, i, s) {
			return false, i
		}
	}
	if i, ok := w.firstBlocking(q, s, sb, ix.wide, def1, def2); ok {
		return false, i
	}
	x0, x1 := ix.col(min(s.A[0], s.B[0])-ix.pad), ix.col(max(s.A[0], s.B[0])+ix.pad)
	for x := x0; x <= x1; x++ {
		y0, y1 := ix.rows(s, x)
		for y := y0; y <= y1; y++ {
			c := y*ix.nx + x
			if i, ok := w.firstBlocking(q, s, sb, ix.items[ix.start[c]:ix.start[c+1]], def1, def2); ok {
				return false, i
			}
		}
	}
	if i, ok := w.definingBlocks(q, s, sb, def1, def2); ok {
		return false, i
	}
	return true, -1
}

// definingBlocks returns def1 or def2 (blockers of q, or negative) if it
// is active and blocks s.
func (w *BaseSolver) definingBlocks(q *BaseQuery, s geom.Segment, sb orb.Bound, def1, def2 int) (int, bool) {
	for k, i := range [2]int{def1, def2} {
		if i < 0 || i >= len(w.slot) || w.slot[i] < 0 || (k == 1 && def2 == def1) {
			continue
		}
		if j := w.slot[i]; w.bounds[j].Intersects(sb) && w.blocks(q, i, s) {
			return i, true
		}
	}
	return -1, false
}

// firstBlocking returns the first blocker of js (positions in active) not
// yet seen for this segment, other than def1 and def2, that blocks s.
func (w *BaseSolver) firstBlocking(q *BaseQuery, s geom.Segment, sb orb.Bound, js []int32, def1, def2 int) (int, bool) {
	ix := &w.index
	w.work += int64(len(js))
	for _, j := range js {
		if ix.seen[j] == ix.stamp {
			continue
		}
		ix.seen[j] = ix.stamp
		i := w.active[j]
		if i == def1 || i == def2 {
			continue
		}
		if w.bounds[j].Intersects(sb) && w.blocks(q, i, s) {
			w.last = int(j)
			return i, true
		}
	}
	return -1, false
}

// blocks reports whether blocker i blocks s, and with Diagonal at what
// heights.
func (w *BaseSolver) blocks(q *BaseQuery, i int, s geom.Segment) bool {
	b := &q.Blockers[i]
	if len(b.Poly) == 0 {
		if farFromDisc(b.Disc, s) || !b.Disc.MeetsInterior(s) {
			return false
		}
		if !q.Diagonal {
			return true
		}
		t0, t1, ok := b.Disc.LineChord(s)
		if !ok {
			return true
		}
		return overLow(q, max(t0, 0), min(t1, 1), b.Height)
	}
	for _, r := range b.Poly {
		w.work += int64(len(r)+3) / 4
	}
	if s.A == s.B {
		return b.Poly.Locate(s.A) == geom.Inside
	}
	if len(b.Poly[0]) > 0 && pointsOneSide(s, b.Poly[0]) {
		return false
	}
	w.pieces = b.Poly.AppendStretches(w.pieces[:0], s)
	for _, p := range w.pieces {
		if p.Loc != geom.Inside || !(p.T1 > p.T0) {
			continue
		}
		if !q.Diagonal || overLow(q, p.T0, p.T1, b.Height) {
			return true
		}
	}
	return false
}

// farFromDisc reports that s passes clearly beyond disc d: its distance
// from the centre, computed in floating point, exceeds the radius by far
// more than the rounding (a relative 2⁻³⁰ of the coordinates, against a
// few units of 2⁻⁵³). It only spares the exact test (MeetsInterior) of
// the many blockers a long candidate passes by.
func farFromDisc(d geom.Disc, s geom.Segment) bool {
	ax, ay := s.A[0]-d.Center[0], s.A[1]-d.Center[1]
	vx, vy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	t := 0.0
	if l2 := vx*vx + vy*vy; l2 > 0 {
		t = min(max(-(ax*vx+ay*vy)/l2, 0), 1)
	}
	px, py := ax+t*vx, ay+t*vy
	m := max(math.Abs(s.A[0]), math.Abs(s.A[1]), math.Abs(s.B[0]), math.Abs(s.B[1]), math.Abs(d.Center[0]), math.Abs(d.Center[1])) + d.R
	r := d.R + m*0x1p-30
	return px*px+py*py > r*r
}

// overLow reports whether the 3D sight line is below height h somewhere
// over the open parameter interval (t0, t1).
func overLow(q *BaseQuery, t0, t1, h float64) bool {
	z0 := q.FromHeight + t0*(q.ToHeight-q.FromHeight)
	z1 := q.FromHeight + t1*(q.ToHeight-q.FromHeight)
	zmin := min(z0, z1)
	return zmin < h || (zmin == h && q.FromHeight == q.ToHeight)
}

// blockers lists the blockers meeting s, in order of where they start.
func (w *BaseSolver) blockers(q *BaseQuery, s geom.Segment) []int {
	w.hitsAlong(q, s)
	out := make([]int, len(w.blocked))
	for k, h := range w.blocked {
		out[k] = h.i
	}
	return out
}

// hitsAlong fills w.blocked with the active blockers meeting s, in order
// of where they start (then index).
func (w *BaseSolver) hitsAlong(q *BaseQuery, s geom.Segment) {
	w.blocked = w.blocked[:0]
	w.pieces = w.pieces[:0]
	for _, i := range w.active {
		if !w.blocks(q, i, s) {
			continue
		}
		t := 0.0
		b := &q.Blockers[i]
		if len(b.Poly) == 0 {
			t0, _, _ := b.Disc.LineChord(s)
			t = max(t0, 0)
		} else if len(w.pieces) > 0 {
			for _, p := range w.pieces {
				if p.Loc == geom.Inside {
					t = p.T0
					break
				}
			}
		}
		w.blocked = append(w.blocked, blockHit{i, t})
	}
	for i := 1; i < len(w.blocked); i++ {
		for j := i; j > 0 && (w.blocked[j].t < w.blocked[j-1].t || w.blocked[j].t == w.blocked[j-1].t && w.blocked[j].i < w.blocked[j-1].i); j-- {
			w.blocked[j], w.blocked[j-1] = w.blocked[j-1], w.blocked[j]
		}
	}
}

// tangentLines calls f with every line tangent to both objects (through
// a point, touching a disc), until f returns true. Each line is given as
// the segment t between its tangency points on a and on b, and its
// direction d (not zero). A point on the rim of a disc gives the tangent
// to the disc there, with t a single point.
func tangentLines(a, b baseObj, f func(t geom.Segment, d orb.Point) bool) bool {
	switch {
	case a.d.R == 0 && b.d.R == 0:
		return tangentSeg(geom.Segment{A: a.d.Center, B: b.d.Center}, f)
	case a.d.R == 0:
		return pointTangents(a.d.Center, b.d, f)
	case b.d.R == 0:
		return pointTangents(b.d.Center, a.d, f)
	}
	if l, r, ok := a.d.OuterTangents(b.d); ok && (tangentSeg(l, f) || tangentSeg(r, f)) {
		return true
	}
	if l, r, ok := a.d.InnerTangents(b.d); ok && (tangentSeg(l, f) || tangentSeg(r, f)) {
		return true
	}
	return false
}

// tangentSeg calls f with the line through s, unless s is a point.
func tangentSeg(s geom.Segment, f func(t geom.Segment, d orb.Point) bool) bool {
	d := s.Vector()
	if d[0] == 0 && d[1] == 0 {
		return false
	}
	return f(s, d)
}

// pointTangents calls f with the tangents from p to the disc d.
func pointTangents(p orb.Point, d geom.Disc, f func(t geom.Segment, d orb.Point) bool) bool {
	// A point on the rim (a rounded rim crossing lies a hair to either
	// side) has the disc's own tangent there; the tangents from a point a
	// hair outside are ill-conditioned, so that one is tried too.
	if d.NearRim(p) {
		if f(geom.Segment{A: p, B: p}, orb.Point{-(p[1] - d.Center[1]), p[0] - d.Center[0]}) {
			return true
		}
	}
	// geom decides exactly whether the tangents exist (p strictly outside
	// the disc).
	lp, rp, ok := d.TangentPoints(p)
	if !ok {
		return false
	}
	return tangentSeg(geom.Segment{A: p, B: lp}, f) || tangentSeg(geom.Segment{A: p, B: rp}, f)
}

// nudgedLines returns the four lines through t.A and t.B (the tangency
// points of an extreme candidate line with direction d) each moved
// sideways by a tiny step, in every combination of sides: to first order
// each defining object only sees the line's offset at its own tangency
// point, so one of the four moves off both objects to their free side (a
// blocker disc or vertex left clear, a base cut, a rim point passed on the
// side of the free part of the base) whenever the exact line is a limit of
// clear lines. When t is a single point the second point is taken along
// d, which makes the four a shift either way and a turn either way about
// t.A. The step, a relative nudgeStep of the scene, is far above the
// rounding of the tangents and far below any size a rule could care
// about. Each line is given as two of its points.
func nudgedLines(t geom.Segment, d orb.Point, from, to geom.Disc) [4]geom.Segment {
	l := math.Hypot(d[0], d[1])
	ux, uy := d[0]/l, d[1]/l
	scale := from.R + to.R + math.Hypot(to.Center[0]-from.Center[0], to.Center[1]-from.Center[1])
	a, b := t.A, t.B
	if math.Hypot(b[0]-a[0], b[1]-a[1]) < nudgePivot*scale {
		b = orb.Point{a[0] + ux*scale, a[1] + uy*scale}
	}
	eps := nudgeStep * scale
	nx, ny := -uy*eps, ux*eps
	mk := func(sa, sb float64) geom.Segment {
		return geom.Segment{
			A: orb.Point{a[0] + sa*nx, a[1] + sa*ny},
			B: orb.Point{b[0] + sb*nx, b[1] + sb*ny},
		}
	}
	return [4]geom.Segment{mk(1, 1), mk(-1, -1), mk(1, -1), mk(-1, 1)}
}

// The nudges of nudgedLines are search heuristics: they choose where to
// look for a clear line near an extreme one, and every line they give is
// then checked exactly (search.try), so their sizes decide how often a
// grazing witness is found, never whether a line is clear.
const (
	// nudgeStep is the sideways step, relative to the scene's size.
	nudgeStep = 1e-9
	// nudgePivot is the relative distance below which the two tangency
	// points are taken as one, and the line is turned about it instead
	// of being moved at two points (two points so close would turn it by
	// an unpredictable angle).
	nudgePivot = 1e-6
)

func rimPoint(d geom.Disc, a float64) orb.Point {
	return d.PullInto(d.RimPoint(a))
}
