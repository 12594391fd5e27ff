package scenes

import (
	"errors"
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/terrain"
)

// cemTour shows the CEM ruleset on the seed's scene: what the British on
// the left hill see (CEM-L3 to L5, C2), with each verdict's working, and
// a move of theirs refused with every reason (CEM-M1 to M3).
func cemTour(w io.Writer, pics Pictures) error {
	sc, tb, b, err := cemBoard()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "The British (%d figures) stand on the left hill, inside a crest line of height 3.\n", len(sc.British.Figures))
	var sights []cem.Sight
	for _, u := range []cem.Unit{sc.LeftHouse, sc.Bridge, sc.RightHouse} {
		seen, s, err := b.UnitSees(sc.British, u)
		if err != nil {
			return err
		}
		verdict := "seen"
		if !seen {
			verdict = "NOT seen"
		}
		sights = append(sights, s)
		fmt.Fprintf(w, "\n%s: %s", u.Name, verdict)
		if u.Edge {
			fmt.Fprintf(w, " (they declared the edge of the house and its wall: %s)", cem.Cite("CEM-L5"))
		}
		fmt.Fprintf(w, "\n%s", s)
	}
	f, err := b.UnitFire(sc.British, sc.Bridge)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nFire at the bridge (%s): %s", cem.Cite("CEM-L7"), f)

	patrol := cem.Unit{Name: "German patrol", Kind: cem.HalfSquad, Figures: []cem.Figure{{ID: "p1", At: orb.Point{57, 66}}}}
	m := cem.Straight(sc.British, 1, []orb.Point{{57, 60}, {56, 64}, {38, 62}})
	c, err := b.CheckMove(sc.British, m, []cem.Unit{patrol}, cem.MaxSpacing(5))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nThe British advance towards a patrol at %v, led by b2 (formation: 5 m spacing):\n%s", patrol.Figures[0].At, c)

	// The pictures: the three sight lines, each traced again and read by
	// the rule the verdict came from, and the refused move's lead path.
	pic := draw.New(tb.Extent(), 4)
	pic.SetTitle("CeM: what the British on the left hill see")
	pic.Caption("Sight lines from the British on the left hill: each blue dot or bar is a crossing that was read and adds no visibility;")
	pic.Caption("the right hill's crest interrupts the line to the right house, which stops at the red cross (CEM-C2).")
	errs := []error{pic.Board(tb)}
	tr := los.NewTracer(tb)
	for _, s := range sights {
		errs = append(errs, cemSightLine(pic, tr, b, s.From, s.To))
	}
	errs = append(errs, cemFigures(pic, sc))
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if err := pics.Save(w, "cem-sight.svg", pic); err != nil {
		return err
	}

	lead := m.Paths[m.Lead]
	pc, err := b.Cost(lead)
	if err != nil {
		return err
	}
	mv := draw.New(orb.Bound{Min: orb.Point{20, 40}, Max: orb.Point{80, 80}}, 10)
	mv.SetTitle("CeM: the lead's move and what it costs")
	mv.Caption(fmt.Sprintf("The lead b2's path costs %v m against an allowance of %v m (CEM-M1): the red bar across it marks where the allowance runs out; the patrol p1 is the red base.", pc.Total, sc.British.Allowance()))
	mv.Key(mv.Style.Observer, "British figures")
	mv.Key(mv.Style.Blocks, "German patrol")
	if err := errors.Join(mv.Board(tb), mv.PathCost(pc), mv.PathAllowance(pc, sc.British.Allowance()),
		figures(mv, sc.British, mv.Style.Observer), figures(mv, patrol, mv.Style.Blocks)); err != nil {
		return err
	}
	return pics.Save(w, "cem-move.svg", mv)
}

// cemBoard is the CeM seed's scene and its board under the default
// reading of every rule.
func cemBoard() (cem.Scene, *terrain.Board, *cem.Board, error) {
	sc := cem.SeedScene()
	tb, err := terrain.NewBoard(sc.Board)
	if err != nil {
		return sc, nil, nil, err
	}
	b, err := cem.NewBoard(tb, cem.Rules{})
	return sc, tb, b, err
}

// cemSightLine traces the sight line between two ends again and draws it
// as the CeM rule reads it (the rule the verdict came from).
func cemSightLine(pic *draw.Canvas, tr *los.Tracer, b *cem.Board, from, to cem.End) error {
	sg, err := tr.Trace(geom.Segment{A: from.At, B: to.At}, 0, 0)
	if err != nil {
		return err
	}
	return pic.SightLine(sg.Segment, sg.Crossings, los.Feed(sg, b.LoSRule(from, to)))
}

// cemFigures draws the scene's British and German figures, with their
// legend.
func cemFigures(pic *draw.Canvas, sc cem.Scene) error {
	pic.Key(pic.Style.Observer, "British figures")
	pic.Key(pic.Style.Target, "German figures")
	errs := []error{figures(pic, sc.British, pic.Style.Observer)}
	for _, u := range []cem.Unit{sc.LeftHouse, sc.Bridge, sc.RightHouse} {
		errs = append(errs, figures(pic, u, pic.Style.Target))
	}
	return errors.Join(errs...)
}

// figures draws a unit's figures as bases (at least a dot), with their IDs.
func figures(c *draw.Canvas, u cem.Unit, colour string) error {
	var errs []error
	for _, f := range u.Figures {
		errs = append(errs, c.Base(geom.Disc{Center: f.At, R: f.Base}, f.ID, colour))
	}
	return errors.Join(errs...)
}
