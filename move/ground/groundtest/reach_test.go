package groundtest_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
)

// skirmish is a 24 × 24 in table: a house (impassable), a wall
// (impassable), a wood (2 MP an inch), a hedge (+1 to cross) and a hill.
func skirmish(t *testing.T, opt ground.Options) *ground.Ground {
	t.Helper()
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{24, 24}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("house"), terrain.NewType("wall"), terrain.NewType("wood"),
			terrain.NewType("hedge"), terrain.NewType("hill")},
		Features: []terrain.Feature{
			terrain.NewArea("house-1", "house", geom.Polygon{{{8, 8}, {12, 8}, {12, 11}, {8, 11}, {8, 8}}}),
			terrain.NewLine("wall-1", "wall", orb.LineString{{14, 4}, {14, 16}}),
			terrain.NewArea("wood-1", "wood", geom.Polygon{{{2, 14}, {7, 13}, {8, 18}, {3, 19}, {2, 14}}}),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{16, 18}, {22, 18}}),
			terrain.NewArea("hill-1", "hill", geom.Polygon{{{16, 2}, {22, 2}, {22, 8}, {16, 8}, {16, 2}}}).WithElevation(1),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	rates := ground.RateTable{
		"house": {"": {Impassable: true}}, "wall": {"": {Impassable: true}},
		"wood": {"": {PerUnit: 2}}, "hedge": {"": {Crossing: 1}}, "hill": {"": {PerUnit: 1}},
	}
	opt.Open = 1
	g, err := ground.New(b, rates.Rate, opt)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestCheckReach(t *testing.T) {
	for _, opt := range []ground.Options{
		{},
		{Clearance: 0.5},
		{Clearance: 0.5, Rounding: ground.PerUnitOrFraction},
		{Clearance: 0.5, Climb: terrain.Climb{PerRise: 1, PerDrop: 0.5}},
	} {
		g := skirmish(t, opt)
		cfg := groundtest.ReachConfig{Lattice: ground.Lattice{Spacing: 0.5}, Steiner: 1, Allowance: 6, Cases: 4}
		if err := groundtest.CheckReach(g, cfg); err != nil {
			t.Errorf("%+v: %v", opt, err)
		}
	}
	// Defaults: a fiftieth of the board, a quarter of it to move.
	if err := groundtest.CheckReach(skirmish(t, ground.Options{Clearance: 0.5}), groundtest.ReachConfig{Cases: 2}); err != nil {
		t.Error(err)
	}
	// A base too big for the table reaches nothing: the law tested
	// nothing, which fails.
	wantErr(t, groundtest.CheckReach(skirmish(t, ground.Options{Clearance: 13}), groundtest.ReachConfig{Cases: 2}), "tested nothing")
	wantErr(t, groundtest.CheckReach(nil, groundtest.ReachConfig{}), "nil ground")
	// A replayable failure names its seed.
	bad := groundtest.ReachConfig{Lattice: ground.Lattice{Spacing: -1}, Cases: 1, Seed: 7}
	wantErr(t, groundtest.CheckReach(skirmish(t, ground.Options{}), bad), "Seed: 7")
}

// The clearance laws catch what they should, by geom alone.
func TestCheckPathAndPlaceClear(t *testing.T) {
	point, base := skirmish(t, ground.Options{}), skirmish(t, ground.Options{Clearance: 0.5})
	for _, tc := range []struct {
		name string
		g    *ground.Ground
		path orb.LineString
		want string // "" for clear
	}{
		{"through the house", point, orb.LineString{{6, 9}, {14, 9}}, "enters"},
		{"along the house's wall", point, orb.LineString{{6, 8}, {13, 8}}, ""},
		{"across the wall", point, orb.LineString{{13, 10}, {15, 10}}, "crosses"},
		{"round the wall's end", point, orb.LineString{{13, 10}, {14, 17}, {15, 10}}, ""},
		{"a base skirting the house too close", base, orb.LineString{{6, 7.75}, {13, 7.75}}, "takes the base over"},
		{"a base skirting the house, rim on it", base, orb.LineString{{6, 7.5}, {13, 7.5}}, ""},
		{"a base touching the wall", base, orb.LineString{{13.5, 10}, {13.5, 12}}, ""},
		{"a base over the wall", base, orb.LineString{{13.6, 10}, {13.6, 12}}, "takes the base over"},
		{"a base off the board", base, orb.LineString{{1, 1}, {0.25, 1}}, "hangs over"},
	} {
		err := groundtest.CheckPathClear(tc.g, tc.path)
		if tc.want == "" && err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		if tc.want != "" {
			wantErr(t, err, tc.want)
		}
	}
	if err := groundtest.CheckPlaceClear(base, orb.Point{7.5, 9}); err != nil {
		t.Errorf("touching the house: %v", err)
	}
	wantErr(t, groundtest.CheckPlaceClear(base, orb.Point{7.6, 9}), "overlaps house")
	wantErr(t, groundtest.CheckPlaceClear(base, orb.Point{14.4, 9}), "overlaps wall")
	wantErr(t, groundtest.CheckPlaceClear(point, orb.Point{10, 9}), "overlaps house")
	wantErr(t, groundtest.CheckPlaceClear(nil, orb.Point{}), "nil ground")
	wantErr(t, groundtest.CheckPathClear(nil, nil), "nil ground")
	// A place of a Reach passes its laws one by one too.
	res, err := base.Reach(nil, orb.Point{4, 9}, 8, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
	if err != nil || len(res.Places) == 0 {
		t.Fatal(err, len(res.Places))
	}
	for i := range res.Places {
		if err := groundtest.CheckReachPlace(base, res, i, 1, 0); err != nil {
			t.Fatal(err)
		}
	}
	wantErr(t, groundtest.CheckReachPlace(base, res, len(res.Places), 1, 0), "no place")
}
