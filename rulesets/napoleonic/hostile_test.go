package napoleonic

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// Hostile input: nil maps, invalid units, paths off the map and huge
// coordinates get errors, never a panic; results are bounded by the input.
func TestHostileInput(t *testing.T) {
	if _, err := NewMap(nil, Rules{}); err == nil {
		t.Error("NewMap(nil)")
	}
	hm := testMap(t, nil).HexMap()
	for _, r := range []Rules{{Shares: 7}, {OldGuard: 9}} {
		if _, err := NewMap(hm, r); err == nil {
			t.Errorf("NewMap accepted %+v", r)
		}
	}
	var none *Map
	m := testMap(t, nil)
	u := dragons()
	if _, err := none.Move(u, nil); err == nil {
		t.Error("Move on a nil map")
	}
	far := hex.Hex{Q: math.MaxInt32, R: math.MinInt32}
	for _, c := range []struct {
		name string
		u    Unit
		path []hex.Hex
	}{
		{"no increments", Unit{Name: "x", Formation: Column, Facing: hex.SideFacing(0)}, nil},
		{"unknown formation", Unit{Name: "x", Increments: 4, Formation: 99}, nil},
		{"path off the map", u, []hex.Hex{{Q: 5, R: 2}, {Q: 40, R: 2}}},
		{"path to huge coordinates", u, []hex.Hex{far}},
		{"path that jumps", u, []hex.Hex{{Q: 9, R: 9}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if mv, err := m.Move(c.u, c.path); err == nil && len(c.path) > 0 {
				t.Errorf("accepted: %+v", mv)
			} else if err == nil && c.u.Validate() != nil {
				t.Error("an invalid unit moved")
			}
		})
	}
	t.Run("placing at huge coordinates", func(t *testing.T) {
		if _, err := u.Placed([]hex.Hex{far}, u.Facing); err == nil {
			t.Error("a 3-hex column placed on one hex")
		}
	})
	t.Run("a unit of absurd strength", func(t *testing.T) {
		big := dragons()
		big.Increments = math.MaxInt32
		if n, err := big.Len(); err == nil {
			t.Errorf("a column of %d hexes accepted", n)
		}
		big.Increments = MaxIncrements
		if n, err := big.Len(); err != nil || n != 25 {
			t.Errorf("the largest unit: %d hexes, %v", n, err)
		}
	})
	t.Run("reach with a nil map", func(t *testing.T) {
		if _, err := none.Reach(u, ReachOptions{}); err == nil {
			t.Error("Reach(nil)")
		}
	})
	t.Run("Move allocates in proportion to its path", func(t *testing.T) {
		path := []hex.Hex{{Q: 5, R: 2}, {Q: 6, R: 2}, {Q: 7, R: 2}}
		n := testing.AllocsPerRun(20, func() { _, _ = m.Move(u, path) })
		if n > 60 {
			t.Errorf("Move allocates %v times for 3 steps, want at most 60", n)
		}
	})
}

// Every rule called on a nil Map returns an error, never a panic.
func TestHostileNilMap(t *testing.T) {
	var m *Map
	u := dragons()
	errs := []error{}
	add := func(err error) { errs = append(errs, err) }
	_, err := m.FireExposure(u, nil, nil, false)
	add(err)
	_, err = m.Surroundings(u, nil)
	add(err)
	_, err = m.ArcOf(u, nil, u.Head)
	add(err)
	_, err = m.FrontHexes(u)
	add(err)
	_, err = m.ColumnFire([]Unit{u})
	add(err)
	_, err = m.LineFire(kgl(), 0, nil, SampleFireEffects())
	add(err)
	_, err = m.PortionMelee(u)
	add(err)
	_, err = m.HexMelee(u.Head, []Unit{u})
	add(err)
	_, err = m.Defend(u, nil)
	add(err)
	_, _, err = m.Combine(u, nil)
	add(err)
	_, err = m.Surcharge(u)
	add(err)
	_, err = m.Portions(u)
	add(err)
	add(m.CanStand(u))
	_, err = m.WheelToLine(u, true, PhaseMovement)
	add(err)
	_, err = m.WheelLine(kgl(), kgl().Head, true, nil)
	add(err)
	for i, err := range errs {
		if err == nil || !strings.HasPrefix(err.Error(), "napoleonic: ") {
			t.Errorf("call %d on a nil Map: %v", i, err)
		}
	}
}
