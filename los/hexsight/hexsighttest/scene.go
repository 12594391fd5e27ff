package hexsighttest

import (
	"errors"
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

// Types are the terrain types of generated scenes: "clear";
// "wood" (blocks, height 1); "brush" (hindrance 1); "hill" (nothing, but
// generated scenes raise it); "thicket" (a wood in brush: blocks, height
// 1, hindrance 1); "wall" and "hedge" for hexsides (a wall blocks, a
// hedge adds hindrance 1).
func Types() []terrain.Type {
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

// Rules returns rules that read the generated scenes' traits, with the
// given spine policy, elevation model and hindrance threshold.
func Rules(p hexsight.SpinePolicy, elevation bool, threshold float64) hexsight.Rules {
	r := hexsight.Rules{
		Spine: p, Blocking: Blocks, Hindrance: Hindrance, SideBlocking: Blocks, SideHindrance: Hindrance,
		Threshold: hexsight.Threshold{Limit: threshold},
	}
	if elevation {
		r.Elevation = &hexsight.Elevation{Eye: 0.5, Target: 0.5, Obstacle: Height, Blind: 1}
	}
	return r
}

// Scene is terrain placed within Radius of Center on a square map large
// enough that the scene can be rotated about Center and translated by up
// to 2 hexes without leaving it.
type Scene struct {
	Radius int
	Center hex.Hex
	Hexes  []terrain.HexData
	Sides  []terrain.SideData
}

// mapSide is the number of columns and rows of a scene's map.
func mapSide(radius int) int { return 4*radius + 9 }

// MaxSceneRadius bounds the radius of a scene, so that its map (of side
// 4·radius + 9) and the generators' cost stay bounded.
const MaxSceneRadius = 100

// checkRadius reports a scene radius that is not from 1 to
// MaxSceneRadius.
func checkRadius(radius int) error {
	if radius < 1 || radius > MaxSceneRadius {
		return fmt.Errorf("hexsighttest: scene radius %d: want 1 to MaxSceneRadius (%d)", radius, MaxSceneRadius)
	}
	return nil
}

// SceneOf generates scenes of the given radius with random terrain,
// elevations 0 to 3 and hexside features (see [RandomScene]); a radius
// RandomScene refuses fails the property that draws from it.
func SceneOf(radius int) *rapid.Generator[Scene] {
	return rapid.Custom(func(t *rapid.T) Scene {
		seed := rapid.Uint64().Draw(t, "seed")
		sc, err := RandomScene(rand.New(rand.NewPCG(seed, 0)), radius)
		if err != nil {
			t.Fatal(err)
		}
		return sc
	})
}

func rangeList(c hex.Hex, r int) []hex.Hex {
	return hex.AppendRange(nil, c, r)
}

// Pick generates a hex of the scene. A scene whose Radius is not from 1
// to MaxSceneRadius, or whose Center is not a valid hex, fails the
// property that draws from it.
func (sc Scene) Pick() *rapid.Generator[hex.Hex] {
	if err := sc.check(); err != nil {
		return rapid.Custom(func(t *rapid.T) hex.Hex {
			t.Fatal(err)
			return hex.Hex{}
		})
	}
	return rapid.SampledFrom(rangeList(sc.Center, sc.Radius))
}

// check reports a scene whose radius or centre no generator made.
func (sc Scene) check() error {
	if err := checkRadius(sc.Radius); err != nil {
		return err
	}
	if !sc.Center.Valid() {
		return fmt.Errorf("hexsighttest: scene centre %v is not a valid hex", sc.Center)
	}
	return nil
}

// Map builds the scene's map: an error for a Radius that is not from 1
// to MaxSceneRadius, and those of terrain.NewHexMap.
func (sc Scene) Map() (*terrain.HexMap, error) {
	if err := checkRadius(sc.Radius); err != nil {
		return nil, err
	}
	n := mapSide(sc.Radius)
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: n, Rows: n, Labels: hex.StandardLabels, Types: Types(), Fill: "clear",
		Hexes: sc.Hexes, Sides: sc.Sides,
	})
}

// Transformed returns the scene rotated by k steps of 60° about Center and
// then translated by v (|v| <= 2), and the map of hexes h -> h'.
func (sc Scene) Transformed(k int, v hex.Hex) (Scene, func(hex.Hex) hex.Hex) {
	f := func(h hex.Hex) hex.Hex { return h.RotateAround(sc.Center, k).Add(v) }
	out := Scene{Radius: sc.Radius, Center: sc.Center}
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
func (sc Scene) WithBlocker(h hex.Hex) Scene {
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

// SceneMaps generates the scenes of [SceneOf] (the traits of this
// package) from a random source, each with a wood added on a random hex
// as its map with more obstacles; pairs are drawn from the scene. A
// radius RandomScene refuses is the generator's error.
func SceneMaps(radius int) Maps {
	return func(r *rand.Rand) (Case, error) {
		sc, err := RandomScene(r, radius)
		if err != nil {
			return Case{}, err
		}
		m, err := sc.Map()
		if err != nil {
			return Case{}, err
		}
		hs := rangeList(sc.Center, sc.Radius)
		more, err := sc.WithBlocker(hs[r.IntN(len(hs))]).Map()
		return Case{Map: m, More: more, Hexes: hs}, err
	}
}

// RandomScene draws a scene like [SceneOf] from a random source. A nil or
// zero r (without a source) and a radius that is not from 1 to
// [MaxSceneRadius] are errors.
func RandomScene(r *rand.Rand, radius int) (Scene, error) {
	if r == nil || *r == (rand.Rand{}) {
		return Scene{}, errors.New("hexsighttest: nil random source (a nil or zero *rand.Rand)")
	}
	if err := checkRadius(radius); err != nil {
		return Scene{}, err
	}
	n := mapSide(radius)
	sc := Scene{Radius: radius, Center: hex.OddQ.ToHex(hex.Offset{Col: n / 2, Row: n / 2})}
	names := []string{"clear", "wood", "brush", "hill"}
	for h := range hex.Range(sc.Center, radius) {
		k := r.IntN(10)
		if k >= len(names) {
			continue
		}
		e := 0.0
		if names[k] == "hill" {
			e = float64(1 + r.IntN(3))
		}
		sc.Hexes = append(sc.Hexes, terrain.HexData{Hex: h, Type: names[k], Elevation: e})
	}
	inner := rangeList(sc.Center, radius-1)
	for range r.IntN(2*radius + 1) {
		h := inner[r.IntN(len(inner))]
		typ := []string{"wall", "hedge"}[r.IntN(2)]
		sf := terrain.SideFeature{Type: typ}
		if typ == "wall" && r.IntN(2) == 0 {
			sf.Height, sf.HasHeight = 1, true
		}
		sd := terrain.SideData{Side: hex.SideOf(h, hex.Direction(r.IntN(6))), SideFeature: sf}
		dup := false
		for _, o := range sc.Sides {
			dup = dup || o.Side == sd.Side && o.Type == sd.Type
		}
		if !dup {
			sc.Sides = append(sc.Sides, sd)
		}
	}
	return sc, nil
}
