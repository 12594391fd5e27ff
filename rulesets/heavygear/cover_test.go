package heavygear

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/terrain"
)

// HG-C1: the modifiers, solid cover, and full and solid forbidding direct fire.
func TestHG_C1_Modifiers(t *testing.T) {
	cases := []struct {
		c       Cover
		solid   bool
		mod     int
		noFire  bool
		solidOn bool
	}{
		{Full, false, -2, false, false},
		{Partial, false, -1, false, false},
		{Some, false, 0, false, false},
		{Open, false, 1, false, false},
		{Full, true, -3, true, true},
		{Partial, true, -2, false, true},
		{Some, true, -1, false, true},
		{Open, true, 1, false, false}, // no cover, nothing solid in the way
	}
	for _, c := range cases {
		r := Covered(c.c, c.solid)
		if r.Modifier != c.mod || r.NoDirectFire != c.noFire || r.Solid != c.solidOn {
			t.Errorf("%v solid %v: got %+v", c.c, c.solid, r)
		}
	}
}

// HG-C2: Cover Size against the target's Size; lichen 7 and Cover Size 15.
func TestHG_C2_CoverSize(t *testing.T) {
	cases := []struct {
		name  string
		cover float64
		size  int
		want  Cover
	}{
		{"lichen 7 vs size 6: full", 7, 6, Full},
		{"lichen 7 vs size 1: full", 7, 1, Full},
		{"lichen 7 vs size 7: partial", 7, 7, Partial},
		{"lichen 7 vs size 13: partial", 7, 13, Partial},
		{"lichen 7 vs size 14: some (7 <= 14/2)", 7, 14, Some},
		{"cover 4 vs size 6: partial (the seed's dense zone)", 4, 6, Partial},
		{"cover 3 vs size 6: some", 3, 6, Some},
	}
	for _, c := range cases {
		if got := CoverBySize(c.cover, c.size); got != c.want {
			t.Errorf("%s: got %v", c.name, got)
		}
	}
	for s := 1; s <= 14; s++ {
		if CoverBySize(15, s) != Full {
			t.Errorf("cover size 15 does not hide size %d", s)
		}
	}
	b := board(t, 30, 10,
		terrain.NewArea("lichen-1", "lichen", rect(10, 0, 12, 10)),
		terrain.NewArea("rocks-1", "rocks", rect(20, 8, 22, 10)),
	)
	cases2 := []struct {
		name   string
		to     orb.Point
		size   int
		cover  Cover
		noFire bool
		why    string
	}{
		{"through the lichen, size 6", orb.Point{15, 5}, 6, Full, false, `"lichen-1", cover size 7`},
		{"open", orb.Point{8, 5}, 6, Open, false, "in the open +1"},
		{"behind lichen and rocks: full and solid", orb.Point{25, 9}, 6, Full, true, "no direct fire"},
	}
	for _, c := range cases2 {
		r, err := AbstractCover(b, orb.Point{0, 5}, c.to, c.size)
		if err != nil || r.Cover != c.cover || r.NoDirectFire != c.noFire || !strings.Contains(r.Why, c.why) {
			t.Errorf("%s: got %+v %v", c.name, r, err)
		}
	}
}

// HG-C3: representative terrain, fed with the fraction hidden.
func TestHG_C3_ByEye(t *testing.T) {
	cases := []struct {
		hidden float64
		want   Cover
	}{{0, Open}, {0.3, Some}, {0.5, Some}, {0.6, Partial}, {0.99, Partial}, {1, Full}}
	for _, c := range cases {
		if got, err := CoverByHidden(c.hidden); err != nil || got != c.want {
			t.Errorf("%v hidden: got %v %v, want %v", c.hidden, got, err, c.want)
		}
	}
	if _, err := CoverByHidden(1.2); err == nil {
		t.Error("1.2 accepted")
	}
}
