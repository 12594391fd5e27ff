package geom

import "math"

// CmpDiff compares the difference b - a with c, exactly: the sign of
// (b - a) - c, -1, 0 or +1, where b - a is the exact difference, not its
// rounding. A rule that says "a rise of 2 or more" decides with it that a
// rise from 0.1 to 2.1 (whose rounded difference is 2.0000000000000004)
// is exactly 2. It is 0 for non-finite input.
func CmpDiff(b, a, c float64) int {
	if math.IsNaN(a+b+c) || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) {
		return 0
	}
	// Filter: b - a rounds once, the subtraction of c once more.
	if s := filterSign(b-a, c); s != 0 {
		return s
	}
	return run(kernelSafe(1, a, b, c), func(big bool) (int, bool) {
		k := kernel{big: big}
		var z, t num
		k.diff(&z, b, a)
		k.set(&t, c)
		k.add(&z, &z, &t, -1)
		return k.sign(&z), k.ovf
	})
}
