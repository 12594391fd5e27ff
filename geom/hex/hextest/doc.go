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
// Bad arguments. A Check function returns an error for a nil function
// and for a [Config] field that is negative or above its cap ([MaxCases],
// [MaxRadius]); [RandomHex] returns one for a nil or zero *rand.Rand and
// a radius outside 0..MaxRadius. The rapid generators cannot return an
// error: they take a radius below 0 as 0 and one above MaxRadius as
// MaxRadius. A law's time is linear in its cases.
//
// The laws:
//
//   - [CheckInvariant]: a function of two hexes is unchanged by
//     translating them together or rotating them about the first.
//   - [CheckSymmetric]: a function of two hexes is symmetric.
//   - [CheckShape]: a shape around a centre moves with its centre, and
//     (optionally) is unchanged by a rotation about it.
package hextest
