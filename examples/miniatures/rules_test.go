package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

var update = flag.Bool("update", false, "rewrite testdata/output.txt")

func scenario(t testing.TB) *Table {
	t.Helper()
	tb, err := Scenario()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// randomPieces places two to five figures anywhere on the table, on the
// hill, in the woods or in the open, on grid points of 1/4 in.
func randomPieces(t *rapid.T, tb *Table) *Table {
	coord := rapid.IntRange(4, 188)
	var ps []Piece
	for i := range rapid.IntRange(2, 5).Draw(t, "n") {
		ps = append(ps, Piece{ID: string(rune('a' + i)), X: float64(coord.Draw(t, "x")) / 4, Y: float64(coord.Draw(t, "y")) / 4,
			Radius: float64(rapid.IntRange(1, 4).Draw(t, "r")) / 4, Skill: 7})
	}
	nt, err := NewTable(tb.Board, ps)
	if err != nil {
		t.Fatal(err)
	}
	return nt
}

// The game's sight questions obey the kit's laws of scored base-to-base
// sight: symmetric, and one more figure never reveals a hidden base.
func TestSightLaws(t *testing.T) {
	tb := scenario(t)
	// The query on any board: the game's tall woods are opaque, in 3D.
	query := func(b *terrain.Board, q *los.BaseSight) error {
		nt, err := NewTable(b, nil)
		if err != nil {
			return err
		}
		q.Opaque, q.Diagonal = nt.tallWoods, true
		return nil
	}
	seen, hidden := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		nt := randomPieces(t, tb)
		q, _ := nt.Query(0, 1)
		c := lostest.SightCase{Board: tb.Board.Data(), From: q.From, To: q.To, FromHeight: q.FromHeight, ToHeight: q.ToHeight, Blockers: q.Blockers,
			AddBase: &los.Blocker{Disc: geom.Disc{Center: orb.Point{float64(rapid.IntRange(0, 48).Draw(t, "ex")), float64(rapid.IntRange(0, 48).Draw(t, "ey"))}, R: 2}, Height: 5}}
		if err := lostest.CheckSightSymmetry(c, query); err != nil {
			t.Fatal(err)
		}
		if err := lostest.CheckSightMonotone(c, query); err != nil {
			t.Fatal(err)
		}
		var w los.BaseSolver
		if r, err := w.Judge(&q); err != nil {
			t.Fatal(err)
		} else if r.Seen {
			seen++
		} else {
			hidden++
		}
	})
	if seen == 0 || hidden == 0 {
		t.Fatalf("vacuous: %d seen, %d hidden", seen, hidden)
	}
}

func TestGroundLaws(t *testing.T) {
	tb := scenario(t)
	if err := groundtest.CheckGround(tb.Ground, groundtest.Config{Tol: 1e-9}); err != nil {
		t.Fatal(err)
	}
	// Turning or mirroring the table changes no move's cost.
	build := func(b *terrain.Board) (*ground.Ground, error) {
		nt, err := NewTable(b, nil)
		if err != nil {
			return nil, err
		}
		return nt.Ground, nil
	}
	if err := groundtest.CheckMotions(tb.Ground, build, groundtest.Config{}); err != nil {
		t.Fatal(err)
	}
}

// The keys the game reads are checked against the table's types: a typo
// names the nearest spelling, and a type without MP is refused.
func TestCheckedKeys(t *testing.T) {
	for _, c := range []struct{ name, from, to, want string }{
		{"typo", `"cover"`, `"Cover"`, `key "cover" (flag): no terrain type has this trait; did you mean "Cover"?`},
		{"no mp", `"cover": false, "mp": 1`, `"cover": false`, `feature "hill-1" (type "hill"): trait "mp" is missing`},
	} {
		data := strings.ReplaceAll(string(tableJSON), c.from, c.to)
		b, err := terrain.LoadBoard([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		_, err = NewTable(b, nil)
		if err == nil || !strings.HasPrefix(err.Error(), "miniatures: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// The hit distribution sums to one and agrees with combat's own chance.
func TestToHitLaws(t *testing.T) {
	tb := scenario(t)
	rapid.Check(t, func(t *rapid.T) {
		nt := randomPieces(t, tb)
		o, err := nt.HitOutcomes(0, 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckSumsToOne(o); err != nil {
			t.Fatal(err)
		}
		mods, check := nt.ToHit(0, 1)
		want, err := combat.CheckChance(ToHitDice, mods, check)
		if err != nil {
			t.Fatal(err)
		}
		if o.P(true).Cmp(want) != 0 {
			t.Fatalf("P(hit) %v, CheckChance %v", o.P(true), want)
		}
	})
}

// Named cases of the rules on the scenario table.
func TestRules(t *testing.T) {
	tb := scenario(t)
	// Woods are an obstacle, not ground: only the hill raises the ground,
	// so a move through woods climbs nothing.
	for _, c := range []struct {
		p    orb.Point
		want float64
	}{{orb.Point{37, 10}, 2}, {orb.Point{20, 22}, 0}, {orb.Point{44, 16}, 2}, {orb.Point{1, 1}, 0}} {
		if got := tb.GroundAt(c.p); got != c.want {
			t.Errorf("ground at %v = %g, want %g", c.p, got, c.want)
		}
	}
	pc, err := tb.Ground.Cost(nil, orb.LineString{{10, 22}, {30, 22}})
	if err != nil {
		t.Fatal(err)
	}
	if s := tb.Ground.Explain(pc); strings.Contains(s, "climb") {
		t.Errorf("a move through woods climbs:\n%s", s)
	}
	var w los.BaseSolver
	piece := func(id string) int {
		i := tb.piece(id)
		if i < 0 {
			t.Fatalf("no piece %q", id)
		}
		return i
	}
	for _, c := range []struct {
		a, b string
		seen bool
	}{{"rifles", "mg", false}, {"mg", "rifles", false}, {"scout", "sniper", true}, {"sniper", "rifles", false}} {
		r, names, err := tb.Sight(&w, piece(c.a), piece(c.b))
		if err != nil || r.Seen != c.seen || !r.Seen && len(names) == 0 {
			t.Errorf("%s sees %s: %v (%v, %v), want %v", c.a, c.b, r.Seen, names, err, c.seen)
		}
	}
	// To-hit: long range, cover and higher ground.
	tb.Pieces = append(tb.Pieces, Piece{ID: "far", X: 2, Y: 46, Radius: 0.5, Skill: 7}, Piece{ID: "inwoods", X: 20, Y: 22, Radius: 0.5, Skill: 7})
	for _, c := range []struct {
		a, b string
		want string
	}{{"sniper", "far", "-1 long range (50.2 in), +1 higher ground = 0"}, {"rifles", "inwoods", "-1 target in woods-1 = -1"}, {"rifles", "scout", "no modifiers"}} {
		mods, _ := tb.ToHit(piece(c.a), piece(c.b))
		sum, err := mods.Sum()
		if err != nil || sum.String() != c.want {
			t.Errorf("%s at %s: %v (%v), want %q", c.a, c.b, sum, err, c.want)
		}
	}
}

// Bad pieces files are errors that name the fault: terrain's pieces
// loader checks the file, the game its own rules.
func TestLoadErrors(t *testing.T) {
	tb := scenario(t)
	piece := `{"id": "a", "side": "Blue", "x": 5, "y": 1, "radius": 0.5, "traits": {"move": 6, "skill": 7}}`
	pieces := func(ps ...string) string { return `{"pieces": [` + strings.Join(ps, ", ") + `]}` }
	for _, c := range []struct{ name, data, want string }{
		{"not JSON", "[", "pieces"},
		{"unknown member", pieces(strings.Replace(piece, `"side"`, `"colour": "red", "side"`, 1)), `unknown member "colour"`},
		{"off the table", pieces(strings.Replace(piece, `"x": 5`, `"x": 50`, 1)), "position (50, 1) is outside the board's extent [0, 48] x [0, 48]"},
		{"no radius", pieces(strings.Replace(piece, `0.5`, `0`, 1)), "base radius 0 is not positive"},
		{"repeated id", pieces(piece, strings.Replace(piece, `"x": 5`, `"x": 9`, 1)), "duplicate id"},
		{"skill", pieces(strings.Replace(piece, `"skill": 7`, `"skill": 13`, 1)), "skill"},
		{"half a skill", pieces(strings.Replace(piece, `"skill": 7`, `"skill": 7.5`, 1)), "skill not a whole number"},
		{"misspelt trait", pieces(strings.Replace(piece, `"skill"`, `"skil"`, 1)), `did you mean "skill"?`},
		{"in millimetres", `{"unit": "mm", "pieces": []}`, `unit "mm", but the board's unit is "in"`},
	} {
		_, err := LoadPieces(tb.Board, []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "miniatures: ") {
			t.Errorf("%s: error %v, want one naming %q", c.name, err, c.want)
		}
	}
	if _, err := LoadPieces(tb.Board, []byte(pieces(piece))); err != nil {
		t.Errorf("a good piece: %v", err)
	}
	if _, err := LoadPieces(nil, []byte(pieces(piece))); err == nil {
		t.Error("nil board: no error")
	}
	if _, err := NewTable(nil, nil); err == nil {
		t.Error("nil board: no error")
	}
}

// The scripted turn prints the same story every run and draws its pictures.
func TestPlayOutput(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := play(&buf, dir); err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(buf.String(), dir+string(filepath.Separator), "OUT/")
	golden := filepath.Join("testdata", "output.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("output changed (run with -update to accept):\n%s", got)
	}
	for _, name := range []string{"miniatures-sight.svg", "miniatures-move.svg"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !bytes.Contains(b, []byte("<svg")) {
			t.Errorf("no picture %s: %v", name, err)
		}
	}
}

// Any pieces file gives pieces or an error, never a panic; pieces it
// accepts make a table whose sight questions have answers.
func FuzzLoadPieces(f *testing.F) {
	f.Add(piecesJSON)
	f.Add([]byte(`{"pieces": [{"id": "a", "side": "Red", "x": 48, "y": -0, "radius": 1e-300, "traits": {"move": 0, "skill": 2}}]}`))
	f.Add([]byte(`{"pieces": [{"id": "a", "side": "Red", "x": 1e308, "y": 0, "diameter": 1e9, "facing": [1, 0], "traits": {"move": 1e308, "skill": 12}}]}`))
	tb := scenario(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := LoadPieces(tb.Board, data)
		if err != nil {
			return
		}
		nt, err := NewTable(tb.Board, ps)
		if err != nil {
			t.Fatalf("accepted pieces make no table: %v", err)
		}
		if len(ps) >= 2 {
			var w los.BaseSolver
			if _, _, err := nt.Sight(&w, 0, 1); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestUnknownPieces(t *testing.T) {
	tb := scenario(t)
	var w los.BaseSolver
	if _, _, err := tb.Sight(&w, -1, 0); err == nil {
		t.Error("Sight(-1): no error")
	}
	if o, err := tb.HitOutcomes(0, 99); err != nil || o.P(true).Sign() != 0 {
		t.Errorf("HitOutcomes(0, 99) = %v, %v: want a sure miss", o, err)
	}
}
