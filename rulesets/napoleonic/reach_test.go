package napoleonic

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

func reachMP(t *testing.T, rs []Reached) map[hex.Hex]float64 {
	t.Helper()
	out := map[hex.Hex]float64{}
	for _, r := range rs {
		if _, dup := out[r.Head]; dup {
			t.Fatalf("hex %v listed twice", r.Head)
		}
		out[r.Head] = r.MP
	}
	return out
}

// With a strip of cultivated ground across the map, the Dragons reach hex
// 4 of their path with exactly 7 MP (no way round), and every reached
// path, moved with Move, costs what Reach says.
func TestReachColumnOfCompanies(t *testing.T) {
	strip := map[hex.Hex]string{}
	for r := -2; r <= 9; r++ {
		strip[hex.Hex{Q: 5, R: r}] = "cultivated"
	}
	m := testMap(t, strip)
	u := dragons()
	rs, err := m.Reach(u, ReachOptions{Allowance: 7})
	if err != nil {
		t.Fatal(err)
	}
	got := reachMP(t, rs)
	if mp, ok := got[straight(u.Head, 0, 4)[3]]; !ok || mp != 7 {
		t.Errorf("hex 4 of the Dragons' path: %v, %v; want 7 MP", mp, ok)
	}
	if got[u.Head] != 0 {
		t.Errorf("start at %v MP", got[u.Head])
	}
	for _, r := range rs {
		mv, err := m.Move(u, r.Path)
		if err != nil || mv.Total != r.MP || mv.Unit.Facing != r.Facing {
			t.Fatalf("%v: Move says %v MP facing %v (%v), Reach %v facing %v", r.Head, mv.Total, mv.Unit.Facing, err, r.MP, r.Facing)
		}
	}
	if _, err := m.Reach(u, ReachOptions{Allowance: 2.5}); err == nil {
		t.Error("fractional allowance accepted")
	}
}

// A line's reach is priced like its moves: a 2-hex cavalry line reaches 7
// hexes ahead with 10 MP, not 9; an infantry line 3 ahead with 6.
func TestReachLine(t *testing.T) {
	m := testMap(t, nil)
	for _, c := range []struct {
		u         Unit
		n         int
		allowance float64
	}{{cavalryLine(8, 2), 7, 10}, {kgl(), 3, 6}} {
		goal := straight(c.u.Head, 1, c.n)[c.n-1]
		for _, a := range []float64{c.allowance - 1, c.allowance} {
			rs, err := m.Reach(c.u, ReachOptions{Allowance: a})
			if err != nil {
				t.Fatal(err)
			}
			mp, ok := reachMP(t, rs)[goal]
			if ok != (a == c.allowance) || (ok && mp != a) {
				t.Errorf("%s, allowance %v: goal %v at %v MP (%v)", c.u.Name, a, goal, mp, ok)
			}
		}
	}
}

// Property: the reach of a cavalry line (+1 per two hexes) matches a
// brute-force search over hexes and the parity of hexes entered.
func TestNAP_L4_ReachCavalryLineMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		types := map[hex.Hex]string{}
		for range rapid.IntRange(0, 40).Draw(rt, "n") {
			h := hex.Hex{Q: rapid.IntRange(0, 12).Draw(rt, "q"), R: rapid.IntRange(3, 5).Draw(rt, "r")}
			types[h] = rapid.SampledFrom([]string{"open", "farm", "woods"}).Draw(rt, "kind")
		}
		m := testMap(rt, types)
		u := cavalryLine(8, 2)
		u.Head = hex.Hex{Q: 5, R: 5}
		if m.CanStand(u) != nil {
			rt.Skip()
		}
		a := float64(rapid.IntRange(0, 8).Draw(rt, "allowance"))
		rs, err := m.Reach(u, ReachOptions{Allowance: a})
		if err != nil {
			rt.Fatal(err)
		}
		got := map[hex.Hex]float64{}
		for _, r := range rs {
			got[r.Head] = r.MP
		}
		want := bruteLineReach(m, u, a)
		if len(got) != len(want) {
			rt.Fatalf("reach %d hexes, brute force %d", len(got), len(want))
		}
		for h, mp := range want {
			if got[h] != mp {
				rt.Fatalf("%v: reach %v, brute force %v", h, got[h], mp)
			}
		}
	})
}

// bruteLineReach is a Bellman-Ford relaxation over (head, hexes entered
// mod 2) for a 2-hex cavalry line.
func bruteLineReach(m *Map, u Unit, a float64) map[hex.Hex]float64 {
	hexes, _ := u.AppendHexes(nil)
	off := hexes[1].Sub(hexes[0])
	type st struct {
		h   hex.Hex
		odd bool
	}
	best := map[st]float64{{u.Head, false}: 0}
	for changed := true; changed; {
		changed = false
		for s, c := range best {
			for d := range hex.Direction(6) {
				worst := 0.0
				ok := true
				for _, o := range []hex.Hex{{}, off} {
					to := s.h.Add(o).Neighbor(d)
					mp, on := m.EntryMP(to)
					if !on || !m.Allows(to, Line) {
						ok = false
						break
					}
					worst = math.Max(worst, mp)
				}
				if !ok {
					continue
				}
				n := st{s.h.Neighbor(d), !s.odd}
				if s.odd {
					worst++ // entering an even-numbered hex
				}
				if nc := c + worst; nc <= a {
					if old, seen := best[n]; !seen || nc < old {
						best[n] = nc
						changed = true
					}
				}
			}
		}
	}
	out := map[hex.Hex]float64{}
	for s, c := range best {
		if old, seen := out[s.h]; !seen || c < old {
			out[s.h] = c
		}
	}
	return out
}
