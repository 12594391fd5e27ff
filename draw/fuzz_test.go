package draw_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
)

// checkPicture writes c and checks the picture: well-formed, and, by the
// estimate draw places labels with, no two texts overlapping and nothing
// cut by an edge. An invalid canvas must refuse to write.
func checkPicture(t *testing.T, c *draw.Canvas) {
	t.Helper()
	var b bytes.Buffer
	_, err := c.WriteTo(&b)
	if c.Err() != nil {
		if err == nil {
			t.Fatal("an invalid canvas wrote a picture")
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := wellFormed(b.Bytes()); err != nil {
		t.Fatalf("not well-formed: %v", err)
	}
	r, err := drawtest.Check(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Overlaps) > 0 || len(r.TextsCut) > 0 {
		t.Fatalf("labels: %v", r.Err())
	}
}

// FuzzTable draws bases, counters, segments, texts and a witness on a
// table canvas of any bounds and scale: no panic, an error or a clean
// picture.
func FuzzTable(f *testing.F) {
	f.Add(0.0, 0.0, 10.0, 10.0, 20.0, 5.0, 5.0, 1.0, 2.0, 8.0, "A", "4-4-6", 30.0)
	f.Add(-1e300, 0.0, 1e300, 1.0, 1e-300, 0.0, 0.0, -1.0, 0.0, 0.0, "", "", 0.0)
	f.Add(0.0, 0.0, 1.0, 1.0, 1e6, 0.5, 0.5, 0.5, 0.2, 0.9, "\xff\x00<&>", strings.Repeat("w ", 50), 1e308)
	f.Fuzz(func(t *testing.T, x0, y0, x1, y1, scale, px, py, r, qx, qy float64, name, values string, heading float64) {
		c := draw.New(orb.Bound{Min: orb.Point{x0, y0}, Max: orb.Point{x1, y1}}, scale)
		c.Caption(name + " " + values)
		c.Key("#123456", name)
		d := geom.Disc{Center: orb.Point{px, py}, R: r}
		_ = c.BaseCounter(d, draw.Counter{Name: name, Values: values, Symbol: draw.Symbol(len(name) % 8), Faced: true, Heading: heading, Selected: len(values)%2 == 0})
		_ = c.Base(geom.Disc{Center: orb.Point{qx, qy}, R: r / 2}, name, "")
		_ = c.Segment(geom.Segment{A: orb.Point{px, py}, B: orb.Point{qx, qy}}, values, "", true)
		_ = c.Text(orb.Point{qx, py}, name)
		_ = c.Polygon(geom.Polygon{orb.Ring{{px, py}, {qx, py}, {qx, qy}, {px, py}}}, name, "")
		_ = c.Witness(d, geom.Disc{Center: orb.Point{qx, qy}, R: r}, los.BaseResult{Seen: r > 1, Witness: geom.Segment{A: d.Center, B: orb.Point{qx, qy}}}, nil)
		checkPicture(t, c)
	})
}

// FuzzHexWindow draws a window of a small map with arcs, counters, a
// zone, a path and a line from any hexes, at any scale.
func FuzzHexWindow(f *testing.F) {
	f.Add(0, 0, 9, 7, 26.0, 4, 3, 2000, 1, 7, 2, "7e Dr.")
	f.Add(-5, -5, 100, 100, 1e-9, 1<<29, -(1 << 29), -1, 99, 3, 1000, "")
	f.Add(3, 3, 3, 3, 1e6, 3, 3, 1, 0, 0, 0, "x")
	f.Fuzz(func(t *testing.T, c0, r0, c1, r1 int, scale float64, q, r, radius, facing, stack, pathLen int, name string) {
		m := plainMap(t, 10, 8)
		c := draw.NewHexWindow(m, hex.Offset{Col: c0, Row: r0}, hex.Offset{Col: c1, Row: r1}, scale)
		h := hex.Hex{Q: q % (1 << 30), R: r % (1 << 30)}
		fc := hex.SideFacing(hex.Direction(uint(facing) % 6))
		if facing < 0 {
			fc = hex.VertexFacing(hex.Direction(uint(-(facing % 6)) % 6))
		}
		_ = c.HexMap(m)
		_ = c.Arcs(hex.DefaultArcs(), h, fc, radius)
		_ = c.ZOC(hex.Range(h, 1))
		ks := make([]draw.Counter, min(max(stack, 0), 50))
		for i := range ks {
			ks[i] = draw.Counter{Name: name, Symbol: draw.Symbol(i % 7), Values: "1-2-3", Faced: i == 0, Facing: fc}
		}
		_ = c.Counters(h, ks)
		path := []hex.Hex{h}
		for range min(max(pathLen, 0), 30) {
			path = append(path, path[len(path)-1].Neighbor(hex.Direction(uint(facing)%6)))
		}
		_ = c.HexPath(path, []string{name})
		_ = c.HexLine(path)
		_ = c.Facing(h, fc)
		checkPicture(t, c)
	})
}

// FuzzOutcomes draws the distribution of any weights and a sequence of
// any steps.
func FuzzOutcomes(f *testing.F) {
	f.Add(int64(1), int64(2), int64(3), "0/1", "a step with odds", 3)
	f.Add(int64(1<<62), int64(0), int64(1), "", "", 0)
	f.Fuzz(func(t *testing.T, a, b, c int64, name, line string, n int) {
		d, err := combat.NewDist(0, a, b, c)
		if err == nil {
			pic := draw.NewOutcomes(combat.MapDist(d, func(v int) string { return name + string(rune('a'+v)) }), nil)
			checkPicture(t, pic)
		}
		steps := make([]draw.Step, min(max(n, 0), 20))
		for i := range steps {
			steps[i] = draw.Step{Title: name, Odds: line, Lines: []string{line, name},
				Chances: []draw.Chance{{Name: name, P: float64(i) / 3}, {Name: line, P: -1, Happened: true}}}
		}
		checkPicture(t, draw.NewSteps(steps))
	})
}
