package groundtest

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// CheckPathClear checks law 5 on one path: no leg of path goes through
// anything g's rates make impassable, judged by geom's exact predicates
// rather than by ground's own measuring. Without a clearance, no leg
// enters the interior of an impassable Area or crosses an impassable
// Line inside the leg (running along a boundary, or touching, is
// allowed). With a clearance r (g.Options().Clearance), the base swept
// along every leg keeps at least r from every impassable Area and Line
// and stays on the board: no point of the base enters what it may not,
// touching allowed.
func CheckPathClear(g *ground.Ground, path orb.LineString) error {
	if err := ready(g); err != nil {
		return err
	}
	b, r := g.Board(), g.Options().Clearance
	if r > 0 {
		for _, p := range path {
			if err := onBoard(b, p, r); err != nil {
				return err
			}
		}
	}
	for k := 0; k+1 < len(path) || k == 0 && len(path) == 1; k++ {
		s := geom.Segment{A: path[k], B: path[min(k+1, len(path)-1)]}
		for i, f := range b.All() {
			rate := g.Rate(i)
			if !rate.Impassable || rate.Ignore {
				continue
			}
			if why := throughFeature(s, f, r); why != "" {
				return fmt.Errorf("groundtest: path %v: leg %d %v %s %s %q", path, k, s, why, f.Type, f.ID)
			}
		}
	}
	return nil
}

// throughFeature returns how leg s goes through impassable feature f for
// a base of radius r, or "".
func throughFeature(s geom.Segment, f *terrain.Feature, r float64) string {
	switch {
	case f.Shape == terrain.Area && r > 0:
		if s.CmpDistanceToPolygon(f.Polygon, r) < 0 {
			return "takes the base over"
		}
	case f.Shape == terrain.Area:
		for _, p := range f.Polygon.AppendStretches(nil, s) {
			if p.Loc == geom.Inside && p.T1 > p.T0 {
				return "enters"
			}
		}
	case f.Shape == terrain.Line:
		return throughLine(s, f.LineString, r)
	}
	return ""
}

// throughLine returns how leg s goes through the impassable line ls for
// a base of radius r, or "": a base comes closer than r to it, a point
// crosses it inside the leg.
func throughLine(s geom.Segment, ls orb.LineString, r float64) string {
	if r == 0 {
		for _, x := range geom.AppendPolylineCrossings(nil, s, ls) {
			if x.T > 0 && x.T1 < 1 && x.Crosses() {
				return "crosses"
			}
		}
		return ""
	}
	for k := 0; k+1 < len(ls); k++ {
		if s.CmpDistance(geom.Segment{A: ls[k], B: ls[k+1]}, r) < 0 {
			return "takes the base over"
		}
	}
	return ""
}

// onBoard returns an error unless a base of radius r at p lies on b:
// at least r from each side of the board's extent, exactly.
func onBoard(b *terrain.Board, p orb.Point, r float64) error {
	ext := b.Extent()
	lo, hi := ext.Min, ext.Max
	for _, side := range [4]geom.Segment{
		{A: lo, B: orb.Point{hi[0], lo[1]}}, {A: orb.Point{hi[0], lo[1]}, B: hi},
		{A: hi, B: orb.Point{lo[0], hi[1]}}, {A: orb.Point{lo[0], hi[1]}, B: lo},
	} {
		if !ext.Contains(p) || (geom.Disc{Center: p}).CmpDistanceToSegment(side, r) < 0 {
			return fmt.Errorf("groundtest: a base of radius %v at %v hangs over the board's edge", r, p)
		}
	}
	return nil
}

// CheckPlaceClear checks law 6 on one place: a base of g's clearance may
// stand at p, overlapping no impassable Area (geom.Disc.OverlapsInterior)
// or Line and on the board; for a point mover, p lies in no impassable
// Area's interior.
func CheckPlaceClear(g *ground.Ground, p orb.Point) error {
	if err := ready(g); err != nil {
		return err
	}
	b, r := g.Board(), g.Options().Clearance
	if r > 0 {
		if err := onBoard(b, p, r); err != nil {
			return err
		}
	}
	base := geom.Disc{Center: p, R: r}
	for i, f := range b.All() {
		rate := g.Rate(i)
		if !rate.Impassable || rate.Ignore {
			continue
		}
		switch f.Shape {
		case terrain.Area:
			if base.OverlapsInterior(f.Polygon) {
				return fmt.Errorf("groundtest: a base of radius %v at %v overlaps %s %q", r, p, f.Type, f.ID)
			}
		case terrain.Line:
			for k := 0; r > 0 && k+1 < len(f.LineString); k++ {
				if (geom.Disc{Center: p}).CmpDistanceToSegment(geom.Segment{A: f.LineString[k], B: f.LineString[k+1]}, r) < 0 {
					return fmt.Errorf("groundtest: a base of radius %v at %v overlaps %s %q", r, p, f.Type, f.ID)
				}
			}
		}
	}
	return nil
}

// CheckReachPlace checks laws 4 to 6 on place i of res, a Reach of g
// (with Steiner spacing steiner): its path runs from res.From to the
// place, Cost prices it, unblocked, at the place's cost, within the
// allowance; the cost is never below CheapestPath's with the same
// spacing (by more than tol, relative), nor below the straight line at
// the cheapest rate anywhere on the board, and, where a path's cost is
// the sum of its legs (no climbing costs, no PerStartedUnit rounding),
// never above CheapestPath's either; and the path and the place are
// clear (CheckPathClear, CheckPlaceClear).
func CheckReachPlace(g *ground.Ground, res ground.Reach, i int, steiner, tol float64) error {
	if err := ready(g); err != nil {
		return err
	}
	if err := checkTol(tol); err != nil {
		return err
	}
	if i < 0 || i >= len(res.Places) {
		return fmt.Errorf("groundtest: no place %d of %d", i, len(res.Places))
	}
	p := res.Places[i]
	path := res.Path(i)
	if err := checkPlacePath(g, res, p, path); err != nil {
		return err
	}
	if err := checkAgainstCheapest(g, res.From, p, steiner, tol); err != nil {
		return err
	}
	if err := CheckPathClear(g, path); err != nil {
		return err
	}
	return CheckPlaceClear(g, p.At)
}

// checkPlacePath checks law 4 on place p of res, reached by path: it runs
// from res.From to the place, and Cost prices it, unblocked, at the
// place's cost, within the allowance.
func checkPlacePath(g *ground.Ground, res ground.Reach, p ground.Place, path orb.LineString) error {
	if len(path) == 0 || path[0] != res.From || path[len(path)-1] != p.At {
		return fmt.Errorf("groundtest: place %+v: path %v does not run from %v to it", p, path, res.From)
	}
	pc, err := g.Cost(nil, path)
	if err != nil {
		return fmt.Errorf("groundtest: place %+v: path %v: %w", p, path, err)
	}
	if pc.Blocked || pc.Total != p.Cost || p.Cost > res.Allowance {
		return fmt.Errorf("groundtest: place %+v: path %v costs %v (allowance %v)\n%s", p, path, pc.Total, res.Allowance, g.Explain(pc))
	}
	return nil
}

// checkAgainstCheapest checks law 5 on place p reached from from: never
// below the straight line at the cheapest rate nor below CheapestPath's
// cost with the same spacing (by more than tol, relative), nor above it
// where costs add up leg by leg.
func checkAgainstCheapest(g *ground.Ground, from orb.Point, p ground.Place, steiner, tol float64) error {
	if low := cheapestRate(g) * math.Hypot(p.At[0]-from[0], p.At[1]-from[1]); p.Cost < low*(1-1e-9) {
		return fmt.Errorf("groundtest: place %+v costs less than the straight line at the cheapest rate, %v", p, low)
	}
	_, cp, err := g.CheapestPath(from, p.At, steiner)
	if err != nil {
		return fmt.Errorf("groundtest: place %+v: CheapestPath: %w", p, err)
	}
	if p.Cost < cp.Total-tol*max(1, cp.Total) {
		return fmt.Errorf("groundtest: place %+v costs less than CheapestPath's %v", p, cp.Total)
	}
	if legsAddUp(g) && p.Cost > cp.Total+tol*max(1, cp.Total) {
		return fmt.Errorf("groundtest: place %+v costs more than CheapestPath's %v", p, cp.Total)
	}
	return nil
}

// cheapestRate returns the least MP per unit of length anywhere on g's
// board: the open rate or a passable Area's.
func cheapestRate(g *ground.Ground) float64 {
	low := g.Options().Open
	for i, f := range g.Board().All() {
		if r := g.Rate(i); f.Shape == terrain.Area && !r.Ignore && !r.Impassable {
			low = min(low, r.PerUnit)
		}
	}
	return low
}

// legsAddUp reports whether every path's cost on g is the sum of its
// legs' costs measured one by one.
func legsAddUp(g *ground.Ground) bool {
	o := g.Options()
	return o.Rounding != ground.PerStartedUnit && o.Climb.PerRise == 0 && o.Climb.PerDrop == 0 && o.Climb.MaxRise == 0
}

// CheckReachRegions checks law 8 on the regions of res, a Reach of g,
// within the bounds within (see [ground.Ground.ReachRegions]), at each
// point of pts and at every corner of every region's polygons: where
// Witness places a point in band k, its witness path runs to it, Cost
// prices it, unblocked, at most Within[k] and no less than the straight
// line at the cheapest rate, and it is clear (CheckPathClear,
// CheckPlaceClear), so the region is never cheaper than a real path and
// never behind a wall; and the polygons agree with Witness: a point
// inside band j's polygons has a band k <= j, a point outside them none
// (points on a polygon's boundary are left out of that comparison).
func CheckReachRegions(g *ground.Ground, res ground.Reach, within []float64, pts []orb.Point) error {
	if err := ready(g); err != nil {
		return err
	}
	rr, err := g.ReachRegions(res, within)
	if err != nil {
		return fmt.Errorf("groundtest: ReachRegions from %v: %w", res.From, err)
	}
	var path orb.LineString
	check := func(q orb.Point) error {
		var k int
		path, k = rr.Witness(path[:0], q)
		if err := regionAgrees(rr, q, k); err != nil {
			return err
		}
		if k < 0 {
			return nil
		}
		return checkWitness(g, rr, res, q, k, path)
	}
	for _, q := range pts {
		if err := check(q); err != nil {
			return err
		}
	}
	for j, area := range rr.Areas {
		for _, poly := range area {
			for _, ring := range poly {
				for _, q := range ring {
					if _, k := rr.Witness(nil, q); k < 0 || k > j {
						return fmt.Errorf("groundtest: from %v, corner %v of region %v is in band %d", res.From, q, rr.Within[j], k)
					}
					if err := check(q); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// regionAgrees checks that q lies inside the polygons of every band from
// k (-1: none) and outside those before.
func regionAgrees(rr ground.ReachRegions, q orb.Point, k int) error {
	for j, area := range rr.Areas {
		loc := geom.Outside
		for _, poly := range area {
			if l := poly.Locate(q); l != geom.Outside {
				loc = l
				break
			}
		}
		in := k >= 0 && k <= j
		if loc == geom.Inside && !in || loc == geom.Outside && in {
			return fmt.Errorf("groundtest: from %v, %v is %v region %v, but its witness band is %d", rr.Within, q, loc, rr.Within[j], k)
		}
	}
	return nil
}

// checkWitness checks the witness path of q, in band k of rr.
func checkWitness(g *ground.Ground, rr ground.ReachRegions, res ground.Reach, q orb.Point, k int, path orb.LineString) error {
	if len(path) == 0 || path[0] != res.From || path[len(path)-1] != q {
		return fmt.Errorf("groundtest: region point %v: witness %v does not run from %v to it", q, path, res.From)
	}
	pc, err := g.Cost(nil, path)
	if err != nil {
		return fmt.Errorf("groundtest: region point %v: witness %v: %w", q, path, err)
	}
	if pc.Blocked || pc.Total > rr.Within[k] {
		return fmt.Errorf("groundtest: region point %v in band %v: witness %v costs %v\n%s", q, rr.Within[k], path, pc.Total, g.Explain(pc))
	}
	if low := cheapestRate(g) * math.Hypot(q[0]-res.From[0], q[1]-res.From[1]); pc.Total < low*(1-1e-9) {
		return fmt.Errorf("groundtest: region point %v: witness costs %v, less than the straight line at the cheapest rate, %v", q, pc.Total, low)
	}
	if err := CheckPathClear(g, path); err != nil {
		return err
	}
	return CheckPlaceClear(g, q)
}

// ReachConfig configures [CheckReach].
type ReachConfig struct {
	// Lattice is the lattice asked about; the zero Lattice is a spacing of
	// a fiftieth of the board's longer side over the whole board.
	Lattice ground.Lattice
	// Steiner is Reach's and CheapestPath's Steiner spacing (0: the
	// lattice's spacing).
	Steiner float64
	// Allowance is the MP of each move; 0 means the open rate (or 1)
	// times a quarter of the board's shorter side.
	Allowance float64
	// Starts, when set, draws the starts instead of points across the
	// board (on the grid of Paths).
	Starts func(r *rand.Rand) orb.Point
	// Places is how many places of each Reach are checked against
	// CheapestPath (default 8, drawn at random); every place is checked
	// for its path's cost and clearance.
	Places int
	// Tol is the relative tolerance of the comparison with CheapestPath
	// (0 compares exactly, which Reach meets).
	Tol float64
	// Seed and Cases are as in [Config] (default 10 cases; at most
	// MaxCases).
	Seed  uint64
	Cases int
}

// CheckReach checks laws 4 to 8 of Reach on g, the caller's own board,
// rates and options (clearance included), from generated starts: every
// place of every Reach passes [CheckReachPlace] (the first Places of
// them against CheapestPath, the rest for cost and clearance), a
// larger allowance never reaches fewer places, nor any place at a higher
// cost (law 7), and the regions of each Reach in three bands pass
// [CheckReachRegions] at their corners and at Places random points
// round the start (law 8). A start where the mover may not stand
// (CheckPlaceClear), which Reach refuses, is skipped. A failure names
// the seed that replays it. It fails when no start reached any place
// (nothing was tested).
func CheckReach(g *ground.Ground, cfg ReachConfig) error {
	if err := ready(g); err != nil {
		return err
	}
	if err := checkTol(cfg.Tol); err != nil {
		return err
	}
	ext := g.Board().Extent()
	w, h := ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1]
	if cfg.Lattice.Spacing == 0 {
		cfg.Lattice.Spacing = max(w, h) / 50
	}
	if cfg.Allowance == 0 {
		cfg.Allowance = cmpOr(g.Options().Open, 1) * min(w, h) / 4
	}
	steiner := cmpOr(cfg.Steiner, cfg.Lattice.Spacing)
	starts := cfg.Starts
	if starts == nil {
		starts = func(r *rand.Rand) orb.Point {
			p, _ := RandomPath(r, ext, 2) // a board's extent is finite
			return p[0]
		}
	}
	seed, checked := max(cfg.Seed, 1), 0
	cases, err := checkCases(cfg.Cases, 10)
	if err != nil {
		return err
	}
	var tape, more ground.Tape
	for k := range cases {
		s := seed + uint64(k)
		r := rand.New(rand.NewPCG(s, 0x7265616368))
		n, err := checkOneReach(g, &tape, &more, starts(r), r, cfg, steiner)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		checked += n
	}
	if checked == 0 {
		return fmt.Errorf("groundtest: no start of %d (seeds %d-%d) reached a place: the laws tested nothing", cases, seed, seed+uint64(cases)-1)
	}
	return nil
}

// checkOneReach checks laws 4 to 7 from one start and returns the number
// of places checked.
func checkOneReach(g *ground.Ground, tape, more *ground.Tape, from orb.Point, r *rand.Rand, cfg ReachConfig, steiner float64) (int, error) {
	opt := ground.ReachOptions{Lattice: cfg.Lattice, Steiner: steiner}
	res, err := g.Reach(tape, from, cfg.Allowance, opt)
	if err != nil && CheckPlaceClear(g, from) != nil {
		return 0, nil // the mover may not stand there: Reach says so, and there is nothing to test
	}
	if err != nil {
		return 0, fmt.Errorf("groundtest: Reach from %v: %w", from, err)
	}
	against := cfg.Places
	if against <= 0 {
		against = 8
	}
	for range min(against, len(res.Places)) {
		if err := CheckReachPlace(g, res, r.IntN(len(res.Places)), steiner, cfg.Tol); err != nil {
			return 0, err
		}
	}
	for i, p := range res.Places {
		path := res.Path(i)
		if err := checkPlacePath(g, res, p, path); err != nil {
			return 0, err
		}
		if err := CheckPathClear(g, path); err != nil {
			return 0, err
		}
		if err := CheckPlaceClear(g, p.At); err != nil {
			return 0, err
		}
	}
	a := cfg.Allowance
	if a > 0 {
		pts := make([]orb.Point, against)
		for i := range pts {
			pts[i] = orb.Point{from[0] + a*(2*r.Float64()-1), from[1] + a*(2*r.Float64()-1)}
		}
		if err := CheckReachRegions(g, res, []float64{a / 3, 2 * a / 3, a}, pts); err != nil {
			return 0, err
		}
	}
	bigger, err := g.Reach(more, from, cfg.Allowance*1.5, opt)
	if err != nil {
		return 0, fmt.Errorf("groundtest: Reach from %v: %w", from, err)
	}
	return len(res.Places), checkMonotone(res, bigger, cfg.Tol)
}

// checkMonotone checks law 7: bigger, a Reach from the same start with a
// larger allowance, reaches every place of res, as cheaply.
func checkMonotone(res, bigger ground.Reach, tol float64) error {
	for _, p := range res.Places {
		if k, ok := bigger.Find(p.I, p.J); !ok || bigger.Places[k].Cost > p.Cost+tol*max(1, p.Cost) {
			return fmt.Errorf("groundtest: from %v, place %+v is reached with allowance %v but not as cheaply with %v", res.From, p, res.Allowance, bigger.Allowance)
		}
	}
	return nil
}

func cmpOr(a, b float64) float64 {
	if a != 0 {
		return a
	}
	return b
}
