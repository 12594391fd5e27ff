package ground

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Tape is the reusable scratch space for measuring paths across a
// [Ground]: with a warmed-up Tape, [Ground.Cost] and [Ground.Reach]
// allocate nothing. The zero Tape is ready to use. A Tape is not safe for
// concurrent use, and the [PathCost] or [Reach] it returns is valid until
// its next use.
type Tape struct {
	cands  []int
	ivs    []geom.Interval
	pieces []geom.Stretch
	cross  []geom.PolylineCrossing
	spans  []span
	cuts   []float64
	xs     []Item // crossings of the current leg
	walls  []run  // runs of the current leg along impassable boundaries
	// slivers are the points of the current leg where it meets an
	// impassable part thinner than the rounding of its parameters.
	slivers []span
	// side[f] is the side of Line feature f from which the path came onto
	// it, while the path is on it at a joint between legs (0: not on it);
	// onLine lists the features with a side set.
	side   []int8
	onLine []int
	legs   []Leg
	items  []Item
	over   [][2]float64 // parameters where a base overlaps an area (StraddleAnyPart)
	units  unitRuns     // the units each stretch meets (PerStartedUnit)
	reach  *reachState  // Reach's scratch space, made on first use
	clear  bool         // the legs measured are known clear of a base's contacts
}

// span is a part of a leg inside one Area feature.
type span struct {
	t0, t1 float64
	feat   int32
	imp    bool // impassable: only its interior counts
	rated  bool // sets a rate (not Ignore)
	// side is 0 for a part of the leg inside the feature, +1 for a run
	// along its boundary with the interior above the run (to the left
	// going towards increasing x, or increasing y if vertical), -1 below.
	side int8
	// base marks a part where the mover's base overlaps the feature
	// (StraddleAnyPart): it sets the rate, not the ground height, and
	// its ends are no crossings of the feature's edges.
	base bool
}

// walk is the state carried from leg to leg.
type walk struct {
	hasH bool
	h    float64
	dist float64 // path length so far
}

// crossingItem returns the item for a crossing of Line feature c.
func crossingItem(c int, r *Rate, t float64, at orb.Point) Item {
	it := Item{Kind: ItemCrossing, Feature: c, T0: t, T1: t, At: at, Cost: r.Crossing}
	if r.Impassable {
		it.Blocked, it.Cost = true, math.Inf(1)
	}
	return it
}

// Cost returns what path costs the mover across g's board, leg by leg
// and stretch by stretch. It measures with t, or with a fresh Tape if t
// is nil.
//
// Each leg is cut where it enters or leaves an Area feature, each part
// priced at the rate of the feature in force there (see [Overlap]) or
// the open rate (a part that runs along a feature's boundary pays the
// side the [Edge] policy picks: by default the outside of a lone area,
// the cheaper of two areas), and rounded
// as [Options] says; each crossing of a Line feature adds its
// Crossing cost; each change of ground height between consecutive parts
// is priced by the Climb rule. A leg that enters the interior of an
// impassable Area (or runs along its boundary where that is closed, see
// [Rate]), crosses an impassable Line or rises too steeply is
// cut there: the result is Blocked, with Total +Inf, and Block names the
// feature and the point where the path meets it.
//
// A Line is crossed where the path passes from one side of it to the
// other: across an edge or a vertex, after running along it for a while
// (counted where it leaves), and also at a path vertex placed exactly on
// it, or along legs that run on it, since the path's side of the line is
// carried from leg to leg. Touching a Line and turning back is no
// crossing.
//
// With a clearance (Options.Clearance), each leg is also cut where the
// mover's base would first overlap the interior of an impassable Area or
// an impassable Line, or hang over the board's edge: an [ItemContact]
// there blocks the path, touching allowed (a path of one point is
// blocked, with a leg of length 0, if its base may not stand there). The
// base pays the terrain its centre is in (see [Straddle]).
//
// Total is +Inf only for a blocked path: a cost beyond the float64 range
// (rates, climbs or crossing costs so high that a path that is not
// blocked would cost +Inf) is an error.
//
// Its work is linear in the path's legs and in the features and
// stretches they meet, whatever the unit: under PerStartedUnit, runs of
// units that meet the same stretches are priced at once.
//
// Errors: an empty path, a point that is NaN or infinite, a point off
// the board's extent, a cost that overflows, and under PerStartedUnit a
// path more than 2^30 units of Options.Unit long.
func (g *Ground) Cost(t *Tape, path orb.LineString) (PathCost, error) {
	if t == nil {
		t = new(Tape)
	}
	if err := g.checkPath(path); err != nil {
		return PathCost{}, err
	}
	t.legs, t.items = t.legs[:0], t.items[:0]
	if len(t.side) < g.board.Len() {
		t.side = make([]int8, g.board.Len())
	}
	for _, f := range t.onLine {
		t.side[f] = 0
	}
	t.onLine = t.onLine[:0]
	var st walk
	pc := PathCost{}
	if len(path) == 1 && g.opt.Clearance > 0 {
		// A base standing still may stand where it may not: a leg of
		// length 0 says so.
		if blk, blocked := g.leg(t, 0, geom.Segment{A: path[0], B: path[0]}, &st); blocked {
			pc.Blocked, pc.Block = true, blk
		} else {
			t.legs = t.legs[:0]
		}
	}
	for i := 0; i+1 < len(path); i++ {
		if blk, blocked := g.leg(t, i, geom.Segment{A: path[i], B: path[i+1]}, &st); blocked {
			pc.Blocked, pc.Block = true, blk
			break
		}
	}
	if err := g.total(t, &pc, st.dist); err != nil {
		return PathCost{}, err
	}
	pc.Legs, pc.Items = t.legs, t.items
	return pc, nil
}

// total prices the legs in t, of a path length long, into pc: under
// PerStartedUnit it first charges the units. Errors: too many units, a
// total that overflows though nothing blocks the path.
func (g *Ground) total(t *Tape, pc *PathCost, length float64) error {
	if g.opt.Rounding == PerStartedUnit {
		if err := g.perStartedUnit(t, length); err != nil {
			return err
		}
	}
	for i := range t.legs {
		l := &t.legs[i]
		l.Cost = 0
		for _, it := range t.items[l.First : l.First+l.Count] {
			l.Cost += it.Cost
		}
		pc.Total += l.Cost
	}
	if !pc.Blocked && !(pc.Total <= math.MaxFloat64) {
		return fmt.Errorf("ground: the path's cost overflows a float64 (%d legs at rates up to %g per unit)", len(t.legs), g.maxPer)
	}
	return nil
}

// Explain returns the explanation of p (see [PathCost.String]) with
// features named by their IDs on g's board (by index on a nil or zero
// Ground).
func (g *Ground) Explain(p PathCost) string {
	return p.explain(func(i int) string {
		if g.ready() != nil || i < 0 || i >= g.board.Len() {
			return fmt.Sprintf("feature %d", i)
		}
		f := g.board.Feature(i)
		return fmt.Sprintf("%s %q", f.Type, f.ID)
	})
}

func (g *Ground) checkPath(path orb.LineString) error {
	if err := g.ready(); err != nil {
		return err
	}
	if len(path) == 0 {
		return errors.New("ground: empty path")
	}
	ext := g.board.Extent()
	for i, p := range path {
		if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.IsInf(p[0], 0) || math.IsInf(p[1], 0) {
			return fmt.Errorf("ground: path point %d (%v %v) is not finite", i, p[0], p[1])
		}
		if !ext.Contains(p) {
			return fmt.Errorf("ground: path point %d (%g %g) is off the board [%g %g, %g %g]", i, p[0], p[1],
				ext.Min[0], ext.Min[1], ext.Max[0], ext.Max[1])
		}
	}
	return nil
}

// leg measures one leg into t, and reports a block if it meets one.
func (g *Ground) leg(t *Tape, li int, s geom.Segment, st *walk) (Block, bool) {
	L := s.Length()
	first := len(t.items)
	t.legs = append(t.legs, Leg{From: s.A, To: s.B, Length: L, First: first})
	// With a clearance, the leg stops where its base first overlaps
	// something it may not (even standing still).
	var touch *contact
	if g.opt.Clearance > 0 && !t.clear {
		if c, ok := g.baseContact(s); ok {
			touch = &c
		}
	}
	if L == 0 {
		if touch != nil {
			return g.blockAt(t, li, s, *touch, first), true
		}
		return Block{}, false
	}
	g.spansOf(t, s)
	g.closeGaps(t, s)
	g.walkPieces(t, s, g.legCuts(t, touch), st)
	g.sliverBlocks(t, s)
	t.items = append(t.items, t.xs...)
	if touch != nil {
		t.items = append(t.items, contactItem(s, *touch))
	}
	return g.endLeg(t, li, s, first, st)
}

// legCuts returns the parameters that cut the leg: every span end, and
// where its base is blocked (touch, if not nil), beyond which it stops.
func (g *Ground) legCuts(t *Tape, touch *contact) []float64 {
	t.cuts = append(t.cuts[:0], 0, 1)
	for _, sp := range t.spans {
		t.cuts = append(t.cuts, sp.t0, sp.t1)
	}
	if touch != nil {
		t.cuts = append(t.cuts, touch.t)
	}
	sortFloats(t.cuts)
	cuts := dedupe(t.cuts)
	if touch != nil {
		cuts = cutsBefore(cuts, touch.t)
	}
	return cuts
}

// walkPieces emits the climbs and stretches of leg s between its cuts,
// merging neighbours with the same terrain and height. Each stretch
// starts where the one before it ends (at).
func (g *Ground) walkPieces(t *Tape, s geom.Segment, cuts []float64, st *walk) {
	var pa, pb piece
	cur, next := &pa, &pb
	cur.gov = -2
	at := s.A
	onBoard, sided := g.boardSide(s), hasSided(t.spans)
	for k := 0; k+1 < len(cuts); k++ {
		a, b := cuts[k], cuts[k+1]
		if sided {
			g.pieceAt(next, t.spans, a, b, onBoard)
		} else {
			g.sideAt(next, t.spans, a, b, 0) // no boundary run: no side to pick
		}
		if next.same(cur) {
			cur.t1 = b
			continue
		}
		if cur.gov != -2 {
			at = g.emit(t, s, cur, at, st)
		}
		next.t0, next.t1 = a, b
		cur, next = next, cur
	}
	if cur.gov != -2 {
		g.emit(t, s, cur, at, st)
	}
}

// endLeg sorts the items of the leg that starts at item first, and cuts
// them at the first that blocks, which it reports.
func (g *Ground) endLeg(t *Tape, li int, s geom.Segment, first int, st *walk) (Block, bool) {
	items := t.items[first:]
	sortItems(items)
	l := &t.legs[len(t.legs)-1]
	l.Count = len(items)
	for k := range items {
		it := &items[k]
		if !it.Blocked {
			continue
		}
		l.Count = k + 1
		t.items = t.items[:first+k+1]
		st.dist += dist(s.A, it.At)
		return Block{Leg: li, Feature: it.Feature, At: it.At, Reason: g.reason(it)}, true
	}
	st.dist += l.Length
	return Block{}, false
}

// reason returns why blocked item it blocks the path.
func (g *Ground) reason(it *Item) string {
	switch it.Kind {
	case ItemCrossing:
		return "impassable line"
	case ItemClimb:
		return "rise too steep"
	case ItemContact:
		switch {
		case it.Feature < 0:
			return reasonBaseBoard
		case g.shape[it.Feature] == terrain.Line:
			return reasonBaseLine
		}
		return reasonBaseArea
	}
	return reasonImpassableArea
}

// blockAt ends a leg of length 0, s, whose base is blocked where it
// stands: its one item is the contact.
func (g *Ground) blockAt(t *Tape, li int, s geom.Segment, c contact, first int) Block {
	t.items = append(t.items, contactItem(s, c))
	t.legs[len(t.legs)-1].Count = 1
	it := &t.items[first]
	return Block{Leg: li, Feature: it.Feature, At: it.At, Reason: g.reason(it)}
}

// contactItem returns the blocked item where leg s's base first
// overlaps something it may not.
func contactItem(s geom.Segment, c contact) Item {
	at := s.At(c.t)
	return Item{Kind: ItemContact, Feature: c.feat, T0: c.t, T1: c.t, At: at, Cost: math.Inf(1), Blocked: true}
}

// cutsBefore returns the sorted cuts up to t, which is one of them: the
// leg is priced only as far as its base may go.
func cutsBefore(cuts []float64, t float64) []float64 {
	for i, c := range cuts {
		if c >= t {
			return cuts[:i+1]
		}
	}
	return cuts
}

// spansOf gathers into t the spans of leg s inside Area features, the
// runs along impassable boundaries, and the crossings of Line features.
func (g *Ground) spansOf(t *Tape, s geom.Segment) {
	if g.anyPart() {
		// A base overlaps areas its centre never reaches.
		t.cands = g.appendCandidatesIn(t.cands[:0], grow(s.Bound(), g.opt.Clearance))
	} else {
		t.cands = g.appendCandidates(t.cands[:0], s)
	}
	t.spans, t.xs, t.walls, t.slivers = t.spans[:0], t.xs[:0], t.walls[:0], t.slivers[:0]
	for _, c := range t.cands {
		r := &g.rates[c]
		switch g.shape[c] {
		case terrain.Area:
			if !r.Ignore || g.hasH[c] {
				g.areaOrBaseSpans(t, s, c, r)
			}
		case terrain.Line:
			if r.Ignore || (r.Crossing == 0 && !r.Impassable) {
				continue
			}
			g.lineContacts(t, c, r, s)
		}
	}
}

// areaOrBaseSpans adds the spans of leg s in Area feature c with rate r:
// those of its centre, or where a base pays for any part of it
// (StraddleAnyPart), those of the base, and of its centre only for the
// ground height.
func (g *Ground) areaOrBaseSpans(t *Tape, s geom.Segment, c int, r *Rate) {
	if !g.anyPart() || r.Ignore || r.Impassable {
		g.areaSpans(t, s, c, r)
		return
	}
	g.baseSpans(t, s, c)
	if g.hasH[c] {
		g.areaSpans(t, s, c, &Rate{Ignore: true}) // the feature unrated
	}
}

// areaSpans adds the spans of leg s in Area feature c with rate r: its
// interior, and for an impassable area the runs along its boundary.
func (g *Ground) areaSpans(t *Tape, s geom.Segment, c int, r *Rate) {
	poly := g.polygon(c)
	if r.Impassable && !r.Ignore {
		g.impassableSpans(t, s, c, poly)
		return
	}
	t.pieces = poly.AppendStretches(t.pieces[:0], s)
	runs := false
	for _, p := range t.pieces {
		switch {
		case p.T1 <= p.T0:
		case p.Loc == geom.Inside:
			t.spans = append(t.spans, span{t0: p.T0, t1: p.T1, feat: int32(c), rated: !r.Ignore})
		case p.Loc == geom.OnBoundary:
			runs = true
		}
	}
	if runs {
		g.runSpans(t, s, c, r, poly)
	}
}

// runSpans adds the spans of leg s along the boundary of passable Area
// feature c (t.pieces holds its pieces), each with the side its interior
// lies on. geom's "interior above" rule counts such a run in the feature
// exactly when the interior lies above it: that tells the side, by the
// same exact walk (so with the same parameters).
func (g *Ground) runSpans(t *Tape, s geom.Segment, c int, r *Rate, poly geom.Polygon) {
	t.ivs = poly.AppendIntervals(t.ivs[:0], s)
	for _, p := range t.pieces {
		if p.Loc != geom.OnBoundary || p.T1 <= p.T0 {
			continue
		}
		side := int8(-1)
		for _, iv := range t.ivs {
			if iv.T0 <= p.T0 && p.T1 <= iv.T1 {
				side = 1
				break
			}
		}
		t.spans = append(t.spans, span{t0: p.T0, t1: p.T1, feat: int32(c), rated: !r.Ignore, side: side})
	}
}

// piece is a part of a leg with one governing terrain and one height.
type piece struct {
	t0, t1 float64
	gov    int // governing feature, -1 open ground
	rate   float64
	imp    bool
	hf     int // feature giving the height, -1 none
	h      float64
}

func (p *piece) same(q *piece) bool {
	return p.gov == q.gov && p.imp == q.imp && p.h == q.h && p.hf == q.hf
}

// hasSided reports whether any span runs along a boundary (has a side),
// so that a leg without one skips pieceAt's search for them per piece.
func hasSided(spans []span) bool {
	for _, sp := range spans {
		if sp.side != 0 {
			return true
		}
	}
	return false
}

// pieceAt sets p to the terrain in force on (a, b), which no span end
// cuts: where (a, b) runs along a feature's boundary, the side the Edge
// policy picks.
func (g *Ground) pieceAt(p *piece, spans []span, a, b float64, onBoard int8) {
	edge := false
	for _, sp := range spans {
		if sp.side != 0 && sp.t0 <= a && b <= sp.t1 {
			edge = true
			break
		}
	}
	if !edge {
		g.sideAt(p, spans, a, b, 0)
		return
	}
	if onBoard != 0 {
		g.sideAt(p, spans, a, b, onBoard) // the other side is off the board
		return
	}
	var q piece
	g.sideAt(p, spans, a, b, 1)
	g.sideAt(&q, spans, a, b, -1)
	if g.prefer(&q, p) {
		*p = q
	}
}

// boardSide returns the side of leg s (as in span.side) that lies on the
// board when s runs along the board's edge, and 0 otherwise.
func (g *Ground) boardSide(s geom.Segment) int8 {
	ext := g.board.Extent()
	switch {
	case s.A[1] == s.B[1] && s.A[1] == ext.Min[1]:
		return 1 // the bottom edge: the board is above
	case s.A[1] == s.B[1] && s.A[1] == ext.Max[1]:
		return -1
	case s.A[0] == s.B[0] && s.A[0] == ext.Min[0]:
		return -1 // the west edge: the board is east, "below"
	case s.A[0] == s.B[0] && s.A[0] == ext.Max[0]:
		return 1
	}
	return 0
}

// prefer reports whether a stretch along a boundary pays side q rather
// than side p under the Edge policy. It is a strict total order on the
// sides' terrains, so the choice does not depend on which side is which.
func (g *Ground) prefer(q, p *piece) bool {
	if p.imp || q.imp {
		return false // impassable on both sides (spans of impassable areas have no side)
	}
	dearer := g.opt.Edge == EdgeDearer
	if pOpen, qOpen := p.gov < 0, q.gov < 0; pOpen != qOpen {
		return qOpen != dearer // a lone edge: the outside, or the inside
	}
	if q.rate != p.rate {
		return (q.rate < p.rate) != dearer
	}
	if q.h != p.h {
		return (q.h < p.h) != dearer
	}
	if q.gov != p.gov {
		return q.gov < p.gov
	}
	return q.hf < p.hf
}

// sideAt sets p to the terrain in force on (a, b) on one side of it
// (+1 above, -1 below), or, for side 0, where (a, b) runs along no
// boundary.
func (g *Ground) sideAt(p *piece, spans []span, a, b float64, side int8) {
	*p = piece{gov: -1, rate: g.opt.Open, hf: -1}
	for _, sp := range spans {
		if sp.t0 > a || sp.t1 < b || (sp.side != 0 && sp.side != side) {
			continue
		}
		f := int(sp.feat)
		if g.hasH[f] && !sp.base && (p.hf < 0 || g.height[f] > p.h) {
			p.hf, p.h = f, g.height[f]
		}
		if !sp.rated {
			continue
		}
		g.overlap(p, f, sp.imp)
	}
	if p.imp {
		p.rate = 0
	}
}

// overlap lays rated feature f (impassable if imp) over the terrain p
// holds, by the Overlap policy.
func (g *Ground) overlap(p *piece, f int, imp bool) {
	r := g.rates[f].PerUnit
	switch {
	case g.opt.Overlap == OverlapTop:
		p.gov, p.rate, p.imp = f, r, imp // spans come in feature order
	case p.imp:
	case imp:
		p.gov, p.rate, p.imp = f, 0, true
	case p.gov < 0,
		g.opt.Overlap == OverlapMax && r > p.rate,
		g.opt.Overlap == OverlapMin && r < p.rate:
		p.gov, p.rate = f, r
	}
}

// emit appends the climb (if the height changes) and the stretch of p,
// which starts at at == s.At(p.t0), and returns the point where it ends,
// s.At(p.t1).
func (g *Ground) emit(t *Tape, s geom.Segment, p *piece, at orb.Point, st *walk) orb.Point {
	if !st.hasH {
		st.hasH, st.h = true, p.h
	} else if p.h != st.h {
		c, ok := g.opt.Climb.Cost(st.h, p.h)
		it := Item{Kind: ItemClimb, Feature: p.hf, T0: p.t0, T1: p.t0, At: at, Rise: p.h - st.h, Cost: c}
		if !ok {
			it.Blocked, it.Cost = true, math.Inf(1)
		}
		t.items = append(t.items, it)
		st.h = p.h
	}
	// Built in place: an Item is large.
	t.items = append(t.items, Item{})
	it := &t.items[len(t.items)-1]
	end := s.At(p.t1)
	length := dist(at, end)
	it.Kind, it.Feature, it.T0, it.T1, it.At, it.Length, it.Rate = ItemStretch, p.gov, p.t0, p.t1, at, length, p.rate
	if g.opt.Rounding == PerStartedUnit {
		it.s0 = st.dist + dist(s.A, at)
	}
	switch {
	case p.imp:
		it.Blocked, it.Cost = true, math.Inf(1)
	case g.opt.Rounding == PerUnitOrFraction:
		// Exact: a stretch exactly k units long (on a diagonal too) costs
		// k units, whatever the rounding of its length.
		u := g.opt.Unit
		k := s.StretchUnits(p.t0, p.t1, u, true, g.cutPolygon(t, p.t0), g.cutPolygon(t, p.t1))
		it.Cost = p.rate * u * float64(k)
	case g.opt.Rounding == Proportional:
		it.Cost = p.rate * length
	}
	return end
}

// perStartedUnit prices the stretches of t.items by started units of
// the path's length, total: unit k, [k·u, (k+1)·u) (the exact product),
// costs u × the highest rate of the priced stretches it meets, charged to
// the first stretch with that rate; a unit that rounding left with none
// is charged to the last stretch. A run of units that meet the same
// stretches is charged at once, count × u × rate, rounded once, so the
// work is linear in the stretches, not in the units. Error: more than
// maxUnits units.
func (g *Ground) perStartedUnit(t *Tape, total float64) error {
	u, items := g.opt.Unit, t.items
	n := geom.Units(total, u, true)
	if n > maxUnits {
		return fmt.Errorf("ground: the path is %g long: more than %d units of %g (Options.Unit) to count", total, maxUnits, u)
	}
	last := lastStretch(items)
	if last < 0 {
		return nil
	}
	runs := t.units[:0]
	for i := range items {
		it := &items[i]
		if it.Kind == ItemStretch && !it.Blocked && it.Length > 0 {
			runs = append(runs, unitRun{lo: geom.Units(it.s0, u, false), hi: geom.Units(it.s0+it.Length, u, true) - 1, item: i})
		}
	}
	t.units = runs
	j := 0
	for k := 0; k < n; {
		for j < len(runs) && runs[j].hi < k {
			j++
		}
		best, next := runs.cover(items, j, k, n)
		if best < 0 {
			best = last
		}
		items[best].Cost += float64(next-k) * (u * items[best].Rate)
		k = next
	}
	return nil
}

// maxUnits is the most whole units of Options.Unit a rounding counts
// along a path (PerStartedUnit) or across the board (New's check): 2^30,
// which fits an int on every platform.
const maxUnits = 1 << 30

// unitRun is the units lo..hi that the stretch items[item] meets.
type unitRun struct {
	lo, hi, item int
}

type unitRuns []unitRun

// cover returns the first stretch with the highest rate among the runs
// from j (in path order, by increasing lo) that meet unit k (-1 if
// none), and next, the first unit after k, at most n, where the runs
// that meet it change.
func (runs unitRuns) cover(items []Item, j, k, n int) (best, next int) {
	best, next = -1, n
	for _, r := range runs[j:] {
		if r.lo > k {
			return best, min(next, r.lo)
		}
		if r.hi < k {
			continue
		}
		next = min(next, r.hi+1)
		if best < 0 || items[r.item].Rate > items[best].Rate {
			best = r.item
		}
	}
	return best, next
}

// lastStretch returns the index of the last stretch that is not blocked,
// or -1: where rounding left the last unit with no stretch, it is
// charged to that one.
func lastStretch(items []Item) int {
	for i := len(items) - 1; i >= 0; i-- {
		if items[i].Kind == ItemStretch && !items[i].Blocked {
			return i
		}
	}
	return -1
}

// cutPolygon returns the polygon of an Area feature whose span of the
// current leg ends at t, which geom reads to find the exact point that t
// stands for; nil at the leg's ends or where no span ends.
func (g *Ground) cutPolygon(t *Tape, at float64) geom.Polygon {
	if at == 0 || at == 1 {
		return nil
	}
	for _, sp := range t.spans {
		if !sp.base && (sp.t0 == at || sp.t1 == at) {
			return g.polygon(int(sp.feat))
		}
	}
	return nil
}

// dist returns the distance from a to b. sqrt(dx²) is exactly |dx| in
// IEEE arithmetic, so lengths along an axis are exact; coordinates are
// finite table measures, far from overflow.
func dist(a, b orb.Point) float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	return math.Sqrt(dx*dx + dy*dy)
}

func sortFloats(x []float64) {
	for i := 1; i < len(x); i++ {
		v := x[i]
		j := i
		for ; j > 0 && x[j-1] > v; j-- {
			x[j] = x[j-1]
		}
		x[j] = v
	}
}

func dedupe(x []float64) []float64 {
	out := x[:0]
	for i, v := range x {
		if i == 0 || v != out[len(out)-1] {
			out = append(out, v)
		}
	}
	return out
}

// sortItems sorts a leg's items by T0, stably (a climb before the stretch
// it leads into, stretches before crossings at the same point).
func sortItems(x []Item) {
	for i := 1; i < len(x); i++ {
		v := x[i]
		j := i
		for ; j > 0 && x[j-1].T0 > v.T0; j-- {
			x[j] = x[j-1]
		}
		x[j] = v
	}
}
