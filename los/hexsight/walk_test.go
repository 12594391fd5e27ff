package hexsight_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// hexRulesAll draws rules over every option the kernel reads: spine
// policy, elevation, threshold, counting the ends, blind range, eye and
// target heights.
func hexRulesAll(t *rapid.T) hexsight.Rules {
	r := hexRules(t)
	r.Threshold.CountEnds = rapid.Bool().Draw(t, "countEnds")
	blind := rapid.IntRange(0, 2).Draw(t, "blind")
	eye := float64(rapid.IntRange(0, 4).Draw(t, "eye")) / 2
	target := float64(rapid.IntRange(0, 4).Draw(t, "target")) / 2
	if r.Elevation != nil {
		e := *r.Elevation
		e.Eye, e.Target, e.Blind = eye, target, blind
		r.Elevation = &e
	}
	return r
}

// withHeights gives some hexes of the scene a height on the map, what
// stands on them (0 to 2, by halves).
func withHeights(t *rapid.T, sc hexsighttest.Scene) hexsighttest.Scene {
	sc.Hexes = slices.Clone(sc.Hexes)
	for k := range sc.Hexes {
		if rapid.IntRange(0, 3).Draw(t, "tall") == 0 {
			sc.Hexes[k].Height = float64(rapid.IntRange(0, 4).Draw(t, "height")) / 2
		}
	}
	return sc
}

// TestHexKernelMatchesReference checks the compiled kernel against the
// reference implementation (hex.AppendLineSteps plus map lookups) on every field
// of the verdict, explanation included.
func TestHexKernelMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := withHeights(t, hexsighttest.SceneOf(5).Draw(t, "scene"))
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexRulesAll(t))
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		for range 8 {
			a := sc.Pick().Draw(t, "a")
			b := sc.Pick().Draw(t, "b")
			got, err1 := hs.LoS(&tr, a, b)
			want, err2 := hexsight.RefLoS(hs, a, b)
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("%v->%v: errors %v, %v", a, b, err1, err2)
			}
			if d := cmp.Diff(want, got, sideEq); d != "" {
				t.Fatalf("%v->%v under %+v: kernel differs from reference (-want +got):\n%s", a, b, hs.Rules(), d)
			}
		}
	})
}

// TestHexFOVMatchesReference checks that the field of view is exactly the
// hexes the reference implementation sees, under every spine policy and
// rule option, including hexes whose lines leave the map's box.
func TestHexFOVMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := withHeights(t, hexsighttest.SceneOf(4).Draw(t, "scene"))
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexRulesAll(t))
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		from := sc.Pick().Draw(t, "from")
		radius := rapid.IntRange(0, 8).Draw(t, "radius")
		fov, err := hs.AppendFOV(nil, &tr, from, radius)
		if err != nil {
			t.Fatal(err)
		}
		var want []hex.Hex
		for h := range hex.Spiral(from, radius) {
			if v, _ := hexsight.RefLoS(hs, from, h); v.Seen {
				want = append(want, h)
			}
		}
		if d := cmp.Diff(want, fov); d != "" {
			t.Fatalf("FOV from %v radius %d under %+v differs from pairwise reference LoS (-want +got):\n%s", from, radius, hs.Rules(), d)
		}
	})
}

// TestHexFOVMapCorners runs the field of view from every corner of a small
// map with a radius larger than the map, under every policy: lines along
// the ragged edges of an offset map graze and enter hexes off the map.
func TestHexFOVMapCorners(t *testing.T) {
	for _, p := range policies {
		for _, elev := range []bool{false, true} {
			sc := hexsighttest.Scene{Radius: 2}
			m, err := sc.Map()
			if err != nil {
				t.Fatal(err)
			}
			hs, err := hexsight.New(m, hexsighttest.Rules(p, elev, 2))
			if err != nil {
				t.Fatal(err)
			}
			var tr hexsight.Tracer
			for from := range m.Hexes() {
				if o := hex.OddQ.FromHex(from); o.Col > 0 && o.Col < m.Cols()-1 && o.Row > 0 && o.Row < m.Rows()-1 {
					continue // the border only
				}
				fov, err := hs.AppendFOV(nil, &tr, from, 1000)
				if err != nil {
					t.Fatal(err)
				}
				var want []hex.Hex
				for h := range m.Hexes() {
					if v, _ := hexsight.RefLoS(hs, from, h); v.Seen {
						want = append(want, h)
					}
				}
				slices.SortFunc(fov, cmpHex)
				slices.SortFunc(want, cmpHex)
				if d := cmp.Diff(want, fov); d != "" {
					t.Fatalf("policy %v elevation %v from %v: (-want +got):\n%s", p, elev, from, d)
				}
			}
		}
	}
}

var sideEq = cmp.Comparer(func(x, y hex.Side) bool { return x == y })

func cmpHex(x, y hex.Hex) int {
	if x.Q != y.Q {
		return x.Q - y.Q
	}
	return x.R - y.R
}

// TestHexFOVShadowCorners runs tabled fields of view (the shadow pass)
// from every border hex of a small map, whose lines leave the map's box,
// under every policy, with and without elevation, against pairwise
// reference LoS.
func TestHexFOVShadowCorners(t *testing.T) {
	for _, p := range policies {
		for _, elev := range []bool{false, true} {
			sc := hexsighttest.Scene{Radius: 2}
			m, err := sc.Map()
			if err != nil {
				t.Fatal(err)
			}
			hs, err := hexsight.New(m, hexsighttest.Rules(p, elev, 2))
			if err != nil {
				t.Fatal(err)
			}
			var tr hexsight.Tracer
			for from := range m.Hexes() {
				if o := hex.OddQ.FromHex(from); o.Col > 0 && o.Col < m.Cols()-1 && o.Row > 0 && o.Row < m.Rows()-1 {
					continue // the border only
				}
				for _, radius := range []int{1, 7, 20} {
					fov, err := hs.AppendFOV(nil, &tr, from, radius)
					if err != nil {
						t.Fatal(err)
					}
					var want []hex.Hex
					for h := range hex.Spiral(from, radius) {
						if v, _ := hexsight.RefLoS(hs, from, h); v.Seen {
							want = append(want, h)
						}
					}
					if d := cmp.Diff(want, fov); d != "" {
						t.Fatalf("policy %v elevation %v from %v radius %d: (-want +got):\n%s", p, elev, from, radius, d)
					}
				}
			}
		}
	}
}

// TestHexKernelLongLines checks lines longer than the tabled programs
// (walked lazily, then generated into the tracer) against the reference
// implementation, with and without a rule.
func TestHexKernelLongLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	d := terrain.HexMapData{Cols: 99, Rows: 8, Labels: hex.StandardLabels, Fill: "clear", Types: hexsighttest.Types()}
	for r := range 8 {
		for c := range 99 {
			h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
			switch rng.IntN(12) {
			case 0:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "brush"})
			case 1:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "hill", Elevation: 1})
			}
		}
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		t.Fatal(err)
	}
	var hexes []hex.Hex
	for h := range m.Hexes() {
		hexes = append(hexes, h)
	}
	// A rule that adds nothing walks the same elements: the hooked walk
	// of a long line, explained as it is walked, is the kernel's too.
	noop := hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 0, false })
	for _, p := range policies {
		r := hexsighttest.Rules(p, true, 5)
		hs, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		r.Rules = []hexsight.Rule{noop}
		hooked, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		var tr, tr2 hexsight.Tracer
		for range 300 {
			a, b := hexes[rng.IntN(len(hexes))], hexes[rng.IntN(len(hexes))]
			got, _ := hs.LoS(&tr, a, b)
			want, _ := hexsight.RefLoS(hs, a, b)
			if diff := cmp.Diff(want, got, sideEq); diff != "" {
				t.Fatalf("%v->%v policy %v: (-want +got):\n%s", a, b, p, diff)
			}
			viaRule, _ := hooked.LoS(&tr2, a, b)
			if diff := cmp.Diff(got, viaRule, sideEq); diff != "" {
				t.Fatalf("%v->%v policy %v, with a rule: (-kernel +hooked):\n%s", a, b, p, diff)
			}
		}
	}
}
