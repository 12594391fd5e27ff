package hexsighttest

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// Judge is the hex sight under test: it answers whether the observer
// in from sees the target in to, with the line's score. A
// [hexsight.Sight] gives one through [SightJudge]; a ruleset's own
// sight method is one too.
type Judge func(from, to hex.Hex) (seen bool, score float64, err error)

// JudgeFor builds the sight under test for a map; laws that generate
// maps call it for each one.
type JudgeFor func(m *terrain.HexMap) (Judge, error)

// SightJudge adapts a compiled hex sight to a [Judge]. The judge
// keeps a tracer: use it from one goroutine.
func SightJudge(hs *hexsight.Sight) Judge {
	var tr hexsight.Tracer
	return func(from, to hex.Hex) (bool, float64, error) {
		if hs == nil {
			return false, 0, errors.New("hexsighttest: nil hex sight")
		}
		v, err := hs.LoS(&tr, from, to)
		return v.Seen, v.Score, err
	}
}

// RulesJudge returns the [JudgeFor] of rules compiled on each map.
func RulesJudge(rules hexsight.Rules) JudgeFor {
	return func(m *terrain.HexMap) (Judge, error) {
		hs, err := hexsight.New(m, rules)
		if err != nil {
			return nil, err
		}
		return SightJudge(hs), nil
	}
}

// errNilJudge is the error of a law given a nil Judge.
var errNilJudge = errors.New("hexsighttest: nil Judge")

// CheckSymmetry checks that j from a to b and back from b to a give
// the same verdict (seen or not) and, for a line that is seen, the same
// score (a blocked line's score is what the observer's side of it meets,
// see hexsight.Verdict). back is the sight with the roles swapped
// (options bound to a role, such as eye and target heights, swapped);
// pass j itself when there are none.
func CheckSymmetry(j, back Judge, a, b hex.Hex) error {
	if j == nil || back == nil {
		return errNilJudge
	}
	s1, x1, err := j(a, b)
	if err != nil {
		return err
	}
	s2, x2, err := back(b, a)
	if err != nil {
		return err
	}
	if s1 != s2 || s1 && x1 != x2 {
		return fmt.Errorf("hexsighttest: %v->%v seen %v score %v, but %v->%v seen %v score %v", a, b, s1, x1, b, a, s2, x2)
	}
	return nil
}

// CheckMonotone checks that a line unseen under before is unseen
// under after, the same map with more obstacles.
func CheckMonotone(before, after Judge, a, b hex.Hex) error {
	if before == nil || after == nil {
		return errNilJudge
	}
	s1, _, err := before(a, b)
	if err != nil {
		return err
	}
	s2, _, err := after(a, b)
	if err != nil {
		return err
	}
	if !s1 && s2 {
		return fmt.Errorf("hexsighttest: %v->%v unseen, but seen once obstacles are added", a, b)
	}
	return nil
}

// CheckInvariance checks that moving the map (f maps each hex of the
// first map to its place on the second, a rotation or translation) changes
// neither the verdict nor, for a line that is seen, the score.
func CheckInvariance(j, moved Judge, f func(hex.Hex) hex.Hex, a, b hex.Hex) error {
	if j == nil || moved == nil || f == nil {
		return errors.New("hexsighttest: CheckInvariance needs two judges and a map of hexes (nil given)")
	}
	s1, x1, err := j(a, b)
	if err != nil {
		return err
	}
	s2, x2, err := moved(f(a), f(b))
	if err != nil {
		return err
	}
	if s1 != s2 || s1 && x1 != x2 {
		return fmt.Errorf("hexsighttest: %v->%v seen %v score %v, but moved to %v->%v: seen %v score %v", a, b, s1, x1, f(a), f(b), s2, x2)
	}
	return nil
}

// Case is a generated map for the laws.
type Case struct {
	// Map is the map; More the same map with more obstacles (nil: skip
	// the monotonicity law).
	Map, More *terrain.HexMap
	// Hexes are the hexes pairs are drawn from (nil: every hex of Map).
	Hexes []hex.Hex
}

// Maps generates a case from a random source.
type Maps func(r *rand.Rand) (Case, error)

// Laws configures [CheckLaws]: the user's own sight and map
// generator.
type Laws struct {
	// Sight builds the sight under test; Back the sight with the roles
	// swapped (nil: Sight).
	Sight, Back JudgeFor
	// Maps generates the maps.
	Maps Maps
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of maps (0: 40); Pairs the number of pairs of
	// hexes judged on each (0: 30).
	Cases, Pairs int
}

// CheckLaws checks symmetry and monotonicity of a hex sight on
// generated maps, over random pairs of hexes of each map. It fails when
// the laws tested nothing: no pair was blocked, none was seen, or (with
// more obstacles) the added obstacles never hid a line. Its cost is Cases
// maps compiled (three each) and Cases × Pairs × 4 LoS.
func CheckLaws(l Laws) error {
	if l.Sight == nil || l.Maps == nil {
		return errors.New("hexsighttest: Laws needs Sight and Maps")
	}
	back := l.Back
	if back == nil {
		back = l.Sight
	}
	seed := max(l.Seed, 1)
	cases, pairs := orDefault(l.Cases, 40), orDefault(l.Pairs, 30)
	var seen, unseen, hidden, monotone int
	for k := range cases {
		s := seed + uint64(k)
		c, err := checkCase(l.Sight, back, l.Maps, s, pairs)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		seen, unseen, hidden, monotone = seen+c.seen, unseen+c.unseen, hidden+c.hidden, monotone+c.more
	}
	return tally{seen, unseen, hidden, monotone}.vacuous(seed, seed+uint64(cases)-1)
}

func orDefault(n, d int) int {
	if n <= 0 {
		return d
	}
	return n
}

// tally counts the pairs a run judged: seen, unseen, judged again
// with more obstacles (more) and hidden by them.
type tally struct{ seen, unseen, hidden, more int }

// vacuous reports a run that tested nothing.
func (t tally) vacuous(first, last uint64) error {
	switch {
	case t.unseen == 0:
		return fmt.Errorf("hexsighttest: no line was unseen in %d (seeds %d-%d): nothing generated is an obstacle to this rule, so the laws tested nothing", t.seen, first, last)
	case t.seen == 0:
		return fmt.Errorf("hexsighttest: no line was seen in %d (seeds %d-%d): the laws tested nothing", t.unseen, first, last)
	case t.more > 0 && t.hidden == 0:
		return fmt.Errorf("hexsighttest: the added obstacles never hid a line in %d (seeds %d-%d): monotonicity tested nothing", t.more, first, last)
	}
	return nil
}

func checkCase(sight, back JudgeFor, maps Maps, seed uint64, pairs int) (tally, error) {
	var c tally
	rng := rand.New(rand.NewPCG(seed, 0x6c6f7374657374))
	hc, err := maps(rng)
	m, more := hc.Map, hc.More
	if err != nil || m == nil {
		return c, fmt.Errorf("hexsighttest: map generator: %v", errOr(err, "nil map"))
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
		return c, errors.New("hexsighttest: generated map has no hexes")
	}
	for range pairs {
		a, b := hexes[rng.IntN(len(hexes))], hexes[rng.IntN(len(hexes))]
		if err := CheckSymmetry(j, jb, a, b); err != nil {
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
		if err := CheckMonotone(j, jm, a, b); err != nil {
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
func judges(sight, back JudgeFor, m, more *terrain.HexMap) (j, jb, jm Judge, err error) {
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

// CheckFOV checks that the field of view of radius r from a holds
// exactly the hexes of the map within r that a sees, each once, in
// spiral order (a first, then ring by ring in the order of hex.Ring). It
// judges every hex of the map within r by LoS: its cost is that of
// AppendFOV and of one LoS per such hex, whatever r. A nil Sight, a
// Sight without a map and a negative r are errors.
func CheckFOV(hs *hexsight.Sight, a hex.Hex, r int) error {
	if hs == nil || hs.Map() == nil {
		return errors.New("hexsighttest: CheckFOV needs a compiled Sight (nil, or no map)")
	}
	var tr hexsight.Tracer
	fov, err := hs.AppendFOV(nil, &tr, a, r)
	if err != nil {
		return err
	}
	m := hs.Map()
	in := make(map[hex.Hex]bool, len(fov))
	for k, h := range fov {
		switch {
		case !m.Contains(h) || a.Distance(h) > r:
			return fmt.Errorf("hexsighttest: FOV from %v radius %d holds %v, off the map or beyond the radius", a, r, h)
		case in[h]:
			return fmt.Errorf("hexsighttest: FOV from %v holds %v twice", a, h)
		case k > 0 && !spiralBefore(a, fov[k-1], h):
			return fmt.Errorf("hexsighttest: FOV from %v lists %v before %v, out of spiral order", a, fov[k-1], h)
		}
		in[h] = true
	}
	for h := range m.Hexes() {
		if a.Distance(h) > r {
			continue
		}
		v, err := hs.LoS(&tr, a, h)
		if err != nil {
			return err
		}
		if v.Seen != in[h] {
			return fmt.Errorf("hexsighttest: FOV from %v: %v in FOV %v, but LoS seen %v", a, h, in[h], v.Seen)
		}
	}
	return nil
}

// spiralBefore reports whether x comes before y in the spiral about c:
// by distance, then by position along the ring (hex.Ring's order).
func spiralBefore(c, x, y hex.Hex) bool {
	dx, dy := c.Distance(x), c.Distance(y)
	if dx != dy {
		return dx < dy
	}
	return ringIndex(c, x, dx) < ringIndex(c, y, dy)
}

// ringIndex returns the position of h (at distance k >= 1 from c) along
// hex.Ring(c, k): it starts at c + k·direction 0 and runs k steps along
// direction side+2 on each side.
func ringIndex(c, h hex.Hex, k int) int {
	if k == 0 {
		return 0
	}
	for side := range hex.Direction(6) {
		corner := c.Add(side.Vector().Scale(k))
		step := side.Rotate(2).Vector()
		d := h.Sub(corner)
		// h lies on this side when d = t·step for some 0 <= t < k (a
		// step has a component ±1 in Q or in R).
		t := d.Q * step.Q
		if step.Q == 0 {
			t = d.R * step.R
		}
		if t >= 0 && t < k && corner.Add(step.Scale(t)) == h {
			return int(side)*k + t
		}
	}
	return -1
}
