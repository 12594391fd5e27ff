package scenes

import (
	_ "embed"
	"errors"
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

//go:embed scenarios/table.geojson
var tableGeoJSON []byte

// planeTour loads the bundled table and follows one sight line through it:
// which features it meets, how long it stays in each area (exactly clipped,
// holes included), where it crosses each line, and the range between two
// round bases measured edge to edge.
func planeTour(w io.Writer, pics Pictures) error {
	board, err := tableBoard()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Table %v x %v %s with %d features (bundled scenarios/table.geojson).\n",
		board.Extent().Max[0], board.Extent().Max[1], board.Unit(), board.Len())

	sight := geom.Segment{A: orb.Point{10, 40}, B: orb.Point{110, 40}}
	fmt.Fprintf(w, "Sight line from %v to %v (%g %s):\n", sight.A, sight.B, sight.Length(), board.Unit())
	var crossings []geom.PolylineCrossing
	for _, i := range board.AppendCandidates(nil, sight) {
		f := board.Feature(i)
		switch f.Shape {
		case terrain.Area:
			fmt.Fprintf(w, "  %-8s %-6s inside for %.6g %s\n", f.ID, f.Type, geom.IntersectionLength(sight, f.Polygon), board.Unit())
		case terrain.Line:
			crossings = geom.AppendPolylineCrossings(crossings[:0], sight, f.LineString)
			for _, c := range crossings {
				fmt.Fprintf(w, "  %-8s %-6s %v at %v (height %g)\n", f.ID, f.Type, c.Kind, c.P, f.Height)
			}
		}
	}

	a, b := tableBases()
	fmt.Fprintf(w, "Two bases %g apart edge to edge; within 7.25: %v, within 7: %v.\n",
		a.Distance(b), a.Within(b, 7.25), a.Within(b, 7))

	// The picture: the same sight line, read by an illustrative rule (the
	// visibility trait once per 5 m chunk inside an area and once per
	// hedge crossed) so that each crossing shows what it adds.
	rule, err := tableRule(board)
	if err != nil {
		return err
	}
	sg, err := los.NewTracer(board).Trace(sight, 0, 0)
	if err != nil {
		return err
	}
	v := los.Feed(sg, rule)
	c := draw.New(board.Extent(), 6)
	c.SetTitle("The bundled table and a sight line across it")
	c.Caption("Sight line (10 40) -> (110 40): orange stretches add visibility (1 per 5 m chunk of field, 2 of wood, 1 per hedge);")
	c.Caption("the crest is crossed once, which interrupts nothing. Bases A and B, on the left, are 7.25 m apart edge to edge.")
	if err := errors.Join(c.Board(board), c.SightLine(sg.Segment, sg.Crossings, v),
		c.Base(a, "A", c.Style.Observer), c.Base(b, "B", c.Style.Target)); err != nil {
		return err
	}
	return pics.Save(w, "table.svg", c)
}

// tableBoard is the bundled table, scenarios/table.geojson.
func tableBoard() (*terrain.Board, error) { return terrain.LoadBoard(tableGeoJSON) }

// tableBases are the two round bases the plane tour measures between.
func tableBases() (a, b geom.Disc) {
	return geom.Disc{Center: orb.Point{20, 40}, R: 0.5}, geom.Disc{Center: orb.Point{27.5, 44}, R: 0.75}
}

// tableRule is the tour's illustrative sight rule on a board: the
// visibility trait once per 5-unit chunk inside an area and once per
// line crossed, with no limit.
func tableRule(board *terrain.Board) (*los.ChunkSum, error) {
	vis, err := terrain.FeatureColumn(board, terrain.Number("visibility"))
	if err != nil {
		return nil, err
	}
	return &los.ChunkSum{Weight: vis.Lookup, Chunk: 5}, nil
}
