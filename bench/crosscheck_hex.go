package bench

import (
	"fmt"
	"slices"

	"github.com/warkit/warkit/geom/hex"
)

// LineVerdict classifies a peer's line against warkit's.
type LineVerdict int

const (
	// LineAgree: the same hexes in the same order.
	LineAgree LineVerdict = iota
	// LineOtherTie: the peer differs only at steps where the segment
	// between the centres does not decide (warkit's centre-line steps make
	// the step a hex.ViaChoice), and there it takes the other hex. Both
	// answers are valid lines; they follow different tie-break policies.
	LineOtherTie
	// LineWrong: the peer yields a hex that the segment does not pass
	// through (or touch, at a tie), a wrong number of hexes, or two
	// consecutive hexes that are not adjacent.
	LineWrong
)

func (v LineVerdict) String() string {
	return [...]string{"agree", "other tie-break", "wrong"}[v]
}

// WarkitLine is warkit's line in the shape of a peer's: the hexes of
// hex.AppendLine, or none for ends hex.CheckLine rejects.
func WarkitLine(a, b hex.Hex) []hex.Hex {
	line, _ := hex.AppendLine(nil, a, b)
	return line
}

// ClassifyLine compares a peer's line from a to b with warkit's Line and
// the choices of its centre-line steps, and explains a difference.
func ClassifyLine(a, b hex.Hex, peer []hex.Hex) (LineVerdict, string) {
	own := WarkitLine(a, b)
	if slices.Equal(own, peer) {
		return LineAgree, ""
	}
	if len(peer) != len(own) {
		return LineWrong, fmt.Sprintf("%v->%v: %d hexes, want %d", a, b, len(peer), len(own))
	}
	for i := 1; i < len(peer); i++ {
		if !peer[i-1].IsNeighbor(peer[i]) {
			return LineWrong, fmt.Sprintf("%v->%v: step %d %v is not adjacent to %v", a, b, i, peer[i], peer[i-1])
		}
	}
	steps, _ := hex.AppendLineSteps(nil, a, b, hex.CentreLine) // own has the same ends
	var diffs []string
	for i, st := range steps {
		switch {
		case peer[i] == st.Hex:
		case st.Via() == hex.ViaChoice && peer[i] == st.Alt():
			diffs = append(diffs, fmt.Sprintf("step %d %v for %v", i, peer[i], st.Hex))
		default:
			return LineWrong, fmt.Sprintf("%v->%v: step %d is %v, which the segment does not reach (want %v)", a, b, i, peer[i], st.Hex)
		}
	}
	return LineOtherTie, fmt.Sprintf("%v->%v: %v", a, b, diffs)
}

// LineReport sums up a peer's lines over a set of ends.
type LineReport struct {
	Peer         string
	Lines        int
	Count        [3]int   // by LineVerdict
	Asymmetric   int      // lines where peer(b, a) is not peer(a, b) reversed
	Examples     []string // a few differences, explained
	AsymExamples []string // a few asymmetric lines
}

// CompareLines runs peer over every pair of ends and classifies each line.
func CompareLines(name string, ends [][2]hex.Hex, peer func(a, b hex.Hex) []hex.Hex) LineReport {
	rep := LineReport{Peer: name}
	for _, e := range ends {
		a, b := e[0], e[1]
		p := peer(a, b)
		v, why := ClassifyLine(a, b, p)
		rep.Lines++
		rep.Count[v]++
		if v != LineAgree && len(rep.Examples) < 4 {
			rep.Examples = append(rep.Examples, v.String()+": "+why)
		}
		back := peer(b, a)
		slices.Reverse(back)
		if !slices.Equal(p, back) {
			rep.Asymmetric++
			if len(rep.AsymExamples) < 3 {
				rep.AsymExamples = append(rep.AsymExamples, asymmetry(a, b, p, back))
			}
		}
	}
	return rep
}

// LinePeers are the peers' line functions, by name.
var LinePeers = []struct {
	Name string
	Line func(a, b hex.Hex) []hex.Hex
}{
	{"hexgrid HexLineDraw", HexgridLine},
	{"hexg LineDrawNudged", func(a, b hex.Hex) []hex.Hex { return HexgLine(a, b, true) }},
	{"hexg LineDraw (no nudge)", func(a, b hex.Hex) []hex.Hex { return HexgLine(a, b, false) }},
}

// SameSet reports whether a and b hold the same hexes, ignoring order, and
// that neither holds one twice.
func SameSet(a, b []hex.Hex) bool {
	if len(a) != len(b) {
		return false
	}
	seen := make(map[hex.Hex]int, len(a))
	for _, h := range a {
		seen[h]++
	}
	for _, h := range b {
		seen[h]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}

// asymmetry explains where a line and its reverse (already reversed back,
// so step i of both is at the same distance from a) part.
func asymmetry(a, b hex.Hex, fwd, back []hex.Hex) string {
	var d []string
	for i := range min(len(fwd), len(back)) {
		if fwd[i] != back[i] {
			d = append(d, fmt.Sprintf("step %d is %v from %v but %v from %v", i, fwd[i], a, back[i], b))
		}
	}
	return fmt.Sprintf("%v<->%v: %v", a, b, d)
}

// PixelReport compares the pixel workload's answers: warkit's two forms
// with each other, and with hexg.
type PixelReport struct {
	Points    int
	PointForm int // points where PointToHex differs from XYToHex
	Hexg      int // points where hexg differs from XYToHex
	Examples  []string
}

// ComparePixels reads every point of PixelPoints back as a hex with
// XYToHex, PointToHex and hexg's PixelToHexRounded.
func ComparePixels() PixelReport {
	l := PixelLayout
	var rep PixelReport
	for _, p := range PixelPoints() {
		rep.Points++
		h := l.XYToHex(p[0], p[1])
		if l.PointToHex(p) != h {
			rep.PointForm++
		}
		if g := HexgPixelToHex(p); g != h {
			rep.Hexg++
			if len(rep.Examples) < 3 {
				rep.Examples = append(rep.Examples, fmt.Sprintf("(%v, %v): warkit %v, hexg %v", p[0], p[1], h, g))
			}
		}
	}
	return rep
}
