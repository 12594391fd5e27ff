package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
)

func game(t *testing.T) *Game {
	t.Helper()
	g, err := NewGame(tableJSON, piecesJSON)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func index(t *testing.T, g *Game, id string) int {
	t.Helper()
	i, ok := g.Pieces.Index(id)
	if !ok {
		t.Fatalf("no model %q", id)
	}
	return i
}

// The turn's answers, each argued from the table: every line from the
// sergeant's base to the raider's crosses 8 inches of woods (blocked);
// the centre line from the lookout to the sergeant crosses 2 started
// inches of the second wood, but the best line, from the edge of the
// lookout's base, clips its corner for less than an inch (-1: 5/12); the
// lookout faces south, away from the rifleman.
func TestTurn(t *testing.T) {
	g := game(t)
	sgt, raider, look, rifle := index(t, g, "sergeant"), index(t, g, "raider"), index(t, g, "lookout"), index(t, g, "rifleman")
	if v, err := g.Sight(sgt, raider); err != nil || v.Seen {
		t.Errorf("sergeant to raider: %+v, %v; want blocked by the woods", v, err)
	}
	if v, err := g.Sight(raider, sgt); err != nil || v.Seen {
		t.Errorf("raider to sergeant: %+v, %v; want blocked, as the other way", v, err)
	}
	if _, _, p, err := g.ToHit(look, sgt); err != nil || p.String() != "5/12" {
		t.Errorf("lookout at sergeant: %v, %v; want 5/12 (-1 woods on the best line)", p, err)
	}
	if _, _, _, err := g.ToHit(look, rifle); err == nil || !strings.Contains(err.Error(), "front arc") {
		t.Errorf("lookout at rifleman: %v, want outside the front arc", err)
	}
	if _, _, p, err := g.ToHit(rifle, raider); err != nil || p.String() != "7/12" {
		t.Errorf("rifleman at raider: %v, %v; want 7/12", p, err)
	}
}

// The move: 6 inches in the open, double in woods, never into the house
// (the base's radius counts).
func TestMove(t *testing.T) {
	g := game(t)
	r, err := g.Reach(index(t, g, "sergeant"))
	if err != nil {
		t.Fatal(err)
	}
	if k, ok := r.Near(orb.Point{17.5, 18}); !ok || r.Places[k].Cost != 5.5 {
		t.Errorf("to the wood's edge: %v", ok)
	}
	if _, ok := r.Near(orb.Point{20, 18}); ok {
		t.Error("2 inches into the wood after 6 inches of open ground is reached")
	}
	rifle, err := g.Reach(index(t, g, "rifleman"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rifle.Places {
		if p.At[0] > 9.5 && p.At[0] < 16.5 && p.At[1] > 25.5 && p.At[1] < 32.5 {
			t.Fatalf("the rifleman's base reaches %v, over the house", p.At)
		}
	}
}

// The game's parts pass the kits' laws: its arcs, its to-hit roll and its
// reach on its own table.
func TestKitLaws(t *testing.T) {
	if err := geomtest.CheckArcs(Arcs, geomtest.Config{}); err != nil {
		t.Error(err)
	}
	roll := combattest.ChanceOf(ToHitDice, combat.AtLeast)
	if err := combattest.CheckRoll(roll, combat.AtLeast, [2]int{-4, 0}, [2]int{ToHitTarget - 2, ToHitTarget + 2}); err != nil {
		t.Error(err)
	}
	g := game(t)
	if err := groundtest.CheckReach(g.ground, groundtest.ReachConfig{Lattice: ground.Lattice{Spacing: 1}, Allowance: MoveInches, Cases: 4}); err != nil {
		t.Error(err)
	}
}

func TestPicture(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	if err := play(&out, dir); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "tablegame.svg"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := drawtest.Check(svg)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Err(); err != nil {
		t.Error(err)
	}
}

func TestBadFiles(t *testing.T) {
	if _, err := NewGame([]byte("{"), piecesJSON); err == nil {
		t.Error("a broken board loads")
	}
	if _, err := NewGame(tableJSON, []byte(`{"pieces": [{"id": "x"}]}`)); err == nil {
		t.Error("a broken pieces file loads")
	}
	if _, err := game(t).Reach(99); err == nil {
		t.Error("a missing model moves")
	}
}
