package lostest_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
)

// A ruleset checks its base-to-base sight against the laws: the verdict is
// the same both ways, and adding a blocker never creates a line of sight.
// In a test, feed the checks rapid-generated scenes; a nil error means the
// law holds.
func Example() {
	q := los.BaseQuery{
		From: geom.Disc{Center: orb.Point{0, 0}, R: 1},
		To:   geom.Disc{Center: orb.Point{10, 0}, R: 1},
		Blockers: []los.Blocker{
			{Disc: geom.Disc{Center: orb.Point{5, 0.3}, R: 1.2}},
		},
	}
	wall := los.Blocker{Poly: geom.Polygon{orb.Ring{{4, -4}, {6, -4}, {6, -0.5}, {4, -0.5}, {4, -4}}}}
	fmt.Println("symmetry:", lostest.CheckBaseSymmetry(q))
	fmt.Println("monotone:", lostest.CheckBaseMonotone(q, wall))
	// Output:
	// symmetry: <nil>
	// monotone: <nil>
}

// A ruleset checks its scored base-to-base sight on boards of its own
// types: scrub hides 1 per started inch (pooled along the line), ruins
// are opaque, and sight is refused from 4 on. The suite draws 40 scenes,
// checks symmetry, invariance under translation and that an added base
// or ruin never helps sight, and fails when it tested nothing.
func ExampleCheckSightLaws() {
	hides, solid := terrain.Number("hides"), terrain.Flag("solid")
	spec := lostest.BoardSpec{Size: 24, Features: 8,
		Types: []terrain.Type{terrain.NewType("scrub", hides.Is(1)), terrain.NewType("ruin", solid.Is(true))},
		Areas: []string{"scrub", "ruin"}}
	query := func(b *terrain.Board, q *los.BaseSight) error {
		h, err := terrain.FeatureColumn(b, hides)
		if err != nil {
			return err
		}
		s, err := terrain.FeatureColumn(b, solid)
		q.Rule = &los.ChunkSum{Weight: h.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)}
		q.Opaque = s.At
		return err
	}
	err := lostest.CheckSightLaws(lostest.SightLaws{
		Query:  query,
		Scenes: lostest.SightScenes(lostest.SightSpec{Board: spec, Bases: 4, Opaque: "ruin"}),
	})
	fmt.Println("laws:", err)
	// Output:
	// laws: <nil>
}
