package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// CEM-L3: visibility per 5 m or fraction inside a terrain, a linear
// feature once per crossing; SPEC.md's default readings and the options.
func TestCEM_L3_VisibilitySum(t *testing.T) {
	// One wood shaped like a U: a line along y = 0 crosses its two arms.
	twoWoods := []terrain.Feature{terrain.NewArea("wood-1", "wood", geom.Polygon{orb.Ring{
		{10, -10}, {16, -10}, {16, 10}, {14, 10}, {14, -5}, {12, -5}, {12, 10}, {10, 10}, {10, -10}}})}
	cases := []struct {
		name     string
		r        Rules
		fs       []terrain.Feature
		from, to orb.Point
		want     float64
	}{
		{"the seed's line: 0 + 3 + 1 + 2 (the seed says 5)", Rules{}, seedLine(), orb.Point{0, 0}, orb.Point{40, 0}, 6},
		{"field 5 m exactly is one chunk", Rules{}, seedLine(), orb.Point{0, 0}, orb.Point{25, 0}, 1},
		{"field 5.1 m is two", Rules{}, seedLine(), orb.Point{0, 0}, orb.Point{25.1, 0}, 2},
		{"a 5 m diagonal through a field is one chunk",
			Rules{}, []terrain.Feature{terrain.NewArea("field-1", "field", rect(1, -40, 4, 40))},
			orb.Point{-2, -3}, orb.Point{7, 9}, 1},
		{"two stretches of one wood count apart: 2 + 2", Rules{}, twoWoods, orb.Point{0, 0}, orb.Point{20, 0}, 4},
		{"pooled: 4 m is one chunk", Rules{PoolStretches: true}, twoWoods, orb.Point{0, 0}, orb.Point{20, 0}, 2},
		{"whole chunks only: 15 m field is 3, 5 m wood 1", Rules{WholeChunks: true}, seedLine(), orb.Point{0, 0}, orb.Point{40, 0}, 6},
		{"whole chunks only: a 4 m field adds nothing", Rules{WholeChunks: true}, seedLine(), orb.Point{0, 0}, orb.Point{24, 0}, 0},
		{"chunks of 10 m: 2 + 1 + 2", Rules{Chunk: 10}, seedLine(), orb.Point{0, 0}, orb.Point{40, 0}, 5},
		{"a hedge touched, not crossed, adds nothing", Rules{}, seedLine(), orb.Point{35, -20}, orb.Point{35, -10}, 0},
		{"a hedge crossed twice adds twice",
			Rules{}, []terrain.Feature{terrain.NewLine("hedge-1", "hedge", orb.LineString{{10, -10}, {10, 10}, {20, 10}, {20, -10}})},
			orb.Point{0, 0}, orb.Point{30, 0}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, c.r, c.fs...)
			s := sight(t, b, End{At: c.from}, End{At: c.to})
			if s.Score != c.want {
				t.Fatalf("visibility %v, want %v\n%s", s.Score, c.want, s)
			}
		})
	}
}

// CEM-L4: total 0 or 1 seen, 2 or more not; with the seed's line, only
// targets in the open or in the first 5 m of the field are seen.
func TestCEM_L4_SeenAtMostOne(t *testing.T) {
	b := newBoard(t, Rules{}, seedLine()...)
	cases := []struct {
		name string
		x    float64
		vis  float64
		seen bool
	}{
		{"in the open", 15, 0, true},
		{"on the field's edge", 20, 0, true},
		{"in the first 5 m of the field", 25, 1, true},
		{"beyond the first 5 m", 25.5, 2, false},
		{"in the wood beyond the hedge", 35.5, 6, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := sight(t, b, at(0, 0), at(c.x, 0))
			if s.Seen != c.seen || s.Score != c.vis {
				t.Fatalf("seen %v visibility %v, want %v %v\n%s", s.Seen, s.Score, c.seen, c.vis, s)
			}
		})
	}
}

// CEM-L5: a unit that declares it stands at the edge of its obstacle does
// not count that obstacle, for its own fire and for fire against it.
func TestCEM_L5_EdgeOfObstacle(t *testing.T) {
	b := newBoard(t, Rules{}, seedLine()...)
	wood := orb.Point{38, 0}
	cases := []struct {
		name     string
		from, to End
		vis      float64
		seen     bool
	}{
		{"no declaration", End{At: orb.Point{0, 0}}, End{At: wood}, 6, false},
		{"the target in the wood declares: the wood's +2 goes", End{At: orb.Point{0, 0}}, End{At: wood, Edge: true}, 4, false},
		{"the same unit shooting back", End{At: wood, Edge: true}, End{At: orb.Point{0, 0}}, 4, false},
		{"a declaration by the figure in the open exempts nothing", End{At: orb.Point{0, 0}, Edge: true}, End{At: wood}, 6, false},
		{"from beyond the field, declared: 1 + 0", End{At: orb.Point{30, 0}}, End{At: wood, Edge: true}, 2, false},
		{"from the hedge's side", End{At: orb.Point{34, 0}}, End{At: wood, Edge: true}, 2, false},
		{"both in the wood: the declared wood is exempt along the whole line", End{At: orb.Point{35.5, 5}}, End{At: wood, Edge: true}, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := sight(t, b, c.from, c.to)
			if s.Seen != c.seen || s.Score != c.vis {
				t.Fatalf("seen %v visibility %v, want %v %v\n%s", s.Seen, s.Score, c.seen, c.vis, s)
			}
		})
	}
	// Behind a wall: the wall within the edge reach is the figure's own.
	w := newBoard(t, Rules{}, terrain.NewLine("wall-1", "wall", orb.LineString{{50, -10}, {50, 10}}))
	if s := sight(t, w, at(0, 0), End{At: orb.Point{50.5, 0}}); s.Seen {
		t.Fatalf("a wall (visibility 2) crossed, yet seen:\n%s", s)
	}
	if s := sight(t, w, at(0, 0), End{At: orb.Point{50.5, 0}, Edge: true}); !s.Seen {
		t.Fatalf("behind its own wall, declared, not seen:\n%s", s)
	}
	if s := sight(t, w, at(0, 0), End{At: orb.Point{52, 0}, Edge: true}); s.Seen {
		t.Fatalf("2 m from the wall it is not the figure's own:\n%s", s)
	}
	nr := newBoard(t, Rules{EdgeReach: Set(0.0)}, terrain.NewLine("wall-1", "wall", orb.LineString{{50, -10}, {50, 10}}))
	if s := sight(t, nr, at(0, 0), End{At: orb.Point{50.5, 0}, Edge: true}); s.Seen {
		t.Fatalf("with no edge reach, a wall 0.5 m away is not its own:\n%s", s)
	}
}

// CEM-C2: the second crossing of a crest line, or of two crest lines of
// the same height, interrupts the line there; one crossing does not.
func TestCEM_C2_CrestLines(t *testing.T) {
	hill := func(id string, x0, x1, h float64) terrain.Feature {
		return terrain.NewLine(id, "crest", orb.LineString{{x0, -20}, {x1, -20}, {x1, 20}, {x0, 20}, {x0, -20}}).WithHeight(h)
	}
	cases := []struct {
		name     string
		fs       []terrain.Feature
		from, to orb.Point
		seen     bool
		at       orb.Point
		first    string
		second   string
	}{
		{"looking down from a hill: one crossing", []terrain.Feature{hill("a", 10, 30, 3)}, orb.Point{20, 0}, orb.Point{60, 0}, true, orb.Point{}, "", ""},
		{"across a hill: the same line twice", []terrain.Feature{hill("a", 10, 30, 3)}, orb.Point{0, 0}, orb.Point{60, 0}, false, orb.Point{30, 0}, "a", "a"},
		{"onto the far slope: once", []terrain.Feature{hill("a", 10, 30, 3)}, orb.Point{0, 0}, orb.Point{20, 0}, true, orb.Point{}, "", ""},
		{"from one hill to another of the same height", []terrain.Feature{hill("a", 10, 30, 3), hill("b", 50, 70, 3)}, orb.Point{20, 0}, orb.Point{60, 0}, false, orb.Point{50, 0}, "a", "b"},
		{"hills of different heights", []terrain.Feature{hill("a", 10, 30, 3), hill("b", 50, 70, 6)}, orb.Point{20, 0}, orb.Point{60, 0}, true, orb.Point{}, "", ""},
		{"an open crest line crossed once", []terrain.Feature{terrain.NewLine("r", "crest", orb.LineString{{40, -30}, {40, 30}}).WithHeight(3)}, orb.Point{0, 0}, orb.Point{60, 0}, true, orb.Point{}, "", ""},
		{"a line ending on the crest", []terrain.Feature{hill("a", 10, 30, 3)}, orb.Point{0, 0}, orb.Point{30, 0}, true, orb.Point{}, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, Rules{}, c.fs...)
			s := sight(t, b, End{At: c.from}, End{At: c.to})
			if s.Seen != c.seen || s.Blocked == c.seen || s.BlockedPoint != c.at || s.First != c.first || s.Second != c.second {
				t.Fatalf("seen %v at %v %q %q, want %v at %v %q %q\n%s", s.Seen, s.BlockedPoint, s.First, s.Second, c.seen, c.at, c.first, c.second, s)
			}
		})
	}
}

// The seed's scene: the British on the left hill see into the left house
// (neither the house nor its wall counts: the Germans declared the edge)
// and the bridge, but not the right house, behind a crest line of the
// same height as their own hill's (CEM-C2, L5).
func TestCEM_C2_SeedScene(t *testing.T) {
	b, sc := sceneBoard(t)
	cases := []struct {
		name   string
		target Unit
		seen   bool
	}{
		{"left house", sc.LeftHouse, true},
		{"bridge", sc.Bridge, true},
		{"right house", sc.RightHouse, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seen, s, err := b.UnitSees(sc.British, c.target)
			if err != nil {
				t.Fatal(err)
			}
			if seen != c.seen {
				t.Fatalf("seen %v, want %v\n%s", seen, c.seen, s)
			}
			back, _, _ := b.UnitSees(c.target, sc.British)
			if back != seen {
				t.Fatalf("golden rule broken: %v one way, %v the other", seen, back)
			}
		})
	}
	s := sight(t, b, End{At: sc.British.Figures[0].At}, End{At: sc.RightHouse.Figures[0].At})
	if !s.Blocked || s.First != "left-hill" || s.Second != "right-hill" || s.BlockedPoint[0] != 140 {
		t.Fatalf("right house: want interrupted at the right hill's crest (x = 140)\n%s", s)
	}
	lh := sc.LeftHouse
	lh.Edge = false
	if seen, _, _ := b.UnitSees(sc.British, lh); seen {
		t.Fatal("without the edge declaration the wall and the house hide the Germans")
	}
}
