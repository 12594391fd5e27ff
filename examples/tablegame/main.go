// Command tablegame is a small skirmish game on a 48 x 48 inch table,
// written on warkit's table-top parts with no geometry of its own: models
// on round bases with a facing (a pieces file), a 90° front arc, sight
// through woods that is penalised per inch and blocked after 3 inches and
// through buildings not at all, 6-inch moves where woods cost double and
// no base may enter a building, and a 2D6 + modifiers >= 7 to-hit roll
// with its exact odds. It prints one turn's questions and draws them.
//
//	go run ./examples/tablegame [-out DIR]
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/move/ground"
)

//go:embed table.geojson
var tableJSON []byte

//go:embed pieces.json
var piecesJSON []byte

func main() {
	out := flag.String("out", "", "folder for the picture (default: a new temporary folder)")
	flag.Parse()
	dir := *out
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "tablegame"); err != nil {
			log.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}
	if err := play(os.Stdout, dir); err != nil {
		log.Fatal(err)
	}
}

// play answers the turn's questions and draws the table.
func play(w io.Writer, dir string) error {
	g, err := NewGame(tableJSON, piecesJSON)
	if err != nil {
		return err
	}
	for a := range g.Pieces {
		for b := range g.Pieces {
			if g.Pieces[a].Side == g.Pieces[b].Side {
				continue
			}
			mods, check, p, err := g.ToHit(a, b)
			if err != nil {
				fmt.Fprintf(w, "%s -> %s: cannot shoot (%v)\n", g.Pieces[a].ID, g.Pieces[b].ID, err)
				continue
			}
			sum, _ := mods.Sum()
			fmt.Fprintf(w, "%s -> %s: 2D6 %v, needs %v: %v\n", g.Pieces[a].ID, g.Pieces[b].ID, sum, check, p)
		}
	}
	r, err := g.Reach(0)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s reaches %d places on a quarter-inch lattice\n", g.Pieces[0].ID, len(r.Places))
	// The picture's outline follows an eighth-inch lattice: a finer
	// staircase.
	if r, err = g.ReachOn(0, 0.125); err != nil {
		return err
	}
	goal := HideAt
	if k, ok := r.Near(goal); ok {
		pl := r.Places[k]
		fmt.Fprintf(w, "  to %v: %.2f of %d inches, by %v; shot at there by %s (where he stands: %s)\n",
			pl.At, pl.Cost, MoveInches, r.Path(k), words(g.movedTo(0, pl.At).shooters(0)), words(g.shooters(0)))
	}
	return picture(g, r, goal, filepath.Join(dir, "tablegame.svg"))
}

// HideAt is where the picture's move goes: out of the lookout's sight
// behind woods-2, the only Red model that can shoot at the sergeant where
// he stands (TestHideAt holds the caption to it).
var HideAt = orb.Point{14, 13}

// movedTo is the game with model i standing at p.
func (g *Game) movedTo(i int, p orb.Point) *Game {
	ng := *g
	ng.Pieces = slices.Clone(g.Pieces)
	ng.Pieces[i].Base.Center = p
	return &ng
}

// shooters are the models that may shoot at model i: the other side's,
// with i in their front arc and in sight.
func (g *Game) shooters(i int) []string {
	var ids []string
	for a, p := range g.Pieces {
		if _, _, _, err := g.ToHit(a, i); p.Side != g.Pieces[i].Side && err == nil {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// words lists ids in a sentence, "no one" for none.
func words(ids []string) string {
	if len(ids) == 0 {
		return "no one"
	}
	return "the " + strings.Join(ids, " and the ")
}

// The picture's colours: each side's models, and the reach shaded by
// what is left on arrival (ColorBrewer's Blues, darker for more left).
var (
	sideColours = map[string]string{"Blue": "#1f3a93", "Red": "#7a1a1a"}
	reachShades = [...]string{"#3182bd", "#9ecae1"}
)

// Spare is the inches left that the reach's darker shade marks.
const Spare = 2

// picture draws the table, the first model's reach and its path to
// goal, every model's base in its side's colour and the other models'
// arcs.
func picture(g *Game, r ground.Reach, goal orb.Point, file string) error {
	c := draw.New(g.Board.Extent(), 12)
	mover := g.Pieces[0]
	c.SetTitle("A skirmish table: front arcs, bases and " + mover.ID + "'s move")
	errs := []error{c.Board(g.Board), reachShade(c, g, r)}
	move := "."
	if k, ok := r.Near(goal); ok {
		pc, err := g.Price(r.Path(k))
		if err != nil {
			return err
		}
		errs = append(errs, c.PathCost(pc))
		move = fmt.Sprintf(". The arrow is a move to (%g, %g), where %s can shoot at him: woods-2 hides him there from the lookout (where he stands, %s can).",
			r.Places[k].At[0], r.Places[k].At[1], words(g.movedTo(0, r.Places[k].At).shooters(0)), words(g.shooters(0)))
	}
	// The mover's reach says enough about it; the others show their arcs.
	// Every model is drawn in its side's colour.
	for i, p := range g.Pieces {
		col := sideColours[p.Side]
		if i == 0 {
			errs = append(errs, c.Base(p.Base, p.ID, col))
			continue
		}
		c.Style.Footprint = col
		errs = append(errs, c.BaseArcs(Arcs, p.Base, p.Facing, 2.5), c.Base(p.Base, p.ID, "none"))
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for _, side := range []string{"Blue", "Red"} {
		c.Key(sideColours[side], side+" side")
	}
	allowance := strconv.FormatFloat(r.Allowance, 'f', -1, 64)
	c.Caption(fmt.Sprintf("Where the %s's base can end a move of %s in (its centre), darker with %d in or more left on arrival%s",
		mover.ID, allowance, Spare, move))
	c.Caption(fmt.Sprintf("His reach stops at woods-1: its edge is %s in of open ground away, which leaves nothing to pay the wood's double rate. "+
		"The other models' arcs: front green, flank amber, rear red.", allowance))
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// reachShade shades the reach r as ground.ReachRegions certifies it:
// the region within the allowance less Spare darker, the rest of the
// region within the allowance lighter, each with its legend entry.
func reachShade(c *draw.Canvas, g *Game, r ground.Reach) error {
	rr, err := g.ground.ReachRegions(r, []float64{r.Allowance - Spare, r.Allowance})
	if err != nil {
		return err
	}
	unit := g.Board.Unit()
	return c.ReachRegions(rr, []draw.RegionStyle{
		{Fill: reachShades[0], Text: fmt.Sprintf("%d %s or more left", Spare, unit)},
		{Fill: reachShades[1], Text: fmt.Sprintf("under %d %s left", Spare, unit)},
	})
}
