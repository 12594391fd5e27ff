package move_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// row returns a 6x1 odd-q strip and its hexes: col k is hexes[k], each next
// to the one before.
func row(t *testing.T) (move.Rect, []hex.Hex) {
	t.Helper()
	r := move.Rect{Offset: hex.OddQ, Cols: 6, Rows: 1}
	hs := make([]hex.Hex, 6)
	for k := range hs {
		hs[k] = r.Hex(k)
		if k > 0 && hs[k].Distance(hs[k-1]) != 1 {
			t.Fatalf("%v and %v are not neighbours", hs[k-1], hs[k])
		}
	}
	return r, hs
}

// TestStepEffects: each effect of a hexside or hex, as Reach applies it
// along a strip of 1-MP hexes with 4 MP.
func TestStepEffects(t *testing.T) {
	r, hs := row(t)
	side := func(k int) hex.Side { s, _ := hex.SideBetween(hs[k], hs[k+1]); return s }
	onSide := func(k int, e move.ZOCEffect) func(hex.Side) move.ZOCEffect {
		return func(s hex.Side) move.ZOCEffect {
			if s == side(k) {
				return e
			}
			return move.ZOCNone
		}
	}
	type want struct {
		col          int
		cost, left   float64
		turns        int
		ended, there bool
	}
	for _, c := range []struct {
		name  string
		model move.StepModel
		opt   move.ReachOptions
		want  []want
	}{
		{"no effect", move.StepModel{}, move.ReachOptions{Allowance: 4},
			[]want{{col: 2, cost: 2, left: 2, turns: 1, there: true}, {col: 4, cost: 4, turns: 1, there: true}, {col: 5}}},
		{"river takes all remaining MP, mid-move", move.StepModel{SideEffect: onSide(1, move.ZOCAllRemaining)}, move.ReachOptions{Allowance: 4},
			[]want{{col: 1, cost: 1, left: 3, turns: 1, there: true}, {col: 2, cost: 4, turns: 1, ended: true, there: true}, {col: 3}}},
		{"river is the whole move: not mid-move", move.StepModel{SideEffect: onSide(1, move.ZOCWholeMove)}, move.ReachOptions{Allowance: 4},
			[]want{{col: 1, cost: 1, left: 3, turns: 1, there: true}, {col: 2}}},
		{"river is the whole move: as the first step", move.StepModel{SideEffect: onSide(0, move.ZOCWholeMove)}, move.ReachOptions{Allowance: 4},
			[]want{{col: 1, cost: 4, turns: 1, ended: true, there: true}, {col: 2}}},
		{"whole move, next turn", move.StepModel{SideEffect: onSide(1, move.ZOCWholeMove)}, move.ReachOptions{Allowance: 4, Turns: 2},
			[]want{{col: 2, cost: 1 + 4, turns: 2, ended: true, there: true}, {col: 3}}},
		{"all remaining with no MP left: forbidden", move.StepModel{SideEffect: onSide(1, move.ZOCAllRemaining)}, move.ReachOptions{Allowance: 1},
			[]want{{col: 1, cost: 1, turns: 1, there: true}, {col: 2}}},
		{"must stop after entering", move.StepModel{EntryEffect: func(h hex.Hex) move.ZOCEffect {
			if h == hs[2] {
				return move.ZOCStop
			}
			return move.ZOCNone
		}}, move.ReachOptions{Allowance: 4},
			[]want{{col: 2, cost: 2, turns: 1, ended: true, there: true}, {col: 3}}},
		{"forbidden hexside", move.StepModel{SideEffect: onSide(2, move.ZOCForbid)}, move.ReachOptions{Allowance: 4},
			[]want{{col: 2, cost: 2, left: 2, turns: 1, there: true}, {col: 3}}},
		{"a road over the river ignores it", move.StepModel{SideEffect: onSide(1, move.ZOCAllRemaining), RoadMP: 1,
			Road: func(s hex.Side) bool { return s == side(1) }}, move.ReachOptions{Allowance: 4},
			[]want{{col: 2, cost: 2, left: 2, turns: 1, there: true}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := c.model
			m.Entry = func(hex.Hex) (float64, bool) { return 1, true }
			tree, err := move.Reach(r, hs[0], m, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				a, ok := tree.At(hs[w.col])
				if ok != w.there {
					t.Fatalf("col %d reached %v, want %v", w.col, ok, w.there)
				}
				if ok && (a.Cost != w.cost || a.MPLeft != w.left || a.Turns != w.turns || a.Ended != w.ended) {
					t.Errorf("col %d: %+v, want %+v", w.col, a, w)
				}
			}
		})
	}
	if (move.StepModel{}).Effects() != nil {
		t.Error("a model without effects gives a rule")
	}
}

// TestStepModelEffectsCannotBeLost: a river whose crossing takes all
// remaining MP, between the second and third hexes of a strip of 1-MP
// hexes. The model refuses to become a bare StepCost, which would drop
// the river (on main, a Reach with model.StepCost() alone went on to the
// fifth hex with 4 MP); Reach and Route on the model stop on the far
// bank; and a user's own zone-of-control rule still applies beside the
// river, each step getting the more restrictive of the two.
func TestStepModelEffectsCannotBeLost(t *testing.T) {
	r, hs := row(t)
	river, _ := hex.SideBetween(hs[1], hs[2])
	model := move.StepModel{
		Entry: func(hex.Hex) (float64, bool) { return 1, true },
		SideEffect: func(s hex.Side) move.ZOCEffect {
			if s == river {
				return move.ZOCAllRemaining
			}
			return move.ZOCNone
		},
	}
	if _, err := model.StepCost(); err == nil || !strings.Contains(err.Error(), "SideEffect") {
		t.Errorf("StepCost of a model with a river: %v, want an error naming SideEffect", err)
	}
	opt := move.ReachOptions{Allowance: 4}
	for _, steps := range []move.Steps{model, &model} {
		tree, err := move.Reach(r, hs[0], steps, opt)
		if err != nil {
			t.Fatal(err)
		}
		if a, ok := tree.At(hs[2]); !ok || !a.Ended || a.Cost != 4 {
			t.Errorf("%T: far bank %+v, %v; want reached with all 4 MP, ended", steps, a, ok)
		}
		if _, ok := tree.At(hs[3]); ok {
			t.Errorf("%T: the mover went on past the river", steps)
		}
	}
	w, _ := move.NewWorkspace(r)
	if path, _, ok, err := w.Route(nil, hs[0], hs[4], model, opt); err != nil || ok {
		t.Errorf("Route across the river to the fifth hex: %v, %v, %v; want none", path, ok, err)
	}
	// A user's rule that forbids entering the far bank beats the river's
	// all-remaining; one that stops the mover on the near bank comes
	// first; neither is lost.
	into := func(k int, e move.ZOCEffect) move.ZOCRule {
		return move.ZOCFunc(func(_, to hex.Hex) move.ZOCEffect {
			if to == hs[k] {
				return e
			}
			return move.ZOCNone
		})
	}
	for _, c := range []struct {
		zoc       move.ZOCRule
		reached   int // the farthest hex reached
		costThere float64
	}{
		{into(2, move.ZOCForbid), 1, 1},
		{into(1, move.ZOCStop), 1, 1},
		{into(4, move.ZOCForbid), 2, 4},
	} {
		opt.ZOC = c.zoc
		tree, err := move.Reach(r, hs[0], model, opt)
		if err != nil {
			t.Fatal(err)
		}
		a, ok := tree.At(hs[c.reached])
		if _, beyond := tree.At(hs[c.reached+1]); !ok || beyond || a.Cost != c.costThere {
			t.Errorf("with the user's rule: reached %v at %g MP, beyond %v; want hex %d at %g, no further", ok, a.Cost, beyond, c.reached, c.costThere)
		}
	}
}

func TestParseZOCEffect(t *testing.T) {
	for e := move.ZOCNone; e <= move.ZOCForbid; e++ {
		got, err := move.ParseZOCEffect(e.String())
		if err != nil || got != e {
			t.Errorf("ParseZOCEffect(%q) = %v, %v", e.String(), got, err)
		}
	}
	if _, err := move.ParseZOCEffect("halt"); err == nil {
		t.Error("unknown name accepted")
	}
}
