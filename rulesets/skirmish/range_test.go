package skirmish

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
)

// SKR-R1: range is measured base edge to base edge, in range when that
// distance is <= the range; "within X" when some part of the base is
// within X.
func TestSKR_R1_RangeEdgeToEdge(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b Model
		rng  float64
		want bool
	}{
		{"exactly at range", disc("a", 0, 0, 0.5, 1), disc("b", 7.5, 0, 1, 1), 6, true},
		{"a hair beyond range", disc("a", 0, 0, 0.5, 1), disc("b", math.Nextafter(7.5, 8), 0, 1, 1), 6, false},
		{"exactly at range on a diagonal", disc("a", 0, 0, 1, 1), disc("b", 6, 8, 1, 1), 8, true},
		{"just inside on a diagonal", disc("a", 0, 0, 1, 1), disc("b", 6, 8, 1, 1), math.Nextafter(8, 0), false},
		{"centre distance is not range", disc("a", 0, 0, 0.5, 1), disc("b", 7.5, 0, 1, 1), 7.5, true},
		{"touching bases, range 0", disc("a", 0, 0, 1, 1), disc("b", 2, 0, 1, 1), 0, true},
		{"overlapping bases", disc("a", 0, 0, 1, 1), disc("b", 1, 0, 1, 1), 0, true},
		{"30 mm and 50 mm bases 5.9 in apart edge to edge", NewModel("a", orb.Point{0, 0}, Base30, 1), NewModel("b", orb.Point{5.9 + BaseRadius(30) + BaseRadius(50), 0}, Base50, 1), 6, true},
		{"30 mm bases 6.1 in apart edge to edge", NewModel("a", orb.Point{0, 0}, Base30, 1), NewModel("b", orb.Point{6.1 + 2*BaseRadius(30), 0}, Base30, 1), 6, false},
		{"negative range", disc("a", 0, 0, 1, 1), disc("b", 1, 0, 1, 1), -1, false},
		{"NaN range", disc("a", 0, 0, 1, 1), disc("b", 1, 0, 1, 1), math.NaN(), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := InRange(c.a, c.b, c.rng); got != c.want {
				t.Errorf("InRange = %v, want %v (distance %g)", got, c.want, Distance(c.a, c.b))
			}
			if got := Within(c.b, c.rng, c.a); got != c.want {
				t.Errorf("Within = %v, want %v", got, c.want)
			}
		})
	}
}

// SKR-R1: "within X" of a terrain piece or a line: some part of the base.
func TestSKR_R1_WithinPieceAndLine(t *testing.T) {
	wood := piece("wood", wood, 0, rect(0, 0, 4, 4))
	for _, c := range []struct {
		name string
		m    Model
		x    float64
		want bool
	}{
		{"standing in it", disc("m", 2, 2, 0.5, 1), 0, true},
		{"base overlapping the edge", disc("m", 4.2, 2, 0.5, 1), 0, true},
		{"base edge exactly 1 in from the edge", disc("m", 5.5, 2, 0.5, 1), 1, true},
		{"base edge a hair more than 1 in away", disc("m", math.Nextafter(5.5, 6), 2, 0.5, 1), 1, false},
		{"exactly 4.5 in from a corner", disc("m", 7, 8, 0.5, 1), 4.5, true},
		{"a hair more than X from a corner", disc("m", 7, 8, 0.5, 1), math.Nextafter(4.5, 0), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := WithinPiece(c.m, c.x, wood); got != c.want {
				t.Errorf("WithinPiece = %v, want %v", got, c.want)
			}
		})
	}
	line := rect(0, 0, 1, 1)[0][:2]
	if !WithinSegment(disc("m", 0.5, 2, 0.5, 1), 1.5, segOf(line)) || WithinSegment(disc("m", 0.5, 3, 0.5, 1), 1.5, segOf(line)) {
		t.Error("WithinSegment: want within 1.5 of the line at y=0 from y=2 but not from y=3")
	}
}

// SKR-R2: range is always top-down, vantage points included: a model on a
// roof of Ht 3 exactly 6 in from a target across the table is in range 6,
// though the 3D distance is more.
func TestSKR_R2_TopDownEvenFromVantage(t *testing.T) {
	house := piece("house", building, 3, rect(-2, -2, 2, 2))
	a := disc("a", 0, 0, 0.5, 1).Standing("house")
	b := disc("b", 7.5, 0, 1, 1)
	tb := mustTable(t, []Model{a, b}, []Piece{house}, Rules{})
	ma, _ := tb.Model("a")
	top, _ := tb.Top("a")
	if top != 4 || !tb.OnVantage("a") {
		t.Fatalf("model on the roof: top %g, on vantage %v; want 4, true", top, tb.OnVantage("a"))
	}
	for _, c := range []struct {
		name string
		rng  float64
		want bool
	}{{"range 6: in", 6, true}, {"range just under 6: out", math.Nextafter(6, 0), false}} {
		t.Run(c.name, func(t *testing.T) {
			if got := InRange(ma, b, c.rng); got != c.want {
				t.Errorf("InRange(%g) = %v, want %v", c.rng, got, c.want)
			}
			if got := InRange(b, ma, c.rng); got != c.want {
				t.Errorf("reverse InRange(%g) = %v, want %v", c.rng, got, c.want)
			}
		})
	}
	if d := Distance(ma, b); d != 6 {
		t.Errorf("Distance = %g, want 6 (top-down)", d)
	}
}
