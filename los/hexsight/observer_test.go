package hexsight_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// A blocked line is explained from the observer, whichever end is the
// smaller: Steps start at the observer's hex, end at the first block
// from there, and the score is what the observer's side meets. On a row
// of hexes the line runs along spines through the odd columns; the
// reviewer's row of nine with towns in 0301 and 0701, and a row of
// eleven with a wood (hindrance 1) before each town seen from its end:
//
//	0101 0301 0501 0701 0901 1101
//	     wood town town wood
func TestLoSExplainsFromObserver(t *testing.T) {
	types := `"types": [{"name": "clear", "traits": {"blocks": false, "hindrance": 0}},
	            {"name": "town", "traits": {"blocks": true, "hindrance": 0}},
	            {"name": "wood", "traits": {"blocks": false, "hindrance": 1}}], "fill": "clear"`
	nine := `{"cols": 9, "rows": 1, ` + types + `, "hexes": [{"hex": "0301", "type": "town"}, {"hex": "0701", "type": "town"}]}`
	eleven := `{"cols": 11, "rows": 1, ` + types + `, "hexes": [{"hex": "0301", "type": "wood"}, {"hex": "0501", "type": "town"},
	            {"hex": "0701", "type": "town"}, {"hex": "0901", "type": "wood"}]}`
	var tr hexsight.Tracer
	for _, c := range []struct {
		m              string
		from, to, town string
		score          float64
	}{
		{nine, "0101", "0901", "0301", 0},
		{nine, "0901", "0101", "0701", 0},
		{eleven, "0101", "1101", "0501", 1},
		{eleven, "1101", "0101", "0701", 1},
		{eleven, "0301", "0901", "0501", 0}, // the observer's own wood is an end
		{eleven, "0901", "0301", "0701", 0},
	} {
		m, err := terrain.LoadHexMap([]byte(c.m))
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexsight.Rules{Blocking: tBlocks, Hindrance: tHind})
		if err != nil {
			t.Fatal(err)
		}
		from, _ := m.Parse(c.from)
		to, _ := m.Parse(c.to)
		town, _ := m.Parse(c.town)
		v, err := hs.LoS(&tr, from, to)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen || !v.Blocked || v.Reason != hexsight.BlockedByTerrain || v.BlockedStep < 0 {
			t.Fatalf("%s->%s: %+v, want blocked by terrain", c.from, c.to, v)
		}
		last := v.Steps[len(v.Steps)-1]
		if v.Steps[0].Hex != from || v.Steps[v.BlockedStep].Hex != town || last.Hex != town {
			t.Errorf("%s->%s: steps from %v, blocked at %v, last %v; want from %v, blocked at and ending in %v (%s)",
				c.from, c.to, v.Steps[0].Hex, v.Steps[v.BlockedStep].Hex, last.Hex, from, town, c.town)
		}
		if v.Score != c.score {
			t.Errorf("%s->%s: score %v, want %v (the woods on the observer's side)", c.from, c.to, v.Score, c.score)
		}
	}
}

// The explanation of any line, both ways: Steps start at the observer,
// the first element that blocks is BlockedStep and ends them (with the hex
// past it, for a passage), and a blocked line's score is the sum of its
// Steps; a line no element blocks has the same score both ways, bit for
// bit (fractions included, summed along routes either way), and the same
// verdict.
func TestLoSExplanationProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(5).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		r := hexRules(t)
		if rapid.Bool().Draw(t, "fractions") {
			// Scores that round when summed, the same for an element
			// whichever end reads it.
			r.Rules = append(r.Rules, hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
				h := e.Hex
				if e.IsSide {
					h, _ = e.Side.Hexes()
				}
				return float64((h.Q*7+h.R*3)%5+5) / 30, false
			}))
		}
		hs, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		var tr1, tr2 hexsight.Tracer
		v1, err1 := hs.LoS(&tr1, a, b)
		v2, err2 := hs.LoS(&tr2, b, a)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if v1.Seen != v2.Seen || v1.Blocked != v2.Blocked || !v1.Blocked && !(v1.Score == v2.Score || v1.Score != v1.Score && v2.Score != v2.Score) {
			t.Fatalf("%v->%v: %v %v %v, back %v %v %v", a, b, v1.Seen, v1.Blocked, v1.Score, v2.Seen, v2.Blocked, v2.Score)
		}
		for _, c := range []struct {
			from hex.Hex
			v    hexsight.Verdict
		}{{a, v1}, {b, v2}} {
			checkExplanation(t, c.from, c.v)
		}
	})
}

func checkExplanation(t *rapid.T, from hex.Hex, v hexsight.Verdict) {
	st := v.Steps
	if len(st) == 0 || st[0].Hex != from || st[0].Passage {
		t.Fatalf("from %v: steps %+v do not start at the observer", from, st)
	}
	first := -1
	for k := range st {
		if st[k].Blocks {
			first = k
			break
		}
	}
	if first != v.BlockedStep || v.Blocked != (first >= 0) {
		t.Fatalf("from %v: BlockedStep %d, Blocked %v, first block %d", from, v.BlockedStep, v.Blocked, first)
	}
	if first < 0 {
		return
	}
	end := first + 1
	if st[first].Passage {
		end++
	}
	sum := 0.0
	for _, c := range st {
		sum += c.Hindrance
	}
	if len(st) != end || v.Reason != st[first].Reason || !(sum == v.Score || sum != sum && v.Score != v.Score) {
		t.Fatalf("from %v: %d steps, first block %d (%v), reason %v, score %v, steps sum %v", from, len(st), first, st[first].Reason, v.Reason, v.Score, sum)
	}
}

// A rule reads which end observes: a rule that blocks the hexes next to
// the observer hides every line of two hexes or more, from either end,
// in LoS and in a field of view alike.
func TestRuleReadsObserver(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	nearObserver := hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) {
		if e.Observer != e.A && e.Observer != e.B {
			panic("observer is neither end")
		}
		return 0, !e.IsSide && !e.End && e.Hex.Distance(e.Observer) == 1
	})
	hs, err := hexsight.New(m, hexsight.Rules{Rules: []hexsight.Rule{nearObserver}})
	if err != nil {
		t.Fatal(err)
	}
	var tr hexsight.Tracer
	a, b := hex.Hex{Q: 3, R: 4}, hex.Hex{Q: 6, R: 4}
	for _, ends := range [][2]hex.Hex{{a, b}, {b, a}} {
		v, err := hs.LoS(&tr, ends[0], ends[1])
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen || v.BlockedStep != 2 || v.Steps[2].Hex.Distance(ends[0]) != 1 {
			t.Fatalf("%v->%v: %+v, want blocked next to the observer", ends[0], ends[1], v)
		}
	}
	fov, err := hs.AppendFOV(nil, &tr, a, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(fov) != 7 {
		t.Fatalf("field of view %v, want the observer and its 6 neighbours", fov)
	}
}
