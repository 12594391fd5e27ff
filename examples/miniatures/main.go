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
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/move/ground"
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

// The pictures' colours: each side's figures, and the sight lines.
var sideColours = map[string]string{"Blue": "#1f3a93", "Red": "#7a1a1a"}

// play runs the scripted turn, writing its story to w and its pictures
// (sight, then movement) to dir.
func play(w io.Writer, dir string) error {
	t, err := Scenario()
	if err != nil {
		return err
	}
	if err := sightStory(w, t, dir); err != nil {
		return err
	}
	if err := moveStory(w, t, dir); err != nil {
		return err
	}
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
	return nil
}

// newTable starts a picture of the part of the table within bounds,
// at scale pixels an inch, with the figures there, each in its side's
// colour and named, and their sides in the legend.
func newTable(t *Table, title string, bounds orb.Bound, scale float64) (*draw.Canvas, error) {
	c := draw.New(bounds, scale)
	c.SetTitle(title)
	errs := []error{c.Board(t.Board)}
	sides := map[string]bool{}
	for _, p := range t.Pieces {
		if b := p.Base().Bound(); bounds.Contains(b.Min) && bounds.Contains(b.Max) {
			errs = append(errs, c.Base(p.Base(), p.ID, sideColours[p.Side]))
			sides[p.Side] = true
		}
	}
	for _, side := range []string{"Blue", "Red"} {
		if sides[side] {
			c.KeyArea(sideColours[side], side+" side") // as Base draws them
		}
	}
	return c, errors.Join(errs...)
}

// sightStory asks three sight questions and draws them: a clear line
// found, or the centre line when every line is blocked.
func sightStory(w io.Writer, t *Table, dir string) error {
	c, err := newTable(t, "miniatures: who sees whom", t.Board.Extent(), 12)
	if err != nil {
		return err
	}
	var solver los.BaseSolver
	var errs []error
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
			c.KeyLine(c.Style.Seen, "seen: a clear line", false)
			errs = append(errs, c.Segment(r.Witness, "seen", c.Style.Seen, false))
			continue
		}
		fmt.Fprintf(w, "%s (eye %g in) cannot see %s (eye %g in): every line is blocked; the centre line meets %s.\n",
			pair[0], fa, pair[1], fb, strings.Join(names, ", "))
		c.KeyLine(c.Style.NotSeen, "not seen: all blocked (drawn centre to centre)", true)
		centre := geom.Segment{A: t.Pieces[a].Base().Center, B: t.Pieces[b].Base().Center}
		errs = append(errs, c.Segment(centre, "not seen: "+strings.Join(names, ", "), c.Style.NotSeen, true))
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	c.Caption(fmt.Sprintf("Sight from base to base in 3D: any line from one base to the other, from eyes %g in above the ground "+
		"(the hill lifts the sniper 2 in) over woods as tall as their height. A solid line is a clear line found; "+
		"a dashed one joins two figures that cannot see each other, every line between their bases blocked, and says what blocks it.", float64(EyeHeight)))
	return save(w, filepath.Join(dir, "miniatures-sight.svg"), c)
}

// The scripted moves: the rifles into woods-1, the scout up the hill.
var (
	riflesPath = orb.LineString{{12, 22}, {13.5, 22}, {16.05, 25.4}}
	scoutPath  = orb.LineString{{26, 6}, {32, 6}}
)

// moveStory costs the scripted moves leg by leg and draws them, with
// the outline of everywhere the rifles' allowance takes them.
func moveStory(w io.Writer, t *Table, dir string) error {
	// The south-west of the table, where the two move, drawn larger.
	c, err := newTable(t, "miniatures: two moves and their cost", orb.Bound{Min: orb.Point{2, 2}, Max: orb.Point{33, 31}}, 16)
	if err != nil {
		return err
	}
	rifles := t.Pieces[t.piece("rifles")]
	reach, err := t.Ground.Reach(nil, rifles.Base().Center, rifles.Move, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 0.0625}})
	if err != nil {
		return err
	}
	rr, err := t.Ground.ReachRegions(reach, nil)
	if err != nil {
		return err
	}
	// The outline in the rifles' colour, unfilled.
	err = c.ReachRegions(rr, []draw.RegionStyle{{Outline: sideColours[rifles.Side], Text: fmt.Sprintf("where the rifles' %g MP take them", rifles.Move)}})
	// Costs are MP, not inches: the canvas writes them so, then goes
	// back to inches for its scale bar.
	c.SetUnit("MP")
	var costs []ground.PathCost
	for _, m := range []struct {
		who  string
		path orb.LineString
		what string
	}{{"rifles", riflesPath, "into the woods"}, {"scout", scoutPath, "up the hill"}} {
		pc, err := t.Ground.Cost(nil, m.path)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s move %v %s: %.4g MP of %g:\n%s\n", m.who, m.path, m.what, pc.Total, t.Pieces[t.piece(m.who)].Move,
			strings.TrimSpace(t.Ground.Explain(pc)))
		err = errors.Join(err, c.PathCost(pc))
		costs = append(costs, pc)
	}
	c.SetUnit(t.Board.Unit())
	if err != nil {
		return err
	}
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
	c.Caption(fmt.Sprintf("Two moves, each leg's cost in MP at its middle, adding up to the move's total at its end: 1 MP an inch in the open, 2 MP an inch in woods "+
		"and 1 MP for each inch climbed. The rifles spend %s of their %g MP going into woods-1; the scout all %s of its %g climbing the hill. "+
		"The outline bounds everywhere the rifles' %g MP take them.", num(costs[0].Total), rifles.Move, num(costs[1].Total), t.Pieces[t.piece("scout")].Move, rifles.Move))
	return save(w, filepath.Join(dir, "miniatures-move.svg"), c)
}

// num writes an MP total as the pictures do: at most two decimals.
func num(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

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
