package heavygear

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/terrain"
)

func kinds(fs []Finding, k FindingKind) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Kind == k {
			out = append(out, f)
		}
	}
	return out
}

// HG-S1: pieces per 12 in square, from 1 to 2.
func TestHG_S1_Density(t *testing.T) {
	b := board(t, 36, 12,
		terrain.NewArea("wood", "scrub", rect(4, 4, 8, 8)),
		terrain.NewArea("a", "rocks", rect(25, 1, 27, 3)),
		terrain.NewArea("b", "rocks", rect(29, 5, 31, 7)),
		terrain.NewArea("c", "rocks", rect(33, 9, 35, 11)),
		terrain.NewArea("road-1", Road, rect(12, 0, 14, 12)), // not a piece
	)
	s, err := CheckSetup(b, SetupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Squares) != 3 || s.Squares[0].Pieces != 1 || s.Squares[1].Pieces != 0 || s.Squares[2].Pieces != 3 {
		t.Fatalf("squares %+v", s.Squares)
	}
	few, many := kinds(s.Findings, TooFewPieces), kinds(s.Findings, TooManyPieces)
	if len(few) != 1 || few[0].Square.Min != (orb.Point{12, 0}) || len(many) != 1 || many[0].Square.Min != (orb.Point{24, 0}) {
		t.Errorf("few %v, many %v", few, many)
	}
	if !strings.Contains(few[0].Message, "add terrain") {
		t.Errorf("message %q", few[0].Message)
	}
}

// HG-S1: open corridors longer than 5 in, with where they are.
func TestHG_S1_KillZones(t *testing.T) {
	// A 12 x 12 table with a wall of rocks across it at x 4..8, open at
	// y 10..12: sight along x is cut into 4 in stretches except on top.
	b := board(t, 12, 12, terrain.NewArea("ridge", "rocks", rect(4, 0, 8, 10)))
	s, err := CheckSetup(b, SetupOptions{Directions: 1})
	if err != nil {
		t.Fatal(err)
	}
	z := kinds(s.Findings, KillZone)
	if len(z) != 1 {
		t.Fatalf("kill zones %v", z)
	}
	if z[0].From != (orb.Point{0, 10.5}) || z[0].To != (orb.Point{12, 10.5}) || z[0].Value != 12 || z[0].Width != 2 || z[0].Angle != 0 {
		t.Errorf("zone %+v", z[0])
	}
	if !strings.Contains(z[0].Message, "place a piece near (6 10.5)") {
		t.Errorf("message %q", z[0].Message)
	}
	// Four directions: the vertical lines beside the ridge are open too.
	s, _ = CheckSetup(b, SetupOptions{})
	if n := len(kinds(s.Findings, KillZone)); n < 3 {
		t.Errorf("%d kill zones in 4 directions:\n%v", n, s)
	}
	// A longer limit: none.
	s, _ = CheckSetup(b, SetupOptions{KillZone: 20})
	if n := len(kinds(s.Findings, KillZone)); n != 0 {
		t.Errorf("%d kill zones under a 20 in limit", n)
	}
}

// HG-S1: road widths against the guidance; houses tall enough.
func TestHG_S1_RoadsAndHouses(t *testing.T) {
	b := board(t, 24, 24,
		terrain.NewArea("street", Road, rect(0, 0, 24, 2)),                                      // 2 in: fits a street
		terrain.NewArea("odd", Road, rect(0, 4, 24, 6.5)),                                       // 2.5 in: fits nothing
		terrain.NewArea("lane", Road, rect(0, 8, 24, 10)).WithTraits(RoadKind.Is(OneLane)),      // 2 in: too wide for one lane
		terrain.NewArea("avenue", Road, rect(0, 12, 24, 15.5)).WithTraits(RoadKind.Is(TwoLane)), // 3.5: fine
		terrain.NewLine("track", Road, orb.LineString{{0, 20}, {24, 20}}),                       // no width
		terrain.NewArea("shed", Structure, rect(2, 16, 4, 18)).WithHeight(1),                    // too low
		terrain.NewArea("house", Structure, rect(6, 16, 8, 18)).WithHeight(2.5),
	)
	s, err := CheckSetup(b, SetupOptions{KillZone: 100})
	if err != nil {
		t.Fatal(err)
	}
	roads := kinds(s.Findings, RoadWidth)
	var ids []string
	for _, f := range roads {
		ids = append(ids, b.Feature(f.Feature).ID)
	}
	if strings.Join(ids, ",") != "odd,lane,track" {
		t.Errorf("road findings %v:\n%v", ids, s)
	}
	if roads[1].Value != 2 || !strings.Contains(roads[1].Message, "one-lane road 1 to 1.5 in") {
		t.Errorf("lane %+v", roads[1])
	}
	low := kinds(s.Findings, LowHouse)
	if len(low) != 1 || b.Feature(low[0].Feature).ID != "shed" {
		t.Errorf("houses %v", low)
	}
	if w := StripWidth(rect(0, 0, 30, 3)); w != 3 {
		t.Errorf("strip width %v, want 3", w)
	}
	if _, err := CheckSetup(b, SetupOptions{MinPieces: 3, MaxPieces: 1}); err == nil {
		t.Error("min above max accepted")
	}
}
