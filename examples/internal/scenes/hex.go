package scenes

import (
	"errors"
	"fmt"
	"io"
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
// numbers), then the arcs of a unit in from facing f.
func hexPictures(w io.Writer, pics Pictures, line []hex.Hex, spine []hex.LineStep, arcs hex.Arcs, from hex.Hex, f hex.Facing) error {
	m, err := plainMap()
	if err != nil {
		return err
	}
	lines := draw.NewHexMap(m, 30)
	lines.SetTitle("The hex line 0204 -> 0907")
	lines.Caption("The hexes of the line 0204 -> 0907 (hex.Line): where the line runs along a hexside, ties go one way, the same from either end.")
	if err := errors.Join(lines.HexMap(m), lines.HexLine(line)); err != nil {
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
	arcPic := draw.NewHexMap(m, 26)
	arcPic.SetTitle("Arcs of a unit in 0204 facing side 5")
	arcPic.Caption("A unit in 0204 facing side 5 (arrow): front green, flank amber, rear red (geom.DefaultArcs).")
	if err := errors.Join(arcPic.HexMap(m), arcPic.Arcs(arcs, from, f, 4)); err != nil {
		return err
	}
	return pics.Save(w, "hex-arcs.svg", arcPic)
}
