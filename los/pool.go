package los

import (
	"math"

	"github.com/warkit/warkit/geom"
)

// PoolBy gives the kind of a feature for pooling ([ChunkSum.PoolBy]):
// the stretches a sight line spends in the areas of one kind (and one
// weight) are added up, across features, before their chunks are
// counted; [ChunkSum.Beyond] reads the length of a kind, all its weights
// together. A terrain type is the usual kind (board.FeatureType), or a
// ruleset's own grouping ("all woods, light or dense").
type PoolBy func(feature int) (kind int)

// PooledChunks returns how many chunks of the given size the crossings
// take together: ceil(total/size) (a fraction counts), or with full
// floor(total/size), where total is the sum of their lengths. The count
// is exact for crossings of one traced sight line (see
// [geom.Segment.SpansUnits]); for crossings of different lines, or made
// by hand, it is that of the rounded total. It is 0 for no length or a
// size that is not positive and finite. Away from a tie it allocates
// nothing; at a tie the exact comparison runs in math/big.
func PooledChunks(cs []Crossing, size float64, full bool) int {
	n, _ := pooledChunks(cs, size, full, nil)
	return n
}

// pooledChunks is PooledChunks with a buffer for the spans of the exact
// count, returned grown.
func pooledChunks(cs []Crossing, size float64, full bool, spans []geom.Span) (int, []geom.Span) {
	total := 0.0
	for k := range cs {
		total += cs[k].Length
	}
	if !(size > 0) || math.IsInf(size, 1) || !(total > 0) {
		return 0, spans
	}
	if len(cs) == 1 {
		return cs[0].Chunks(size, full), spans
	}
	// Away from a tie the rounded total decides, as in Crossing.Chunks:
	// its rounding (and its order of summation, which differs with the
	// observer) is far below the tie band.
	q := total / size
	if q < math.MaxInt32 && math.Abs(q-math.Round(q)) > chunkTie*(1+q) {
		if full {
			return int(math.Floor(q)), spans
		}
		return int(math.Ceil(q)), spans
	}
	if !(q < math.MaxInt32) {
		return geom.Units(total, size, !full), spans // beyond an int32 count: rounded
	}
	seg := cs[0].seg
	spans = spans[:0]
	for k := range cs {
		c := &cs[k]
		if c.seg != seg || seg.A == seg.B {
			// Not one traced line: the rounded total.
			return geom.Units(total, size, !full), spans
		}
		spans = append(spans, geom.Span{T0: c.ct0, T1: c.ct1, Cut0: c.poly, Cut1: c.poly})
	}
	return seg.SpansUnits(spans, size, !full), spans
}

// kindPools is ChunkSum's pooling, by kind or by feature: the pools of
// one sight line, and the stretches of each.
type kindPools struct {
	pools   []kindPool
	members []Crossing // the stretches, pool by pool in order of arrival
	of      []int      // the pool of each member
	at      []int      // the contribution of each member
	scratch []Crossing
	spans   []geom.Span
}

// kindPool is the stretches of one kind and weight.
type kindPool struct {
	kind   int
	weight float64
	first  int // the contribution credited with the pool's amount
}

func (k *kindPools) reset() {
	k.pools, k.members, k.of, k.at = k.pools[:0], k.members[:0], k.of[:0], k.at[:0]
}

// add records stretch c (of weight w) in the pool of its kind and
// weight, crediting nothing yet.
func (k *kindPools) add(t *Tally, c *Crossing, kind int, w float64) {
	p := -1
	for i := range k.pools {
		if k.pools[i].kind == kind && k.pools[i].weight == w {
			p = i
			break
		}
	}
	if p < 0 {
		p = len(k.pools)
		k.pools = append(k.pools, kindPool{kind: kind, weight: w, first: t.Len()})
	}
	k.members = append(k.members, *c)
	k.of = append(k.of, p)
	k.at = append(k.at, t.Len())
	t.Record(c, 0, false, 0)
}

// settle counts each pool's chunks and credits them to its first
// stretch; with beyond > 0, a kind whose length, all its weights
// together, is above beyond (exactly) blocks the line where its running
// length passes beyond.
func (k *kindPools) settle(t *Tally, chunk float64, full bool, beyond float64) {
	for i, p := range k.pools {
		k.gather(func(q int) bool { return q == i })
		var n int
		n, k.spans = pooledChunks(k.scratch, chunk, full, k.spans)
		amt := float64(n) * p.weight
		t.v.Contributions[p.first].Amount += amt
		t.v.Score += amt
	}
	if beyond > 0 {
		for i, p := range k.pools {
			if k.firstOfKind(p.kind) != i {
				continue // each kind once, at its first pool
			}
			ofKind := func(q int) bool { return k.pools[q].kind == p.kind }
			k.gather(ofKind)
			var n int
			if n, k.spans = pooledChunks(k.scratch, beyond, false, k.spans); n > 1 {
				k.block(t, ofKind, beyond)
			}
		}
	}
	k.reset()
}

// gather puts in k.scratch the stretches of the pools in, in order of
// arrival.
func (k *kindPools) gather(in func(pool int) bool) {
	k.scratch = k.scratch[:0]
	for j, q := range k.of {
		if in(q) {
			k.scratch = append(k.scratch, k.members[j])
		}
	}
}

// firstOfKind returns the index of the first pool of kind.
func (k *kindPools) firstOfKind(kind int) int {
	for i := range k.pools {
		if k.pools[i].kind == kind {
			return i
		}
	}
	return -1
}

// block blocks the line at the stretch of the pools in where their
// running length, from the observer, passes beyond: its contribution is
// marked, and BlockedAt is the nearest of the blocks. The running length
// is rounded: at a tie it is passed at the end of the last stretch.
func (k *kindPools) block(t *Tally, in func(pool int) bool, beyond float64) {
	before, last, passed := 0.0, -1, false
	for j, q := range k.of {
		if !in(q) {
			continue
		}
		last = j
		if passed = before+k.members[j].Length > beyond; passed {
			break
		}
		before += k.members[j].Length
	}
	c := &k.members[last]
	at := c.Leave
	if passed {
		at = min(c.Enter+(beyond-before), c.Leave)
	}
	t.v.Contributions[k.at[last]].Blocks = true
	if !t.v.Blocked || at < t.v.BlockedAt {
		t.v.Blocked, t.v.BlockedAt = true, at
	}
	t.v.Seen = false
}
