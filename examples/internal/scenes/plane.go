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
	c.Caption("Sight line (10 40) -> (110 40): orange stretches add visibility (1 per 5 m chunk of field, 2 of wood, 1 per hedge); the clearing inside wood-1 is open ground and adds nothing;")
	c.Caption(fmt.Sprintf("the crest is crossed once, which interrupts nothing. Bases A and B, lower left and off the sight line, are %g m apart edge to edge (the gap drawn between them).", a.Distance(b)))
	if err := errors.Join(c.Board(board), c.SightLine(sg.Segment, sg.Crossings, v)); err != nil {
		return err
	}
	// Board keys the open table (which the clearing, a hole in wood-1,
	// shows) and SightLine its line and ends; the two bases and the gap
	// between them are this scene's own.
	// The bases are grey: they are not the sight line's observer and
	// target, and Style.Observer is the sight line's own blue.
	c.Key(c.Style.Blocker, fmt.Sprintf("round bases A, %g m across, and B, %g m", 2*a.R, 2*b.R))
	c.KeyLine(c.Style.Text, "gap between the bases, edge to edge", false)
	gap := edgeGap(a, b)
	mid := gap.At(0.5)
	if err := errors.Join(c.Base(a, "A", c.Style.Blocker), c.Base(b, "B", c.Style.Blocker),
		c.Segment(gap, "", c.Style.Text, false),
		c.Text(orb.Point{mid[0] + 2, mid[1] - 3.5}, fmt.Sprintf("%g m", a.Distance(b)))); err != nil {
		return err
	}
	return pics.Save(w, "table.svg", c)
}

// tableBoard is the bundled table, scenarios/table.geojson.
func tableBoard() (*terrain.Board, error) { return terrain.LoadBoard(tableGeoJSON) }

// tableBases are the two round bases the plane tour measures between,
// in the open corner at the lower left, clear of the sight line so that
// the picture does not seem to put one on it.
func tableBases() (a, b geom.Disc) {
	return geom.Disc{Center: orb.Point{12, 16}, R: 0.5}, geom.Disc{Center: orb.Point{19.5, 20}, R: 0.75}
}

// edgeGap is the shortest segment between two apart discs: along the
// line of their centres, from a's edge to b's.
func edgeGap(a, b geom.Disc) geom.Segment {
	d := geom.PointDistance(a.Center, b.Center)
	ux, uy := (b.Center[0]-a.Center[0])/d, (b.Center[1]-a.Center[1])/d
	return geom.Segment{
		A: orb.Point{a.Center[0] + a.R*ux, a.Center[1] + a.R*uy},
		B: orb.Point{b.Center[0] - b.R*ux, b.Center[1] - b.R*uy},
	}
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
