package draw_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// A table 20 x 10 with one wood, and a sight line through it judged by a
// rule that adds the wood's visibility per 5 m chunk: the picture shows
// the stretch inside the wood coloured by what it added.
func Example() {
	vis := terrain.Number("visibility")
	board, err := terrain.NewBoard(terrain.BoardData{
		Extent:   orb.Bound{Max: orb.Point{20, 10}},
		Unit:     "m",
		Types:    []terrain.Type{terrain.NewType("wood", vis.Is(2))},
		Features: []terrain.Feature{terrain.NewArea("wood-1", "wood", geom.Polygon{orb.Ring{{8, 2}, {12, 2}, {12, 8}, {8, 8}, {8, 2}}})},
	})
	if err != nil {
		panic(err)
	}
	col, _ := terrain.FeatureColumn(board, vis)
	sight, _ := los.NewTracer(board).Trace(geom.Segment{A: orb.Point{1, 5}, B: orb.Point{19, 5}}, 0, 0)
	verdict := los.Feed(sight, &los.ChunkSum{Weight: col.Lookup, Chunk: 5})

	c := draw.New(board.Extent(), 10) // 10 pixels per metre, north up
	c.Board(board)
	c.SightLine(sight.Segment, sight.Crossings, verdict)
	var out bytes.Buffer
	c.WriteTo(&out)
	for i, l := range strings.Split(out.String(), "\n") {
		if i < 3 || strings.Contains(l, "wood-1: ") || strings.Contains(l, "score") {
			fmt.Println(l)
		}
	}
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <svg xmlns="http://www.w3.org/2000/svg" width="224" height="229.6" viewBox="0 0 224 229.6" font-family="sans-serif" font-size="11">
	// <rect x="0" y="0" width="224" height="229.6" fill="#ffffff"/>
	// <line x1="92" y1="62" x2="132" y2="62" fill="none" stroke="#e67e22" stroke-width="6" stroke-linecap="butt" stroke-opacity="0.85"><title>wood-1: adds 2 (7..11, length 4 m)</title></line>
	// <text x="97.53" y="104.26" text-anchor="middle" fill="#1e7b34" font-weight="bold">seen, score 2</text>
}
