package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// disc returns a round base of radius r centred at (x, y).
func disc(x, y, r float64) geom.Disc { return geom.Disc{Center: orb.Point{x, y}, R: r} }

// rect returns the axis-aligned rectangle [x0, x1] × [y0, y1].
func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// Base-to-base sight: a 1-inch base at (0, 0) sees one at (10, 0) past a
// model in the middle, and the witness is a clear sight line a player can
// lay a ruler along: tangent to the model, along y = 1. Grazing a base does
// not block, so two more models touching the first leave that line open;
// overlapping ones close every gap, and BlockedBy names what stands on the
// centre-to-centre line.
func ExampleBaseSolver_LoS() {
	q := los.BaseQuery{
		From:     disc(0, 0, 1),
		To:       disc(10, 0, 1),
		Blockers: []los.Blocker{{Disc: disc(5, 0, 1)}},
	}
	var w los.BaseSolver // reusable: keep one per goroutine
	r, err := w.LoS(&q)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("seen:", r.Seen)
	fmt.Printf("witness from y=%.0f to y=%.0f\n", r.Witness.A[1], r.Witness.B[1])

	q.Blockers = append(q.Blockers, los.Blocker{Disc: disc(5, 2, 1.1)}, los.Blocker{Disc: disc(5, -2, 1.1)})
	r, _ = w.LoS(&q)
	fmt.Println("seen past three overlapping models:", r.Seen, "blocked by", r.BlockedBy)
	// Output:
	// seen: true
	// witness from y=1 to y=1
	// seen past three overlapping models: false blocked by [0]
}

// A wall between two bases blocks; the height rule "a blocker lower than
// the observer or the target is ignored" lets a model on a 3-inch hill see
// over a 2-inch wall.
func ExampleLowerThanEither() {
	q := los.BaseQuery{
		From:     disc(0, 0, 0.5),
		To:       disc(12, 0, 0.5),
		Blockers: []los.Blocker{{Poly: rect(5, -3, 6, 3), Height: 2}},
	}
	var w los.BaseSolver
	r, _ := w.LoS(&q)
	fmt.Println("on the ground:", r.Seen)
	q.FromHeight, q.ToHeight = 3, 1
	q.Blocks = los.LowerThanEither(q.FromHeight, q.ToHeight, false)
	r, _ = w.LoS(&q)
	fmt.Println("observer on a 3-inch hill:", r.Seen)
	q.Blocks = los.LowerThanEither(q.FromHeight, q.ToHeight, true)
	r, _ = w.LoS(&q)
	fmt.Println("lower than both required:", r.Seen)
	// Output:
	// on the ground: false
	// observer on a 3-inch hill: true
	// lower than both required: false
}

// In 3D a sight line passes over a low blocker where it is higher than the
// blocker: from 4 inches up to a target 0 inches up, a 1-inch-high wall
// at the far end blocks and one near the observer does not.
func ExampleBaseQuery_diagonal() {
	for _, x := range []float64{2, 9} {
		q := los.BaseQuery{
			From: disc(0, 0, 0.5), To: disc(10, 0, 0.5),
			FromHeight: 4, ToHeight: 0, Diagonal: true,
			Blockers: []los.Blocker{{Poly: rect(x, -3, x+0.5, 3), Height: 1}},
		}
		var w los.BaseSolver
		r, _ := w.LoS(&q)
		fmt.Printf("wall at x=%v: seen %v\n", x, r.Seen)
	}
	// Output:
	// wall at x=2: seen true
	// wall at x=9: seen false
}
