package tactical

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
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
// detects the hang: the work is O(n log s) for n units of at most s
// steps. (MaxInt/4 is 2^61 on 64-bit platforms.)
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

// Issue 33 (found by the sweep): the accessors of a nil Assault and the
// settings of a nil Ground dereferenced them, and a zero Assault (not
// declared) played a whole empty sequence without an error.
func TestIssue33NilAndZeroAssault(t *testing.T) {
	var na *Assault
	if na.Target() != (hex.Hex{}) || na.Attackers() != nil || na.Defenders() != nil || na.Going() != nil || na.Events() != nil || na.Outcome() != (Outcome{}) {
		t.Error("a nil Assault answered something")
	}
	for name, a := range map[string]*Assault{"nil": nil, "zero": {}} {
		if a.Phase() != PhaseDone || !a.Next().Done {
			t.Errorf("%s Assault: not done", name)
		}
		if _, err := a.Choose(Choice{Kind: NoFire}); err == nil {
			t.Errorf("%s Assault: Choose gave no error", name)
		}
		if _, err := a.Roll(combat.SeededRoller(1)); err == nil {
			t.Errorf("%s Assault: Roll gave no error", name)
		}
		if _, err := a.Continue(); err == nil {
			t.Errorf("%s Assault: Continue gave no error", name)
		}
		if _, err := a.FireInto(1); err == nil {
			t.Errorf("%s Assault: FireInto gave no error", name)
		}
	}
	for name, g := range map[string]*Ground{"nil": nil, "zero": {}} {
		if name == "nil" && (g.Rules().FireTable != nil || g.Map() != nil) {
			t.Error("a nil Ground answered something")
		}
		c := g.StepCost()
		if c == nil {
			t.Fatalf("%s Ground: a nil step cost", name)
		}
		if _, ok := c(hex.Hex{}, hex.Hex{Q: 1}, hex.Side{}); ok {
			t.Errorf("%s Ground: a step priced", name)
		}
	}
}

// Issue 33: the combat value multiplied the section value by the steps
// unchecked: under a section value of MaxInt a full section of 2 steps
// was worth -1. The sum is now in combat's checked fractions.
func TestIssue33ValueOverflow(t *testing.T) {
	g, _, err := SteinerSetup(Rules{SectionValue: math.MaxInt})
	if err != nil {
		t.Fatal(err)
	}
	sec := Unit{ID: "s", Steps: 2, FullSteps: 2, Morale: 10}
	if v, err := g.Value([]Unit{sec}); err != nil || v.Cmp(combat.Int(math.MaxInt)) != 0 {
		t.Errorf("one full section: %v, %v; want MaxInt", v, err)
	}
	// Two make 2·MaxInt: exact on 32-bit platforms, past int64 on 64-bit
	// ones, where it is an error, never a wrapped value.
	v, err := g.Value([]Unit{sec, sec})
	m := int64(math.MaxInt) // 2·m is evaluated only where it fits
	switch {
	case strconv.IntSize == 32 && (err != nil || v.Cmp(combat.Int(2*m)) != 0):
		t.Errorf("two full sections of MaxInt: %v, %v; want %d", v, err, 2*m)
	case strconv.IntSize == 64 && err == nil:
		t.Errorf("two full sections of MaxInt: %v, no error", v)
	}
	if v, err := g.Value([]Unit{{ID: "x", Steps: 5, FullSteps: 2, Morale: 10}}); err == nil {
		t.Errorf("a unit above its full strength: %v, no error", v)
	}
}

// Issue 33: the defenders' fire factors were summed unchecked: three
// units of MaxInt64 factors wrapped to MaxInt64-2 and fired with it.
func TestIssue33FirePowerOverflow(t *testing.T) {
	huge := frac(t, math.MaxInt64, 1)
	a := declare(t, func(s *steiner) {
		d := s.Defenders[0]
		d.Steps, d.FullSteps, d.Fire = 1, 1, huge
		s.Defenders = nil
		for _, id := range []string{"d1", "d2", "d3"} {
			d.ID = id
			s.Defenders = append(s.Defenders, d)
		}
	})
	choose(t, a, FireAfter)
	for range 10 {
		st := a.Next()
		if st.Roll == nil {
			if len(st.Choices) == 0 {
				break
			}
			if _, err := a.Choose(st.Choices[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		evs, err := a.Roll(combat.SeededRoller(1))
		if st.Roll.Kind == FireRoll {
			if err == nil {
				t.Errorf("fire of three times MaxInt64 factors: %v", evs)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Error("no defensive fire came due")
}

// Issue 33: Lost and CurrentMorale subtracted unchecked, so a unit with
// MinInt steps had lost a negative number and a morale that wrapped.
func TestIssue33LostAndMoraleNeverWrap(t *testing.T) {
	for _, c := range []struct {
		u            Unit
		lost, morale int
	}{
		{Unit{Steps: math.MinInt, FullSteps: math.MaxInt, Morale: math.MinInt}, math.MaxInt, math.MinInt},
		{Unit{Steps: 5, FullSteps: 2, Morale: 10}, 0, 10},
		{Unit{Steps: 1, FullSteps: -3, Morale: 10}, 0, 10},
		{Unit{Steps: 1, FullSteps: 2, Morale: 10}, 1, 9},
	} {
		if l, m := c.u.Lost(), c.u.CurrentMorale(); l != c.lost || m != c.morale {
			t.Errorf("%+v: lost %d, morale %d; want %d, %d", c.u, l, m, c.lost, c.morale)
		}
	}
}

// Issue 33: SpreadHits took a turn per distinct strength, each over every
// unit: 50,000 units of different strengths took O(n²) steps. Now it
// searches the number of full turns: O(n log s).
func TestIssue33SpreadHitsManyUnits(t *testing.T) {
	const n = 50000 // total steps 1.25e9: fits a 32-bit int
	units := make([]Unit, n)
	total := 0
	for i := range units {
		units[i].Steps = i + 1
		total += i + 1
	}
	done := make(chan struct{})
	var lost []int
	var excess int
	go func() {
		lost, excess = SpreadHits(units, total-1)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("SpreadHits over 50,000 units did not return")
	}
	// One hit short of all: every unit is eliminated but the strongest,
	// which keeps one step.
	if excess != 0 || lost[n-1] != n-1 || lost[0] != 1 || lost[n-2] != n-1 {
		t.Errorf("lost[0] %d, lost[n-2] %d, lost[n-1] %d, excess %d", lost[0], lost[n-2], lost[n-1], excess)
	}
}

// Issue 33: IDs, formation and officer names that are not valid UTF-8
// were accepted by the declaration.
func TestIssue33UnitText(t *testing.T) {
	ok := Unit{ID: "a", Steps: 2, FullSteps: 2, Morale: 10}
	for _, edit := range []func(*Unit){
		func(u *Unit) { u.ID = "a\xff" },
		func(u *Unit) { u.Formation = "\xff" },
		func(u *Unit) { u.Officer = "\xff" },
	} {
		u := ok
		edit(&u)
		if err := u.Validate(); err == nil {
			t.Errorf("%+v: valid", u)
		}
	}
	if err := (Formation{Name: "\xff", Sections: 2}).Validate(); err == nil {
		t.Error("a formation named in invalid UTF-8: valid")
	}
}

// Issue 33: the default rules played the exported LeaderLost,
// AttackerMorale10 and DefenderOutOfCommand, so a caller that changed
// one changed every assault (and raced with it). They are copies now.
func TestIssue33ExportedRulesAreCopies(t *testing.T) {
	saved, savedA := LeaderLost, AttackerMorale10
	defer func() { LeaderLost, AttackerMorale10 = saved, savedA }()
	LeaderLost.Target = 12
	AttackerMorale10.Value = -6
	if p := LeaderLossChance(false); p.Cmp(frac(t, 1, 36)) != 0 {
		t.Errorf("leader loss chance %v after a caller changed LeaderLost", p)
	}
	g, _, err := SteinerSetup(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	mods, _ := g.Rules().FirstRound.Get()
	if mods[0].Value != -1 {
		t.Errorf("the default rules play %+v", mods[0])
	}
}
