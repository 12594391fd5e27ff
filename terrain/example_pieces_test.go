package terrain_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// A table game declares the traits its models carry, then loads them onto
// its board: each piece's base, facing and traits are checked against the
// board and the keys, and read with terrain.Get like a terrain trait.
func ExampleLoadPieces() {
	board, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in"})
	if err != nil {
		fmt.Println(err)
		return
	}
	var (
		Move  = terrain.Number("move")
		Skill = terrain.Number("skill")
		Elite = terrain.Flag("elite")
	)
	on := terrain.PiecesFor{Board: board}
	pieces, err := terrain.LoadPieces([]byte(`{"unit": "in", "pieces": [
	  {"id": "rifles", "side": "Blue", "x": 9, "y": 22, "diameter": 1, "facing": 90, "traits": {"move": 6, "skill": 7}},
	  {"id": "mg", "side": "Red", "x": 36, "y": 22, "radius": 0.5, "facing": [-1, 0], "traits": {"move": 4, "skill": 6, "elite": true}}]}`),
		on, Move, Skill, terrain.Optional(Elite))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range pieces {
		skill, _ := terrain.Get(p, Skill)
		elite, _, _ := terrain.Lookup(p, Elite)
		fmt.Printf("%s (%s): base %v r %v, facing %v°, skill %v, elite %v\n", p.ID, p.Side, p.Base.Center, p.Base.R, p.Facing.Degrees(), skill, elite)
	}

	// A misspelt trait, a model off the table and a missing trait are
	// errors that name the piece, its place in the file and the fix.
	_, err = terrain.LoadPieces([]byte(`{"pieces": [
	  {"id": "scout", "side": "Blue", "x": 50, "y": 6, "radius": 0.5, "traits": {"move": 8, "skil": 8}}]}`),
		on, Move, Skill, terrain.Optional(Elite))
	fmt.Println(err)
	// Output:
	// rifles (Blue): base [9 22] r 0.5, facing 90°, skill 7, elite false
	// mg (Red): base [36 22] r 0.5, facing 180°, skill 6, elite true
	// terrain: piece "scout" (pieces[0]): trait "skil" is not a key of the ruleset; did you mean "skill"?
	// terrain: piece "scout" (pieces[0]): trait "skill" (number) is missing (mark the key terrain.Optional if pieces may lack it)
	// terrain: piece "scout" (pieces[0]): position (50, 6) is outside the board's extent [0, 48] x [0, 48]
}

// A hex game's counters stand in hexes named by the map's printed labels,
// with an optional facing of 30° steps.
func ExampleLoadPieces_hexMap() {
	m, err := terrain.LoadHexMap([]byte(`{"cols": 10, "rows": 8, "types": [{"name": "clear"}], "fill": "clear"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	Attack, Kind := terrain.Number("attack"), terrain.Enum("kind", "infantry", "armour")
	pieces, err := terrain.LoadPieces([]byte(`{"pieces": [
	  {"id": "B1", "side": "Blue", "name": "1st Infantry", "hex": "0302", "facing": 2, "traits": {"attack": 5, "kind": "infantry"}},
	  {"id": "R4", "side": "Red", "hex": "0805", "traits": {"attack": 6, "kind": "armour"}}]}`),
		terrain.PiecesFor{HexMap: m}, Attack, Kind)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range pieces {
		label, _ := m.Label(p.Hex)
		kind, _ := terrain.Get(p, Kind)
		facing := "none"
		if p.HasFacing {
			facing = p.HexFacing.String()
		}
		fmt.Printf("%s %q: %s in %s, facing %s\n", p.ID, p.Name, kind, label, facing)
	}
	// Output:
	// B1 "1st Infantry": infantry in 0302, facing side 1
	// R4 "": armour in 0805, facing none
}

// Pieces built in Go are checked by the loader's rules, and SavePieces
// writes the file LoadPieces reads back equal.
func ExampleSavePieces() {
	board, _ := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in"})
	on := terrain.PiecesFor{Board: board}
	Move := terrain.Number("move")
	pieces, err := terrain.NewPieces([]terrain.Piece{
		terrain.NewTablePiece("rifles", "Blue", geom.Disc{Center: orb.Point{9, 22}, R: 0.5}).WithFacing(geom.FacingDegrees(45)).WithTraits(Move.Is(6)),
		terrain.NewTablePiece("mg", "Red", geom.Disc{Center: orb.Point{36, 22}, R: 0.5}).WithFacing(geom.Facing{X: -2, Y: 1}).WithTraits(Move.Is(4)),
	}, on, Move)
	if err != nil {
		fmt.Println(err)
		return
	}
	out, _ := terrain.SavePieces(pieces, on)
	fmt.Print(string(out))
	// Output:
	// {
	//   "unit": "in",
	//   "pieces": [
	//     {"id": "rifles", "side": "Blue", "x": 9, "y": 22, "radius": 0.5, "facing": 45, "traits": {"move": 6}},
	//     {"id": "mg", "side": "Red", "x": 36, "y": 22, "radius": 0.5, "facing": [-2, 1], "traits": {"move": 4}}
	//   ]
	// }
}
