package napoleonic

import (
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Issue 33: a Fire Effects multiplier of MaxInt64 gave a negative volley.
func TestIssue33LineFireMultiplierOverflow(t *testing.T) {
	ft, err := NewFireEffects(FireEffect{Formation: Line, Nationality: "KGL", Multiplier: math.MaxInt})
	if err == nil {
		v, err := testMap(t, nil).LineFire(kgl(), 0, nil, ft)
		if err == nil && v.Value.Sign() < 0 {
			t.Fatalf("volley %v from a multiplier of MaxInt", v.Value)
		}
		t.Fatal("a multiplier of MaxInt accepted")
	}
	// Artillery increments that sum past MaxInt still silence the hex.
	guns := Unit{Name: "battery", Arm: Artillery, Increments: math.MaxInt}
	v, err := testMap(t, nil).LineFire(kgl(), 0, []Unit{guns, guns}, SampleFireEffects())
	if err != nil {
		t.Fatal(err)
	}
	if v.Increments != 0 {
		t.Errorf("two batteries of MaxInt increments leave %d increments firing", v.Increments)
	}
}

// Issue 33: a melee value of MaxInt64 wrapped in PortionMelee and HexMelee.
func TestIssue33MeleeOverflow(t *testing.T) {
	u := kgl()
	u.Values.Melee = math.MaxInt
	m := testMap(t, nil)
	if vs, err := m.PortionMelee(u); err == nil {
		t.Errorf("PortionMelee of a MaxInt melee value: %v, no error", vs)
	}
	if v, err := m.HexMelee(u.Head, []Unit{u, u}); err == nil {
		t.Errorf("HexMelee of two MaxInt melee values: %v, no error", v)
	}
}

// Issue 33: Shares with an absurd count asked the runtime for terabytes.
func TestIssue33SharesAbsurdCount(t *testing.T) {
	for _, n := range []int{MaxIncrements + 1, math.MaxInt / 2, math.MaxInt} {
		if s := Shares(5, n, SharesEven); s != nil {
			t.Errorf("Shares(5, %d): %d shares", n, len(s))
		}
	}
	if s := Shares(math.MinInt, 3, SharesFourFromHead); s != nil {
		t.Errorf("Shares(MinInt, 3) = %v", s)
	}
}

// Issue 33 (found by the sweep): Attack.Reachable of a column of 2^40
// portions built a slice of 2^40 ints.
func TestIssue33ReachableAbsurdCount(t *testing.T) {
	// (Only just over the cap: on the old code a huge n would take the
	// machine's memory before failing.)
	for _, n := range []int{MaxIncrements + 1} {
		if got := (Attack{}).Reachable(n); got != nil {
			t.Errorf("Reachable(%d): %d portions", n, len(got))
		}
	}
}

// Issue 33 (found by the sweep): the terrain questions of a zero Map
// dereferenced its nil hex map.
func TestIssue33ZeroMap(t *testing.T) {
	var m Map
	if m.Allows(Unit{}.Head, Line) || m.FarmOrTown(Unit{}.Head) {
		t.Error("a zero Map allows or holds something")
	}
	if _, ok := m.EntryMP(Unit{}.Head); ok {
		t.Error("a zero Map prices a hex")
	}
	if _, err := m.PortionMelee(kgl()); err == nil {
		t.Error("PortionMelee on a zero Map: no error")
	}
}

// Issue 33: a zero Map handed out nil step costs, and WheelLine, Move and
// Reach on one called them (a nil function call); its accessors panicked
// on a nil Map.
func TestIssue33ZeroMapEverywhere(t *testing.T) {
	for name, m := range map[string]*Map{"nil": nil, "zero": {}} {
		t.Run(name, func(t *testing.T) {
			if m.Rules() != (Rules{}) || m.HexMap() != nil {
				t.Error("an accessor answered something")
			}
			for _, c := range []move.StepCost{m.StepCost(), m.FormationStepCost(Line), m.FormationStepCost(99)} {
				if c == nil {
					t.Fatal("a nil step cost")
				}
				if _, ok := c(hex.Hex{}, hex.Hex{Q: 1}, hex.Side{}); ok {
					t.Error("a step priced")
				}
			}
			line := kgl()
			if _, err := m.WheelLine(line, line.Head, true, nil); err == nil {
				t.Error("WheelLine: no error")
			}
			if _, err := m.Move(line, []hex.Hex{line.Head.Neighbor(0)}); err == nil {
				t.Error("Move: no error")
			}
			if _, err := m.Reach(line, ReachOptions{Allowance: 4}); err == nil {
				t.Error("Reach: no error")
			}
			if _, err := m.WheelToLine(dragons(), true, PhaseMovement); err == nil {
				t.Error("WheelToLine: no error")
			}
		})
	}
}

// Issue 33: the reach of a long column of companies searched every shape
// of its body: an 8-hex column with 12 MP took 23 s and 5.7 GB. Now the
// search queues at most MaxSnakeStates positions and says so.
func TestIssue33SnakeReachBounded(t *testing.T) {
	m := testMap(t, nil)
	u := dragons()
	u.Increments = 32 // 8 hexes
	u.Head = hex.Hex{Q: 10, R: 0}
	for m.CanStand(u) != nil {
		u.Head = u.Head.Neighbor(5)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.TotalAlloc
	_, err := m.Reach(u, ReachOptions{Allowance: 12})
	runtime.ReadMemStats(&ms)
	if err == nil || !strings.Contains(err.Error(), "MaxSnakeStates") {
		t.Errorf("an 8-hex column with 12 MP: %v", err)
	}
	if got := ms.TotalAlloc - before; got > 64<<20 {
		t.Errorf("the search allocated %d MB", got>>20)
	}
	// A 5-hex column with 12 MP is well under the cap and answers.
	u.Increments = 20
	if out, err := m.Reach(u, ReachOptions{Allowance: 12}); err != nil || len(out) != 16*12 {
		t.Errorf("a 5-hex column with 12 MP: %d hexes, %v", len(out), err)
	}
}

// Issue 33: Combine added the losses of the outcomes unchecked: two
// losses of MaxInt wrapped to -2, and the unit came back with more
// increments than it had.
func TestIssue33CombineLossesOverflow(t *testing.T) {
	m := testMap(t, nil)
	after, all, err := m.Combine(dragons(), []Outcome{{Losses: math.MaxInt}, {Losses: math.MaxInt}})
	if err == nil {
		t.Errorf("accepted: %d increments left, losses %d", after.Increments, all.Losses)
	}
	bad := dragons()
	bad.Increments = math.MinInt
	if _, _, err := m.Combine(bad, nil); err == nil {
		t.Error("Combine of an invalid unit: no error")
	}
}

// Issue 33: a unit at a head beyond hex.MaxCoord, with a negative width
// or an unknown line extent, was valid: its hexes wrapped round or the
// extent was silently read as centred.
func TestIssue33UnitOutOfRange(t *testing.T) {
	far := dragons()
	far.Head = hex.Hex{Q: math.MaxInt, R: 0}
	neg := kgl()
	neg.Width = -3
	ext := kgl()
	ext.Extent = 99
	for name, u := range map[string]Unit{"far": far, "negative width": neg, "unknown extent": ext} {
		if err := u.Validate(); err == nil {
			t.Errorf("%s: valid", name)
		}
	}
	if s := Shares(8, 2, 99); s != nil {
		t.Errorf("Shares under an unknown policy: %v", s)
	}
}

// Issue 33: flags outside the known ones and names that are not valid
// UTF-8 were accepted.
func TestIssue33UnitFlagsAndText(t *testing.T) {
	flags := kgl()
	flags.Flags = 0x80
	name := kgl()
	name.Name = "id\xff"
	nat := kgl()
	nat.Nationality = "\xff"
	for _, u := range []Unit{flags, name, nat} {
		if err := u.Validate(); err == nil {
			t.Errorf("%+v: valid", u)
		}
	}
	if err := kgl().Validate(); err != nil {
		t.Error(err)
	}
}

// Issue 33: NewFireEffects looked for a duplicate among every earlier
// cell: 200,000 cells took 2·10^10 comparisons. It is linear now.
func TestIssue33FireEffectsLinear(t *testing.T) {
	cells := make([]FireEffect, 200000)
	for i := range cells {
		cells[i] = FireEffect{Formation: Line, Nationality: strconv.Itoa(i), Multiplier: 3}
	}
	done := make(chan error, 1)
	go func() {
		_, err := NewFireEffects(cells...)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("NewFireEffects of 200,000 cells did not return")
	}
	cells[len(cells)-1].Nationality = "0"
	if _, err := NewFireEffects(cells...); err == nil {
		t.Error("a cell given twice: no error")
	}
}
