package cem

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: the package doc said a sight line off the board is an error,
// LoS gave none. Settled: a sight line may leave the board (beyond the
// extent there are no features), a path off the board is an error, and a
// nil board is an error rather than a panic.
func TestIssue33LoSOffBoardAsDocumented(t *testing.T) {
	var nb *Board
	if _, err := nb.LoS(End{}, End{At: orb.Point{1, 1}}); err == nil {
		t.Error("LoS on a nil board: no error")
	}
	if _, err := (&Board{}).LoS(End{}, End{At: orb.Point{1, 1}}); err == nil {
		t.Error("LoS on a zero board: no error")
	}
	// The seed's board is 210 x 120 m. A line wholly off it is open
	// ground; a line from off it through the right house counts the house.
	b, _ := sceneBoard(t)
	s := sight(t, b, at(-500, -500), at(-300, 900))
	if !s.Seen || s.Score != 0 || len(s.Terms) != 0 {
		t.Errorf("a line off the board: %v", s)
	}
	s = sight(t, b, at(300, 32), at(180, 32))
	if s.Seen || len(s.Terms) != 1 || s.Terms[0].ID != "right-house" || s.Terms[0].Enter != 100 {
		t.Errorf("a line from off the board into the right house: %v", s)
	}
	if _, err := b.Cost(orb.LineString{{10, 10}, {300, 10}}); err == nil {
		t.Error("Cost of a path off the board: no error")
	}
}

// Issue 33 (found by the sweep): every method of a nil or zero Board
// panicked; now each gives an error or its documented empty answer.
func TestIssue33ZeroBoard(t *testing.T) {
	one := Unit{Name: "a", Figures: []Figure{{ID: "a1", At: orb.Point{1, 1}, Fire: 1}}}
	p := orb.Point{1, 1}
	for name, b := range map[string]*Board{"nil": nil, "zero": {}} {
		t.Run(name, func(t *testing.T) {
			if b.Terrain() != nil || b.Rules() != (Rules{}) || b.Ground() != nil || b.IsCrest(0) || b.Explain(ground.PathCost{}) != "" {
				t.Error("an accessor answered something")
			}
			if d, v, c, r := b.Traits(0); d != 0 || v != 0 || c != 0 || r != 0 {
				t.Error("Traits answered something")
			}
			if got := b.AppendOwn(nil, p); got != nil {
				t.Errorf("AppendOwn = %v", got)
			}
			if s := b.Shelter(p); s.Feature != -1 {
				t.Errorf("Shelter = %+v", s)
			}
			if _, ok := b.AttackModifier(p); ok {
				t.Error("AttackModifier: a modifier")
			}
			if got := b.Damage(p, 5); got != 5 {
				t.Errorf("Damage = %d, want 5", got)
			}
			if b.LoSRule(End{}, End{At: p}) != nil {
				t.Error("LoSRule: a rule")
			}
			if _, err := b.Cost(orb.LineString{{0, 0}, p}); err == nil {
				t.Error("Cost: no error")
			}
			if _, _, err := b.UnitSees(one, one); err == nil {
				t.Error("UnitSees: no error")
			}
			if _, err := b.UnitFire(one, one); err == nil {
				t.Error("UnitFire: no error")
			}
			if _, err := b.CheckMove(one, Straight(one, 0, []orb.Point{{2, 2}}), nil, nil); err == nil {
				t.Error("CheckMove: no error")
			}
			if _, err := b.LoSAlong(End{}, orb.LineString{p}, false); err == nil {
				t.Error("LoSAlong: no error")
			}
		})
	}
}

// Issue 33 (found by the sweep): IsCrest indexed its slice with any int.
func TestIssue33IsCrestOutOfRange(t *testing.T) {
	b, _ := sceneBoard(t)
	if !b.IsCrest(0) {
		t.Fatal("the left hill is not a crest line")
	}
	for _, i := range []int{-1, 8, 255, math.MaxInt, math.MinInt} {
		if b.IsCrest(i) {
			t.Errorf("IsCrest(%d)", i)
		}
		if d, v, c, r := b.Traits(i); d != 0 || v != 0 || c != 0 || r != 0 {
			t.Errorf("Traits(%d)", i)
		}
	}
}

// Issue 33: Damage subtracted the resistance from any int, so a damage of
// MinInt in a wood (resistance 1) wrapped round to MaxInt.
func TestIssue33DamageOverflow(t *testing.T) {
	b := newBoard(t, Rules{}, seedLine()...)
	wood := orb.Point{37, 0}
	for _, c := range []struct{ damage, want int }{
		{math.MinInt, 0}, {-5, 0}, {0, 0}, {1, 0}, {3, 2}, {math.MaxInt, math.MaxInt - 1},
	} {
		if got := b.Damage(wood, c.damage); got != c.want {
			t.Errorf("Damage(wood, %d) = %d, want %d", c.damage, got, c.want)
		}
	}
}

// Issue 33: a unit's fire summed its figures' fire unchecked: two
// figures of MaxInt fire wrapped to a negative total.
func TestIssue33UnitFireOverflow(t *testing.T) {
	b := newBoard(t, Rules{}, seedLine()...)
	shooter := Unit{Name: "s", Figures: []Figure{{ID: "s1", At: orb.Point{0, 0}, Fire: math.MaxInt}, {ID: "s2", At: orb.Point{0, 1}, Fire: math.MaxInt}}}
	target := Unit{Name: "t", Figures: []Figure{{ID: "t1", At: orb.Point{10, 0}}}}
	if f, err := b.UnitFire(shooter, target); err == nil {
		t.Errorf("UnitFire of two figures of MaxInt fire: %v", f)
	}
}

// Issue 33: a trait of 1e308 was accepted, and cover and resistance,
// converted to int, became MinInt64 (a cover that helps the attacker).
func TestIssue33TraitAboveMax(t *testing.T) {
	huge := terrain.NewType("fort", Difficulty.Is(1), Visibility.Is(1), Cover.Is(1e308), Resistance.Is(1e308))
	tb, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{100, 100}}, Unit: "m",
		Types:    append(Types(), huge),
		Features: []terrain.Feature{terrain.NewArea("fort-1", "fort", rect(10, 10, 20, 20))},
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewBoard(tb, Rules{}); err == nil || !strings.Contains(err.Error(), "MaxTrait") {
		t.Errorf("NewBoard with a cover of 1e308: %v", err)
	}
}

// Issue 33: LoSAlong stepped along a path with d += step: a path 1e300 m
// long, or one whose length overflows, never returned.
func TestIssue33LoSAlongBounded(t *testing.T) {
	b := newBoard(t, Rules{}, seedLine()...)
	fine := newBoard(t, Rules{PathStep: 1e-300}, seedLine()...)
	for _, c := range []struct {
		name string
		b    *Board
		path orb.LineString
	}{
		{"1e300 m", b, orb.LineString{{0, 0}, {1e300, 0}}},
		{"overflowing length", b, orb.LineString{{-1e308, 0}, {1e308, 0}}},
		{"a step of 1e-300 m", fine, orb.LineString{{0, 0}, {1, 0}}},
		{"NaN point", b, orb.LineString{{0, 0}, {math.NaN(), 0}}},
		{"more samples than the cap", b, orb.LineString{{0, 0}, {MaxPathSamples, 0}, {MaxPathSamples, 1}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if ps, err := c.b.LoSAlong(at(0, 20), c.path, false); err == nil {
				t.Errorf("accepted: %+v", ps)
			}
		})
	}
	// Just under the cap it answers (the target is seen at once).
	if _, err := b.LoSAlong(at(0, 20), orb.LineString{{0, 0}, {MaxPathSamples / 2, 0}}, false); err != nil {
		t.Error(err)
	}
}

// Issue 33: a spacing of NaN split every unit into one group per figure,
// a reason that hid the bad argument.
func TestIssue33MaxSpacingNotADistance(t *testing.T) {
	figs := []Figure{{ID: "a", At: orb.Point{0, 0}}, {ID: "b", At: orb.Point{1, 0}}}
	for _, d := range []float64{math.NaN(), -1} {
		got := MaxSpacing(d)(figs)
		if len(got) != 1 || !strings.Contains(got[0], "not a distance") {
			t.Errorf("MaxSpacing(%v) = %q", d, got)
		}
	}
	if got := MaxSpacing(math.Inf(1))(figs); got != nil {
		t.Errorf("MaxSpacing(+Inf) = %q", got)
	}
}

// Issue 33: Allowance gave an unknown kind or a NaN speed the allowance
// of a squad.
func TestIssue33AllowanceOfAnInvalidUnit(t *testing.T) {
	for _, u := range []Unit{{Kind: 255}, {Speed: math.NaN()}, {Speed: math.Inf(1)}, {Speed: -1}} {
		if a := u.Allowance(); a != 0 {
			t.Errorf("%+v: allowance %v", u, a)
		}
	}
}

// Issue 33: a unit of any number of figures was valid, so a question
// about two units of 100,000 figures each asked for 10^10 sight lines;
// names that are not valid UTF-8 passed too.
func TestIssue33UnitLimits(t *testing.T) {
	big := Unit{Name: "horde", Figures: make([]Figure, MaxFigures+1)}
	if err := big.Validate(); err == nil || !strings.Contains(err.Error(), "MaxFigures") {
		t.Errorf("a unit of %d figures: %v", MaxFigures+1, err)
	}
	b := newBoard(t, Rules{}, seedLine()...)
	if _, _, err := b.UnitSees(big, big); err == nil {
		t.Error("UnitSees accepted it")
	}
	for _, u := range []Unit{
		{Name: "id\xff", Figures: []Figure{{ID: "a"}}},
		{Name: "a", Figures: []Figure{{ID: "id\xff"}}},
	} {
		if err := u.Validate(); err == nil {
			t.Errorf("%q: valid", u.Name)
		}
	}
}

// Issue 33: with pooled stretches a term's chunks were converted from
// float64 unchecked, and so were los's pooled counts: under a chunk of
// 1e-300 m the field and the wood counted MinInt64 chunks, a negative
// visibility, and the line was seen through them. A chunk below MinChunk
// is refused now, and the count saturates where it cannot fit an int.
func TestIssue33PooledChunksSaturate(t *testing.T) {
	tb := newBoard(t, Rules{}, seedLine()...).Terrain()
	if _, err := NewBoard(tb, Rules{Chunk: 1e-300, PoolStretches: true}); err == nil || !strings.Contains(err.Error(), "MinChunk") {
		t.Errorf("a chunk of 1e-300 m: %v", err)
	}
	b := newBoard(t, Rules{Chunk: MinChunk, PoolStretches: true}, seedLine()...)
	s := sight(t, b, at(0, 0), at(40, 0))
	if s.Seen || len(s.Terms) != 3 || s.Terms[0].Chunks != 15000 || s.Terms[2].Chunks != 5000 {
		t.Errorf("chunks of 1 mm: %v", s)
	}
}

// Issue 33: MaxSpacing compared every pair of figures it was given: a
// formation check of 200,000 figures took 4·10^10 steps.
func TestIssue33MaxSpacingBounded(t *testing.T) {
	figs := make([]Figure, 200000)
	got := MaxSpacing(1)(figs)
	if len(got) != 1 || !strings.Contains(got[0], "MaxFigures") {
		t.Errorf("MaxSpacing of %d figures: %q", len(figs), got)
	}
}

// Issue 33: NewBoard reported every problem of every feature: a board of
// a million features of a type without traits built four million errors.
// It reports the first 20 and counts the rest, as the loaders do.
func TestIssue33NewBoardErrorsCapped(t *testing.T) {
	var fs []terrain.Feature
	for i := range 100 {
		fs = append(fs, terrain.NewArea(fmt.Sprintf("bare-%d", i), "bare", rect(float64(i), 0, float64(i)+0.5, 1)))
	}
	tb, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{200, 100}}, Unit: "m",
		Types: append(Types(), terrain.NewType("bare")), Features: fs,
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewBoard(tb, Rules{})
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 21 || lines[20] != "and 380 more problems" {
		t.Errorf("%d lines, the last %q", len(lines), lines[len(lines)-1])
	}
}
