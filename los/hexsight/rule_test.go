package hexsight_test

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// A Rule that adds nothing gives exactly the compiled kernel's
// verdict, explanation included: the hook's walk reads the same elements
// and applies the same policies.
func TestHexRuleNoopMatchesKernel(t *testing.T) {
	noop := hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 0, false })
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		r := hexsighttest.Rules(hexsight.SpinePolicy(rapid.IntRange(0, 3).Draw(t, "spine")), rapid.Bool().Draw(t, "elev"), float64(rapid.IntRange(0, 3).Draw(t, "thr")))
		r.Threshold = hexsight.Threshold{Limit: float64(rapid.IntRange(0, 3).Draw(t, "thr2")), CountEnds: rapid.Bool().Draw(t, "ends")}
		plain, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		r.Rules = append(r.Rules, noop)
		hooked, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		var t1, t2 hexsight.Tracer
		v1, err1 := plain.LoS(&t1, a, b)
		v2, err2 := hooked.LoS(&t2, a, b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if v1.Seen != v2.Seen || v1.Score != v2.Score || v1.Reason != v2.Reason || v1.BlockedStep != v2.BlockedStep || v1.Blocked != v2.Blocked || !slices.Equal(v1.Steps, v2.Steps) {
			t.Fatalf("%v->%v:\nkernel %+v\nhooked %+v", a, b, v1, v2)
		}
		f1, _ := plain.AppendFOV(nil, &t1, a, 3)
		f2, _ := hooked.AppendFOV(nil, &t2, a, 3)
		if !slices.Equal(f1, f2) {
			t.Fatalf("FOV from %v: kernel %v, hooked %v", a, f1, f2)
		}
	})
}

// The hook reads hexes, grazes and hexsides, with heights; a rule that
// blocks on woods behaves like the compiled Blocking key, and a rule on
// hexsides like SideBlocking.
func TestHexRuleReadsElements(t *testing.T) {
	m := smallHexMap(t, []terrain.HexData{{Hex: spineFlank0, Type: "wood"}, {Hex: hex.Hex{Q: 5, R: 5}, Type: "wood", Elevation: 2}},
		[]terrain.SideData{{Side: hex.SideOf(hex.Hex{Q: 6, R: 2}, 0), SideFeature: terrain.SideFeature{Type: "wall"}}})
	wood, _ := m.TypeByName("wood")
	wall, _ := m.TypeByName("wall")
	rule := func(e *hexsight.Element) (float64, bool) {
		if e.IsSide {
			ts, _ := m.SideTypes(e.Side)
			return 0, slices.Contains(ts, uint16(wall))
		}
		t, _ := m.HexType(e.Hex)
		return 0, t == wood && !e.End
	}
	hooked, err := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.RuleFunc(rule)}})
	if err != nil {
		t.Fatal(err)
	}
	compiled, err := hexsight.New(m, hexsight.Rules{Blocking: tBlocks, SideBlocking: tBlocks})
	if err != nil {
		t.Fatal(err)
	}
	var tr hexsight.Tracer
	for a := range hex.Range(hex.Hex{Q: 4, R: 3}, 3) {
		for b := range hex.Range(hex.Hex{Q: 5, R: 3}, 3) {
			v1, err1 := hooked.LoS(&tr, a, b)
			seen, block := v1.Seen, v1.Blocked
			v2, err2 := compiled.LoS(&tr, a, b)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if seen != v2.Seen || block != v2.Blocked {
				t.Fatalf("%v->%v: rule seen %v blocked %v, compiled %v %v", a, b, seen, block, v2.Seen, v2.Blocked)
			}
		}
	}
	// Heights: the element carries the ground and the line's height.
	var got []hexsight.Element
	rec, err := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{Eye: 2, Target: 2}, Rules: []hexsight.Rule{hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
		got = append(got, *e)
		return 1, false
	})}})
	if err != nil {
		t.Fatal(err)
	}
	v, err := rec.LoS(&tr, hex.Hex{Q: 5, R: 4}, hex.Hex{Q: 5, R: 6})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 || !got[0].End || got[2].Hex != (hex.Hex{Q: 5, R: 5}) || got[2].Ground != 2 || got[2].Line != 2 || !got[1].IsSide || got[1].Ground != 2 || v.Score != 5 || !v.Seen {
		t.Fatalf("elements %+v, verdict %+v", got, v)
	}
	// A blocking rule reports BlockedByRule.
	blk, _ := hexsight.New(m, hexsight.Rules{Rules: []hexsight.Rule{hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return 0, !e.End })}})
	if v, _ := blk.LoS(&tr, hex.Hex{Q: 5, R: 4}, hex.Hex{Q: 5, R: 6}); v.Seen || v.Reason != hexsight.BlockedByRule || v.BlockedStep != 1 || v.Reason.String() != "rule" {
		t.Fatalf("blocking rule: %+v", v)
	}
}

// The built-in rules on the hook decide the same lines as the compiled
// fields they stand for: blind hexes, and obstacles above the line.
func TestBuiltInHexRulesMatchCompiled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := withHeights(t, hexsighttest.SceneOf(4).Draw(t, "scene"))
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		pol := hexsight.SpinePolicy(rapid.IntRange(0, 3).Draw(t, "spine"))
		blind := rapid.IntRange(1, 3).Draw(t, "blind")
		compiled, err := hexsight.New(m, hexsight.Rules{Spine: pol, Blocking: hexsighttest.Blocks, Elevation: &hexsight.Elevation{Eye: 0.5, Target: 0.5, Obstacle: hexsighttest.Height, Blind: blind}})
		if err != nil {
			t.Fatal(err)
		}
		wood, _ := m.TypeByName("wood")
		top := func(e *hexsight.Element) (float64, bool) {
			if e.IsSide {
				return 0, false
			}
			if e.Height != 0 {
				return e.Ground + e.Height, true // the map's height
			}
			if ty, _ := m.HexType(e.Hex); ty == wood {
				return e.Ground + 1, true // the Obstacle trait of blocking wood
			}
			return e.Ground, true
		}
		hooked, err := hexsight.New(m, hexsight.Rules{Spine: pol,
			Elevation: &hexsight.Elevation{Eye: 0.5, Target: 0.5}, Rules: []hexsight.Rule{hexsight.Join(hexsight.ObstacleAbove(top), hexsight.BlindHexes(blind))}})
		if err != nil {
			t.Fatal(err)
		}
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		var tr hexsight.Tracer
		v1, _ := compiled.LoS(&tr, a, b)
		s1 := v1.Seen
		v2, _ := hooked.LoS(&tr, a, b)
		if s1 != v2.Seen {
			t.Fatalf("%v->%v: compiled seen %v, hook seen %v (%v)", a, b, s1, v2.Seen, v2.Reason)
		}
		if err := hexsighttest.CheckFOV(hooked, a, 4); err != nil {
			t.Fatal(err)
		}
	})
	if s, b := hexsight.ObstacleAbove(nil).ReadHex(&hexsight.Element{}); s != 0 || b {
		t.Fatal("nil top blocks")
	}
}

// benchHexMap is a 60 x 40 map with woods on about one hex in six and
// brush on one in six.
func benchHexMap(b *testing.B) *terrain.HexMap {
	d := terrain.HexMapData{Cols: 60, Rows: 40, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", tBlocks.Is(true)), terrain.NewType("brush", tHind.Is(1))}}
	for col := range 60 {
		for row := range 40 {
			h := hex.StandardLabels.Offset.ToHex(hex.Offset{Col: col, Row: row})
			switch (col*7 + row*13) % 6 {
			case 0:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "wood"})
			case 1:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "brush"})
			}
		}
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		b.Fatal(err)
	}
	return m
}

// BenchmarkHexRuleLoS compares the compiled kernel with the hook (a rule
// that reads the same terrain) on lines of 10-40 hexes across a 60 x 40
// map.
func BenchmarkHexRuleLoS(b *testing.B) {
	m := benchHexMap(b)
	wood, _ := m.TypeByName("wood")
	brush, _ := m.TypeByName("brush")
	rule := func(e *hexsight.Element) (float64, bool) {
		if e.IsSide || e.End {
			return 0, false
		}
		t, _ := m.HexType(e.Hex)
		if t == brush {
			return 1, false
		}
		return 0, t == wood
	}
	var pairs [][2]hex.Hex
	for k := range 64 {
		a := hex.StandardLabels.Offset.ToHex(hex.Offset{Col: k % 20, Row: (k * 7) % 40})
		pairs = append(pairs, [2]hex.Hex{a, hex.StandardLabels.Offset.ToHex(hex.Offset{Col: 20 + (k*11)%40, Row: (k * 3) % 40})})
	}
	for _, c := range []struct {
		name  string
		rules hexsight.Rules
	}{
		{"compiled", hexsight.Rules{Blocking: tBlocks, Hindrance: tHind, Threshold: hexsight.Threshold{Limit: 4}}},
		{"hook", hexsight.Rules{Threshold: hexsight.Threshold{Limit: 4}, Rules: []hexsight.Rule{hexsight.RuleFunc(rule)}}},
	} {
		hs, err := hexsight.New(m, c.rules)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			var tr hexsight.Tracer
			b.ReportAllocs()
			i, seen := 0, 0
			for b.Loop() {
				p := pairs[i%len(pairs)]
				if v, _ := hs.LoS(&tr, p[0], p[1]); v.Seen {
					seen++
				}
				i++
			}
			_ = seen
		})
	}
}

// The hook allocates nothing once the tracer has grown.
func TestHexRuleAllocatesNothing(t *testing.T) {
	m := smallHexMap(t, []terrain.HexData{{Hex: spineFlank0, Type: "brush"}}, nil)
	hs, _ := hexsight.New(m, hexsight.Rules{Rules: []hexsight.Rule{hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return 1, false })}})
	var tr hexsight.Tracer
	_, _ = hs.LoS(&tr, hex.Hex{Q: 1, R: 1}, hex.Hex{Q: 8, R: 4})
	if n := testing.AllocsPerRun(50, func() { _, _ = hs.LoS(&tr, hex.Hex{Q: 1, R: 1}, hex.Hex{Q: 8, R: 4}) }); n != 0 {
		t.Fatalf("%v allocations per LoS", n)
	}
}
