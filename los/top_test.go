package los_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Sight reads a feature's top as terrain documents it, its elevation
// plus its height: a wood of height 3 on a hill of elevation 2 (both
// strips across the table, the wood inside the hill) reaches 5, and a
// line from 5.5 to 2.5 above the table, at about 4.3 to 3.7 over the
// wood, is blocked by it, under HeightBlock and as an Opaque area of
// base-to-base sight alike; a line over both at 6 is not. A hill with no
// height tops out at its elevation.
func TestSightReadsFeatureTop(t *testing.T) {
	hill := terrain.NewArea("hill", "hill", rect(18, 0, 30, 48)).WithElevation(2)
	wood := terrain.NewArea("wood", "wood", rect(20, 0, 28, 48)).WithElevation(2).WithHeight(3)
	b, err := terrain.NewBoard(terrain.BoardData{Unit: "in", Extent: orb.Bound{Max: orb.Point{48, 48}},
		Types: []terrain.Type{terrain.NewType("hill"), terrain.NewType("wood")}, Features: []terrain.Feature{hill, wood}})
	if err != nil {
		t.Fatal(err)
	}
	tr := los.NewTracer(b)
	s := geom.Segment{A: orb.Point{2, 24}, B: orb.Point{46, 24}}
	for _, c := range []struct {
		name     string
		feature  int
		from, to float64
		seen     bool
	}{
		{"under the wood's top", 1, 5.5, 2.5, false},
		{"over the wood's top", 1, 6, 6, true},
		{"level with the top, level line", 1, 5, 5, false},
		{"through the hill", 0, 1, 1, false},
		{"over the hill", 0, 3, 3, true},
	} {
		for _, back := range []bool{false, true} {
			seg, from, to := s, c.from, c.to
			if back {
				seg, from, to = geom.Segment{A: s.B, B: s.A}, c.to, c.from
			}
			v, err := los.Judge(tr, seg, from, to, &los.HeightBlock{Blocks: func(i int) bool { return i == c.feature }})
			if err != nil {
				t.Fatal(err)
			}
			if v.Seen != c.seen {
				t.Errorf("HeightBlock, %s (back %v): seen %v, want %v", c.name, back, v.Seen, c.seen)
			}
			var w los.BaseSolver
			bv, err := w.Judge(&los.BaseSight{From: geom.Disc{Center: seg.A, R: 0.5}, To: geom.Disc{Center: seg.B, R: 0.5},
				FromHeight: from, ToHeight: to, Board: b, Diagonal: true, Opaque: func(i int) bool { return i == c.feature }})
			if err != nil {
				t.Fatal(err)
			}
			if bv.Seen != c.seen {
				t.Errorf("BaseSight Opaque, %s (back %v): seen %v (%v), want %v", c.name, back, bv.Seen, bv.Reason, c.seen)
			}
		}
	}
	for _, c := range []struct {
		c   los.Crossing
		top float64
		ok  bool
	}{
		{los.Crossing{}, 0, false},
		{los.Crossing{Height: 3, HasHeight: true}, 3, true},
		{los.Crossing{Elevation: 2, HasElevation: true}, 2, true},
		{los.Crossing{Height: 3, HasHeight: true, Elevation: 2, HasElevation: true}, 5, true},
		{los.Crossing{Height: 3, Elevation: 2}, 0, false},
	} {
		if top, ok := c.c.Top(); top != c.top || ok != c.ok {
			t.Errorf("%+v: top %v %v, want %v %v", c.c, top, ok, c.top, c.ok)
		}
	}
	if _, ok := (*los.Crossing)(nil).Top(); ok {
		t.Error("a nil crossing has a top")
	}
}
