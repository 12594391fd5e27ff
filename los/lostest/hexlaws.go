package lostest

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// HexJudge is the hex sight under test: it answers whether the observer
// in from sees the target in to, with the line's score. A
// [hexsight.Sight] gives one through [HexSightJudge]; a ruleset's own
// sight method is one too.
type HexJudge func(from, to hex.Hex) (seen bool, score float64, err error)

// HexJudgeFor builds the sight under test for a map; laws that generate
// maps call it for each one.
type HexJudgeFor func(m *terrain.HexMap) (HexJudge, error)

// HexSightJudge adapts a compiled hex sight to a [HexJudge]. The judge
// keeps a tracer: use it from one goroutine.
func HexSightJudge(hs *hexsight.Sight) HexJudge {
	var tr hexsight.Tracer
	return func(from, to hex.Hex) (bool, float64, error) {
		if hs == nil {
			return false, 0, errors.New("lostest: nil hex sight")
		}
		v, err := hs.LoS(&tr, from, to)
		return v.Seen, v.Score, err
	}
}

// HexRulesJudge returns the HexJudgeFor of rules compiled on each map.
func HexRulesJudge(rules hexsight.Rules) HexJudgeFor {
	return func(m *terrain.HexMap) (HexJudge, error) {
		hs, err := hexsight.New(m, rules)
		if err != nil {
			return nil, err
		}
		return HexSightJudge(hs), nil
	}
}

// CheckHexSymmetry checks that j from a to b and back from b to a give
// the same verdict and score. back is the sight with the roles swapped
// (options bound to a role, such as eye and target heights, swapped);
// pass j itself when there are none.
func CheckHexSymmetry(j, back HexJudge, a, b hex.Hex) error {
	s1, x1, err := j(a, b)
	if err != nil {
		return err
	}
	s2, x2, err := back(b, a)
	if err != nil {
		return err
	}
	if s1 != s2 || x1 != x2 {
		return fmt.Errorf("lostest: %v->%v seen %v score %v, but %v->%v seen %v score %v", a, b, s1, x1, b, a, s2, x2)
	}
	return nil
}

// CheckHexMonotone checks that a line unseen under before is unseen
// under after, the same map with more obstacles.
func CheckHexMonotone(before, after HexJudge, a, b hex.Hex) error {
	s1, _, err := before(a, b)
	if err != nil {
		return err
	}
	s2, _, err := after(a, b)
	if err != nil {
		return err
	}
	if !s1 && s2 {
		return fmt.Errorf("lostest: %v->%v unseen, but seen once obstacles are added", a, b)
	}
	return nil
}

// CheckHexInvariance checks that moving the map (f maps each hex of the
// first map to its place on the second, a rotation or translation) changes
// neither the verdict nor, for a line that is seen, the score.
func CheckHexInvariance(j, moved HexJudge, f func(hex.Hex) hex.Hex, a, b hex.Hex) error {
	s1, x1, err := j(a, b)
	if err != nil {
		return err
	}
	s2, x2, err := moved(f(a), f(b))
	if err != nil {
		return err
	}
	if s1 != s2 || s1 && x1 != x2 {
		return fmt.Errorf("lostest: %v->%v seen %v score %v, but moved to %v->%v: seen %v score %v", a, b, s1, x1, f(a), f(b), s2, x2)
	}
	return nil
}

// HexCase is a generated map for the hex laws.
type HexCase struct {
	// Map is the map; More the same map with more obstacles (nil: skip
	// the monotonicity law).
	Map, More *terrain.HexMap
	// Hexes are the hexes pairs are drawn from (nil: every hex of Map).
	Hexes []hex.Hex
}

// HexMaps generates a case from a random source.
type HexMaps func(r *rand.Rand) (HexCase, error)

// HexLaws configures [CheckHexLaws]: the user's own sight and map
// generator.
type HexLaws struct {
	// Sight builds the sight under test; Back the sight with the roles
	// swapped (nil: Sight).
	Sight, Back HexJudgeFor
	// Maps generates the maps.
	Maps HexMaps
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of maps (0: 40); Pairs the number of pairs of
	// hexes judged on each (0: 30).
	Cases, Pairs int
}

// CheckHexLaws checks symmetry and monotonicity of a hex sight on
// generated maps, over random pairs of hexes of each map. It fails when
// the laws tested nothing: no pair was blocked, none was seen, or (with
// more obstacles) the added obstacles never hid a line.
func CheckHexLaws(l HexLaws) error {
	if l.Sight == nil || l.Maps == nil {
		return errors.New("lostest: HexLaws needs Sight and Maps")
	}
	back := l.Back
	if back == nil {
		back = l.Sight
	}
	seed := max(l.Seed, 1)
	cases, pairs := hexOrDefault(l.Cases, 40), hexOrDefault(l.Pairs, 30)
	var seen, unseen, hidden, monotone int
	for k := range cases {
		s := seed + uint64(k)
		c, err := hexCase(l.Sight, back, l.Maps, s, pairs)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		seen, unseen, hidden, monotone = seen+c.seen, unseen+c.unseen, hidden+c.hidden, monotone+c.more
	}
	return hexTally{seen, unseen, hidden, monotone}.vacuous(seed, seed+uint64(cases)-1)
}

func hexOrDefault(n, d int) int {
	if n <= 0 {
		return d
	}
	return n
}

// hexTally counts the pairs a run judged: seen, unseen, judged again
// with more obstacles (more) and hidden by them.
type hexTally struct{ seen, unseen, hidden, more int }

// vacuous reports a run that tested nothing.
func (t hexTally) vacuous(first, last uint64) error {
	switch {
	case t.unseen == 0:
		return fmt.Errorf("lostest: no line was unseen in %d (seeds %d-%d): nothing generated is an obstacle to this rule, so the laws tested nothing", t.seen, first, last)
	case t.seen == 0:
		return fmt.Errorf("lostest: no line was seen in %d (seeds %d-%d): the laws tested nothing", t.unseen, first, last)
	case t.more > 0 && t.hidden == 0:
		return fmt.Errorf("lostest: the added obstacles never hid a line in %d (seeds %d-%d): monotonicity tested nothing", t.more, first, last)
	}
	return nil
}

func hexCase(sight, back HexJudgeFor, maps HexMaps, seed uint64, pairs int) (hexTally, error) {
	var c hexTally
	rng := rand.New(rand.NewPCG(seed, 0x6c6f7374657374))
	hc, err := maps(rng)
	m, more := hc.Map, hc.More
	if err != nil || m == nil {
		return c, fmt.Errorf("lostest: map generator: %v", errOr(err, "nil map"))
	}
	j, jb, jm, err := judges(sight, back, m, more)
	if err != nil {
		return c, err
	}
	hexes := hc.Hexes
	if hexes == nil {
		hexes = appendHexes(nil, m)
	}
	if len(hexes) == 0 {
		return c, errors.New("lostest: generated map has no hexes")
	}
	for range pairs {
		a, b := hexes[rng.IntN(len(hexes))], hexes[rng.IntN(len(hexes))]
		if err := CheckHexSymmetry(j, jb, a, b); err != nil {
			return c, err
		}
		s, _, _ := j(a, b)
		if s {
			c.seen++
		} else {
			c.unseen++
		}
		if jm == nil {
			continue
		}
		if err := CheckHexMonotone(j, jm, a, b); err != nil {
			return c, err
		}
		c.more++
		if s2, _, _ := jm(a, b); s && !s2 {
			c.hidden++
		}
	}
	return c, nil
}

// judges builds the sight of m both ways, and of more (nil if more is).
func judges(sight, back HexJudgeFor, m, more *terrain.HexMap) (j, jb, jm HexJudge, err error) {
	if j, err = sight(m); err != nil {
		return
	}
	if jb, err = back(m); err != nil || more == nil {
		return
	}
	jm, err = sight(more)
	return
}

func errOr(err error, s string) any {
	if err != nil {
		return err
	}
	return s
}

// appendHexes appends the hexes of m in its own (deterministic) order.
func appendHexes(dst []hex.Hex, m *terrain.HexMap) []hex.Hex {
	for h := range m.Hexes() {
		dst = append(dst, h)
	}
	return dst
}

// SceneMaps generates the scenes of [HexSceneOf] (the traits of this
// package) from a random source, each with a wood added on a random hex
// as its map with more obstacles; pairs are drawn from the scene.
func SceneMaps(radius int) HexMaps {
	return func(r *rand.Rand) (HexCase, error) {
		sc := RandomScene(r, radius)
		m, err := sc.Map()
		if err != nil {
			return HexCase{}, err
		}
		hs := rangeList(sc.Center, sc.Radius)
		more, err := sc.WithBlocker(hs[r.IntN(len(hs))]).Map()
		return HexCase{Map: m, More: more, Hexes: hs}, err
	}
}

// RandomScene draws a scene like [HexSceneOf] from a random source.
func RandomScene(r *rand.Rand, radius int) HexScene {
	radius = max(radius, 1)
	n := mapSide(radius)
	sc := HexScene{Radius: radius, Center: hex.OddQ.ToHex(hex.Offset{Col: n / 2, Row: n / 2})}
	names := []string{"clear", "wood", "brush", "hill"}
	for h := range hex.Range(sc.Center, radius) {
		k := r.IntN(10)
		if k >= len(names) {
			continue
		}
		e := 0.0
		if names[k] == "hill" {
			e = float64(1 + r.IntN(3))
		}
		sc.Hexes = append(sc.Hexes, terrain.HexData{Hex: h, Type: names[k], Elevation: e})
	}
	inner := rangeList(sc.Center, radius-1)
	for range r.IntN(2*radius + 1) {
		h := inner[r.IntN(len(inner))]
		typ := []string{"wall", "hedge"}[r.IntN(2)]
		sf := terrain.SideFeature{Type: typ}
		if typ == "wall" && r.IntN(2) == 0 {
			sf.Height, sf.HasHeight = 1, true
		}
		sd := terrain.SideData{Side: hex.SideOf(h, hex.Direction(r.IntN(6))), SideFeature: sf}
		dup := false
		for _, o := range sc.Sides {
			dup = dup || o.Side == sd.Side && o.Type == sd.Type
		}
		if !dup {
			sc.Sides = append(sc.Sides, sd)
		}
	}
	return sc
}
