package bench

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"

	"github.com/maloquacious/hexg"
	"github.com/pmcxs/hexgrid"
)

// hexgrid's hex type is unexported and so are its coordinates; its String
// method ("(q,r)") is the only way to read them back.
func fromHexgrid(h fmt.Stringer) hex.Hex {
	var g hex.Hex
	if _, err := fmt.Sscanf(h.String(), "(%d,%d)", &g.Q, &g.R); err != nil {
		panic("bench: cannot read hexgrid hex " + h.String())
	}
	return g
}

func fromHexg(h hexg.Hex) hex.Hex { return hex.Hex{Q: h.Q(), R: h.R()} }

// HexgridDistance is hexgrid's HexDistance (it converts to float64 and back).
func HexgridDistance(a, b hex.Hex) int {
	return hexgrid.HexDistance(hexgrid.NewHex(a.Q, a.R), hexgrid.NewHex(b.Q, b.R))
}

// HexgDistance is hexg's Hex.Distance.
func HexgDistance(a, b hex.Hex) int {
	return hexg.NewHex(a.Q, a.R).Distance(hexg.NewHex(b.Q, b.R))
}

// HexgridLine is hexgrid's HexLineDraw: float lerp with a nudge of
// (+1e-6, +1e-6, -2e-6) on both ends.
func HexgridLine(a, b hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, h := range hexgrid.HexLineDraw(hexgrid.NewHex(a.Q, a.R), hexgrid.NewHex(b.Q, b.R)) {
		out = append(out, fromHexgrid(h))
	}
	return out
}

// HexgLine is hexg's LineDrawNudged (nudged) or LineDraw (plain float
// lerp, ties decided by rounding).
func HexgLine(a, b hex.Hex, nudged bool) []hex.Hex {
	ha, hb := hexg.NewHex(a.Q, a.R), hexg.NewHex(b.Q, b.R)
	var hs []hexg.Hex
	if nudged {
		hs = ha.LineDrawNudged(hb)
	} else {
		hs = ha.LineDraw(hb)
	}
	out := make([]hex.Hex, len(hs))
	for i, h := range hs {
		out[i] = fromHexg(h)
	}
	return out
}

// HexgridRange is hexgrid's HexRange.
func HexgridRange(c hex.Hex, n int) []hex.Hex {
	var out []hex.Hex
	for _, h := range hexgrid.HexRange(hexgrid.NewHex(c.Q, c.R), n) {
		out = append(out, fromHexgrid(h))
	}
	return out
}

// HexgSpiral is hexg's Spiral, the only form of a range that hexg has.
func HexgSpiral(c hex.Hex, n int) []hex.Hex {
	var out []hex.Hex
	for _, h := range hexg.NewHex(c.Q, c.R).Spiral(n) {
		out = append(out, fromHexg(h))
	}
	return out
}

// HexgRing is hexg's Ring.
func HexgRing(c hex.Hex, n int) []hex.Hex {
	var out []hex.Hex
	for _, h := range hexg.NewHex(c.Q, c.R).Ring(n) {
		out = append(out, fromHexg(h))
	}
	return out
}

// HexgPixelToHex is hexg's PixelToHexRounded on PixelLayout's odd-q
// layout.
func HexgPixelToHex(p [2]float64) hex.Hex {
	l := PixelLayout
	hl := hexg.NewLayout(hexg.OddQ, hexg.Point{X: l.Size[0], Y: l.Size[1]}, hexg.Point{X: l.Origin[0], Y: l.Origin[1]})
	return fromHexg(hl.PixelToHexRounded(hexg.Point{X: p[0], Y: p[1]}))
}
