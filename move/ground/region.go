package ground

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// MaxReachBands is the most cost bounds [Ground.ReachRegions] takes, and
// MaxRegionCorners the most lattice points its grid of cells may have
// round a Reach's places (a quarter of a 48 × 48 in table at a
// twentieth of an inch): beyond them, an error.
const (
	MaxReachBands    = 16
	MaxRegionCorners = 1 << 21
)

// ReachRegions is a [Reach] as geometry: for each cost bound, the part of
// the table a mover reaches within it, as polygons a drawing can fill or
// a rule can test a point against (geom.Polygon.Locate).
//
// Exactness. The regions are unions of cells of the Reach's lattice (the
// squares between four neighbouring lattice points), so their outlines
// run along the lattice and their corners are lattice points. A cell
// belongs to the region of bound c only if it is certified: no point of
// it is where the mover may not stand (a base of the clearance overlaps
// no impassable feature and stays on the board; a point mover is in no
// impassable Area and no impassable Line runs through the cell), and
// from a reached corner p every straight leg to a point of the cell
// costs at most c - p's cost, by an upper bound of what such a leg
// costs: the dearest rate that may apply in the cell times the leg's
// length, plus every crossing cost of the Lines through it, plus a unit
// per edge met under rounding and the largest climb. (For a point mover,
// a cell that an impassable Line touches is left out: a corner on the
// line may have been reached from its other side.) So the regions
// are sound: every point q of the region of bound c has a path, the
// path of a reached corner then straight to q ([ReachRegions.Witness]),
// that [Ground.Cost] prices at most c, clear of walls. They are not
// complete: a place is left out where its cell meets an impassable
// feature, the board's edge (within the clearance), or a change of
// terrain whose rate bound is dearer, and its cost is charged up to
// the cell's bound: the outline lies within one lattice cell and that
// cell's cost bound (at the cheapest, the open rate times the cell's
// diagonal) inside the lattice reach. A finer lattice brings it closer.
//
// Regions are nested (the region of a larger bound holds every smaller
// one) and listed by increasing bound; a region's polygons come in a
// stable order, each shell counter-clockwise and each hole clockwise.
type ReachRegions struct {
	// Within are the cost bounds, increasing, and Areas[k] the region
	// reached within Within[k]: no polygons when nothing is.
	Within []float64
	Areas  [][]geom.Polygon

	reach  Reach
	x0, y0 int     // lattice indices of the grid's first corner
	w, h   int     // cells across and up
	level  []int8  // per cell: the first band it is certified in, -1 none
	via    []int32 // per cell: the place that certifies it, -1: each point's nearest corner
	corner []int32 // per corner of the grid: its place, -1 if not reached
}

// ReachRegions returns the regions of r, a Reach of g, within each bound
// of within (increasing, each positive and at most r.Allowance); a nil
// within is the allowance alone, the outline of everything reached.
// It reads r, which must still be valid (its Tape not used since), and
// keeps it for [ReachRegions.Witness].
//
// The work is O(k·m) for k bounds and the m lattice cells round r's
// places, each cell certified once against the features near it; the
// result holds O(m) points at most.
//
// Errors: a nil or zero Ground, a Reach not found by Ground.Reach (its
// lattice spacing not positive, its places not in lattice order), more
// than MaxReachBands bounds, a bound that is not finite, not positive,
// above the allowance or not above the one before, or places spread over
// more than MaxRegionCorners lattice points (a coarser lattice answers).
func (g *Ground) ReachRegions(r Reach, within []float64) (ReachRegions, error) {
	if err := g.ready(); err != nil {
		return ReachRegions{}, err
	}
	if !(r.Lattice.Spacing > 0) || math.IsInf(r.Lattice.Spacing, 1) || !(r.Allowance >= 0) {
		return ReachRegions{}, errors.New("ground: reach regions of a Reach not found by Ground.Reach")
	}
	if within == nil {
		within = []float64{r.Allowance}
	}
	if len(within) > MaxReachBands {
		return ReachRegions{}, fmt.Errorf("ground: %d reach bounds: more than MaxReachBands %d", len(within), MaxReachBands)
	}
	for k, c := range within {
		if !(c > 0) || c > r.Allowance || k > 0 && !(c > within[k-1]) {
			return ReachRegions{}, fmt.Errorf("ground: reach bound %v: want bounds increasing in (0, allowance %v]", c, r.Allowance)
		}
	}
	rr := ReachRegions{Within: slices.Clone(within), Areas: make([][]geom.Polygon, len(within)), reach: r}
	if len(r.Places) == 0 {
		return rr, nil
	}
	if err := rr.grid(); err != nil {
		return ReachRegions{}, err
	}
	var rs regionScratch
	for c := range rr.level {
		rr.certify(g, &rs, c)
	}
	for k := range within {
		rr.Areas[k] = rr.trace(int8(k))
	}
	return rr, nil
}

// grid sizes rr's cells round its places and fills corner. Errors:
// places out of lattice order, or too many corners.
func (rr *ReachRegions) grid() error {
	ps := rr.reach.Places
	i0, i1, j0, j1 := ps[0].I, ps[0].I, ps[0].J, ps[len(ps)-1].J
	for k, p := range ps {
		if p.I < 0 || p.J < 0 || k > 0 && (p.J < ps[k-1].J || p.J == ps[k-1].J && p.I <= ps[k-1].I) {
			return errors.New("ground: reach regions of a Reach whose places are not in lattice order (not found by Ground.Reach)")
		}
		i0, i1 = min(i0, p.I), max(i1, p.I)
	}
	rr.x0, rr.y0 = max(i0-1, 0), max(j0-1, 0)
	// Counted as floats first: i1+1 may not fit a 32-bit int.
	cols, rows := float64(i1)+2-float64(rr.x0), float64(j1)+2-float64(rr.y0)
	if cols*rows > MaxRegionCorners {
		return fmt.Errorf("ground: reach regions: %.0f × %.0f lattice points round the places, more than MaxRegionCorners %d", cols, rows, MaxRegionCorners)
	}
	rr.w, rr.h = i1+1-rr.x0, j1+1-rr.y0
	rr.corner = make([]int32, (rr.w+1)*(rr.h+1))
	for i := range rr.corner {
		rr.corner[i] = -1
	}
	for k, p := range ps {
		rr.corner[(p.J-rr.y0)*(rr.w+1)+p.I-rr.x0] = int32(k)
	}
	rr.level = make([]int8, rr.w*rr.h)
	rr.via = make([]int32, rr.w*rr.h)
	return nil
}

// regionScratch is ReachRegions' scratch space.
type regionScratch struct {
	t     Tape
	cands []int
	st    []geom.Stretch
}

// certify sets the band and the certifying place of cell c, or -1.
func (rr *ReachRegions) certify(g *Ground, rs *regionScratch, c int) {
	rr.level[c], rr.via[c] = -1, -1
	x, y := c%rr.w, c/rr.w
	lat := rr.reach.Lattice
	box := orb.Bound{Min: lat.Point(rr.x0+x, rr.y0+y), Max: lat.Point(rr.x0+x+1, rr.y0+y+1)}
	if !lat.Bounds.Contains(box.Max) {
		return
	}
	lo, hi, via, all := math.Inf(1), math.Inf(-1), int32(-1), true
	for _, k := range rr.corners(x, y) {
		if k < 0 {
			all = false
			continue
		}
		if cost := rr.reach.Places[k].Cost; cost < lo {
			lo, via = cost, k
		}
		hi = max(hi, rr.reach.Places[k].Cost)
	}
	if via < 0 || !g.cellClear(rs, box) {
		return
	}
	diag := math.Hypot(box.Max[0]-box.Min[0], box.Max[1]-box.Min[1]) * (1 + slack)
	bound := lo + g.cellBound(rs, box, diag)
	if all {
		// Every point lies within half the diagonal of its nearest corner.
		if b := hi + g.cellBound(rs, box, diag/2); b < bound {
			bound, via = b, -1
		}
	}
	bound *= 1 + slack
	for k, w := range rr.Within {
		if bound <= w {
			rr.level[c], rr.via[c] = int8(k), via
			return
		}
	}
}

// corners returns the places at the corners of cell (x, y), -1 where
// none: lower left, lower right, upper right, upper left.
func (rr *ReachRegions) corners(x, y int) [4]int32 {
	n := rr.w + 1
	v := y*n + x
	return [4]int32{rr.corner[v], rr.corner[v+1], rr.corner[v+n+1], rr.corner[v+n]}
}

// cellClear reports, exactly, whether the mover may stand everywhere in
// box and move straight between any two of its points: a base of the
// clearance, swept along the box's sides, overlaps nothing it may not
// (so, the board being convex, it stays on it), and no impassable
// feature lies inside the box; a point mover's box meets no impassable
// Area's interior and no impassable Line's inside.
func (g *Ground) cellClear(rs *regionScratch, box orb.Bound) bool {
	c := [5]orb.Point{box.Min, {box.Max[0], box.Min[1]}, box.Max, {box.Min[0], box.Max[1]}, box.Min}
	r := g.opt.Clearance
	if r > 0 {
		for k := range 4 {
			if _, blocked := g.baseBlocked(geom.Segment{A: c[k], B: c[k+1]}, -1); blocked {
				return false
			}
		}
	}
	cell := geom.Polygon{orb.Ring(c[:])}
	rs.cands = g.appendCandidatesIn(rs.cands[:0], box)
	for _, f := range rs.cands {
		if rate := g.rates[f]; !rate.Impassable || rate.Ignore {
			continue
		}
		if g.meetsCell(rs, cell, box, f, r > 0) {
			return false
		}
	}
	return true
}

// meetsCell reports whether impassable feature f meets the cell (box,
// as a polygon) where a mover in it may not go: an Area's interior meets
// the cell's (an edge of it runs inside the cell, or a vertex lies
// strictly inside, or the cell lies inside it); a Line meets the closed
// cell, since a point mover that reached a corner on it from one side
// would cross it into the cell. For a base, whose swept sides are
// already clear, only a feature wholly inside the cell remains: a vertex
// inside suffices.
func (g *Ground) meetsCell(rs *regionScratch, cell geom.Polygon, box orb.Bound, f int, base bool) bool {
	feat := g.board.Feature(f)
	var rings []orb.Ring
	if g.shape[f] == terrain.Area {
		rings = feat.Polygon
	} else {
		ls := feat.LineString
		for k := 0; !base && k+1 < len(ls); k++ {
			if (geom.Segment{A: ls[k], B: ls[k+1]}).CmpDistanceToPolygon(cell, 0) <= 0 {
				return true
			}
		}
		rings = []orb.Ring{orb.Ring(ls)}
	}
	for _, ring := range rings {
		for k, p := range ring {
			if cell.Locate(p) == geom.Inside {
				return true
			}
			if base || k+1 == len(ring) {
				continue
			}
			rs.st = cell.AppendStretches(rs.st[:0], geom.Segment{A: p, B: ring[k+1]})
			for _, s := range rs.st {
				if s.Loc == geom.Inside && s.T1 > s.T0 {
					return true
				}
			}
		}
	}
	mid := orb.Point{box.Min[0] + (box.Max[0]-box.Min[0])/2, box.Min[1] + (box.Max[1]-box.Min[1])/2}
	return !base && g.shape[f] == terrain.Area && feat.Polygon.Locate(mid) == geom.Inside
}

// cellBound returns an upper bound of what a straight leg of length at
// most l inside box costs, added to a path that ends in box (+Inf if a
// climb in it may be too steep): the dearest rate of the passable Areas
// that may apply there (within the clearance for a base that pays for
// any part of it) or the open rate, times l; each crossing of the Lines
// there, once per segment; under rounding, a unit at that rate per
// stretch and three more (a started unit at each end, one recharged);
// and the largest climb at each change of ground height. A leg crosses
// each edge near the box at most once, and runs along it at most once.
func (g *Ground) cellBound(rs *regionScratch, box orb.Bound, l float64) float64 {
	re := 0.0
	if g.anyPart() {
		re = g.opt.Clearance
	}
	near := grow(box, re)
	w, cross, edges := g.opt.Open, 0.0, 0
	hlo, hhi := 0.0, 0.0
	rs.cands = g.appendCandidatesIn(rs.cands[:0], near)
	for _, f := range rs.cands {
		r := g.rates[f]
		if r.Ignore || r.Impassable {
			continue // impassable ones are outside the cell (cellClear)
		}
		feat := g.board.Feature(f)
		switch g.shape[f] {
		case terrain.Area:
			w = max(w, r.PerUnit)
			for _, ring := range feat.Polygon {
				edges += edgesNear(orb.LineString(ring), near)
			}
			if g.hasH[f] {
				hlo, hhi = min(hlo, g.height[f]), max(hhi, g.height[f])
			}
		case terrain.Line:
			cross += r.Crossing * float64(edgesNear(feat.LineString, near))
		}
	}
	cost := w*l + cross
	if g.opt.Rounding != Proportional {
		cost += w * g.opt.Unit * float64(2*edges+3)
	}
	if c := g.opt.Climb; hhi > hlo && (c.PerRise > 0 || c.PerDrop > 0 || c.MaxRise > 0) {
		d := hhi - hlo
		if c.MaxRise > 0 && d >= c.MaxRise {
			return math.Inf(1)
		}
		cost += float64(2*edges+1) * d * max(c.PerRise, c.PerDrop)
	}
	return cost
}

// edgesNear counts the edges of ls whose bounding box meets b.
func edgesNear(ls orb.LineString, b orb.Bound) int {
	n := 0
	for k := 0; k+1 < len(ls); k++ {
		e := orb.Bound{Min: ls[k], Max: ls[k]}.Extend(ls[k+1])
		if e.Intersects(b) {
			n++
		}
	}
	return n
}

// Witness appends to dst a path to q that proves q lies in the region
// of bound Within[k], and returns it with k, the first such band: the
// path of a reached corner of q's cell, then straight to q. Cost prices
// it at most Within[k], unblocked. It returns dst and -1 if q lies in no
// region (or is not finite). Valid while the Reach is.
func (rr ReachRegions) Witness(dst orb.LineString, q orb.Point) (orb.LineString, int) {
	c, ok := rr.cellOf(q)
	if !ok {
		return dst, -1
	}
	x, y := c%rr.w, c/rr.w
	via := rr.via[c]
	if via < 0 {
		// The nearest reached corner (all four are).
		best := math.Inf(1)
		for _, k := range rr.corners(x, y) {
			if d := dist(rr.reach.Places[k].At, q); d < best {
				best, via = d, k
			}
		}
	}
	i := int(via)
	dst = rr.reach.AppendPath(dst, i)
	if q != rr.reach.Places[i].At {
		dst = append(dst, q)
	}
	return dst, int(rr.level[c])
}

// cellOf returns the certified cell of least band that holds q (closed).
func (rr ReachRegions) cellOf(q orb.Point) (int, bool) {
	if len(rr.level) == 0 || math.IsNaN(q[0]) || math.IsNaN(q[1]) || math.IsInf(q[0], 0) || math.IsInf(q[1], 0) {
		return 0, false
	}
	lat := rr.reach.Lattice
	fx := math.Floor((q[0]-lat.Bounds.Min[0])/lat.Spacing) - float64(rr.x0)
	fy := math.Floor((q[1]-lat.Bounds.Min[1])/lat.Spacing) - float64(rr.y0)
	best, found := 0, false
	for y := fy - 1; y <= fy+1; y++ {
		for x := fx - 1; x <= fx+1; x++ {
			if x < 0 || y < 0 || x >= float64(rr.w) || y >= float64(rr.h) {
				continue
			}
			c := int(y)*rr.w + int(x)
			if rr.level[c] < 0 || found && rr.level[c] >= rr.level[best] {
				continue
			}
			i, j := rr.x0+int(x), rr.y0+int(y)
			box := orb.Bound{Min: lat.Point(i, j), Max: lat.Point(i+1, j+1)}
			if box.Contains(q) {
				best, found = c, true
			}
		}
	}
	return best, found
}
