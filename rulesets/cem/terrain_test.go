package cem

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/terrain"
)

// CEM-T1: every terrain has the four numbers, and the seed's values are
// pinned in the sample table.
func TestCEM_T1_FourTraits(t *testing.T) {
	pinned := map[string]float64{"open": 0, "field": 1, "hedge": 1, "wood": 2}
	for _, ty := range Types() {
		if ty.Name == "crest" {
			if v, err := terrain.Get(ty, Crest); err != nil || !v {
				t.Errorf("crest: %v %v", v, err)
			}
			continue
		}
		for _, k := range []terrain.Key[float64]{Difficulty, Visibility, Cover, Resistance} {
			if _, err := terrain.Get(ty, k); err != nil {
				t.Error(err)
			}
		}
		if want, ok := pinned[ty.Name]; ok {
			if v, _ := terrain.Get(ty, Visibility); v != want {
				t.Errorf("%s visibility %v, the seed gives %v", ty.Name, v, want)
			}
		}
	}
	if d, _ := terrain.Get(Types()[0], Difficulty); d != 1 {
		t.Errorf("open difficulty %v, want 1", d)
	}

	cases := []struct {
		name string
		typ  terrain.Type
		f    terrain.Feature
		want string
	}{
		{"missing cover", terrain.NewType("scrub", Difficulty.Is(1), Visibility.Is(1), Resistance.Is(0)),
			terrain.NewArea("s", "scrub", rect(0, 0, 5, 5)), `trait "cover" is missing`},
		{"negative visibility", terrain.NewType("scrub", Difficulty.Is(1), Visibility.Is(-1), Cover.Is(0), Resistance.Is(0)),
			terrain.NewArea("s", "scrub", rect(0, 0, 5, 5)), "visibility -1 is negative"},
		{"fractional cover", terrain.NewType("scrub", Difficulty.Is(1), Visibility.Is(1), Cover.Is(2.5), Resistance.Is(0)),
			terrain.NewArea("s", "scrub", rect(0, 0, 5, 5)), "cover 2.5 is not an integer"},
		{"crest area", terrain.NewType("scrub", Crest.Is(true)),
			terrain.NewArea("s", "scrub", rect(0, 0, 5, 5)), "must be a line"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "m",
				Types: []terrain.Type{c.typ}, Features: []terrain.Feature{c.f}})
			if err != nil {
				t.Fatal(err)
			}
			_, err = NewBoard(tb, Rules{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want %q", err, c.want)
			}
		})
	}
	if _, err := NewBoard(nil, Rules{}); err == nil {
		t.Error("nil board accepted")
	}
}
