package terrain_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

var (
	entryMP = terrain.Number("mp")
	sideMP  = terrain.Number("sidemp")
)

// translationTypes are hexsighttest's scene types with movement costs added.
func translationTypes() []terrain.Type {
	mp := map[string]float64{"clear": 1, "wood": 2, "brush": 1, "hill": 2, "thicket": 3}
	var out []terrain.Type
	for _, t := range hexsighttest.Types() {
		traits := append([]terrain.Trait(nil), t.Traits...)
		if c, ok := mp[t.Name]; ok {
			traits = append(traits, entryMP.Is(c))
		}
		if t.Name == "hedge" {
			traits = append(traits, sideMP.Is(1))
		}
		out = append(out, terrain.NewType(t.Name, traits...))
	}
	return out
}

// translatedMap builds the scene's square map moved by the axial vector
// v, whose q is even, so that the odd-q rectangle moves to the origin
// OddQ.FromHex(v) with the same stagger; its labels are renumbered so that
// every hex keeps its printed label.
func translatedMap(sc hexsighttest.Scene, v hex.Hex) (*terrain.HexMap, error) {
	n := 4*sc.Radius + 9 // hexsighttest's map side
	origin := hex.OddQ.FromHex(v)
	d := terrain.HexMapData{Origin: origin, Cols: n, Rows: n, Labels: shiftLabels(hex.StandardLabels, origin),
		Types: translationTypes(), Fill: "clear"}
	for _, hd := range sc.Hexes {
		hd.Hex = hd.Hex.Add(v)
		d.Hexes = append(d.Hexes, hd)
	}
	for _, sd := range sc.Sides {
		a, b := sd.Side.Hexes()
		sd.Side, _ = hex.SideBetween(a.Add(v), b.Add(v))
		d.Sides = append(d.Sides, sd)
	}
	return terrain.NewHexMap(d)
}

// Property: a map translated to another origin (small, negative, beyond
// 2^20) gives the same line-of-sight verdicts, the same reach, and the
// same labels as the same map at (0, 0), hex for translated hex, through
// los's and move's public API.
func TestHexMapOriginTranslation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(2).Draw(t, "scene")
		span := rapid.SampledFrom([]int{0, 8, 1 << 22}).Draw(t, "span")
		v := hex.Hex{Q: 2 * rapid.IntRange(-span, span).Draw(t, "halfq"), R: rapid.IntRange(-2*span, 2*span).Draw(t, "r")}
		at0, err := translatedMap(sc, hex.Hex{})
		if err != nil {
			t.Fatalf("map at (0, 0): %v", err)
		}
		moved, err := translatedMap(sc, v)
		if err != nil {
			t.Fatalf("map moved by %v: %v", v, err)
		}
		if want := hex.OddQ.FromHex(v); moved.Origin() != want {
			t.Fatalf("origin %v, want %v", moved.Origin(), want)
		}
		for h := range at0.Hexes() {
			l0, _ := at0.Label(h)
			l1, err := moved.Label(h.Add(v))
			if err != nil || l1 != l0 {
				t.Fatalf("label of %v moved = %q %v, want %q", h, l1, err, l0)
			}
		}
		checkSameSight(t, sc, at0, moved, v)
		checkSameReach(t, sc, at0, moved, v)
	})
}

func checkSameSight(t *rapid.T, sc hexsighttest.Scene, at0, moved *terrain.HexMap, v hex.Hex) {
	rules := hexsighttest.Rules(hexsight.SpinePolicy(rapid.IntRange(0, int(hexsight.SpineTargetChoice)).Draw(t, "spine")),
		rapid.Bool().Draw(t, "elevation"), float64(rapid.IntRange(1, 3).Draw(t, "threshold")))
	hs0, err := hexsight.New(at0, rules)
	if err != nil {
		t.Fatal(err)
	}
	hs1, err := hexsight.New(moved, rules)
	if err != nil {
		t.Fatal(err)
	}
	var tr0, tr1 hexsight.Tracer
	for range 8 {
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v0, err0 := hs0.LoS(&tr0, a, b)
		v1, err1 := hs1.LoS(&tr1, a.Add(v), b.Add(v))
		if (err0 == nil) != (err1 == nil) {
			t.Fatalf("LoS %v-%v: errors %v and %v", a, b, err0, err1)
		}
		want := translateVerdict(v0, v)
		if diff := cmp.Diff(want, v1, cmpOpts); diff != "" {
			t.Fatalf("LoS %v-%v moved by %v differs (-at 0,0 moved +moved map):\n%s", a, b, v, diff)
		}
	}
}

// translateVerdict moves every hex and side of a verdict by v. A step
// leaves unused hexes and sides zero (a hex step has no Side, a passage
// along a hexside no Alt); the scene lies far from Hex{0, 0}, so a zero
// hex or a side at Hex{0, 0} is an unused one and stays zero.
func translateVerdict(hv hexsight.Verdict, v hex.Hex) hexsight.Verdict {
	add := func(h hex.Hex) hex.Hex { return addNonZero(h, v) }
	out := hv
	out.Steps = nil
	for _, s := range hv.Steps {
		s.Hex = add(s.Hex)
		s.Alt = [2]hex.Hex{add(s.Alt[0]), add(s.Alt[1])}
		if a, b := s.Side.Hexes(); s.Side.Hex() != (hex.Hex{}) {
			s.Side, _ = hex.SideBetween(a.Add(v), b.Add(v))
		}
		out.Steps = append(out.Steps, s)
	}
	return out
}

// addNonZero returns h+v, or Hex{0, 0} for Hex{0, 0} (an unused hex).
func addNonZero(h, v hex.Hex) hex.Hex {
	if h == (hex.Hex{}) {
		return h
	}
	return h.Add(v)
}

func checkSameReach(t *rapid.T, sc hexsighttest.Scene, at0, moved *terrain.HexMap, v hex.Hex) {
	traits := move.HexTraits{Entry: entryMP, Side: sideMP, Blocks: hexsighttest.Blocks,
		Climb: terrain.Climb{PerRise: float64(rapid.IntRange(0, 2).Draw(t, "perRise"))}}
	opt := move.ReachOptions{Allowance: float64(rapid.IntRange(0, 8).Draw(t, "allowance"))}
	start := sc.Pick().Draw(t, "start")
	reach := func(m *terrain.HexMap, start hex.Hex) map[hex.Hex]move.Arrival {
		model, err := move.NewHexModel(m, traits)
		if err != nil {
			t.Fatal(err)
		}
		tree, err := move.Reach(move.RectOf(m), start, model, opt)
		if err != nil {
			t.Fatalf("Reach from %v: %v", start, err)
		}
		got := map[hex.Hex]move.Arrival{}
		for h, a := range tree.All() {
			got[h] = a
		}
		return got
	}
	r0, r1 := reach(at0, start), reach(moved, start.Add(v))
	want := map[hex.Hex]move.Arrival{}
	for h, a := range r0 {
		a.From = addNonZero(a.From, v)
		want[h.Add(v)] = a
	}
	if diff := cmp.Diff(want, r1, cmpOpts); diff != "" {
		t.Fatalf("reach from %v moved by %v differs (-at 0,0 moved +moved map):\n%s", start, v, diff)
	}
	if len(r0) < 1 {
		t.Fatalf("reach from %v is empty", start)
	}
}
