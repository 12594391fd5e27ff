// Package hextest is a kit for testing code built on package hex, in the
// manner of testing/fstest: rapid generators of hexes, directions and
// layouts, a random-source form of them ([RandomHex]), and laws for a
// user's own hex helpers (ranges, arcs, zones, templates).
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// laws draw their cases from a seed ([Config]): a failure names the seed
// that replays it, and a law whose cases tested nothing (every answer the
// same, every shape empty) fails too.
//
//	func TestMyZone(t *testing.T) {
//		if err := hextest.CheckShape(myZone, true, hextest.Config{}); err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The laws:
//
//   - [CheckInvariant]: a function of two hexes is unchanged by
//     translating them together or rotating them about the first.
//   - [CheckSymmetric]: a function of two hexes is symmetric.
//   - [CheckShape]: a shape around a centre moves with its centre, and
//     (optionally) is unchanged by a rotation about it.
package hextest
