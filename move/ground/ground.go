package ground

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Rounding is how a ruleset rounds the length a mover spends in one
// terrain before pricing it. Every policy charges at least the
// proportional cost.
type Rounding uint8

const (
	// Proportional charges rate × length: 1.5 in of soft ground at 2 MP
	// per inch costs 3 MP. It is the default.
	Proportional Rounding = iota
	// PerUnitOrFraction charges rate × ceil(length / Unit) × Unit for each
	// stretch of a leg inside one terrain ("D × ceil(d)": 10 m through
	// difficulty 2 costs 20 m and 10.2 m costs 22 m). A
	// stretch ends where the terrain changes or the leg ends.
	PerUnitOrFraction
	// PerStartedUnit counts the path's length in units from its start and
	// charges each started unit Unit × the highest rate in force anywhere
	// along it ("per started inch"): terrain is paid by the
	// whole unit, and a unit that straddles two terrains pays the dearer.
	// A run of k units in one terrain is charged k × Unit × rate at once
	// (rounded once), so a small unit costs no more work than a large one.
	PerStartedUnit
)

// String returns "proportional", "per-unit-or-fraction" or
// "per-started-unit".
func (r Rounding) String() string {
	switch r {
	case Proportional:
		return "proportional"
	case PerUnitOrFraction:
		return "per-unit-or-fraction"
	case PerStartedUnit:
		return "per-started-unit"
	}
	return "Rounding(" + strconv.Itoa(int(r)) + ")"
}

// Overlap is the policy for a point covered by several Area features.
type Overlap uint8

const (
	// OverlapMax applies the dearest rate (the default): a mover pays the
	// worst terrain in force. An impassable feature wins over any rate.
	OverlapMax Overlap = iota
	// OverlapMin applies the cheapest rate: a road through a wood. An
	// impassable feature still wins.
	OverlapMin
	// OverlapTop applies the feature listed last on the board, whatever it
	// is: features are layers, and a bridge drawn over a river carries the
	// mover across.
	OverlapTop
)

// String returns "max", "min" or "top".
func (o Overlap) String() string {
	switch o {
	case OverlapMax:
		return "max"
	case OverlapMin:
		return "min"
	case OverlapTop:
		return "top"
	}
	return "Overlap(" + strconv.Itoa(int(o)) + ")"
}

// Edge is the policy for a stretch of path that runs along the boundary
// of an Area feature (collinear with an edge, over a positive length),
// where the terrain on its two sides differs. Both policies are
// orientation-free: rotating or reflecting the board never changes a
// path's cost. Whether a stretch lies on a boundary, and which side of it
// each feature's interior lies on, is decided exactly (geom's exact
// predicates), never within a tolerance.
//
// The terrain on each side is what the Overlap policy makes of the
// features whose interior lies on that side (a feature that holds the
// stretch in its interior is on both), open ground where there is none;
// its ground height likewise. Along the board's edge, the stretch pays
// the side on the board. An impassable area takes no part: skirting
// it is governed by [Rate] (open, unless two impassable areas or the
// board's edge close the gap).
type Edge uint8

const (
	// EdgeCheaper (the default): along an edge between two areas, the
	// stretch pays the cheaper side (the lower rate, then the lower
	// ground); along a lone area's edge, with open ground on one side, it
	// pays the outside, as a mover skirting a wood walks in the open.
	EdgeCheaper Edge = iota
	// EdgeDearer: along an edge between two areas, the stretch pays the
	// dearer side (the higher rate, then the higher ground); along a lone
	// area's edge it pays the inside, as if the edge belonged to the area.
	EdgeDearer
)

// String returns "cheaper" or "dearer".
func (e Edge) String() string {
	switch e {
	case EdgeCheaper:
		return "cheaper"
	case EdgeDearer:
		return "dearer"
	}
	return "Edge(" + strconv.Itoa(int(e)) + ")"
}

// Straddle is the policy for the terrain a base pays for when it
// straddles the edge of an Area feature (with Options.Clearance > 0).
// Whatever the policy, impassable features are judged for the whole
// base: no point of it may enter one.
type Straddle uint8

const (
	// StraddleCentre (the default): a base pays the terrain its centre is
	// in, as a point mover does, so a base whose rim pokes into a wood
	// pays open ground until its centre enters the wood. Most miniatures
	// rules read terrain so ("a model is in the terrain its centre is
	// in"), and it keeps a base's cost equal to its centre's path's.
	StraddleCentre Straddle = iota
	// StraddleAnyPart: a base pays an Area's rate wherever any part of it
	// overlaps the area's interior, from the moment its rim enters until
	// it has wholly left (touching is not overlapping), as rules that
	// say "if any part of the base is in difficult terrain" read it;
	// where it overlaps several, the Overlap policy chooses among them,
	// and open ground applies only where it overlaps none. The Edge
	// policy does not arise. Ground height, and so climbing, is still
	// read under the centre, and Lines are crossed where the centre
	// crosses them. Whether the base overlaps an area along a leg is
	// decided exactly; where its rim enters and leaves is rounded.
	StraddleAnyPart
)

// String returns "centre" or "any-part".
func (s Straddle) String() string {
	switch s {
	case StraddleCentre:
		return "centre"
	case StraddleAnyPart:
		return "any-part"
	}
	return "Straddle(" + strconv.Itoa(int(s)) + ")"
}

// Options are a ruleset's movement rules for a continuous board,
// beyond the rate of each feature. Open is required (New refuses 0,
// which would make the open ground free); the zero value of every other
// field is the default: proportional costs, OverlapMax, EdgeCheaper, and
// no climbing costs.
type Options struct {
	// Mode is the movement mode, passed to the RateFunc.
	Mode Mode
	// Open is the MP per unit of length outside every Area feature: 1
	// for "one MP per inch". Required: 0 is an error.
	Open float64
	// Rounding is the rounding policy; Unit its unit of length (0 means 1).
	Rounding Rounding
	Unit     float64
	// Overlap is the policy where Area features overlap.
	Overlap Overlap
	// Edge is the policy along the boundary of an Area feature.
	Edge Edge
	// Height returns the ground height a feature gives where it lies, and
	// false if it gives none. Nil reads the Elevation of Area features
	// that have one (terrain.Feature.HasElevation), never their obstacle
	// Height: a wood 3 in tall is no climb. The ground height at a point
	// is the greatest height of the Area features there, 0 where there is
	// none.
	Height func(b *terrain.Board, feature int) (float64, bool)
	// Climb prices changes of ground height along the path ("+1 MP per
	// inch of rise, a rise of 2 in or more impassable" is
	// Climb{PerRise: 1, MaxRise: 2}).
	Climb terrain.Climb
	// Clearance is the radius of the mover's base, in the board's unit;
	// 0 (the default) moves a point. With a clearance, no point of the
	// base may enter the interior of an impassable Area, overlap an
	// impassable Line or leave the board: a leg is blocked where its base
	// first would (touching is allowed), and CheapestPath and Reach route
	// round such features at that distance. Rates are read as the
	// Straddle policy says.
	Clearance float64
	// Straddle is the policy for the terrain a base pays when it
	// straddles the edge of an area.
	Straddle Straddle
	// Keys are the trait keys the RateFunc (and Height) read. New
	// checks them with terrain.CheckKeys against the board's types, so
	// that a key no type carries (a typo such as "mP" for "mp") is an
	// error naming the nearest spelling rather than a rate of 0; wrap a
	// key that types may lack in terrain.Optional.
	Keys []terrain.TraitKey
}

// Ground is the movement cost of a continuous board for one mover: each
// feature's rate for one mode, compiled once, with the ruleset's rounding
// and climbing rules. It is immutable and safe for concurrent use; each
// goroutine measures with its own [Tape].
//
// The features a leg may touch come from the board's spatial index
// (terrain.Board.AppendCandidates); on a board of at most 64 features,
// from an exact scan of their bounding boxes, which measures faster there.
type Ground struct {
	board  *terrain.Board
	opt    Options
	rates  []Rate
	height []float64
	hasH   []bool
	shape  []terrain.Shape
	maxPer float64         // the dearest rate anywhere, open ground included
	minPer float64         // the cheapest, a lower bound of MP per unit of length
	boxes  []orb.Bound     // bounding box of each feature, for small boards
	byX    []xbox          // the same boxes, by increasing Min[0]
	walls  []xbox          // with a clearance: the impassable Areas and Lines
	loops  [][][]orb.Point // with a clearance: offsetLoops of each of them
}

// xbox is the bounding box of feature f.
type xbox struct {
	b orb.Bound
	f int32
}

// scanMax is the largest board whose candidates are found by scanning the
// feature boxes rather than through the board's spatial index: below it,
// the scan measures faster than the index's cell walk and sort.
const scanMax = 64

// New compiles the movement costs of board b for the mode opt.Mode,
// reading every feature's rate once through rate.
//
// Errors: a nil board or rate, a key of opt.Keys that no terrain type
// carries (see terrain.CheckKeys), an error from rate (wrapped, naming the
// feature), a negative, NaN or infinite rate, open rate, unit, slack,
// height or climbing cost, an unknown policy (Rounding, Overlap, Edge),
// an open rate of 0 (forgotten: movement would be free), the zero
// Rate for an Area feature (the area would be free to cross), a rate
// so high that crossing the board's diagonal at it (plus a unit, when
// rounding) would cost more than a float64 holds (1e308 per inch), and,
// with a Rounding other than Proportional, a Unit so small that the
// board's diagonal is more than 2^30 units long (1e-300 in).
func New(b *terrain.Board, rate RateFunc, opt Options) (*Ground, error) {
	if b == nil {
		return nil, errors.New("ground: nil board")
	}
	if rate == nil {
		return nil, errors.New("ground: nil rate function")
	}
	if opt.Unit == 0 {
		opt.Unit = 1
	}
	if err := opt.check(b); err != nil {
		return nil, err
	}
	opt.Keys = slices.Clone(opt.Keys)
	n := b.Len()
	g := &Ground{
		board: b, opt: opt,
		rates:  make([]Rate, n),
		height: make([]float64, n),
		hasH:   make([]bool, n),
		shape:  make([]terrain.Shape, n),
		maxPer: opt.Open,
		minPer: opt.Open,
	}
	if n <= scanMax {
		g.boxes = make([]orb.Bound, n)
	}
	for i := range n {
		if err := g.compileFeature(i, rate); err != nil {
			return nil, err
		}
	}
	if g.boxes != nil {
		g.sortBoxes()
	}
	if err := g.checkOverflow(); err != nil {
		return nil, err
	}
	g.compileClearance()
	return g, nil
}

// checkOverflow returns an error if crossing the board's diagonal at the
// dearest rate, rounded up to a whole unit, would cost more than a
// float64 holds: such rates can only give a path an infinite cost that
// is no block; and, when rounding, if the diagonal is more than maxUnits
// units long, too many to count.
func (g *Ground) checkOverflow() error {
	ext := g.board.Extent()
	l := math.Hypot(ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1])
	if g.opt.Rounding != Proportional {
		l += g.opt.Unit
	}
	if g.opt.Rounding != Proportional && l-g.opt.Unit > maxUnits*g.opt.Unit {
		return fmt.Errorf("ground: unit %g: the board is %g across, more than %d units to count", g.opt.Unit, l-g.opt.Unit, maxUnits)
	}
	if c := g.maxPer * l; math.IsInf(c, 1) {
		return fmt.Errorf("ground: rate %g per unit of length: crossing the board (%g long) would cost more than a float64 holds", g.maxPer, l)
	}
	return nil
}

// check returns an error for an option of o (Unit already defaulted) that
// New rejects: a negative, NaN or infinite number, an unknown
// policy, or a key that no terrain type of board b carries.
func (o *Options) check(b *terrain.Board) error {
	for _, c := range []struct {
		name string
		v    float64
	}{{"open rate", o.Open}, {"unit", o.Unit},
		{"climb per rise", o.Climb.PerRise}, {"climb per drop", o.Climb.PerDrop}, {"maximum rise", o.Climb.MaxRise},
		{"clearance", o.Clearance}} {
		if c.v < 0 || math.IsNaN(c.v) || math.IsInf(c.v, 0) {
			return fmt.Errorf("ground: %s %v: want a finite non-negative number", c.name, c.v)
		}
	}
	if o.Unit <= 0 {
		return fmt.Errorf("ground: unit %v: want a positive number", o.Unit)
	}
	if o.Open == 0 {
		return errors.New("ground: open rate 0 would make movement in the open free; set Options.Open (1 for one MP per unit of length)")
	}
	if o.Rounding > PerStartedUnit {
		return fmt.Errorf("ground: unknown rounding %v", o.Rounding)
	}
	if o.Overlap > OverlapTop {
		return fmt.Errorf("ground: unknown overlap policy %v", o.Overlap)
	}
	if o.Edge > EdgeDearer {
		return fmt.Errorf("ground: unknown edge policy %v", o.Edge)
	}
	if o.Straddle > StraddleAnyPart {
		return fmt.Errorf("ground: unknown straddle policy %v", o.Straddle)
	}
	if err := terrain.CheckKeys(b.Types(), o.Keys...); err != nil {
		return fmt.Errorf("ground: %w", err)
	}
	return nil
}

// compileFeature reads feature i's rate and, for an Area, its height into
// g, and widens g.minPer..g.maxPer to a passable area's rate. Errors: from rate
// (wrapped), an invalid rate, a height not finite.
func (g *Ground) compileFeature(i int, rate RateFunc) error {
	b, opt := g.board, &g.opt
	f := b.Feature(i)
	g.shape[i] = f.Shape
	if g.boxes != nil {
		g.boxes[i] = f.Bound()
	}
	r, err := rate(opt.Mode, b, i)
	if err != nil {
		return fmt.Errorf("ground: feature %q, mode %q: %w", f.ID, opt.Mode, err)
	}
	if why := r.validate(); why != "" {
		return fmt.Errorf("ground: feature %q, mode %q: %s", f.ID, opt.Mode, why)
	}
	if f.Shape == terrain.Point {
		r.Ignore = true
	}
	g.rates[i] = r
	if f.Shape != terrain.Area {
		return nil
	}
	if r == (Rate{}) {
		// The zero Rate would make the area free to cross: a rate function
		// that forgot a type, not a rule.
		return fmt.Errorf("ground: feature %q, mode %q: the zero Rate would make the area free to cross; give PerUnit, or set Impassable or Ignore", f.ID, opt.Mode)
	}
	if !r.Ignore && !r.Impassable {
		g.maxPer = max(g.maxPer, r.PerUnit)
		g.minPer = min(g.minPer, r.PerUnit)
	}
	// Height: the option's reading, else the feature's own elevation.
	var h float64
	var ok bool
	if opt.Height != nil {
		h, ok = opt.Height(b, i)
	} else {
		h, ok = f.Elevation, f.HasElevation
	}
	if ok && (math.IsNaN(h) || math.IsInf(h, 0)) {
		return fmt.Errorf("ground: feature %q: height %v is not finite", f.ID, h)
	}
	g.height[i], g.hasH[i] = h, ok
	return nil
}

// sortBoxes fills g.byX with g.boxes ordered by increasing Min[0] (stable,
// so equal boxes keep feature order).
func (g *Ground) sortBoxes() {
	g.byX = make([]xbox, len(g.boxes))
	for i, b := range g.boxes {
		g.byX[i] = xbox{b, int32(i)}
	}
	slices.SortStableFunc(g.byX, func(a, b xbox) int { return cmp.Compare(a.b.Min[0], b.b.Min[0]) })
}

// Board returns the board g prices: nil for a nil or zero Ground, on
// which every measurement is an error.
func (g *Ground) Board() *terrain.Board {
	if g == nil {
		return nil
	}
	return g.board
}

// Options returns g's options (with Unit defaulted): the zero Options
// for a nil or zero Ground.
func (g *Ground) Options() Options {
	if g == nil {
		return Options{}
	}
	o := g.opt
	o.Keys = slices.Clone(o.Keys)
	return o
}

// Rate returns the compiled rate of feature i, 0 <= i < Board().Len().
// There is no feature i otherwise (nor on a nil or zero Ground): it
// affects no movement, and Rate returns Rate{Ignore: true}.
func (g *Ground) Rate(i int) Rate {
	if g == nil || i < 0 || i >= len(g.rates) {
		return Rate{Ignore: true}
	}
	return g.rates[i]
}

// ready returns an error for a nil or zero Ground (not built by New).
func (g *Ground) ready() error {
	if g == nil || g.board == nil {
		return errors.New("ground: nil or zero Ground (build one with New)")
	}
	return nil
}

// appendCandidates appends the features that segment s may touch, in
// increasing order: a superset of those whose geometry s touches.
func (g *Ground) appendCandidates(dst []int, s geom.Segment) []int {
	if g.byX == nil {
		return g.board.AppendCandidates(dst, s)
	}
	x0, x1 := min(s.A[0], s.B[0]), max(s.A[0], s.B[0])
	y0, y1 := min(s.A[1], s.B[1]), max(s.A[1], s.B[1])
	n := len(dst)
	for i := range g.byX {
		bb := &g.byX[i].b
		if bb.Min[0] > x1 {
			break // so do all the boxes after it
		}
		if bb.Max[0] < x0 || bb.Min[1] > y1 || bb.Max[1] < y0 {
			continue
		}
		// Skip the box if it lies strictly on one side of the line
		// through s.
		if s.A != s.B && geom.SideOfBound(s, *bb) != 0 {
			continue
		}
		dst = append(dst, int(g.byX[i].f))
	}
	// Back to feature order (insertion sort: a leg meets few features).
	c := dst[n:]
	for i := 1; i < len(c); i++ {
		v, j := c[i], i
		for ; j > 0 && c[j-1] > v; j-- {
			c[j] = c[j-1]
		}
		c[j] = v
	}
	return dst
}

// appendCandidatesIn appends the features whose bounding box meets box
// b, in increasing order.
func (g *Ground) appendCandidatesIn(dst []int, b orb.Bound) []int {
	if g.byX == nil {
		return g.board.AppendCandidatesInBound(dst, b)
	}
	n := len(dst)
	for i := range g.byX {
		bb := &g.byX[i].b
		if bb.Min[0] > b.Max[0] {
			break
		}
		if bb.Max[0] < b.Min[0] || bb.Min[1] > b.Max[1] || bb.Max[1] < b.Min[1] {
			continue
		}
		dst = append(dst, int(g.byX[i].f))
	}
	slices.Sort(dst[n:])
	return dst
}

// polygon returns the polygon of Area feature i.
func (g *Ground) polygon(i int) geom.Polygon { return g.board.Feature(i).Polygon }
