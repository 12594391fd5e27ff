package advise_test

import (
	"fmt"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// A game in a few lines: a row of five hexes with a wood at the middle, an
// enemy gun at the east end that hits on 1-2 of a d6 at any range, and our
// unit choosing where to stand. Sight is blocked by the wood between two
// hexes; the gun cannot fire at its own hex.
func Example() {
	wood := hex.Hex{Q: 2}
	world := advise.World[hex.Hex, string]{
		Places: []hex.Hex{{Q: 0}, {Q: 1}, {Q: 2}, {Q: 3}, {Q: 4}},
		Sight: func(from, to hex.Hex) (bool, error) {
			lo, hi := min(from.Q, to.Q), max(from.Q, to.Q)
			return !(lo < wood.Q && wood.Q < hi), nil
		},
		Fire: func(shooter string, from hex.Hex, target string, at hex.Hex) (combat.Dist, bool, error) {
			if from == at {
				return combat.Dist{}, false, nil
			}
			d, err := combat.NewDist(0, 4, 2) // 0 hits 4/6, 1 hit 2/6
			return d, err == nil, err
		},
	}
	gun := []advise.Piece[hex.Hex, string]{{Unit: "gun", At: hex.Hex{Q: 4}}}
	cells, err := world.ThreatMap("us", gun, advise.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range cells {
		fmt.Printf("%v: %d threat(s), P(hit) %v, expected %v\n",
			c.At, len(c.Threats), c.Damage.AtLeast(1), c.Expected)
	}
	// Output:
	// (0,0): 0 threat(s), P(hit) 0, expected 0
	// (1,0): 0 threat(s), P(hit) 0, expected 0
	// (2,0): 1 threat(s), P(hit) 1/3, expected 1/3
	// (3,0): 1 threat(s), P(hit) 1/3, expected 1/3
	// (4,0): 0 threat(s), P(hit) 0, expected 0
}

// Ranking the moves of a unit that may step one hex: the objective is the
// expected hits it would score minus those it would suffer, so it prefers
// the hex behind the wood when it cannot hit back.
func ExampleWorld_BestPositions() {
	wood := hex.Hex{Q: 2}
	sight := func(from, to hex.Hex) (bool, error) {
		lo, hi := min(from.Q, to.Q), max(from.Q, to.Q)
		return !(lo < wood.Q && wood.Q < hi), nil
	}
	hitOnTwo, _ := combat.NewDist(0, 4, 2)
	world := advise.World[hex.Hex, string]{
		Sight: sight,
		Fire: func(shooter string, from hex.Hex, target string, at hex.Hex) (combat.Dist, bool, error) {
			// Only the gun can fire; it cannot fire at its own hex.
			return hitOnTwo, shooter == "gun" && from != at, nil
		},
		Reach: func(u string, from hex.Hex) ([]advise.Move[hex.Hex], error) {
			var out []advise.Move[hex.Hex]
			for q := max(0, from.Q-1); q <= min(4, from.Q+1); q++ {
				to := hex.Hex{Q: q}
				out = append(out, advise.Move[hex.Hex]{To: to, Path: []hex.Hex{from, to}})
			}
			return out, nil
		},
	}
	gun := []advise.Piece[hex.Hex, string]{{Unit: "gun", At: hex.Hex{Q: 4}}}
	me := advise.Piece[hex.Hex, string]{Unit: "scout", At: hex.Hex{Q: 2}}
	ranked, err := world.BestPositions(me, gun, advise.DamageMinusRisk[hex.Hex], advise.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range ranked {
		fmt.Printf("%v: score %v, seen by %d\n", p.To, p.Score, len(p.Risk.Seen))
	}
	// Output:
	// (1,0): score 0, seen by 0
	// (2,0): score -1/3, seen by 1
	// (3,0): score -1/3, seen by 1
}
