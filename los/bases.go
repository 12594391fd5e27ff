package los

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// BaseSight asks for the best sight line between two round bases across
// a board, as a rule reads it: [BaseSolver.Judge] judges a documented set
// of candidate lines (see [Lines]) and returns the best verdict.
//
// The zero values of the options are the defaults: BestLine, the lower
// score is better, DefaultRimSteps.
//
// Where a model stands is read from each candidate line, not from the
// model's centre: the rule's exemptions ([ExemptObserver], [ExemptTarget])
// and whatever it reads of [Crossing.AtObserver] and AtTarget see the
// line's ends, which lie on the bases' rims. So a base whose rim reaches
// into a feature stands in it for the lines that start there: a base of
// radius 0.5 centred at x 9.6 beside a hill from x 10 is treated as on
// the hill for the lines that leave its rim beyond x 10, and the best line
// is likely one of them. To decide from the centres instead, drop the
// exemption and ask the board what each centre stands in
// (terrain.Board.AppendAt(dst, From.Center)), then build the pair's rule
// from that (a Weight that leaves those features out, say) and set
// Opaque for the pair so that it says false for the Opaque areas a centre
// stands in.
type BaseSight struct {
	// From and To are the observer's and the target's bases (closed
	// discs: a line may start and end anywhere on them, rims included).
	From, To geom.Disc
	// FromHeight and ToHeight are the heights of the two sight points:
	// the rule reads them (Sight.FromHeight and ToHeight), and Diagonal
	// draws the lines in 3D between them.
	FromHeight, ToHeight float64
	// Board is the board each candidate line is traced through for Rule;
	// it may be nil when Rule and Opaque are.
	Board *terrain.Board
	// Rule reads each candidate line's crossings, as [Judge] feeds them (a
	// bare [Accumulator] becomes one with [BlockWhere]). It is built for this observer
	// (exemptions follow the roles), and must not keep the Verdict's
	// Contributions past the next Begin (Judge copies the best's). Nil
	// means no rule: every clear line is seen, with score 0, and the
	// search is [BaseSolver.LoS]'s (exact top-down, whatever Lines says
	// but CentreLine).
	Rule Rule
	// Opaque, if not nil, selects the board's areas that block outright
	// as Blockers do: a line that meets the interior of one (with
	// Diagonal, below its top, its elevation plus its height as
	// [Crossing.Top] reads them; an area with neither blocks at any
	// height) is not clear. These are decided exactly and, under
	// FixedLines, never add a candidate line. Line and point features
	// are left to the rule.
	Opaque func(feature int) bool
	// Blockers are the other bases and the off-board opaque pieces;
	// Blocks, if not nil, says which count for this pair (see
	// [BaseQuery]). Its index is that of Blockers, and so is
	// [Obstruction.Blocker] in the answer.
	Blockers []Blocker
	Blocks   BlockFilter
	// Diagonal checks Blockers and Opaque areas in 3D between FromHeight
	// and ToHeight, as [BaseQuery.Diagonal] does (an approximation).
	Diagonal bool
	// Lines is the policy that chooses the candidate lines.
	Lines Lines
	// Prefer says which score is the better for the observer.
	Prefer Prefer
	// RimSteps is the density of the rim samples: each of the two
	// families of rim lines has 2·RimSteps - 1 lines, the centre line
	// included (see [Lines]). 0 means DefaultRimSteps; a negative value
	// none; at most MaxRimSteps.
	RimSteps int
	// Also are more candidate lines, judged under every policy: each must
	// run from a point of From (A) to a point of To (B). A line a player
	// declares, say, or the best line of another query.
	Also []geom.Segment
}

// MaxBaseCoord bounds the coordinates and radii of bases and blockers,
// and the sight heights ([BaseQuery], [BaseSight]): the candidate lines
// are built from products of up to four coordinates, which must not
// overflow (beyond about 1e77 they do, and lines come out NaN), and the
// heights along a line from their difference.
const MaxBaseCoord = 1e60

// DefaultRimSteps and MaxRimSteps bound [BaseSight.RimSteps].
const (
	DefaultRimSteps = 3
	MaxRimSteps     = 64
)

// Lines is the policy that chooses which sight lines between two bases
// [BaseSolver.Judge] judges. The score of a line (the length it spends
// in woods, say) varies continuously over the four-parameter family of
// segments from one disc to another, so the best over every line is in
// general not a finite computation; each policy names a finite set of
// candidates, each judged exactly by the rule, and the answer is the
// best of them.
//
// The candidates are computed in one canonical direction (from the base
// that comes first by centre, then radius) and judged from the observer,
// so the set is the same whichever base observes. Each is the shortest
// part of its line from From to To (rim to rim), its ends landed in the
// closed bases (kept on the rim where a rim point on an axis through the
// centre is exactly there, else moved a relative 2⁻³⁶ inside, where the
// exact test decides at once), and it counts only if it is clear: it
// meets the interior of no counting Blocker and no Opaque area (decided
// as [BaseSolver.LoS] decides it).
type Lines uint8

const (
	// BestLine, the default, judges: the centre line; the four common
	// tangents of the bases; the rim lines (see FixedLines); for every
	// vertex of a board feature within reach of the bases' hull, the
	// lines from it that touch either base, turned by a tiny step
	// (relative 1e-9 of the scene) to pass the vertex on the side away
	// from its feature (when both its neighbours lie on one side), so
	// that a line past a corner does not clip it by a rounding; for
	// every edge of a board area that is not Opaque within reach of the
	// bases' hull, the line perpendicular to that edge through the middle
	// of the band of its direction's lines that meet both bases, when
	// there is one (when the bases' projections on the edge overlap),
	// once per direction (one already tried, the centre line's included,
	// is not tried again): a line that enters and leaves an area through
	// two parallel edges spends width/cos(angle) inside, least when
	// perpendicular to them whatever its offset, so this is the line
	// straight across a rectangular wood, field or building; the common
	// tangents of either base with every other base and every
	// vertex of an Opaque area or a polygon blocker near the hull (as
	// BaseSolver tries them, nudged off a blocker they clip by a
	// rounding); the Also lines; and, when none of these is both clear
	// and seen, BaseSolver's witness, if it finds one. So:
	//
	//  1. when the rule sees every line that is clear of Blockers and
	//     Opaque areas (it refuses a line only through them), Seen is
	//     exact top-down, as LoS's;
	//  2. NoClearLine is exact top-down: no segment between the bases
	//     is clear;
	//  3. a blocker adds candidate lines (those that touch it), so adding
	//     one can let the search find a better line that was there
	//     before: the answer is not monotone in the blockers beyond 1
	//     and 2 (see FixedLines).
	BestLine Lines = iota
	// FixedLines judges the candidates of BestLine that do not depend on
	// the Blockers or Opaque areas: the centre line, the four common
	// tangents of the bases, the rim lines, the lines past the vertices
	// of the board features that are not Opaque, the lines perpendicular
	// to the edges of the board areas that are not Opaque, and the Also
	// lines. The
	// rim lines are two families: with u the unit vector from one centre
	// to the other, n its normal and s = j/RimSteps for 0 < |j| <
	// RimSteps, the lines through Cf + s·Rf·n and Ct + s·Rt·n (parallel
	// to the centre line for equal bases) and through Cf + s·Rf·n and
	// Ct - s·Rt·n (crossing it between the bases). A blocker only ever
	// removes candidates, so with a rule that is itself monotone (a
	// feature added to the board never improves the verdict of a line)
	// adding a blocker or an Opaque area never improves the answer. A
	// clear line through a gap that no candidate passes is missed: the
	// answer is then CandidatesBlocked, with BaseSolver's witness as Gap.
	FixedLines
	// CentreLine judges the segment from centre to centre only (and the
	// Also lines), as rulebooks that draw sight between the centres do:
	// exact, and monotone like FixedLines.
	CentreLine
)

// String returns "best line", "fixed lines" or "centre line".
func (l Lines) String() string {
	switch l {
	case BestLine:
		return "best line"
	case FixedLines:
		return "fixed lines"
	case CentreLine:
		return "centre line"
	}
	return "Lines(" + strconv.Itoa(int(l)) + ")"
}

// Prefer says which of two verdicts is the better line for the observer.
// Seen always beats unseen; among unseen lines, one the rule refused
// without blocking it (a score over a limit) beats one it blocked. Then
// the score decides, and between equal verdicts the earlier candidate in
// the canonical order (the order of the Lines doc) is kept, so the centre
// line wins a tie.
type Prefer uint8

const (
	// LowerScore, the default: the score is what hides the target
	// (visibility, concealment, inches of woods).
	LowerScore Prefer = iota
	// HigherScore: the score helps the observer (a modifier to hit).
	HigherScore
)

// String returns "lower score" or "higher score".
func (p Prefer) String() string {
	switch p {
	case LowerScore:
		return "lower score"
	case HigherScore:
		return "higher score"
	}
	return "Prefer(" + strconv.Itoa(int(p)) + ")"
}

// better reports whether a is a strictly better line than b.
func (p Prefer) better(a, b *Verdict) bool {
	if a.Seen != b.Seen {
		return a.Seen
	}
	if !a.Seen && a.Blocked != b.Blocked {
		return !a.Blocked
	}
	if p == HigherScore {
		return a.Score > b.Score
	}
	return a.Score < b.Score
}

// BaseReason says why the answer of [BaseSolver.Judge] is what it is:
// a machine-readable code beside the verdict.
type BaseReason uint8

const (
	// LineSeen: the best line is seen.
	LineSeen BaseReason = iota
	// RuleRefuses: some candidate lines are clear, but the rule sees none
	// of them; the verdict is the best of those it refused.
	RuleRefuses
	// NoClearLine: every segment between the bases meets a blocker or an
	// Opaque area (exact top-down; with Diagonal, BaseSolver's
	// approximation). BlockedBy says what the centre line meets.
	NoClearLine
	// CandidatesBlocked: every candidate meets a blocker, but some other
	// line is clear (Gap, BaseSolver's witness): FixedLines and
	// CentreLine only.
	CandidatesBlocked
)

// String returns "seen", "rule refuses", "no clear line" or "candidates
// blocked".
func (r BaseReason) String() string {
	switch r {
	case LineSeen:
		return "seen"
	case RuleRefuses:
		return "rule refuses"
	case NoClearLine:
		return "no clear line"
	case CandidatesBlocked:
		return "candidates blocked"
	}
	return "BaseReason(" + strconv.Itoa(int(r)) + ")"
}

// LineSource says which family of candidates a line came from.
type LineSource uint8

const (
	SourceNone    LineSource = iota // no line (NoClearLine, CandidatesBlocked)
	SourceCentre                    // the centre line (rim to rim; centre to centre under CentreLine)
	SourceTangent                   // a common tangent of the two bases
	SourceRim                       // a rim line
	SourceVertex                    // a line past a vertex of a board feature
	SourceBlocker                   // a common tangent of a base and a blocker
	SourceAlso                      // one of BaseSight.Also
	SourceSolver                    // BaseSolver's witness
	SourceContact                   // the contact of touching or overlapping bases
	SourceEdge                      // a line perpendicular to an edge of a board area
)

// String returns the source's name ("centre", "tangent", ...).
func (s LineSource) String() string {
	switch s {
	case SourceNone:
		return "none"
	case SourceCentre:
		return "centre"
	case SourceTangent:
		return "tangent"
	case SourceRim:
		return "rim"
	case SourceVertex:
		return "vertex"
	case SourceBlocker:
		return "blocker"
	case SourceAlso:
		return "also"
	case SourceSolver:
		return "solver"
	case SourceContact:
		return "contact"
	case SourceEdge:
		return "edge"
	}
	return "LineSource(" + strconv.Itoa(int(s)) + ")"
}

// Obstruction names one thing a sight line meets: a blocker (Blocker;
// Feature -1) or an Opaque area (Feature; Blocker -1).
type Obstruction struct {
	// Blocker is an index of the query's BaseSight.Blockers, the slice
	// given to Judge, not of any list of pieces the caller keeps: a
	// caller that built Blockers from its pieces (leaving the pair's own
	// out, say) maps the index back itself. -1 for an Opaque area.
	Blocker int
	// Feature is the board index of an Opaque area; -1 for a blocker.
	Feature int
}

// BaseVerdict is the answer of [BaseSolver.Judge]: the verdict of the best
// candidate line, with the line and its working. Its slices belong to the
// BaseSolver and are valid until its next use.
type BaseVerdict struct {
	// Verdict is the rule's verdict on Witness (Seen, Score, Blocked,
	// BlockedAt, Contributions, whose Crossing indexes Crossings). When no
	// candidate is clear it is the zero Verdict (unseen).
	Verdict
	// Reason says why; Source where Witness came from.
	Reason BaseReason
	Source LineSource
	// Witness is the best line, from a point of From (A) to a point of To
	// (B), clear of every counting blocker; zero when no candidate is
	// clear.
	Witness geom.Segment
	// Crossings are Witness's crossings, in order from the observer (nil
	// without a rule).
	Crossings []Crossing
	// Gap is, when Reason is CandidatesBlocked, a clear line that no
	// candidate is (BaseSolver's witness).
	Gap geom.Segment
	// BlockedBy lists, when no candidate is clear, what the centre line
	// meets, in order from the observer: each Blocker an index of the
	// query's Blockers slice (not of any list of pieces), each Feature a
	// board index (see [Obstruction]).
	BlockedBy []Obstruction
	// Candidates is the number of candidate lines examined (BaseSolver's
	// own included when it ran), Judged the number read by the rule.
	Candidates, Judged int
}

// judgeSpace is the part of a BaseSolver that [BaseSolver.Judge] uses.
type judgeSpace struct {
	tr        *Tracer
	q         BaseQuery // the internal query, in the canonical direction
	user      *BaseSight
	nOpaque   int // Opaque areas first in q.Blockers, then the user's
	filter    BlockFilter
	blockers  []Blocker
	opaqueIdx []int // board index of each Opaque blocker
	near      []int // board features near the hull, increasing
	corr      corridor
	verts     []vertex
	dirs      []orb.Point // the directions of the edge lines tried
	swapped   bool        // the canonical direction runs from the target
	sr        search
	best      BaseVerdict
	bestCross []Crossing
	bestCont  []Contribution
	found     bool // some candidate was clear
	judged    int
	blocked   []Obstruction
	eps       float64
	hit       int  // the blocker that blocked the last line of clearLanded
	walledOff bool // a blocker cuts the bases' hull right across
}

// vertex is a vertex of a board feature near the hull, with its
// neighbours along its ring or line (has reports which exist).
type vertex struct {
	v, prev, next orb.Point
	hasPrev       bool
	hasNext       bool
}

// Judge answers q: it judges the candidate lines that q.Lines names
// between q.From and q.To with q.Rule and returns the best verdict, its
// line and its working. What is and is not guaranteed:
//
//  1. The verdict is the rule's own on Witness: exactly what [Judge]
//     returns for that segment on the board (Judge traces only the
//     features near the bases, which are the only ones a line between
//     them can meet).
//  2. Witness runs from a point of From to a point of To (each exactly
//     in its closed base) and is clear of every counting blocker and
//     Opaque area as BaseSolver decides it: with geom's exact predicates,
//     top-down (with Diagonal, in 3D), where only the parameters of the
//     crossings with a polygon's edges are rounded, so a line that clips
//     a corner by less than that rounding (a relative 2⁻⁴⁰) counts as
//     grazing it.
//  3. The answer is the best of the candidates (see [Lines] and
//     [Prefer]): at least as good as each of them, the centre line
//     among them. It is not the best over every line: a better line
//     may pass between the candidates.
//  4. NoClearLine is exact top-down, and so is Seen when the rule
//     refuses lines only through Blockers and Opaque areas (BestLine;
//     without a rule, always).
//  5. Symmetry: the candidates are the same whichever base observes and
//     ties keep the earlier in a canonical order, so a symmetric rule
//     gets the same Seen and the same best line both ways, and the same
//     score when its contributions are integers (see the package doc).
//  6. Under FixedLines and CentreLine a blocker never adds a candidate,
//     so adding one never improves the answer of a monotone rule; under
//     BestLine it may (see [Lines]), though never beyond the best line
//     found with it, which the answer without it keeps when that line is
//     added as Also (the form lostest.CheckSightMonotone checks).
//  7. Bounded cost: with V the vertices of the features, E the edges
//     of the areas that are not Opaque and B the critical objects of the
//     blockers (their discs and vertices) near the bases, at most 2 +
//     4·RimSteps + 4·V + E + 8·B + len(Also) lines are judged (five times as many examined, with the nudges of
//     tangents that clip their own blocker), each traced through the
//     features near the bases and checked against the blockers near
//     them; BaseSolver runs at most once (its own bound, which these
//     lines' clear tests count towards). It allocates nothing once the
//     workspace has grown (for a board, the tracer is made once per
//     board).
//  8. Translating the table by a vector that keeps the coordinates exact
//     changes nothing but the roundings of the candidates' construction,
//     so no answer unless one rests on a rounding (a line that exists
//     only grazing a corner or, in 3D, a blocker over an end base).
//
// Touching or overlapping bases see each other along their contact (a
// segment of length 0 or of the order of the rounding), which the rule
// still judges.
//
// Errors: an invalid base or blocker, a NaN or infinite height, a Rule
// or Opaque without a Board, a rule whose Validate fails, an unknown
// policy, RimSteps above MaxRimSteps, a base beyond MaxBaseCoord, an
// Also line that does not join the bases ("los: ..."); BaseSolver's
// search beyond w.MaxNear ([ErrMaxNear]).
func (w *BaseSolver) Judge(q *BaseSight) (BaseVerdict, error) {
	if w == nil || q == nil {
		return BaseVerdict{}, errors.New("los: BaseSolver.Judge needs a solver and a query (nil given)")
	}
	js := &w.judge
	if err := js.setup(q); err != nil {
		return BaseVerdict{}, err
	}
	defer js.release()
	w.startWork()
	if q.Rule == nil && q.Lines != CentreLine {
		return w.judgeBlocking(q)
	}
	w.collect(&js.q)
	js.sr = search{w: w, q: &js.q}
	touch := js.q.From.Within(js.q.To, 0)
	if q.Rule != nil {
		js.nearFeatures(q, !touch && q.Lines != CentreLine)
	}
	js.candidates(w, q, touch)
	js.also(w, q)
	if !(js.found && js.best.Seen) && len(w.active) > 0 && !touch && !js.walledOff {
		if err := js.solver(w, q); err != nil {
			return BaseVerdict{}, err
		}
	}
	return js.result(w, q), nil
}

// candidates judges the candidate lines of q.Lines (not Also's), or the
// contact of touching bases.
func (js *judgeSpace) candidates(w *BaseSolver, q *BaseSight, touch bool) {
	switch {
	case touch:
		c, _ := js.q.From.Contact(js.q.To)
		js.sr.res.Candidates++
		js.consider(c, SourceContact)
	case q.Lines == CentreLine:
		js.tryCentre(w)
	case js.walled(w):
		// Proved: no line between the bases is clear.
	default:
		js.fixed()
		js.rims(q)
		js.vertexLines()
		js.edgeLines()
		if q.Lines == BestLine {
			js.blockerLines(w)
		}
	}
}

// setup validates q and prepares the internal query.
func (js *judgeSpace) setup(q *BaseSight) error {
	if q == nil {
		return errors.New("los: nil BaseSight")
	}
	if err := q.validate(); err != nil {
		return err
	}
	js.user = q
	js.blockers = js.blockers[:0]
	js.opaqueIdx = js.opaqueIdx[:0]
	if q.Board != nil {
		if js.tr == nil || js.tr.board != q.Board || len(js.tr.bounds) != q.Board.Len() {
			js.tr = NewTracer(q.Board)
		}
		if q.Opaque != nil {
			js.opaqueAreas(q)
		}
	}
	js.nOpaque = len(js.blockers)
	js.blockers = append(js.blockers, q.Blockers...)
	js.swapped = discBefore(q.To, q.From)
	js.q = BaseQuery{From: q.From, To: q.To, FromHeight: q.FromHeight, ToHeight: q.ToHeight,
		Blockers: js.blockers, Diagonal: q.Diagonal}
	if js.swapped {
		js.q.From, js.q.To = q.To, q.From
		js.q.FromHeight, js.q.ToHeight = q.ToHeight, q.FromHeight
	}
	if q.Blocks != nil {
		if js.filter == nil {
			js.filter = js.blocks
		}
		js.q.Blocks = js.filter
	}
	js.best = BaseVerdict{}
	js.bestCross, js.bestCont = js.bestCross[:0], js.bestCont[:0]
	js.found, js.judged, js.walledOff = false, 0, false
	js.near, js.verts = js.near[:0], js.verts[:0]
	scale := q.From.R + q.To.R + math.Hypot(q.To.Center[0]-q.From.Center[0], q.To.Center[1]-q.From.Center[1])
	js.eps = nudgeStep * scale
	return nil
}

// validate reports everything Judge refuses in q.
func (q *BaseSight) validate() error {
	var errs []error
	if q.Lines > CentreLine {
		errs = append(errs, fmt.Errorf("los: unknown Lines policy %d", q.Lines))
	}
	if q.Prefer > HigherScore {
		errs = append(errs, fmt.Errorf("los: unknown Prefer %d", q.Prefer))
	}
	if q.RimSteps > MaxRimSteps {
		errs = append(errs, fmt.Errorf("los: RimSteps %d above %d", q.RimSteps, MaxRimSteps))
	}
	if q.Board == nil && (q.Rule != nil || q.Opaque != nil) {
		errs = append(errs, errors.New("los: a Rule or Opaque without a Board"))
	}
	if err := check(q.Rule); err != nil && err != errNilAccumulator {
		errs = append(errs, err)
	}
	// The bases, heights and blockers as BaseQuery checks them, with the
	// caller's indexes and roles.
	bq := BaseQuery{From: q.From, To: q.To, FromHeight: q.FromHeight, ToHeight: q.ToHeight, Blockers: q.Blockers}
	for _, err := range [2]error{bq.validate(), q.checkAlso()} {
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// checkAlso reports the first Also line that does not run from the
// observer's base to the target's.
func (q *BaseSight) checkAlso() error {
	for k, s := range q.Also {
		if !finite(s.A[0]) || !finite(s.A[1]) || !finite(s.B[0]) || !finite(s.B[1]) || !q.From.Contains(s.A) || !q.To.Contains(s.B) {
			return fmt.Errorf("los: Also[%d] %v does not run from the observer's base to the target's", k, s)
		}
	}
	return nil
}

// opaqueAreas adds the Opaque areas whose box, padded by the larger
// radius, meets the bases' box to js.blockers, in board order: the others
// BaseSolver's collect would drop at its first test, so the search is the
// same as with every Opaque area as a blocker.
func (js *judgeSpace) opaqueAreas(q *BaseSight) {
	hull := padOutward(q.From.Bound().Union(q.To.Bound()), max(q.From.R, q.To.R))
	js.near = q.Board.AppendCandidatesInBound(js.near[:0], hull)
	for _, i := range js.near {
		f := q.Board.Feature(i)
		if f.Shape != terrain.Area || !q.Opaque(i) {
			continue
		}
		h := math.Inf(1)
		if t, ok := top(f.Elevation, f.HasElevation, f.Height, f.HasHeight); ok {
			h = t
		}
		js.blockers = append(js.blockers, Blocker{Poly: f.Polygon, Height: h})
		js.opaqueIdx = append(js.opaqueIdx, i)
	}
}

// release drops the references to the caller's data.
func (js *judgeSpace) release() {
	js.user = nil
	js.q = BaseQuery{}
	js.sr = search{}
	clear(js.blockers)
}

// blocks is the internal filter: Opaque areas always count, the user's
// blockers as the user's filter says.
func (js *judgeSpace) blocks(i int, b *Blocker) bool {
	if i < js.nOpaque {
		return true
	}
	return js.user.Blocks(i-js.nOpaque, b)
}

// obstruction names internal blocker i.
func (js *judgeSpace) obstruction(i int) Obstruction {
	if i < js.nOpaque {
		return Obstruction{Blocker: -1, Feature: js.opaqueIdx[i]}
	}
	return Obstruction{Blocker: i - js.nOpaque, Feature: -1}
}

// judgeBlocking answers a query without a rule: BaseSolver's search.
func (w *BaseSolver) judgeBlocking(q *BaseSight) (BaseVerdict, error) {
	js := &w.judge
	res, err := w.solve(&js.q)
	if err != nil {
		return BaseVerdict{}, err
	}
	out := BaseVerdict{Candidates: res.Candidates}
	if res.Seen {
		out.Verdict, out.Reason, out.Source, out.Witness = Verdict{Seen: true}, LineSeen, SourceSolver, js.present(res.Witness)
		return out, nil
	}
	for _, s := range q.Also {
		out.Candidates++
		if ok, _ := w.clear(&js.q, js.canon(s), -3, -3); ok {
			out.Verdict, out.Reason, out.Source, out.Witness = Verdict{Seen: true}, LineSeen, SourceAlso, s
			return out, nil
		}
	}
	out.Reason = NoClearLine
	out.BlockedBy = js.blockedBy(w, q)
	return out, nil
}

// canon turns a segment given from the observer into the canonical
// direction; present turns one the other way (the same swap).
func (js *judgeSpace) canon(s geom.Segment) geom.Segment {
	if js.swapped {
		return geom.Segment{A: s.B, B: s.A}
	}
	return s
}

func (js *judgeSpace) present(s geom.Segment) geom.Segment { return js.canon(s) }

// blockedBy lists what the centre line meets, from the observer.
func (js *judgeSpace) blockedBy(w *BaseSolver, q *BaseSight) []Obstruction {
	// The observer's view of the internal query: blocks reads heights
	// along the segment from its From.
	oq := js.q
	if js.swapped {
		oq.From, oq.To = js.q.To, js.q.From
		oq.FromHeight, oq.ToHeight = js.q.ToHeight, js.q.FromHeight
	}
	w.hitsAlong(&oq, geom.Segment{A: q.From.Center, B: q.To.Center})
	js.blocked = js.blocked[:0]
	for _, h := range w.blocked {
		js.blocked = append(js.blocked, js.obstruction(h.i))
	}
	return js.blocked
}

// also judges the caller's own lines.
func (js *judgeSpace) also(w *BaseSolver, q *BaseSight) {
	for _, s := range q.Also {
		c := js.canon(s)
		js.sr.res.Candidates++
		if ok, _ := w.clear(&js.q, c, -3, -3); ok {
			js.consider(c, SourceAlso)
		}
	}
}

// solver runs BaseSolver when no candidate is both clear and seen: under
// BestLine its witness is a candidate; otherwise it only tells
// NoClearLine from CandidatesBlocked, when no candidate was clear.
func (js *judgeSpace) solver(w *BaseSolver, q *BaseSight) error {
	if q.Lines != BestLine && js.found {
		return nil
	}
	res, err := w.solve(&js.q)
	if err != nil {
		return err
	}
	js.sr.res.Candidates += res.Candidates
	if !res.Seen {
		return nil
	}
	if q.Lines == BestLine {
		js.consider(res.Witness, SourceSolver)
		return nil
	}
	js.best.Gap = js.present(res.Witness)
	return nil
}

// consider judges the clear segment s (canonical direction) and keeps it
// if it is the best so far.
func (js *judgeSpace) consider(s geom.Segment, src LineSource) {
	q := js.user
	if (src == SourceSolver || src == SourceContact) && !(js.q.From.Contains(s.A) && js.q.To.Contains(s.B)) {
		return // a rounding gone wrong: not a line between the bases
	}
	obs := js.present(s)
	js.judged++
	var v Verdict
	var sg *Sight
	if q.Rule == nil {
		v = Verdict{Seen: true}
	} else {
		sg = js.tr.traceAmong(obs, q.FromHeight, q.ToHeight, js.near)
		v = feed(sg, q.Rule) // validated by setup
	}
	if js.found && !q.Prefer.better(&v, &js.best.Verdict) {
		return
	}
	js.found = true
	js.bestCont = append(js.bestCont[:0], v.Contributions...)
	v.Contributions = js.bestCont
	js.best.Verdict, js.best.Source, js.best.Witness = v, src, obs
	js.bestCross = js.bestCross[:0]
	if sg != nil {
		js.bestCross = append(js.bestCross, sg.Crossings...)
	}
}

// result assembles the answer.
func (js *judgeSpace) result(w *BaseSolver, q *BaseSight) BaseVerdict {
	out := js.best
	out.Candidates, out.Judged = js.sr.res.Candidates, js.judged
	if !js.found {
		out.Verdict, out.Source, out.Witness = Verdict{}, SourceNone, geom.Segment{}
		out.Reason = NoClearLine
		if out.Gap != (geom.Segment{}) {
			out.Reason = CandidatesBlocked
		}
		out.BlockedBy = js.blockedBy(w, q)
		return out
	}
	out.Gap = geom.Segment{}
	out.Crossings = js.bestCross
	if out.Contributions == nil {
		out.Contributions = js.bestCont[:0]
	}
	out.Reason = RuleRefuses
	if out.Seen {
		out.Reason = LineSeen
	}
	return out
}
