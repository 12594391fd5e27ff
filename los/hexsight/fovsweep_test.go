package hexsight_test

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// pairwiseFOV is the field of view by definition: the hexes of the map
// within radius, in spiral order, that LoS sees.
func pairwiseFOV(t interface{ Fatal(...any) }, hs *hexsight.Sight, tr *hexsight.Tracer, from hex.Hex, radius int) []hex.Hex {
	var want []hex.Hex
	for h := range hex.Spiral(from, radius) {
		if !hs.Map().Contains(h) {
			continue
		}
		v, err := hs.LoS(tr, from, h)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen {
			want = append(want, h)
		}
	}
	return want
}

// The sweep of a field of view is pairwise LoS, under every rule option
// and with a ruleset's own rule, from any hex of the map and for any
// radius up to and past the map's edges; small radii included (AppendFOV
// reads them from the shadow table, SweepFOV sweeps them).
func TestFOVSweepMatchesPairwise(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(rapid.IntRange(2, 6).Draw(t, "scene radius")).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		rules := hexRulesAll(t)
		if rapid.Bool().Draw(t, "own rule") {
			k := rapid.IntRange(2, 5).Draw(t, "rule modulus")
			rules.Rules = append(rules.Rules, hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
				if e.IsSide || e.End {
					return 0, false
				}
				return 0.5, (e.Hex.Q+2*e.Hex.R)%(3*k) == 0
			}))
		}
		hs, err := hexsight.New(m, rules)
		if err != nil {
			t.Fatal(err)
		}
		var all []hex.Hex
		for h := range m.Hexes() {
			all = append(all, h)
		}
		from := rapid.SampledFrom(all).Draw(t, "from")
		radius := rapid.IntRange(0, 60).Draw(t, "radius")
		var tr hexsight.Tracer
		got, _ := hexsight.SweepFOV(hs, &tr, from, radius)
		if d := cmp.Diff(pairwiseFOV(t, hs, &tr, from, radius), got); d != "" {
			t.Fatalf("sweep from %v radius %d under %+v differs from pairwise LoS (-want +got):\n%s", from, radius, hs.Rules(), d)
		}
	})
}

// bigHillsSight is a cols x rows map of rolling hills (elevations 0 to
// 6) with woods (an obstacle of height 1) in one hex in 30 and walls of
// height 1 on one hex in 40, seen from 1 above the ground, 0.5 at the
// target, with blind hexes.
func bigHillsSight(tb testing.TB, cols, rows int) *hexsight.Sight {
	blocks := terrain.Flag("blocks")
	height := terrain.Number("height")
	rng := rand.New(rand.NewPCG(9, 10))
	labels := hex.LabelFormat{Offset: hex.OddQ, Separator: ".", Col: hex.LabelAxis{First: 1}, Row: hex.LabelAxis{First: 1}}
	d := terrain.HexMapData{Cols: cols, Rows: rows, Labels: labels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true), height.Is(1)), terrain.NewType("wall", blocks.Is(true))}}
	for c := range cols {
		for r := range rows {
			h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
			e := math.Floor(3 + 3*math.Sin(float64(c)/9)*math.Cos(float64(r)/11))
			typ := "clear"
			if rng.IntN(30) == 0 {
				typ = "wood"
			}
			d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: typ, Elevation: e})
			if n := hex.OddQ.FromHex(h.Neighbor(1)); rng.IntN(40) == 0 && n.Col < cols && n.Row >= 0 && n.Row < rows {
				s, _ := hex.SideBetween(h, h.Neighbor(1))
				d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: "wall", Height: 1, HasHeight: true}})
			}
		}
	}
	m, err := terrain.Limits{MaxHexes: 1 << 22}.NewHexMap(d)
	if err != nil {
		tb.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, SideBlocking: blocks,
		Elevation: &hexsight.Elevation{Eye: 1, Target: 0.5, Obstacle: height, Blind: 2}})
	if err != nil {
		tb.Fatal(err)
	}
	return hs
}

// Issue 33: the field of view of a large radius is pairwise LoS on large
// maps of every kind: open, wooded, mixed (hindrance, hills, walls,
// blind hexes), rolling hills with obstacles, and under a ruleset's own
// rule.
func TestIssue33FOVLargeMapMatchesPairwise(t *testing.T) {
	withRule := func(tb testing.TB) *hexsight.Sight {
		hs := bigMixedSight(tb, 160, 160)
		r := hs.Rules()
		r.Rules = []hexsight.Rule{hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
			return 0, !e.IsSide && !e.End && e.Hex.Q%17 == 0 && e.Hex.R%3 == 0
		})}
		out, err := hexsight.New(hs.Map(), r)
		if err != nil {
			tb.Fatal(err)
		}
		return out
	}
	for name, make := range map[string]func(testing.TB) *hexsight.Sight{
		"open":  func(tb testing.TB) *hexsight.Sight { return bigHexSight(tb, 160, 160, 0) },
		"woods": func(tb testing.TB) *hexsight.Sight { return bigHexSight(tb, 160, 160, 25) },
		"mixed": func(tb testing.TB) *hexsight.Sight { return bigMixedSight(tb, 160, 160) },
		"hills": func(tb testing.TB) *hexsight.Sight { return bigHillsSight(tb, 160, 160) },
		"rule":  withRule,
	} {
		t.Run(name, func(t *testing.T) {
			hs := make(t)
			var tr hexsight.Tracer
			for _, o := range []hex.Offset{{Col: 80, Row: 80}, {Col: 3, Row: 150}, {Col: 159, Row: 0}} {
				from := hex.OddQ.ToHex(o)
				got, err := hs.AppendFOV(nil, &tr, from, 130)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(pairwiseFOV(t, hs, &tr, from, 130), got); d != "" {
					t.Fatalf("FOV from %v differs from pairwise LoS (-want +got):\n%s", from, d)
				}
			}
		})
	}
}

// Issue 33: the field of view of radius 500 on a 1024 x 1024 map took
// about 10 s (radius 1000 on 2048 x 2048, 80 s): every target's line was
// walked. The sweep decides an open line without walking it and stops
// where everything is hidden, so its work follows what it sees: no walk
// at all on an open map, and on a wooded one a few walks per hex seen.
// (The time limit only catches a return to the old cost: the work is
// bounded by the count of walks.)
func TestIssue33FOVLargeMapBounded(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds a map of a million hexes")
	}
	from := hex.OddQ.ToHex(hex.Offset{Col: 512, Row: 512})
	for _, c := range []struct {
		name     string
		woods    int
		perSeen  float64
		wantSeen int // 0: not checked
	}{{"open", 0, 0, 3*500*501 + 1}, {"woods5pc", 20, 4, 0}} {
		t.Run(c.name, func(t *testing.T) {
			hs := bigHexSight(t, 1024, 1024, c.woods)
			var tr hexsight.Tracer
			start := time.Now()
			fov, err := hs.AppendFOV(nil, &tr, from, 500)
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("FOV took %v", d)
			}
			if c.wantSeen > 0 && len(fov) != c.wantSeen {
				t.Errorf("%d hexes seen, want %d", len(fov), c.wantSeen)
			}
			if w := hexsight.FOVWalks(&tr); float64(w) > c.perSeen*float64(len(fov)) {
				t.Errorf("%d lines walked for %d hexes seen", w, len(fov))
			}
		})
	}
}
