package tactical

import (
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// SteinerLabels is the label format of the seed's map: flat-topped hexes in
// columns, the column number (one digit) then the row (two digits), "303".
var SteinerLabels = hex.LabelFormat{
	Offset: hex.OddQ,
	Col:    hex.LabelAxis{Style: hex.LabelDigits, Width: 1, First: 1},
	Row:    hex.LabelAxis{Style: hex.LabelDigits, Width: 2, First: 1},
}

// SteinerMap returns the map of the seed's worked example: the wood of 204
// (2 MP), the open hillside of 303 (1 MP) on a crest line, and the Belgian
// farm of 304, adjacent to both. The seed gives the MP costs and open
// ground's divisor 2; the divisors of wood and farm (3) are illustrative,
// chosen so that, as in the seed, the Belgian prefers to fire before the
// pre-assault check, while 303's open ground counts.
func SteinerMap() (*terrain.HexMap, error) {
	at := func(s string) hex.Hex { h, _ := SteinerLabels.Parse(s); return h }
	side, _ := hex.SideBetween(at("303"), at("302"))
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: 4, Rows: 5, Labels: SteinerLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear", FireDivisor.Is(2), MoveCost.Is(1)),
			terrain.NewType("hillside", FireDivisor.Is(2), MoveCost.Is(1)),
			terrain.NewType("wood", FireDivisor.Is(3), MoveCost.Is(2)),
			terrain.NewType("farm", FireDivisor.Is(3), MoveCost.Is(2)),
			terrain.NewType("crest", CrestLine.Is(true)),
		},
		Hexes: []terrain.HexData{
			{Hex: at("204"), Type: "wood"},
			{Hex: at("303"), Type: "hillside", Elevation: 1},
			{Hex: at("304"), Type: "farm"},
		},
		Sides: []terrain.SideData{{Side: side, SideFeature: terrain.SideFeature{Type: "crest"}}},
	})
}

// SteinerSetup returns the seed's map read under rules r ([SteinerMap]
// and [NewGround]; the zero Rules plays the seed) and the declaration of
// its worked example: Captain Steiner's two rifle sections of formation
// "Steiner" (2 steps, morale 10 under command, both moved: GE 1/A to the
// wood of 204 for 2 MP, GE 1/B with Steiner down to 303 for 1 MP, out of
// an allowance of 4) assault the Belgian section BE 1 in 304 (2 steps, 2.5
// fire factors, out of command with morale 6). Step counts, fire factors
// and the allowance are not in the seed; they are chosen to fit it.
func SteinerSetup(r Rules) (*Ground, Setup, error) {
	m, err := SteinerMap()
	if err != nil {
		return nil, Setup{}, err
	}
	g, err := NewGround(m, r)
	if err != nil {
		return nil, Setup{}, err
	}
	at := func(s string) hex.Hex { h, _ := SteinerLabels.Parse(s); return h }
	section := func(id, officer string) Unit {
		return Unit{ID: id, Formation: "Steiner", Steps: 2, FullSteps: 2, Morale: 10,
			Fire: combat.Int(2), Officer: officer, Moved: true}
	}
	return g, Setup{
		Target: at("304"),
		Defenders: []Unit{{ID: "BE 1", Steps: 2, FullSteps: 2, Morale: 6, OutOfCommand: true,
			Fire: combat.Half(5)}},
		Assaulters: []Assaulter{
			{Unit: section("GE 1/A", ""), From: at("204"), MPLeft: 2},
			{Unit: section("GE 1/B", "Steiner"), From: at("303"), MPLeft: 3},
		},
		Formations: []Formation{{Name: "Steiner", Sections: 2}},
	}, nil
}

// SteinerRolls returns the seed's dice, in the order the sequence rolls them:
// defensive fire 5 (2+3), leader check 5 (1+4), pre-assault checks 9 (4+5)
// and 10 (6+4), assault 5. Feed them to combat.NewForced. A new slice on every call.
func SteinerRolls() []int { return []int{2, 3, 1, 4, 4, 5, 6, 4, 5} }
