package skirmish

import (
	"math"
	"testing"
)

// The cover reading (not from the seed): the target has cover when every
// clear sight line crosses cover terrain within near of its base.
func TestCover(t *testing.T) {
	a, b := disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)
	for _, c := range []struct {
		name   string
		pieces []Piece
		models []Model
		near   float64
		want   CoverLevel
		seen   bool
	}{
		{"open ground", nil, nil, 1, NoCover, true},
		{"hedge in front of the target", []Piece{piece("hedge", hedge, 1, rect(8.8, -2, 9.2, 2))}, nil, 1, Light, true},
		{"low wall in front", []Piece{piece("wall", wall, 0.5, rect(8.8, -2, 9.2, 2))}, nil, 1, Heavy, true},
		{"hedge too far from the target", []Piece{piece("hedge", hedge, 1, rect(5, -2, 5.5, 2))}, nil, 1, NoCover, true},
		{"hedge far, but near is 5", []Piece{piece("hedge", hedge, 1, rect(5, -2, 5.5, 2))}, nil, 5, Light, true},
		{"hedge exactly 1 in from the base", []Piece{piece("hedge", hedge, 1, rect(8, -2, 8.5, 2))}, nil, 1, Light, true},
		{"hedge covering half the corridor", []Piece{piece("hedge", hedge, 1, rect(8.8, 0, 9.2, 2))}, nil, 1, NoCover, true},
		{"hedge and wall overlapping", []Piece{piece("hedge", hedge, 1, rect(8.8, -0.1, 9.2, 2)), piece("wall", wall, 0.5, rect(8.8, -2, 9.2, 0))}, nil, 1, Light, true},
		{"a line along the seam of hedge and wall crosses neither", []Piece{piece("hedge", hedge, 1, rect(8.8, 0, 9.2, 2)), piece("wall", wall, 0.5, rect(8.8, -2, 9.2, 0))}, nil, 1, NoCover, true},
		{"standing in a wood", []Piece{piece("wood", wood, 3, rect(9, -1, 11, 1))}, nil, 1, Light, true},
		{"clear lines only through the hedge's gap", []Piece{piece("hedge", hedge, 1, rect(8.8, -2, 9.2, 2)), piece("house", building, 3, rect(4, -3, 6, -0.2))}, nil, 1, Light, true},
		{"not seen: no cover to speak of", []Piece{piece("house", building, 3, rect(4, -3, 6, 3)), piece("hedge", hedge, 1, rect(8.8, -2, 9.2, 2))}, nil, 1, NoCover, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := mustTable(t, append([]Model{a, b}, c.models...), c.pieces, Rules{})
			got, err := tb.Cover("a", "b", c.near)
			if err != nil {
				t.Fatal(err)
			}
			if got.Level != c.want || got.Sight.Seen != c.seen {
				t.Errorf("Cover = %v (seen %v), want %v (seen %v)", got.Level, got.Sight.Seen, c.want, c.seen)
			}
		})
	}
	tb := mustTable(t, []Model{a, b}, nil, Rules{})
	for _, near := range []float64{-1, math.NaN(), math.Inf(1)} {
		if _, err := tb.Cover("a", "b", near); err == nil {
			t.Errorf("Cover(near %g): want an error", near)
		}
	}
	if c, _ := tb.Cover("a", "a", 1); !c.Sight.Self || c.Level != NoCover {
		t.Errorf("Cover of itself = %+v", c)
	}
}
