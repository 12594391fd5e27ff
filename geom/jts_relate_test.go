package geom_test

import (
	"testing"

	"slices"
	"sort"

	"github.com/paulmach/orb/encoding/wkt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// This file computes the DE-9IM of line/line and area/area pairs for the
// JTS relate run (jts_test.go), with geom's exact predicates only: every
// decision is an Orient2D sign, a Segment.Intersect classification, an
// AppendPolylineCrossings contact or an exact coordinate comparison. The
// one rounded quantity is a parameter along a segment, used only to order
// and merge pieces of that segment.

// jtsSegments returns the segments of positive length of lines.
func jtsSegments(lines []orb.LineString) []geom.Segment {
	var out []geom.Segment
	for _, l := range lines {
		for i := 0; i+1 < len(l); i++ {
			if l[i] != l[i+1] {
				out = append(out, geom.Segment{A: l[i], B: l[i+1]})
			}
		}
	}
	return out
}

// jtsOnSegments reports exactly whether p lies on one of segs.
func jtsOnSegments(segs []geom.Segment, p orb.Point) bool {
	for _, s := range segs {
		if s.Intersects(geom.Segment{A: p, B: p}) {
			return true
		}
	}
	return false
}

// jtsCovered reports whether segs cover all of s, exactly: the runs of
// segs along s (collinear overlaps, whose ends are input points on the line
// of s) are merged by exact coordinates along the axis s extends along.
func jtsCovered(s geom.Segment, segs []geom.Segment) bool {
	k := 0
	if max(s.A[1], s.B[1])-min(s.A[1], s.B[1]) > max(s.A[0], s.B[0])-min(s.A[0], s.B[0]) {
		k = 1
	}
	sign := 1.0
	if s.B[k] < s.A[k] {
		sign = -1
	}
	type run struct{ lo, hi float64 }
	var runs []run
	for _, o := range segs {
		if in := s.Intersect(o); in.Kind == geom.Overlapping {
			lo, hi := sign*in.P[k], sign*in.Q[k]
			runs = append(runs, run{min(lo, hi), max(lo, hi)})
		}
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i].lo < runs[j].lo })
	reach, end := sign*s.A[k], sign*s.B[k]
	for _, r := range runs {
		if r.lo > reach {
			return false
		}
		reach = max(reach, r.hi)
	}
	return reach >= end
}

// jtsRelateLL returns the DE-9IM of two sets of lines, each of positive
// length, with the mod-2 boundary rule (closed lines have no boundary).
func jtsRelateLL(a, b []orb.LineString) jtsIM {
	m := jtsEmptyIM()
	sa, sb := jtsSegments(a), jtsSegments(b)
	ba, bb := jtsLineBoundary(a), jtsLineBoundary(b)
	// Boundary points: finitely many, each located exactly in the other.
	for _, v := range ba {
		switch {
		case slices.Contains(bb, v):
			m.set(1, 1, 0)
		case jtsOnSegments(sb, v):
			m.set(1, 0, 0)
		default:
			m.set(1, 2, 0)
		}
	}
	for _, w := range bb {
		switch {
		case slices.Contains(ba, w):
			m.set(1, 1, 0)
		case jtsOnSegments(sa, w):
			m.set(0, 1, 0)
		default:
			m.set(2, 1, 0)
		}
	}
	// Interiors: a common run has dimension 1; a common point that is a
	// boundary point of neither is an interior point of both.
	for _, s := range sa {
		for _, o := range sb {
			in := s.Intersect(o)
			switch in.Kind {
			case geom.Overlapping:
				m.set(0, 0, 1)
			case geom.Touching:
				if !slices.Contains(ba, in.P) && !slices.Contains(bb, in.P) {
					m.set(0, 0, 0)
				}
			case geom.Crossing:
				// The (rounded) point is no input point, but a boundary
				// point can still sit exactly on both segments.
				atBoundary := false
				for _, v := range slices.Concat(ba, bb) {
					if jtsOnSegments([]geom.Segment{s}, v) && jtsOnSegments([]geom.Segment{o}, v) {
						atBoundary = true
					}
				}
				if !atBoundary {
					m.set(0, 0, 0)
				}
			}
		}
	}
	// A part of one line off the other is a part of positive length.
	for _, s := range sa {
		if !jtsCovered(s, sb) {
			m.set(0, 2, 1)
			break
		}
	}
	for _, o := range sb {
		if !jtsCovered(o, sa) {
			m.set(2, 0, 1)
			break
		}
	}
	return m
}

// jtsEdge is an edge of a ring of an area with the side of the ring's
// polygon that its interior lies on.
type jtsEdge struct {
	s    geom.Segment
	left bool // the polygon's interior lies to the left of s.A->s.B
}

// jtsRingOrientation returns +1 for a counter-clockwise simple ring, -1
// for a clockwise one, exactly: the turn at its lowest-leftmost vertex.
func jtsRingOrientation(r orb.Ring) int {
	n := len(r)
	if n > 1 && r[0] == r[n-1] {
		n--
	}
	if n < 3 {
		return 0
	}
	lo := 0
	for i := 1; i < n; i++ {
		if r[i][0] < r[lo][0] || (r[i][0] == r[lo][0] && r[i][1] < r[lo][1]) {
			lo = i
		}
	}
	v := r[lo]
	prev, next := v, v
	for k := 1; k < n && prev == v; k++ {
		prev = r[(lo-k+n)%n]
	}
	for k := 1; k < n && next == v; k++ {
		next = r[(lo+k)%n]
	}
	return geom.Orient2D(prev, v, next)
}

// jtsAreaEdges returns the edges of positive length of one polygon.
func jtsAreaEdges(p geom.Polygon) []jtsEdge {
	var out []jtsEdge
	for ri, r := range p {
		ccw := jtsRingOrientation(r) > 0
		left := ccw == (ri == 0) // shells counter-clockwise, holes clockwise
		for i := range r {
			j := i + 1
			if j == len(r) {
				j = 0 // the closing edge: zero length if the ring is closed
			}
			if r[i] != r[j] {
				out = append(out, jtsEdge{geom.Segment{A: r[i], B: r[j]}, left})
			}
		}
	}
	return out
}

// jtsRelateAA returns the DE-9IM of two sets of areas, each valid, the
// members of each meeting at most at points.
func jtsRelateAA(a, b []geom.Polygon) jtsIM {
	m := jtsEmptyIM()
	jtsScanBoundary(&m, a, b, false)
	jtsScanBoundary(&m, b, a, true)
	return m
}

// jtsScanBoundary records in m what the boundary of xs meets in ys, and
// the locations on both sides of each part of it: every bounded face of
// the arrangement of the two boundaries borders some such part, so this
// finds every entry (the unbounded face is exterior to both, and
// exterior/exterior is always 2). With tr, rows are ys and columns xs.
func jtsScanBoundary(m *jtsIM, xs, ys []geom.Polygon, tr bool) {
	const in, bd, ex = 0, 1, 2
	set := func(i, j, d int) {
		if tr {
			i, j = j, i
		}
		m.set(i, j, d)
	}
	// sides records the faces on the two sides of a part of an edge of x
	// with x's interior on the left if xLeft, and y's location yl and yr
	// on its left and right.
	sides := func(xLeft bool, yl, yr int) {
		if xLeft {
			set(in, yl, 2)
			set(ex, yr, 2)
		} else {
			set(ex, yl, 2)
			set(in, yr, 2)
		}
	}
	var yEdges [][]jtsEdge
	for _, y := range ys {
		yEdges = append(yEdges, jtsAreaEdges(y))
	}
	var pieces []geom.Stretch
	for _, x := range xs {
		for _, e := range jtsAreaEdges(x) {
			var cover []geom.Interval
			for yi, y := range ys {
				pieces = y.AppendStretches(pieces[:0], e.s)
				for _, pc := range pieces {
					switch {
					case pc.T0 == pc.T1:
						set(bd, bd, 0) // a contact point of the boundaries
					case pc.Loc == geom.Inside:
						set(bd, in, 1)
						sides(e.left, in, in)
						cover = append(cover, geom.Interval{T0: pc.T0, T1: pc.T1})
					case pc.Loc == geom.OnBoundary:
						cover = append(cover, geom.Interval{T0: pc.T0, T1: pc.T1})
					}
				}
				// Runs along y's edges: the side of y's interior comes from
				// the edge's own side and whether it runs with e or against.
				for _, f := range yEdges[yi] {
					r := e.s.Intersect(f.s)
					if r.Kind != geom.Overlapping {
						continue
					}
					set(bd, bd, 1)
					// Does f run the same way as e? Exact: the signs of
					// their extents along an axis e is not level in.
					k := 0
					if e.s.A[0] == e.s.B[0] {
						k = 1
					}
					same := (e.s.B[k] > e.s.A[k]) == (f.s.B[k] > f.s.A[k])
					yLeft := f.left == same
					if yLeft {
						sides(e.left, in, ex)
					} else {
						sides(e.left, ex, in)
					}
				}
			}
			// Any part of e outside every member of ys?
			sort.Slice(cover, func(i, j int) bool { return cover[i].T0 < cover[j].T0 })
			reach := 0.0
			for _, iv := range cover {
				if iv.T0 > reach {
					break
				}
				reach = max(reach, iv.T1)
			}
			if reach < 1 {
				set(bd, ex, 1)
				sides(e.left, ex, ex)
			}
		}
	}
}

// TestJTSRelateMatrices checks the harness's own DE-9IM code on named
// cases whose matrices follow from the definitions, for the area/area
// cases the JTS files only probe through predicates and for line/line
// corners the files lack. It needs no -jts flag.
func TestJTSRelateMatrices(t *testing.T) {
	cases := []struct{ name, a, b, want string }{
		{"areas sharing an edge", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((10 0,20 0,20 10,10 10,10 0))", "FF2F11212"},
		{"equal areas, opposite rings", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((0 0,0 10,10 10,10 0,0 0))", "2FFF1FFF2"},
		{"overlapping areas", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((5 5,15 5,15 15,5 15,5 5))", "212101212"},
		{"area inside area", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((2 2,8 2,8 8,2 8,2 2))", "212FF1FF2"},
		{"areas touching at a corner", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((10 10,20 10,20 20,10 20,10 10))", "FF2F01212"},
		{"disjoint areas", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((20 0,30 0,30 10,20 10,20 0))", "FF2FF1212"},
		{"area filling a hole", "POLYGON((0 0,10 0,10 10,0 10,0 0),(3 3,3 7,7 7,7 3,3 3))", "POLYGON((3 3,7 3,7 7,3 7,3 3))", "FF2F112F2"},
		{"area inside a hole", "POLYGON((0 0,10 0,10 10,0 10,0 0),(3 3,3 7,7 7,7 3,3 3))", "POLYGON((4 4,6 4,6 6,4 6,4 4))", "FF2FF1212"},
		{"half an area", "POLYGON((0 0,10 0,10 10,0 10,0 0))", "POLYGON((0 0,5 0,5 10,0 10,0 0))", "212F11FF2"},
		{"areas in two parts", "MULTIPOLYGON(((0 0,4 0,4 4,0 4,0 0)),((4 4,8 4,8 8,4 8,4 4)))", "POLYGON((0 0,8 0,8 8,0 8,0 0))", "2FF11F212"},
		{"crossing at a boundary point", "MULTILINESTRING((0 0,10 10),(5 5,5 0))", "LINESTRING(0 10,10 0)", "FF10F0102"},
		{"closed line along a line", "LINESTRING(0 0,10 0,10 10,0 0)", "LINESTRING(0 0,10 0)", "101FFFFF2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ga, err := wkt.Unmarshal(tc.a)
			if err != nil {
				t.Fatal(err)
			}
			gb, err := wkt.Unmarshal(tc.b)
			if err != nil {
				t.Fatal(err)
			}
			sa, _ := jtsShapeOf(ga)
			sb, _ := jtsShapeOf(gb)
			m, ok := jtsRelate(sa, sb)
			if !ok || !m.matches(tc.want) {
				t.Errorf("matrix %v, want %s", m, tc.want)
			}
			// The transpose, from the other order.
			tm, _ := jtsRelate(sb, sa)
			for i := range 3 {
				for j := range 3 {
					if tm[i][j] != m[j][i] {
						t.Errorf("relate(b, a) = %v is not the transpose of %v", tm, m)
					}
				}
			}
		})
	}
}

// TestJTSPolylineCrossings cross-checks AppendPolylineCrossings against
// Segment.Intersect on the lines of the JTS line/line file: each segment
// of one geometry meets each line of the other in some contact exactly
// when it meets one of its segments, and runs along it (an Along contact)
// exactly when it overlaps one of them.
func TestJTSPolylineCrossings(t *testing.T) {
	var y jtsTally
	for _, c := range loadJTS(t, "validate/TestRelateLL.xml") {
		for _, pair := range [][2]orb.Geometry{{c.A, c.B}, {c.B, c.A}} {
			sa, okA := jtsShapeOf(pair[0])
			sb, okB := jtsShapeOf(pair[1])
			if pair[0] == nil || pair[1] == nil || !okA || !okB || sa.dim != 1 || sb.dim != 1 {
				y.skip("not line/line")
				continue
			}
			for _, s := range jtsSegments(sa.lines) {
				for _, l := range sb.lines {
					meets, along := false, false
					for _, o := range jtsSegments([]orb.LineString{l}) {
						switch s.Intersect(o).Kind {
						case geom.Overlapping:
							along = true
							meets = true
						case geom.Touching, geom.Crossing:
							meets = true
						}
					}
					cs := geom.AppendPolylineCrossings(nil, s, l)
					gotAlong := slices.ContainsFunc(cs, func(c geom.PolylineCrossing) bool { return c.Kind == geom.Along })
					y.ran++
					if (len(cs) > 0) == meets && gotAlong == along {
						y.passed++
					} else {
						t.Errorf("%q: segment %v, line %v: contacts %+v, but Intersect says meets %v, along %v", c.Desc, s, l, cs, meets, along)
					}
				}
			}
		}
	}
	y.log(t, "polyline_crossings")
}
