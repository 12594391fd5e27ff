package skirmish_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/rulesets/skirmish"
	"github.com/warkit/warkit/terrain"
)

// rect returns the footprint of an axis-aligned rectangle.
func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// A 30 mm model hidden behind two 40 mm bases, friend or foe (SKR-L3):
// either base alone leaves a sight line past it, both together cover every
// line from base to base.
//
//	( A )            (m1)
//	                 (m2)   ( T )
func Example_hiddenBehindBases() {
	models := []skirmish.Model{
		skirmish.NewModel("A", orb.Point{0, 0}, skirmish.Base30, 1),
		skirmish.NewModel("T", orb.Point{10, 0}, skirmish.Base30, 1),
		skirmish.NewModel("m1", orb.Point{8, 0.55}, skirmish.Base40, 1),
		skirmish.NewModel("m2", orb.Point{8, -0.55}, skirmish.Base40, 1),
	}
	for _, keep := range [][]skirmish.Model{models[:3], models} {
		t, err := skirmish.NewTable(keep, nil, skirmish.Rules{})
		if err != nil {
			fmt.Println(err)
			return
		}
		s, _ := t.LoS("A", "T")
		fmt.Printf("models between %d: seen %v, blocked by %v\n", len(keep)-2, s.Seen, s.BlockedBy)
	}
	// Output:
	// models between 1: seen true, blocked by []
	// models between 2: seen false, blocked by [model m1 (Ht 1) model m2 (Ht 1)]
}

// The same target seen from a rooftop: the actor climbs a house of Ht 3
// (a vantage point, SKR-V1) and stands within its own Ht of the edge, so
// the edge is ignored; sight lines are drawn diagonally and the two
// models between, lower than the actor, are ignored (SKR-V2).
func Example_rooftop() {
	house := skirmish.Piece{
		ID: "house", Footprint: rect(-4, -3, 0.7, 3), Ht: 3,
		Type: terrain.NewType("building", skirmish.Opaque.Is(true), skirmish.HeavyCover.Is(true)),
	}
	models := []skirmish.Model{
		skirmish.NewModel("A", orb.Point{0, 0}, skirmish.Base30, 1).Standing("house"),
		skirmish.NewModel("T", orb.Point{10, 0}, skirmish.Base30, 1),
		skirmish.NewModel("m1", orb.Point{8, 0.55}, skirmish.Base40, 0.5),
		skirmish.NewModel("m2", orb.Point{8, -0.55}, skirmish.Base40, 0.5),
	}
	t, err := skirmish.NewTable(models, []skirmish.Piece{house}, skirmish.Rules{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := t.LoS("A", "T")
	fmt.Printf("seen %v, diagonal %v\n", s.Seen, s.Diagonal)
	fmt.Printf("witness (%.2f %.2f) Ht %g -> (%.2f %.2f) Ht %g\n",
		s.Witness.A[0], s.Witness.A[1], s.FromHeight, s.Witness.B[0], s.Witness.B[1], s.ToHeight)
	for _, o := range s.Ignored {
		fmt.Println("ignored:", o)
	}
	// Output:
	// seen true, diagonal true
	// witness (0.00 0.00) Ht 4 -> (10.00 0.00) Ht 1
	// ignored: model m1 (Ht 0.5): below the model on the vantage point (SKR-V2 diagonal lines)
	// ignored: model m2 (Ht 0.5): below the model on the vantage point (SKR-V2 diagonal lines)
	// ignored: piece house (Ht 3): edge within the model's Ht (SKR-V1 vantage points)
}

// The two readings of a model's Ht (SKR-H1), on the seed's question "is a
// wall lower than the model?": a model of Ht 1 on a low roof (Ht 1)
// behind a wall of Ht 1.5. Its own Ht attribute, the default, is not
// above the wall; its top (roof plus model, 2) is, with CompareTop.
//
//	[roof (A)]  ||wall||   (T)
func Example_htReadings() {
	wall := terrain.NewType("wall", skirmish.Opaque.Is(true))
	pieces := []skirmish.Piece{
		{ID: "roof", Footprint: rect(-1, -1, 1, 1), Ht: 1, Type: wall},
		{ID: "wall", Footprint: rect(3, -5, 3.3, 5), Ht: 1.5, Type: wall},
	}
	models := []skirmish.Model{
		skirmish.NewModel("A", orb.Point{0, 0}, skirmish.Base30, 1).Standing("roof"),
		skirmish.NewModel("T", orb.Point{6, 0}, skirmish.Base30, 1),
	}
	for _, r := range []skirmish.Rules{{}, {Compare: skirmish.CompareTop}} {
		t, err := skirmish.NewTable(models, pieces, r)
		if err != nil {
			fmt.Println(err)
			return
		}
		s, _ := t.LoS("A", "T")
		fmt.Printf("compare %v: seen %v, blocked by %v, ignored %v\n", r.Compare, s.Seen, s.BlockedBy, s.Ignored)
	}
	// Output:
	// compare own Ht: seen false, blocked by [piece wall (Ht 1.5)], ignored [piece roof (Ht 1): underfoot]
	// compare top: seen true, blocked by [], ignored [piece roof (Ht 1): underfoot piece wall (Ht 1.5): lower than an end (SKR-H1 lower objects)]
}
