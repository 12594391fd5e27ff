package los

import (
	"sync"

	"github.com/warkit/warkit/geom"
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
	for dn := range 6 {
		for dg := range 6 {
			t[dn][dg] = uint8(dirIndex(directionVec[dn].Sub(directionVec[dg])))
		}
	}
	return t
}()

// appendSteps appends to dst the step codes of the walk from the origin to
// d: one code per hex entered after the first.
func appendSteps(dst []uint8, d geom.Hex) []uint8 {
	walkSteps(d, func(code uint8) { dst = append(dst, code) })
	return dst
}

// walkSteps emits the step codes of the walk from the origin to d, the
// exact geometry of [AppendHexPath] in incremental integer form. Every
// hexside lies on one of the lines q-r = k, r-s = k or s-q = k; along the
// segment each difference is linear in the parameter, so the family whose
// hexside the segment leaves a hex by first is decided by comparing three
// fractions exactly, kept as cross products updated per step.
func walkSteps(d geom.Hex, emit func(code uint8)) {
	if d == (geom.Hex{}) {
		return
	}
	ds := -d.Q - d.R
	du, dv, dw := d.Q-d.R, d.R-ds, ds-d.Q
	if du == 0 || dv == 0 || dw == 0 {
		k := d.Len() / 2
		diag := geom.Hex{Q: d.Q / k, R: d.R / k}
		d0 := 0
		for dir := range 6 {
			if directionVec[dir].Add(directionVec[(dir+1)%6]) == diag {
				d0 = dir
				break
			}
		}
		for range k {
			emit(codeSpine | uint8(d0))
		}
		return
	}
	absU, absV, aW := iabs(du), iabs(dv), iabs(dw)
	signs := [3]int{isign(du), isign(dv), isign(dw)}
	var famDir, dcuv, dcuw, dcvw [3]int
	for f := range 3 {
		v := familyStep(f, signs[f])
		famDir[f] = dirIndex(v)
		// The change of the three exit numerators su·U+1, sv·V+1, sw·W+1
		// over this step, and so of their cross comparisons.
		vs := -v.Q - v.R
		nu, nv, nw := signs[0]*(v.Q-v.R), signs[1]*(v.R-vs), signs[2]*(vs-v.Q)
		dcuv[f] = nu*absV - nv*absU
		dcuw[f] = nu*aW - nw*absU
		dcvw[f] = nv*aW - nw*absV
	}
	cuv, cuw, cvw := absV-absU, aW-absU, aW-absV
	var rel geom.Hex
	for rel != d {
		fam, other, tie := 0, 0, false
		if cuv != 0 && cuw != 0 && cvw != 0 {
			// The family whose hexside the segment leaves by first, from
			// the signs of the three comparisons (see famBySigns).
			fam = int(famBySigns[uint(cuv)>>63|uint(cuw)>>63<<1|uint(cvw)>>63<<2])
		} else {
			switch {
			case cuv == 0 && cuw < 0:
				fam, other, tie = 0, 1, true
			case cuw == 0 && cuv < 0:
				fam, other, tie = 0, 2, true
			case cvw == 0 && cuv > 0:
				fam, other, tie = 1, 2, true
			case cuv < 0 && cuw < 0:
				fam = 0
			case cvw < 0 && cuv > 0:
				fam = 1
			case cuw > 0 && cvw > 0:
				fam = 2
			}
		}
		if !tie {
			side := famDir[fam]
			emit(codeSide | uint8(side))
			rel = rel.Add(directionVec[side])
		} else {
			// Through a vertex: straight on, or through the hex touched
			// there (see AppendHexPath).
			nf := rel.Add(directionVec[famDir[fam]])
			ng := rel.Add(directionVec[famDir[other]])
			third := 3 - fam - other
			if isign(familyValue(nf, third)-familyValue(rel, third)) != signs[third] {
				fam, other, nf = other, fam, ng
			}
			emit(vertexCode(famDir[fam], famDir[other]))
			rel = nf
		}
		cuv += dcuv[fam]
		cuw += dcuw[fam]
		cvw += dcvw[fam]
	}
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
			if d := (geom.Hex{Q: q, R: r}); canonical(d) {
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
func canonical(d geom.Hex) bool { return d.Q > 0 || d.Q == 0 && d.R > 0 }

// inTable reports whether the program of d is tabled.
func inTable(d geom.Hex) bool {
	return uint(d.Q+progRadius) < progWidth && uint(d.R+progRadius) < progWidth
}

// program returns the step codes of the canonical walk by d: from the
// table, or generated into tr's buffer.
func program(tr *HexTracer, d geom.Hex) []uint8 {
	if inTable(d) {
		t := progs()
		k := (d.Q+progRadius)*progWidth + d.R + progRadius
		return t.codes[t.off[k]:t.off[k+1]]
	}
	tr.codes = appendSteps(tr.codes[:0], d)
	return tr.codes
}
