package movetest

import (
	"cmp"
	"errors"
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

// HexCode returns the terrain code of h, and false if h is off the map
// (or has no code: a nil Map, or Hex shorter than the region).
func (m *Map) HexCode(h hex.Hex) (int, bool) {
	if m == nil {
		return 0, false
	}
	i, ok := m.Region.Index(h)
	if !ok || i < 0 || i >= len(m.Hex) {
		return 0, false
	}
	return m.Hex[i], true
}

// SideCode returns the code of hexside s, 0 if it has none (and for a
// nil Map).
func (m *Map) SideCode(s hex.Side) int {
	if m == nil {
		return 0
	}
	return m.Side[s]
}

// ZonesAt returns the enemy zones of control over h (none off the map,
// nor where Zones holds none, nor for a nil Map).
func (m *Map) ZonesAt(h hex.Hex) move.Zones {
	if m == nil {
		return 0
	}
	i, ok := m.Region.Index(h)
	if !ok || i < 0 || i >= len(m.Zones) {
		return 0
	}
	return m.Zones[i]
}

// MaxMapHexes is the most hexes a generated map may have ([Maps],
// [RandomMap], [Config]'s MaxCols × MaxRows), and MaxCodes the most
// terrain or hexside codes: law checks want small maps, and these caps
// keep a mistaken size from asking for gigabytes.
const (
	MaxMapHexes = 1 << 16
	MaxCodes    = 1 << 20
)

// Rule builds the steps under test for a map: a [move.StepCost], or a
// [move.StepModel] whose hexside and hex effects the laws check too.
type Rule func(m *Map) move.Steps

// Maps generates maps of 1..maxCols × 1..maxRows hexes (odd-q), each hex
// with a terrain code in 0..hexCodes-1, each hexside with a code in
// 0..sideCodes-1 (0 most often), and zones of control of up to two
// enemies over a few hexes. Keep maps small (a dozen hexes): the brute
// force of [CheckReachBruteForce] enumerates simple paths.
// Where [RandomMap] returns an error (sizes or codes out of range), the
// generator fails the test with it (t.Fatalf).
func Maps(maxCols, maxRows, hexCodes, sideCodes int) *rapid.Generator[*Map] {
	bad := checkMapArgs(maxCols, maxRows, hexCodes, sideCodes)
	return rapid.Custom(func(t *rapid.T) *Map {
		if bad != nil {
			t.Fatalf("%v", bad)
		}
		cols := rapid.IntRange(1, maxCols).Draw(t, "cols")
		rows := rapid.IntRange(1, maxRows).Draw(t, "rows")
		m := &Map{Region: move.Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, Side: map[hex.Side]int{}}
		n := cols * rows
		m.Hex = rapid.SliceOfN(rapid.IntRange(0, hexCodes-1), n, n).Draw(t, "hex")
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

// Config says which maps and options [CheckRule] draws. A size, count
// or code of 0 or less takes its default; CheckRule refuses maps of more than
// MaxMapHexes hexes (MaxCols × MaxRows), more than MaxCodes codes, an
// allowance over MaxAllowanceCap or more than MaxCases cases.
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

// MaxAllowanceCap is the largest Config.MaxAllowance, and MaxCases the
// most cases CheckRule runs.
const (
	MaxAllowanceCap = 1 << 20
	MaxCases        = 1 << 16
)

// check returns an error for a Config (defaults applied) over a cap.
func (c Config) check() error {
	switch {
	case c.MaxCols > MaxMapHexes/c.MaxRows:
		return fmt.Errorf("movetest: Config.MaxCols × MaxRows %d × %d: more than MaxMapHexes %d hexes", c.MaxCols, c.MaxRows, MaxMapHexes)
	case c.HexCodes > MaxCodes || c.SideCodes > MaxCodes:
		return fmt.Errorf("movetest: Config.HexCodes %d or SideCodes %d: more than MaxCodes %d", c.HexCodes, c.SideCodes, MaxCodes)
	case c.MaxAllowance > MaxAllowanceCap:
		return fmt.Errorf("movetest: Config.MaxAllowance %d: more than MaxAllowanceCap %d", c.MaxAllowance, MaxAllowanceCap)
	case c.Cases > MaxCases:
		return fmt.Errorf("movetest: Config.Cases %d: more than MaxCases %d", c.Cases, MaxCases)
	case !(c.MinStep >= 0) || math.IsInf(c.MinStep, 1):
		return fmt.Errorf("movetest: Config.MinStep %v: want a finite non-negative number", c.MinStep)
	}
	return nil
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
		c.Maps = func(r *rand.Rand) *Map {
			m, _ := RandomMap(r, c.MaxCols, c.MaxRows, c.HexCodes, c.SideCodes)
			return m // nil, which hexCase reports, only past check's caps
		}
	}
	c.Seed = max(c.Seed, 1)
	if c.Cases <= 0 {
		c.Cases = 100
	}
	return c
}

// RandomMap draws a map like [Maps] from a random source r. A sideCodes
// of 0 or 1 gives no hexside codes.
//
// Errors: a nil or zero r (rand.Rand{} has no source), maxCols, maxRows
// or hexCodes below 1, a negative sideCodes, maxCols × maxRows over
// MaxMapHexes, or codes over MaxCodes.
func RandomMap(r *rand.Rand, maxCols, maxRows, hexCodes, sideCodes int) (*Map, error) {
	if err := checkRand(r); err != nil {
		return nil, err
	}
	if err := checkMapArgs(maxCols, maxRows, hexCodes, sideCodes); err != nil {
		return nil, err
	}
	cols, rows := 1+r.IntN(maxCols), 1+r.IntN(maxRows)
	m := &Map{Region: move.Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, Side: map[hex.Side]int{}}
	n := cols * rows
	m.Hex = make([]int, n)
	m.Zones = make([]move.Zones, n)
	for i := range n {
		m.Hex[i] = r.IntN(hexCodes)
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
	return m, nil
}

// checkMapArgs returns the error of RandomMap and Maps for their sizes
// and codes.
func checkMapArgs(maxCols, maxRows, hexCodes, sideCodes int) error {
	switch {
	case maxCols < 1 || maxRows < 1 || hexCodes < 1 || sideCodes < 0:
		return fmt.Errorf("movetest: map of up to %d × %d hexes, %d hex codes, %d side codes: want sizes and hex codes of 1 or more, side codes of 0 or more", maxCols, maxRows, hexCodes, sideCodes)
	case maxCols > MaxMapHexes/maxRows:
		return fmt.Errorf("movetest: map of up to %d × %d hexes: more than MaxMapHexes %d", maxCols, maxRows, MaxMapHexes)
	case hexCodes > MaxCodes || sideCodes > MaxCodes:
		return fmt.Errorf("movetest: %d hex codes or %d side codes: more than MaxCodes %d", hexCodes, sideCodes, MaxCodes)
	}
	return nil
}

// checkRand returns an error for a random source that cannot draw: nil,
// or the zero rand.Rand, which has no source.
func checkRand(r *rand.Rand) error {
	if r == nil || *r == (rand.Rand{}) {
		return errors.New("movetest: nil or zero *rand.Rand (make one with rand.New)")
	}
	return nil
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
	if err := cfg.check(); err != nil {
		return err
	}
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
	steps := rule(m)
	cost, _, err := split(steps)
	if err != nil {
		return c, err
	}
	n := m.Region.Len()
	start, goal := m.Region.Hex(r.IntN(n)), m.Region.Hex(r.IntN(n))
	opt := drawOptions(r, cfg, m)
	if opt.ZOC != nil {
		c.zoc = zocEffects(m.Region, opt.ZOC)
	}
	more := opt.Allowance + float64(r.IntN(5))/2
	for _, err := range []error{
		CheckReachBruteForce(m.Region, start, steps, opt),
		CheckCostsAreSums(m.Region, start, steps, opt),
		CheckAllowanceMonotone(m.Region, start, steps, opt, more),
		CheckCheapest(m.Region, start, goal, cost, cfg.MinStep),
		CheckZOCSubset(m.Region, start, steps, opt),
	} {
		if err != nil {
			return c, err
		}
	}
	if tree, err := move.Reach(m.Region, start, steps, opt); err == nil && tree.Len() > 1 {
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

// MaxBruteForceSteps is the most path steps [CheckReachBruteForce]
// enumerates before it gives up with an error: the simple paths of a map
// grow exponentially with its size.
const MaxBruteForceSteps = 1 << 21

// split returns the step cost of steps and the rule of its effects (nil
// for a StepCost): the parts the oracles read apart, where a search reads
// them together. Errors: nil steps, and a model that prices nothing.
func split(steps move.Steps) (move.StepCost, move.ZOCRule, error) {
	var m move.StepModel
	switch s := steps.(type) {
	case move.StepCost:
		if s != nil {
			return s, nil, nil
		}
	case move.StepModel:
		m = s
	case *move.StepModel:
		if s != nil {
			m = *s
		}
	}
	if m.Entry == nil {
		return nil, nil, errors.New("movetest: rule gave nil steps, or a step model without Entry")
	}
	fx := m.Effects()
	m.SideEffect, m.EntryEffect = nil, nil
	cost, err := m.StepCost()
	return cost, fx, err
}

// bruteForce enumerates every simple path from start in r and returns
// the best arrival at each hex, folded under opt and the effects fx
// (nil: none), or an error past MaxBruteForceSteps steps.
func bruteForce(r move.Region, start hex.Hex, cost move.StepCost, fx move.ZOCRule, opt move.ReachOptions) (map[hex.Hex]state, error) {
	f := folder{allow: opt.Allowance, turns: max(opt.Turns, 1), short: opt.Short}
	best := map[hex.Hex]state{}
	onPath := map[hex.Hex]bool{start: true}
	steps := 0
	var walk func(h hex.Hex, s state)
	walk = func(h hex.Hex, s state) {
		if steps++; steps > MaxBruteForceSteps {
			return
		}
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
			if fx != nil {
				e = fx.Step(h, to)
			}
			if opt.ZOC != nil {
				e = max(e, opt.ZOC.Step(h, to))
			}
			if n, ok := f.step(s, c, e); ok {
				onPath[to] = true
				walk(to, n)
				onPath[to] = false
			}
		}
	}
	walk(start, state{turn: 1})
	if steps > MaxBruteForceSteps {
		return nil, fmt.Errorf("movetest: brute force from %v on %v: more than MaxBruteForceSteps %d path steps; test on a smaller map or allowance", start, r, MaxBruteForceSteps)
	}
	return best, nil
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
	case e == move.ZOCWholeMove || e == move.ZOCAllRemaining:
		// Either takes what is left of the turn and ends it; a whole
		// move only as the turn's first step.
		if e == move.ZOCWholeMove && s.used != 0 || !(c <= left || short) {
			return s, false
		}
		if math.IsInf(f.allow, 1) {
			return state{s.turn, true, s.used + c}, true
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
// simple path from start in r (keep r small), folds each under opt and
// the effects of steps (a StepModel's), and compares the best arrival at
// each hex with the Reach tree. More than MaxBruteForceSteps steps of
// enumeration is an error.
func CheckReachBruteForce(r move.Region, start hex.Hex, steps move.Steps, opt move.ReachOptions) error {
	tree, err := move.Reach(r, start, steps, opt)
	if err != nil {
		return err
	}
	cost, fx, err := split(steps)
	if err != nil {
		return err
	}
	best, err := bruteForce(r, start, cost, fx, opt)
	if err != nil {
		return err
	}
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
// Ended, and not a new turn) equals what the step cost of steps says for
// that step.
func CheckCostsAreSums(r move.Region, start hex.Hex, steps move.Steps, opt move.ReachOptions) error {
	tree, err := move.Reach(r, start, steps, opt)
	if err != nil {
		return err
	}
	cost, _, err := split(steps)
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
// turn with no ZOC, no step effects and ShortForbidden, leaves at least as
// many MP in each. A more below opt.Allowance, or NaN, is an error.
func CheckAllowanceMonotone(r move.Region, start hex.Hex, steps move.Steps, opt move.ReachOptions, more float64) error {
	if !(more >= opt.Allowance) {
		return fmt.Errorf("movetest: allowance %v: want at least opt.Allowance %v", more, opt.Allowance)
	}
	_, fx, err := split(steps)
	if err != nil {
		return err
	}
	w1, err := move.NewWorkspace(r)
	if err != nil {
		return err
	}
	w2, _ := move.NewWorkspace(r)
	small, err := w1.Reach(start, steps, opt)
	if err != nil {
		return err
	}
	big := opt
	big.Allowance = more
	large, err := w2.Reach(start, steps, big)
	if err != nil {
		return err
	}
	plain := max(opt.Turns, 1) == 1 && opt.ZOC == nil && fx == nil && opt.Short == move.ShortForbidden
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
// that Reach without it does not (with the effects of steps in both).
func CheckZOCSubset(r move.Region, start hex.Hex, steps move.Steps, opt move.ReachOptions) error {
	w1, err := move.NewWorkspace(r)
	if err != nil {
		return err
	}
	w2, _ := move.NewWorkspace(r)
	with, err := w1.Reach(start, steps, opt)
	if err != nil {
		return err
	}
	free := opt
	free.ZOC = nil
	without, err := w2.Reach(start, steps, free)
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
