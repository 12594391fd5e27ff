package hexsight

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// AppendFOV appends to dst the hexes of the map within radius of from
// that from sees, in spiral order (from itself first, then ring by ring),
// and returns the extended slice.
//
// It is consistent with pairwise LoS: h is in the field of view exactly
// when hs.LoS(tr, from, h) says Seen. It allocates nothing once dst and
// tr have grown. A negative radius is an error; from off the map gives no
// hexes.
//
// Cost: the radius is first clamped to the farthest hex of the map from
// from, R; the rings are clipped to the map's box, so enumerating them
// costs O(R + B), B the box cells within R; each target on the map then
// costs its line up to the first element that blocks it, at most O(R). So
// the work is O(R + B + N·R) for N hexes of the map within R, whatever the
// radius asked: a field of view of radius 1e9 costs that of the whole map.
// A radius that reaches beyond the farthest hex of a map larger than a
// sight line may be long (2^24 hexes, 2^14 on 32-bit platforms) is an
// error.
func (hs *Sight) AppendFOV(dst []hex.Hex, tr *Tracer, from hex.Hex, radius int) ([]hex.Hex, error) {
	if radius < 0 {
		return dst, errors.New("hexsight: negative field-of-view radius")
	}
	if !hs.grid.on(from) {
		return dst, nil
	}
	g := &hs.grid
	radius = min(radius, g.reach(from))
	if radius > maxHexPathDistance {
		return dst, fmt.Errorf("hexsight: field-of-view radius %d above the sight line limit %d", radius, maxHexPathDistance)
	}
	// Consistency with LoS holds by construction. A shadow pass first
	// marks hidden the targets whose line holds an element that blocks it
	// whatever its heights (a blocking hex or hexside, or ground higher
	// than both ends by far more than rounding), using a table, shared by
	// every map, of which lines enter which hexes; the kernel would stop
	// at that element too, so the two agree. Every other target is decided
	// by the same kernel and the same canonical walk as LoS, which here
	// skips the explanation and stops as soon as Seen is decided (at the
	// first block, or once the hindrance, every hindrance being
	// non-negative, has reached the threshold).
	if radius >= 1 && radius <= shadowMaxRadius {
		return hs.appendFOVShadowed(dst, tr, from, radius), nil
	}
	var v Verdict
	for k := 0; k <= radius; k++ {
		g.clippedRing(from, k, func(h hex.Hex) {
			if !g.on(h) {
				return
			}
			if hs.run(tr, from, h, false, &v); v.Seen {
				dst = append(dst, h)
			}
		})
	}
	return dst, nil
}

// reach returns the distance from h to the farthest cell of the grid's
// box: a distance is a convex function, so its maximum over the box is at
// one of the four corners.
func (g *hexGrid) reach(h hex.Hex) int {
	q1, r1 := g.q0+g.nq-1, g.r0+g.nr-1
	return max(h.Distance(hex.Hex{Q: g.q0, R: g.r0}), h.Distance(hex.Hex{Q: q1, R: g.r0}),
		h.Distance(hex.Hex{Q: g.q0, R: r1}), h.Distance(hex.Hex{Q: q1, R: r1}))
}

// clippedRing calls visit for the hexes of hex.Ring(c, k) that lie in the
// grid's box, in the ring's order. Each of the ring's six sides is a run
// of hexes along one direction, so its part inside the box is one
// interval, found in constant time.
func (g *hexGrid) clippedRing(c hex.Hex, k int, visit func(hex.Hex)) {
	if k == 0 {
		visit(c)
		return
	}
	// As hex.Ring: start at c + k·direction 0, then k steps along
	// direction side+2 for each side.
	h := c.Add(hex.Direction(0).Vector().Scale(k))
	for side := range hex.Direction(6) {
		v := side.Rotate(2).Vector()
		lo, hi := 0, k-1
		lo, hi = clipRun(h.Q, v.Q, g.q0, g.q0+g.nq-1, lo, hi)
		lo, hi = clipRun(h.R, v.R, g.r0, g.r0+g.nr-1, lo, hi)
		for t := lo; t <= hi; t++ {
			visit(h.Add(v.Scale(t)))
		}
		h = h.Add(v.Scale(k))
	}
}

// clipRun narrows [lo, hi] to the steps t at which x0 + t·v (v in -1..1)
// lies in [min, max].
func clipRun(x0, v, xmin, xmax, lo, hi int) (int, int) {
	switch {
	case v > 0:
		return max(lo, xmin-x0), min(hi, xmax-x0)
	case v < 0:
		return max(lo, x0-xmax), min(hi, x0-xmin)
	case x0 < xmin || x0 > xmax:
		return lo, lo - 1
	}
	return lo, hi
}

// appendFOVShadowed is AppendFOV for a tabled radius, with the shadow
// pass.
func (hs *Sight) appendFOVShadowed(dst []hex.Hex, tr *Tracer, from hex.Hex, radius int) []hex.Hex {
	g := &hs.grid
	r := &hs.compiled
	t := shadows(radius)
	n := len(t.targets)
	if cap(tr.hidden) < n {
		tr.hidden = make([]uint32, n)
		tr.zB = make([]float64, n)
		tr.stamp = 0
	}
	tr.hidden, tr.zB = tr.hidden[:n], tr.zB[:n]
	tr.stamp++
	if tr.stamp == 0 {
		clear(tr.hidden)
		tr.stamp = 1
	}
	stamp := tr.stamp
	var zA float64
	if r.heights {
		zA = g.elev[g.index(from)] + r.eye
		for k, d := range t.targets {
			tr.zB[k] = math.NaN() // off the map: never marked, never visited
			if h := from.Add(d); g.on(h) {
				tr.zB[k] = g.elev[g.index(h)] + r.target
			}
		}
	} else {
		clear(tr.zB)
	}
	hs.markShadows(tr, t, from, zA, stamp)
	var v Verdict
	for k, d := range t.targets {
		h := from.Add(d)
		if tr.hidden[k] == stamp || !g.on(h) {
			continue
		}
		if hs.run(tr, from, h, false, &v); v.Seen {
			dst = append(dst, h)
		}
	}
	return dst
}
