package hexsight_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// A hex line along a hexside spine, read under two policies: a wood on
// one flank blocks only if either flank blocking is enough.
func Example_hexLoS() {
	blocks := terrain.Flag("blocks")
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 3, R: 2}, Type: "wood"}},
	})
	a, b := hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 4, R: 2} // a diagonal: a spine
	path, _ := hex.AppendLineSteps(nil, a, b, hex.Supercover)
	fmt.Println("path:", path[0].Hex, path[1].Via(), path[1].AppendAlts(nil), path[1].Hex)
	var tr hexsight.Tracer
	for _, p := range []hexsight.SpinePolicy{hexsight.SpineBoth, hexsight.SpineEither} {
		hs, _ := hexsight.New(m, hexsight.Rules{Spine: p, Blocking: blocks})
		v, _ := hs.LoS(&tr, a, b)
		fmt.Printf("%s: seen %v (%v)\n", p, v.Seen, v.Reason)
	}
	// Output:
	// path: (2,3) spine [(3,3) (3,2)] (4,2)
	// both: seen true (clear)
	// either: seen false (terrain)
}

// The field of view of a hex is exactly the hexes it sees.
func Example_fieldOfView() {
	blocks := terrain.Flag("blocks")
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 5, R: 3}, Type: "wood"}},
	})
	hs, _ := hexsight.New(m, hexsight.Rules{Blocking: blocks})
	var tr hexsight.Tracer
	from := hex.Hex{Q: 4, R: 3}
	fov, _ := hs.AppendFOV(nil, &tr, from, 2)
	fmt.Println(len(fov), "of", hex.RangeLen(2), "hexes seen")
	v, _ := hs.LoS(&tr, from, hex.Hex{Q: 6, R: 3})
	fmt.Println("(6,3) seen:", v.Seen)
	// Output:
	// 18 of 19 hexes seen
	// (6,3) seen: false
}

// A ruleset's own hex sight rule is one function on the hook: here each
// woods hex between the ends scores 1, and the threshold blocks at 2.
func ExampleRule() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("woods")},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 3, R: 3}, Type: "woods"}, {Hex: hex.Hex{Q: 4, R: 3}, Type: "woods"}},
	})
	woods, _ := m.TypeByName("woods")
	rule := hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
		if t, _ := m.HexType(e.Hex); !e.IsSide && !e.End && t == woods {
			return 1, false
		}
		return 0, false
	})
	hs, _ := hexsight.New(m, hexsight.Rules{Threshold: hexsight.Threshold{Limit: 2}, Rules: []hexsight.Rule{rule}})
	var tr hexsight.Tracer
	for _, to := range []hex.Hex{{Q: 4, R: 3}, {Q: 6, R: 3}} {
		v, _ := hs.LoS(&tr, hex.Hex{Q: 2, R: 3}, to)
		fmt.Printf("%v: seen %v, score %v, %v\n", to, v.Seen, v.Score, v.Reason)
	}
	// Output:
	// (4,3): seen true, score 1, clear
	// (6,3): seen false, score 2, hindrance
}
