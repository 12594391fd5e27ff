package movetest

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// Map is a small hex map for law checks: a rectangular region, a terrain
// code per hex, a code per hexside (0 for a plain hexside), and the
// enemy zones of control over each hex. A [Rule] turns the codes into a
// ruleset's step cost.
type Map struct {
	Region move.Rect
	// Hex holds the terrain code of each hex, by region index.
	Hex []int
	// Side holds the code of each hexside that has one.
	Side map[hex.Side]int
	// Zones holds the enemy zones of control over each hex, by region
	// index.
	Zones []move.Zones
}

// HexCode returns the terrain code of h, and false if h is off the map.
func (m *Map) HexCode(h hex.Hex) (int, bool) {
	i, ok := m.Region.Index(h)
	if !ok {
		return 0, false
	}
	return m.Hex[i], true
}

// SideCode returns the code of hexside s, 0 if it has none.
func (m *Map) SideCode(s hex.Side) int { return m.Side[s] }

// ZonesAt returns the enemy zones of control over h (none off the map).
func (m *Map) ZonesAt(h hex.Hex) move.Zones {
	i, ok := m.Region.Index(h)
	if !ok || m.Zones == nil {
		return 0
	}
	return m.Zones[i]
}

// Rule builds the step cost under test for a map.
type Rule func(m *Map) move.StepCost

// Maps generates maps of 1..maxCols × 1..maxRows hexes (odd-q), each hex
// with a terrain code in 0..hexCodes-1, each hexside with a code in
// 0..sideCodes-1 (0 most often), and zones of control of up to two
// enemies over a few hexes. Keep maps small (a dozen hexes): the brute
// force of [CheckReachBruteForce] enumerates simple paths.
func Maps(maxCols, maxRows, hexCodes, sideCodes int) *rapid.Generator[*Map] {
	return rapid.Custom(func(t *rapid.T) *Map {
		cols := rapid.IntRange(1, max(maxCols, 1)).Draw(t, "cols")
		rows := rapid.IntRange(1, max(maxRows, 1)).Draw(t, "rows")
		m := &Map{Region: move.Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, Side: map[hex.Side]int{}}
		n := cols * rows
		m.Hex = rapid.SliceOfN(rapid.IntRange(0, max(hexCodes, 1)-1), n, n).Draw(t, "hex")
		m.Zones = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) move.Zones {
			if rapid.IntRange(0, 3).Draw(t, "inzone") != 0 {
				return 0
			}
			return move.Zones(rapid.IntRange(1, 3).Draw(t, "enemies"))
		}), n, n).Draw(t, "zones")
		if sideCodes > 1 {
			for i := range n {
				h := m.Region.Hex(i)
				for d := range hex.Direction(3) {
					c := rapid.IntRange(0, 2*sideCodes).Draw(t, "side")
					if c > 0 && c < sideCodes {
						m.Side[hex.SideOf(h, d)] = c
					}
				}
			}
		}
		return m
	})
}

// Config says which maps and options [CheckRule] draws.
type Config struct {
	// MaxCols and MaxRows bound the maps (default 4 × 3).
	MaxCols, MaxRows int
	// HexCodes and SideCodes are the numbers of codes the rule reads
	// (default 3 and 2).
	HexCodes, SideCodes int
	// MaxAllowance bounds the allowance drawn, in whole MP (default 6).
	MaxAllowance int
	// MinStep is a lower bound on the rule's step costs, for A* (default 0).
	MinStep float64
	// Maps, when set, generates the maps instead of [RandomMap] (keep
	// them small: the brute force enumerates simple paths).
	Maps func(r *rand.Rand) *Map
	// ZOC, when set, is the zone-of-control rule under test on a map
	// (default: [move.ZOC] over the map's Zones, with a random policy).
	// Half the cases run with it, half without.
	ZOC func(m *Map) move.ZOCRule
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of cases (default 100).
	Cases int
}

func (c Config) withDefaults() Config {
	if c.MaxCols <= 0 {
		c.MaxCols = 4
	}
	if c.MaxRows <= 0 {
		c.MaxRows = 3
	}
	if c.HexCodes <= 0 {
		c.HexCodes = 3
	}
	if c.SideCodes <= 0 {
		c.SideCodes = 2
	}
	if c.MaxAllowance <= 0 {
		c.MaxAllowance = 6
	}
	if c.Maps == nil {
		c.Maps = func(r *rand.Rand) *Map { return RandomMap(r, c.MaxCols, c.MaxRows, c.HexCodes, c.SideCodes) }
	}
	c.Seed = max(c.Seed, 1)
	if c.Cases <= 0 {
		c.Cases = 100
	}
	return c
}

// RandomMap draws a map like [Maps] from a random source.
func RandomMap(r *rand.Rand, maxCols, maxRows, hexCodes, sideCodes int) *Map {
	cols, rows := 1+r.IntN(max(maxCols, 1)), 1+r.IntN(max(maxRows, 1))
	m := &Map{Region: move.Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, Side: map[hex.Side]int{}}
	n := cols * rows
	m.Hex = make([]int, n)
	m.Zones = make([]move.Zones, n)
	for i := range n {
		m.Hex[i] = r.IntN(max(hexCodes, 1))
		if r.IntN(4) == 0 {
			m.Zones[i] = move.Zones(1 + r.IntN(3))
		}
	}
	if sideCodes > 1 {
		for i := range n {
			h := m.Region.Hex(i)
			for d := range hex.Direction(3) {
				if c := r.IntN(2*sideCodes + 1); c > 0 && c < sideCodes {
					m.Side[hex.SideOf(h, d)] = c
				}
			}
		}
	}
	return m
}

// CheckRule checks every law on generated maps for rule (and the
// configured ZOC rule): brute force, sums, monotonicity, A* against
// Dijkstra and ZOC against no ZOC, over random allowances, turns and
// short-MP policies. It fails when the laws tested nothing: no case
// reached a hex beyond its start, or the ZOC rule never affected a step.
func CheckRule(rule Rule, cfg Config) error {
	if rule == nil {
		return fmt.Errorf("movetest: nil rule")
	}
	cfg = cfg.withDefaults()
	moved, zoc := 0, 0
	for k := range cfg.Cases {
		seed := cfg.Seed + uint64(k)
		c, err := hexCase(rule, cfg, seed)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, seed, seed)
		}
		moved += c.moved
		zoc += c.zoc
	}
	last := cfg.Seed + uint64(cfg.Cases) - 1
	if moved == 0 {
		return fmt.Errorf("movetest: no case reached a hex beyond its start (seeds %d-%d): every step is impassable or unaffordable, so the laws tested nothing", cfg.Seed, last)
	}
	if zoc == 0 {
		return fmt.Errorf("movetest: the ZOC rule never affected a step (seeds %d-%d): no ZOC in play, so the ZOC law tested nothing", cfg.Seed, last)
	}
	return nil
}

// caseTally counts what one case tested.
type caseTally struct{ moved, zoc int }

func hexCase(rule Rule, cfg Config, seed uint64) (caseTally, error) {
	var c caseTally
	r := rand.New(rand.NewPCG(seed, 0x6d6f766574657374))
	m := cfg.Maps(r)
	if m == nil || m.Region.Len() == 0 {
		return c, fmt.Errorf("movetest: map generator gave an empty map")
	}
	cost := rule(m)
	if cost == nil {
		return c, fmt.Errorf("movetest: rule gave a nil step cost")
	}
	n := m.Region.Len()
	start, goal := m.Region.Hex(r.IntN(n)), m.Region.Hex(r.IntN(n))
	opt := drawOptions(r, cfg, m)
	if opt.ZOC != nil {
		c.zoc = zocEffects(m.Region, opt.ZOC)
	}
	more := opt.Allowance + float64(r.IntN(5))/2
	for _, err := range []error{
		CheckReachBruteForce(m.Region, start, cost, opt),
		CheckCostsAreSums(m.Region, start, cost, opt),
		CheckAllowanceMonotone(m.Region, start, cost, opt, more),
		CheckCheapest(m.Region, start, goal, cost, cfg.MinStep),
		CheckZOCSubset(m.Region, start, cost, opt),
	} {
		if err != nil {
			return c, err
		}
	}
	if tree, err := move.Reach(m.Region, start, cost, opt); err == nil && tree.Len() > 1 {
		c.moved = 1
	}
	return c, nil
}

// drawOptions draws the reach options of a case: allowance, turns,
// short-MP policy, and in half the cases the ZOC rule.
func drawOptions(r *rand.Rand, cfg Config, m *Map) move.ReachOptions {
	opt := move.ReachOptions{
		Allowance: float64(r.IntN(2*cfg.MaxAllowance+1)) / 2,
		Turns:     1 + r.IntN(3),
		Short:     move.ShortPolicy(r.IntN(3)),
	}
	if r.IntN(2) == 0 {
		if cfg.ZOC != nil {
			opt.ZOC = cfg.ZOC(m)
		} else {
			opt.ZOC = move.ZOC{Zones: m.ZonesAt, SameEnemy: move.ZOCToZOC(r.IntN(3))}
		}
	}
	return opt
}

// zocEffects counts the steps between hexes of r that z affects.
func zocEffects(r move.Region, z move.ZOCRule) int {
	n := 0
	for i := range r.Len() {
		h := r.Hex(i)
		for d := range hex.Direction(6) {
			to := h.Neighbor(d)
			if _, ok := r.Index(to); ok && z.Step(h, to) != move.ZOCNone {
				n++
			}
		}
	}
	return n
}

// bruteForce enumerates every simple path from start in r and returns
// the best arrival at each hex, folded under opt.
func bruteForce(r move.Region, start hex.Hex, cost move.StepCost, opt move.ReachOptions) map[hex.Hex]state {
	f := folder{allow: opt.Allowance, turns: max(opt.Turns, 1), short: opt.Short}
	best := map[hex.Hex]state{}
	onPath := map[hex.Hex]bool{start: true}
	var walk func(h hex.Hex, s state)
	walk = func(h hex.Hex, s state) {
		if b, ok := best[h]; !ok || s.less(b) {
			best[h] = s
		}
		for d := range hex.Direction(6) {
			to := h.Neighbor(d)
			if _, ok := r.Index(to); !ok || onPath[to] {
				continue
			}
			c, ok := cost(h, to, hex.SideOf(h, d))
			if !ok || math.IsInf(c, 1) {
				continue
			}
			e := move.ZOCNone
			if opt.ZOC != nil {
				e = opt.ZOC.Step(h, to)
			}
			if n, ok := f.step(s, c, e); ok {
				onPath[to] = true
				walk(to, n)
				onPath[to] = false
			}
		}
	}
	walk(start, state{turn: 1})
	return best
}

// state is one arrival of the brute force, folded step by step from the
// documented policies, independently of package move's search.
type state struct {
	turn  int
	ended bool
	used  float64
}

func (a state) less(b state) bool {
	if a.turn != b.turn {
		return a.turn < b.turn
	}
	if a.ended != b.ended {
		return !a.ended
	}
	return a.used < b.used
}

type folder struct {
	allow float64
	turns int
	short move.ShortPolicy
}

// step folds one step of cost c with effect e into s.
func (f folder) step(s state, c float64, e move.ZOCEffect) (state, bool) {
	if e == move.ZOCForbid {
		return s, false
	}
	if n, ok := f.inTurn(s, c, e); ok {
		return n, true
	}
	if s.turn < f.turns && (s.used > 0 || s.ended) {
		return f.inTurn(state{turn: s.turn + 1}, c, e)
	}
	return s, false
}

func (f folder) inTurn(s state, c float64, e move.ZOCEffect) (state, bool) {
	if s.ended {
		return s, false
	}
	left := f.allow - s.used
	short := f.short == move.ShortOneHex && s.used == 0 || f.short == move.ShortAllRemaining && left > 0
	switch {
	case e == move.ZOCWholeMove:
		if s.used != 0 || !(c <= left || short) {
			return s, false
		}
		if math.IsInf(f.allow, 1) {
			return state{s.turn, true, c}, true
		}
		return state{s.turn, true, f.allow}, true
	case c <= left:
		return state{s.turn, e == move.ZOCStop, s.used + c}, true
	case short:
		return state{s.turn, true, f.allow}, true
	}
	return s, false
}

// CheckReachBruteForce checks law 1 on one input: it enumerates every
// simple path from start in r (keep r small), folds each under opt, and
// compares the best arrival at each hex with the Reach tree.
func CheckReachBruteForce(r move.Region, start hex.Hex, cost move.StepCost, opt move.ReachOptions) error {
	tree, err := move.Reach(r, start, cost, opt)
	if err != nil {
		return err
	}
	best := bruteForce(r, start, cost, opt)
	hexes := make([]hex.Hex, 0, len(best))
	for h := range best {
		hexes = append(hexes, h)
	}
	slices.SortFunc(hexes, func(x, y hex.Hex) int { return cmp.Or(cmp.Compare(x.Q, y.Q), cmp.Compare(x.R, y.R)) })
	for _, h := range hexes {
		b := best[h]
		a, ok := tree.At(h)
		if !ok {
			return fmt.Errorf("movetest: reach from %v (%+v): brute force reaches %v (%+v), Reach does not", start, opt, h, b)
		}
		if h == start {
			continue
		}
		left := 0.0
		if !b.ended {
			left = opt.Allowance - b.used
		}
		if a.Turns != b.turn || a.Ended != b.ended || a.MPLeft != left {
			return fmt.Errorf("movetest: reach from %v (%+v): at %v Reach says turn %d, ended %v, %v MP left; brute force says turn %d, ended %v, %v MP left",
				start, opt, h, a.Turns, a.Ended, a.MPLeft, b.turn, b.ended, left)
		}
	}
	for h := range tree.All() {
		if _, ok := best[h]; !ok {
			return fmt.Errorf("movetest: reach from %v (%+v): Reach reaches %v, brute force does not", start, opt, h)
		}
	}
	return nil
}

// CheckCostsAreSums checks law 2 on one input: along the path to every hex of
// the Reach tree, each hex's Cost is its predecessor's plus its Step, the
// path's steps are adjacent, and a Step that no policy changed (not
// Ended, and not a new turn) equals what cost says for that step.
func CheckCostsAreSums(r move.Region, start hex.Hex, cost move.StepCost, opt move.ReachOptions) error {
	tree, err := move.Reach(r, start, cost, opt)
	if err != nil {
		return err
	}
	var path []hex.Hex
	for h, a := range tree.All() {
		path = tree.AppendPath(path[:0], h)
		if len(path) == 0 || path[0] != start || path[len(path)-1] != h {
			return fmt.Errorf("movetest: path to %v is %v", h, path)
		}
		sum := 0.0
		for i, p := range path {
			pa, _ := tree.At(p)
			if i > 0 {
				from := path[i-1]
				s, ok := hex.SideBetween(from, p)
				if !ok || pa.From != from {
					return fmt.Errorf("movetest: path to %v: %v does not follow %v", h, p, from)
				}
				c, ok := cost(from, p, s)
				if !ok {
					return fmt.Errorf("movetest: path to %v: step %v -> %v is impassable", h, from, p)
				}
				if !pa.Ended && pa.Step != c {
					return fmt.Errorf("movetest: path to %v: step %v -> %v charged %v, costs %v", h, from, p, pa.Step, c)
				}
				sum += pa.Step
			}
		}
		if sum != a.Cost {
			return fmt.Errorf("movetest: path to %v: steps sum to %v, Cost is %v", h, sum, a.Cost)
		}
	}
	return nil
}

// CheckAllowanceMonotone checks law 3 on one input: Reach with allowance more
// (>= opt.Allowance) reaches every hex that opt reaches, and, for one
// turn with no ZOC and ShortForbidden, leaves at least as many MP in each.
func CheckAllowanceMonotone(r move.Region, start hex.Hex, cost move.StepCost, opt move.ReachOptions, more float64) error {
	w1, err := move.NewWorkspace(r)
	if err != nil {
		return err
	}
	w2, _ := move.NewWorkspace(r)
	small, err := w1.Reach(start, cost, opt)
	if err != nil {
		return err
	}
	big := opt
	big.Allowance = more
	large, err := w2.Reach(start, cost, big)
	if err != nil {
		return err
	}
	plain := max(opt.Turns, 1) == 1 && opt.ZOC == nil && opt.Short == move.ShortForbidden
	for h, a := range small.All() {
		b, ok := large.At(h)
		if !ok {
			return fmt.Errorf("movetest: allowance %v reaches %v from %v, allowance %v does not", opt.Allowance, h, start, more)
		}
		if plain && b.MPLeft < a.MPLeft {
			return fmt.Errorf("movetest: at %v, allowance %v leaves %v MP, allowance %v leaves %v", h, opt.Allowance, a.MPLeft, more, b.MPLeft)
		}
	}
	return nil
}

// CheckCheapest checks law 4 on one input: A* from start to
// goal finds goal exactly when Dijkstra does, at the same cost, along a
// path whose step costs sum to it.
func CheckCheapest(r move.Region, start, goal hex.Hex, cost move.StepCost, minStep float64) error {
	w1, err := move.NewWorkspace(r)
	if err != nil {
		return err
	}
	w2, _ := move.NewWorkspace(r)
	d, err := w1.Dijkstra(start, cost)
	if err != nil {
		return err
	}
	a, err := w2.Cheapest(start, goal, cost, minStep)
	if err != nil {
		return err
	}
	da, dok := d.At(goal)
	aa, aok := a.At(goal)
	if dok != aok || da.Cost != aa.Cost {
		return fmt.Errorf("movetest: %v -> %v: Dijkstra %v (%v), A* %v (%v)", start, goal, da.Cost, dok, aa.Cost, aok)
	}
	if !aok {
		return nil
	}
	path := a.AppendPath(nil, goal)
	sum := 0.0
	for i := 1; i < len(path); i++ {
		s, ok := hex.SideBetween(path[i-1], path[i])
		if !ok {
			return fmt.Errorf("movetest: A* path %v is not connected", path)
		}
		c, _ := cost(path[i-1], path[i], s)
		sum += c
	}
	if sum != aa.Cost {
		return fmt.Errorf("movetest: A* path %v sums to %v, reported %v", path, sum, aa.Cost)
	}
	return nil
}

// CheckZOCSubset checks law 5 on one input: Reach with opt.ZOC reaches no hex
// that Reach without it does not.
func CheckZOCSubset(r move.Region, start hex.Hex, cost move.StepCost, opt move.ReachOptions) error {
	w1, err := move.NewWorkspace(r)
	if err != nil {
		return err
	}
	w2, _ := move.NewWorkspace(r)
	with, err := w1.Reach(start, cost, opt)
	if err != nil {
		return err
	}
	free := opt
	free.ZOC = nil
	without, err := w2.Reach(start, cost, free)
	if err != nil {
		return err
	}
	for h := range with.All() {
		if !without.Contains(h) {
			return fmt.Errorf("movetest: %v reaches %v from %v only with ZOC", opt.ZOC, h, start)
		}
	}
	return nil
}
