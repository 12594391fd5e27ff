package move_test

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// hostile runs f, which must not panic, and reports its error and the bytes
// it allocated.
//
//lint:ignore ST1008 err is f's own result, alloc a measurement of the call beside it
func hostile(t *testing.T, f func() error) (err error, alloc uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("panic: %v", r)
				t.Errorf("panicked: %v", r)
			}
		}()
		err = f()
	}()
	runtime.ReadMemStats(&after)
	return err, after.TotalAlloc - before.TotalAlloc
}

// Hostile input to the hex searches: each case gets an error prefixed
// "move: " (or the documented value), never a panic, in bounded memory.
func TestHexSearchHostile(t *testing.T) {
	small := move.Rect{Cols: 4, Rows: 4}
	ws, err := move.NewWorkspace(small)
	if err != nil {
		t.Fatal(err)
	}
	one := move.Uniform(1)
	nanCost := move.Uniform(math.NaN())
	negCost := move.Uniform(-1)
	in := hex.Hex{Q: 1, R: 1}
	cases := []struct {
		name    string
		wantErr bool
		f       func() error
	}{
		{"workspace over a huge rect", true, func() error {
			_, err := move.NewWorkspace(move.Rect{Cols: math.MaxInt32, Rows: math.MaxInt32})
			return err
		}},
		{"workspace over a negative rect", false, func() error { _, err := move.NewWorkspace(move.Rect{Cols: -5, Rows: 3}); return err }},
		{"workspace over a nil region", true, func() error { _, err := move.NewWorkspace(nil); return err }},
		{"reach with a nil cost", true, func() error { _, err := ws.Reach(in, nil, move.ReachOptions{Allowance: 3}); return err }},
		{"reach with a NaN allowance", true, func() error { _, err := ws.Reach(in, one, move.ReachOptions{Allowance: math.NaN()}); return err }},
		{"reach with a negative allowance", true, func() error { _, err := ws.Reach(in, one, move.ReachOptions{Allowance: -1}); return err }},
		{"reach with an infinite allowance", false, func() error { _, err := ws.Reach(in, one, move.ReachOptions{Allowance: math.Inf(1)}); return err }},
		{"reach over huge turns", true, func() error {
			_, err := ws.Reach(in, one, move.ReachOptions{Allowance: 1, Turns: math.MaxInt})
			return err
		}},
		{"reach from off the region", true, func() error { _, err := ws.Reach(hex.Hex{Q: 99}, one, move.ReachOptions{Allowance: 3}); return err }},
		{"reach from an invalid hex", true, func() error {
			_, err := ws.Reach(hex.Hex{Q: math.MinInt}, one, move.ReachOptions{Allowance: 3})
			return err
		}},
		{"reach with NaN step costs", true, func() error { _, err := ws.Reach(in, nanCost, move.ReachOptions{Allowance: 3}); return err }},
		{"reach with negative step costs", true, func() error { _, err := ws.Reach(in, negCost, move.ReachOptions{Allowance: 3}); return err }},
		{"dijkstra with a nil cost", true, func() error { _, err := ws.Dijkstra(in, nil); return err }},
		{"cheapest with a nil cost", true, func() error { _, err := ws.Cheapest(in, hex.Hex{}, nil, 1); return err }},
		{"cheapest with a NaN minimum step", true, func() error { _, err := ws.Cheapest(in, hex.Hex{}, one, math.NaN()); return err }},
		{"cheapest to off the region", true, func() error { _, err := ws.Cheapest(in, hex.Hex{Q: -40}, one, 1); return err }},
		{"cheapest with nil landmarks", true, func() error { _, err := ws.CheapestWith(in, hex.Hex{}, nil); return err }},
		{"landmarks with a huge count", true, func() error { _, err := move.NewLandmarks(small, one, math.MaxInt); return err }},
		{"landmarks with a nil cost", true, func() error { _, err := move.NewLandmarks(small, nil, 2); return err }},
		{"sum of nil parts", true, func() error { _, err := move.Sum(nil, nil); return err }},
		{"sum of no parts", true, func() error { _, err := move.Sum(); return err }},
		{"reach with a nil ZOCAnyOf part", true, func() error {
			_, err := ws.Reach(in, one, move.ReachOptions{Allowance: 2, ZOC: move.ZOCAnyOf(move.ZOC{}, nil)})
			return err
		}},
		{"reach with a model without Entry", true, func() error { _, err := ws.Reach(in, move.StepModel{}, move.ReachOptions{Allowance: 2}); return err }},
		{"reach with a nil model", true, func() error {
			_, err := ws.Reach(in, (*move.StepModel)(nil), move.ReachOptions{Allowance: 2})
			return err
		}},
		{"reach with nil steps", true, func() error { _, err := ws.Reach(in, nil, move.ReachOptions{Allowance: 2}); return err }},
		{"snake with a nil cost", true, func() error { _, err := move.Snake(nil, []hex.Hex{in}, []hex.Hex{{Q: 2, R: 1}}, nil); return err }},
		{"snake along a path that jumps", true, func() error {
			_, err := move.Snake(nil, []hex.Hex{in}, []hex.Hex{{Q: 3, R: 3}}, one)
			return err
		}},
		{"unit zones of a huge radius", true, func() error { _, err := move.NewUnitZones([]hex.Hex{in}, math.MaxInt, nil); return err }},
		{"unit zones of an invalid hex", true, func() error { _, err := move.NewUnitZones([]hex.Hex{{Q: math.MaxInt}}, 1, nil); return err }},
		{"formation wheel with a nil cost", true, func() error {
			f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Head: in}
			_, _, err := f.Wheel(in, 1, nil)
			return err
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err, alloc := hostile(t, c.f)
			if c.wantErr && err == nil {
				t.Fatal("no error")
			}
			if err != nil && !strings.HasPrefix(err.Error(), "move: ") && !strings.HasPrefix(err.Error(), "panic") {
				t.Errorf("error %q lacks the package prefix", err)
			}
			if alloc > 1<<20 {
				t.Errorf("allocated %d bytes", alloc)
			}
		})
	}
}
