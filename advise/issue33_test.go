package advise_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
)

// Issue 33: the objectives indexed Shots with the zero Position's Best of
// 0 and dereferenced a nil Position; DamageMinusRisk dropped MostDamage's
// error. A nil Position is an error, a Position without shots has a best
// shot of 0, and a Best beyond Shots is an error.
func TestIssue33ObjectivesOnZeroAndNil(t *testing.T) {
	objectives := map[string]advise.Objective[int]{
		"MostDamage":      advise.MostDamage[int],
		"LeastRisk":       advise.LeastRisk[int],
		"DamageMinusRisk": advise.DamageMinusRisk[int],
		"ChanceOfAtLeast": advise.ChanceOfAtLeast[int](1),
	}
	for name, obj := range objectives {
		if _, err := obj(nil); err == nil || !strings.HasPrefix(err.Error(), "advise: ") {
			t.Errorf("%s(nil): %v", name, err)
		}
		if s, err := obj(&advise.Position[int]{}); err != nil || s.Sign() != 0 {
			t.Errorf("%s(zero Position) = %v, %v; want 0", name, s, err)
		}
	}
	bad := &advise.Position[int]{Best: 3, Shots: []advise.Shot{{Damage: combat.Const(1), Expected: combat.Int(1)}}}
	for _, name := range []string{"MostDamage", "DamageMinusRisk"} {
		if _, err := objectives[name](bad); err == nil || !strings.Contains(err.Error(), "Position.Best 3") {
			t.Errorf("%s with Best 3 of 1 shot: %v", name, err)
		}
	}
}

// Issue 33: Reduce counted values with an int that wrapped past
// math.MaxInt, so a distribution ending there looped, appending, forever.
func TestIssue33ReduceAtMaxInt(t *testing.T) {
	d, err := combat.NewDist(math.MaxInt-1, 2, 4)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan combat.Dist, 1)
	go func() { r, _ := advise.Reduce(d); done <- r }()
	select {
	case r := <-done:
		if r.Total() != 3 || r.Weight(math.MaxInt) != 2 || !r.Equal(d) {
			t.Errorf("Reduce = %v", r)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Reduce of a distribution ending at MaxInt does not return")
	}
}

// world is a World of int places whose every enemy sees and hits every
// place, counting the calls.
func world(places int, calls *int) *advise.World[int, int] {
	w := &advise.World[int, int]{
		Sight: func(from, to int) (bool, error) { *calls++; return true, nil },
		Fire:  func(int, int, int, int) (combat.Dist, bool, error) { return combat.Const(1), true, nil },
		Reach: func(u, from int) ([]advise.Move[int], error) { return []advise.Move[int]{{To: from}}, nil },
	}
	for i := range places {
		w.Places = append(w.Places, i)
	}
	return w
}

// Issue 33: a threat map over a huge area made places × enemies calls and
// cells with no bound: a map of 4,096 places against 2,048 enemies asked
// for 8 million sight calls and half a gigabyte. The map-wide calls refuse
// more than Options.MaxPairs pairs, before any call of the game's
// functions, and the option raises it.
func TestIssue33MapWideCallsBounded(t *testing.T) {
	calls := 0
	w := world(1<<12, &calls)
	enemies := make([]advise.Piece[int, int], 1<<11)
	posts := make([]int, 1<<11)
	opt := advise.Options{Workers: 1}
	_, errMap := w.ThreatMap(0, enemies, opt)
	_, errUnseen := w.Unseen(posts, opt)
	_, errKill := w.KillZones(posts, 0, func(a, b int) float64 { return 1 }, opt)
	_, errExposure := w.Exposure(0, w.Places, enemies)
	_, errFaced := advise.EveryFacing(w.Places, posts)
	for name, err := range map[string]error{"ThreatMap": errMap, "Unseen": errUnseen, "KillZones": errKill, "Exposure": errExposure, "EveryFacing": errFaced} {
		if err == nil || !strings.Contains(err.Error(), "4096 × 2048 pairs, more than 4194304 (") && !strings.Contains(err.Error(), "2048 × 4096 pairs") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if calls != 0 {
		t.Errorf("%d sight calls before the refusal", calls)
	}
	small := world(10, &calls)
	few := make([]advise.Piece[int, int], 10)
	if _, err := small.ThreatMap(0, few, advise.Options{Workers: 1, MaxPairs: 99}); err == nil {
		t.Error("100 pairs within MaxPairs 99")
	}
	if cells, err := small.ThreatMap(0, few, advise.Options{Workers: 1, MaxPairs: 100}); err != nil || len(cells) != 10 {
		t.Errorf("100 pairs within MaxPairs 100: %d cells, %v", len(cells), err)
	}
	if _, err := small.BestPositions(advise.Piece[int, int]{}, few, advise.MostDamage[int], advise.Options{MaxPairs: 9}); err == nil {
		t.Error("BestPositions: 10 pairs within MaxPairs 9")
	}
}

// Issue 33: Unreachable kept every place a Reach found, so a Reach whose
// places double each turn filled memory within thirty turns. It refuses
// more than MaxReached places.
func TestIssue33UnreachableBounded(t *testing.T) {
	w := &advise.World[int, int]{Reach: func(u, from int) ([]advise.Move[int], error) {
		return []advise.Move[int]{{To: 2 * from}, {To: 2*from + 1}}, nil
	}}
	_, err := w.Unreachable(0, 1, []int{-1}, 40)
	if err == nil || !strings.Contains(err.Error(), "MaxReached") {
		t.Errorf("a doubling Reach over 40 turns: %v", err)
	}
	if out, err := w.Unreachable(0, 1, []int{-1, 5}, 3); err != nil || len(out) != 1 || out[0] != -1 {
		t.Errorf("3 turns: %v, %v", out, err)
	}
}

// Issue 33: EndFacing built every move once per facing with its whole
// path, however many: a thousand moves of a thousand places with a
// thousand facings each asked for a billion faced places. Beyond
// DefaultMaxPairs it is an error, before they are built.
func TestIssue33EndFacingBounded(t *testing.T) {
	path := make([]int, 1000)
	ms := make([]advise.Move[int], 1000)
	for i := range ms {
		ms[i] = advise.Move[int]{To: i, Path: path}
	}
	many := make([]int, 1000)
	start := time.Now()
	_, err := advise.EndFacing(ms, func(int) []int { return many })
	if err == nil || !strings.Contains(err.Error(), "DefaultMaxPairs") || time.Since(start) > time.Second {
		t.Errorf("a billion faced places: %v after %v", err, time.Since(start))
	}
	got, err := advise.EndFacing(ms[:4], func(int) []int { return many[:4] })
	if err != nil || len(got) != 16 {
		t.Errorf("16 faced moves: %d, %v", len(got), err)
	}
}

// TestCallsWithoutOptionsNameTheirBound: EveryFacing and Exposure take no
// Options, so their error names DefaultMaxPairs alone, where main sent
// the caller to an Options.MaxPairs they cannot set.
func TestCallsWithoutOptionsNameTheirBound(t *testing.T) {
	_, err := advise.EveryFacing(make([]int, 4096), make([]int, 2048))
	if err == nil || !strings.Contains(err.Error(), "(DefaultMaxPairs)") || strings.Contains(err.Error(), "Options") {
		t.Errorf("EveryFacing: %v, want an error naming DefaultMaxPairs alone", err)
	}
	w := &advise.World[int, int]{Places: []int{0},
		Sight: func(a, b int) (bool, error) { return true, nil },
		Fire:  func(s, f, t, at int) (combat.Dist, bool, error) { return combat.Dist{}, false, nil }}
	_, err = w.Exposure(0, make([]int, 4096), make([]advise.Piece[int, int], 2048))
	if err == nil || !strings.Contains(err.Error(), "(DefaultMaxPairs)") || strings.Contains(err.Error(), "Options") {
		t.Errorf("Exposure: %v, want an error naming DefaultMaxPairs alone", err)
	}
}
