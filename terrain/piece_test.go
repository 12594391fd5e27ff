package terrain_test

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// The keys of the pieces in these tests: a table game's skill and move,
// an optional kind and elite flag; a hex game's attack, defence and kind,
// and an optional range.
var (
	pSkill   = terrain.Number("skill")
	pMove    = terrain.Number("move")
	pKind    = terrain.Enum("kind", "infantry", "armour", "artillery")
	pElite   = terrain.Flag("elite")
	pAttack  = terrain.Number("attack")
	pDefence = terrain.Number("defence")
	pRange   = terrain.Number("range")
)

func tableKeys() []terrain.TraitKey {
	return []terrain.TraitKey{pSkill, pMove, terrain.Optional(pKind), terrain.Optional(pElite)}
}

func hexKeys() []terrain.TraitKey {
	return []terrain.TraitKey{pAttack, pDefence, pKind, terrain.Optional(pRange)}
}

// onTable is the testdata board (unit "m", extent 100 x 60); onHexes the
// testdata hex map (10 x 8, odd-q, labels "0101" to "1008").
func onTable(t testing.TB) terrain.PiecesFor {
	t.Helper()
	b, err := terrain.LoadBoard([]byte(readTestdata(t, "board.geojson")))
	if err != nil {
		t.Fatal(err)
	}
	return terrain.PiecesFor{Board: b}
}

func onHexes(t testing.TB) terrain.PiecesFor {
	t.Helper()
	m, err := terrain.LoadHexMap([]byte(readTestdata(t, "hexmap.json")))
	if err != nil {
		t.Fatal(err)
	}
	return terrain.PiecesFor{HexMap: m}
}

// A valid piece of each space, to edit in the cases below.
const (
	tablePiece = `{"id":"a","side":"Blue","x":10,"y":20,"radius":0.5,"traits":{"skill":7,"move":6}}`
	hexPiece   = `{"id":"B1","side":"Blue","hex":"0302","traits":{"attack":5,"defence":4,"kind":"infantry"}}`
)

func piecesFile(pieces ...string) string { return `{"pieces":[` + strings.Join(pieces, ",") + `]}` }

// edit returns s with each pair old, new replaced once.
func edit(s string, oldNew ...string) string {
	for i := 0; i+1 < len(oldNew); i += 2 {
		s = strings.Replace(s, oldNew[i], oldNew[i+1], 1)
	}
	return s
}

// Every way a pieces file can be wrong is an error that says which piece,
// where, and what; table cases load on the board, hex cases on the map.
func TestLoadPiecesErrors(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	T, H := tablePiece, hexPiece
	for _, c := range []struct {
		name string
		hex  bool
		data string
		want string
	}{
		// The file.
		{"not JSON", false, `{"pieces":[`, `terrain: pieces (byte 11 (line 1, column 12)): unexpected end of JSON input`},
		{"not an object", false, `[]`, `terrain: pieces: a pieces file is a JSON object, {"pieces": [...]}`},
		{"no pieces", false, `{}`, `terrain: pieces: no "pieces" member`},
		{"pieces not an array", false, `{"pieces":{}}`, `terrain: pieces (pieces): pieces must be an array`},
		{"unknown top member", false, `{"piece":[]}`, `terrain: pieces: unknown member "piece"; did you mean "pieces"?`},
		{"far top member", false, `{"pieces":[],"zz":1}`, `terrain: pieces: unknown member "zz" (want one of pieces, unit)`},
		{"unit differs", false, `{"unit":"mm","pieces":[]}`, `terrain: pieces (unit): unit "mm", but the board's unit is "m"`},
		{"unit not a string", false, `{"unit":1,"pieces":[]}`, `terrain: pieces (unit): unit must be a string`},
		{"unit on a hex map", true, `{"unit":"m","pieces":[]}`, `terrain: pieces (unit): pieces on a hex map have no unit`},
		{"duplicate member", false, `{"pieces":[],"pieces":[]}`, `member "pieces" given twice in one object`},
		{"members up to case", false, piecesFile(edit(T, `"side"`, `"Side":"x","side"`)), `members "Side" and "side" of one object differ only in case`},
		{"trailing data", false, piecesFile() + `[]`, `data after the JSON document`},
		{"invalid UTF-8", false, piecesFile(edit(T, `"a"`, "\"\xff\"")), `string "\xff" is not valid UTF-8`},
		{"unpaired surrogate", false, piecesFile(edit(T, `"a"`, `"\udc00"`)), `string escapes an unpaired surrogate`},
		{"deep", false, `{"pieces":` + strings.Repeat("[", 80) + strings.Repeat("]", 80) + `}`, `JSON nested deeper than 64 levels`},

		// Any piece.
		{"piece not an object", false, piecesFile(`3`), `terrain: piece (pieces[0]): not a JSON object`},
		{"id not a string", false, piecesFile(edit(T, `"a"`, `7`)), `terrain: piece (pieces[0]): id must be a string`},
		{"no id", false, piecesFile(edit(T, `"id":"a",`, ``)), `terrain: piece (pieces[0]): no id`},
		{"no side", false, piecesFile(edit(T, `"side":"Blue",`, ``)), `terrain: piece "a" (pieces[0]): no side`},
		{"side not a string", false, piecesFile(edit(T, `"Blue"`, `true`)), `terrain: piece "a" (pieces[0]): side must be a string`},
		{"name not a string", false, piecesFile(edit(T, `"side"`, `"name":null,"side"`)), `terrain: piece "a" (pieces[0]): name must be a string`},
		{"duplicate id", false, piecesFile(T, edit(T, `"x":10`, `"x":11`)), `terrain: piece "a" (pieces[1]): duplicate id (first at pieces[0])`},
		{"misspelt member", false, piecesFile(edit(T, `"radius"`, `"raduis"`)), `terrain: piece "a" (pieces[0]): unknown member "raduis"; did you mean "radius"?`},
		{"unknown member", false, piecesFile(edit(T, `"side"`, `"colour":"red","side"`)), `terrain: piece "a" (pieces[0]): unknown member "colour" (want one of id, side, name, x, y, radius, diameter, hex, facing, traits)`},
		{"traits not an object", false, piecesFile(edit(T, `{"skill":7,"move":6}`, `[1]`)), `terrain: piece "a" (pieces[0]): traits must be a JSON object`},
		{"trait null", false, piecesFile(edit(T, `"skill":7`, `"skill":null`)), `terrain: piece "a" (pieces[0]): trait "skill": value must be a number, true/false or a string, not null`},
		{"trait nested", false, piecesFile(edit(T, `"skill":7`, `"skill":{"x":1}`)), `trait "skill": value must be a number, true/false or a string`},
		{"trait Inf", false, piecesFile(edit(T, `"skill":7`, `"skill":1e999`)), `trait "skill": number 1e999 is out of range`},

		// The ruleset's keys.
		{"trait misspelt", false, piecesFile(edit(T, `"move"`, `"mvoe"`)), `terrain: piece "a" (pieces[0]): trait "mvoe" is not a key of the ruleset; did you mean "move"?`},
		{"trait case", false, piecesFile(edit(T, `"move"`, `"Move"`)), `trait "Move" is not a key of the ruleset; did you mean "move"?`},
		{"trait wrong kind", false, piecesFile(edit(T, `"move":6`, `"move":true`)), `terrain: piece "a" (pieces[0]): trait "move" is a flag (true), want a number`},
		{"enum not a member", false, piecesFile(edit(T, `"move":6`, `"move":6,"kind":"infantery"`)), `terrain: piece "a" (pieces[0]): trait "kind" is "infantery", not one of infantry, armour, artillery; did you mean "infantry"?`},
		{"required missing", false, piecesFile(edit(T, `,"move":6`, ``)), `terrain: piece "a" (pieces[0]): trait "move" (number) is missing (mark the key terrain.Optional if pieces may lack it)`},
		{"no traits at all", false, piecesFile(edit(T, `,"traits":{"skill":7,"move":6}`, ``)), `trait "skill" (number) is missing`},

		// On a table.
		{"hex on a table", false, piecesFile(edit(T, `"x"`, `"hex":"0101","x"`)), `terrain: piece "a" (pieces[0]): a piece on a board has x and y, not a hex`},
		{"no position", false, piecesFile(edit(T, `"y":20,`, ``)), `terrain: piece "a" (pieces[0]): no position (x and y)`},
		{"x a string", false, piecesFile(edit(T, `10`, `"10"`)), `terrain: piece "a" (pieces[0]): x must be a number, not "10"`},
		{"x null", false, piecesFile(edit(T, `10`, `null`)), `terrain: piece "a" (pieces[0]): x must be a number`},
		{"x Inf", false, piecesFile(edit(T, `10`, `-1e999`)), `terrain: piece "a" (pieces[0]): x: number -1e999 is out of range`},
		{"outside", false, piecesFile(edit(T, `10`, `100.5`)), `terrain: piece "a" (pieces[0]): position (100.5, 20) is outside the board's extent [0, 100] x [0, 60]`},
		{"below", false, piecesFile(edit(T, `20`, `-1e-300`)), `position (10, -1e-300) is outside the board's extent`},
		{"no base", false, piecesFile(edit(T, `,"radius":0.5`, ``)), `terrain: piece "a" (pieces[0]): no base size (radius or diameter)`},
		{"radius and diameter", false, piecesFile(edit(T, `"radius"`, `"diameter":1,"radius"`)), `terrain: piece "a" (pieces[0]): give the base's radius or its diameter, not both`},
		{"zero radius", false, piecesFile(edit(T, `0.5`, `0`)), `terrain: piece "a" (pieces[0]): base radius 0 is not positive`},
		{"negative diameter", false, piecesFile(edit(T, `"radius":0.5`, `"diameter":-2`)), `terrain: piece "a" (pieces[0]): base radius -1 is not positive`},
		{"tiny diameter", false, piecesFile(edit(T, `"radius":0.5`, `"diameter":5e-324`)), `base radius 0 is not positive`},
		{"huge radius", false, piecesFile(edit(T, `0.5`, `1e300`)), `terrain: piece "a" (pieces[0]): base radius 1e+300 exceeds 1e+09 (Limits.MaxCoordinate)`},
		{"facing a string", false, piecesFile(edit(T, `"x"`, `"facing":"north","x"`)), `terrain: piece "a" (pieces[0]): facing (degrees, or a direction [x, y]) must be a number, not "north"`},
		{"facing degrees", false, piecesFile(edit(T, `"x"`, `"facing":450,"x"`)), `terrain: piece "a" (pieces[0]): facing 450 degrees is outside -360..360`},
		{"facing short", false, piecesFile(edit(T, `"x"`, `"facing":[1],"x"`)), `terrain: piece "a" (pieces[0]): facing [x, y] has 1 numbers, want 2`},
		{"facing long", false, piecesFile(edit(T, `"x"`, `"facing":[1,2,3,4],"x"`)), `terrain: piece "a" (pieces[0]): facing [x, y] has more than 2 numbers`},
		{"facing not numbers", false, piecesFile(edit(T, `"x"`, `"facing":[1,[2]],"x"`)), `terrain: piece "a" (pieces[0]): facing [x, y] must be a number`},
		{"facing zero", false, piecesFile(edit(T, `"x"`, `"facing":[0,0],"x"`)), `terrain: piece "a" (pieces[0]): facing: the zero vector has no direction`},
		{"facing huge", false, piecesFile(edit(T, `"x"`, `"facing":[1e300,1],"x"`)), `terrain: piece "a" (pieces[0]): facing (1e+300, 1) exceeds ±1e+09 (Limits.MaxCoordinate)`},

		// On a hex map.
		{"x on a hex map", true, piecesFile(edit(H, `"hex"`, `"x":1,"y":1,"hex"`)), `terrain: piece "B1" (pieces[0]): a piece on a hex map has a hex, not x`},
		{"base on a hex map", true, piecesFile(edit(H, `"hex"`, `"diameter":1,"hex"`)), `terrain: piece "B1" (pieces[0]): a piece on a hex map has a hex, not diameter`},
		{"no hex", true, piecesFile(edit(H, `"hex":"0302",`, ``)), `terrain: piece "B1" (pieces[0]): no hex`},
		{"hex a number", true, piecesFile(edit(H, `"0302"`, `302`)), `terrain: piece "B1" (pieces[0]): hex must be a string`},
		{"hex not a label", true, piecesFile(edit(H, `"0302"`, `"03-02"`)), `terrain: piece "B1" (pieces[0]): label "03-02"`},
		{"hex label too long", true, piecesFile(edit(H, `"0302"`, `"`+strings.Repeat("0", 300)+`"`)), `terrain: piece "B1" (pieces[0]): hex label of 300 bytes, at most 256 (Limits.MaxPieceText)`},
		{"hex off the map", true, piecesFile(edit(H, `"0302"`, `"1109"`)), `terrain: piece "B1" (pieces[0]): hex "1109" is off the 10 x 8 map`},
		{"hex facing 12", true, piecesFile(edit(H, `"hex"`, `"facing":12,"hex"`)), `terrain: piece "B1" (pieces[0]): facing 12 is not a hex facing, a whole number 0..11 (30° steps; see hex.Facing)`},
		{"hex facing half", true, piecesFile(edit(H, `"hex"`, `"facing":1.5,"hex"`)), `facing 1.5 is not a hex facing`},
		{"hex facing vector", true, piecesFile(edit(H, `"hex"`, `"facing":[1,0],"hex"`)), `terrain: piece "B1" (pieces[0]): facing must be a number`},
		{"hex trait", true, piecesFile(edit(H, `"infantry"`, `"cavalry"`)), `trait "kind" is "cavalry", not one of infantry, armour, artillery; did you mean`},
	} {
		t.Run(c.name, func(t *testing.T) {
			on, keys := tbl, tableKeys()
			if c.hex {
				on, keys = hx, hexKeys()
			}
			ps, err := terrain.LoadPieces([]byte(c.data), on, keys...)
			if ps != nil {
				t.Errorf("pieces %v with an error", ps)
			}
			checkErrors(t, c.name, err, []string{c.want})
		})
	}
	// An empty piece gets every error it deserves, once each.
	_, err := terrain.LoadPieces([]byte(piecesFile(`{}`)), hx, hexKeys()...)
	if err == nil || err.Error() != `terrain: piece (pieces[0]): no id
terrain: piece (pieces[0]): no side
terrain: piece (pieces[0]): no hex
terrain: piece (pieces[0]): trait "attack" (number) is missing (mark the key terrain.Optional if pieces may lack it)
terrain: piece (pieces[0]): trait "defence" (number) is missing (mark the key terrain.Optional if pieces may lack it)
terrain: piece (pieces[0]): trait "kind" (enum) is missing (mark the key terrain.Optional if pieces may lack it)` {
		t.Errorf("an empty piece: %v", err)
	}
	for _, c := range []struct {
		name string
		on   terrain.PiecesFor
		data string
	}{{"table", tbl, piecesFile(T, edit(T, `"a"`, `"b"`, `"x":10`, `"x":1,"facing":[-1,0.5]`, `"radius":0.5`, `"diameter":2`))},
		{"hex", hx, piecesFile(H, edit(H, `"B1"`, `"B2"`, `"0302"`, `"1008"`, `"hex"`, `"facing":11,"hex"`, `}}`, `,"range":3}}`))}} {
		keys := tableKeys()
		if c.on.HexMap != nil {
			keys = hexKeys()
		}
		if _, err := terrain.LoadPieces([]byte(c.data), c.on, keys...); err != nil {
			t.Errorf("%s: the valid file gives %v", c.name, err)
		}
	}
}

// What a pieces file is checked against is the caller's: a PiecesFor of
// neither or both grounds, and nil or clashing keys, are errors before the
// file is read.
func TestPiecesForAndKeys(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	data := []byte(piecesFile(tablePiece))
	for _, c := range []struct {
		name string
		on   terrain.PiecesFor
		keys []terrain.TraitKey
		want string
	}{
		{"neither", terrain.PiecesFor{}, tableKeys(), `terrain: pieces: PiecesFor has neither a Board nor a HexMap`},
		{"both", terrain.PiecesFor{Board: tbl.Board, HexMap: hx.HexMap}, tableKeys(), `terrain: pieces: PiecesFor has both a Board and a HexMap; pieces stand on one`},
		{"nil key", tbl, []terrain.TraitKey{pSkill, nil, pMove}, `terrain: key (keys[1]): nil key`},
		{"optional nil", tbl, []terrain.TraitKey{pSkill, terrain.Optional(nil), pMove}, `terrain: key (keys[1]): Optional of a nil key`},
		{"two kinds", tbl, []terrain.TraitKey{pSkill, pMove, terrain.Flag("skill")}, `terrain: key "skill" (keys[2]): declared as a number and as a flag`},
		{"no keys", tbl, nil, `terrain: piece "a" (pieces[0]): trait "skill" is not a key of the ruleset (it declares no piece traits)`},
		{"enum without members", tbl, []terrain.TraitKey{pSkill, pMove, terrain.Enum("kind")}, `terrain: piece "a" (pieces[0]): trait "kind" is "infantry"; its key has no members`},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := data
			if c.name == "enum without members" {
				d = []byte(piecesFile(edit(tablePiece, `"move":6`, `"move":6,"kind":"infantry"`)))
			}
			_, err := terrain.LoadPieces(d, c.on, c.keys...)
			checkErrors(t, c.name, err, []string{c.want})
			if c.name == "neither" || c.name == "both" {
				if _, err := terrain.SavePieces(nil, c.on); err == nil {
					t.Error("SavePieces: no error")
				}
			}
		})
	}
	// A zero key is skipped; an optional key repeated stays optional; one
	// given both ways is required.
	if _, err := terrain.LoadPieces(data, tbl, pSkill, pMove, terrain.Key[bool]{}, terrain.Optional(terrain.Optional(pKind))); err != nil {
		t.Errorf("zero and doubly optional keys: %v", err)
	}
	_, err := terrain.LoadPieces(data, tbl, pSkill, pMove, terrain.Optional(pElite), pElite)
	checkErrors(t, "optional and required", err, []string{`trait "elite" (flag) is missing`})
}

// Pieces built in Go pass the loader's rules too, text included: what a
// file cannot say (NaN, invalid UTF-8, a facing without HasFacing) is an
// error here.
func TestPiecesValidate(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	nan, inf := math.NaN(), math.Inf(1)
	traits := []terrain.Trait{pSkill.Is(7), pMove.Is(6)}
	tp := terrain.NewTablePiece("a", "Blue", geom.Disc{Center: orb.Point{10, 20}, R: 0.5}).WithTraits(traits...)
	hp := terrain.NewHexPiece("B1", "Blue", hex.Hex{Q: 2, R: 0}).WithTraits(pAttack.Is(5), pDefence.Is(4), pKind.Is("infantry"))
	for _, c := range []struct {
		name string
		hex  bool
		p    terrain.Piece
		want string
	}{
		{"no id", false, withID(tp, ""), `terrain: piece (pieces[0]): no id`},
		{"long id", false, withID(tp, strings.Repeat("x", 257)), `terrain: piece "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"... (pieces[0]): id of 257 bytes, at most 256 (Limits.MaxPieceText)`},
		{"bad UTF-8 id", false, withID(tp, "a\xffb"), `terrain: piece "a\xffb" (pieces[0]): id "a\xffb" is not valid UTF-8`},
		{"bad UTF-8 side", false, withSide(tp, "Bl\xc3"), `terrain: piece "a" (pieces[0]): side "Bl\xc3" is not valid UTF-8`},
		{"long name", false, tp.WithName(strings.Repeat("é", 200)), `terrain: piece "a" (pieces[0]): name of 400 bytes, at most 256 (Limits.MaxPieceText)`},
		{"bad UTF-8 trait name", false, tp.WithTraits(terrain.Flag("\xfe").Is(true)), `terrain: piece "a" (pieces[0]): trait name "\xfe" is not valid UTF-8`},
		{"bad UTF-8 member", false, tp.WithTraits(pKind.Is("inf\xff")), `terrain: piece "a" (pieces[0]): trait "kind" member "inf\xff" is not valid UTF-8`},
		{"empty trait name", false, tp.WithTraits(terrain.Trait{Value: terrain.FlagValue(true)}), `terrain: piece "a" (pieces[0]): trait 2 has no name`},
		{"trait twice", false, tp.WithTraits(pSkill.Is(8)), `terrain: piece "a" (pieces[0]): trait "skill" given twice`},
		{"NaN trait", false, tp.WithTraits(pElite.Is(true), terrain.Trait{Name: "x", Value: terrain.NumberValue(nan)}), `trait "x" is NaN`},
		{"zero value", false, tp.WithTraits(terrain.Trait{Name: "elite"}), `terrain: piece "a" (pieces[0]): trait "elite" has no value (zero Value)`},
		{"empty member", false, tp.WithTraits(pKind.Is("")), `trait "kind" is an empty enum member`},
		{"many traits", false, tp.WithTraits(make([]terrain.Trait, 63)...), `terrain: piece "a" (pieces[0]): 65 traits, at most 64 (Limits.MaxPieceTraits)`},
		{"NaN centre", false, withBase(tp, geom.Disc{Center: orb.Point{nan, 1}, R: 1}), `terrain: piece "a" (pieces[0]): position (NaN, 1) is not finite`},
		{"Inf centre", false, withBase(tp, geom.Disc{Center: orb.Point{1, inf}, R: 1}), `position (1, +Inf) is not finite`},
		{"NaN radius", false, withBase(tp, geom.Disc{Center: orb.Point{1, 1}, R: nan}), `terrain: piece "a" (pieces[0]): base radius NaN is not positive`},
		{"Inf radius", false, withBase(tp, geom.Disc{Center: orb.Point{1, 1}, R: inf}), `base radius +Inf exceeds 1e+09 (Limits.MaxCoordinate)`},
		{"zero base", false, withBase(tp, geom.Disc{}), `base radius 0 is not positive`},
		{"NaN facing", false, tp.WithFacing(geom.Facing{X: nan, Y: 1}), `terrain: piece "a" (pieces[0]): facing: NaN or infinite component`},
		{"zero facing", false, tp.WithFacing(geom.Facing{}), `facing: the zero vector has no direction`},
		{"facing without HasFacing", false, withFacingOnly(tp, geom.Facing{X: 1}), `terrain: piece "a" (pieces[0]): facing (1, 0) given without HasFacing`},
		{"hex on a table", false, withHex(tp, hex.Hex{Q: 1}), `terrain: piece "a" (pieces[0]): a piece on a board has a base, not a hex (hex (1,0), hex facing 0)`},
		{"hex facing on a table", false, tp.WithHexFacing(3), `a piece on a board has a base, not a hex`},
		{"base on a hex map", true, withBase(hp, geom.Disc{R: 1}), `terrain: piece "B1" (pieces[0]): a piece on a hex map has a hex, not a base or a table facing`},
		{"table facing on a hex map", true, hp.WithFacing(geom.Facing{X: 1}), `a piece on a hex map has a hex, not a base or a table facing`},
		{"off the map", true, withHex(hp, hex.Hex{Q: -1}), `terrain: piece "B1" (pieces[0]): hex (-1,0) is off the 10 x 8 map`},
		{"hex facing 12", true, withHexFacing(hp, 12, true), `terrain: piece "B1" (pieces[0]): hex facing 12 is not in 0..11`},
		{"hex facing -1", true, withHexFacing(hp, -1, true), `hex facing -1 is not in 0..11`},
		{"hex facing without HasFacing", true, withHexFacing(hp, 2, false), `terrain: piece "B1" (pieces[0]): hex facing 2 given without HasFacing`},
	} {
		t.Run(c.name, func(t *testing.T) {
			on, keys := tbl, tableKeys()
			if c.hex {
				on, keys = hx, hexKeys()
			}
			ps := terrain.Pieces{c.p}
			checkErrors(t, c.name, ps.Validate(on, keys...), []string{c.want})
			if _, err := terrain.NewPieces(ps, on, keys...); err == nil {
				t.Error("NewPieces: no error")
			}
			if c.name != "many traits" && c.name != "long id" && c.name != "long name" {
				if _, err := terrain.SavePieces(ps, on); err == nil && !strings.Contains(c.want, "trait") {
					t.Error("SavePieces: no error")
				}
			}
		})
	}
	// The valid ones, and the limits that raise the caps.
	ok := terrain.Pieces{tp, withID(tp, "b").WithFacing(geom.FacingDegrees(30)).WithName("Bé")}
	if err := ok.Validate(tbl, tableKeys()...); err != nil {
		t.Errorf("valid table pieces: %v", err)
	}
	if err := (terrain.Pieces{hp, withID(hp, "B2").WithHexFacing(-1)}).Validate(hx, hexKeys()...); err != nil {
		t.Errorf("valid hex pieces: %v", err)
	}
	long := terrain.Pieces{withID(tp, strings.Repeat("x", 300))}
	if _, err := (terrain.Limits{MaxPieceText: 300}).NewPieces(long, tbl, tableKeys()...); err != nil {
		t.Errorf("MaxPieceText 300: %v", err)
	}
	if _, err := (terrain.Limits{MaxPieces: 1}).NewPieces(ok, tbl, tableKeys()...); err == nil || !strings.Contains(err.Error(), "2 pieces, at most 1 (Limits.MaxPieces)") {
		t.Errorf("MaxPieces 1: %v", err)
	}
	if _, err := (terrain.Limits{MaxPieceTraits: 1}).NewPieces(ok, tbl, tableKeys()...); err == nil || !strings.Contains(err.Error(), "2 traits, at most 1 (Limits.MaxPieceTraits)") {
		t.Errorf("MaxPieceTraits 1: %v", err)
	}
}

// NewPieces keeps a copy: changing the caller's traits afterwards changes
// nothing.
func TestNewPiecesCopies(t *testing.T) {
	tbl := onTable(t)
	in := []terrain.Piece{terrain.NewTablePiece("a", "Blue", geom.Disc{Center: orb.Point{1, 1}, R: 1}).WithTraits(pSkill.Is(7), pMove.Is(6))}
	ps, err := terrain.NewPieces(in, tbl, tableKeys()...)
	if err != nil {
		t.Fatal(err)
	}
	in[0].Traits[0] = pSkill.Is(2)
	in[0].ID = "z"
	if v, _ := terrain.Get(ps[0], pSkill); v != 7 || ps[0].ID != "a" {
		t.Errorf("NewPieces shares storage: skill %v, id %q", v, ps[0].ID)
	}
	if i, ok := ps.Index("a"); i != 0 || !ok {
		t.Errorf("Index(a) = %d, %v", i, ok)
	}
	if i, ok := ps.Index("z"); ok {
		t.Errorf("Index(z) = %d, %v", i, ok)
	}
	if _, err := terrain.Get(ps[0], pKind); err == nil || err.Error() != `terrain: piece "a": trait "kind" is missing` {
		t.Errorf("Get of a missing trait: %v", err)
	}
}

// Errors are capped like the other loaders': the first MaxErrors, then a
// count; a misspelt trait on every piece of a big file costs no nearest
// spelling once the list is full.
func TestLoadPiecesErrorsCapped(t *testing.T) {
	tbl := onTable(t)
	var ps []string
	for i := range 5000 {
		ps = append(ps, edit(tablePiece, `"a"`, `"p`+strconv.Itoa(i)+`"`, `"move"`, `"mvoe"`))
	}
	data := []byte(piecesFile(ps...))
	_, err := terrain.LoadPieces(data, tbl, tableKeys()...)
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != terrain.DefaultMaxErrors+1 || lines[len(lines)-1] != "terrain: and 9980 more problems" {
		t.Fatalf("%d lines, last %q", len(lines), lines[len(lines)-1])
	}
	_, err = terrain.Limits{MaxErrors: 3}.LoadPieces(data, tbl, tableKeys()...)
	if n := strings.Count(err.Error(), "\n") + 1; n != 4 {
		t.Errorf("MaxErrors 3 gave %d lines", n)
	}
	_, err = terrain.Limits{MaxPieces: 10}.LoadPieces(data, tbl, tableKeys()...)
	if err == nil || err.Error() != "terrain: pieces (pieces): 5000 pieces, at most 10 (Limits.MaxPieces)" {
		t.Errorf("MaxPieces 10: %v", err)
	}
	_, err = terrain.Limits{MaxFileBytes: 100}.LoadPieces(data, tbl, tableKeys()...)
	if err == nil || !strings.Contains(err.Error(), "at most 100 (Limits.MaxFileBytes)") {
		t.Errorf("MaxFileBytes 100: %v", err)
	}
}

// A file loads what it says: a diameter is halved into the radius, a
// facing in degrees or as a vector, a name, traits in their order.
func TestLoadPiecesValues(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	ps, err := terrain.LoadPieces([]byte(`{"unit":"m","pieces":[
		{"id":"a","side":"Blue","name":"Rifles","x":0.5,"y":59.5,"diameter":1,"facing":90,"traits":{"move":6,"skill":7,"kind":"armour"}},
		{"id":"b","side":"Red","x":98,"y":2,"radius":2,"facing":[-3,4],"traits":{"skill":7,"move":6,"elite":true}}]}`), tbl, tableKeys()...)
	if err != nil {
		t.Fatal(err)
	}
	want := terrain.Pieces{
		terrain.NewTablePiece("a", "Blue", geom.Disc{Center: orb.Point{0.5, 59.5}, R: 0.5}).WithName("Rifles").
			WithFacing(geom.Facing{X: 0, Y: 1}).WithTraits(pMove.Is(6), pSkill.Is(7), pKind.Is("armour")),
		terrain.NewTablePiece("b", "Red", geom.Disc{Center: orb.Point{98, 2}, R: 2}).
			WithFacing(geom.Facing{X: -3, Y: 4}).WithTraits(pSkill.Is(7), pMove.Is(6), pElite.Is(true)),
	}
	if diff := cmp.Diff(want, ps); diff != "" {
		t.Errorf("table pieces (-want +got):\n%s", diff)
	}
	hs, err := terrain.LoadPieces([]byte(`{"pieces":[{"id":"B1","side":"Blue","hex":"0101","facing":0,"traits":{"attack":5,"defence":4,"kind":"infantry"}},
		{"id":"B2","side":"Blue","hex":"1008","traits":{"attack":5,"defence":4,"kind":"artillery","range":3}}]}`), hx, hexKeys()...)
	if err != nil {
		t.Fatal(err)
	}
	h1, _ := hx.HexMap.Parse("0101")
	h2, _ := hx.HexMap.Parse("1008")
	wantH := terrain.Pieces{
		terrain.NewHexPiece("B1", "Blue", h1).WithHexFacing(0).WithTraits(pAttack.Is(5), pDefence.Is(4), pKind.Is("infantry")),
		terrain.NewHexPiece("B2", "Blue", h2).WithTraits(pAttack.Is(5), pDefence.Is(4), pKind.Is("artillery"), pRange.Is(3)),
	}
	if diff := cmp.Diff(wantH, hs); diff != "" {
		t.Errorf("hex pieces (-want +got):\n%s", diff)
	}
	if empty, err := terrain.LoadPieces([]byte(`{"pieces":[]}`), hx, hexKeys()...); err != nil || len(empty) != 0 {
		t.Errorf("no pieces: %v %v", empty, err)
	}
}

// SavePieces writes the documented format: degrees when they are exact,
// else the direction; the radius; the unit of the board.
func TestSavePiecesFormat(t *testing.T) {
	tbl, hx := onTable(t), onHexes(t)
	ps := terrain.Pieces{
		terrain.NewTablePiece("a", "Blue", geom.Disc{Center: orb.Point{10, 20}, R: 0.5}).WithFacing(geom.FacingDegrees(135)),
		terrain.NewTablePiece("b", "Red", geom.Disc{Center: orb.Point{12.5, 14}, R: 12.5}).WithFacing(geom.FacingDegrees(30)).WithName("Gun"),
		terrain.NewTablePiece("c", "Red", geom.Disc{Center: orb.Point{3, 4}, R: 1}).WithFacing(geom.Facing{X: 2, Y: 0}).WithTraits(pKind.Is("armour")),
	}
	got, err := terrain.SavePieces(ps, tbl)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "unit": "m",
  "pieces": [
    {"id": "a", "side": "Blue", "x": 10, "y": 20, "radius": 0.5, "facing": 135},
    {"id": "b", "side": "Red", "name": "Gun", "x": 12.5, "y": 14, "radius": 12.5, "facing": 30},
    {"id": "c", "side": "Red", "x": 3, "y": 4, "radius": 1, "facing": [2, 0], "traits": {"kind": "armour"}}
  ]
}
`
	if string(got) != want {
		t.Errorf("SavePieces:\n%s\nwant\n%s", got, want)
	}
	h, _ := hx.HexMap.Parse("0204")
	got, err = terrain.SavePieces(terrain.Pieces{terrain.NewHexPiece("B1", "Blue", h).WithHexFacing(3).WithTraits(pAttack.Is(5))}, hx)
	if err != nil {
		t.Fatal(err)
	}
	want = `{
  "pieces": [
    {"id": "B1", "side": "Blue", "hex": "0204", "facing": 3, "traits": {"attack": 5}}
  ]
}
`
	if string(got) != want {
		t.Errorf("SavePieces on a hex map:\n%s\nwant\n%s", got, want)
	}
	if got, err := terrain.SavePieces(nil, hx); err != nil || string(got) != "{\n  \"pieces\": []\n}\n" {
		t.Errorf("no pieces: %q %v", got, err)
	}
}

// Helpers that set one field, for the cases above.

func withSide(p terrain.Piece, s string) terrain.Piece { p.Side = s; return p }

func withBase(p terrain.Piece, d geom.Disc) terrain.Piece { p.Base = d; return p }

func withHex(p terrain.Piece, h hex.Hex) terrain.Piece { p.Hex = h; return p }

func withFacingOnly(p terrain.Piece, f geom.Facing) terrain.Piece { p.Facing = f; return p }

func withHexFacing(p terrain.Piece, f hex.Facing, has bool) terrain.Piece {
	p.HexFacing, p.HasFacing = f, has
	return p
}

func withID(p terrain.Piece, id string) terrain.Piece { p.ID = id; return p }
