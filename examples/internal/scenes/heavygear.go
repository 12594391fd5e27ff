package scenes

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/rulesets/heavygear"
	"github.com/warkit/warkit/terrain"
)

// heavygearTable is a small bundled Heavy Gear table, 36 x 24 in: a
// jungle, scrub, a building by a road, rocks and a stream.
func heavygearTable() (*terrain.Board, error) {
	box := func(x0, y0, x1, y1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
	}
	return terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{36, 24}},
		Unit:   heavygear.Unit,
		Types:  heavygear.Types(),
		Features: []terrain.Feature{
			terrain.NewArea("jungle-1", "jungle", box(10, 8, 15, 14)),
			terrain.NewArea("scrub-1", "scrub", box(3, 2, 9, 5)),
			terrain.NewArea("rocks-1", "rocks", box(26, 15, 29, 18)),
			terrain.NewArea("building-1", "building", box(20, 3, 26, 6)).WithHeight(1.5),
			terrain.NewArea("main-road", heavygear.Road, box(0, 19, 36, 21.5)),
			terrain.NewArea("stream", "white-water", box(31, 0, 33, 19)),
			terrain.NewArea("lichen-1", "lichen", box(2, 14, 6, 17)),
		},
	})
}

// heavygearShot is the tour's shot: the Jager at from fires at a Hunter
// (Size 6) on the base target, behind the jungle, in situation sit.
func heavygearShot() (shooter heavygear.Model, from orb.Point, target geom.Disc, sit heavygear.Situation) {
	return heavygear.Model{Name: "Jager", Size: 6, Mode: heavygear.Walker, Detection: 2, Sensors: 0, EW: 2},
		orb.Point{4, 11}, geom.Disc{Center: orb.Point{22, 11}, R: 0.75},
		heavygear.Situation{Speed: heavygear.CombatSpeed, Vehicles: 1}
}

// heavygearCounters draws the Jager at from, facing east, and the Hunter
// on the base target, facing west.
func heavygearCounters(pic *draw.Canvas, from orb.Point, target geom.Disc) error {
	return errors.Join(
		pic.BaseCounter(geom.Disc{Center: from, R: 0.75}, draw.Counter{Name: "Jager", Symbol: draw.Armour, Colour: "#a9c4eb", Faced: true, Heading: 0}),
		pic.BaseCounter(target, draw.Counter{Name: "Hunter", Symbol: draw.Armour, Colour: "#d7b8e8", Faced: true, Heading: 180}))
}

// heavygearTour shows the HEAVYGEAR rules (seed 003) on the bundled table:
// a gear's concealment behind the jungle with every source explained, a
// passive lock that fails and the exact odds of an active lock, and the
// set-up checker's findings on the table.
func heavygearTour(w io.Writer, pics Pictures) error {
	b, err := heavygearTable()
	if err != nil {
		return err
	}
	c, err := heavygear.NewConcealer(b, heavygear.Rules{})
	if err != nil {
		return err
	}
	shooter, from, target, sit := heavygearShot()
	conc, err := c.Conceal(from, 6, target, sit)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "A Jager at (4 11) fires at a Hunter (Size 6) at (22 11), behind the jungle:\n%v", conc)

	rules := heavygear.Rules{}
	dist := geom.PointDistance(from, target.Center)
	fmt.Fprintf(w, "\nPassive lock at %g in:\n%v", dist, rules.PassiveLock(shooter, 6, dist, conc))
	odds, err := rules.ActiveChance(shooter, conc)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Active lock (EW 2: best of 2d6, + Sensors 0, vs %d): probability %v (%s)\n", conc.Score, odds, odds.Percent())

	cover, err := heavygear.AbstractCover(b, orb.Point{4, 22}, orb.Point{4, 12}, 6)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nCover of a Size-6 gear at (4 12) against fire from (4 22): %v\n", cover)

	setup, err := heavygear.CheckSetup(b, heavygear.SetupOptions{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nSet-up check of the 36 x 24 in table (pieces per 12 in square:")
	for _, s := range setup.Squares {
		fmt.Fprintf(w, " %d", s.Pieces)
	}
	fmt.Fprintf(w, "):\n%v", setup)

	// Two pictures: the Jager's line of fire, then the kill zones the
	// set-up check found (the longest open sight lines), which would
	// bury the line of fire if drawn over it.
	pic := draw.New(b.Extent(), 20)
	pic.SetTitle("Heavy Gear: the Jager fires at the Hunter")
	pic.Caption("The Jager (blue counter) fires at the Hunter (purple) through the jungle, which conceals it: the red arrow is the line of fire; the dark blue stroke on each base's rim is its front (the Jager faces east, the Hunter west).")
	errs := []error{pic.Board(b),
		pic.Arrow(baseToBase(from, 0.75+0.3, target.Center, target.R+0.3), "line of fire", pic.Style.Blocks),
		heavygearCounters(pic, from, target)}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if err := pics.Save(w, "heavygear.svg", pic); err != nil {
		return err
	}
	zones := draw.New(b.Extent(), 20)
	zones.SetTitle("Heavy Gear: the kill zones of the bundled table")
	zones.Caption("Dashed red lines are the kill zones the set-up check found: open corridors longer than 5 in, each labelled with its length and to be broken by a piece near its middle.")
	errs = []error{zones.Board(b)}
	for k, f := range setup.Findings {
		if f.Kind == heavygear.KillZone {
			// Each length in red near one end of its corridor, away
			// from the middle of the table where the corridors cross;
			// lengths to a tenth of an inch, as a tape measures.
			s := geom.Segment{A: f.From, B: f.To}
			t := 0.1
			if k%2 == 1 {
				t = 0.9
			}
			errs = append(errs, zones.Segment(s, "", zones.Style.Blocks, true),
				zones.Label(s.At(t), strconv.FormatFloat(math.Round(f.Value*10)/10, 'f', 1, 64)+" in", zones.Style.Blocks))
		}
	}
	zones.KeyLine(zones.Style.Blocks, "kill zone: an open corridor, with its length", true)
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return pics.Save(w, "heavygear-killzones.svg", zones)
}

// baseToBase is the segment from the rim of a base of radius ra at a to
// the rim of one of radius rb at b: a line of fire drawn between bases,
// its arrowhead at the target's rim.
func baseToBase(a orb.Point, ra float64, b orb.Point, rb float64) geom.Segment {
	d := geom.PointDistance(a, b)
	if d <= ra+rb {
		return geom.Segment{A: a, B: b}
	}
	u := orb.Point{(b[0] - a[0]) / d, (b[1] - a[1]) / d}
	return geom.Segment{A: orb.Point{a[0] + u[0]*ra, a[1] + u[1]*ra}, B: orb.Point{b[0] - u[0]*rb, b[1] - u[1]*rb}}
}
