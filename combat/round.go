package combat

import (
	"errors"
	"fmt"
	"math"
)

// Rounding turns an exact fraction into an integer. Rules round fire factors
// up to pick a column, hits down after a divisor, and odds in the defender's
// favour; each use names its mode. Directions are absolute: Up is towards
// +∞ and Down towards −∞, also for negative numbers.
type Rounding int

const (
	Down             Rounding = iota // floor: 1.5 → 1, −1.5 → −2
	Up                               // ceiling: 2.5 → 3, −2.5 → −2
	HalfUp                           // nearest, ties towards +∞: 2.5 → 3, −2.5 → −2
	HalfDown                         // nearest, ties towards −∞: 2.5 → 2, −2.5 → −3
	HalfEven                         // nearest, ties to even: 2.5 → 2, 3.5 → 4
	HalfAwayFromZero                 // nearest, ties away from zero: 2.5 → 3, −2.5 → −3
	TowardZero                       // truncation: 1.5 → 1, −1.5 → −1
)

var roundingNames = [...]string{"down", "up", "half up", "half down", "half even", "half away from zero", "toward zero"}

// String names the mode ("down", "half even").
func (m Rounding) String() string {
	if m >= 0 && int(m) < len(roundingNames) {
		return roundingNames[m]
	}
	return fmt.Sprintf("Rounding(%d)", int(m))
}

// Div returns num/den rounded by m, exactly: 3 hits / divisor 2 = 1.5 → 1
// rounding Down. A zero denominator or an unknown mode is an error.
func (m Rounding) Div(num, den int64) (int64, error) {
	if den == 0 {
		return 0, fmt.Errorf("combat: %d/0: division by zero", num)
	}
	if num == math.MinInt64 || den == math.MinInt64 {
		return 0, errOverflow
	}
	if den < 0 {
		num, den = -num, -den
	}
	q, r := num/den, num%den // truncated
	if r == 0 {
		return q, nil
	}
	fl := q // floor
	if r < 0 {
		fl--
		r += den
	}
	// Now num = fl·den + r with 0 < r < den: the answer is fl or fl+1.
	up, ok := m.roundsUp(num < 0, fl%2 == 0, cmpHalf(r, den))
	if !ok {
		return 0, errors.New("combat: unknown rounding mode " + m.String())
	}
	if up {
		return fl + 1, nil
	}
	return fl, nil
}

// roundsUp says whether a non-integer with floor fl goes to fl+1: neg is
// its sign, even the parity of fl, half the comparison of its fraction
// with 1/2. ok is false for an unknown mode.
func (m Rounding) roundsUp(neg, even bool, half int) (up, ok bool) {
	switch m {
	case Down:
		return false, true
	case Up:
		return true, true
	case TowardZero:
		return neg, true
	}
	if m < HalfUp || m > HalfAwayFromZero {
		return false, false
	}
	if half != 0 {
		return half > 0, true
	}
	switch m { // an exact tie
	case HalfUp:
		return true, true
	case HalfDown:
		return false, true
	case HalfEven:
		return !even, true
	}
	return !neg, true // HalfAwayFromZero
}

// Round returns f rounded by m: factors 5/2 → 3 rounding Up.
func (m Rounding) Round(f Frac) (int64, error) { return m.Div(f.num, f.Den()) }

// cmpHalf compares r with den/2 without overflow, for 0 < r < den.
func cmpHalf(r, den int64) int {
	d := den - r // compare r with d
	switch {
	case r < d:
		return -1
	case r > d:
		return 1
	}
	return 0
}
