package move_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Issue 33: NewWorkspace accepted a Rect of OffsetKind(9).
func TestIssue33NewWorkspaceUnknownOffset(t *testing.T) {
	for _, k := range []hex.OffsetKind{9, 255} {
		if _, err := move.NewWorkspace(move.Rect{Offset: k, Cols: 3, Rows: 3}); err == nil {
			t.Errorf("OffsetKind(%d) accepted", k)
		}
	}
}

// Issue 33: Reach with a nil step cost must be an error.
func TestIssue33ReachNilStepCost(t *testing.T) {
	if _, err := move.Reach(move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}, hex.Hex{}, nil, move.ReachOptions{Allowance: 3}); err == nil {
		t.Error("nil step cost accepted")
	}
}

// Issue 33: a zero Workspace (not built by NewWorkspace) panicked in
// every search; each must return an error.
func TestIssue33ZeroWorkspace(t *testing.T) {
	one := move.Uniform(1)
	tab, err := move.NewStepTable(move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}, one)
	if err != nil {
		t.Fatal(err)
	}
	lm, err := move.NewLandmarks(move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}, one, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []*move.Workspace{nil, {}} {
		calls := map[string]func() error{
			"Reach":         func() error { _, err := w.Reach(hex.Hex{}, one, move.ReachOptions{Allowance: 1}); return err },
			"Dijkstra":      func() error { _, err := w.Dijkstra(hex.Hex{}, one); return err },
			"DijkstraTable": func() error { _, err := w.DijkstraTable(hex.Hex{}, tab); return err },
			"Cheapest":      func() error { _, err := w.Cheapest(hex.Hex{}, hex.Hex{}, one, 1); return err },
			"CheapestTable": func() error { _, err := w.CheapestTable(hex.Hex{}, hex.Hex{}, tab); return err },
			"CheapestWith":  func() error { _, err := w.CheapestWith(hex.Hex{}, hex.Hex{}, lm); return err },
			"Route":         func() error { _, _, _, err := w.Route(nil, hex.Hex{}, hex.Hex{}, one, move.ReachOptions{}); return err },
		}
		for name, f := range calls {
			if err, _ := hostile(t, f); err == nil || !strings.Contains(err.Error(), "zero Workspace") {
				t.Errorf("%s on %#v: error %v, want the zero Workspace named", name, w, err)
			}
		}
		if w.Region() != nil {
			t.Errorf("Region of %#v is not nil", w)
		}
	}
}

// Issue 33: nil and zero StepTables and Landmarks panicked; they now
// answer their documented empty values.
func TestIssue33ZeroTables(t *testing.T) {
	for _, tab := range []*move.StepTable{nil, {}} {
		hostile(t, func() error {
			if c, ok := tab.Cost(hex.Hex{}, 0); ok || c != 0 {
				t.Errorf("Cost on %#v = %v, %v", tab, c, ok)
			}
			if tab.MinStep() != 0 || tab.Region() != nil {
				t.Errorf("MinStep or Region on %#v", tab)
			}
			return nil
		})
	}
	for _, lm := range []*move.Landmarks{nil, {}} {
		hostile(t, func() error {
			if b := lm.Bound(hex.Hex{}, hex.Hex{Q: 3}); b != 0 {
				t.Errorf("Bound on %#v = %v, want 0 (no bound)", lm, b)
			}
			if lm.MinStep() != 0 || lm.Hexes() != nil {
				t.Errorf("MinStep or Hexes on %#v", lm)
			}
			return nil
		})
	}
}

// Issue 33: nil functions and receivers among the rule values.
func TestIssue33NilRules(t *testing.T) {
	hostile(t, func() error {
		if e := move.ZOCFunc(nil).Step(hex.Hex{}, hex.Hex{Q: 1}); e != move.ZOCNone {
			t.Errorf("nil ZOCFunc: %v, want none", e)
		}
		if s := (*move.BlockedError)(nil).Error(); !strings.HasPrefix(s, "move: ") {
			t.Errorf("nil BlockedError: %q", s)
		}
		f := move.Formation{Shape: hex.LineFootprint(2, hex.ExtendCentered)}
		if _, ok := f.Allows(nil); ok {
			t.Error("a nil judge allows a formation")
		}
		if r := move.RectOf(nil); r.Len() != 0 {
			t.Errorf("RectOf(nil) = %v", r)
		}
		return nil
	})
}

// Issue 33: a NaN surcharge made every step of a formation cost NaN, and
// a wheel of MaxInt steps walked for ever.
func TestIssue33FormationBounds(t *testing.T) {
	one := move.Uniform(1)
	f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendLeft), Facing: hex.VertexFacing(1)}
	hexes := f.AppendHexes(nil)
	for _, s := range []move.Surcharge{{MP: math.NaN(), Every: 1}, {MP: -1, Every: 1}, {MP: math.Inf(1), Every: 1}} {
		if _, _, err := f.Move(nil, []hex.Hex{f.Head.Neighbor(1)}, one, s); err == nil {
			t.Errorf("surcharge %+v accepted", s)
		}
	}
	for _, k := range []int{7, -7, math.MaxInt, math.MinInt} {
		err, _ := hostile(t, func() error { _, _, err := f.Wheel(hexes[0], k, one); return err })
		if err == nil {
			t.Errorf("wheel of %d steps accepted", k)
		}
	}
	if _, c, err := f.Wheel(hexes[0], 6, one); err != nil || c != 12 {
		t.Errorf("a whole turn of a 3-hex line: %v, %v; want 12 MP", c, err)
	}
}
