package move_test

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// TestOccupancy: enemies block, friends are passed through, and the
// stacking limit keeps a mover from ending (or stopping) in a full hex.
func TestOccupancy(t *testing.T) {
	r, hs := row(t)
	one := move.Uniform(1)
	type want struct {
		col             int
		there, passOnly bool
		ended           bool
	}
	stopAt := func(k int) move.ZOCRule {
		return move.ZOCFunc(func(_, to hex.Hex) move.ZOCEffect {
			if to == hs[k] {
				return move.ZOCStop
			}
			return move.ZOCNone
		})
	}
	for _, c := range []struct {
		name             string
		friends, enemies []int
		stack            int
		zoc              move.ZOCRule
		turns            int
		want             []want
	}{
		{"empty", nil, nil, 1, nil, 1, []want{{col: 4, there: true}}},
		{"enemy blocks", nil, []int{2}, 1, nil, 1, []want{{col: 1, there: true}, {col: 2}, {col: 3}}},
		{"friend passed through, not ended in", []int{2}, nil, 1, nil, 1,
			[]want{{col: 2, there: true, passOnly: true}, {col: 3, there: true}}},
		{"stack of two: room for the mover", []int{2}, nil, 2, nil, 1, []want{{col: 2, there: true}}},
		{"no limit", []int{2, 2, 2}, nil, 0, nil, 1, []want{{col: 2, there: true}}},
		{"a stop in a full hex is no move", []int{2}, nil, 1, stopAt(2), 1, []want{{col: 2}, {col: 3}}},
		{"a stop in a hex with room", []int{2}, nil, 2, stopAt(2), 1, []want{{col: 2, there: true, ended: true}, {col: 3}}},
		{"a friend at the start", []int{0}, nil, 1, nil, 1, []want{{col: 0, there: true}, {col: 1, there: true}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			at := func(ks []int) []hex.Hex {
				var out []hex.Hex
				for _, k := range ks {
					out = append(out, hs[k])
				}
				return out
			}
			occ, err := move.NewOccupancy(at(c.friends), at(c.enemies), c.stack)
			if err != nil {
				t.Fatal(err)
			}
			tree, err := move.Reach(r, hs[0], one, move.ReachOptions{Allowance: 4, Turns: c.turns, ZOC: c.zoc, Occupancy: occ})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				a, ok := tree.At(hs[w.col])
				if ok != w.there || a.PassOnly != w.passOnly || a.Ended != w.ended {
					t.Errorf("col %d: reached %v %+v, want %+v", w.col, ok, a, w)
				}
			}
		})
	}
}

// TestOccupancyTurns: a full hex over several turns is refused, enemies
// alone are not, and Route never ends in a full hex.
func TestOccupancyTurns(t *testing.T) {
	r, hs := row(t)
	occ, err := move.NewOccupancy([]hex.Hex{hs[2]}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	w, err := move.NewWorkspace(r)
	if err != nil {
		t.Fatal(err)
	}
	cost := move.Uniform(1)
	opt := move.ReachOptions{Allowance: 2, Turns: 3, Occupancy: occ}
	if _, _, _, err := w.Route(nil, hs[0], hs[3], cost, opt); err == nil {
		t.Error("a full hex over several turns accepted")
	}
	enemies, err := move.NewOccupancy(nil, []hex.Hex{hs[4]}, 1)
	if err != nil {
		t.Fatal(err)
	}
	path, a, ok, err := w.Route(nil, hs[0], hs[3], cost, move.ReachOptions{Allowance: 2, Turns: 3, Occupancy: enemies})
	if err != nil || !ok || len(path) != 4 || a.Turns != 2 {
		t.Errorf("route over two turns: %v %+v %v %v, want 4 hexes in 2 turns", path, a, ok, err)
	}
	opt.Turns = 1
	if _, _, ok, err := w.Route(nil, hs[0], hs[2], cost, opt); ok || err != nil {
		t.Errorf("a route ends in the full hex (%v)", err)
	}
	if path, _, ok, err := w.Route(nil, hs[0], hs[3], cost, move.ReachOptions{Allowance: 3, Occupancy: occ}); !ok || err != nil || len(path) != 4 {
		t.Errorf("a route through the full hex: %v %v %v", path, ok, err)
	}
	if _, _, _, err := w.Route(nil, hs[0], hex.Hex{Q: 99}, cost, opt); err == nil {
		t.Error("a goal off the map accepted")
	}
	for _, bad := range []struct {
		f, e  []hex.Hex
		stack int
	}{{nil, nil, -1}, {hs[:1], hs[:1], 1}, {[]hex.Hex{{Q: math.MaxInt32}}, nil, 1}} {
		if _, err := move.NewOccupancy(bad.f, bad.e, bad.stack); err == nil {
			t.Errorf("NewOccupancy(%v, %v, %d) accepted", bad.f, bad.e, bad.stack)
		}
	}
}

// world is a random small map with step costs, effects and units.
type world struct {
	r                move.Rect
	entry            map[hex.Hex]float64
	side             map[hex.Side]move.ZOCEffect
	hexFx            map[hex.Hex]move.ZOCEffect
	friends, enemies []hex.Hex
	stack            int
	start            hex.Hex
	opt              move.ReachOptions
}

func drawWorld(t *rapid.T) world {
	r := move.Rect{Offset: hex.OddQ, Cols: rapid.IntRange(2, 4).Draw(t, "cols"), Rows: rapid.IntRange(2, 4).Draw(t, "rows")}
	w := world{r: r, entry: map[hex.Hex]float64{}, side: map[hex.Side]move.ZOCEffect{}, hexFx: map[hex.Hex]move.ZOCEffect{}}
	effect := rapid.SampledFrom([]move.ZOCEffect{move.ZOCNone, move.ZOCNone, move.ZOCNone, move.ZOCStop, move.ZOCAllRemaining, move.ZOCWholeMove, move.ZOCForbid})
	for i := range r.Len() {
		h := r.Hex(i)
		w.entry[h] = float64(rapid.IntRange(1, 3).Draw(t, "mp"))
		w.hexFx[h] = effect.Draw(t, "hexFx")
		for d := range hex.Direction(3) {
			w.side[hex.SideOf(h, d)] = effect.Draw(t, "sideFx")
		}
		switch rapid.IntRange(0, 5).Draw(t, "unit") {
		case 0:
			w.friends = append(w.friends, h)
		case 1:
			w.enemies = append(w.enemies, h)
		}
	}
	w.start = r.Hex(rapid.IntRange(0, r.Len()-1).Draw(t, "start"))
	w.enemies = slices.DeleteFunc(w.enemies, func(h hex.Hex) bool { return h == w.start })
	w.stack = rapid.IntRange(0, 2).Draw(t, "stack")
	w.opt = move.ReachOptions{
		Allowance: float64(rapid.IntRange(0, 5).Draw(t, "allow")),
		Turns:     rapid.IntRange(1, 2).Draw(t, "turns"),
		Short:     move.ShortPolicy(rapid.IntRange(0, 2).Draw(t, "short")),
	}
	if w.full() {
		w.opt.Turns = 1 // refused over several turns: see TestOccupancyTurns
	}
	return w
}

func (w world) model() move.StepModel {
	return move.StepModel{
		Entry:       func(h hex.Hex) (float64, bool) { c, ok := w.entry[h]; return c, ok },
		SideEffect:  func(s hex.Side) move.ZOCEffect { return w.side[s] },
		EntryEffect: func(h hex.Hex) move.ZOCEffect { return w.hexFx[h] },
	}
}

func (w world) reach(t *rapid.T) move.Tree {
	occ, err := move.NewOccupancy(w.friends, w.enemies, w.stack)
	if err != nil {
		t.Fatal(err)
	}
	m := w.model()
	opt := w.opt
	opt.Occupancy = occ
	tree, err := move.Reach(w.r, w.start, m, opt)
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// full reports whether w has a hex its mover may pass but not end in.
func (w world) full() bool {
	for _, h := range w.friends {
		n := len(slices.DeleteFunc(slices.Clone(w.friends), func(x hex.Hex) bool { return x != h }))
		if w.stack > 0 && n >= w.stack {
			return true
		}
	}
	return false
}

// state is the oracle's arrival: turn, ended, MP used in the turn.
type state struct {
	h     hex.Hex
	turn  int
	ended bool
	used  float64
}

func (a state) rank(b state) int {
	return cmp.Or(cmp.Compare(a.turn, b.turn), cmp.Compare(boolInt(a.ended), boolInt(b.ended)), cmp.Compare(a.used, b.used))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// oracle explores every state a mover can be in, with the rules written
// out step by step, and keeps the best per hex.
func (w world) oracle() map[hex.Hex]state {
	count := func(h hex.Hex) (friends int, enemy bool) {
		return len(slices.DeleteFunc(slices.Clone(w.friends), func(x hex.Hex) bool { return x != h })), slices.Contains(w.enemies, h)
	}
	canEnd := func(h hex.Hex) bool {
		n, e := count(h)
		return h == w.start || !e && (w.stack == 0 || n+1 <= w.stack)
	}
	allow, turns := w.opt.Allowance, max(w.opt.Turns, 1)
	inTurn := func(s state, c float64, e move.ZOCEffect) (state, bool) {
		if s.ended {
			return s, false
		}
		left := allow - s.used
		short := w.opt.Short == move.ShortOneHex && s.used == 0 || w.opt.Short == move.ShortAllRemaining && left > 0
		switch {
		case e == move.ZOCWholeMove && s.used == 0 && (c <= left || short),
			e == move.ZOCAllRemaining && (c <= left || short):
			return state{s.h, s.turn, true, allow}, true
		case e == move.ZOCWholeMove || e == move.ZOCAllRemaining:
			return s, false
		case c <= left:
			return state{s.h, s.turn, e == move.ZOCStop, s.used + c}, true
		case short:
			return state{s.h, s.turn, true, allow}, true
		}
		return s, false
	}
	seen := map[state]bool{}
	stack := []state{{h: w.start, turn: 1}}
	best := map[hex.Hex]state{}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		if b, ok := best[s.h]; !ok || s.rank(b) < 0 {
			best[s.h] = s
		}
		for d := range hex.Direction(6) {
			to := s.h.Neighbor(d)
			if _, ok := w.r.Index(to); !ok {
				continue
			}
			if _, enemy := count(to); enemy {
				continue
			}
			sd, _ := hex.SideBetween(s.h, to)
			e := max(w.side[sd], w.hexFx[to])
			if e == move.ZOCForbid {
				continue
			}
			c := w.entry[to]
			n, ok := inTurn(s, c, e)
			if !ok && s.turn < turns && (s.used > 0 || s.ended) && canEnd(s.h) {
				n, ok = inTurn(state{s.h, s.turn + 1, false, 0}, c, e)
			}
			if !ok || n.ended && to != w.start && !canEnd(to) {
				continue
			}
			n.h = to
			stack = append(stack, n)
		}
	}
	return best
}

// TestReachRulesOracle: Reach with random step effects, occupancy, short
// policies and two turns agrees at every hex with an exhaustive search of
// the mover's states.
func TestReachRulesOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWorld(t)
		tree := w.reach(t)
		best := w.oracle()
		for h, b := range best {
			a, ok := tree.At(h)
			if !ok {
				t.Fatalf("oracle reaches %v (%+v), Reach does not", h, b)
			}
			left := 0.0
			if !b.ended {
				left = w.opt.Allowance - b.used
			}
			if h != w.start && (a.Turns != b.turn || a.Ended != b.ended || a.MPLeft != left) {
				t.Fatalf("at %v Reach says %+v; oracle turn %d ended %v used %v", h, a, b.turn, b.ended, b.used)
			}
			n := len(slices.DeleteFunc(slices.Clone(w.friends), func(x hex.Hex) bool { return x != h }))
			if pass := h != w.start && w.stack > 0 && n+1 > w.stack; a.PassOnly != pass {
				t.Fatalf("at %v PassOnly %v, want %v", h, a.PassOnly, pass)
			}
		}
		for h := range tree.All() {
			if _, ok := best[h]; !ok {
				t.Fatalf("Reach reaches %v, the oracle does not", h)
			}
		}
	})
}

// TestOccupancyMonotone: adding an enemy never enlarges the reach.
func TestOccupancyMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWorld(t)
		before := w.reach(t).AppendHexes(nil)
		h := w.r.Hex(rapid.IntRange(0, w.r.Len()-1).Draw(t, "enemy"))
		if h == w.start || slices.Contains(w.friends, h) {
			t.Skip("the start or a friend's hex")
		}
		w.enemies = append(w.enemies, h)
		for _, x := range w.reach(t).AppendHexes(nil) {
			if !slices.Contains(before, x) {
				t.Fatalf("with an enemy at %v, Reach gains %v", h, x)
			}
		}
	})
}

// TestOccupancyAllocs: a search with occupancy and step effects allocates
// nothing once its workspace has grown.
func TestOccupancyAllocs(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 20, Rows: 20}
	w, err := move.NewWorkspace(r)
	if err != nil {
		t.Fatal(err)
	}
	occ, err := move.NewOccupancy([]hex.Hex{r.Hex(45), r.Hex(46)}, []hex.Hex{r.Hex(90)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	model := move.StepModel{
		Entry:      func(hex.Hex) (float64, bool) { return 1, true },
		SideEffect: func(s hex.Side) move.ZOCEffect { return move.ZOCEffect(s.Hex().Q&1) * move.ZOCStop },
	}
	opt := move.ReachOptions{Allowance: 6, Occupancy: occ}
	if _, err := w.Reach(r.Hex(44), model, opt); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(20, func() { _, _ = w.Reach(r.Hex(44), model, opt) }); n != 0 {
		t.Errorf("Reach with occupancy: %v allocations, want 0", n)
	}
}
