// Package geomtest is a kit for testing code built on package geom, the
// plane, in the manner of testing/fstest: rapid generators of points,
// segments, near-collinear triples, polygons, round bases and rigid
// motions, a random-source form of them ([RandomPoint]), and laws for a
// user's own distances and facing arcs. The hex grid has its own kit, geom/hex/hextest.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// laws draw their cases from a seed ([Config]): a failure names the seed
// that replays it, and a law whose cases tested nothing (every distance
// 0) fails too.
//
//	func TestMyDistance(t *testing.T) {
//		if err := geomtest.CheckMetric(myDistance, 1e-12, geomtest.Config{}); err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The generators favour the degenerate cases: half the points have
// integer coordinates (so collinear and coincident points are common),
// [NearCollinear] perturbs a collinear point by a few ulps, and
// [TouchingDiscs] and [SplitSquare] build exactly touching shapes.
//
// Bad arguments. A Check function returns an error for a nil function or
// rule, for a [Config] field that is negative, NaN, infinite or above its
// cap ([MaxCases], [MaxBox]) and for a tolerance that is not a finite
// number >= 0; [RandomPoint] returns one for a nil or zero *rand.Rand and
// a box outside 0..MaxBox. The rapid generators cannot return an error:
// they clamp their sizes, as [Point] says. A law's time is linear in its
// cases.
//
// The laws:
//
//   - [CheckMetric]: a distance between points is a metric.
//   - [CheckArcs]: a table model's arcs ([ArcRule], such as geom.Arcs)
//     are unchanged by quarter turns, translations and reflections of
//     the scene, partition the plane, and grade a base from wholly
//     through partly to not in an arc as it grows.
//   - [CheckTurns]: a model turned 45° at a time (geom.Facing.Turn) keeps
//     exact arcs: eight turns give back the arcs it had.
package geomtest
