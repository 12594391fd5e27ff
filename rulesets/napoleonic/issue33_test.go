package napoleonic

import (
	"math"
	"testing"
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
