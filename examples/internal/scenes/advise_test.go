package scenes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/rulesets/tactical"
)

// The section prints the threat summary, the ranking with its
// explanation and the unseen hexes, and draws the heat map.
func TestAdviseTour(t *testing.T) {
	var out bytes.Buffer
	if err := adviseTour(&out, named{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Most threatened hexes", "from BE 1, BE 2, BE 3", "Best positions for GE 1/A", "0503 via 0202-0302-0402-0503", "fires at BE 2", "Hexes no Belgian sees:", "Picture: tactical-threat.svg"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// A fire's damage is the ruleset's own odds (tactical.Fire.Odds) with the
// hits capped at the target's steps, and the combined threat at a hex is
// capped likewise: checked against a hand sum over the outcomes.
func TestTacticalFireIsTheRulesetsOdds(t *testing.T) {
	g, pieces, err := newTacGame()
	if err != nil {
		t.Fatal(err)
	}
	world := g.world(2)
	m := g.Ground.Map()
	fired := 0
	for _, s := range pieces[1:] {
		for at := range m.Hexes() {
			d, ok, err := world.Fire(s.Unit, s.At, 0, at)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				if at != s.At && s.At.Distance(at) <= g.Units[s.Unit].Range {
					t.Errorf("%s cannot fire at %v in range", g.Units[s.Unit].ID, at)
				}
				continue
			}
			fired++
			div, _ := g.Ground.Divisor(at)
			crest, _ := g.Ground.OnCrest(at)
			odds, err := tactical.Fire{Factors: g.Units[s.Unit].Fire, Crest: crest, Divisor: div}.Odds(g.Table)
			if err != nil {
				t.Fatal(err)
			}
			for k := range 3 {
				want := odds.Chance(func(h int) bool { return min(h, 2) == k })
				if got := d.P(k); got.Cmp(want) != 0 {
					t.Fatalf("%s at %v: P(%d steps) = %v, want %v", g.Units[s.Unit].ID, at, k, got, want)
				}
			}
		}
	}
	if fired == 0 {
		t.Fatal("no fire at all")
	}
	hot, _ := m.Parse("0803")
	c, err := world.Threats(0, hot, pieces[1:])
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Threats) != 3 || c.Damage.Max() != 2 {
		t.Errorf("0803: %d threats, damage up to %d: want 3 threats capped at 2 steps", len(c.Threats), c.Damage.Max())
	}
	// Capped at 2: the chance of losing both steps is that of the
	// uncapped sum reaching 2.
	var fires []combat.Dist
	for _, th := range c.Threats {
		fires = append(fires, th.Damage)
	}
	sum, err := advise.Independent(fires)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Damage.P(2), sum.AtLeast(2); got.Cmp(want) != 0 {
		t.Errorf("0803: P(2 steps) = %v, want %v", got, want)
	}
}
