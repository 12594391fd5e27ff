package tactical

import (
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"pgregory.net/rapid"
)

// Properties of the sequence, on random variations of the seed's assault:
//
//  1. Any order of calls (legal or not, rolls with random or exhausted
//     dice) returns errors and never panics.
//  2. Playing legal steps always ends, within a bound, with every standing
//     unit marked Finished (TAC-A3).
//  3. The odds shown before every roll sum to exactly 1.
func TestTAC_A3_PropSequence(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := declare(t, func(s *steiner) {
			s.Defenders[0].Fire = combat.Half(int64(rapid.IntRange(1, 80).Draw(t, "fire2")))
			s.Defenders[0].Steps = rapid.IntRange(1, 2).Draw(t, "defSteps")
			s.Defenders[0].OutOfCommand = rapid.Bool().Draw(t, "ooc")
			s.Assaulters[1].OutOfCommand = rapid.Bool().Draw(t, "attOoc")
			s.Formations[0].Sections = rapid.IntRange(1, 3).Draw(t, "sections")
			if rapid.Bool().Draw(t, "crestStanding") {
				s.Rules.Crest = CrestWhereStanding
			}
		})
		r := combat.SeededRoller(rapid.Uint64().Draw(t, "seed"))
		legal := rapid.Bool().Draw(t, "legal")
		for i := 0; i < 60; i++ {
			st := a.Next()
			if st.Done {
				break
			}
			if st.Roll != nil {
				checkOdds(t, *st.Roll)
			}
			if !legal {
				switch rapid.IntRange(0, 3).Draw(t, "call") {
				case 0:
					_, _ = a.Roll(r)
				case 1:
					_, _ = a.Roll(forced())
				case 2:
					_, _ = a.Choose(Choice{Kind: ChoiceKind(rapid.IntRange(-1, 9).Draw(t, "kind")), Side: Side(rapid.IntRange(0, 3).Draw(t, "side"))})
				case 3:
					_, _ = a.FireInto(rapid.IntRange(-1, 3).Draw(t, "hits"))
				}
				continue
			}
			var err error
			if st.Roll != nil {
				_, err = a.Roll(r)
			} else {
				_, err = a.Choose(rapid.SampledFrom(st.Choices).Draw(t, "choice"))
			}
			if err != nil {
				t.Fatalf("legal step %v: %v", st.Phase, err)
			}
		}
		if !legal {
			return
		}
		if !a.Next().Done {
			t.Fatalf("not done after 60 steps: %+v", a.Next())
		}
		for _, u := range append(a.Attackers(), a.Defenders()...) {
			if !u.Eliminated() && !u.Finished {
				t.Fatalf("%v not marked Finished", u)
			}
		}
		if a.Outcome().Continues {
			c, err := a.Continue()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Choose(Choice{Kind: Proceed}); err != nil {
				t.Fatal(err)
			}
			if st := c.Next(); st.Roll != nil {
				checkOdds(t, *st.Roll)
			}
		}
	})
}

func checkOdds(t *rapid.T, r Roll) {
	var err error
	switch r.Kind {
	case FireRoll:
		err = combattest.CheckSumsToOne(r.Hits)
	case AssaultRoll:
		err = combattest.CheckSumsToOne(r.Results)
	case MoraleRoll, LeaderRoll:
		if r.Chance.Sign() < 0 || r.Chance.Cmp(combat.Int(1)) > 0 {
			t.Fatalf("%s: chance %v", r.Purpose, r.Chance)
		}
	default:
		t.Fatalf("unknown roll kind %d", r.Kind)
	}
	if err != nil {
		t.Fatalf("%s: %v", r.Purpose, err)
	}
}

// The hits of any fire sum to 1 and never grow with the divisor.
func TestTAC_F1_PropFireOdds(t *testing.T) {
	ft := sampleFire(t)
	rapid.Check(t, func(t *rapid.T) {
		f := Fire{
			Factors: combat.Half(int64(rapid.IntRange(1, 200).Draw(t, "half"))),
			Moving:  rapid.Bool().Draw(t, "moving"),
			Crest:   rapid.Bool().Draw(t, "crest"),
			Divisor: rapid.IntRange(1, 4).Draw(t, "divisor"),
		}
		o, err := f.Odds(ft)
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckSumsToOne(o); err != nil {
			t.Fatal(err)
		}
		g := f
		g.Divisor++
		p, _ := g.Odds(ft)
		if p.Chance(func(h int) bool { return h > 0 }).Cmp(o.Chance(func(h int) bool { return h > 0 })) > 0 {
			t.Fatalf("a larger divisor made a hit likelier: %+v", f)
		}
	})
}
