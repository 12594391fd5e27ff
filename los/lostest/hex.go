package lostest

import (
	"fmt"
	"math/rand/v2"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
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
func HexRules(p hexsight.SpinePolicy, elevation bool, threshold float64) hexsight.Rules {
	r := hexsight.Rules{
		Spine: p, Blocking: Blocks, Hindrance: Hindrance, SideBlocking: Blocks, SideHindrance: Hindrance,
		Threshold: hexsight.Threshold{Limit: threshold},
	}
	if elevation {
		r.Elevation = &hexsight.Elevation{Eye: 0.5, Target: 0.5, Obstacle: Height, Blind: 1}
	}
	return r
}

// HexScene is terrain placed within Radius of Center on a square map large
// enough that the scene can be rotated about Center and translated by up
// to 2 hexes without leaving it.
type HexScene struct {
	Radius int
	Center hex.Hex
	Hexes  []terrain.HexData
	Sides  []terrain.SideData
}

// mapSide is the number of columns and rows of a scene's map.
func mapSide(radius int) int { return 4*radius + 9 }

// HexSceneOf generates scenes of the given radius with random terrain,
// elevations 0 to 3 and hexside features (see [RandomScene]).
func HexSceneOf(radius int) *rapid.Generator[HexScene] {
	return rapid.Custom(func(t *rapid.T) HexScene {
		seed := rapid.Uint64().Draw(t, "seed")
		return RandomScene(rand.New(rand.NewPCG(seed, 0)), radius)
	})
}

func rangeList(c hex.Hex, r int) []hex.Hex {
	return hex.AppendRange(nil, c, max(r, 0))
}

// Pick generates a hex of the scene.
func (sc HexScene) Pick() *rapid.Generator[hex.Hex] {
	return rapid.SampledFrom(rangeList(sc.Center, sc.Radius))
}

// Map builds the scene's map.
func (sc HexScene) Map() (*terrain.HexMap, error) {
	n := mapSide(sc.Radius)
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: n, Rows: n, Labels: hex.StandardLabels, Types: HexTypes(), Fill: "clear",
		Hexes: sc.Hexes, Sides: sc.Sides,
	})
}

// Transformed returns the scene rotated by k steps of 60° about Center and
// then translated by v (|v| <= 2), and the map of hexes h -> h'.
func (sc HexScene) Transformed(k int, v hex.Hex) (HexScene, func(hex.Hex) hex.Hex) {
	f := func(h hex.Hex) hex.Hex { return h.RotateAround(sc.Center, k).Add(v) }
	out := HexScene{Radius: sc.Radius, Center: sc.Center}
	for _, h := range sc.Hexes {
		h.Hex = f(h.Hex)
		out.Hexes = append(out.Hexes, h)
	}
	for _, s := range sc.Sides {
		a, b := s.Side.Hexes()
		s.Side, _ = hex.SideBetween(f(a), f(b))
		out.Sides = append(out.Sides, s)
	}
	return out, f
}

// WithBlocker returns the scene with a wood on h (a thicket on brush, so
// that no hindrance is lost; elevation unchanged).
func (sc HexScene) WithBlocker(h hex.Hex) HexScene {
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

// CheckHexFOV checks that the field of view of radius r from a holds
// exactly the hexes within r that a sees.
func CheckHexFOV(hs *hexsight.Sight, a hex.Hex, r int) error {
	var tr hexsight.Tracer
	fov, err := hs.AppendFOV(nil, &tr, a, r)
	if err != nil {
		return err
	}
	in := map[hex.Hex]bool{}
	for _, h := range fov {
		in[h] = true
	}
	for h := range hex.Range(a, r) {
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
