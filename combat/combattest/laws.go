package combattest

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strings"

	"github.com/warkit/warkit/combat"
)

// CheckSumsToOne checks that the probabilities of o sum to exactly 1,
// adding them as math/big rationals (independently of the weights'
// total). The numerators of each denominator are first summed in 128
// bits, so its memory grows with the distinct denominators (divisors of
// the total, when the weights are right), not with the results; its time
// is linear in the results.
func CheckSumsToOne[R comparable](o combat.Outcomes[R]) error {
	sums := map[int64]*[2]uint64{} // denominator: numerators' sum, high and low words
	for r, p := range o.All() {
		if p.Sign() < 0 {
			return fmt.Errorf("combattest: result %v has negative probability %v", r, p)
		}
		s := sums[p.Den()]
		if s == nil {
			s = new([2]uint64)
			sums[p.Den()] = s
		}
		var carry uint64
		s[1], carry = bits.Add64(s[1], uint64(p.Num()), 0)
		s[0] += carry
	}
	var sum, term big.Rat
	var hi, lo big.Int
	for den, s := range sums { // any order: the sum is exact
		hi.SetUint64(s[0])
		hi.Lsh(&hi, 64)
		hi.Add(&hi, lo.SetUint64(s[1]))
		sum.Add(&sum, term.SetFrac(&hi, lo.SetInt64(den)))
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		return fmt.Errorf("combattest: probabilities sum to %v, not 1", sum.RatString())
	}
	return nil
}

// TwoD6 returns the exact weights of 2D6 for the values 2..12, out of 36.
func TwoD6() []int64 { return []int64{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1} }

// CheckWeights checks that d gives the values min, min+1, ... exactly the
// probabilities weights[i] / sum(weights), and nothing else. Negative
// weights, weights that sum to 0 or beyond int64, and values beyond int
// are errors. It compares each probability as an exact cross product,
// allocating nothing unless it fails, in time linear in the values of d
// and the weights.
func CheckWeights(d combat.Dist, min int, weights ...int64) error {
	var total int64
	for i, w := range weights {
		if w < 0 || total > math.MaxInt64-w {
			return fmt.Errorf("combattest: expected weight %d (%d) is negative or makes the sum overflow int64", i, w)
		}
		total += w
	}
	if total <= 0 {
		return errors.New("combattest: expected weights sum to 0")
	}
	if min > math.MaxInt-(len(weights)-1) {
		return fmt.Errorf("combattest: %d expected weights from %d run past the largest int", len(weights), min)
	}
	if err := CheckSumsToOne(d.Outcomes()); err != nil {
		return err
	}
	lo, n := d.Min(), d.Max()-d.Min()+1 // fewer than combat.MaxValues
	for i := range n {
		v := lo + i
		var w int64
		if off := uint64(v) - uint64(min); v >= min && off < uint64(len(weights)) { // v-min in uint64: no overflow
			w = weights[off]
		}
		if !sameFrac(d.Weight(v), d.Total(), w, total) {
			return fmt.Errorf("combattest: P(%d) = %v, want %v", v, d.P(v), big.NewRat(w, total).RatString())
		}
	}
	for i, w := range weights {
		if v := min + i; w != 0 && (v < d.Min() || v > d.Max()) {
			return fmt.Errorf("combattest: %d cannot happen, want probability %d/%d", v, w, total)
		}
	}
	return nil
}

// sameFrac reports whether a/b == c/d for a, c >= 0 and b, d > 0, by
// comparing the 128-bit products a·d and c·b.
func sameFrac(a, b, c, d int64) bool {
	h1, l1 := bits.Mul64(uint64(a), uint64(d))
	h2, l2 := bits.Mul64(uint64(c), uint64(b))
	return h1 == h2 && l1 == l2
}

// MonteCarlo is the report of a chi-square goodness-of-fit test of rolled
// totals against an exact distribution.
type MonteCarlo struct {
	Rolls     int
	Bins      int     // after merging values expected fewer than 5 times
	ChiSquare float64 // the statistic
	Critical  float64 // the threshold at significance 0.001
}

// String reports the test.
func (m MonteCarlo) String() string {
	return fmt.Sprintf("chi-square %.2f over %d bins (critical %.2f at p = 0.001) from %d rolls", m.ChiSquare, m.Bins, m.Critical, m.Rolls)
}

// MaxMonteCarloWork bounds the work of [CheckMonteCarlo]: the rolls times
// one more than the dice each rolls, 2^26 (a second or so), so that a
// count such as 2^40 is an error rather than a run that never ends.
const MaxMonteCarloWork = 1 << 26

// CheckMonteCarlo rolls d n times with combat.SeededRoller(seed) and
// compares the totals with d's exact distribution by a chi-square test.
// Adjacent values expected fewer than 5 times are merged into one bin. It
// fails when the statistic exceeds the critical value at significance 0.001
// for bins−1 degrees of freedom (Wilson–Hilferty approximation). A fair
// source fails that test once in a thousand seeds; the seed is fixed, so a
// test that passes keeps passing, and a biased source or a wrong
// distribution fails.
//
// n must be at least 100, and n × (1 + the dice of d) at most
// [MaxMonteCarloWork]; an invalid d, or one with a single value (a
// constant, which the test cannot tell from anything), is an error. It
// costs that work plus the values of d's distribution.
func CheckMonteCarlo(d combat.Dice, seed uint64, n int) (MonteCarlo, error) {
	rep := MonteCarlo{Rolls: n}
	dist, err := monteCarloDist(d, n)
	if err != nil {
		return rep, err
	}
	r := combat.SeededRoller(seed)
	r.SetLogging(false)
	counts := make([]int, dist.Max()-dist.Min()+1)
	for range n {
		v, _, err := r.Roll("monte carlo", d)
		if err != nil {
			return rep, err
		}
		if v < dist.Min() || v > dist.Max() {
			return rep, fmt.Errorf("combattest: rolled %d, outside %d..%d", v, dist.Min(), dist.Max())
		}
		counts[v-dist.Min()]++
	}
	if err := rep.chiSquare(dist, counts); err != nil {
		return rep, err
	}
	if rep.ChiSquare > rep.Critical {
		return rep, fmt.Errorf("combattest: %v rolled by seed %d: %v", d, seed, rep)
	}
	return rep, nil
}

// monteCarloDist checks CheckMonteCarlo's arguments and returns the
// distribution of d.
func monteCarloDist(d combat.Dice, n int) (combat.Dist, error) {
	if n < 100 {
		return combat.Dist{}, fmt.Errorf("combattest: %d rolls is too few for a chi-square test", n)
	}
	dist, err := d.Dist()
	if err != nil {
		return combat.Dist{}, err
	}
	dice := 0
	for _, t := range d.Terms() {
		dice += t.N // validated: at most MaxTerms × MaxDice
	}
	if n > MaxMonteCarloWork/(1+dice) {
		return combat.Dist{}, fmt.Errorf("combattest: %d rolls of %v (%d dice each): more than MaxMonteCarloWork (%d) rolls times dice plus one",
			n, d, dice, MaxMonteCarloWork)
	}
	if dist.Min() == dist.Max() {
		return combat.Dist{}, fmt.Errorf("combattest: %v is always %d: a chi-square test tests nothing", d, dist.Min())
	}
	return dist, nil
}

// chiSquare fills m's statistic, bins and critical value from the counts
// of each value of dist, merging adjacent values expected fewer than 5
// times.
func (m *MonteCarlo) chiSquare(dist combat.Dist, counts []int) error {
	total := float64(dist.Total())
	var obs, exp float64
	for i, c := range counts {
		obs += float64(c)
		exp += float64(m.Rolls) * float64(dist.Weight(dist.Min()+i)) / total
		if exp >= 5 || i == len(counts)-1 {
			if exp > 0 {
				m.ChiSquare += (obs - exp) * (obs - exp) / exp
				m.Bins++
			} else if obs > 0 {
				return fmt.Errorf("combattest: rolled an impossible value")
			}
			obs, exp = 0, 0
		}
	}
	df := float64(max(m.Bins-1, 1))
	const z = 3.090232 // upper 0.001 quantile of the standard normal
	h := 2 / (9 * df)
	m.Critical = df * math.Pow(1-h+z*math.Sqrt(h), 3)
	return nil
}

// Violation is a pair of adjacent columns where the better column gives a
// worse result distribution: P(result at least Threshold) is lower in
// Better than in Worse.
type Violation[C comparable] struct {
	Worse, Better string // column labels, Better one step in the attacker's favour
	Threshold     C
	PWorse        combat.Frac // P(result >= Threshold) in the worse column
	PBetter       combat.Frac // the same in the better column
}

// String reports the violation.
func (v Violation[C]) String() string {
	return fmt.Sprintf("column %s gives P(>= %v) = %v, less than %v in column %s", v.Better, v.Threshold, v.PBetter, v.PWorse, v.Worse)
}

// MonotoneViolations lints a table: for each pair of adjacent columns and each result
// r, the chance of a result at least as good as r (by cmp, which orders
// results from the attacker's point of view: cmp(a, b) > 0 when a is better
// for the attacker) must not drop when moving one column in the attacker's
// favour. That is first-order stochastic dominance, the property a player
// expects of "better odds". It returns every violation, in column order.
// A nil or zero table or a nil cmp is an error. It costs O(R²) calls of
// cmp per pair of columns for R results of the two.
func MonotoneViolations[C comparable](t *combat.Table[C], mods combat.Mods, cmp func(a, b C) int) ([]Violation[C], error) {
	if t == nil || cmp == nil {
		return nil, errors.New("combattest: nil table or comparison")
	}
	cols := t.Columns()
	var out []Violation[C]
	prev, err := t.Outcomes(combat.ColumnIndex(0), mods)
	if err != nil {
		return nil, err
	}
	for i := 1; i < cols.Len(); i++ {
		cur, err := t.Outcomes(combat.ColumnIndex(i), mods)
		if err != nil {
			return nil, err
		}
		var results []C
		for r := range prev.All() {
			results = append(results, r)
		}
		for r := range cur.All() {
			results = append(results, r)
		}
		seen := map[C]bool{}
		for _, r := range results {
			if seen[r] {
				continue
			}
			seen[r] = true
			atLeast := func(x C) bool { return cmp(x, r) >= 0 }
			pw, pb := prev.Chance(atLeast), cur.Chance(atLeast)
			if pb.Cmp(pw) < 0 {
				out = append(out, Violation[C]{Worse: cols.Label(i - 1), Better: cols.Label(i), Threshold: r, PWorse: pw, PBetter: pb})
			}
		}
		prev = cur
	}
	return out, nil
}

// CheckMonotone is [MonotoneViolations] as an error listing every
// violation. A table of fewer than two columns has nothing to compare and
// is an error.
func CheckMonotone[C comparable](t *combat.Table[C], mods combat.Mods, cmp func(a, b C) int) error {
	if t == nil || cmp == nil {
		return errors.New("combattest: nil table or comparison")
	}
	if t.Columns().Len() < 2 {
		return fmt.Errorf("combattest: table %q has %d column: monotonicity tests nothing", t.Name(), t.Columns().Len())
	}
	v, err := MonotoneViolations(t, mods, cmp)
	if err != nil || len(v) == 0 {
		return err
	}
	lines := make([]string, len(v))
	for i, x := range v {
		lines[i] = x.String()
	}
	return fmt.Errorf("combattest: table %q is not monotone:\n\t%s", t.Name(), strings.Join(lines, "\n\t"))
}

// CheckTable checks the laws of any table under mods: the results of
// every column sum to exactly 1, and a better column never gives a worse
// distribution (see [CheckMonotone]).
func CheckTable[C comparable](t *combat.Table[C], mods combat.Mods, cmp func(a, b C) int) error {
	if t == nil {
		return errors.New("combattest: nil table")
	}
	for i := range t.Columns().Len() {
		o, err := t.Outcomes(combat.ColumnIndex(i), mods)
		if err != nil {
			return fmt.Errorf("combattest: table %q column %s: %w", t.Name(), t.Columns().Label(i), err)
		}
		if err := CheckSumsToOne(o); err != nil {
			return fmt.Errorf("table %q column %s: %w", t.Name(), t.Columns().Label(i), err)
		}
	}
	return CheckMonotone(t, mods, cmp)
}

// MaxOddsStrength is the largest max of [CheckOddsRounding]: a million
// pairs of strengths.
const MaxOddsStrength = 1000

// CheckOddsRounding compares combat.RoundOdds with an independent math/big
// oracle for every attacker and defender strength 1..max, and checks that
// a defender of 0 is an error. max must be in 1..[MaxOddsStrength]; it
// costs max² pairs and allocates nothing per pair.
func CheckOddsRounding(p combat.OddsRounding, max int) error {
	if max < 1 || max > MaxOddsStrength {
		return fmt.Errorf("combattest: odds strengths 1..%d: want a bound in 1..%d (MaxOddsStrength)", max, MaxOddsStrength)
	}
	var x, y, q, m big.Int
	for a := 1; a <= max; a++ {
		if _, err := combat.RoundOdds(combat.Int(int64(a)), combat.Int(0), p); err == nil {
			return fmt.Errorf("combattest: odds %d:0 gave no error", a)
		}
		for d := 1; d <= max; d++ {
			x.SetInt64(int64(a))
			y.SetInt64(int64(d))
			var want combat.Odds
			if a >= d { // floor(a/d):1 in the defender's favour, ceil in the attacker's
				want = combat.Odds{A: int(quotient(&q, &m, &x, &y, p != combat.DefenderFavour)), D: 1}
			} else { // 1:ceil(d/a) in the defender's favour, floor in the attacker's
				want = combat.Odds{A: 1, D: int(quotient(&q, &m, &y, &x, p == combat.DefenderFavour))}
			}
			got, err := combat.RoundOdds(combat.Int(int64(a)), combat.Int(int64(d)), p)
			if err != nil {
				return fmt.Errorf("combattest: odds %d:%d: %v", a, d, err)
			}
			if got != want {
				return fmt.Errorf("combattest: odds %d:%d %v = %v, want %v", a, d, p, got, want)
			}
		}
	}
	return nil
}

// quotient returns x/y rounded up when up, else down, for x, y > 0, using
// q and m as scratch.
func quotient(q, m, x, y *big.Int, up bool) int64 {
	q.QuoRem(x, y, m)
	k := q.Int64()
	if up && m.Sign() != 0 {
		k++
	}
	return k
}
