package skirmish

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Hostile input: a caller that changes what it gave or what it was given
// changes nothing in the table; NaN, Inf and nil get errors, not panics.
func TestHostileInput(t *testing.T) {
	t.Run("caller changes its ring after NewTable", func(t *testing.T) {
		ms := []Model{disc("a", 0, 0, 0.5, 1), disc("t", 6, 0, 0.5, 1)}
		ps := []Piece{piece("wall", wall, 5, rect(3, -5, 3.3, 5))}
		tb := mustTable(t, ms, ps, Rules{})
		before := mustLoS(t, tb, "a", "t").Seen
		for i := range ps[0].Footprint[0] {
			ps[0].Footprint[0][i] = orb.Point{100, 100}
		}
		ps[0].Type.Traits[0] = terrain.Flag("other").Is(true)
		if after := mustLoS(t, tb, "a", "t").Seen; after != before || before {
			t.Errorf("seen %v then %v, want false both times", before, after)
		}
	})
	t.Run("caller changes what Pieces and Piece return", func(t *testing.T) {
		tb := mustTable(t, []Model{disc("a", 0, 0, 0.5, 1), disc("t", 6, 0, 0.5, 1)}, []Piece{piece("wall", wall, 5, rect(3, -5, 3.3, 5))}, Rules{})
		tb.Pieces()[0].Footprint[0][0] = orb.Point{-50, -50}
		p, _ := tb.Piece("wall")
		p.Footprint[0][1] = orb.Point{-50, -50}
		if got, _ := tb.Piece("wall"); got.Footprint[0][0] != (orb.Point{3, -5}) || got.Footprint[0][1] != (orb.Point{3.3, -5}) {
			t.Errorf("footprint changed: %v", got.Footprint)
		}
	})
	bad := []struct {
		name   string
		models []Model
		pieces []Piece
	}{
		{"NaN centre", []Model{{ID: "a", Base: geom.Disc{Center: orb.Point{math.NaN(), 0}, R: 1}}}, nil},
		{"Inf radius", []Model{{ID: "a", Base: geom.Disc{R: math.Inf(1)}}}, nil},
		{"NaN Ht", []Model{{ID: "a", Base: geom.Disc{R: 1}, Ht: math.NaN()}}, nil},
		{"Inf Ht", []Model{{ID: "a", Base: geom.Disc{R: 1}, Ht: math.Inf(1)}}, nil},
		{"nil footprint", nil, []Piece{{ID: "p", Type: wall}}},
		{"NaN piece Ht", nil, []Piece{{ID: "p", Footprint: rect(0, 0, 1, 1), Ht: math.NaN(), Type: wall}}},
		{"NaN vertex", nil, []Piece{{ID: "p", Footprint: geom.Polygon{orb.Ring{{0, 0}, {math.NaN(), 0}, {1, 1}, {0, 0}}}, Type: wall}}},
		{"model on an unknown piece", []Model{disc("a", 0, 0, 1, 1).Standing("nowhere")}, nil},
		{"empty IDs", []Model{{Base: geom.Disc{R: 1}}}, []Piece{{Footprint: rect(0, 0, 1, 1)}}},
	}
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			if _, err := NewTable(c.models, c.pieces, Rules{}); err == nil {
				t.Error("accepted")
			}
		})
	}
	t.Run("empty table and unknown models", func(t *testing.T) {
		tb := mustTable(t, nil, nil, Rules{})
		if _, err := tb.LoS("a", "b"); err == nil {
			t.Error("unknown models accepted")
		}
	})
	t.Run("LoS allocates a bounded amount", func(t *testing.T) {
		tb := mustTable(t, []Model{disc("a", 0, 0, 0.5, 1), disc("t", 6, 0, 0.5, 1)}, []Piece{piece("wall", wall, 5, rect(3, -5, 3.3, 5))}, Rules{})
		if n := testing.AllocsPerRun(20, func() { _, _ = tb.LoS("a", "t") }); n > 20 {
			t.Errorf("LoS allocates %v times, want at most 20", n)
		}
	})
}

// Issue 33 (found by the sweep): every accessor of a nil Table
// dereferenced it; now each gives an error or its documented empty answer.
func TestIssue33NilTable(t *testing.T) {
	var tb *Table
	if tb.Rules() != (Rules{}) || tb.Models() != nil || tb.Pieces() != nil || tb.OnVantage("a") || tb.Diagonal("a", "b") {
		t.Error("a nil Table answered something")
	}
	if _, ok := tb.Model("a"); ok {
		t.Error("Model")
	}
	if _, ok := tb.Piece("a"); ok {
		t.Error("Piece")
	}
	if _, ok := tb.Top("a"); ok {
		t.Error("Top")
	}
	if _, err := tb.LoS("a", "b"); err == nil {
		t.Error("LoS: no error")
	}
	if _, err := tb.Cover("a", "b", 1); err == nil {
		t.Error("Cover: no error")
	}
}

// Issue 33: a model of Ht 1e308 on a piece of Ht 1e308 has an infinite
// top; the table accepted it and every sight question then failed in los.
func TestIssue33InfiniteTop(t *testing.T) {
	roof := piece("roof", terrain.NewType("roof", Opaque.Is(true)), 1e308, rect(9, -2, 12, 2))
	m := disc("m", 10, 0, 0.5, 1e308).Standing("roof")
	if _, err := NewTable([]Model{m}, []Piece{roof}, Rules{}); err == nil || !strings.Contains(err.Error(), "top") {
		t.Errorf("NewTable: %v", err)
	}
}

// Issue 33: IDs that are not valid UTF-8 were accepted by NewTable, as
// the loaders would not accept them.
func TestIssue33TableText(t *testing.T) {
	wall := piece("w", terrain.NewType("wall", Opaque.Is(true)), 1, rect(4, -2, 5, 2))
	badPiece := piece("w\xff", terrain.NewType("wall", Opaque.Is(true)), 1, rect(4, -2, 5, 2))
	for _, c := range []struct {
		ms []Model
		ps []Piece
	}{
		{[]Model{disc("a\xff", 0, 0, 0.5, 1)}, nil},
		{[]Model{disc("a", 0, 0, 0.5, 1)}, []Piece{badPiece}},
		{[]Model{disc("a", 4.5, 0, 0.2, 1).Standing("w\xff")}, []Piece{wall}},
	} {
		if _, err := NewTable(c.ms, c.ps, Rules{}); err == nil {
			t.Errorf("NewTable(%v, %v): no error", c.ms, c.ps)
		}
	}
}

// Issue 33: NewTable reported every problem: a table of a million models
// without IDs built a million errors. It reports the first 20 and counts
// the rest.
func TestIssue33NewTableErrorsCapped(t *testing.T) {
	ms := make([]Model, 1000)
	_, err := NewTable(ms, nil, Rules{})
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	if n := strings.Count(msg, "\n"); n > 40 || !strings.HasSuffix(msg, "more problems") {
		t.Errorf("%d lines, ending %q", n+1, msg[max(0, len(msg)-60):])
	}
}
