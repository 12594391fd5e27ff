package scenes

import (
	"errors"
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
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
func skirmishTour(w io.Writer, pics Pictures) error {
	house := skirmish.Piece{
		ID:        "house",
		Footprint: geom.Polygon{orb.Ring{{-4, -3}, {0.7, -3}, {0.7, 3}, {-4, 3}, {-4, -3}}},
		Ht:        3,
		Type:      terrain.NewType("building", skirmish.Opaque.Is(true), skirmish.HeavyCover.Is(true)),
	}
	actor := skirmish.NewModel("A", orb.Point{0, 0}, skirmish.Base30, 1)
	others := []skirmish.Model{
		skirmish.NewModel("T", orb.Point{10, 0}, skirmish.Base30, 1),
		// Staggered so that the two 40 mm bases (1.57 in across) do not
		// overlap, yet together close every line from A's base to T's.
		skirmish.NewModel("m1", orb.Point{7.2, 0.45}, skirmish.Base40, 1),
		skirmish.NewModel("m2", orb.Point{8.6, -0.45}, skirmish.Base40, 1),
	}
	fmt.Fprintln(w, "Models (inches): A and T on 30 mm bases, m1 and m2 on 40 mm bases, all Ht 1.")
	for _, sc := range []struct {
		title  string
		actor  skirmish.Model
		pieces []skirmish.Piece
		file   string
	}{
		{"A on the ground", actor, nil, "skirmish-ground.svg"},
		{"A on the roof of a house 3 in high, 0.11 in from its edge", actor.Standing("house"), []skirmish.Piece{house}, "skirmish-roof.svg"},
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
				s.Witness.A[0], s.Witness.A[1], s.FromHeight, s.Witness.B[0], s.Witness.B[1], s.ToHeight)
		} else {
			fmt.Fprintf(w, "no LoS, blocked by %v\n", s.BlockedBy)
		}
		for _, o := range s.Ignored {
			fmt.Fprintf(w, "  ignored: %v\n", o)
		}
		a, _ := t.Model("A")
		tm, _ := t.Model("T")
		fmt.Fprintf(w, "  range %.2f in edge to edge, top-down; within 9: %v\n", skirmish.Distance(a, tm), skirmish.InRange(a, tm, 9))

		c := draw.New(orb.Bound{Min: orb.Point{-4.5, -3.5}, Max: orb.Point{11, 3.5}}, 40)
		c.SetUnit("in")
		c.SetTitle("Skirmish: " + sc.title)
		c.Caption(sc.title + ": " + skirmishVerdict(s) + " The grey blockers are the other models' bases, m1 and m2, 1 in high.")
		if err := drawSkirmish(c, a, tm, others[1:], sc.pieces, s); err != nil {
			return err
		}
		if err := pics.Save(w, sc.file, c); err != nil {
			return err
		}
	}
	return nil
}

func skirmishVerdict(s skirmish.Sight) string {
	switch {
	case s.Seen && s.Diagonal:
		return fmt.Sprintf("A sees T along the green witness line, seen here from above: the line runs down from A's top, %g in up, to T's, %g in up, so it clears the tops of m1 and m2; A stands within its own height of the roof's edge, so the roof does not block it either.", s.FromHeight, s.ToHeight)
	case s.Seen:
		return "A sees T along the green witness line."
	}
	return "no sight line from A's base to T's misses both m1 and m2 (outlined red)."
}

// drawSkirmish draws one skirmish query as a base-to-base witness picture:
// the pieces and the other models are the blockers, those that blocked in
// red, and the witness line when A sees T.
func drawSkirmish(c *draw.Canvas, a, t skirmish.Model, models []skirmish.Model, pieces []skirmish.Piece, s skirmish.Sight) error {
	// Witness draws the other models' bases, and a piece (a house) that
	// blocks, as blockers; a piece that does not block is drawn here in
	// its terrain's colour and keyed with its height, not greyed over.
	blocks := map[string]bool{}
	for _, o := range s.BlockedBy {
		blocks[o.ID] = true
	}
	var blockers []los.Blocker
	var ids []string
	for _, m := range models {
		blockers = append(blockers, los.Blocker{Disc: m.Base, Height: m.Ht})
		ids = append(ids, m.ID)
	}
	var errs []error
	for _, p := range pieces {
		if blocks[p.ID] {
			blockers = append(blockers, los.Blocker{Poly: p.Footprint, Height: p.Ht})
			ids = append(ids, p.ID)
			continue
		}
		colour := c.Style.Terrain[p.Type.Name]
		if colour == "" {
			colour = c.Style.Blocker
		}
		c.KeyArea(colour, fmt.Sprintf("%s, %g in high", p.ID, p.Ht))
		errs = append(errs, c.Polygon(p.Footprint, "", colour))
	}
	r := los.BaseResult{Seen: s.Seen, Witness: s.Witness}
	for i, id := range ids {
		if blocks[id] {
			r.BlockedBy = append(r.BlockedBy, i)
		}
	}
	errs = append(errs, c.Witness(a.Base, t.Base, r, blockers))
	// Each model's ID under its base, a piece's in its middle.
	under := func(d geom.Disc) orb.Point { return orb.Point{d.Center[0], d.Center[1] - d.R - 0.35} }
	for i, b := range blockers {
		at := under(b.Disc)
		if len(b.Poly) > 0 {
			at, _ = geom.PolygonCentroid(b.Poly)
		}
		errs = append(errs, c.Text(at, ids[i]))
	}
	for _, p := range pieces {
		if !blocks[p.ID] {
			at, _ := geom.PolygonCentroid(p.Footprint)
			errs = append(errs, c.Text(at, p.ID))
		}
	}
	errs = append(errs, c.Text(under(a.Base), "A"), c.Text(under(t.Base), "T"))
	return errors.Join(errs...)
}
