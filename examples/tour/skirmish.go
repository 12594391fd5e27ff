package main

import (
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/rulesets/skirmish"
	"github.com/warkit/warkit/terrain"
)

// skirmishTour shows base-to-base LoS under the skirmish rules (seed 002):
// a 30 mm model hidden behind two 40 mm bases, then the same model seen
// from a rooftop, with the witness sight line or what blocked.
//
//	           house (Ht 3)
//	+-------+
//	|   (A) |          (m1)
//	|       |          (m2)   (T)
//	+-------+
func skirmishTour(w io.Writer) error {
	house := skirmish.Piece{
		ID:        "house",
		Footprint: geom.Polygon{orb.Ring{{-4, -3}, {0.7, -3}, {0.7, 3}, {-4, 3}, {-4, -3}}},
		Ht:        3,
		Type:      terrain.NewType("building", skirmish.Opaque.Is(true), skirmish.HeavyCover.Is(true)),
	}
	actor := skirmish.NewModel("A", orb.Point{0, 0}, skirmish.Base30, 1)
	others := []skirmish.Model{
		skirmish.NewModel("T", orb.Point{10, 0}, skirmish.Base30, 1),
		skirmish.NewModel("m1", orb.Point{8, 0.55}, skirmish.Base40, 1),
		skirmish.NewModel("m2", orb.Point{8, -0.55}, skirmish.Base40, 1),
	}
	fmt.Fprintln(w, "Models (inches): A and T on 30 mm bases, m1 and m2 on 40 mm bases, all Ht 1.")
	for _, sc := range []struct {
		title  string
		actor  skirmish.Model
		pieces []skirmish.Piece
	}{
		{"A on the ground", actor, nil},
		{"A on the roof of a house of Ht 3, 0.11 in from its edge", actor.Standing("house"), []skirmish.Piece{house}},
	} {
		t, err := skirmish.NewTable(append([]skirmish.Model{sc.actor}, others...), sc.pieces, skirmish.Rules{})
		if err != nil {
			return err
		}
		s, err := t.LoS("A", "T")
		if err != nil {
			return err
		}
		mode := "top-down"
		if s.Diagonal {
			mode = "diagonal"
		}
		fmt.Fprintf(w, "%s: %s sight lines; ", sc.title, mode)
		if s.Seen {
			fmt.Fprintf(w, "A sees T along (%.2f %.2f) at Ht %g -> (%.2f %.2f) at Ht %g\n",
				s.Witness.A[0], s.Witness.A[1], s.FromHt, s.Witness.B[0], s.Witness.B[1], s.ToHt)
		} else {
			fmt.Fprintf(w, "no LoS, blocked by %v\n", s.BlockedBy)
		}
		for _, o := range s.Ignored {
			fmt.Fprintf(w, "  ignored: %v\n", o)
		}
		a, _ := t.Model("A")
		tm, _ := t.Model("T")
		fmt.Fprintf(w, "  range %.2f in edge to edge, top-down; within 9: %v\n", skirmish.Distance(a, tm), skirmish.InRange(a, tm, 9))
	}
	return nil
}
