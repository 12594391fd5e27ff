package combat

import (
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestCheckOutcomes(t *testing.T) {
	cases := []struct {
		name string
		d    Dice
		mods Mods
		c    Check
		want string // Outcomes.String, or an error substring after "err:"
	}{
		{"morale 9 on 2D6", TwoD6, Mods{}, Check{AtMost, 9}, "true: 5/6, false: 1/6"},
		{"to hit 5+ on 1D6 with +1", D6, NewMods(Mod("aimed", 1)), Check{AtLeast, 5}, "false: 1/2, true: 1/2"},
		{"strictly beats", D6, Mods{}, Check{Above, 6}, "false: 1"},
		{"always passes", D6, NewMods(Mod("veteran", 10)), Check{Below, 100}, "true: 1"},
		{"unknown op is refused", D6, Mods{}, Check{Op(9), 3}, "err:combat: "},
		{"unset op is refused", D6, Mods{}, Check{Target: 3}, "err:combat: "},
		{"invalid dice", NdS(0, 6), Mods{}, Check{AtMost, 3}, "err:combat: "},
		{"modifier sum overflows", D6, NewMods(Mod("a", math.MaxInt), Mod("b", 1)), Check{AtMost, 3}, "err:combat: "},
		{"final roll overflows", TwoD6, NewMods(Mod("huge", math.MaxInt-5)), Check{AtMost, 3}, "err:combat: "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o, err := CheckOutcomes(c.d, c.mods, c.c)
			if msg, ok := strings.CutPrefix(c.want, "err:"); ok {
				if err == nil || !strings.HasPrefix(err.Error(), msg) {
					t.Fatalf("got %v, %v; want error %q", o, err, msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if o.String() != c.want {
				t.Fatalf("got %s, want %s", o, c.want)
			}
		})
	}
}

// Property: the pass weight of CheckOutcomes, counted against a brute-force
// roll of every face combination, and its probability equal CheckChance.
func TestCheckOutcomesAgreesWithCheckChance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 3).Draw(t, "dice")
		s := rapid.IntRange(2, 6).Draw(t, "sides")
		mod := rapid.IntRange(-4, 4).Draw(t, "modifier")
		c := Check{Op: Op(rapid.IntRange(1, 4).Draw(t, "op")), Target: rapid.IntRange(-2, 20).Draw(t, "target")}
		mods := NewMods(Mod("m", mod))
		o, err := CheckOutcomes(NdS(n, s), mods, c)
		if err != nil {
			t.Fatal(err)
		}
		var pass, total int64
		faces := make([]int, n)
		for i := range faces {
			faces[i] = 1
		}
		for {
			sum := mod
			for _, f := range faces {
				sum += f
			}
			total++
			if ok, err := c.Pass(sum); err != nil {
				t.Fatal(err)
			} else if ok {
				pass++
			}
			i := 0
			for i < n && faces[i] == s {
				faces[i] = 1
				i++
			}
			if i == n {
				break
			}
			faces[i]++
		}
		if o.Total() != total || o.Weight(true) != pass || o.Weight(false) != total-pass {
			t.Fatalf("%v: got %v, want %d/%d passes", c, o, pass, total)
		}
		p, err := CheckChance(NdS(n, s), mods, c)
		if err != nil {
			t.Fatal(err)
		}
		if o.P(true) != p && !(pass == 0 && p.Num() == 0) {
			t.Fatalf("P(pass) %v, CheckChance %v", o.P(true), p)
		}
	})
}

// The zero Op was roll-under: Check{Target: 7} on 2D6 gave AtLeast's 7/12
// by coincidence, then 5/6 instead of 5/18 with a -2. It is now refused
// everywhere a check is resolved.
func TestCheckWithoutOpIsRefused(t *testing.T) {
	c := Check{Target: 7}
	mods := NewMods(Mod("cover", -2))
	if _, err := CheckChance(TwoD6, mods, c); err == nil || !strings.Contains(err.Error(), "Op is unset") {
		t.Errorf("CheckChance: %v, want an error naming the unset Op", err)
	}
	if _, err := CheckOutcomes(TwoD6, mods, c); err == nil {
		t.Error("CheckOutcomes: no error")
	}
	if _, err := RollCheck(SeededRoller(1), "to hit", TwoD6, mods, c); err == nil {
		t.Error("RollCheck: no error")
	}
	if c.Validate() == nil || Op(0).String() != "unset" {
		t.Error("an unset Op validates")
	}
	got, err := CheckChance(TwoD6, mods, Check{Op: AtLeast, Target: 7})
	if err != nil || got.String() != "5/18" {
		t.Errorf("AtLeast 7 with -2 on 2D6 = %v, %v, want 5/18", got, err)
	}
}

// TestCheckPassAndChanceRefuseUnsetOp: the methods that resolve a Check
// directly refuse an unset or unknown Op too, where main answered 0 and
// false: Check{Target: 7}.Chance(2D6) looked like a check that never
// passes.
func TestCheckPassAndChanceRefuseUnsetOp(t *testing.T) {
	for _, c := range []Check{{Target: 7}, {Op: 9, Target: 7}} {
		for _, roll := range []int{2, 7, 12} {
			if ok, err := c.Pass(roll); ok || err == nil || err.Error() != c.Validate().Error() {
				t.Errorf("%v: Pass(%d) = %v, %v; want Validate's error", c, roll, ok, err)
			}
		}
		if p, err := c.Chance(mustDist(t, TwoD6)); err == nil || err.Error() != c.Validate().Error() {
			t.Errorf("%v: Chance = %v, %v; want Validate's error", c, p, err)
		}
	}
	c := Check{Op: AtLeast, Target: 7}
	if p, err := c.Chance(mustDist(t, TwoD6)); err != nil || p.String() != "7/12" {
		t.Errorf("AtLeast 7 on 2D6: %v, %v; want 7/12", p, err)
	}
	if ok, err := c.Pass(7); !ok || err != nil {
		t.Errorf("AtLeast 7 passes 7: %v, %v", ok, err)
	}
}

// TestOutcomesStringInLowestTerms: String prints each result's
// probability as P gives it, in lowest terms (main printed "AE: 2/6"), a
// certain result as 1, and the zero Outcomes as "".
func TestOutcomesStringInLowestTerms(t *testing.T) {
	crt := MapDist(mustDist(t, D6), func(v int) string { return [...]string{"AE", "AE", "AR", "AR", "AR", "EX"}[v-1] })
	if got, want := crt.String(), "AE: 1/3, AR: 1/2, EX: 1/6"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	for r, p := range crt.All() {
		if !strings.Contains(crt.String(), r+": "+p.String()) {
			t.Errorf("String %q lacks %s: %v", crt, r, p)
		}
	}
	if got := MapDist(mustDist(t, D6), func(int) bool { return true }).String(); got != "true: 1" {
		t.Errorf("a certain result: %q", got)
	}
	if got := (Outcomes[int]{}).String(); got != "" {
		t.Errorf("zero Outcomes: %q", got)
	}
}
