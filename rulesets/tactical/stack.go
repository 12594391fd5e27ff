package tactical

import (
	"fmt"
	"math"
)

// MaxStackSteps is the stacking limit of one side in a hex, in steps
// (TAC-A1): an assault, which takes place in the defender's hex, may bring
// in at most this many steps a side.
const MaxStackSteps = 9

// Steps returns the steps of the units that are not eliminated; the sum
// saturates at math.MaxInt rather than wrap.
func Steps(units []Unit) int {
	n := 0
	for _, u := range units {
		if u.Steps > 0 {
			if u.Steps > math.MaxInt-n {
				return math.MaxInt
			}
			n += u.Steps
		}
	}
	return n
}

// CheckStack returns an error if the units, one side in one hex, exceed
// [MaxStackSteps] (TAC-A1). what names the stack in the message.
func CheckStack(what string, units []Unit) error {
	if n := Steps(units); n > MaxStackSteps {
		return fmt.Errorf("tactical: %s: %d steps, stacking allows at most %d a side", what, n, MaxStackSteps)
	}
	return nil
}
