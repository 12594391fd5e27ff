package combat

import (
	"testing"

	"pgregory.net/rapid"
)

func mustDist(t testing.TB, d Dice) Dist {
	t.Helper()
	r, err := d.Dist()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestDist2D6(t *testing.T) {
	d := mustDist(t, TwoD6)
	if got, want := d.String(), "2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1 /36"; got != want {
		t.Errorf("2D6 = %s, want %s", got, want)
	}
}

func TestDistZeroValueIsConstZero(t *testing.T) {
	var d Dist
	if d.Min() != 0 || d.Max() != 0 || d.Total() != 1 || d.P(0) != Int(1) {
		t.Errorf("zero Dist = %v, want the constant 0", d)
	}
	s, err := d.Add(Const(3))
	if err != nil || !s.Equal(Const(3)) {
		t.Errorf("zero + 3 = %v, %v", s, err)
	}
}

func TestDistSumOf10D6(t *testing.T) {
	d := mustDist(t, NdS(10, 6))
	if d.Min() != 10 || d.Max() != 60 || d.Total() != 60466176 {
		t.Fatalf("10D6 = %d..%d /%d", d.Min(), d.Max(), d.Total())
	}
	// The number of ways to roll 35 with 10D6 is 4395456 (symmetric centre).
	if got := d.Weight(35); got != 4395456 {
		t.Errorf("weight of 35 = %d, want 4395456", got)
	}
	var sum int64
	for _, w := range d.All() {
		sum += w
	}
	if sum != d.Total() {
		t.Errorf("weights sum to %d, want %d", sum, d.Total())
	}
}

func TestDistOverflowIsError(t *testing.T) {
	if _, err := NdS(30, 6).Dist(); err == nil { // 6^30 > 2^63
		t.Error("30D6: want overflow error")
	}
	if _, err := NdS(24, 6).Dist(); err != nil {
		t.Errorf("24D6: %v", err)
	}
}

func TestDistDifference(t *testing.T) {
	d := mustDist(t, MustParseDice("1d6-1d6"))
	if d.Min() != -5 || d.Max() != 5 || d.Weight(0) != 6 || d.Total() != 36 {
		t.Errorf("1d6-1d6 = %v", d)
	}
}

func TestDistClamp(t *testing.T) {
	d, err := mustDist(t, TwoD6).Shift(-3) // -1..9
	if err != nil {
		t.Fatal(err)
	}
	c, err := d.Clamp(2, 8)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.String(), "2:10 3:5 4:6 5:5 6:4 7:3 8:3 /36"; got != want {
		t.Errorf("clamp = %s, want %s", got, want)
	}
	if c, _ := d.Clamp(20, 30); !c.Equal(Const(20)) {
		t.Errorf("clamp above everything = %v, want 20", c)
	}
	if _, err := d.Clamp(3, 2); err == nil {
		t.Error("clamp 3..2: want error")
	}
}

func TestDistRerollOnce(t *testing.T) {
	// Re-rolling 1s once on a d6: P(1) = 1/36, P(k>1) = 1/6 + 1/36 = 7/36.
	die, _ := Uniform(1, 6)
	r, err := die.RerollOnce(func(v int) bool { return v == 1 })
	if err != nil {
		t.Fatal(err)
	}
	if r.P(1) != mustFrac(1, 36) || r.P(4) != mustFrac(7, 36) {
		t.Errorf("reroll 1s = %v", r)
	}
}

// Property: the sum of two distributions is commutative, its weights sum to
// the total, and its mean is the sum of the means.
func TestDistAddProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genDist().Draw(t, "a")
		b := genDist().Draw(t, "b")
		ab, err1 := a.Add(b)
		ba, err2 := b.Add(a)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if !ab.Equal(ba) {
			t.Fatalf("a+b = %v, b+a = %v", ab, ba)
		}
		var sum int64
		for _, w := range ab.All() {
			sum += w
		}
		if sum != ab.Total() {
			t.Fatalf("weights sum %d, total %d", sum, ab.Total())
		}
		want := a.Mean()
		want.Add(want, b.Mean())
		if ab.Mean().Cmp(want) != 0 {
			t.Fatalf("mean %v, want %v", ab.Mean(), want)
		}
		if diff, _ := ab.Sub(b); diff.Min() != a.Min()+b.Min()-b.Max() {
			t.Fatalf("a+b-b starts at %d", diff.Min())
		}
	})
}

func genDist() *rapid.Generator[Dist] {
	return rapid.Custom(func(t *rapid.T) Dist {
		w := rapid.SliceOfN(rapid.Int64Range(0, 50), 1, 8).Draw(t, "weights")
		w[0]++ // a positive weight somewhere
		d, err := NewDist(rapid.IntRange(-5, 5).Draw(t, "min"), w...)
		if err != nil {
			t.Fatal(err)
		}
		return d
	})
}

// Property: re-rolling once agrees with enumerating both rolls.
func TestDistRerollOnceMatchesEnumeration(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genDist().Draw(t, "d")
		bad := rapid.IntRange(-5, 12).Draw(t, "reroll at most")
		pred := func(v int) bool { return v <= bad }
		got, err := d.RerollOnce(pred)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]int64{}
		for v, x := range d.All() {
			for u, y := range d.All() {
				if pred(v) {
					want[u] += x * y
				} else {
					want[v] += x * y
				}
			}
		}
		for v, w := range want {
			if got.P(v) != mustFrac(w, d.Total()*d.Total()) {
				t.Fatalf("P(%d) = %v, want %d/%d", v, got.P(v), w, d.Total()*d.Total())
			}
		}
	})
}

func TestNewDistErrors(t *testing.T) {
	if _, err := NewDist(0); err == nil {
		t.Error("no weights: want error")
	}
	if _, err := NewDist(0, 1, -1); err == nil {
		t.Error("negative weight: want error")
	}
	if _, err := NewDist(0, 1<<62, 1<<62); err == nil {
		t.Error("overflowing weights: want error")
	}
	if _, err := Uniform(3, 1); err == nil {
		t.Error("uniform 3..1: want error")
	}
}
