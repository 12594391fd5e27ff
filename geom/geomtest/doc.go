// Package geomtest is a kit for testing code built on package geom, in
// the manner of testing/fstest: rapid generators of hexes, directions,
// points, polygons and round bases, random-source forms of them
// ([RandomHex], [RandomPoint]), and laws for a user's own geometry
// helpers.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// laws draw their cases from a seed ([Config]): a failure names the seed
// that replays it, and a law whose cases tested nothing (every answer the
// same, every shape empty) fails too.
//
//	func TestMyZone(t *testing.T) {
//		if err := geomtest.CheckHexShape(myZone, true, geomtest.HexConfig{}); err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The laws:
//
//   - [CheckHexInvariant]: a function of two hexes is unchanged by
//     translating them together or rotating them about the first.
//   - [CheckHexSymmetric]: a function of two hexes is symmetric.
//   - [CheckHexShape]: a shape around a centre moves with its centre, and
//     (optionally) is unchanged by a rotation about it.
//   - [CheckMetric]: a distance between points is a metric.
package geomtest
