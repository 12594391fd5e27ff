package ground_test

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Hostile input to movement on a continuous board.
func TestGroundHostile(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{10, 10}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("w", "wood", geom.Polygon{{{2, 2}, {4, 2}, {4, 4}, {2, 4}, {2, 2}}}),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	rate := func(ground.Mode, *terrain.Board, int) (ground.Rate, error) { return ground.Rate{PerUnit: 2}, nil }
	g, err := ground.New(b, rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	var tape ground.Tape
	cases := []struct {
		name string
		f    func() error
	}{
		{"nil board", func() error { _, err := ground.New(nil, rate, ground.Options{}); return err }},
		{"nil rate", func() error { _, err := ground.New(b, nil, ground.Options{}); return err }},
		{"NaN open rate", func() error { _, err := ground.New(b, rate, ground.Options{Open: math.NaN()}); return err }},
		{"infinite unit", func() error { _, err := ground.New(b, rate, ground.Options{Unit: math.Inf(1)}); return err }},
		{"NaN rate from the ruleset", func() error {
			_, err := ground.New(b, func(ground.Mode, *terrain.Board, int) (ground.Rate, error) {
				return ground.Rate{PerUnit: math.NaN()}, nil
			}, ground.Options{})
			return err
		}},
		{"path through NaN", func() error { _, err := g.Cost(&tape, orb.LineString{{1, 1}, {math.NaN(), 3}}); return err }},
		{"path through Inf", func() error { _, err := g.Cost(&tape, orb.LineString{{1, 1}, {math.Inf(1), 3}}); return err }},
		{"path off the board", func() error { _, err := g.Cost(&tape, orb.LineString{{1, 1}, {1e15, 3}}); return err }},
		{"empty path", func() error { _, err := g.Cost(&tape, nil); return err }},
		{"furthest with a NaN allowance", func() error { _, _, err := g.Furthest(&tape, orb.Point{1, 1}, orb.Point{1, 0}, math.NaN()); return err }},
		{"furthest along no direction", func() error { _, _, err := g.Furthest(&tape, orb.Point{1, 1}, orb.Point{0, 0}, 3); return err }},
		{"cheapest path with a zero spacing", func() error { _, _, err := g.CheapestPath(orb.Point{1, 1}, orb.Point{9, 9}, 0); return err }},
		{"cheapest path with a tiny spacing", func() error { _, _, err := g.CheapestPath(orb.Point{1, 1}, orb.Point{9, 9}, 1e-12); return err }},
		{"cheapest path from NaN", func() error { _, _, err := g.CheapestPath(orb.Point{math.NaN(), 1}, orb.Point{9, 9}, 1); return err }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err, alloc := hostile(t, c.f)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.HasPrefix(err.Error(), "ground: ") && !strings.HasPrefix(err.Error(), "panic") {
				t.Errorf("error %q lacks the package prefix", err)
			}
			if alloc > 4<<20 {
				t.Errorf("allocated %d bytes", alloc)
			}
		})
	}
}

// hostile runs f, turning a panic into an error, and returns the bytes
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
