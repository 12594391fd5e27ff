package heavygear

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// rect returns the rectangle [x0, x1] x [y0, y1].
func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// board builds a board of the sample types over [0, w] x [0, h].
func board(t testing.TB, w, h float64, fs ...terrain.Feature) *terrain.Board {
	t.Helper()
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{w, h}}, Unit: Unit, Types: Types(), Features: fs})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var gear = Model{Name: "Hunter", Size: 6, Mode: Walker, Detection: 2, Sensors: 0, EW: 2, Defence: 2}
