package geom

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
)

// Polygon is a polygon with holes: ring 0 is the shell and the others are
// holes; each ring is closed (its first point equals its last). It converts
// freely to and from orb.Polygon.
//
// Boundary model: a Polygon is a closed set. Its boundary is the union of
// the edges of all its rings; every point of the boundary belongs to the
// polygon, and [Polygon.Locate] reports it as OnBoundary. Inside means the
// interior. Two polygons that share an edge therefore both contain that
// ringEdge (as boundary), and no point is Inside both.
//
// Membership is decided by the even-odd rule over all rings, which for a
// valid polygon (see [Polygon.Validate]) means "inside the shell and not
// inside any hole". A ring whose last point differs from its first is
// treated as closed by an implicit edge back to its first point (Validate
// reports it). Ring orientation does not matter.
type Polygon orb.Polygon

// Location is where a point lies relative to a [Polygon].
type Location int

const (
	// Outside: the point is neither in the interior nor on the boundary.
	Outside Location = iota
	// OnBoundary: the point lies on an edge or a vertex of some ring.
	OnBoundary
	// Inside: the point is in the interior.
	Inside
)

// String returns "Outside", "OnBoundary" or "Inside".
func (l Location) String() string {
	switch l {
	case Outside:
		return "Outside"
	case OnBoundary:
		return "OnBoundary"
	case Inside:
		return "Inside"
	}
	return fmt.Sprintf("Location(%d)", int(l))
}

// Locate returns where pt lies relative to p, exactly: the on-boundary
// test and the crossing count use only [Orient2D] and exact comparisons.
// It costs O(n) for n vertices and allocates nothing.
//
// If pt or any vertex of p is NaN or infinite, Locate returns Outside. An
// empty polygon contains nothing. Degenerate rings (fewer than three
// points) contribute their points and edges to the boundary and nothing to
// the interior.
func (p Polygon) Locate(pt orb.Point) Location {
	if !finitePoint(pt) {
		return Outside
	}
	inside := false
	for _, r := range p {
		for i, a := range r[:ringEdgeCount(r)] {
			b := r[ringNext(r, i)]
			if !finitePoint(a) {
				return Outside // the edges start at every vertex
			}
			if (a[1] > pt[1]) == (b[1] > pt[1]) && a[1] != pt[1] && b[1] != pt[1] {
				continue // wholly above or below pt's line: the common case
			}
			on, crosses := locateEdge(a, b, pt)
			if on {
				return OnBoundary
			}
			if crosses {
				inside = !inside
			}
		}
	}
	if inside {
		return Inside
	}
	return Outside
}

// locateEdge reports whether pt lies on the edge from a to b, and else
// whether the ray from pt towards +x crosses it (counting the edge as
// half-open in y), exactly.
func locateEdge(a, b, pt orb.Point) (on, crosses bool) {
	aAbove, bAbove := a[1] > pt[1], b[1] > pt[1]
	if aAbove != bAbove {
		// The edge spans pt's horizontal line (half-open in y).
		o := Orient2D(a, b, pt)
		// Upward edge with pt to its left, or downward edge with pt to its
		// right: the ray crosses it.
		return o == 0, (bAbove && o > 0) || (aAbove && o < 0)
	}
	if a == pt || b == pt {
		return true, false
	}
	return a[1] == pt[1] && b[1] == pt[1] && inClosedRange(a[0], b[0], pt[0]), false
}

// ringOrientation returns +1 if the simple ring r runs counter-clockwise,
// -1 if clockwise, 0 if it is degenerate; exactly, from the turn at its
// lowest-leftmost vertex.
func ringOrientation(r orb.Ring) int {
	m := ringEdgeCount(r)
	if m < 2 {
		return 0
	}
	lo := 0
	for i := 1; i < m; i++ {
		if r[i][0] < r[lo][0] || (r[i][0] == r[lo][0] && r[i][1] < r[lo][1]) {
			lo = i
		}
	}
	v := r[lo]
	prev, next := v, v
	for k := 1; k < m && prev == v; k++ {
		prev = r[(lo-k+m)%m]
	}
	for k := 1; k < m && next == v; k++ {
		next = r[(lo+k)%m]
	}
	return Orient2D(prev, v, next)
}

// Validate reports the problems of p, joined with errors.Join, or nil if
// p is valid. Each error is prefixed "geom: " and names the ring (0 is the
// shell) and, where there is one, the point index, for example
// "geom: ring 1 point 4: NaN coordinate". It checks:
//
//   - the polygon has a shell, and no ring is empty;
//   - every coordinate is finite (the first NaN or ±Inf of a ring is
//     reported, with the number of further non-finite points);
//   - every ring is closed and has at least 3 distinct points;
//   - no ring intersects itself (edges that are not neighbours meet, a
//     vertex is visited twice, or neighbours overlap); a repeated
//     consecutive point is allowed;
//   - no hole crosses or overlaps the shell or another hole along an edge
//     (touching at single points is allowed, as in OGC), every hole lies
//     inside the shell, and no hole lies inside another.
//
// At most 20 problems are reported, the first in ring order, then
// "geom: and K more problems"; the topological checks run only if the
// rings' own problems fit in those 20.
//
// The topological checks are exact (they use only [Orient2D] and exact
// comparisons) and run as one plane sweep over the edges of every ring
// (Shamos–Hoey, with ring nesting read off the sweep): O(n log n) time
// and O(n) memory for n vertices. The sweep stops at the first pair of
// edges that meet where they must not, and reports that pair only, so an
// invalid polygon gets at most one intersection error however many edges
// cross. Rings with a non-finite coordinate or too few points skip the
// topological checks. Validate never panics.
func (p Polygon) Validate() error {
	if len(p) == 0 {
		return errors.New("geom: polygon has no rings")
	}
	var errs []error
	good := make([]bool, len(p))
	more := 0
	for ri, r := range p {
		if len(errs) >= maxPolygonErrors {
			// Only count: a flood of empty or non-finite rings costs no
			// message each.
			if len(r) == 0 || !finitePoint(r[0]) {
				more++
				continue
			}
			var scratch []error
			good[ri] = validateRing(&scratch, ri, r)
			more += len(scratch)
			continue
		}
		good[ri] = validateRing(&errs, ri, r)
	}
	if more == 0 {
		errs = append(errs, validateTopology(p, good)...)
	}
	if more > 0 {
		errs = append(errs, fmt.Errorf("geom: and %d more problems", more))
	}
	return errors.Join(errs...)
}

// maxPolygonErrors is how many problems Validate reports before it only
// counts them.
const maxPolygonErrors = 20

// validateRing checks one ring on its own and reports whether the sweep
// may use it.
func validateRing(errs *[]error, ri int, r orb.Ring) bool {
	if len(r) == 0 {
		*errs = append(*errs, fmt.Errorf("geom: ring %d: empty", ri))
		return false
	}
	if !ringFinite(errs, ri, r) {
		return false
	}
	if r[0] != r[len(r)-1] {
		*errs = append(*errs, fmt.Errorf("geom: ring %d point %d: not closed (last point differs from point 0)", ri, len(r)-1))
	}
	return ringVisitsOnce(errs, ri, r)
}

// ringFinite reports the first non-finite point of r, and how many more
// there are, and whether there were none.
func ringFinite(errs *[]error, ri int, r orb.Ring) bool {
	bad, first := 0, 0
	for pi, pt := range r {
		if !finitePoint(pt) {
			if bad == 0 {
				first = pi
			}
			bad++
		}
	}
	if bad == 0 {
		return true
	}
	pt := r[first]
	what := "infinite"
	if math.IsNaN(pt[0]) || math.IsNaN(pt[1]) {
		what = "NaN"
	}
	more := ""
	if bad > 1 {
		more = fmt.Sprintf(" (and %d more non-finite points)", bad-1)
	}
	*errs = append(*errs, fmt.Errorf("geom: ring %d point %d: %s coordinate%s", ri, first, what, more))
	return false
}

// ringVisitsOnce checks that r has at least 3 distinct points. (That it
// visits each once, apart from repeating it in place, is checked by the
// sweep, whose events at one point show a ring twice.)
func ringVisitsOnce(errs *[]error, ri int, r orb.Ring) bool {
	if distinct := distinctUpTo3(r); distinct < 3 {
		*errs = append(*errs, fmt.Errorf("geom: ring %d: fewer than 3 distinct points (%d)", ri, distinct))
		return false
	}
	return true
}

// distinctUpTo3 returns the number of distinct points of r, or 3 if there
// are more.
func distinctUpTo3(r orb.Ring) int {
	var seen [3]orb.Point
	n := 0
	for _, pt := range r {
		if n > 0 && pt == seen[0] || n > 1 && pt == seen[1] {
			continue
		}
		seen[n] = pt
		if n++; n == 3 {
			break
		}
	}
	return n
}
