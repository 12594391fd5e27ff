package los

import (
	"errors"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// AppendFOV appends to dst the hexes of the map within radius of from
// that from sees, in spiral order (from itself first, then ring by ring),
// and returns the extended slice.
//
// It is consistent with pairwise LoS by construction: h is in the field
// of view exactly when hs.LoS(tr, from, h) says Seen. A shadow pass first
// marks hidden the targets whose line holds an element that blocks it
// whatever its heights (a blocking hex or hexside, or ground higher than
// both ends by far more than rounding), using a table, shared by every
// map, of which lines enter which hexes; the kernel would stop at that
// element too, so the two agree. Every other target is decided by the
// same kernel and the same canonical walk as LoS, which here skips the
// explanation and stops as soon as Seen is decided (at the first block,
// or once the hindrance, every hindrance being non-negative, has reached
// the threshold). It allocates nothing once dst and tr have grown. A negative radius is an
// error; from off the map gives no hexes.
func (hs *HexSight) AppendFOV(dst []geom.Hex, tr *HexTracer, from geom.Hex, radius int) ([]geom.Hex, error) {
	if radius < 0 {
		return dst, errors.New("los: negative field-of-view radius")
	}
	if !hs.grid.on(from) {
		return dst, nil
	}
	g := &hs.grid
	// Every hex of the map is within nq+nr of from: a larger radius adds
	// only hexes off the map.
	radius = min(radius, g.nq+g.nr)
	if radius >= 1 && radius <= shadowMaxRadius {
		return hs.appendFOVShadowed(dst, tr, from, radius), nil
	}
	visit := func(h geom.Hex) {
		if !g.on(h) {
			return
		}
		if v, _ := hs.run(tr, from, h, false); v.Seen {
			dst = append(dst, h)
		}
	}
	for h := range geom.Spiral(from, radius) {
		visit(h)
	}
	return dst, nil
}

// AppendVisible appends to dst the indexes of the targets that an
// observer at from (sight height fromHt) sees under r (targets at sight
// height toHt), in increasing order, and returns the extended slice. Each
// target is judged exactly as [Judge] would judge it, so the result is
// always consistent with pairwise LoS. It allocates nothing once the
// buffers have grown. The first error (a NaN point) stops it.
func AppendVisible(dst []int, tr *Tracer, r Accumulator, from orb.Point, fromHt float64, targets []orb.Point, toHt float64) ([]int, error) {
	for i, p := range targets {
		v, err := Judge(tr, geom.Segment{A: from, B: p}, fromHt, toHt, r)
		if err != nil {
			return dst, err
		}
		if v.Seen {
			dst = append(dst, i)
		}
	}
	return dst, nil
}

// appendFOVShadowed is AppendFOV for a tabled radius, with the shadow
// pass.
func (hs *HexSight) appendFOVShadowed(dst []geom.Hex, tr *HexTracer, from geom.Hex, radius int) []geom.Hex {
	g := &hs.grid
	r := &hs.rules
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
	if r.Elevation {
		zA = g.elev[g.index(from)] + r.EyeHeight
		for k, d := range t.targets {
			tr.zB[k] = math.NaN() // off the map: never marked, never visited
			if h := from.Add(d); g.on(h) {
				tr.zB[k] = g.elev[g.index(h)] + r.TargetHeight
			}
		}
	} else {
		clear(tr.zB)
	}
	hs.markShadows(tr, t, from, zA, stamp)
	for k, d := range t.targets {
		h := from.Add(d)
		if tr.hidden[k] == stamp || !g.on(h) {
			continue
		}
		if v, _ := hs.run(tr, from, h, false); v.Seen {
			dst = append(dst, h)
		}
	}
	return dst
}
