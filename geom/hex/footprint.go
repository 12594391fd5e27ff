package hex

import (
	"errors"
	"iter"
	"strconv"
)

// Footprint is the shape of a multi-hex unit: the hexes it occupies,
// relative to its head hex (the hex of its counter) and its facing. It is
// stored as offsets from the head for one reference facing; placing it at
// another facing of the same kind rotates the offsets about the head, so a
// unit that turns on the spot turns its whole shape with it.
//
// A footprint fits only facings of its reference facing's kind (hexside or
// vertex, see [Facing]): a 30° turn is not a symmetry of the hex grid, so a
// column that trails straight back from a hexside has no straight form
// facing a vertex. Place and AppendPlaced place nothing at a facing of the
// other kind; [Footprint.Fits] tells the two apart.
//
// Placed hexes come head first, then in the order of the shape's offsets.
// The zero Footprint is a single hex facing a hexside. A Footprint is
// immutable and safe for concurrent use.
type Footprint struct {
	ref   Facing
	cells []Hex // offsets from the head, head first; nil means the head alone
}

// MaxFootprintLen is the largest number of hexes of a footprint. Units
// never come near it; the bound keeps a footprint's offsets and its
// memory small whatever n a caller passes.
const MaxFootprintLen = 1 << 16

// ColumnFootprint returns a column n hexes long: the head, then n-1 hexes
// straight behind it, opposite the hexside it faces (the extra hexes of a
// long unit trail directly behind its counter). It fits hexside facings,
// and is placed head to tail. n < 1 is taken as 1, n above
// [MaxFootprintLen] as MaxFootprintLen.
//
//	facing side 0 (east, pointy layout), n = 3:  [tail][ . ][head]->
func ColumnFootprint(n int) Footprint {
	n = min(max(n, 1), MaxFootprintLen)
	cells := make([]Hex, n)
	back := Direction(3).Vector()
	for i := range cells {
		cells[i] = back.Scale(i)
	}
	return Footprint{ref: SideFacing(0), cells: cells}
}

// LineExtent says which way a line extends from its head, as seen by the
// unit looking along its facing: left is the positive side of the direction
// order, the way directions count (counter-clockwise on screen in the
// layouts of [Direction]'s doc).
type LineExtent int

const (
	// ExtendCentered puts the head in the middle of the line; an even line
	// has its extra hex on the left.
	ExtendCentered LineExtent = iota
	// ExtendLeft puts the head at the right end, the line running left.
	ExtendLeft
	// ExtendRight puts the head at the left end, the line running right.
	ExtendRight
)

// LineFootprint returns a line of n hexes side by side, along the row of
// hexes perpendicular to its facing, extending from the head as e says (an
// unknown extent is taken as ExtendCentered). A line fits vertex facings:
// facing the vertex between directions d and d+1, its hexes run along
// directions d+2 (left) and d-1 (right), squarely abreast, with the two
// hexes ahead of each portion as its front. Placed hexes come head first,
// then the left hexes outwards, then the right hexes outwards. n < 1 is
// taken as 1, n above [MaxFootprintLen] as MaxFootprintLen.
//
//	facing vertex 1-2 (north, pointy layout), n = 3, ExtendCentered:
//
//	      ^
//	[ L ][head][ R ]
func LineFootprint(n int, e LineExtent) Footprint {
	n = min(max(n, 1), MaxFootprintLen)
	var left int
	switch e {
	case ExtendLeft:
		left = n - 1
	case ExtendRight:
		left = 0
	default:
		left = n / 2
	}
	cells := make([]Hex, 0, n)
	cells = append(cells, Hex{})
	lv, rv := Direction(2).Vector(), Direction(5).Vector()
	for i := 1; i <= left; i++ {
		cells = append(cells, lv.Scale(i))
	}
	for i := 1; i < n-left; i++ {
		cells = append(cells, rv.Scale(i))
	}
	return Footprint{ref: VertexFacing(0), cells: cells}
}

// NewFootprint returns a footprint of any shape: the head plus the given
// offsets from it, for a head facing ref. The head is the zero offset; it
// may be listed or left out, and is placed first either way. The offsets
// need not be connected (a gun and its limber may stand apart). It returns
// an error if an offset is listed twice, is not [Hex.Valid], or if there
// are more than [MaxFootprintLen] hexes.
func NewFootprint(ref Facing, offsets ...Hex) (Footprint, error) {
	if len(offsets) > MaxFootprintLen {
		return Footprint{}, errors.New("hex: footprint: " + strconv.Itoa(len(offsets)) + " offsets, more than " + strconv.Itoa(MaxFootprintLen))
	}
	for _, o := range offsets {
		if !o.Valid() {
			return Footprint{}, errors.New("hex: footprint: offset " + o.String() + " outside the valid range")
		}
	}
	cells := make([]Hex, 1, len(offsets)+1)
	seen := make(map[Hex]bool, len(offsets)+1)
	seen[Hex{}] = true
	head := false
	for _, o := range offsets {
		if o == (Hex{}) && !head {
			head = true
			continue
		}
		if seen[o] {
			return Footprint{}, errors.New("hex: footprint: duplicate offset " + o.String())
		}
		seen[o] = true
		cells = append(cells, o)
	}
	if len(cells) > MaxFootprintLen {
		return Footprint{}, errors.New("hex: footprint: more than " + strconv.Itoa(MaxFootprintLen) + " hexes")
	}
	return Footprint{ref: ref.Norm(), cells: cells}, nil
}

// Len returns the number of hexes in the footprint, at least 1.
func (fp Footprint) Len() int { return max(len(fp.cells), 1) }

// Reference returns the facing for which the footprint's offsets are given.
func (fp Footprint) Reference() Facing { return fp.ref }

// Fits reports whether the footprint can be placed facing f: whether f is of
// the same kind, hexside or vertex, as its reference facing.
func (fp Footprint) Fits(f Facing) bool { return (f.Norm()-fp.ref)%2 == 0 }

// turns returns the number of 60° steps, 0..5, from the reference facing
// to f.
func (fp Footprint) turns(f Facing) (int, bool) {
	t := wrap12(f.Norm() - fp.ref) // ref is already in 0..11
	return int(t / 2), t%2 == 0
}

// Place yields the hexes of the footprint with its head at head, facing f,
// head first. It yields nothing if the footprint does not fit f.
func (fp Footprint) Place(head Hex, f Facing) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		k, ok := fp.turns(f)
		if !ok {
			return
		}
		if fp.cells == nil {
			yield(head)
			return
		}
		m := &rotations[k]
		for _, o := range fp.cells {
			if !yield(head.Add(m.apply(o))) {
				return
			}
		}
	}
}

// AppendPlaced appends the hexes of [Footprint.Place] to dst, in the same
// order, and returns dst unchanged if the footprint does not fit f.
func (fp Footprint) AppendPlaced(dst []Hex, head Hex, f Facing) []Hex {
	k, ok := fp.turns(f)
	if !ok {
		return dst
	}
	if fp.cells == nil {
		return append(dst, head)
	}
	m := &rotations[k]
	for _, o := range fp.cells {
		dst = append(dst, head.Add(m.apply(o)))
	}
	return dst
}
