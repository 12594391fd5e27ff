package advise_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
)

// Firing positions on a table, with facing: a model may move to one of
// three spots and then face north or east; it may shoot only at a base
// that lies at least partly in its 90° front arc, hitting on 7+ on 2D6
// (two hits when it shoots from outside its target's front arc), and an
// enemy gun in the east shoots back by the same rule. The ranking weighs
// the hits scored against the hits suffered: facing the gun wins.
func Example_facing() {
	type place = advise.Faced[orb.Point, geom.Facing]
	arcs := geom.DefaultArcs()
	north, east, west := geom.FacingDegrees(90), geom.FacingDegrees(0), geom.FacingDegrees(180)
	p, _ := combat.CheckChance(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: 7})
	hits, _ := combat.NewDist(0, p.Den()-p.Num(), p.Num())         // 0 or 1 hit, 7/12 of the time
	flankHits, _ := combat.NewDist(0, p.Den()-p.Num(), 0, p.Num()) // 0 or 2
	world := advise.World[place, string]{
		Sight: func(from, to place) (bool, error) { return true, nil },
		Fire: func(shooter string, from place, target string, at place) (combat.Dist, bool, error) {
			if arcs.Disc(from.At, from.Facing, geom.Front, geom.Disc{Center: at.At, R: 0.5}) == geom.NotInArc {
				return combat.Dist{}, false, nil
			}
			if arcs.Of(at.At, at.Facing, from.At) != geom.Front {
				return flankHits, true, nil
			}
			return hits, true, nil
		},
		Reach: func(u string, from place) ([]advise.Move[place], error) {
			spots := []advise.Move[orb.Point]{
				{To: orb.Point{0, 0}, Path: []orb.Point{{0, 0}}},
				{To: orb.Point{0, 6}, Left: 0, Path: []orb.Point{{0, 0}, {0, 6}}},
				{To: orb.Point{6, 0}, Left: 0, Path: []orb.Point{{0, 0}, {6, 0}}},
			}
			return advise.EndFacing(spots, func(orb.Point) []geom.Facing { return []geom.Facing{north, east} })
		},
	}
	us := advise.Piece[place, string]{Unit: "us", At: place{At: orb.Point{0, 0}, Facing: north}}
	gun := []advise.Piece[place, string]{{Unit: "gun", At: place{At: orb.Point{12, 1}, Facing: west}}}
	ranked, err := world.BestPositions(us, gun, advise.DamageMinusRisk[place], advise.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range ranked {
		fmt.Printf("%v: score %v (%d shot(s), risk %v)\n", p.To, p.Score, len(p.Shots), p.Risk.Expected)
	}
	// Output:
	// [0 0] facing {1 0}: score 0 (1 shot(s), risk 7/12)
	// [0 6] facing {1 0}: score 0 (1 shot(s), risk 7/12)
	// [6 0] facing {1 0}: score 0 (1 shot(s), risk 7/12)
	// [0 0] facing {0 1}: score -7/6 (0 shot(s), risk 7/6)
	// [0 6] facing {0 1}: score -7/6 (0 shot(s), risk 7/6)
	// [6 0] facing {0 1}: score -7/6 (0 shot(s), risk 7/6)
}
