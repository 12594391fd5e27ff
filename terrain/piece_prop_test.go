package terrain_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// genPieceKeys are the keys of generated pieces: move on every piece, the
// others optional.
func genPieceKeys() []terrain.TraitKey {
	return []terrain.TraitKey{pMove, terrain.Optional(pSkill), terrain.Optional(pElite),
		terrain.Optional(terrain.Enum("kind", "infantry", "armour", "é \"q\"\u2028"))}
}

// genPieceCommon draws what pieces of both spaces have: an ID unique by
// its index, a side, maybe a name, and traits of genPieceKeys.
func genPieceCommon(t *rapid.T, i int) terrain.Piece {
	p := terrain.Piece{
		ID:   fmt.Sprintf("%s-%d", rapid.StringN(0, 8, 32).Draw(t, "id"), i),
		Side: rapid.SampledFrom([]string{"Blue", "Red", "vert <&>", "紅"}).Draw(t, "side"),
	}
	if rapid.Bool().Draw(t, "named") {
		p.Name = rapid.StringN(1, 20, 64).Draw(t, "name")
	}
	var ts []terrain.Trait
	if rapid.Bool().Draw(t, "skill") {
		ts = append(ts, pSkill.Is(float64(rapid.IntRange(2, 12).Draw(t, "skillv"))))
	}
	ts = append(ts, pMove.Is(rapid.Float64Range(-1e6, 1e6).Draw(t, "move")))
	if rapid.Bool().Draw(t, "elite") {
		ts = append(ts, pElite.Is(rapid.Bool().Draw(t, "elitev")))
	}
	if rapid.Bool().Draw(t, "kind") {
		ts = append(ts, terrain.Trait{Name: "kind", Value: terrain.EnumValue(rapid.SampledFrom([]string{"infantry", "armour", "é \"q\"\u2028"}).Draw(t, "kindv"))})
	}
	// Any order: the files keep it.
	for k := len(ts) - 1; k > 0; k-- {
		j := rapid.IntRange(0, k).Draw(t, "swap")
		ts[k], ts[j] = ts[j], ts[k]
	}
	p.Traits = ts
	return p
}

// genTableFacing draws a facing in degrees (whole, fractional) or as any
// direction vector.
func genTableFacing(t *rapid.T) geom.Facing {
	switch rapid.IntRange(0, 3).Draw(t, "facingkind") {
	case 0:
		return geom.FacingDegrees(float64(rapid.IntRange(-360, 360).Draw(t, "deg")))
	case 1:
		return geom.FacingDegrees(rapid.Float64Range(-360, 360).Draw(t, "degf"))
	case 2:
		return geom.Facing{X: float64(rapid.IntRange(-5, 5).Draw(t, "fx")), Y: float64(rapid.IntRange(1, 5).Draw(t, "fy"))}
	}
	for {
		f := geom.Facing{X: rapid.Float64Range(-1e6, 1e6).Draw(t, "fx"), Y: rapid.Float64Range(-1e6, 1e6).Draw(t, "fy")}
		if f.Valid() {
			return f
		}
	}
}

func genTablePieces(t *rapid.T, b *terrain.Board) terrain.Pieces {
	ps := make(terrain.Pieces, rapid.IntRange(0, 6).Draw(t, "npieces"))
	for i := range ps {
		p := genPieceCommon(t, i)
		r := rapid.SampledFrom([]float64{0.5, 12.5, 1e-300, 0}).Draw(t, "r")
		if r == 0 {
			r = rapid.Float64Range(1e-3, 30).Draw(t, "rf")
		}
		// A base lies wholly on the board, its rim touching the edge or not.
		p.Base = geom.Disc{Center: genBoardPoint(t, "centre"), R: r}
		if rapid.Bool().Draw(t, "at-edge") {
			p.Base.Center = orb.Point{r, 30}
		}
		if !p.Base.InsideBound(b.Extent()) {
			p.Base.Center = orb.Point{50, 30}
		}
		if rapid.Bool().Draw(t, "faces") {
			p = p.WithFacing(genTableFacing(t))
		}
		ps[i] = p
	}
	return ps
}

func genHexPieces(t *rapid.T, d terrain.HexMapData) terrain.Pieces {
	ps := make(terrain.Pieces, rapid.IntRange(0, 6).Draw(t, "npieces"))
	for i := range ps {
		p := genPieceCommon(t, i)
		o := hex.Offset{Col: d.Origin.Col + rapid.IntRange(0, d.Cols-1).Draw(t, "col"), Row: d.Origin.Row + rapid.IntRange(0, d.Rows-1).Draw(t, "row")}
		p.Hex = d.Labels.Offset.ToHex(o)
		if rapid.Bool().Draw(t, "faces") {
			p = p.WithHexFacing(hex.Facing(rapid.IntRange(-12, 23).Draw(t, "facing")))
		}
		ps[i] = p
	}
	return ps
}

// Property: valid pieces on a generated board or hex map survive
// NewPieces, and LoadPieces(SavePieces(ps)) gives them back equal, with
// SavePieces stable on the result.
func TestPiecesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var on terrain.PiecesFor
		var ps terrain.Pieces
		if rapid.Bool().Draw(t, "table") {
			b, err := terrain.NewBoard(genBoardData(t, 2))
			if err != nil {
				t.Fatal(err)
			}
			on, ps = terrain.PiecesFor{Board: b}, genTablePieces(t, b)
		} else {
			d := genHexMapData(t)
			m, err := terrain.NewHexMap(d)
			if err != nil {
				t.Fatal(err)
			}
			on, ps = terrain.PiecesFor{HexMap: m}, genHexPieces(t, d)
		}
		keys := genPieceKeys()
		built, err := terrain.NewPieces(ps, on, keys...)
		if err != nil {
			t.Fatalf("NewPieces: %v", err)
		}
		js, err := terrain.SavePieces(built, on)
		if err != nil {
			t.Fatalf("SavePieces: %v", err)
		}
		loaded, err := terrain.LoadPieces(js, on, keys...)
		if err != nil {
			t.Fatalf("LoadPieces(SavePieces()): %v\n%s", err, js)
		}
		if len(ps) == 0 && len(loaded) == 0 {
			return
		}
		if diff := cmp.Diff(ps, loaded); diff != "" {
			t.Fatalf("LoadPieces(SavePieces()) differs (-want +got):\n%s\n%s", diff, js)
		}
		js2, err := terrain.SavePieces(loaded, on)
		if err != nil || string(js2) != string(js) {
			t.Fatalf("SavePieces is not stable: %v\n%s\n%s", err, js, js2)
		}
	})
}

// Property: a facing in degrees saves as the degrees whenever they give
// it back exactly, and always loads back the same vector.
func TestTableFacingRoundTrip(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "in"})
	if err != nil {
		t.Fatal(err)
	}
	on := terrain.PiecesFor{Board: b}
	rapid.Check(t, func(t *rapid.T) {
		f := genTableFacing(t)
		ps := terrain.Pieces{terrain.NewTablePiece("a", "b", geom.Disc{Center: orb.Point{1, 1}, R: 1}).WithFacing(f)}
		js, err := terrain.SavePieces(ps, on)
		if err != nil {
			t.Fatal(err)
		}
		got, err := terrain.LoadPieces(js, on)
		if err != nil {
			t.Fatalf("%v\n%s", err, js)
		}
		if g := got[0].Facing; g != f || math.Signbit(g.X) != math.Signbit(f.X) && f.X != 0 {
			t.Fatalf("facing %v loads as %v\n%s", f, g, js)
		}
	})
}
