package scenes

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// labels formats hexes by their printed labels on a standard map.
func labels(hs ...hex.Hex) string {
	out := make([]string, len(hs))
	for i, h := range hs {
		l, err := hex.StandardLabels.Format(h)
		if err != nil {
			l = h.String()
		}
		out[i] = l
	}
	return strings.Join(out, " ")
}

// plainMap is the hex tour's map: 10 x 8 hexes of clear ground.
func plainMap() (*terrain.HexMap, error) {
	return terrain.NewHexMap(terrain.HexMapData{Cols: 10, Rows: 8, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
}

func parse(label string) (hex.Hex, error) { return hex.StandardLabels.Parse(label) }

func hexTour(w io.Writer, pics Pictures) error {
	a, err := parse("0204")
	if err != nil {
		return err
	}
	b, err := parse("0907")
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Map labels: 0204 is column 2, row 4 -> axial %v; 0907 -> axial %v.\n", a, b)
	fmt.Fprintf(w, "Distance 0204-0907: %d hexes.\n\n", a.Distance(b))

	line, err := hex.AppendLine(nil, a, b)
	if err != nil {
		return err
	}
	back, err := hex.AppendLine(nil, b, a)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Line 0204 -> 0907: %s\n", labels(line...))
	fmt.Fprintf(w, "Line 0907 -> 0204: %s (the same hexes: ties go by %s)\n\n", labels(back...), hex.LineTieBreak)

	// A sight line that runs exactly along hexsides: the centre line's
	// steps name both flanking hexes where the segment does not decide.
	c := a.Diagonal(5).Diagonal(5)
	spine, err := hex.AppendLineSteps(nil, a, c, hex.CentreLine)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Spine-aware line 0204 -> %s (straight along hexsides):\n", labels(c))
	for i, s := range spine {
		if s.Via() == hex.ViaChoice {
			fmt.Fprintf(w, "  step %d: %s or %s (the line runs along their hexside or through a corner)\n", i, labels(s.Hex), labels(s.Alt()))
		} else {
			fmt.Fprintf(w, "  step %d: %s\n", i, labels(s.Hex))
		}
	}

	fmt.Fprintf(w, "\nRing of radius 1 around 0204: %s\n", labels(hex.AppendRing(nil, a, 1)...))
	fmt.Fprintf(w, "Hexes within 2 of 0204: %d (1+3N(N+1) = 19)\n\n", len(hex.AppendRange(nil, a, 2)))

	// A unit in 0204 facing the hexside in direction 5 (down the map).
	f := hex.SideFacing(5)
	arcs := hex.DefaultArcs()
	fmt.Fprintf(w, "A unit in 0204 facing %v:\n", f)
	for _, arc := range []hex.Arc{hex.Front, hex.Flank, hex.Rear} {
		var adj []hex.Hex
		for d := range arcs.Directions(f, arc).All() {
			adj = append(adj, a.Neighbor(d))
		}
		fmt.Fprintf(w, "  %-5v neighbours: %s\n", arc, labels(adj...))
	}
	for _, l := range []string{"0207", "0504", "0201"} {
		t, err := parse(l)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "  %s is in its %v arc\n", l, arcs.Of(a, f, t))
	}

	return hexPictures(w, pics, line, spine, arcs, a, f)
}

// hexPictures draws the hex tour's pictures on a plain map: each line
// on its own (two lines from one hex would cross each other's hex
// numbers), then the arcs of a unit facing f.
func hexPictures(w io.Writer, pics Pictures, line []hex.Hex, spine []hex.LineStep, arcs hex.Arcs, from hex.Hex, f hex.Facing) error {
	m, err := plainMap()
	if err != nil {
		return err
	}
	lines, err := hexLinePicture(m, line)
	if err != nil {
		return err
	}
	if err := pics.Save(w, "hex-lines.svg", lines); err != nil {
		return err
	}
	steps := draw.NewHexWindow(m, hex.Offset{Col: 0, Row: 1}, hex.Offset{Col: 4, Row: 7}, 40)
	steps.SetTitle("The spine-aware line 0204 -> 0407")
	steps.Caption("The spine-aware line 0204 -> 0407 runs straight along hexsides: at each dashed pair the line passes between the two hexes, and a ruleset decides which one counts.")
	if err := errors.Join(steps.HexMap(m), steps.HexLineSteps(spine)); err != nil {
		return err
	}
	if err := pics.Save(w, "hex-spine.svg", steps); err != nil {
		return err
	}
	arcPic, err := hexArcsPicture(m, arcs, from, f)
	if err != nil {
		return err
	}
	return pics.Save(w, "hex-arcs.svg", arcPic)
}

// hexLinePicture draws the hex line from line[0] to its last hex on m:
// its hexes, the segment between the end centres, and, dashed, every
// other hex the segment enters (it clips a corner; hex.Line keeps one hex
// per step of range) or touches where a step is a tie (the hex a player
// may claim instead). The caption says which of the two the line has, so
// that it stays true if the ends change.
func hexLinePicture(m *terrain.HexMap, line []hex.Hex) (*draw.Canvas, error) {
	a, b := line[0], line[len(line)-1]
	steps, err := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
	if err != nil {
		return nil, err
	}
	cover, err := hex.AppendLineSteps(nil, a, b, hex.Supercover)
	if err != nil {
		return nil, err
	}
	var ties, clipped []hex.Hex
	for _, s := range steps {
		if s.Via() == hex.ViaChoice {
			ties = append(ties, s.Alt())
		}
	}
	for _, s := range cover {
		if !slices.Contains(line, s.Hex) && !slices.Contains(ties, s.Hex) {
			clipped = append(clipped, s.Hex)
		}
	}
	c := draw.NewHexMap(m, 30)
	c.SetTitle("The hex line " + labels(a) + " -> " + labels(b))
	c.Caption(fmt.Sprintf("The hex line %s -> %s (hex.Line): one hex per step of range, %d hexes for a distance of %d, the same from either end.",
		labels(a), labels(b), len(line), a.Distance(b)))
	errs := []error{c.HexMap(m), c.HexLine(line)}
	c.KeyLine(c.Style.Sight, "segment between the end hexes' centres", false)
	if len(clipped) > 0 {
		c.KeyLine(c.Style.Path, "the segment clips its corner: not a step", true)
		c.Caption(fmt.Sprintf("The segment also clips a corner of %s (dashed): it passes close to a vertex, not through it, so those hexes are not steps (a line of sight that counts every hex entered adds them).",
			strings.Join(strings.Fields(labels(clipped...)), " and ")))
		errs = append(errs, dashHexes(c, clipped, c.Style.Path))
	}
	if len(ties) > 0 {
		c.KeyLine(c.Style.Either, "tie: a hex the line may take instead", true)
		c.Caption(fmt.Sprintf("At %s the segment runs along a hexside or through a vertex: the line takes the hex that %s picks, from either end; a ruleset may take the dashed hex instead.", labels(ties...), hex.LineTieBreak))
		errs = append(errs, dashHexes(c, ties, c.Style.Either))
	} else {
		c.Caption("No step is a tie; the spine picture shows a line with ties.")
	}
	return c, errors.Join(errs...)
}

// dashHexes outlines each of hexes dashed in colour.
func dashHexes(c *draw.Canvas, hexes []hex.Hex, colour string) error {
	var errs []error
	for _, h := range hexes {
		errs = append(errs, c.HexOutline(h, colour, true))
	}
	return errors.Join(errs...)
}

// hexArcsPicture draws the arcs of hex.DefaultArcs for a unit facing f,
// out to a radius the map holds whole. The tour's unit in from stands two
// hexes from the map's edge, where the edge would cut its wedges short;
// the picture moves it to the middle of the map, facing the same way, so
// each wedge shows its real shape.
func hexArcsPicture(m *terrain.HexMap, arcs hex.Arcs, from hex.Hex, f hex.Facing) (*draw.Canvas, error) {
	const radius = 3
	at, err := parse("0504")
	if err != nil {
		return nil, err
	}
	d, ok := f.Dir()
	if !ok {
		return nil, fmt.Errorf("hex arcs: facing %v is not towards a hexside", f)
	}
	c := draw.NewHexMap(m, 26)
	c.SetTitle("Arcs of a unit in " + labels(at) + " facing down the map")
	c.Caption(fmt.Sprintf("A unit in %s facing down the map (arrow, towards %s): front arc green, flank amber, rear red, as hex.DefaultArcs divides them, shaded out to %d hexes (the arcs run on to any range).",
		labels(at), labels(at.Neighbor(d)), radius))
	c.Caption(fmt.Sprintf("It is the text's unit in %s, moved to the middle of the map so that the map's edge cuts no wedge.", labels(from)))
	return c, errors.Join(c.HexMap(m), c.Arcs(arcs, at, f, radius))
}
