package heavygear

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Road kinds of the width guidance (HG-S1), the members of [RoadKind].
const (
	AnyRoad         = "any"    // unknown kind: any guidance it fits
	Street          = "street" // residential street
	OneLane         = "one-lane"
	TwoLane         = "two-lane" // two lanes with one or two rows of parking
	DualCarriageway = "dual"     // one side of a dual carriageway
)

// RoadGuide is the width guidance for one kind of road, in inches.
type RoadGuide struct {
	Kind     string
	Min, Max float64
	Text     string
}

// RoadGuides is the road-width guidance of HG-S1 as data. A dual
// carriageway is "about 4 in per side": this package reads "about" as
// ±0.5 in. The 2–3 in between the sides is not checked (it needs the two
// sides paired). It returns a new slice on every call.
func RoadGuides() []RoadGuide {
	return []RoadGuide{
		{Street, 0, 2, "residential street at most 2 in"},
		{OneLane, 1, 1.5, "one-lane road 1 to 1.5 in"},
		{TwoLane, 3, 4, "two-lane road with parking 3 to 4 in"},
		{DualCarriageway, 3.5, 4.5, "dual carriageway about 4 in per side"},
	}
}

// SetupOptions are the parameters of [CheckSetup]; zero fields take the
// guidance of HG-S1.
type SetupOptions struct {
	// Square is the side of the squares pieces are counted in (12 in);
	// MinPieces and MaxPieces the pieces wanted in each (1 and 2).
	Square               float64
	MinPieces, MaxPieces int
	// KillZone is the longest open corridor allowed (5 in: the seed says
	// 4 or 5).
	KillZone float64
	// Directions is the number of sight-line directions tested, evenly
	// spread over a half turn (4: along both axes and both diagonals);
	// Spacing the distance between parallel sight lines (1 in).
	Directions int
	Spacing    float64
	// HouseHeight is the least height of a structure with a height (2 in,
	// enough to hide a gear).
	//
	// It is a pointer because 0 is a real setting (every structure is
	// high enough) that a zero field could not tell from "unset": nil
	// means 2 in.
	HouseHeight *float64
	// Piece says which features are terrain pieces: counted per square and
	// breaking open corridors. Nil: [IsPiece].
	Piece func(b *terrain.Board, i int) bool
}

// MaxSetupLines bounds the sight lines the kill-zone check draws
// (Directions × lines per direction), so that its cost is bounded
// whatever the options and the board.
const MaxSetupLines = 1 << 16

// MaxSetupSquares bounds the squares the density check counts pieces in,
// so that its memory is bounded whatever the options and the board.
const MaxSetupSquares = 1 << 16

// MaxSetupWork bounds the edge tests of the kill-zone check: its sight
// lines times the points of the pieces' outlines. A 6 × 4 ft table with 50
// pieces takes about 10^5; a board of a million-point piece, or of a
// million pieces, swept by thousands of lines, is refused instead of
// taking hours.
const MaxSetupWork = 1 << 26

// check reports options CheckSetup cannot use on a board of extent ext:
// a length that is not positive and finite, a negative minimum, a
// minimum above the maximum, more than [MaxSetupSquares] squares, more
// than [MaxSetupLines] sight lines, or a spacing too fine to step across
// coordinates as large as the board's.
func (o SetupOptions) check(ext orb.Bound) error {
	pos := func(x float64) bool { return x > 0 && !math.IsInf(x, 1) }
	switch {
	case !pos(o.Square) || !pos(o.KillZone) || !pos(o.Spacing):
		return fmt.Errorf("heavygear: set-up options: square %v, kill zone %v, spacing %v: want positive finite lengths", o.Square, o.KillZone, o.Spacing)
	case o.MinPieces < 0 || o.MaxPieces < o.MinPieces:
		return fmt.Errorf("heavygear: set-up options: %d to %d pieces per square", o.MinPieces, o.MaxPieces)
	case !(*o.HouseHeight >= 0) || math.IsInf(*o.HouseHeight, 1):
		return fmt.Errorf("heavygear: set-up options: house height %v: want a finite height >= 0", *o.HouseHeight)
	case o.Directions < 1 || o.Directions > MaxSetupLines:
		return fmt.Errorf("heavygear: set-up options: %d directions: want 1 to %d", o.Directions, MaxSetupLines)
	}
	w, h := ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1]
	if !(math.Ceil(w/o.Square)*math.Ceil(h/o.Square) <= MaxSetupSquares) {
		return fmt.Errorf("heavygear: set-up options: squares of %v in on this board are more than %d (MaxSetupSquares)", o.Square, MaxSetupSquares)
	}
	diag := math.Hypot(w, h)
	if !(float64(o.Directions)*(diag/o.Spacing+1) <= MaxSetupLines) {
		return fmt.Errorf("heavygear: set-up options: %d directions every %v in on this board draw more than %d sight lines (MaxSetupLines)", o.Directions, o.Spacing, MaxSetupLines)
	}
	// The lines are stepped by adding the spacing to an offset as large
	// as the board's corners are far from the origin: it must move.
	far := max(math.Abs(ext.Min[0]), math.Abs(ext.Min[1]), math.Abs(ext.Max[0]), math.Abs(ext.Max[1]))
	if !(far/o.Spacing < 1<<40) {
		return fmt.Errorf("heavygear: set-up options: a spacing of %v in is too fine for a board %v in from the origin", o.Spacing, far)
	}
	return nil
}

func (o *SetupOptions) defaults() {
	if o.Square == 0 {
		o.Square = 12
	}
	if o.MinPieces == 0 && o.MaxPieces == 0 {
		o.MinPieces, o.MaxPieces = 1, 2
	}
	if o.KillZone == 0 {
		o.KillZone = 5
	}
	if o.Directions == 0 {
		o.Directions = 4
	}
	if o.Spacing == 0 {
		o.Spacing = 1
	}
	if o.HouseHeight == nil {
		h := 2.0
		o.HouseHeight = &h
	}
	if o.Piece == nil {
		o.Piece = IsPiece
	}
}

// IsPiece is the default reading of "a terrain piece": an Area feature that
// conceals, gives cover, is solid, has a height, or is rough, very rough,
// impassable or a structure. Roads, water, soft and clear ground are not
// pieces: they hide nothing. A nil board and an index that is not a
// feature's give false.
func IsPiece(b *terrain.Board, i int) bool {
	if b == nil || i < 0 || i >= b.Len() {
		return false
	}
	f := b.Feature(i)
	if f.Shape != terrain.Area {
		return false
	}
	return f.HasHeight && f.Height > 0 || hides(b.Traits(i))
}

// hides reports whether traits ft make a feature hide something: it
// conceals, gives cover, is solid, or is rough, very rough, impassable or
// a structure.
func hides(ft terrain.FeatureTraits) bool {
	if cl, ok, _ := terrain.Lookup(ft, ConcealClass); ok && cl != NoConcealment {
		return true
	}
	if cs, ok, _ := terrain.Lookup(ft, CoverSize); ok && cs > 0 {
		return true
	}
	if s, ok, _ := terrain.Lookup(ft, Solid); ok && s {
		return true
	}
	mc, _, _ := terrain.Lookup(ft, MoveClass)
	return mc == Rough || mc == VeryRough || mc == Impassable || mc == Structure
}

// FindingKind says what a [Finding] is about.
type FindingKind int

const (
	TooFewPieces  FindingKind = iota // a square with fewer pieces than wanted
	TooManyPieces                    // a square with more pieces than wanted
	KillZone                         // an open corridor longer than allowed
	RoadWidth                        // a road wider or narrower than its guidance
	LowHouse                         // a structure too low to hide a gear
)

// String names the kind.
func (k FindingKind) String() string {
	switch k {
	case TooFewPieces:
		return "too few pieces"
	case TooManyPieces:
		return "too many pieces"
	case KillZone:
		return "kill zone"
	case RoadWidth:
		return "road width"
	case LowHouse:
		return "low house"
	}
	return fmt.Sprintf("FindingKind(%d)", int(k))
}

// Finding is one thing a player can act on.
type Finding struct {
	Kind FindingKind
	// Square is the square of a density finding.
	Square orb.Bound
	// From and To are the ends of the longest open sight line of a kill
	// zone; Width is how wide the corridor is (parallel lines × spacing),
	// Angle its direction in degrees.
	From, To     orb.Point
	Width, Angle float64
	// Feature is the road or house (-1 otherwise).
	Feature int
	// Value is the count, length, width or height found.
	Value float64
	// Message says what is wrong and what to do.
	Message string
}

// String returns the message.
func (f Finding) String() string { return f.Kind.String() + ": " + f.Message }

// SquareCount is the number of pieces in one square.
type SquareCount struct {
	Square orb.Bound
	Pieces int
}

// Setup is the report of [CheckSetup].
type Setup struct {
	// Squares are the squares, row by row from the table's minimum corner,
	// with their counts.
	Squares []SquareCount
	// Findings are density findings in square order, then kill zones
	// longest first, then roads and houses in feature order.
	Findings []Finding
}

// String lists the findings, one a line, or says the table follows the
// guidance.
func (s Setup) String() string {
	if len(s.Findings) == 0 {
		return "the table follows the set-up guidance\n"
	}
	var b strings.Builder
	for _, f := range s.Findings {
		b.WriteString(f.String() + "\n")
	}
	return b.String()
}

// CheckSetup checks board b (inches) against the set-up guidance of HG-S1:
//
//   - Density: the table is cut into squares of 12 in from its minimum
//     corner (a part square at an edge is checked when it is at least half
//     a square); each piece counts in the square that holds its centroid
//     (on a shared edge, the square above or to the right), so each piece
//     counts once; a square with fewer than 1 or more than 2 is a finding.
//   - Kill zones: parallel sight lines 1 in apart, in 4 directions,
//     cross the table; each maximal stretch clear of every piece (open:
//     outside every piece's closed area) longer than 5 in is open.
//     Stretches on neighbouring lines that overlap form one corridor,
//     reported once with its longest stretch, its width and its middle,
//     where a piece would break it. Sampling can miss a corridor narrower
//     than the spacing.
//   - Roads ([MoveClass] road): the width ([Width], or for an Area without
//     it the width of the rectangle with the same area and perimeter,
//     exact for a rectangle) against the guidance of its [RoadKind] (any
//     kind: a finding only if it fits none).
//   - Houses: a structure with a height below 2 in.
//
// Errors: a board not in inches, options that are negative or not
// finite, a minimum above the maximum, more than [MaxSetupSquares]
// squares or [MaxSetupLines] sight lines, more than [MaxSetupWork] edge
// tests. Cost: linear in the board's points, plus the squares, plus the
// sight lines times the points of the pieces.
func CheckSetup(b *terrain.Board, opt SetupOptions) (Setup, error) {
	if b == nil || b.Unit() != Unit {
		return Setup{}, fmt.Errorf("heavygear: want a board in %q", Unit)
	}
	opt.defaults()
	if err := opt.check(b.Extent()); err != nil {
		return Setup{}, err
	}
	var s Setup
	var pieces []int
	points := 0
	for i := range b.Len() {
		if opt.Piece(b, i) {
			pieces = append(pieces, i)
			for _, r := range b.Feature(i).Polygon {
				points += len(r)
			}
		}
	}
	ext := b.Extent()
	lines := float64(opt.Directions) * (math.Hypot(ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1])/opt.Spacing + 1)
	if lines*float64(points) > MaxSetupWork {
		return Setup{}, fmt.Errorf("heavygear: set-up: %.0f sight lines across pieces of %d points take more than %d edge tests (MaxSetupWork): raise Spacing or lower Directions", lines, points, MaxSetupWork)
	}
	s.density(b, pieces, opt)
	s.killZones(b, pieces, opt)
	s.roads(b)
	s.houses(b, opt)
	return s, nil
}

func (s *Setup) density(b *terrain.Board, pieces []int, opt SetupOptions) {
	ext := b.Extent()
	sq := opt.Square
	nx := max(1, int(math.Ceil((ext.Max[0]-ext.Min[0])/sq))) // at most MaxSetupSquares (check)
	ny := max(1, int(math.Ceil((ext.Max[1]-ext.Min[1])/sq)))
	counts := make([]int, nx*ny)
	for _, i := range pieces {
		c, ok := geom.Centroid(orb.Polygon(b.Feature(i).Polygon))
		if !ok {
			continue
		}
		x := max(0, min(nx-1, int(math.Floor((c[0]-ext.Min[0])/sq))))
		y := max(0, min(ny-1, int(math.Floor((c[1]-ext.Min[1])/sq))))
		counts[y*nx+x]++
	}
	for y := range ny {
		for x := range nx {
			box := orb.Bound{
				Min: orb.Point{ext.Min[0] + float64(x)*sq, ext.Min[1] + float64(y)*sq},
				Max: orb.Point{min(ext.Max[0], ext.Min[0]+float64(x+1)*sq), min(ext.Max[1], ext.Min[1]+float64(y+1)*sq)},
			}
			n := counts[y*nx+x]
			s.Squares = append(s.Squares, SquareCount{Square: box, Pieces: n})
			if (box.Max[0]-box.Min[0])*(box.Max[1]-box.Min[1]) < sq*sq/2 {
				continue
			}
			where := fmt.Sprintf("square %s-%s", pt(box.Min), pt(box.Max))
			switch {
			case n < opt.MinPieces:
				s.Findings = append(s.Findings, Finding{Kind: TooFewPieces, Square: box, Feature: -1, Value: float64(n),
					Message: fmt.Sprintf("%s has %d piece(s), want %d to %d: add terrain", where, n, opt.MinPieces, opt.MaxPieces)})
			case n > opt.MaxPieces:
				s.Findings = append(s.Findings, Finding{Kind: TooManyPieces, Square: box, Feature: -1, Value: float64(n),
					Message: fmt.Sprintf("%s has %d pieces, want %d to %d: move some elsewhere", where, n, opt.MinPieces, opt.MaxPieces)})
			}
		}
	}
}

// run is an open stretch of one sight line, in distances along the
// direction.
type run struct {
	line   int
	a0, a1 float64
	from   orb.Point
	to     orb.Point
	group  int
}

func (s *Setup) killZones(b *terrain.Board, pieces []int, opt SetupOptions) {
	var zones []Finding
	var sw sweep
	for k := range opt.Directions {
		angle, u := sweepDirection(k, opt.Directions)
		zones = append(zones, corridors(sw.runs(b, pieces, opt, u), opt, angle)...)
	}
	slices.SortStableFunc(zones, func(x, y Finding) int { return cmp.Compare(y.Value, x.Value) })
	s.Findings = append(s.Findings, zones...)
}

// sweepDirection returns the angle, in degrees, and the unit direction of
// the k-th of n directions of sight lines spread over a half turn, exact
// along the axes.
func sweepDirection(k, n int) (float64, orb.Point) {
	angle := 180 * float64(k) / float64(n)
	rad := angle * math.Pi / 180
	u := orb.Point{math.Cos(rad), math.Sin(rad)}
	if k == 0 {
		u = orb.Point{1, 0}
	} else if 2*k == n {
		u = orb.Point{0, 1}
	}
	return angle, u
}

// sweep is the scratch space of the kill-zone check's sight lines.
type sweep struct {
	ivs, blocked []geom.Interval
}

// runs returns the open stretches longer than the kill zone of the
// parallel sight lines, opt.Spacing apart, that cross the board in
// direction u, lines numbered from the lowest offset.
func (sw *sweep) runs(b *terrain.Board, pieces []int, opt SetupOptions, u orb.Point) []run {
	ext := b.Extent()
	n := orb.Point{-u[1], u[0]}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, c := range []orb.Point{ext.Min, {ext.Max[0], ext.Min[1]}, ext.Max, {ext.Min[0], ext.Max[1]}} {
		d := c[0]*n[0] + c[1]*n[1]
		lo, hi = min(lo, d), max(hi, d)
	}
	var runs []run
	line := 0
	for o := lo + opt.Spacing/2; o < hi; o += opt.Spacing {
		if seg, ok := clipLine(ext, orb.Point{o * n[0], o * n[1]}, u); ok {
			runs = sw.lineRuns(runs, b, pieces, opt, u, seg, line)
		}
		line++
	}
	return runs
}

// lineRuns appends to runs the open stretches of sight line seg (number
// line) longer than the kill zone: the parts outside every piece.
func (sw *sweep) lineRuns(runs []run, b *terrain.Board, pieces []int, opt SetupOptions, u orb.Point, seg geom.Segment, line int) []run {
	L := seg.Length()
	sw.blocked = sw.blocked[:0]
	for _, i := range pieces {
		sw.ivs = b.Feature(i).Polygon.AppendIntervals(sw.ivs[:0], seg)
		sw.blocked = append(sw.blocked, sw.ivs...)
	}
	slices.SortFunc(sw.blocked, func(x, y geom.Interval) int { return cmp.Compare(x.T0, y.T0) })
	a0 := seg.A[0]*u[0] + seg.A[1]*u[1]
	emit := func(t0, t1 float64) {
		if (t1-t0)*L > opt.KillZone {
			runs = append(runs, run{line: line, a0: a0 + t0*L, a1: a0 + t1*L, from: seg.At(t0), to: seg.At(t1), group: len(runs)})
		}
	}
	t := 0.0
	for _, iv := range sw.blocked {
		if iv.T0 > t {
			emit(t, iv.T0)
		}
		t = max(t, iv.T1)
	}
	if t < 1 {
		emit(t, 1)
	}
	return runs
}

// corridor is a group of overlapping open stretches on neighbouring lines.
type corridor struct {
	best           int // its representative stretch
	lines          map[int]bool
	loLine, hiLine int
}

// corridors unites the overlapping runs of neighbouring lines into
// corridors and reports each once, with its longest stretch (among
// stretches as long, the one nearest its middle line), its width and
// its middle.
func corridors(runs []run, opt SetupOptions, angle float64) []Finding {
	root := unite(runs)
	byRoot := map[int]*corridor{}
	var order []int
	for i, r := range runs {
		g := root(i)
		c, ok := byRoot[g]
		if !ok {
			c = &corridor{best: i, lines: map[int]bool{}, loLine: r.line}
			byRoot[g] = c
			order = append(order, g)
		}
		c.lines[r.line] = true
		c.hiLine = r.line
	}
	for i, r := range runs {
		c := byRoot[root(i)]
		b := runs[c.best]
		mid2 := c.loLine + c.hiLine
		l, lb := r.a1-r.a0, b.a1-b.a0
		if l > lb+1e-9 || l > lb-1e-9 && abs(2*r.line-mid2) < abs(2*b.line-mid2) {
			c.best = i
		}
	}
	var zones []Finding
	for _, g := range order {
		c := byRoot[g]
		r := runs[c.best]
		length := r.a1 - r.a0
		width := float64(len(c.lines)) * opt.Spacing
		mid := orb.Point{(r.from[0] + r.to[0]) / 2, (r.from[1] + r.to[1]) / 2}
		zones = append(zones, Finding{Kind: KillZone, From: r.from, To: r.to, Width: width, Angle: angle, Feature: -1, Value: length,
			Message: fmt.Sprintf("open corridor %s in long at %s°, %s-%s, about %s in wide (limit %s in): place a piece near %s",
				short(length), short(angle), pt(r.from), pt(r.to), short(width), short(opt.KillZone), pt(mid))})
	}
	return zones
}

// unite joins the runs on neighbouring lines that overlap along the
// direction (union-find), and returns the function that gives each run's
// group.
func unite(runs []run) func(i int) int {
	parent := make([]int, len(runs))
	for i := range parent {
		parent[i] = i
	}
	root := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i := range runs {
		for j := i + 1; j < len(runs) && runs[j].line <= runs[i].line+1; j++ {
			if runs[j].line == runs[i].line+1 && runs[j].a0 < runs[i].a1 && runs[i].a0 < runs[j].a1 {
				parent[root(j)] = root(i)
			}
		}
	}
	return root
}

// clipLine clips the line through p with direction u to the box, from
// its lower end along u.
func clipLine(box orb.Bound, p, u orb.Point) (geom.Segment, bool) {
	t0, t1 := math.Inf(-1), math.Inf(1)
	for k := range 2 {
		if u[k] == 0 {
			if p[k] < box.Min[k] || p[k] > box.Max[k] {
				return geom.Segment{}, false
			}
			continue
		}
		a, c := (box.Min[k]-p[k])/u[k], (box.Max[k]-p[k])/u[k]
		t0, t1 = max(t0, min(a, c)), min(t1, max(a, c))
	}
	if !(t1 > t0) {
		return geom.Segment{}, false
	}
	at := func(t float64) orb.Point {
		q := orb.Point{p[0] + t*u[0], p[1] + t*u[1]}
		for k := range 2 { // keep the ends on the table despite rounding
			q[k] = min(box.Max[k], max(box.Min[k], q[k]))
		}
		return q
	}
	return geom.Segment{A: at(t0), B: at(t1)}, true
}

func (s *Setup) roads(b *terrain.Board) {
	for i := range b.Len() {
		ft := b.Traits(i)
		if mc, _, _ := terrain.Lookup(ft, MoveClass); mc != Road {
			continue
		}
		f := b.Feature(i)
		kind, ok, _ := terrain.Lookup(ft, RoadKind)
		if !ok {
			kind = AnyRoad
		}
		w, _, _ := terrain.Lookup(ft, Width)
		if !(w > 0) {
			if f.Shape != terrain.Area {
				s.Findings = append(s.Findings, Finding{Kind: RoadWidth, Feature: i, Message: fmt.Sprintf("road %q has no width: give it the trait %q", f.ID, Width.Name())})
				continue
			}
			w = StripWidth(f.Polygon)
		}
		if msg := roadMessage(f.ID, kind, w); msg != "" {
			s.Findings = append(s.Findings, Finding{Kind: RoadWidth, Feature: i, Value: w, Message: msg})
		}
	}
}

// roadMessage says what is wrong with road id of a kind and width w
// against the guidance of HG-S1: outside its kind's guidance, or, for
// any kind, outside every guidance; "" if it fits.
func roadMessage(id, kind string, w float64) string {
	var fits []string
	var guide *RoadGuide
	guides := RoadGuides()
	for k := range guides {
		g := &guides[k]
		if g.Kind == kind {
			guide = g
		}
		if w >= g.Min && w <= g.Max {
			fits = append(fits, g.Kind)
		}
	}
	switch {
	case guide != nil && !(w >= guide.Min && w <= guide.Max):
		return fmt.Sprintf("road %q (%s) is %s in wide: guidance %s", id, kind, num(w), guide.Text)
	case guide == nil && len(fits) == 0:
		var texts []string
		for _, g := range guides {
			texts = append(texts, g.Text)
		}
		return fmt.Sprintf("road %q is %s in wide and fits no guidance (%s): widen or narrow it", id, num(w), strings.Join(texts, "; "))
	}
	return ""
}

func (s *Setup) houses(b *terrain.Board, opt SetupOptions) {
	for i := range b.Len() {
		f := b.Feature(i)
		if mc, _, _ := terrain.Lookup(b.Traits(i), MoveClass); mc != Structure || !f.HasHeight || f.Height >= *opt.HouseHeight {
			continue
		}
		s.Findings = append(s.Findings, Finding{Kind: LowHouse, Feature: i, Value: f.Height,
			Message: fmt.Sprintf("structure %q is %s in high: most houses should be %s to 3 in, enough to hide a gear", f.ID, num(f.Height), num(*opt.HouseHeight))})
	}
}

// StripWidth estimates the width of a strip-shaped polygon, such as a
// road: the short side of the rectangle with the same area A and
// perimeter P, (P − √(P² − 16A)) / 4, exact for a rectangle and close for
// a bent strip of even width. For a shape squatter than a square it
// returns 4A/P (a square's side). An empty or degenerate polygon, and one
// whose area or perimeter is not finite (a NaN point, coordinates near
// ±1e308), gives 0.
func StripWidth(p geom.Polygon) float64 {
	var area, per float64
	for k, r := range p {
		var a float64
		for i := 0; i+1 < len(r); i++ {
			a += r[i][0]*r[i+1][1] - r[i+1][0]*r[i][1]
			per += math.Hypot(r[i+1][0]-r[i][0], r[i+1][1]-r[i][1])
		}
		a = math.Abs(a) / 2
		if k > 0 {
			a = -a
		}
		area += a
	}
	if !(per > 0) || math.IsInf(per, 1) || math.IsNaN(area) || math.IsInf(area, 0) {
		return 0
	}
	d := per*per - 16*area
	if math.IsInf(d, 0) { // P² overflows: the same root, scaled by 1/P and rationalised
		q := 1 - 16*(area/per/per)
		if q < 0 {
			return 4 * area / per
		}
		return 4 * area / per / (1 + math.Sqrt(q))
	}
	if d < 0 {
		return 4 * area / per
	}
	return (per - math.Sqrt(d)) / 4
}

func pt(p orb.Point) string { return "(" + short(p[0]) + " " + short(p[1]) + ")" }

// short formats x rounded to hundredths, for messages.
func short(x float64) string {
	r := math.Round(x*100) / 100
	if r == 0 {
		r = 0 // no "-0"
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
