package combat

import (
	"math"
	"runtime"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestDistOf(t *testing.T) {
	d6 := mustDist(t, D6)
	crt := MapDist(d6, func(v int) string { return [...]string{"", "DE", "DR", "DR", "EX", "AR", "AE"}[v] })
	steps := map[string]int{"AE": -1, "AR": 0, "EX": 1, "DR": 0, "DE": 2}
	cases := []struct {
		name string
		got  func() (Dist, error)
		want string // Dist.String, or an error substring after "err:"
	}{
		{"identity on 2D6", func() (Dist, error) { return DistOf(mustDist(t, TwoD6).Outcomes(), func(v int) int { return v }) },
			mustDist(t, TwoD6).String()},
		{"CRT steps merge equal values", func() (Dist, error) { return DistOf(crt, func(r string) int { return steps[r] }) },
			"-1:1 0:3 1:1 2:1 /6"},
		{"constant keeps the total", func() (Dist, error) { return DistOf(crt, func(string) int { return 7 }) },
			"7:6 /6"},
		{"check pass as 1", func() (Dist, error) {
			o := MapDist(mustDist(t, TwoD6), func(v int) bool { return v >= 10 })
			return DistOf(o, func(b bool) int {
				if b {
					return 1
				}
				return 0
			})
		}, "0:30 1:6 /36"},
		{"nil mapping", func() (Dist, error) { return DistOf(crt, nil) }, "err:nil mapping"},
		{"empty outcomes", func() (Dist, error) { return DistOf(Outcomes[int]{}, func(v int) int { return v }) }, "err:no outcomes"},
		{"spread beyond MaxValues", func() (Dist, error) {
			return DistOf(crt, func(r string) int {
				if r == "AE" {
					return math.MinInt
				}
				return math.MaxInt
			})
		}, "err:span more than"},
		{"spread just beyond MaxValues", func() (Dist, error) {
			return DistOf(crt, func(r string) int {
				if r == "AE" {
					return 0
				}
				return MaxValues
			})
		}, "err:span more than"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := c.got()
			if msg, ok := strings.CutPrefix(c.want, "err:"); ok {
				if err == nil || !strings.Contains(err.Error(), msg) || !strings.HasPrefix(err.Error(), "combat: ") {
					t.Fatalf("got %v, %v; want error containing %q", d, err, msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.String() != c.want {
				t.Fatalf("got %s, want %s", d, c.want)
			}
		})
	}
}

// A hostile spread is refused before anything of its size is allocated:
// a spread just over MaxValues would need 8 MiB of weights.
func TestDistOfHugeSpreadAllocs(t *testing.T) {
	o := mustDist(t, TwoD6).Outcomes()
	f := func(v int) int {
		if v == 2 {
			return 0
		}
		return MaxValues
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range 10 {
		if _, err := DistOf(o, f); err == nil {
			t.Fatal("no error")
		}
	}
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
		t.Fatalf("%d bytes allocated for 10 refused spreads", n)
	}
}

// Property: DistOf preserves every probability. The weight of each integer
// k is the sum of the weights of the results mapped to k (brute force over
// the results), and the total is unchanged.
func TestDistOfPreservesProbabilities(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genDist().Draw(t, "dist")
		table := rapid.SliceOfN(rapid.IntRange(-4, 4), 1, 6).Draw(t, "table")
		g := func(v int) int { return table[((v%len(table))+len(table))%len(table)] }
		o := d.Outcomes()
		got, err := DistOf(o, g)
		if err != nil {
			t.Fatal(err)
		}
		if got.Total() != o.Total() {
			t.Fatalf("total %d, want %d", got.Total(), o.Total())
		}
		for k := -5; k <= 5; k++ {
			var want int64
			for i := range o.Len() {
				if it := o.At(i); g(it.Result) == k {
					want += it.Weight
				}
			}
			if got.Weight(k) != want {
				t.Fatalf("weight of %d: %d, want %d (dist %v)", k, got.Weight(k), want, got)
			}
			if p := o.Chance(func(v int) bool { return g(v) == k }); p != got.P(k) {
				t.Fatalf("P(%d) = %v, want %v", k, got.P(k), p)
			}
		}
	})
}
