package hexsight_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

var (
	tBlocks = terrain.Flag("blocks")
	tHind   = terrain.Number("hindrance")
	tHeight = terrain.Number("height")
)

// smallHexMap is a 10 x 10 map with the given hexes and sides.
func smallHexMap(t *testing.T, hexes []terrain.HexData, sides []terrain.SideData) *terrain.HexMap {
	t.Helper()
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear"),
			terrain.NewType("wood", tBlocks.Is(true), tHeight.Is(1)),
			terrain.NewType("brush", tHind.Is(1)),
			terrain.NewType("wall", tBlocks.Is(true)),
			terrain.NewType("hedge", tHind.Is(1)),
		},
		Hexes: hexes, Sides: sides,
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The spine (2,3)->(4,2) runs along the hexside between its two flanks,
// (3,3) and (3,2):
//
//	    (3,2)
//	(2,3) ==== (4,2)
//	    (3,3)
var (
	spineA, spineB         = hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 4, R: 2}
	spineFlank0, spineFlnk = hex.Hex{Q: 3, R: 3}, hex.Hex{Q: 3, R: 2}
)

func TestHexSpinePolicies(t *testing.T) {
	type want struct{ both, either, observer, target bool }
	cases := []struct {
		name  string
		hexes []terrain.HexData
		seen  want
		hind  [4]float64 // both, either, observer, target (when seen)
	}{
		{"neither flank blocks", nil, want{true, true, true, true}, [4]float64{}},
		{"first flank blocks", []terrain.HexData{{Hex: spineFlank0, Type: "wood"}}, want{true, false, true, false}, [4]float64{}},
		{"second flank blocks", []terrain.HexData{{Hex: spineFlnk, Type: "wood"}}, want{true, false, true, false}, [4]float64{}},
		{"both flanks block", []terrain.HexData{{Hex: spineFlank0, Type: "wood"}, {Hex: spineFlnk, Type: "wood"}}, want{false, false, false, false}, [4]float64{}},
		{"one flank hinders", []terrain.HexData{{Hex: spineFlnk, Type: "brush"}}, want{true, true, true, true}, [4]float64{0, 1, 0, 1}},
		{"one blocks, one hinders", []terrain.HexData{{Hex: spineFlank0, Type: "wood"}, {Hex: spineFlnk, Type: "brush"}}, want{true, false, true, false}, [4]float64{0, 0, 1, 0}}, // both: the smaller of the two hindrances
	}
	pols := []hexsight.SpinePolicy{hexsight.SpineBoth, hexsight.SpineEither, hexsight.SpineObserverChoice, hexsight.SpineTargetChoice}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := smallHexMap(t, c.hexes, nil)
			wants := []bool{c.seen.both, c.seen.either, c.seen.observer, c.seen.target}
			var tr hexsight.Tracer
			for k, p := range pols {
				hs, err := hexsight.New(m, hexsight.Rules{Spine: p, Blocking: tBlocks, Hindrance: tHind})
				if err != nil {
					t.Fatal(err)
				}
				for _, ends := range [][2]hex.Hex{{spineA, spineB}, {spineB, spineA}} {
					v, err := hs.LoS(&tr, ends[0], ends[1])
					if err != nil {
						t.Fatal(err)
					}
					if v.Seen != wants[k] {
						t.Errorf("%v, %v->%v: seen %v, want %v (%v)", p, ends[0], ends[1], v.Seen, wants[k], v.Reason)
					}
					if v.Seen && v.Score != c.hind[k] {
						t.Errorf("%v, %v->%v: hindrance %v, want %v", p, ends[0], ends[1], v.Score, c.hind[k])
					}
					if len(v.Steps) != 3 || v.Steps[1].Via != hex.ViaSpine {
						t.Errorf("%v: steps %+v, want hex, spine passage, hex", p, v.Steps)
					}
				}
			}
		})
	}
}

func TestHexSideObstacles(t *testing.T) {
	a, b := hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 5, R: 3} // straight, through (3,3) and (4,3)
	side, _ := hex.SideBetween(hex.Hex{Q: 3, R: 3}, hex.Hex{Q: 4, R: 3})
	cases := []struct {
		name      string
		sides     []terrain.SideData
		threshold float64
		seen      bool
		reason    hexsight.Reason
		hind      float64
	}{
		{"open", nil, 0, true, hexsight.Clear, 0},
		{"wall on a crossed side", []terrain.SideData{{Side: side, SideFeature: terrain.SideFeature{Type: "wall"}}}, 0, false, hexsight.BlockedBySide, 0},
		{"hedge adds hindrance", []terrain.SideData{{Side: side, SideFeature: terrain.SideFeature{Type: "hedge"}}}, 0, true, hexsight.Clear, 1},
		{"hedge reaches the threshold", []terrain.SideData{{Side: side, SideFeature: terrain.SideFeature{Type: "hedge"}}}, 1, false, hexsight.BlockedByHindrance, 1},
		{"wall on a side not crossed", []terrain.SideData{{Side: hex.SideOf(hex.Hex{Q: 3, R: 3}, 5), SideFeature: terrain.SideFeature{Type: "wall"}}}, 0, true, hexsight.Clear, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := smallHexMap(t, nil, c.sides)
			hs, err := hexsight.New(m, hexsight.Rules{Blocking: tBlocks, SideBlocking: tBlocks, SideHindrance: tHind, Threshold: hexsight.Threshold{Limit: c.threshold}})
			if err != nil {
				t.Fatal(err)
			}
			var tr hexsight.Tracer
			for _, ends := range [][2]hex.Hex{{a, b}, {b, a}} {
				v, _ := hs.LoS(&tr, ends[0], ends[1])
				if v.Seen != c.seen || v.Reason != c.reason || v.Score != c.hind {
					t.Errorf("%v->%v: seen %v reason %v hindrance %v, want %v %v %v", ends[0], ends[1], v.Seen, v.Reason, v.Score, c.seen, c.reason, c.hind)
				}
				if !v.Seen && c.reason == hexsight.BlockedBySide && (v.BlockedStep < 0 || !v.Steps[v.BlockedStep].Passage || v.Steps[v.BlockedStep].Side != side) {
					t.Errorf("%v->%v: blocked at %d, want the passage across %v", ends[0], ends[1], v.BlockedStep, side)
				}
			}
		})
	}
}

func TestHexElevation(t *testing.T) {
	// (2,3) -> (6,3) runs straight through (3,3), (4,3) and (5,3).
	a, b := hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 6, R: 3}
	hx := func(q int, typ string, e float64) terrain.HexData {
		return terrain.HexData{Hex: hex.Hex{Q: q, R: 3}, Type: typ, Elevation: e}
	}
	cases := []struct {
		name   string
		hexes  []terrain.HexData
		blind  int
		seen   bool
		reason hexsight.Reason
	}{
		{"flat", nil, 1, true, hexsight.Clear},
		{"hill between", []terrain.HexData{hx(4, "", 2)}, 1, false, hexsight.BlockedByGround},
		{"looking over a hill", []terrain.HexData{hx(2, "", 3), hx(6, "", 3), hx(4, "", 2)}, 1, true, hexsight.Clear},
		{"line exactly level with a hill top", []terrain.HexData{hx(2, "", 1.5), hx(6, "", 1.5), hx(4, "", 2)}, 0, true, hexsight.Clear},
		{"wood top above the line", []terrain.HexData{hx(4, "wood", 0)}, 0, false, hexsight.BlockedByTerrain},
		{"wood top below the line", []terrain.HexData{hx(2, "", 1), hx(6, "", 1), hx(4, "wood", 0)}, 0, true, hexsight.Clear},
		{"blind behind a crest", []terrain.HexData{hx(2, "", 3), hx(5, "", 1)}, 1, false, hexsight.BlockedByBlind},
		{"crest too far from the target", []terrain.HexData{hx(2, "", 3), hx(4, "", 1)}, 1, true, hexsight.Clear},
		{"no blind rule", []terrain.HexData{hx(2, "", 3), hx(5, "", 1)}, 0, true, hexsight.Clear},
		{"crest higher than the observer", []terrain.HexData{hx(2, "", 1), hx(5, "", 2)}, 1, false, hexsight.BlockedByGround},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := smallHexMap(t, c.hexes, nil)
			r := hexsight.Rules{Blocking: tBlocks, Elevation: &hexsight.Elevation{Eye: 0.5, Target: 0.5, Obstacle: tHeight, Blind: c.blind}}
			hs, err := hexsight.New(m, r)
			if err != nil {
				t.Fatal(err)
			}
			var tr hexsight.Tracer
			for _, ends := range [][2]hex.Hex{{a, b}, {b, a}} {
				v, _ := hs.LoS(&tr, ends[0], ends[1])
				if v.Seen != c.seen || v.Reason != c.reason {
					t.Errorf("%v->%v: seen %v (%v), want %v (%v)", ends[0], ends[1], v.Seen, v.Reason, c.seen, c.reason)
				}
			}
		})
	}
}
