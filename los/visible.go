package los

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// AppendVisible appends to dst the indexes of the targets that an
// observer at from (sight height fromHt) sees under r (targets at sight
// height toHt), in increasing order, and returns the extended slice. Each
// target is judged exactly as [Judge] would judge it, so the result is
// always consistent with pairwise LoS. It allocates nothing once the
// buffers have grown; its cost is one Judge per target. The first error
// (a NaN point) stops it.
func AppendVisible(dst []int, tr *Tracer, r Rule, from orb.Point, fromHt float64, targets []orb.Point, toHt float64) ([]int, error) {
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
