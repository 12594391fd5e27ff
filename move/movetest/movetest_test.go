package movetest_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// roughRule: hex code 0 clear (1 MP), 1 rough (2 MP), 2 impassable;
// hexside code 1 a stream (+1 MP).
func roughRule(m *movetest.Map) move.Steps {
	return move.StepModel{
		Entry: func(h hex.Hex) (float64, bool) {
			c, ok := m.HexCode(h)
			return float64(1 + c), ok && c != 2
		},
		Side: func(s hex.Side) (float64, bool) { return float64(m.SideCode(s)), true },
	}
}

func TestCheckRule(t *testing.T) {
	if err := movetest.CheckRule(roughRule, movetest.Config{MinStep: 1}); err != nil {
		t.Fatal(err)
	}
}

// TestCheckRuleModelEffects: the laws check a model's effects as Reach
// applies them, each kind of them: a stream whose crossing takes all
// remaining MP (which the brute force of main folded as no effect), a
// ford that is the whole move, rough hexes the mover must stop in, and
// a wall hexside that forbids the step.
func TestCheckRuleModelEffects(t *testing.T) {
	rule := func(m *movetest.Map) move.Steps {
		return move.StepModel{
			Entry: func(h hex.Hex) (float64, bool) {
				c, ok := m.HexCode(h)
				return float64(1 + c%2), ok
			},
			SideEffect: func(s hex.Side) move.ZOCEffect {
				return [...]move.ZOCEffect{move.ZOCNone, move.ZOCAllRemaining, move.ZOCWholeMove, move.ZOCForbid}[m.SideCode(s)]
			},
			EntryEffect: func(h hex.Hex) move.ZOCEffect {
				if c, _ := m.HexCode(h); c == 1 {
					return move.ZOCStop
				}
				return move.ZOCNone
			},
		}
	}
	if err := movetest.CheckRule(rule, movetest.Config{MinStep: 1, SideCodes: 4, Cases: 300}); err != nil {
		t.Fatal(err)
	}
}

// A user's own ZOC rule, composed: enemy units' zones built from their
// positions, and a stream hexside that stops the mover.
func TestCheckRuleOwnZOC(t *testing.T) {
	zoc := func(m *movetest.Map) move.ZOCRule {
		var units []hex.Hex
		for i := range m.Region.Len() {
			if m.Zones[i] != 0 {
				units = append(units, m.Region.Hex(i))
			}
		}
		z, err := move.NewUnitZones(units, 1, nil)
		if err != nil {
			panic(err)
		}
		stream := move.ZOCFunc(func(from, to hex.Hex) move.ZOCEffect {
			if s, ok := hex.SideBetween(from, to); ok && m.SideCode(s) == 1 {
				return move.ZOCStop
			}
			return move.ZOCNone
		})
		return move.ZOCAnyOf(z.Rule(move.ZOCToZOCForbidden), stream)
	}
	if err := movetest.CheckRule(roughRule, movetest.Config{MinStep: 1, ZOC: zoc, MaxCols: 5}); err != nil {
		t.Fatal(err)
	}
}

// The laws find nothing to test and say so; a broken rule fails with a
// seed that replays it.
func TestCheckRuleFailures(t *testing.T) {
	nothing := func(*movetest.Map) move.Steps {
		return move.StepCost(func(hex.Hex, hex.Hex, hex.Side) (float64, bool) { return 0, false })
	}
	wantErr(t, movetest.CheckRule(nothing, movetest.Config{Cases: 10}), "no case reached")
	noZOC := func(*movetest.Map) move.ZOCRule { return move.ZOCAllOf() }
	wantErr(t, movetest.CheckRule(roughRule, movetest.Config{Cases: 10, ZOC: noZOC}), "no ZOC in play")
	wantErr(t, movetest.CheckRule(nil, movetest.Config{}), "nil rule")
	wantErr(t, movetest.CheckRule(func(*movetest.Map) move.Steps { return move.StepCost(nil) }, movetest.Config{}), "nil steps")
	wantErr(t, movetest.CheckRule(func(*movetest.Map) move.Steps { return nil }, movetest.Config{}), "nil steps")
	wantErr(t, movetest.CheckRule(roughRule, movetest.Config{Maps: func(*rand.Rand) *movetest.Map { return nil }}), "empty map")
	// A rule that depends on the direction of travel of the mover's last
	// call (state between calls) breaks the sums.
	unstable := func(*movetest.Map) move.Steps {
		calls := 0
		return move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) {
			calls++
			return float64(1 + calls%2), true
		})
	}
	err := movetest.CheckRule(unstable, movetest.Config{})
	wantErr(t, err, "Cases: 1")
	i := strings.Index(err.Error(), "(seed ")
	var seed uint64
	fmt.Sscanf(err.Error()[i:], "(seed %d", &seed)
	if err2 := movetest.CheckRule(unstable, movetest.Config{Seed: seed, Cases: 1}); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("replaying seed %d: %v, want %v", seed, err2, err)
	}
}

func TestSingleLawsCatchAnUnstableRule(t *testing.T) {
	calls := 0
	unstable := move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) {
		calls++
		return float64(1 + calls%2), true
	})
	r := move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 3}
	if err := movetest.CheckCostsAreSums(r, r.Hex(0), unstable, move.ReachOptions{Allowance: 6}); err == nil {
		t.Error("an unstable rule passed")
	}
	if err := movetest.CheckReachBruteForce(r, r.Hex(0), unstable, move.ReachOptions{Allowance: 6}); err == nil {
		t.Error("an unstable rule passed brute force")
	}
	bad := move.ReachOptions{Allowance: -1}
	for _, err := range []error{
		movetest.CheckReachBruteForce(r, r.Hex(0), move.Uniform(1), bad),
		movetest.CheckCostsAreSums(r, r.Hex(0), move.Uniform(1), bad),
		movetest.CheckAllowanceMonotone(r, r.Hex(0), move.Uniform(1), bad, 1),
		movetest.CheckZOCSubset(r, r.Hex(0), move.Uniform(1), bad),
		movetest.CheckCheapest(r, hex.Hex{Q: 99}, r.Hex(0), move.Uniform(1), 0),
	} {
		if err == nil {
			t.Error("bad input passed")
		}
	}
}

// The rapid generators draw maps in range.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		m := movetest.Maps(3, 3, 3, 3).Draw(rt, "map")
		for i := range m.Region.Len() {
			if c, ok := m.HexCode(m.Region.Hex(i)); !ok || c < 0 || c > 2 {
				rt.Fatalf("code %d", c)
			}
		}
		if _, ok := m.HexCode(hex.Hex{Q: -5}); ok || m.ZonesAt(hex.Hex{Q: -5}) != 0 {
			rt.Fatal("off-map hex has a code")
		}
	})
}

// A ruleset checks one law on an input of its own: here, a 4 × 3 map of
// clear ground with 3 MP, under the "one hex" policy.
func ExampleCheckReachBruteForce() {
	r := move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 3}
	err := movetest.CheckReachBruteForce(r, r.Hex(0), move.Uniform(1),
		move.ReachOptions{Allowance: 3, Short: move.ShortOneHex})
	fmt.Println(err)
	// Output:
	// <nil>
}
