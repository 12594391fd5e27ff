package advise_test

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/geom/hex"
)

func TestEndFacing(t *testing.T) {
	a, b := hex.Hex{}, hex.Hex{Q: 1}
	ms := []advise.Move[hex.Hex]{{To: a, Path: []hex.Hex{a}}, {To: b, Left: 1, Path: []hex.Hex{a, b}}}
	got, err := advise.EndFacing(ms, func(to hex.Hex) []hex.Facing {
		if to == b {
			return []hex.Facing{0, 6}
		}
		return []hex.Facing{3}
	})
	if err != nil {
		t.Fatal(err)
	}
	type F = advise.Faced[hex.Hex, hex.Facing]
	want := []advise.Move[F]{
		{To: F{a, 3}, Path: []F{{a, 3}}},
		{To: F{b, 0}, Left: 1, Path: []F{{a, 0}, {b, 0}}},
		{To: F{b, 6}, Left: 1, Path: []F{{a, 6}, {b, 6}}},
	}
	if !slices.EqualFunc(got, want, func(x, y advise.Move[F]) bool {
		return x.To == y.To && x.Left == y.Left && slices.Equal(x.Path, y.Path)
	}) {
		t.Errorf("EndFacing = %v, want %v", got, want)
	}
	if got, err := advise.EndFacing[hex.Hex, hex.Facing](ms, nil); got != nil || err != nil {
		t.Errorf("nil facings kept moves: %v, %v", got, err)
	}
	if got, err := advise.EveryFacing([]hex.Hex{a, b}, []hex.Facing{0, 1}); err != nil || !slices.Equal(got, []F{{a, 0}, {a, 1}, {b, 0}, {b, 1}}) {
		t.Errorf("EveryFacing = %v, %v", got, err)
	}
	if s := (F{b, 2}).String(); s != "(1,0) facing "+hex.Facing(2).String() {
		t.Errorf("String = %q", s)
	}
}
