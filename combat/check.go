package combat

import "fmt"

// Op is the comparison of a target-number check. It has no default: the
// zero Op is unset, and a Check with it is refused ([Check.Validate]), so
// that forgetting to say "roll under" or "equal or beat" is an error, not
// a chance that looks right until a modifier is added.
type Op int

const (
	AtMost  Op = iota + 1 // pass when roll <= target (morale: 2D6 <= morale)
	AtLeast               // pass when roll >= target (to hit: "equals or beats")
	Below                 // pass when roll < target
	Above                 // pass when roll > target ("strictly beats")
)

// String returns the comparison symbol.
func (op Op) String() string {
	switch op {
	case AtMost:
		return "<="
	case AtLeast:
		return ">="
	case Below:
		return "<"
	case Above:
		return ">"
	}
	if op == 0 {
		return "unset"
	}
	return fmt.Sprintf("Op(%d)", int(op))
}

// Check is a target-number check: a final roll passes when it compares to
// Target by Op. Op is required: every way to resolve a Check ([Check.Pass],
// [Check.Chance], [RollCheck], [CheckChance] and [CheckOutcomes]) returns
// the error of [Check.Validate] for one whose Op is unset or unknown.
type Check struct {
	Op     Op
	Target int
}

// Validate returns an error if c's Op is unset or not one of AtMost,
// AtLeast, Below and Above.
func (c Check) Validate() error {
	switch c.Op {
	case AtMost, AtLeast, Below, Above:
		return nil
	case 0:
		return fmt.Errorf("combat: check against %d: Op is unset (say AtLeast to equal or beat it, AtMost to roll under)", c.Target)
	}
	return fmt.Errorf("combat: check against %d: unknown Op %v", c.Target, c.Op)
}

// Pass reports whether a final roll passes. Errors: an unset or unknown
// Op (see [Check.Validate]).
func (c Check) Pass(roll int) (bool, error) {
	if err := c.Validate(); err != nil {
		return false, err
	}
	return c.pass(roll), nil
}

// pass is Pass for a valid Check.
func (c Check) pass(roll int) bool {
	switch c.Op {
	case AtMost:
		return roll <= c.Target
	case AtLeast:
		return roll >= c.Target
	case Below:
		return roll < c.Target
	case Above:
		return roll > c.Target
	}
	return false
}

// Chance returns the exact probability that a roll of d passes. Errors: an
// unset or unknown Op (see [Check.Validate]).
func (c Check) Chance(d Dist) (Frac, error) {
	if err := c.Validate(); err != nil {
		return Frac{}, err
	}
	return d.Chance(c.pass), nil
}

// String formats the check as "<= 10", and one without a valid Op as
// "unset 10" or "Op(9) 10".
func (c Check) String() string { return fmt.Sprintf("%v %d", c.Op, c.Target) }
