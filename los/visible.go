package los

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// AppendVisible appends to dst the indexes of the targets that an
// observer at from (sight height fromHeight) sees under r (targets at sight
// height toHeight), in increasing order, and returns the extended slice. Each
// target is judged exactly as [Judge] would judge it, so the result is
// always consistent with pairwise LoS. It allocates nothing once the
// buffers have grown; its cost is one Judge per target. The first error
// (a NaN point) stops it.
func AppendVisible(dst []int, tr *Tracer, r Rule, from orb.Point, fromHeight float64, targets []orb.Point, toHeight float64) ([]int, error) {
	for i, p := range targets {
		v, err := Judge(tr, geom.Segment{A: from, B: p}, fromHeight, toHeight, r)
		if err != nil {
			return dst, err
		}
		if v.Seen {
			dst = append(dst, i)
		}
	}
	return dst, nil
}
