package heavygear

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// conceal returns the concealment of a Size-6 gear at (x, 5) with a base
// of radius 0.5, shot from (0, 5).
func conceal(t testing.TB, b *terrain.Board, x float64, opt Rules, sit Situation) Concealment {
	t.Helper()
	c, err := NewConcealer(b, opt)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Conceal(orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{x, 5}, R: 0.5}, sit)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func concealType(cl string) terrain.Type {
	return terrain.NewType("c-"+cl, ConcealClass.Is(cl), CoverSize.Is(4), Size.Is(3))
}

// cboard is a board with one concealing type per class.
func cboard(t interface{ Fatal(...any) }, fs ...terrain.Feature) *terrain.Board {
	types := append(Types(), concealType(Light), concealType(Medium), concealType(Heavy),
		terrain.NewType("small-heavy", ConcealClass.Is(Heavy), CoverSize.Is(2.5)))
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{40, 10}}, Unit: Unit, Types: types, Features: fs})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// HG-K4: points per full 4, 2 and 1 in, with their minimums.
func TestHG_K4_TerrainPoints(t *testing.T) {
	cases := []struct {
		name  string
		class string
		thick float64
		want  int
	}{
		{"light 1.9 in: under 2 in, nothing", Light, 1.9, 0},
		{"light 2 in: at least 1", Light, 2, 1},
		{"light 4 in: one full 4", Light, 4, 1},
		{"light 7.9 in", Light, 7.9, 1},
		{"light 8 in: two full 4", Light, 8, 2},
		{"medium 0.9 in: under 1 in, nothing", Medium, 0.9, 0},
		{"medium 1 in: at least 1", Medium, 1, 1},
		{"medium 2 in", Medium, 2, 1},
		{"medium 5 in: 2 (not the seed's example's 4)", Medium, 5, 2},
		{"medium 6 in", Medium, 6, 3},
		{"heavy 0.1 in: at least 1 whatever the thickness", Heavy, 0.1, 1},
		{"heavy 1 in", Heavy, 1, 1},
		{"heavy 2.5 in", Heavy, 2.5, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := cboard(t, terrain.NewArea("p", "c-"+c.class, rect(10, 0, 10+c.thick, 10)))
			got := conceal(t, b, 30, Rules{}, Situation{})
			if got.Score != c.want {
				t.Errorf("got %d, want %d\n%v", got.Score, c.want, got)
			}
		})
	}
}

// HG-K4: vehicles, solid objects, speed, weapon, perks and flaws, and the
// floor at 0; the explanation lists every source.
func TestHG_K4_Modifiers(t *testing.T) {
	b := cboard(t, terrain.NewArea("jungle-1", "c-"+Medium, rect(10, 0, 15, 10)))
	cases := []struct {
		name   string
		sit    Situation
		want   int
		hidden bool
		lines  []string
	}{
		{"terrain alone", Situation{}, 2, false, []string{`+2 medium "jungle-1": 5 in crossed`}},
		{"two vehicles", Situation{Vehicles: 2}, 4, false, []string{"+2 2 vehicle(s)"}},
		{"solid hides a little", Situation{SolidHidden: 0.25}, 3, false, []string{"+1 solid objects hide 25%"}},
		{"solid hides exactly half: still +1", Situation{SolidHidden: 0.5}, 3, false, []string{"+1 solid"}},
		{"solid hides more than half", Situation{SolidHidden: 0.75}, 4, false, []string{"+2 solid"}},
		{"solid hides all", Situation{SolidHidden: 1}, 4, true, []string{"no lock and no direct fire"}},
		{"combat speed", Situation{Speed: CombatSpeed}, 1, false, []string{"-1 target at combat speed"}},
		{"top speed and fired", Situation{Speed: TopSpeed, UsedRanged: true}, 0, false, []string{"-2 target at top speed", "-1 target used", "+1 the total never goes below 0"}},
		{"perk and flaw", Situation{Perks: []Modifier{{"stealth", 2}, {"loud", -1}}}, 3, false, []string{`+2 perk or flaw "stealth"`, `-1 perk or flaw "loud"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := conceal(t, b, 30, Rules{}, c.sit)
			if got.Score != c.want || got.Hidden != c.hidden || got.Score < 0 {
				t.Errorf("got %d hidden %v, want %d %v\n%v", got.Score, got.Hidden, c.want, c.hidden, got)
			}
			for _, l := range c.lines {
				if !strings.Contains(got.String(), l) {
					t.Errorf("explanation lacks %q:\n%v", l, got)
				}
			}
		})
	}
	c, _ := NewConcealer(b, Rules{})
	for _, sit := range []Situation{{SolidHidden: 1.5}, {SolidHidden: -0.1}, {Vehicles: -1}} {
		if _, err := c.Conceal(orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, sit); err == nil {
			t.Errorf("%+v accepted", sit)
		}
	}
	if _, err := c.Conceal(orb.Point{0, 5}, 0, geom.Disc{Center: orb.Point{30, 5}, R: 0.5}, Situation{}); err == nil {
		t.Error("size 0 accepted")
	}
}

// HG-K3: which terrain counts.
func TestHG_K3_WhichTerrain(t *testing.T) {
	cases := []struct {
		name    string
		f       terrain.Feature
		targetX float64
		opt     Rules
		want    int
		why     string
	}{
		{"crossed, large enough", terrain.NewArea("h", "c-"+Heavy, rect(10, 0, 12, 10)), 30, Rules{}, 2, "2 in crossed"},
		{"too small: size 2.5 < half of 6", terrain.NewArea("h", "small-heavy", rect(10, 0, 12, 10)), 30, Rules{}, 0, "less than half"},
		{"size exactly half counts", terrain.NewArea("h", "c-"+Heavy, rect(10, 0, 11, 10)), 30, Rules{}, 1, "crossed"},
		{"beside the line, not touched", terrain.NewArea("l", "c-"+Light, rect(29, 6, 35, 10)), 30, Rules{}, 0, ""},
		{"touched by the base only: 1", terrain.NewArea("l", "c-"+Light, rect(29, 5.5, 35, 10)), 30, Rules{}, 1, "the base touches it"},
		{"touched only, option nothing", terrain.NewArea("l", "c-"+Light, rect(29, 5.5, 35, 10)), 30, Rules{TouchNothing: true}, 0, "nothing (option)"},
		{"standing in light terrain, 1 in crossed: at least 1", terrain.NewArea("l", "c-"+Light, rect(29, 0, 35, 10)), 30, Rules{}, 1, "at least 1"},
		{"behind the target: not crossed, not touched", terrain.NewArea("h", "c-"+Heavy, rect(32, 0, 35, 10)), 30, Rules{}, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := conceal(t, cboard(t, c.f), c.targetX, c.opt, Situation{})
			if got.Score != c.want || !strings.Contains(got.String(), c.why) {
				t.Errorf("got %d, want %d (%q)\n%v", got.Score, c.want, c.why, got)
			}
		})
	}
	if _, err := NewConcealer(board(t, 10, 10), Rules{}); err != nil {
		t.Errorf("empty board: %v", err)
	}
	noSize := terrain.NewType("bare", ConcealClass.Is(Light))
	b, _ := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: Unit, Types: []terrain.Type{noSize},
		Features: []terrain.Feature{terrain.NewArea("b", "bare", rect(1, 1, 2, 2))}})
	if _, err := NewConcealer(b, Rules{}); err == nil {
		t.Error("a concealing piece without a size accepted")
	}
}

// HG-K3/K4, the completely hidden target in both readings: by default it
// also collects the +2 of "more than half hidden"; with HiddenOwnCase it
// is a case of its own that adds nothing. Either way no lock is possible.
func TestHG_K4_CompletelyHiddenReadings(t *testing.T) {
	b := cboard(t, terrain.NewArea("jungle-1", "c-"+Medium, rect(10, 0, 15, 10)))
	cases := []struct {
		name string
		opt  Rules
		want int
		line string
	}{
		{"default: also more than half", Rules{}, 4, "+2 solid objects hide the target completely"},
		{"own case: no points", Rules{Hidden: HiddenOwnCase}, 2, "+0 solid objects hide the target completely"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := conceal(t, b, 30, c.opt, Situation{SolidHidden: 1})
			if got.Score != c.want || !got.Hidden || !strings.Contains(got.String(), c.line) {
				t.Errorf("got %d hidden %v, want %d true\n%v", got.Score, got.Hidden, c.want, got)
			}
			var r Rules
			if p := r.PassiveLock(Model{Detection: 99}, 6, 1, got); p.Locked {
				t.Errorf("passive lock on a hidden target: %+v", p)
			}
		})
	}
	if _, err := NewConcealer(b, Rules{Hidden: 7}); err == nil {
		t.Error("unknown hidden policy accepted")
	}
}
