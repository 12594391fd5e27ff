// Command miniatures is a small skirmish on a 48 x 48 inch table built
// on warkit: a GeoJSON board with woods and a hill (terrain), figures on
// round bases (pieces.json, in terrain's pieces format), base-to-base
// line of sight in 3D with its witness (los), the cost of a move across
// the table leg by leg (move), a to-hit roll with exact odds (combat),
// and a picture (draw). It plays one scripted turn and explains each
// step.
//
//	go run ./examples/miniatures [-out DIR]
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

//go:embed table.geojson
var tableJSON []byte

//go:embed pieces.json
var piecesJSON []byte

// Seed is the dice seed of the scripted turn.
const Seed = 48

func main() {
	out := flag.String("out", "", "folder for the picture (default: a new temporary folder)")
	flag.Parse()
	dir := *out
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "miniatures"); err != nil {
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

// The traits a figure carries in the pieces file: how far it moves, in
// inches, and the 2d6 roll it needs to hit.
var (
	PieceMove  = terrain.Number("move")
	PieceSkill = terrain.Number("skill")
)

// LoadPieces reads a pieces file (terrain's format) against board b:
// terrain checks the ids, sides, bases on the table and the traits
// against the game's keys; the game adds its own rules, a move of at least
// 0 and a skill of 2..12.
func LoadPieces(b *terrain.Board, data []byte) ([]Piece, error) {
	if b == nil {
		return nil, errors.New("miniatures: pieces: nil board")
	}
	ps, err := terrain.LoadPieces(data, terrain.PiecesFor{Board: b}, PieceMove, PieceSkill)
	if err != nil {
		return nil, fmt.Errorf("miniatures: pieces: %w", err)
	}
	var errs []error
	out := make([]Piece, len(ps))
	for i, p := range ps {
		move, _ := terrain.Get(p, PieceMove)
		skill, _ := terrain.Get(p, PieceSkill)
		out[i] = Piece{ID: p.ID, Side: p.Side, X: p.Base.Center[0], Y: p.Base.Center[1], Radius: p.Base.R, Move: move, Skill: int(skill)}
		if move < 0 || skill != math.Trunc(skill) || skill < 2 || skill > 12 {
			errs = append(errs, fmt.Errorf("miniatures: piece %q: move below 0 or skill not a whole number in 2..12", p.ID))
		}
	}
	return out, errors.Join(errs...)
}

func slicesIndex(ps []Piece, id string) int {
	for i, p := range ps {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// Scenario loads the embedded table and pieces.
func Scenario() (*Table, error) {
	b, err := terrain.LoadBoard(tableJSON)
	if err != nil {
		return nil, err
	}
	ps, err := LoadPieces(b, piecesJSON)
	if err != nil {
		return nil, err
	}
	return NewTable(b, ps)
}

func (t *Table) piece(id string) int { return slicesIndex(t.Pieces, id) }

func pt(p orb.Point) string { return fmt.Sprintf("(%.4g, %.4g)", p[0], p[1]) }

// play runs the scripted turn, writing its story to w and its picture to dir.
func play(w io.Writer, dir string) error {
	t, err := Scenario()
	if err != nil {
		return err
	}
	c := draw.New(t.Board.Extent(), 12)
	c.SetTitle("miniatures: one turn")
	errs := []error{c.Board(t.Board)}
	for _, p := range t.Pieces {
		errs = append(errs, c.Base(p.Base(), p.ID, map[string]string{"Blue": "#48c", "Red": "#c44"}[p.Side]))
	}
	var solver los.BaseSolver
	for _, pair := range [][2]string{{"rifles", "mg"}, {"scout", "sniper"}, {"sniper", "rifles"}} {
		a, b := t.piece(pair[0]), t.piece(pair[1])
		r, names, err := t.Sight(&solver, a, b)
		if err != nil {
			return err
		}
		fa, fb := t.GroundAt(t.Pieces[a].Base().Center)+EyeHeight, t.GroundAt(t.Pieces[b].Base().Center)+EyeHeight
		if r.Seen {
			fmt.Fprintf(w, "%s (eye %g in) sees %s (eye %g in): witness %s-%s, %d sight lines tried.\n",
				pair[0], fa, pair[1], fb, pt(r.Witness.A), pt(r.Witness.B), r.Candidates)
		} else {
			fmt.Fprintf(w, "%s (eye %g in) cannot see %s (eye %g in): every line is blocked; the centre line meets %s.\n",
				pair[0], fa, pair[1], fb, strings.Join(names, ", "))
		}
		errs = append(errs, c.Witness(t.Pieces[a].Base(), t.Pieces[b].Base(), los.BaseResult{Seen: r.Seen, Witness: r.Witness}, nil))
	}

	path := orb.LineString{{9, 22}, {12, 20}, {15, 20}}
	pc, err := t.Ground.Cost(nil, path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nrifles move %v into the woods: %.4g MP of their %g:\n%s\n", path, pc.Total, t.Pieces[t.piece("rifles")].Move,
		strings.TrimSpace(t.Ground.Explain(pc)))
	errs = append(errs, c.PathCost(pc))
	climb := orb.LineString{{25, 6}, {31, 6}}
	cc, err := t.Ground.Cost(nil, climb)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "scout up the hill %v: %.4g MP of its %g:\n%s\n", climb, cc.Total, t.Pieces[t.piece("scout")].Move, strings.TrimSpace(t.Ground.Explain(cc)))
	// Skirting a wood costs the same along each of its sides, whichever
	// way the table faces: the edge is paid as the open ground outside.
	fmt.Fprintf(w, "mg skirting woods-2, side by side:")
	for _, edge := range []orb.LineString{{{34, 32}, {42, 32}}, {{42, 32}, {42, 40}}, {{42, 42}, {34, 42}}, {{34, 42}, {34, 34}}} {
		ec, err := t.Ground.Cost(nil, edge)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, " %v %.4g MP;", edge, ec.Total)
	}
	fmt.Fprintln(w)

	a, b := t.piece("sniper"), t.piece("scout")
	mods, check := t.ToHit(a, b)
	chance, err := combat.CheckChance(ToHitDice, mods, check)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nsniper shoots at scout: %v %v", ToHitDice, check)
	if sum, err := mods.Sum(); err == nil {
		fmt.Fprintf(w, " with %v", sum)
	}
	fmt.Fprintf(w, ": hits with chance %v (%s).\n", chance, chance.Percent())
	res, err := combat.RollCheck(combat.SeededRoller(Seed), "sniper at scout", ToHitDice, mods, check)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Rolled: %v\n", res)

	c.Caption("Sight lines (witness or blocked centre line), the rifles' move with its cost.")
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return save(w, filepath.Join(dir, "miniatures.svg"), c)
}

func save(w io.Writer, file string, c *draw.Canvas) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	_, err = c.WriteTo(f)
	if err = errors.Join(err, f.Close()); err == nil {
		fmt.Fprintf(w, "(picture: %s)\n", file)
	}
	return err
}
