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
// every map; longer ones are generated into the tracer.

// A step code describes one step of a walk: bits 0-2 the direction dn of
// the next hex, bits 3-5 (vertex steps) the direction dg of the hex touched
// at the vertex, bits 6-7 the kind. A spine step stores the first flanking
// direction d0 in dn (the diagonal is d0 then d0+1).
const (
	codeSide   uint8 = 0 << 6
	codeVertex uint8 = 1 << 6
	codeSpine  uint8 = 2 << 6
	codeKind   uint8 = 3 << 6
)

// vertexCode returns the code of a vertex step into direction dn past the
// hex in direction dg.
func vertexCode(dn, dg int) uint8 { return codeVertex | uint8(dn) | uint8(dg)<<3 }

// passDir[dn][dg] is the direction from the neighbour in direction dg to
// the neighbour in direction dn (adjacent directions), as a vertex step's
// route through the touched hex continues.
var passDir = func() (t [6][6]uint8) {
	for dn := range hex.Direction(6) {
		for dg := range hex.Direction(6) {
			d, _ := hex.Hex{}.DirectionTo(dn.Vector().Sub(dg.Vector()))
			t[dn][dg] = uint8(d)
		}
	}
	return t
}()

// maxHexPathDistance bounds the distance of a hex sight line: geom's
// limit on a hex line, and on 32-bit platforms a tighter one, as the walk
// compares heights at projections that are products of two coordinate
// differences (about 4n² for a line of n hexes) kept in an int.
const maxHexPathDistance = min(hex.MaxLineDistance, 1<<(14+strconv.IntSize/64*10))

// appendSteps appends to dst the step codes of the walk from the origin to
// d (at most maxHexPathDistance away): one code per step of geom's
// supercover after the start.
func appendSteps(dst []uint8, d hex.Hex) []uint8 {
	var prev hex.Hex
	for s := range hex.LineSteps(hex.Hex{}, d, hex.Supercover) {
		if s.Via != hex.ViaStart {
			dst = append(dst, stepCode(prev, &s))
		}
		prev = s.Hex
	}
	return dst
}

// stepCode encodes one step of a supercover, from the hex prev.
func stepCode(prev hex.Hex, s *hex.LineStep) uint8 {
	switch s.Via {
	case hex.ViaSide:
		return codeSide | uint8(s.Dir)
	case hex.ViaVertex:
		dg, _ := prev.DirectionTo(s.Alt)
		return vertexCode(int(s.Dir), int(dg))
	}
	return codeSpine | uint8(s.Dir)
}

// progRadius bounds the offsets (|q|, |r| <= progRadius) whose programs
// are tabled: about 230 kB of codes, built on first use.
const progRadius = 40

const progWidth = 2*progRadius + 1

// progTable holds the programs of the canonical offsets (q > 0, or q == 0
// and r > 0) in the box: the program of d is codes[off[k]:off[k+1]] with
// k = (d.Q+progRadius)*progWidth + d.R+progRadius (other offsets have
// empty programs).
type progTable struct {
	off   []int32
	codes []uint8
}

var progs = sync.OnceValue(func() *progTable {
	t := &progTable{off: make([]int32, progWidth*progWidth+1)}
	k := 0
	for q := -progRadius; q <= progRadius; q++ {
		for r := -progRadius; r <= progRadius; r++ {
			t.off[k] = int32(len(t.codes))
			if d := (hex.Hex{Q: q, R: r}); canonical(d) {
				t.codes = appendSteps(t.codes, d)
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

// program returns the step codes of the canonical walk by d: from the
// table, or generated into tr's buffer.
func program(tr *Tracer, d hex.Hex) []uint8 {
	if inTable(d) {
		t := progs()
		k := (d.Q+progRadius)*progWidth + d.R + progRadius
		return t.codes[t.off[k]:t.off[k+1]]
	}
	tr.codes = appendSteps(tr.codes[:0], d)
	return tr.codes
}
