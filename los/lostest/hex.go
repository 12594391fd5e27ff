package lostest

import (
	"fmt"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Trait keys of the generated scenes.
var (
	// Blocks marks terrain (and hexside features) that block sight.
	Blocks = terrain.Flag("blocks")
	// Hindrance is a per-hex or per-hexside hindrance.
	Hindrance = terrain.Number("hindrance")
	// Height is an obstacle's height above the ground.
	Height = terrain.Number("height")
)

// HexTypes are the terrain types of generated hex scenes: "clear";
// "wood" (blocks, height 1); "brush" (hindrance 1); "hill" (nothing, but
// generated scenes raise it); "thicket" (a wood in brush: blocks, height
// 1, hindrance 1); "wall" and "hedge" for hexsides (a wall blocks, a
// hedge adds hindrance 1).
func HexTypes() []terrain.Type {
	return []terrain.Type{
		terrain.NewType("clear"),
		terrain.NewType("wood", Blocks.Is(true), Height.Is(1)),
		terrain.NewType("brush", Hindrance.Is(1)),
		terrain.NewType("hill"),
		terrain.NewType("thicket", Blocks.Is(true), Hindrance.Is(1), Height.Is(1)),
		terrain.NewType("wall", Blocks.Is(true)),
		terrain.NewType("hedge", Hindrance.Is(1)),
	}
}

// HexRules returns rules that read the generated scenes' traits, with the
// given spine policy, elevation model and hindrance threshold.
func HexRules(p los.SpinePolicy, elevation bool, threshold float64) los.HexRules {
	return los.HexRules{
		Spine: p, Blocking: Blocks, Hindrance: Hindrance, SideBlocking: Blocks, SideHindrance: Hindrance,
		Threshold: threshold, Elevation: elevation, EyeHeight: 0.5, TargetHeight: 0.5, ObstacleHeight: Height, Blind: 1,
	}
}

// HexScene is terrain placed within Radius of Center on a square map large
// enough that the scene can be rotated about Center and translated by up
// to 2 hexes without leaving it.
type HexScene struct {
	Radius int
	Center geom.Hex
	Hexes  []terrain.HexData
	Sides  []terrain.SideData
}

// mapSide is the number of columns and rows of a scene's map.
func mapSide(radius int) int { return 4*radius + 9 }

// HexSceneOf generates scenes of the given radius with random terrain,
// elevations 0 to 3 and hexside features.
func HexSceneOf(radius int) *rapid.Generator[HexScene] {
	return rapid.Custom(func(t *rapid.T) HexScene {
		n := mapSide(radius)
		sc := HexScene{Radius: radius, Center: geom.OddQ.ToHex(geom.Offset{Col: n / 2, Row: n / 2})}
		names := []string{"clear", "wood", "brush", "hill"}
		for h := range geom.Range(sc.Center, radius) {
			k := rapid.IntRange(0, 9).Draw(t, "kind")
			if k >= len(names) {
				continue
			}
			e := 0.0
			if names[k] == "hill" {
				e = float64(rapid.IntRange(1, 3).Draw(t, "elev"))
			}
			sc.Hexes = append(sc.Hexes, terrain.HexData{Hex: h, Type: names[k], Elevation: e})
		}
		ns := rapid.IntRange(0, 2*radius).Draw(t, "sides")
		for range ns {
			h := rapid.SampledFrom(rangeList(sc.Center, radius-1)).Draw(t, "sidehex")
			d := geom.Direction(rapid.IntRange(0, 5).Draw(t, "dir"))
			typ := rapid.SampledFrom([]string{"wall", "hedge"}).Draw(t, "sidetype")
			sf := terrain.SideFeature{Type: typ}
			if typ == "wall" && rapid.Bool().Draw(t, "hasheight") {
				sf.Height, sf.HasHeight = 1, true
			}
			sd := terrain.SideData{Side: geom.SideOf(h, d), SideFeature: sf}
			dup := false
			for _, o := range sc.Sides {
				dup = dup || o.Side == sd.Side && o.Type == sd.Type
			}
			if !dup {
				sc.Sides = append(sc.Sides, sd)
			}
		}
		return sc
	})
}

func rangeList(c geom.Hex, r int) []geom.Hex {
	return geom.AppendRange(nil, c, max(r, 0))
}

// Pick generates a hex of the scene.
func (sc HexScene) Pick() *rapid.Generator[geom.Hex] {
	return rapid.SampledFrom(rangeList(sc.Center, sc.Radius))
}

// Map builds the scene's map.
func (sc HexScene) Map() (*terrain.HexMap, error) {
	n := mapSide(sc.Radius)
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: n, Rows: n, Labels: geom.StandardLabels, Types: HexTypes(), Fill: "clear",
		Hexes: sc.Hexes, Sides: sc.Sides,
	})
}

// Transformed returns the scene rotated by k steps of 60° about Center and
// then translated by v (|v| <= 2), and the map of hexes h -> h'.
func (sc HexScene) Transformed(k int, v geom.Hex) (HexScene, func(geom.Hex) geom.Hex) {
	f := func(h geom.Hex) geom.Hex { return h.RotateAround(sc.Center, k).Add(v) }
	out := HexScene{Radius: sc.Radius, Center: sc.Center}
	for _, h := range sc.Hexes {
		h.Hex = f(h.Hex)
		out.Hexes = append(out.Hexes, h)
	}
	for _, s := range sc.Sides {
		a, b := s.Side.Hexes()
		s.Side, _ = geom.SideBetween(f(a), f(b))
		out.Sides = append(out.Sides, s)
	}
	return out, f
}

// WithBlocker returns the scene with a wood on h (a thicket on brush, so
// that no hindrance is lost; elevation unchanged).
func (sc HexScene) WithBlocker(h geom.Hex) HexScene {
	out := sc
	out.Hexes = nil
	found := false
	for _, d := range sc.Hexes {
		if d.Hex == h {
			found = true
			if d.Type == "brush" {
				d.Type = "thicket"
			} else if d.Type != "thicket" {
				d.Type = "wood"
			}
		}
		out.Hexes = append(out.Hexes, d)
	}
	if !found {
		out.Hexes = append(out.Hexes, terrain.HexData{Hex: h, Type: "wood"})
	}
	return out
}

func sight(rules los.HexRules, sc HexScene) (*los.HexSight, error) {
	m, err := sc.Map()
	if err != nil {
		return nil, err
	}
	return los.NewHexSight(m, rules)
}

// CheckHexSymmetry checks that a sees b exactly when b sees a, with the
// same hindrance, under rules (with the eye and target heights swapped
// for the reverse direction, as they go with the roles).
func CheckHexSymmetry(rules los.HexRules, sc HexScene, a, b geom.Hex) error {
	hs, err := sight(rules, sc)
	if err != nil {
		return err
	}
	back := rules
	back.EyeHeight, back.TargetHeight = rules.TargetHeight, rules.EyeHeight
	hb, err := los.NewHexSight(hs.Map(), back)
	if err != nil {
		return err
	}
	var tr los.HexTracer
	v1, err := hs.LoS(&tr, a, b)
	if err != nil {
		return err
	}
	s1, h1 := v1.Seen, v1.Score
	v2, err := hb.LoS(&tr, b, a)
	if err != nil {
		return err
	}
	if s1 != v2.Seen || h1 != v2.Score {
		return fmt.Errorf("lostest: %v->%v seen %v hindrance %v, but %v->%v seen %v hindrance %v (policy %v)", a, b, s1, h1, b, a, v2.Seen, v2.Score, rules.Spine)
	}
	return nil
}

// CheckHexInvariance checks that rotating the scene by k steps of 60°
// and translating it by v (|v| <= 2) changes no verdict, and no hindrance
// of a line that is seen (a blocked line's hindrance covers only the part
// evaluated before the block, which depends on the canonical direction).
func CheckHexInvariance(rules los.HexRules, sc HexScene, a, b geom.Hex, k int, v geom.Hex) error {
	if v.Len() > 2 {
		return fmt.Errorf("lostest: translation %v longer than 2", v)
	}
	hs, err := sight(rules, sc)
	if err != nil {
		return err
	}
	sc2, f := sc.Transformed(k, v)
	hs2, err := sight(rules, sc2)
	if err != nil {
		return err
	}
	var tr los.HexTracer
	v1, err := hs.LoS(&tr, a, b)
	if err != nil {
		return err
	}
	s1, h1 := v1.Seen, v1.Score
	v2, err := hs2.LoS(&tr, f(a), f(b))
	if err != nil {
		return err
	}
	if s1 != v2.Seen || s1 && h1 != v2.Score {
		return fmt.Errorf("lostest: %v->%v seen %v hindrance %v, but rotated %d and moved %v: seen %v hindrance %v", a, b, s1, h1, k, v, v2.Seen, v2.Score)
	}
	return nil
}

// CheckHexMonotone checks that putting a wood on h never creates LoS
// from a to b.
func CheckHexMonotone(rules los.HexRules, sc HexScene, a, b, h geom.Hex) error {
	hs, err := sight(rules, sc)
	if err != nil {
		return err
	}
	hs2, err := sight(rules, sc.WithBlocker(h))
	if err != nil {
		return err
	}
	var tr los.HexTracer
	v1, err := hs.LoS(&tr, a, b)
	if err != nil {
		return err
	}
	s1 := v1.Seen
	v2, err := hs2.LoS(&tr, a, b)
	if err != nil {
		return err
	}
	if !s1 && v2.Seen {
		return fmt.Errorf("lostest: %v->%v unseen, but seen after a wood is put on %v", a, b, h)
	}
	return nil
}

// CheckHexFOV checks that the field of view of radius r from a holds
// exactly the hexes within r that a sees.
func CheckHexFOV(hs *los.HexSight, a geom.Hex, r int) error {
	var tr los.HexTracer
	fov, err := hs.AppendFOV(nil, &tr, a, r)
	if err != nil {
		return err
	}
	in := map[geom.Hex]bool{}
	for _, h := range fov {
		in[h] = true
	}
	for h := range geom.Range(a, r) {
		if !hs.Map().Contains(h) {
			if in[h] {
				return fmt.Errorf("lostest: FOV from %v holds %v, off the map", a, h)
			}
			continue
		}
		v, err := hs.LoS(&tr, a, h)
		if err != nil {
			return err
		}
		if v.Seen != in[h] {
			return fmt.Errorf("lostest: FOV from %v: %v in FOV %v, but LoS seen %v", a, h, in[h], v.Seen)
		}
	}
	return nil
}
