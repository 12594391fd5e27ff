package draw_test

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// plainMap is a cols x rows map of clear hexes with standard labels.
func plainMap(t testing.TB, cols, rows int) *terrain.HexMap {
	t.Helper()
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: cols, Rows: rows, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// written returns the picture's bytes, failing the test if WriteTo fails.
func written(t testing.TB, c *draw.Canvas) []byte {
	t.Helper()
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestHostile draws what a hostile or careless caller asks for: each case
// must give an error or a bounded picture, and allocate at most a bound
// that depends on the canvas, not on the request.
func TestHostile(t *testing.T) {
	m := plainMap(t, 10, 8)
	from, _ := m.Parse("0504")
	for _, tc := range []hostileCase{
		// Issue 17: a radius of 2000 asked for 12M polygons; the arcs now
		// visit the canvas's 80 hexes.
		{"arcs of radius 2000", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 20)
			return c, c.Arcs(hex.DefaultArcs(), from, hex.SideFacing(0), 2000)
		}, false, 3000, 100_000},
		{"arcs of radius MaxInt", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 20)
			return c, c.Arcs(hex.DefaultArcs(), from, hex.SideFacing(0), math.MaxInt)
		}, false, 3000, 100_000},
		{"arcs of a negative radius", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 20)
			return c, c.Arcs(hex.DefaultArcs(), from, hex.SideFacing(0), -5)
		}, false, 500, 10_000},
		{"arcs from a far hex", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 20)
			return c, c.Arcs(hex.DefaultArcs(), hex.Hex{Q: 1 << 29, R: -(1 << 28)}, hex.SideFacing(2), 1<<30)
		}, false, 3000, 100_000},
		{"a window far off the map", func() (*draw.Canvas, error) {
			c := draw.NewHexWindow(m, hex.Offset{Col: 1 << 30, Row: 1 << 30}, hex.Offset{Col: math.MaxInt32, Row: math.MaxInt32}, 20)
			return c, c.Err()
		}, true, 200, 0},
		{"an inverted window", func() (*draw.Canvas, error) {
			c := draw.NewHexWindow(m, hex.Offset{Col: 5, Row: 5}, hex.Offset{Col: 1, Row: 1}, 20)
			return c, c.Err()
		}, true, 200, 0},
		{"nil map", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(nil, 20)
			return c, c.Err()
		}, true, 10, 0},
		{"a stack of 100,000 counters", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 30)
			stack := make([]draw.Counter, 100_000)
			for i := range stack {
				stack[i] = draw.Counter{Name: "x", Symbol: draw.Infantry, Values: "1-1-1"}
			}
			return c, c.Counters(from, stack)
		}, false, 500, 20_000},
		{"a counter off the window", func() (*draw.Canvas, error) {
			c := draw.NewHexMap(m, 30)
			return c, c.Counters(hex.Hex{Q: -50, R: 3}, []draw.Counter{{Name: "away"}})
		}, false, 200, 10_000},
		{"a base counter with a NaN heading", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			return c, c.BaseCounter(geom.Disc{Center: orb.Point{5, 5}, R: 1}, draw.Counter{Faced: true, Heading: math.NaN()})
		}, true, 200, 10_000},
		{"a base counter at infinity", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			return c, c.BaseCounter(geom.Disc{Center: orb.Point{math.Inf(1), 5}, R: 1}, draw.Counter{})
		}, true, 200, 10_000},
		{"a base far outside the window", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			return c, c.BaseCounter(geom.Disc{Center: orb.Point{1e300, -1e300}, R: 1e300}, draw.Counter{Name: "far"})
		}, false, 200, 10_000},
		// Drawn from corner to corner, as it crosses the canvas: where the
		// segment's float parameters cannot tell the canvas's ends apart
		// (1e300 against 10), geom's clip decides and places them with the
		// exact kernel, in math/big at these magnitudes (about 330
		// allocations, once); before, a dot was drawn at one corner.
		{"a segment from -1e300 to 1e300", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			return c, c.Segment(geom.Segment{A: orb.Point{-1e300, -1e300}, B: orb.Point{1e300, 1e300}}, "huge", "", false)
		}, false, 600, 10_000},
		{"100,000 labels on one point", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			for range 100_000 {
				if err := c.Text(orb.Point{5, 5}, "pile"); err != nil {
					return c, err
				}
			}
			return c, nil
		}, false, 400_000, 200_000},
		{"a one-megabyte caption word", func() (*draw.Canvas, error) {
			c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
			c.Caption(strings.Repeat("x", 1<<20))
			return c, nil
		}, false, 200_000, 8 << 20},
		{"a distribution with one huge weight", func() (*draw.Canvas, error) {
			d, err := combat.NewDist(0, 1, math.MaxInt64/4, 1)
			if err != nil {
				return draw.NewOutcomes(combat.Outcomes[int]{}, nil), err
			}
			c := draw.NewOutcomes(combat.MapDist(d, func(v int) int { return v }), nil)
			return c, c.Err()
		}, false, 1000, 20_000},
		{"an empty distribution", func() (*draw.Canvas, error) {
			c := draw.NewOutcomes(combat.Outcomes[string]{}, nil)
			return c, c.Err()
		}, true, 50, 0},
		{"a thousand outcomes", func() (*draw.Canvas, error) {
			w := make([]int64, 1000)
			for i := range w {
				w[i] = 1
			}
			d, err := combat.NewDist(0, w...)
			if err != nil {
				return draw.NewOutcomes(combat.Outcomes[int]{}, nil), err
			}
			c := draw.NewOutcomes(combat.MapDist(d, func(v int) int { return v }), nil)
			return c, c.Err()
		}, false, 20_000, 200_000},
		{"100,000 steps of long lines", func() (*draw.Canvas, error) {
			steps := make([]draw.Step, 100_000)
			long := strings.Repeat("word ", 2000)
			for i := range steps {
				steps[i] = draw.Step{Title: "s", Lines: []string{long}}
			}
			c := draw.NewSteps(steps)
			return c, c.Err()
		}, false, 1_000_000, 5 << 20},
		{"no steps", func() (*draw.Canvas, error) {
			c := draw.NewSteps(nil)
			return c, c.Err()
		}, true, 50, 0},
	} {
		t.Run(tc.name, func(t *testing.T) { runHostile(t, tc) })
	}
}

// hostileCase is one drawing a hostile caller asks for, with what it must
// give: an error or not, and bounds on allocations and picture size.
type hostileCase struct {
	name      string
	draw      func() (*draw.Canvas, error)
	wantErr   bool
	maxAllocs float64 // per run, drawing and writing
	maxBytes  int     // of the picture
}

func runHostile(t *testing.T, tc hostileCase) {
	var out []byte
	var derr error
	allocs := testing.AllocsPerRun(2, func() {
		c, err := tc.draw()
		derr = err
		var b bytes.Buffer
		if _, werr := c.WriteTo(&b); werr == nil {
			out = b.Bytes()
		} else {
			out = nil
		}
	})
	if (derr != nil) != tc.wantErr {
		t.Fatalf("error = %v, want error: %v", derr, tc.wantErr)
	}
	if derr != nil && !strings.HasPrefix(derr.Error(), "draw: ") {
		t.Errorf("error %q lacks the package prefix", derr)
	}
	t.Logf("%.0f allocations, %d bytes written", allocs, len(out))
	if allocs > tc.maxAllocs {
		t.Errorf("%.0f allocations, want at most %.0f", allocs, tc.maxAllocs)
	}
	if len(out) > tc.maxBytes {
		t.Errorf("picture of %d bytes, want at most %d", len(out), tc.maxBytes)
	}
	if out != nil {
		r, err := drawtest.Check(out)
		if err != nil {
			t.Fatal(err)
		}
		// Hostile input is checked for its layout: its texts and shapes
		// are the input's, crowded on purpose.
		if err := layoutOnly(r).Err(); err != nil {
			t.Errorf("picture check: %v", err)
		}
	}
}

// layoutOnly keeps a report's layout findings (overlaps, cut texts and
// shapes) and drops what a reader sees, for pictures checked for their
// layout alone.
func layoutOnly(r drawtest.Report) drawtest.Report {
	return drawtest.Report{Width: r.Width, Height: r.Height, Texts: r.Texts, Overlaps: r.Overlaps, TextsCut: r.TextsCut, ShapesCut: r.ShapesCut}
}
