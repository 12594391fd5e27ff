package heavygear

import (
	"fmt"
	"strings"
)

// LockCheck names a step of the passive-lock decision (HG-K1), in the
// seed's order.
type LockCheck int

const (
	// CheckHidden: solid objects hide the target completely: no lock,
	// passive or active.
	CheckHidden LockCheck = iota
	// CheckNoConcealment: no concealment and not blocked by a solid
	// object: locked.
	CheckNoConcealment
	// CheckDetection: the shooter's Detection exceeds the concealment:
	// locked.
	CheckDetection
	// CheckRange: the distance is at most the target's Size (option:
	// less than): locked.
	CheckRange
)

// String names the check.
func (c LockCheck) String() string {
	switch c {
	case CheckHidden:
		return "completely hidden by solid objects"
	case CheckNoConcealment:
		return "no concealment"
	case CheckDetection:
		return "detection vs concealment"
	case CheckRange:
		return "distance vs size"
	}
	return fmt.Sprintf("LockCheck(%d)", int(c))
}

// Next is what a shooter without a passive lock may do.
type Next int

const (
	// NoNeed: the passive lock succeeded.
	NoNeed Next = iota
	// OtherTargetOrActive: choose another target or try an active lock
	// (HG-K1, step 3).
	OtherTargetOrActive
	// OtherTargetOnly: the target cannot be locked at all (completely
	// hidden); choose another target.
	OtherTargetOnly
)

// Passive is the passive-lock decision with its working.
type Passive struct {
	// Locked reports a passive lock; By is the check that gave it, or the
	// last check made when it failed.
	Locked bool
	By     LockCheck
	// Next says what the shooter may do instead.
	Next Next
	// Steps explains each check made, in order.
	Steps []string
}

// String returns the steps, one a line, and the verdict.
func (p Passive) String() string {
	var b strings.Builder
	for i, s := range p.Steps {
		fmt.Fprintf(&b, "%d. %s\n", i+1, s)
	}
	switch {
	case p.Locked:
		b.WriteString("passive lock\n")
	case p.Next == OtherTargetOnly:
		b.WriteString("no lock possible: choose another target\n")
	default:
		b.WriteString("no passive lock: choose another target or try an active lock\n")
	}
	return b.String()
}

// PassiveLock decides whether shooter locks a target of Size size at the
// given distance (inches, as the players measure it) with concealment c
// (HG-K1), in the seed's order: a target completely hidden by solid
// objects cannot be locked; a target without concealment (total 0) is
// locked; then the shooter's Detection against the concealment (locked
// if it exceeds it); then the distance against the Size (locked at
// distance <= Size, or < Size under Rules.RangeStrict); otherwise the
// shooter chooses another target or tries an active lock.
//
// It reads c as [Concealer.Conceal] gives it: a Score below 0 (which
// Conceal never gives) counts as no concealment. A size below 1 is no
// target's, and a NaN or negative distance no distance: neither locks by
// range.
func (r Rules) PassiveLock(shooter Model, size int, distance float64, c Concealment) Passive {
	var p Passive
	step := func(s string, args ...any) { p.Steps = append(p.Steps, fmt.Sprintf(s, args...)) }
	if c.Hidden {
		step("solid objects hide the target completely: no lock, passive or active")
		p.By, p.Next = CheckHidden, OtherTargetOnly
		return p
	}
	if c.Score <= 0 {
		step("no concealment (0) and no solid object blocks the target: locked")
		p.Locked, p.By = true, CheckNoConcealment
		return p
	}
	if shooter.Detection > c.Score {
		step("detection %d exceeds concealment %d: locked", shooter.Detection, c.Score)
		p.Locked, p.By = true, CheckDetection
		return p
	}
	step("detection %d does not exceed concealment %d", shooter.Detection, c.Score)
	op, in := "<=", distance <= float64(size)
	if r.RangeStrict {
		op, in = "<", distance < float64(size)
	}
	p.By = CheckRange
	if !(distance >= 0) {
		// NaN or negative: no distance at all, so the range check fails
		// and says why rather than compare nonsense.
		step("distance %s is not a distance: no lock by range", num(distance))
		p.Next = OtherTargetOrActive
		return p
	}
	if size < 1 {
		step("size %d is not a target's size: no lock by range", size)
		p.Next = OtherTargetOrActive
		return p
	}
	if in {
		step("distance %s in %s size %d: locked", num(distance), op, size)
		p.Locked = true
		return p
	}
	step("distance %s in is not %s size %d", num(distance), op, size)
	p.Next = OtherTargetOrActive
	return p
}
