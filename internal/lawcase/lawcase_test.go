package lawcase

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// Each case draws what a fresh PCG seeded with its number and the stream
// draws: reseeding one source changes nothing a law sees.
func TestRunSeedsEachCase(t *testing.T) {
	const first, n, stream = 7, 50, 0x67656f6d
	k := uint64(first)
	err := Run(first, n, stream, func(r *rand.Rand) error {
		want := rand.New(rand.NewPCG(k, stream))
		for range 3 {
			if got, w := r.Uint64(), want.Uint64(); got != w {
				t.Fatalf("case %d: drew %d, want %d", k, got, w)
			}
		}
		k++
		return nil
	})
	if err != nil || k != first+n {
		t.Fatalf("Run = %v after %d cases", err, k-first)
	}
}

func TestRunNamesTheFailingSeed(t *testing.T) {
	bad := errors.New("law broken")
	calls := 0
	err := Run(10, 100, 1, func(*rand.Rand) error {
		calls++
		if calls == 4 {
			return bad
		}
		return nil
	})
	if !errors.Is(err, bad) || !strings.Contains(err.Error(), "seed 13: replay with Seed: 13, Cases: 1") || calls != 4 {
		t.Errorf("Run = %v after %d calls", err, calls)
	}
}

// Issue 33: Run allocated a random source per case and took any count, so
// 2^24 cases allocated gigabytes and 2^40 never returned. Counts outside
// 1..MaxCases, seeds past the last, and a nil law are errors; a run
// allocates nothing per case.
func TestIssue33RunBounded(t *testing.T) {
	ok := func(*rand.Rand) error { return nil }
	for name, c := range map[string]struct {
		first uint64
		n     int
		law   func(*rand.Rand) error
		want  string
	}{
		"nil law":          {1, 1, nil, "lawcase: nil law"},
		"no cases":         {1, 0, ok, "lawcase: 0 cases, want 1..1048576 (Config.Cases)"},
		"negative":         {1, -1, ok, "lawcase: -1 cases, want 1..1048576 (Config.Cases)"},
		"MaxInt/2":         {1, math.MaxInt / 2, ok, "want 1..1048576 (Config.Cases)"},
		"MaxInt":           {1, math.MaxInt, ok, "want 1..1048576 (Config.Cases)"},
		"one too many":     {1, MaxCases + 1, ok, "want 1..1048576"},
		"past the last":    {math.MaxUint64 - 1, 3, ok, "pass the last seed"},
		"the last is fine": {math.MaxUint64 - 2, 3, ok, ""},
	} {
		err := Run(c.first, c.n, 0, c.law)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	allocs := testing.AllocsPerRun(3, func() { _ = Run(1, 10000, 0, ok) })
	if allocs > 4 {
		t.Errorf("10,000 cases allocate %v times, want a constant", allocs)
	}
}
