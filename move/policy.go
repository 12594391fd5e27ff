package move

import "strconv"

// ShortPolicy says what happens when a step costs more MP than the mover
// has left in the turn.
type ShortPolicy uint8

const (
	// ShortForbidden forbids the step. It is the default.
	ShortForbidden ShortPolicy = iota
	// ShortOneHex lets a mover always move at least one hex: a step that
	// costs more than the whole allowance may be taken as the first step
	// of a turn, using all the turn's MP and ending its movement.
	ShortOneHex
	// ShortAllRemaining lets a mover with any MP left take a step it
	// cannot afford by spending all of them; its movement for the turn
	// ends.
	ShortAllRemaining
)

// String returns "forbidden", "one-hex" or "all-remaining".
func (p ShortPolicy) String() string {
	switch p {
	case ShortForbidden:
		return "forbidden"
	case ShortOneHex:
		return "one-hex"
	case ShortAllRemaining:
		return "all-remaining"
	}
	return "ShortPolicy(" + strconv.Itoa(int(p)) + ")"
}

// valid reports whether p is one of the constants.
func (p ShortPolicy) valid() bool { return p <= ShortAllRemaining }
