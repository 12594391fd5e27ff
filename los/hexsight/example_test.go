package hexsight_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// hexMap builds a 10 × 10 clear map with the given hexes.
func hexMap(types []terrain.Type, hexes ...terrain.HexData) *terrain.HexMap {
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: append([]terrain.Type{terrain.NewType("clear")}, types...),
		Hexes: hexes,
	})
	if err != nil {
		panic(err)
	}
	return m
}

// A wood hex and a wall on a hexside (east of (3,5)) both block; the
// verdict names the reason and the step where the line stops.
func ExampleSight_LoS() {
	blocks := terrain.Flag("blocksLoS")
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true)), terrain.NewType("wall", blocks.Is(true))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 3, R: 2}, Type: "wood"}},
		Sides: []terrain.SideData{{Side: hex.SideOf(hex.Hex{Q: 3, R: 5}, 0), SideFeature: terrain.SideFeature{Type: "wall"}}},
	})
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, SideBlocking: blocks})
	if err != nil {
		fmt.Println(err)
		return
	}
	var tr hexsight.Tracer // reusable: keep one per goroutine
	for _, to := range []hex.Hex{{Q: 5, R: 2}, {Q: 5, R: 5}, {Q: 2, R: 7}} {
		from := hex.Hex{Q: 1, R: 2}
		if to.R == 5 {
			from = hex.Hex{Q: 1, R: 5}
		}
		v, _ := hs.LoS(&tr, from, to)
		fmt.Printf("%v to %v: seen %v (%v)", from, to, v.Seen, v.Reason)
		if v.Blocked {
			if st := v.Steps[v.BlockedStep]; st.Passage {
				fmt.Printf(" at the hexside into %v", v.Steps[v.BlockedStep+1].Hex)
			} else {
				fmt.Printf(" at %v", st.Hex)
			}
		}
		fmt.Println()
	}
	// Output:
	// (1,2) to (5,2): seen false (terrain) at (3,2)
	// (1,5) to (5,5): seen false (hexside) at the hexside into (4,5)
	// (1,2) to (2,7): seen true (clear)
}

// The four spine policies on the same line: one flank of a spine in a
// wood, the other clear.
func ExampleSpinePolicy() {
	blocks := terrain.Flag("blocks")
	m := hexMap([]terrain.Type{terrain.NewType("wood", blocks.Is(true))}, terrain.HexData{Hex: hex.Hex{Q: 3, R: 2}, Type: "wood"})
	var tr hexsight.Tracer
	for _, p := range []hexsight.SpinePolicy{hexsight.SpineBoth, hexsight.SpineEither, hexsight.SpineObserverChoice, hexsight.SpineTargetChoice} {
		hs, _ := hexsight.New(m, hexsight.Rules{Spine: p, Blocking: blocks})
		v, _ := hs.LoS(&tr, hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 4, R: 2})
		fmt.Printf("%v: seen %v\n", p, v.Seen)
	}
	// Output:
	// both: seen true
	// either: seen false
	// observer's choice: seen true
	// target's choice: seen false
}

// Hindrance adds up along the line: each light wood hex between the ends
// adds 1, and a sum of 2 hides the target.
func ExampleRules_hindrance() {
	hind := terrain.Number("hindrance")
	m := hexMap([]terrain.Type{terrain.NewType("light wood", hind.Is(1))},
		terrain.HexData{Hex: hex.Hex{Q: 2, R: 3}, Type: "light wood"},
		terrain.HexData{Hex: hex.Hex{Q: 4, R: 3}, Type: "light wood"})
	hs, _ := hexsight.New(m, hexsight.Rules{Hindrance: hind, Threshold: hexsight.Threshold{Limit: 2}})
	var tr hexsight.Tracer
	for _, to := range []hex.Hex{{Q: 3, R: 3}, {Q: 5, R: 3}} {
		v, _ := hs.LoS(&tr, hex.Hex{Q: 1, R: 3}, to)
		fmt.Printf("to %v: seen %v, hindrance %v (%v)\n", to, v.Seen, v.Score, v.Reason)
	}
	// Output:
	// to (3,3): seen true, hindrance 1 (clear)
	// to (5,3): seen false, hindrance 2 (hindrance)
}

// With elevations, a hill hex between two valley hexes blocks; a wood on
// level ground blocks where its obstacle height (1) rises strictly above the
// line. From a hill two levels up to the valley four hexes away, the line
// is one level up over the wood, level with its top, so it is seen.
func ExampleRules_elevation() {
	blocks, tall := terrain.Flag("blocks"), terrain.Number("tall")
	m := hexMap([]terrain.Type{terrain.NewType("wood", blocks.Is(true), tall.Is(1)), terrain.NewType("hill")},
		terrain.HexData{Hex: hex.Hex{Q: 3, R: 3}, Type: "hill", Elevation: 2},
		terrain.HexData{Hex: hex.Hex{Q: 3, R: 6}, Type: "wood"},
		terrain.HexData{Hex: hex.Hex{Q: 1, R: 6}, Type: "hill", Elevation: 2})
	hs, _ := hexsight.New(m, hexsight.Rules{Blocking: blocks, Elevation: &hexsight.Elevation{Obstacle: tall}})
	var tr hexsight.Tracer
	for _, pair := range [][2]hex.Hex{{{Q: 1, R: 3}, {Q: 5, R: 3}}, {{Q: 2, R: 6}, {Q: 4, R: 6}}, {{Q: 1, R: 6}, {Q: 5, R: 6}}} {
		v, _ := hs.LoS(&tr, pair[0], pair[1])
		fmt.Printf("%v to %v: seen %v (%v)\n", pair[0], pair[1], v.Seen, v.Reason)
	}
	// Output:
	// (1,3) to (5,3): seen false (ground)
	// (2,6) to (4,6): seen false (terrain)
	// (1,6) to (5,6): seen true (clear)
}

// BlindHexes as a hex rule: an observer on a three-level hill looks over
// a one-level crest two hexes away (the line is exactly level with it
// there), but the hex just behind the crest is blind; the next is seen.
func ExampleBlindHexes() {
	m := hexMap([]terrain.Type{terrain.NewType("hill")},
		terrain.HexData{Hex: hex.Hex{Q: 1, R: 3}, Type: "hill", Elevation: 3},
		terrain.HexData{Hex: hex.Hex{Q: 3, R: 3}, Type: "hill", Elevation: 1})
	hs, _ := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.BlindHexes(1)}})
	var tr hexsight.Tracer
	for _, to := range []hex.Hex{{Q: 4, R: 3}, {Q: 5, R: 3}} {
		v, _ := hs.LoS(&tr, hex.Hex{Q: 1, R: 3}, to)
		fmt.Printf("to %v: seen %v (%v)\n", to, v.Seen, v.Reason)
	}
	// Output:
	// to (4,3): seen false (blind hex)
	// to (5,3): seen true (clear)
}

// ObstacleAbove and Join state an elevation rule as hex rules: a
// building's top is its ground plus 2 levels, above a line at eye height
// 1, and smoke between the ends adds 1 to the score.
func ExampleJoin() {
	m := hexMap([]terrain.Type{terrain.NewType("building"), terrain.NewType("smoke")},
		terrain.HexData{Hex: hex.Hex{Q: 3, R: 3}, Type: "building"},
		terrain.HexData{Hex: hex.Hex{Q: 3, R: 6}, Type: "smoke"})
	building, _ := m.TypeByName("building")
	smoke, _ := m.TypeByName("smoke")
	typeOf := func(e *hexsight.Element) int {
		if e.IsSide {
			return -1
		}
		t, _ := m.HexType(e.Hex)
		return t
	}
	top := hexsight.ObstacleAbove(func(e *hexsight.Element) (float64, bool) {
		return e.Ground + 2, typeOf(e) == building
	})
	haze := func(e *hexsight.Element) (float64, bool) {
		if !e.End && typeOf(e) == smoke {
			return 1, false
		}
		return 0, false
	}
	hs, _ := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{Eye: 1, Target: 1}, Rules: []hexsight.Rule{top, hexsight.RuleFunc(haze)}})
	var tr hexsight.Tracer
	for _, pair := range [][2]hex.Hex{{{Q: 1, R: 3}, {Q: 5, R: 3}}, {{Q: 1, R: 6}, {Q: 5, R: 6}}} {
		v, _ := hs.LoS(&tr, pair[0], pair[1])
		fmt.Printf("%v to %v: seen %v, score %v (%v)\n", pair[0], pair[1], v.Seen, v.Score, v.Reason)
	}
	// Output:
	// (1,3) to (5,3): seen false, score 0 (rule)
	// (1,6) to (5,6): seen true, score 1 (clear)
}

// The field of view lists every hex seen within a radius; a wood next to
// the observer is seen itself and hides the four hexes behind it.
func ExampleSight_AppendFOV() {
	blocks := terrain.Flag("blocks")
	m := hexMap([]terrain.Type{terrain.NewType("wood", blocks.Is(true))}, terrain.HexData{Hex: hex.Hex{Q: 5, R: 3}, Type: "wood"})
	hs, _ := hexsight.New(m, hexsight.Rules{Blocking: blocks})
	var tr hexsight.Tracer
	from := hex.Hex{Q: 4, R: 3}
	seen, err := hs.AppendFOV(nil, &tr, from, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	in := map[hex.Hex]bool{}
	for _, h := range seen {
		in[h] = true
	}
	var hidden []hex.Hex
	for _, h := range hex.AppendSpiral(nil, from, 3) {
		if !in[h] {
			hidden = append(hidden, h)
		}
	}
	fmt.Println(len(seen), "of", hex.RangeLen(3), "seen; hidden:", hidden)
	// Output:
	// 33 of 37 seen; hidden: [(6,3) (7,3) (7,2) (6,4)]
}

// Hexside hindrance: a hedge on a hexside adds 1 each time the line
// crosses it, and a threshold of 2 hides the target behind two hedges.
func ExampleRules_sideHindrance() {
	hind := terrain.Number("hindrance")
	a, b, c := hex.Hex{Q: 1, R: 3}, hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 3, R: 3}
	s1, _ := hex.SideBetween(a, b)
	s2, _ := hex.SideBetween(b, c)
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("hedge", hind.Is(1))},
		Sides: []terrain.SideData{
			{Side: s1, SideFeature: terrain.SideFeature{Type: "hedge"}},
			{Side: s2, SideFeature: terrain.SideFeature{Type: "hedge"}},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	hs, _ := hexsight.New(m, hexsight.Rules{SideHindrance: hind, Threshold: hexsight.Threshold{Limit: 2}})
	var tr hexsight.Tracer
	for _, to := range []hex.Hex{b, c, {Q: 4, R: 3}} {
		v, _ := hs.LoS(&tr, a, to)
		fmt.Printf("to %v: seen %v, hindrance %v\n", to, v.Seen, v.Score)
	}
	// Output:
	// to (2,3): seen true, hindrance 1
	// to (3,3): seen false, hindrance 2
	// to (4,3): seen false, hindrance 2
}
