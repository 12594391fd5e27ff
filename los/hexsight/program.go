package hexsight

import (
	"strconv"
	"sync"

	"github.com/warkit/warkit/geom/hex"
)

// Step programs. The hexes and passages of a canonical hex sight line
// depend only on the offset d between its ends, not on the map, so the
// geometry of the walk (which hexside each step crosses, where it passes
// through a vertex or runs along a spine) is computed once per offset and
// kept as a string of step codes: the walk then only reads the grid. Short
// offsets, the ones a field of view meets, come from a table shared by
// every map; longer lines read geom's supercover as they go.

// A stepCode packs one step of geom's supercover (a hex.LineStep after
// the start) relative to the hex before it: bits 0-2 its Dir, bits 3-5
// (through a vertex) the direction of the hex touched there, its Alt,
// and bits 6-7 its Via (ViaSide, ViaVertex or ViaSpine, 1 to 3). It is
// the same step as geom's, only smaller, so that the table below fits in
// a cache.
type stepCode uint8

// stepCodeOf packs the step s (not the start). It inlines.
func stepCodeOf(s hex.LineStep) stepCode {
	v, dn := s.Via(), s.Dir()&7
	c := stepCode(v)<<6 | stepCode(dn)
	if v == hex.ViaVertex {
		c |= stepCode(grazeDirs[dn][s.AltDir()&7]) << 3
	}
	return c
}

// grazeDirs[dn][da] is the direction from a hex to the hex touched at a
// vertex, when the step goes dn and the touched hex is in direction da
// from the hex it enters (indexes 6 and 7 unused).
var grazeDirs = func() (t [8][8]uint8) {
	for dn := range hex.Direction(6) {
		for da := range hex.Direction(6) {
			d, _ := hex.Hex{}.DirectionTo(dn.Vector().Add(da.Vector()))
			t[dn][da] = uint8(d)
		}
	}
	return t
}()

// via returns the step's Via.
func (c stepCode) via() hex.Via { return hex.Via(c >> 6) }

// dir returns the step's Dir, in 0..5.
func (c stepCode) dir() int { return int(c & 7) }

// graze returns, for a vertex step, the direction of the hex touched at
// the vertex, in 0..5.
func (c stepCode) graze() int { return int(c >> 3 & 7) }

// maxHexPathDistance bounds the distance of a hex sight line: geom's
// limit on a hex line, and on 32-bit platforms a tighter one, as the walk
// compares heights at projections that are products of two coordinate
// differences (about 4n² for a line of n hexes) kept in an int.
const maxHexPathDistance = min(hex.MaxLineDistance, 1<<(14+strconv.IntSize/64*10))

// appendSteps appends to dst the step codes of the walk from the origin to
// d (at most maxHexPathDistance away): one code per step of geom's
// supercover after the start.
func appendSteps(dst []stepCode, d hex.Hex) []stepCode {
	for s := range hex.LineSteps(hex.Hex{}, d, hex.Supercover) {
		if s.Via() != hex.ViaStart {
			dst = append(dst, stepCodeOf(s))
		}
	}
	return dst
}

// progRadius bounds the offsets (|q|, |r| <= progRadius) whose programs
// are tabled: about 460 kB of codes, built on first use (a field of view
// reads only the canonical half).
const progRadius = 40

const progWidth = 2*progRadius + 1

// progTable holds the programs of the offsets in the box: the program of
// d is codes[off[k]:off[k+1]] with k = (d.Q+progRadius)*progWidth +
// d.R+progRadius. A canonical offset (q > 0, or q == 0 and r > 0) has
// the supercover's; any other but 0 the canonical line by -d walked
// backwards, from its far end (see walkBack).
type progTable struct {
	off   []int32
	codes []stepCode
}

var progs = sync.OnceValue(func() *progTable {
	t := &progTable{off: make([]int32, progWidth*progWidth+1)}
	var fwd []stepCode
	k := 0
	for q := -progRadius; q <= progRadius; q++ {
		for r := -progRadius; r <= progRadius; r++ {
			t.off[k] = int32(len(t.codes))
			switch d := (hex.Hex{Q: q, R: r}); {
			case canonical(d):
				t.codes = appendSteps(t.codes, d)
			case d != hex.Hex{}:
				fwd = appendSteps(fwd[:0], hex.Hex{Q: -q, R: -r})
				for i := len(fwd) - 1; i >= 0; i-- {
					t.codes = append(t.codes, backCode[fwd[i]])
				}
			}
			k++
		}
	}
	t.off[k] = int32(len(t.codes))
	return t
})

// canonical reports whether the offset d points from the smaller hex to
// the larger (by Q then R), the direction in which lines are evaluated.
func canonical(d hex.Hex) bool { return d.Q > 0 || d.Q == 0 && d.R > 0 }

// inTable reports whether the program of d is tabled.
func inTable(d hex.Hex) bool {
	return uint(d.Q+progRadius) < progWidth && uint(d.R+progRadius) < progWidth
}

// program returns the step codes of the walk by d, which must be tabled:
// the canonical line's, or for a d that is not canonical the line by -d
// walked backwards. A longer line is read from geom's supercover as it is
// walked (sightWalk.lazy), or gathered (Tracer.backCodes).
func program(d hex.Hex) []stepCode {
	t := progs()
	k := (d.Q+progRadius)*progWidth + d.R + progRadius
	return t.codes[t.off[k]:t.off[k+1]]
}
