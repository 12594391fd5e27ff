package heavygear

import (
	"testing"

	"github.com/warkit/warkit/combat"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// pieceGen draws a rectangle of a concealing class on the 40 x 10 table.
func pieceGen(id string) *rapid.Generator[terrain.Feature] {
	return rapid.Custom(func(t *rapid.T) terrain.Feature {
		cl := rapid.SampledFrom([]string{"c-" + Light, "c-" + Medium, "c-" + Heavy, "small-heavy", "scrub", "lichen", "building"}).Draw(t, "class")
		x0 := float64(rapid.IntRange(0, 150).Draw(t, "x0")) / 4
		y0 := float64(rapid.IntRange(0, 35).Draw(t, "y0")) / 4
		w := float64(rapid.IntRange(1, 40).Draw(t, "w")) / 4
		h := float64(rapid.IntRange(1, 40).Draw(t, "h")) / 4
		return terrain.NewArea(id, cl, rect(x0, y0, min(40, x0+w), min(10, y0+h)))
	})
}

func sitGen() *rapid.Generator[Situation] {
	return rapid.Custom(func(t *rapid.T) Situation {
		return Situation{
			Vehicles:    rapid.IntRange(0, 3).Draw(t, "vehicles"),
			SolidHidden: float64(rapid.IntRange(0, 4).Draw(t, "solid")) / 4,
			Speed:       Speed(rapid.IntRange(0, 2).Draw(t, "speed")),
			UsedRanged:  rapid.Bool().Draw(t, "fired"),
			Perks:       []Modifier{{"flaw", rapid.IntRange(-3, 1).Draw(t, "perk")}},
		}
	})
}

// HG-K4 properties: the total is never below 0, and adding a piece of
// terrain never lowers it.
func TestHG_K4_Properties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 4).Draw(t, "n")
		var fs []terrain.Feature
		for i := range n {
			fs = append(fs, pieceGen(string(rune('a'+i))).Draw(t, "piece"))
		}
		extra := pieceGen("extra").Draw(t, "extra")
		sit := sitGen().Draw(t, "situation")
		touch := Rules{TouchNothing: rapid.Bool().Draw(t, "touch-nothing")}
		from := orb.Point{float64(rapid.IntRange(0, 160).Draw(t, "fx")) / 4, float64(rapid.IntRange(0, 40).Draw(t, "fy")) / 4}
		base := geom.Disc{Center: orb.Point{float64(rapid.IntRange(0, 160).Draw(t, "tx")) / 4, float64(rapid.IntRange(0, 40).Draw(t, "ty")) / 4}, R: 0.5}
		size := rapid.IntRange(1, 10).Draw(t, "size")
		before := concealOn(t, cboard(t, fs...), touch, from, size, base, sit)
		after := concealOn(t, cboard(t, append(fs, extra)...), touch, from, size, base, sit)
		if before.Score < 0 || after.Score < 0 {
			t.Fatalf("negative concealment: %v %v", before, after)
		}
		if after.Score < before.Score {
			t.Fatalf("more terrain, less concealment:\nbefore %v\nafter %v", before, after)
		}
	})
}

func concealOn(t *rapid.T, b *terrain.Board, opt Rules, from orb.Point, size int, base geom.Disc, sit Situation) Concealment {
	c, err := NewConcealer(b, opt)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Conceal(from, size, base, sit)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// The active lock's odds are a probability, never grow with the target's
// concealment, and are no better when the roll must strictly beat the
// threshold; the odds of success and failure sum to 1 exactly.
func TestHG_K2_OddsProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gear := Model{Size: 6, Mode: Walker, EW: rapid.IntRange(1, 4).Draw(t, "ew"), Sensors: rapid.IntRange(-2, 3).Draw(t, "sensors")}
		c := rapid.IntRange(0, 12).Draw(t, "concealment")
		p, err := Rules{}.ActiveChance(gear, Concealment{Score: c})
		if err != nil {
			t.Fatal(err)
		}
		q, _ := Rules{}.ActiveChance(gear, Concealment{Score: c + 1})
		s, _ := Rules{Success: StrictlyBeat}.ActiveChance(gear, Concealment{Score: c})
		d, mods, chk, err := Rules{}.ActiveCheck(gear, Concealment{Score: c})
		if err != nil {
			t.Fatal(err)
		}
		if chk.Op != combat.AtLeast {
			t.Fatalf("check %v", chk)
		}
		fail, err := combat.CheckChance(d, mods, combat.Check{Op: combat.Below, Target: chk.Target})
		if err != nil {
			t.Fatal(err)
		}
		one := combat.Int(1)
		sum, err := p.Add(fail)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case p.Sign() < 0 || p.Cmp(one) > 0:
			t.Fatalf("chance %v", p)
		case q.Cmp(p) > 0:
			t.Fatalf("more concealment, better odds: %v then %v", p, q)
		case s.Cmp(p) > 0:
			t.Fatalf("strictly beat %v better than equal or beat %v", s, p)
		case sum.Cmp(one) != 0:
			t.Fatalf("success %v + failure %v != 1", p, fail)
		}
	})
}
