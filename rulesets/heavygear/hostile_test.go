package heavygear

import (
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Hostile input: nil, NaN and Inf get errors, the charts cannot be
// changed by a caller, and concurrent readers of the charts race with
// nothing (run with -race).
func TestHostileInput(t *testing.T) {
	t.Run("the charts are not shared", func(t *testing.T) {
		FreeActions()[0] = ForwardObserve
		RoadGuides()[0].Max = 99
		if FreeActions()[0] != IndirectOrThrown || RoadGuides()[0].Max != 2 {
			t.Error("a caller changed a chart")
		}
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 100 {
					_, _ = ConcealRate(Medium)
					_, _ = Rate(Soft, Walker)
				}
			}()
		}
		wg.Wait()
		if r, ok := ConcealRate("lava"); ok || r.Per != 0 {
			t.Errorf("unknown class conceals: %v", r)
		}
	})
	t.Run("nil boards", func(t *testing.T) {
		if _, err := NewConcealer(nil, Rules{}); err == nil {
			t.Error("NewConcealer(nil)")
		}
		if _, err := NewMover(nil, Model{Size: 6, Mode: Walker}, Rules{}); err == nil {
			t.Error("NewMover(nil)")
		}
	})
	t.Run("nil roller", func(t *testing.T) {
		gear := Model{Size: 6, Mode: Walker, EW: 2, Defence: 2}
		if _, _, err := (Rules{}).RollActive(nil, 1, gear, Concealment{Score: 2}); err == nil {
			t.Error("RollActive(nil)")
		}
		if _, _, err := (Rules{}).RollObstacle(nil, gear); err == nil {
			t.Error("RollObstacle(nil)")
		}
	})
	b := cboard(t, terrain.NewArea("jungle-1", "c-"+Medium, rect(10, 0, 15, 10)))
	c, err := NewConcealer(b, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	nan, inf := math.NaN(), math.Inf(1)
	for _, x := range []struct {
		name string
		from orb.Point
		size int
		base geom.Disc
		sit  Situation
	}{
		{"NaN shooter", orb.Point{nan, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{}},
		{"Inf shooter", orb.Point{inf, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{}},
		{"NaN base", orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{30, nan}, R: 0.5}, Situation{}},
		{"Inf radius", orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: inf}, Situation{}},
		{"NaN hidden", orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{SolidHidden: nan}},
		{"negative size", orb.Point{0, 5}, -6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{}},
	} {
		t.Run(x.name, func(t *testing.T) {
			if got, err := c.Conceal(x.from, x.size, x.base, x.sit); err == nil {
				t.Errorf("accepted: %v", got)
			}
		})
	}
	t.Run("huge situations are refused, large ones floored", func(t *testing.T) {
		at := geom.Disc{Center: orb.Point{30, 5}, R: 0.5}
		for _, sit := range []Situation{{Perks: []Modifier{{"huge flaw", math.MinInt32}}}, {Vehicles: math.MaxInt32}, {Perks: make([]Modifier, MaxSituation+1)}} {
			if got, err := c.Conceal(orb.Point{0, 5}, 6, at, sit); err == nil {
				t.Errorf("accepted: %v", got)
			}
		}
		got, err := c.Conceal(orb.Point{0, 5}, 6, at, Situation{Perks: []Modifier{{"big flaw", -MaxSituation}}})
		if err != nil || got.Score != 0 {
			t.Errorf("got %v, %v; want the floor at 0", got, err)
		}
	})
	t.Run("Conceal allocates a bounded amount", func(t *testing.T) {
		n := testing.AllocsPerRun(20, func() {
			_, _ = c.Conceal(orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{})
		})
		if n > 40 {
			t.Errorf("Conceal allocates %v times, want at most 40", n)
		}
	})
	t.Run("active lock resolves a roll", func(t *testing.T) {
		gear := Model{Size: 6, Mode: Walker, EW: 2, Sensors: 1}
		l, ok, err := (Rules{}).RollActive(combat.NewRoller(combat.NewForced(3, 1)), 4, gear, Concealment{Score: 4})
		if err != nil || !ok || l.Turn != 4 || !l.Holds(4, false) || l.Holds(5, false) {
			t.Errorf("lock %+v ok %v err %v", l, ok, err)
		}
	})
}

// The set-up check refuses options that would hide a setting or cost
// without bound, and takes 0 as a real house height.
func TestHostileSetupOptions(t *testing.T) {
	b := cboard(t)
	zero := 0.0
	if _, err := CheckSetup(b, SetupOptions{HouseHeight: &zero}); err != nil {
		t.Errorf("house height 0: %v", err)
	}
	nan, tiny := math.NaN(), 1e-300
	for _, o := range []SetupOptions{
		{Spacing: tiny}, {Directions: math.MaxInt32}, {Square: math.Inf(1)}, {KillZone: -1},
		{HouseHeight: &nan}, {MinPieces: 3, MaxPieces: 1},
	} {
		if _, err := CheckSetup(b, o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if _, err := CheckSetup(nil, SetupOptions{}); err == nil {
		t.Error("CheckSetup(nil)")
	}
}

// A passive lock at a distance that is not one fails its range check
// and says why; it never locks by range.
func TestHostilePassiveDistance(t *testing.T) {
	gear := Model{Size: 6, Mode: Walker}
	for _, d := range []float64{math.NaN(), -1, math.Inf(-1)} {
		p := Rules{}.PassiveLock(gear, 6, d, Concealment{Score: 2})
		if p.Locked || p.By != CheckRange || !strings.Contains(p.String(), "not a distance") {
			t.Errorf("distance %v: %v", d, p)
		}
	}
}
