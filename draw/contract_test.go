package draw_test

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Every method of a nil *Canvas returns an error naming the nil canvas,
// or does nothing (the setters) or returns its zero answer (Unit,
// Dropped, PointAt): none panics (issue 33's sweep found them all
// panicking).
func TestNilCanvas(t *testing.T) {
	var c *draw.Canvas
	d := geom.Disc{Center: orb.Point{1, 1}, R: 1}
	s := geom.Segment{B: orb.Point{1, 1}}
	for name, call := range map[string]func() error{
		"Arcs":          func() error { return c.Arcs(hex.DefaultArcs(), hex.Hex{}, hex.SideFacing(0), 1) },
		"Base":          func() error { return c.Base(d, "b", "") },
		"BaseArcs":      func() error { return c.BaseArcs(geom.DefaultArcs(), d, geom.Facing{}, 5) },
		"BaseCounter":   func() error { return c.BaseCounter(d, draw.Counter{}) },
		"Board":         func() error { return c.Board(nil) },
		"Counters":      func() error { return c.Counters(hex.Hex{}, []draw.Counter{{}}) },
		"Err":           func() error { return c.Err() },
		"Facing":        func() error { return c.Facing(hex.Hex{}, hex.SideFacing(0)) },
		"Footprint":     func() error { return c.Footprint(hex.Footprint{}, hex.Hex{}, hex.SideFacing(0), "") },
		"GroundReach":   func() error { return c.GroundReach(ground.Reach{}) },
		"Heat":          func() error { return c.Heat(draw.Heat{}) },
		"HexLine":       func() error { return c.HexLine([]hex.Hex{{}}) },
		"HexLineSteps":  func() error { return c.HexLineSteps(nil) },
		"HexMap":        func() error { return c.HexMap(nil) },
		"HexOutline":    func() error { return c.HexOutline(hex.Hex{}, "", true) },
		"HexPath":       func() error { return c.HexPath([]hex.Hex{{}}, nil) },
		"HexSight":      func() error { return c.HexSight(hex.Hex{}, hex.Hex{}, hexsight.Verdict{}) },
		"PathCost":      func() error { return c.PathCost(ground.PathCost{}) },
		"Polygon":       func() error { return c.Polygon(geom.Polygon{}, "", "") },
		"Reach":         func() error { return c.Reach(move.Tree{}) },
		"ReachRegions":  func() error { return c.ReachRegions(ground.ReachRegions{}, nil) },
		"Segment":       func() error { return c.Segment(s, "", "", false) },
		"SightLine":     func() error { return c.SightLine(s, nil, los.Verdict{}) },
		"Text":          func() error { return c.Text(orb.Point{}, "x") },
		"Label":         func() error { return c.Label(orb.Point{}, "x", "") },
		"Arrow":         func() error { return c.Arrow(s, "x", "") },
		"PathAllowance": func() error { return c.PathAllowance(ground.PathCost{}, 1) },
		"Witness":       func() error { return c.Witness(d, d, los.BaseResult{}, nil) },
		"WriteTo":       func() error { _, err := c.WriteTo(io.Discard); return err },
		"ZOC":           func() error { return c.ZOC(nil) },
	} {
		if err := call(); err == nil || !strings.Contains(err.Error(), "nil canvas") {
			t.Errorf("%s on a nil canvas: %v, want an error naming the nil canvas", name, err)
		}
	}
	c.SetTitle("t")
	c.Caption("c")
	c.SetUnit("m")
	c.Key("#000", "k")
	c.KeyArea("#000", "k")
	if c.Unit() != "" || c.Dropped() != 0 {
		t.Errorf("nil canvas: Unit %q, Dropped %d; want \"\" and 0", c.Unit(), c.Dropped())
	}
	if _, ok := c.PointAt(1, 1); ok {
		t.Error("nil canvas: PointAt answered")
	}
}

// WriteTo to a nil writer is an error, not a panic.
func TestWriteToNilWriter(t *testing.T) {
	c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 10)
	if _, err := c.WriteTo(nil); err == nil {
		t.Fatal("WriteTo(nil) gave no error")
	}
}

// Drawing a 2048 x 2048 map (issue 33: it built an 824 MB buffer before
// writing) stops at the canvas's cap, DefaultMaxBytes, with an error
// naming the cap and the option that raises it; the memory drawing takes
// is bounded by the cap, not by the map; WriteTo then refuses, and every
// later call says why.
func TestHugeMapCapped(t *testing.T) {
	if testing.Short() || raceEnabled {
		// It has no concurrency to check, and its memory figures are
		// the race detector's, not the drawing's.
		t.Skip("a 2048 x 2048 map takes a few seconds (and a minute under -race)")
	}
	labels := hex.StandardLabels
	labels.Separator = "."
	m, err := terrain.Limits{MaxHexes: terrain.MaxHexMapHexes}.NewHexMap(terrain.HexMapData{Cols: 2048, Rows: 2048,
		Labels: labels, Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	if err != nil {
		t.Fatal(err)
	}
	c := draw.NewHexMap(m, 10)
	total, live := allocated()
	err = c.HexMap(m)
	// What the drawing holds is its body, at most the cap in a buffer
	// grown by doubling, and its labels (at most 65,536); what it churns
	// through is a few kilobytes per hex drawn before the cap.
	total2, live2 := allocated()
	if grew := live2 - live; grew > 2*draw.DefaultMaxBytes+(16<<20) {
		t.Errorf("the drawing holds %d MB, want at most %d MB (twice the cap, and the labels)", grew>>20, (2*draw.DefaultMaxBytes+(16<<20))>>20)
	}
	if churn := total2 - total; churn > 16*draw.DefaultMaxBytes {
		t.Errorf("drawing the map allocated %d MB in all, want at most %d MB (16 x the cap)", churn>>20, 16*draw.DefaultMaxBytes>>20)
	}
	if err == nil || !strings.Contains(err.Error(), "Canvas.MaxBytes") || strings.Count(err.Error(), "\n") > 0 {
		t.Fatalf("HexMap of a 2048 x 2048 map: %v; want one error naming Canvas.MaxBytes", err)
	}
	if _, werr := c.WriteTo(io.Discard); !errors.Is(werr, err) && (werr == nil || werr.Error() != err.Error()) {
		t.Errorf("WriteTo after the cap: %v, want %v", werr, err)
	}
	if err := c.Text(orb.Point{}, "late"); err == nil {
		t.Error("a call after the cap gave no error")
	}
}

// The cap is the canvas's MaxBytes: a small cap stops a small map, a
// raised one draws it whole.
func TestMaxBytes(t *testing.T) {
	m := plainMap(t, 10, 8)
	small := draw.NewHexMap(m, 20)
	small.MaxBytes = 2000
	if err := small.HexMap(m); err == nil || !strings.Contains(err.Error(), "2000 bytes (Canvas.MaxBytes") {
		t.Errorf("a 2000-byte cap: %v", err)
	}
	whole := draw.NewHexMap(m, 20)
	whole.MaxBytes = 1 << 20
	if err := whole.HexMap(m); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := whole.WriteTo(&b); err != nil || strings.Count(b.String(), "<path") < 80 {
		t.Errorf("a raised cap: %v, %d paths for 80 hexes", err, strings.Count(b.String(), "<path"))
	}
}

// allocated returns the bytes allocated so far and those live after a
// collection.
func allocated() (total, live int) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int(ms.TotalAlloc), int(ms.HeapAlloc)
}
