package main

import (
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/terrain"
)

// cemTour shows the CEM ruleset on the seed's scene: what the British on
// the left hill see (CEM-L3 to L5, C2), with each verdict's working, and
// a move of theirs refused with every reason (CEM-M1 to M3).
func cemTour(w io.Writer) error {
	sc := cem.SeedScene()
	tb, err := terrain.NewBoard(sc.Board)
	if err != nil {
		return err
	}
	b, err := cem.NewBoard(tb, cem.Rules{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "The British (%d figures) stand on the left hill, inside a crest line of height 3.\n", len(sc.British.Figures))
	for _, u := range []cem.Unit{sc.LeftHouse, sc.Bridge, sc.RightHouse} {
		seen, s, err := b.UnitSees(sc.British, u)
		if err != nil {
			return err
		}
		verdict := "seen"
		if !seen {
			verdict = "NOT seen"
		}
		fmt.Fprintf(w, "\n%s: %s", u.Name, verdict)
		if u.Edge {
			fmt.Fprint(w, " (they declared the edge of the house and its wall: CEM-L5)")
		}
		fmt.Fprintf(w, "\n%s", s)
	}
	f, err := b.UnitFire(sc.British, sc.Bridge)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nFire at the bridge (CEM-L7): %s", f)

	patrol := cem.Unit{Name: "German patrol", Kind: cem.HalfSquad, Figures: []cem.Figure{{ID: "p1", At: orb.Point{57, 66}}}}
	m := cem.Straight(sc.British, 1, []orb.Point{{57, 60}, {56, 64}, {38, 62}})
	c, err := b.CheckMove(sc.British, m, []cem.Unit{patrol}, cem.MaxSpacing(5))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nThe British advance towards a patrol at %v, led by b2 (formation: 5 m spacing):\n%s", patrol.Figures[0].At, c)
	return nil
}
