package move

import "math"

// compact is a StepTable's form of 8 bytes per hex. Hex i's entry
// words[i] holds in byte d (d = 0..5) the number, in the table's palette,
// of the cost of its step in direction d, and in byte 6 the number of its
// neighbour pattern: the row of offsets that gives those from i to its
// six neighbours' indexes. A search settling a hex reads that one word,
// where the other form reads 48 bytes of costs and the workspace's 24
// bytes of neighbour indexes: on a 1000 × 1000 map, 8 MB of table rather
// than 72.
type compact struct {
	words   []uint64
	palette *[256]float64  // the costs, by number; +Inf at impassable
	offsets *[256][6]int32 // the neighbour offsets, by pattern
	// boundTestMax is MaxFloat64 if no sum a search on the table forms
	// can overflow, else +Inf: the bidirectional search tests its bounds
	// while its best cost is at most this (see compactSearch). A cost
	// from an end is the sum of a path's steps, at most Len-1 of them; a key adds minStep ×
	// a distance, at most 2^31 between valid hexes; a bound adds a cost
	// and a key. With every step at most 2^-10 × MaxFloat64 / (Len +
	// 2^31), none comes near.
	boundTestMax float64
}

// step is the cost of the step from index i in direction d (0..5): +Inf
// if it is impassable or leaves the region.
func (t *compact) step(i int32, d int) float64 {
	return t.palette[uint8(t.words[i]>>(8*d))]
}

// transposed returns the table of the steps into each hex: byte d of hex
// i's word numbers the cost of the step into i from its neighbour in
// direction d (byte d+3 mod 6 of that neighbour's word), impassable off
// the region, and the neighbour pattern is i's own. Dijkstra's search on
// it settles each hex by the cost of its cheapest path to the start, as
// a backward search on t would.
func (t *compact) transposed() *compact {
	words := make([]uint64, len(t.words))
	for i, e := range t.words {
		off := &t.offsets[uint8(e>>48)]
		into := stepsInto(t.words, int32(i), off) | e&(0xff<<48)
		for d, o := range off {
			if o == 0 { // off the region: no hex is its own neighbour
				into |= impassable << (8 * d)
			}
		}
		words[i] = into
	}
	return &compact{words: words, palette: t.palette, offsets: t.offsets, boundTestMax: t.boundTestMax}
}

// impassable is the palette number of a step that cannot be taken: +Inf,
// for a wall or a step off the region.
const impassable = 255

// build makes the compact form of the costs c (c[6i+d], +Inf where a step
// is impassable) on a region whose neighbour indexes are nbr (nbr[6i+d],
// -1 off the region). It reports false, leaving t empty, if c has more
// than 255 distinct passable costs or the numbering more than 256
// patterns of neighbour offsets. The palette numbers the costs in the
// order first met, by hex and then direction, so that the same table is
// built the same way every time.
func (t *compact) build(c []float64, nbr []int32) bool {
	var p palette
	offsets := new([256][6]int32)
	var pats patterns
	words := make([]uint64, len(c)/6)
	for i := range words {
		var off [6]int32
		for d, v := range nbr[6*i : 6*i+6] {
			if v >= 0 {
				off[d] = v - int32(i)
			}
		}
		id, ok := pats.number(off, offsets)
		if !ok {
			return false
		}
		e := uint64(id) << 48
		for d, x := range c[6*i : 6*i+6] {
			k, ok := p.number(x)
			if !ok {
				return false
			}
			e |= uint64(k) << (8 * d)
		}
		words[i] = e
	}
	t.words, t.palette, t.offsets = words, p.costs(), offsets
	most := 0.0
	for _, c := range p.cost {
		most = max(most, c)
	}
	t.boundTestMax = math.Inf(1)
	if most <= 0x1p-10*math.MaxFloat64/(float64(len(words))+0x1p31) {
		t.boundTestMax = math.MaxFloat64
	}
	return true
}

// palette numbers the distinct passable costs of a table, up to 255 of
// them, by their bits (so that -0 stays -0).
type palette struct {
	whole [impassable]uint8 // whole costs 0..254: their number + 1, or 0
	other map[uint64]uint8
	cost  []float64
}

func (p *palette) number(x float64) (uint8, bool) {
	if x > math.MaxFloat64 {
		return impassable, true
	}
	w := uint64(x)
	isWhole := x < impassable && float64(w) == x && !math.Signbit(x)
	if isWhole && p.whole[w] > 0 {
		return p.whole[w] - 1, true
	}
	if !isWhole {
		if k, ok := p.other[math.Float64bits(x)]; ok {
			return k, true
		}
	}
	if len(p.cost) == impassable {
		return 0, false
	}
	k := uint8(len(p.cost))
	p.cost = append(p.cost, x)
	if isWhole {
		p.whole[w] = k + 1
	} else {
		if p.other == nil {
			p.other = map[uint64]uint8{}
		}
		p.other[math.Float64bits(x)] = k
	}
	return k, true
}

func (p *palette) costs() *[256]float64 {
	var a [256]float64
	copy(a[:], p.cost)
	a[impassable] = math.Inf(1)
	return &a
}

// patterns numbers the distinct neighbour offsets of a region's hexes, up
// to 256 of them. A Rect has at most 18 (two column or row parities, by
// nine places: inside, four edges, four corners), and a region numbered
// row by row few more, so the last two numbers given are tried before the
// map.
type patterns struct {
	ids        map[[6]int32]uint8
	last, prev uint8
}

func (s *patterns) number(off [6]int32, near *[256][6]int32) (uint8, bool) {
	if len(s.ids) > 0 {
		if near[s.last] == off {
			return s.last, true
		}
		if near[s.prev] == off {
			s.last, s.prev = s.prev, s.last
			return s.last, true
		}
	}
	id, ok := s.ids[off]
	if !ok {
		if len(s.ids) == len(near) {
			return 0, false
		}
		if s.ids == nil {
			s.ids = map[[6]int32]uint8{}
		}
		id = uint8(len(s.ids))
		s.ids[off] = id
		near[id] = off
	}
	s.last, s.prev = id, s.last
	return id, true
}
