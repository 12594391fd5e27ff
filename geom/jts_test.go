package geom_test

import (
	"encoding/xml"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/encoding/wkt"
	"github.com/warkit/warkit/geom"
)

// jtsDir holds the JTS XML test vectors (with their licence). They live in
// the repository's testdata so that a plain "go test ./..." runs them; the
// flag points the tests at another copy, such as a newer JTS release.
var jtsDir = flag.String("jts", filepath.Join("testdata", "jts"), "directory of the JTS XML tests")

// jtsCase is one <case> of a JTS XML test file.
type jtsCase struct {
	File, Desc string
	AWKT, BWKT string
	A, B       orb.Geometry // nil if EMPTY or unparsable
	Ops        []jtsOp
}

// jtsOp is one <op> of a case; Expected is trimmed.
type jtsOp struct{ Name, Arg1, Arg2, Arg3, Expected string }

// loadJTS reads the JTS XML file rel (like "general/TestDistance.xml")
// under -jts. A missing file fails the test: the vectors ship with the
// repository, so a skip would hide a broken checkout.
func loadJTS(t testing.TB, rel string) []jtsCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(*jtsDir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatalf("loadJTS: %v", err)
	}
	var run struct {
		Cases []struct {
			Desc  string `xml:"desc"`
			A     string `xml:"a"`
			B     string `xml:"b"`
			Tests []struct {
				Op struct {
					Name     string `xml:"name,attr"`
					Arg1     string `xml:"arg1,attr"`
					Arg2     string `xml:"arg2,attr"`
					Arg3     string `xml:"arg3,attr"`
					Expected string `xml:",chardata"`
				} `xml:"op"`
			} `xml:"test"`
		} `xml:"case"`
	}
	if err := xml.Unmarshal(data, &run); err != nil {
		t.Fatalf("loadJTS %s: %v", rel, err)
	}
	parse := func(s string) orb.Geometry {
		s = strings.TrimSpace(s)
		if s == "" || strings.Contains(strings.ToUpper(s), "EMPTY") {
			return nil
		}
		g, err := wkt.Unmarshal(s)
		if err != nil {
			return nil
		}
		return g
	}
	var out []jtsCase
	for _, c := range run.Cases {
		jc := jtsCase{File: rel, Desc: strings.TrimSpace(c.Desc), AWKT: strings.TrimSpace(c.A), BWKT: strings.TrimSpace(c.B)}
		jc.A, jc.B = parse(c.A), parse(c.B)
		for _, tt := range c.Tests {
			o := tt.Op
			jc.Ops = append(jc.Ops, jtsOp{Name: o.Name, Arg1: o.Arg1, Arg2: o.Arg2, Arg3: o.Arg3, Expected: strings.TrimSpace(o.Expected)})
		}
		out = append(out, jc)
	}
	return out
}

// jtsArg returns the geometry an op argument names ("A" or "B").
func (c jtsCase) arg(name string) orb.Geometry {
	if strings.EqualFold(name, "B") {
		return c.B
	}
	return c.A
}

// jtsTally counts ran, passed and skipped ops with reasons.
type jtsTally struct {
	ran, passed, skipped int
	reasons              map[string]int
}

func (y *jtsTally) skip(reason string) {
	if y.reasons == nil {
		y.reasons = map[string]int{}
	}
	y.skipped++
	y.reasons[reason]++
}

func (y *jtsTally) log(t *testing.T, name string) {
	keys := make([]string, 0, len(y.reasons))
	for k := range y.reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var rs []string
	for _, k := range keys {
		rs = append(rs, fmt.Sprintf("%s: %d", k, y.reasons[k]))
	}
	t.Logf("jts_%s: ran %d, passed %d, skipped %d (%s)", name, y.ran, y.passed, y.skipped, strings.Join(rs, "; "))
}

// jtsShape is a geometry split by dimension: points, lines or areas.
type jtsShape struct {
	dim    int
	zeroLn bool // a zero-length line, taken as its point (dimension 0)
	points []orb.Point
	lines  []orb.LineString
	areas  []geom.Polygon
}

func jtsShapeOf(g orb.Geometry) (jtsShape, bool) {
	switch g := g.(type) {
	case orb.Point:
		return jtsShape{dim: 0, points: []orb.Point{g}}, true
	case orb.MultiPoint:
		return jtsShape{dim: 0, points: g}, true
	case orb.LineString:
		if jtsZeroLength(g) {
			return jtsShape{dim: 0, points: g[:1], zeroLn: true}, true // JTS: a zero-length line is its point
		}
		return jtsShape{dim: 1, lines: []orb.LineString{g}}, true
	case orb.MultiLineString:
		var pts []orb.Point
		for _, l := range g {
			if !jtsZeroLength(l) {
				return jtsShape{dim: 1, lines: g}, true
			}
			pts = append(pts, l[0])
		}
		if len(pts) == 0 {
			return jtsShape{}, false
		}
		return jtsShape{dim: 0, points: pts, zeroLn: true}, true // JTS: all zero-length lines are points
	case orb.Polygon:
		return jtsShape{dim: 2, areas: []geom.Polygon{geom.Polygon(g)}}, true
	case orb.MultiPolygon:
		s := jtsShape{dim: 2}
		for _, p := range g {
			s.areas = append(s.areas, geom.Polygon(p))
		}
		return s, true
	}
	return jtsShape{}, false
}

func jtsZeroLength(l orb.LineString) bool {
	for _, p := range l {
		if p != l[0] {
			return false
		}
	}
	return len(l) > 0
}

// jtsIM is a DE-9IM matrix: rows A's interior, boundary, exterior;
// columns B's; entries are dimensions, -1 for empty (F).
type jtsIM [3][3]int

func (m *jtsIM) set(i, j, d int) { m[i][j] = max(m[i][j], d) }

func jtsEmptyIM() jtsIM { return jtsIM{{-1, -1, -1}, {-1, -1, -1}, {-1, -1, 2}} }

// lineBoundary returns the mod-2 boundary points of lines.
func jtsLineBoundary(lines []orb.LineString) []orb.Point {
	count := map[orb.Point]int{}
	for _, l := range lines {
		if len(l) < 2 || l[0] == l[len(l)-1] {
			continue
		}
		count[l[0]]++
		count[l[len(l)-1]]++
	}
	var out []orb.Point
	for p, n := range count {
		if n%2 == 1 {
			out = append(out, p)
		}
	}
	return out
}

// jtsLocateLines returns 0 (interior), 1 (boundary) or 2 (exterior).
func jtsLocateLines(lines []orb.LineString, bnd []orb.Point, p orb.Point) int {
	if slices.Contains(bnd, p) {
		return 1
	}
	for _, l := range lines {
		for i := 0; i+1 < len(l); i++ {
			if (geom.Segment{A: l[i], B: l[i+1]}).Intersects(geom.Segment{A: p, B: p}) {
				return 0
			}
		}
	}
	return 2
}

// jtsLocateAreas returns 0 (interior), 1 (boundary) or 2 (exterior) in
// the union of the areas (which, valid, meet only at points).
func jtsLocateAreas(areas []geom.Polygon, p orb.Point) int {
	loc := 2
	for _, a := range areas {
		switch a.Locate(p) {
		case geom.Inside:
			return 0
		case geom.OnBoundary:
			loc = 1
		}
	}
	return loc
}

func jtsRelatePL(pts []orb.Point, lines []orb.LineString) jtsIM {
	m := jtsEmptyIM()
	bnd := jtsLineBoundary(lines)
	for _, p := range pts {
		m.set(0, jtsLocateLines(lines, bnd, p), 0)
	}
	m.set(2, 0, 1)
	for _, b := range bnd {
		if !slices.Contains(pts, b) {
			m.set(2, 1, 0)
		}
	}
	return m
}

func jtsRelatePA(pts []orb.Point, areas []geom.Polygon) jtsIM {
	m := jtsEmptyIM()
	for _, p := range pts {
		m.set(0, jtsLocateAreas(areas, p), 0)
	}
	m.set(2, 0, 2)
	m.set(2, 1, 1)
	return m
}

func jtsRelateLA(lines []orb.LineString, areas []geom.Polygon) jtsIM {
	m := jtsEmptyIM()
	bnd := jtsLineBoundary(lines)
	for _, p := range bnd {
		m.set(1, jtsLocateAreas(areas, p), 0)
	}
	var pieces []geom.Stretch
	var cover []geom.Interval
	for _, l := range lines {
		for i := 0; i+1 < len(l); i++ {
			s := geom.Segment{A: l[i], B: l[i+1]}
			if s.A == s.B {
				continue
			}
			cover = cover[:0]
			for _, a := range areas {
				pieces = a.AppendStretches(pieces[:0], s)
				for _, pc := range pieces {
					switch {
					case pc.T0 == pc.T1:
						// A contact point: in the line's interior unless it
						// is one of the line's boundary points.
						if !slices.Contains(bnd, s.At(pc.T0)) {
							m.set(0, 1, 0)
						}
					case pc.Loc == geom.Inside:
						m.set(0, 0, 1)
						cover = append(cover, geom.Interval{T0: pc.T0, T1: pc.T1})
					case pc.Loc == geom.OnBoundary:
						m.set(0, 1, 1)
						cover = append(cover, geom.Interval{T0: pc.T0, T1: pc.T1})
					}
				}
			}
			// Any part of s outside every area?
			sort.Slice(cover, func(i, j int) bool { return cover[i].T0 < cover[j].T0 })
			reach := 0.0
			for _, iv := range cover {
				if iv.T0 > reach {
					break
				}
				reach = max(reach, iv.T1)
			}
			if reach < 1 {
				m.set(0, 2, 1)
			}
		}
	}
	m.set(2, 0, 2)
	// The areas' boundary outside the lines: any ring edge not wholly
	// covered by collinear overlaps with line segments.
	for _, a := range areas {
		for _, r := range a {
			for i := 0; i+1 < len(r); i++ {
				e := geom.Segment{A: r[i], B: r[i+1]}
				if e.A == e.B {
					continue
				}
				var ivs []geom.Interval
				for _, l := range lines {
					for j := 0; j+1 < len(l); j++ {
						in := e.Intersect(geom.Segment{A: l[j], B: l[j+1]})
						if in.Kind == geom.Overlapping {
							ivs = append(ivs, geom.Interval{T0: in.TP, T1: in.TQ})
						}
					}
				}
				sort.Slice(ivs, func(i, j int) bool { return ivs[i].T0 < ivs[j].T0 })
				reach := 0.0
				for _, iv := range ivs {
					if iv.T0 > reach {
						break
					}
					reach = max(reach, iv.T1)
				}
				if reach < 1 {
					m.set(2, 1, 1)
				}
			}
		}
	}
	return m
}

// jtsRelate computes the DE-9IM of a and b, in either order; ok is false
// only for a dimension it does not know.
func jtsRelate(a, b jtsShape) (jtsIM, bool) {
	if a.dim > b.dim {
		m, ok := jtsRelate(b, a)
		var tr jtsIM
		for i := range 3 {
			for j := range 3 {
				tr[i][j] = m[j][i]
			}
		}
		return tr, ok
	}
	switch {
	case a.dim == 0 && b.dim == 0:
		m := jtsEmptyIM()
		for _, p := range a.points {
			if slices.Contains(b.points, p) {
				m.set(0, 0, 0)
			} else {
				m.set(0, 2, 0)
			}
		}
		for _, p := range b.points {
			if !slices.Contains(a.points, p) {
				m.set(2, 0, 0)
			}
		}
		return m, true
	case a.dim == 0 && b.dim == 1:
		return jtsRelatePL(a.points, b.lines), true
	case a.dim == 0 && b.dim == 2:
		return jtsRelatePA(a.points, b.areas), true
	case a.dim == 1 && b.dim == 1:
		return jtsRelateLL(a.lines, b.lines), true
	case a.dim == 1 && b.dim == 2:
		return jtsRelateLA(a.lines, b.areas), true
	case a.dim == 2 && b.dim == 2:
		return jtsRelateAA(a.areas, b.areas), true
	}
	return jtsIM{}, false
}

func (m jtsIM) matches(pattern string) bool {
	if len(pattern) != 9 {
		return false
	}
	for k, c := range pattern {
		d := m[k/3][k%3]
		switch c {
		case '*':
		case 'T', 't':
			if d < 0 {
				return false
			}
		case 'F', 'f':
			if d >= 0 {
				return false
			}
		default:
			if d != int(c-'0') {
				return false
			}
		}
	}
	return true
}

// jtsPredicate evaluates a named predicate from the matrix of a (of
// dimension da) and b (db).
func jtsPredicate(name string, m jtsIM, da, db int, arg3 string) (bool, bool) {
	meets := m[0][0] >= 0 || m[0][1] >= 0 || m[1][0] >= 0 || m[1][1] >= 0
	switch name {
	case "intersects":
		return meets, true
	case "disjoint":
		return !meets, true
	case "contains":
		return m[0][0] >= 0 && m[2][0] < 0 && m[2][1] < 0, true
	case "within":
		return m[0][0] >= 0 && m[0][2] < 0 && m[1][2] < 0, true
	case "covers":
		return meets && m[2][0] < 0 && m[2][1] < 0, true
	case "coveredBy":
		return meets && m[0][2] < 0 && m[1][2] < 0, true
	case "touches":
		return m[0][0] < 0 && meets, true
	case "crosses":
		switch {
		case da < db:
			return m[0][0] >= 0 && m[0][2] >= 0, true
		case da > db:
			return m[0][0] >= 0 && m[2][0] >= 0, true
		case da == 1:
			return m[0][0] == 0, true
		}
		return false, true // points with points, areas with areas
	case "overlaps":
		switch {
		case da != db:
			return false, true
		case da == 1:
			return m.matches("1*T***T**"), true
		}
		return m.matches("T*T***T**"), true
	case "equalsTopo":
		return da == db && m.matches("T*F**FFF*"), true
	case "relate":
		return m.matches(arg3), true
	}
	return false, false
}

func TestJTSRelate(t *testing.T) {
	files := []string{
		"validate/TestRelatePA.xml", "validate/TestRelatePL.xml",
		"validate/TestRelateLA.xml", "validate/TestRelateLL.xml",
		"general/TestRectanglePredicate.xml",
	}
	var y jtsTally
	for _, f := range files {
		for _, c := range loadJTS(t, f) {
			for _, op := range c.Ops {
				ga, gb := c.arg(op.Arg1), c.arg(op.Arg2)
				if ga == nil || gb == nil {
					y.skip("EMPTY or unparsable geometry")
					continue
				}
				sa, okA := jtsShapeOf(ga)
				sb, okB := jtsShapeOf(gb)
				if !okA || !okB {
					y.skip("geometry collection")
					continue
				}
				m, ok := jtsRelate(sa, sb)
				if !ok {
					y.skip(fmt.Sprintf("dimensions %d/%d not modelled", sa.dim, sb.dim))
					continue
				}
				got, ok := jtsPredicate(op.Name, m, sa.dim, sb.dim, op.Arg3)
				if op.Name == "equalsTopo" && sa.zeroLn != sb.zeroLn {
					got = false // JTS compares declared dimensions first
				}
				if !ok {
					y.skip("op " + op.Name)
					continue
				}
				y.ran++
				if want := strings.EqualFold(op.Expected, "true"); got == want {
					y.passed++
				} else {
					t.Errorf("%s %q: %s(%s, %s %s) = %v, want %v; matrix %v", f, c.Desc, op.Name, op.Arg1, op.Arg2, op.Arg3, got, want, m)
				}
			}
		}
	}
	y.log(t, "relate")
}

// jtsLength returns the total length of the linear parts of g.
func jtsLength(g orb.Geometry) float64 {
	seg := func(l orb.LineString) float64 {
		sum := 0.0
		for i := 0; i+1 < len(l); i++ {
			sum += (geom.Segment{A: l[i], B: l[i+1]}).Length()
		}
		return sum
	}
	switch g := g.(type) {
	case orb.LineString:
		return seg(g)
	case orb.MultiLineString:
		sum := 0.0
		for _, l := range g {
			sum += seg(l)
		}
		return sum
	case orb.Collection:
		sum := 0.0
		for _, h := range g {
			sum += jtsLength(h)
		}
		return sum
	}
	return 0
}

// jtsLineAreaLengths returns the length of the lines inside the areas,
// first in the closed model (boundary runs included, as JTS's overlay
// does) and then by IntersectionLength's intervals (boundary runs only
// with the interior above or west). Like JTS's overlay, it dissolves the
// lines first: a part of a segment that overlaps an earlier segment of the
// lines is counted once.
func jtsLineAreaLengths(lines []orb.LineString, areas []geom.Polygon) (closed, ruled float64) {
	var segs []geom.Segment
	for _, l := range lines {
		for i := 0; i+1 < len(l); i++ {
			if l[i] != l[i+1] {
				segs = append(segs, geom.Segment{A: l[i], B: l[i+1]})
			}
		}
	}
	// overlapLen returns the length of [t0,t1] outside the earlier cover.
	for i, s := range segs {
		var cover []geom.Interval
		for _, o := range segs[:i] {
			if in := s.Intersect(o); in.Kind == geom.Overlapping {
				cover = append(cover, geom.Interval{T0: in.TP, T1: in.TQ})
			}
		}
		fresh := func(t0, t1 float64) float64 { // measure of [t0,t1] minus cover
			m := t1 - t0
			var cut []geom.Interval
			for _, c := range cover {
				if lo, hi := max(t0, c.T0), min(t1, c.T1); hi > lo {
					cut = append(cut, geom.Interval{T0: lo, T1: hi})
				}
			}
			sort.Slice(cut, func(i, j int) bool { return cut[i].T0 < cut[j].T0 })
			reach := t0
			for _, c := range cut {
				lo := max(c.T0, reach)
				if c.T1 > lo {
					m -= c.T1 - lo
					reach = c.T1
				}
			}
			return m
		}
		n := s.Length()
		for _, a := range areas {
			for _, pc := range a.AppendStretches(nil, s) {
				if pc.Loc != geom.Outside {
					closed += fresh(pc.T0, pc.T1) * n
				}
			}
			for _, iv := range a.AppendIntervals(nil, s) {
				ruled += fresh(iv.T0, iv.T1) * n
			}
		}
	}
	return closed, ruled
}

func TestJTSIntersectionLength(t *testing.T) {
	var y jtsTally
	ruleDiffers := 0
	for _, f := range []string{"general/TestOverlayLA.xml", "general/TestNGOverlayL.xml"} {
		for _, c := range loadJTS(t, f) {
			for _, op := range c.Ops {
				if op.Name != "intersection" && op.Name != "intersectionNG" {
					y.skip("op " + op.Name)
					continue
				}
				ga, gb := c.arg(op.Arg1), c.arg(op.Arg2)
				if ga == nil || gb == nil {
					y.skip("EMPTY geometry")
					continue
				}
				sa, okA := jtsShapeOf(ga)
				sb, okB := jtsShapeOf(gb)
				if okA && okB && sa.dim == 2 && sb.dim == 1 {
					sa, sb = sb, sa
				}
				if !okA || !okB || sa.dim != 1 || sb.dim != 2 {
					y.skip("not a line with an area")
					continue
				}
				var want float64
				if !strings.Contains(strings.ToUpper(op.Expected), "EMPTY") {
					eg, err := wkt.Unmarshal(op.Expected)
					if err != nil {
						y.skip("unparsable expected geometry")
						continue
					}
					want = jtsLength(eg)
				}
				closed, ruled := jtsLineAreaLengths(sa.lines, sb.areas)
				y.ran++
				if math.Abs(closed-want) <= 1e-9*max(1, want) {
					y.passed++
				} else {
					t.Errorf("%s %q: closed-model length inside = %v, JTS intersection length %v", f, c.Desc, closed, want)
				}
				if math.Abs(ruled-want) > 1e-9*max(1, want) {
					ruleDiffers++
				}
			}
		}
	}
	t.Logf("jts_intersection_length: IntersectionLength (with its tiling rule for runs along edges) differs from the closed-model length in %d of %d cases; those lines run along edges with the interior below or to the east", ruleDiffers, y.ran)
	y.log(t, "intersection_length")
}
