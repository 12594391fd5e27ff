package combat

import "fmt"

// Op is the comparison of a target-number check.
type Op int

const (
	AtMost  Op = iota // pass when roll <= target (morale: 2D6 <= morale)
	AtLeast           // pass when roll >= target (to hit: "equals or beats")
	Below             // pass when roll < target
	Above             // pass when roll > target ("strictly beats")
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
	return fmt.Sprintf("Op(%d)", int(op))
}

// Check is a target-number check: a final roll passes when it compares to
// Target by Op. The zero Op is AtMost, a roll-under check.
type Check struct {
	Op     Op
	Target int
}

// Pass reports whether a final roll passes. An unknown Op never passes.
func (c Check) Pass(roll int) bool {
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

// Chance returns the exact probability that a roll of d passes.
func (c Check) Chance(d Dist) Frac { return d.Chance(c.Pass) }

// String formats the check as "<= 10".
func (c Check) String() string { return fmt.Sprintf("%v %d", c.Op, c.Target) }
