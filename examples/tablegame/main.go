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
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strconv"

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
	goal := orb.Point{17.5, 18} // at the edge of the first wood
	if k, ok := r.Near(goal); ok {
		pl := r.Places[k]
		fmt.Fprintf(w, "  to %v: %.2f of %d inches, by %v\n", pl.At, pl.Cost, MoveInches, r.Path(k))
	}
	return picture(g, r, goal, filepath.Join(dir, "tablegame.svg"))
}

// picture draws the table, the first model's reach and its path to
// goal, every model's base and the other models' arcs.
func picture(g *Game, r ground.Reach, goal orb.Point, file string) error {
	c := draw.New(g.Board.Extent(), 12)
	c.SetTitle("A skirmish table: front arcs, bases and " + g.Pieces[0].ID + "'s move")
	if err := c.Board(g.Board); err != nil {
		return err
	}
	if err := c.GroundReach(r); err != nil {
		return err
	}
	if k, ok := r.Near(goal); ok {
		pc, err := g.Price(r.Path(k))
		if err != nil {
			return err
		}
		if err := c.PathCost(pc); err != nil {
			return err
		}
	}
	// The mover's reach says enough about it; the others show their arcs.
	for i, p := range g.Pieces {
		if i > 0 {
			if err := c.BaseArcs(Arcs, p.Base, p.Facing, 2.5); err != nil {
				return err
			}
		}
		if err := c.Base(p.Base, p.ID, ""); err != nil {
			return err
		}
	}
	c.Caption(fmt.Sprintf("Where the %s can move with %s %s: the darker the blue, the more of the move is left on arrival; the orange arrow is his path to (%g, %g) and its cost. The others' arcs: front green, flank amber, rear red.",
		g.Pieces[0].ID, strconv.FormatFloat(r.Allowance, 'f', -1, 64), g.Board.Unit(), goal[0], goal[1]))
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
