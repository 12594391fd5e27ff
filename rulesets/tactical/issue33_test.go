package tactical

import (
	"math"
	"strings"
	"testing"
	"time"
)

// Issue 33: two stacks of MaxInt64 steps wrapped past the limit of 9.
func TestIssue33CheckStackMaxSteps(t *testing.T) {
	big := Unit{ID: "a", Steps: math.MaxInt, FullSteps: math.MaxInt, Morale: 7}
	if err := CheckStack("test", []Unit{big, big}); err == nil {
		t.Error("CheckStack: two units of MaxInt steps accepted")
	}
	if n := Steps([]Unit{big, big}); n != math.MaxInt {
		t.Errorf("Steps = %d, want MaxInt (saturated)", n)
	}
	s := steinerSetup(t, func(s *steiner) {
		for i := range s.Defenders {
			s.Defenders[i].Steps, s.Defenders[i].FullSteps = math.MaxInt, math.MaxInt
		}
		d := s.Defenders[0]
		d.ID += "-twin"
		s.Defenders = append(s.Defenders, d)
	})
	if _, err := s.declare(); err == nil || !strings.Contains(err.Error(), "stacking") {
		t.Errorf("Declare with defenders of MaxInt steps: %v", err)
	}
}

// Issue 33: SpreadHits with 2^40 hits did not return. The timeout only
// detects the hang: the work is O(len(units)²). (MaxInt/4 is 2^61 on
// 64-bit platforms.)
func TestIssue33SpreadHitsHugeCount(t *testing.T) {
	const big = math.MaxInt / 4
	units := []Unit{{Steps: big, FullSteps: big}, {Steps: big, FullSteps: big}, {Steps: 3, FullSteps: 3}}
	done := make(chan struct{})
	var lost []int
	var excess int
	go func() {
		lost, excess = SpreadHits(units, 2*big+2)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("SpreadHits(2*(MaxInt/4)+2 hits) did not return")
	}
	if lost[0] != big || lost[1] != big-1 || lost[2] != 3 || excess != 0 {
		t.Errorf("lost %v excess %d", lost, excess)
	}
}

// Issue 33 (found by the sweep): a zero Ground dereferenced its nil map.
func TestIssue33ZeroGround(t *testing.T) {
	var g Ground
	s := steinerSetup(t, nil)
	if _, err := g.Declare(s.Setup); err == nil {
		t.Error("Declare on a zero Ground: no error")
	}
	if _, err := g.Divisor(s.Target); err == nil {
		t.Error("Divisor on a zero Ground: no error")
	}
	if _, err := g.OnCrest(s.Target); err == nil {
		t.Error("OnCrest on a zero Ground: no error")
	}
	if got := g.Label(s.Target); got != s.Target.String() {
		t.Errorf("Label on a zero Ground = %q", got)
	}
}
