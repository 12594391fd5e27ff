package combat

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
)

// Limits on dice, so that hostile input (a parsed "999999d999999") is an
// error rather than an endless loop or an exhausted memory.
const (
	MaxDice  = 100  // dice in one term (the N of NdS)
	MaxSides = 1000 // faces of one die (the S of NdS)
	MaxTerms = 16   // terms in one dice expression
)

// maxKeepWork bounds the dynamic programme of a keep rule (about 10 ms).
const maxKeepWork = 50_000_000

// Keep selects which dice of a group count towards the total.
type Keep int

const (
	KeepAll     Keep = iota // every die counts (the default)
	KeepHighest             // the K highest dice count ("3d6kh2")
	KeepLowest              // the K lowest dice count ("4d6kl3")
)

// Term is one signed group of dice, NdS with an optional keep rule, or a
// constant when N and Sides are both 0.
type Term struct {
	Neg   bool // subtract this term
	N     int  // number of dice; 0 (with Sides 0) makes the term the constant Const
	Sides int  // faces per die, numbered 1..Sides
	Keep  Keep
	K     int // dice kept when Keep is not KeepAll
	Const int // the value of a constant term (N == 0)
}

// Dice is a dice expression: signed terms such as "2d6+1", "3d6kh2" or
// "2d6-1d6". Build one with [ParseDice], [NdS] and [Dice.Plus], or a literal
// list of Terms. A Dice is a plain value; its terms are validated when it is
// rolled or turned into a distribution, so an invalid Dice gives an error
// then, never a panic. The zero Dice is the constant 0.
//
// The builders ([Dice.Plus], [Dice.Minus], [Dice.PlusConst]) bound the
// expression as they build it: one that would pass [MaxTerms] terms keeps
// its first MaxTerms, and a constant beyond ±100,000 is not added, so no
// chain of builders allocates more than MaxTerms terms; the expression
// remembers the first such fault, and [Dice.Validate] (hence Dist and
// every roll) reports it.
type Dice struct {
	terms []Term
	// fault is the first bound a builder met, "" if none; Validate
	// reports it before anything else.
	fault string
}

// NdS returns the expression of n dice of s sides each.
func NdS(n, s int) Dice { return Dice{terms: []Term{{N: n, Sides: s}}} }

// D6 is one six-sided die; TwoD6 is 2D6, the commonest rolls of hex games.
var (
	D6    = NdS(1, 6)
	TwoD6 = NdS(2, 6)
)

// NewDice returns the expression made of terms, validated.
func NewDice(terms ...Term) (Dice, error) {
	d := Dice{terms: append([]Term(nil), terms...)}
	return d, d.Validate()
}

// Terms returns a copy of the expression's terms.
func (d Dice) Terms() []Term { return append([]Term(nil), d.terms...) }

// Plus returns d + e. Terms are copied; neither operand changes. More than
// [MaxTerms] terms in all is an error that Validate reports (see [Dice]).
func (d Dice) Plus(e Dice) Dice { return d.join(e, false) }

// Minus returns d − e, with Plus's bound.
func (d Dice) Minus(e Dice) Dice { return d.join(e, true) }

// join returns d + e, or d − e if minus, keeping at most MaxTerms terms
// and the first fault of d, e and the join.
func (d Dice) join(e Dice, minus bool) Dice {
	out := Dice{fault: cmp.Or(d.fault, e.fault)}
	n := min(len(d.terms)+len(e.terms), MaxTerms) // lengths of slices in memory: no overflow
	if len(d.terms)+len(e.terms) > MaxTerms && out.fault == "" {
		out.fault = "more than " + strconv.Itoa(MaxTerms) + " terms (MaxTerms)"
	}
	if n == len(d.terms) && d.fault != "" {
		out.terms = d.terms // already full: shared, as terms never change
		return out
	}
	out.terms = append(make([]Term, 0, n), d.terms[:min(len(d.terms), n)]...)
	for _, x := range e.terms[:n-len(out.terms)] {
		x.Neg = x.Neg != minus
		out.terms = append(out.terms, x)
	}
	return out
}

// maxConst is the largest constant of a term: the largest total of one
// term of dice.
const maxConst = MaxDice * MaxSides

// PlusConst returns d + k (d − |k| for a negative k). A k beyond
// ±100,000 is an error that Validate reports (see [Dice]).
func (d Dice) PlusConst(k int) Dice {
	if k < -maxConst || k > maxConst {
		c := d.join(Dice{}, false)
		c.fault = cmp.Or(c.fault, "PlusConst("+strconv.Itoa(k)+"): want a constant within ±"+strconv.Itoa(maxConst))
		return c
	}
	if k < 0 {
		return d.Minus(Dice{terms: []Term{{Const: -k}}})
	}
	return d.Plus(Dice{terms: []Term{{Const: k}}})
}

// KeepHighestOf returns the expression n dice of s sides keeping the k highest.
func KeepHighestOf(n, s, k int) Dice {
	return Dice{terms: []Term{{N: n, Sides: s, Keep: KeepHighest, K: k}}}
}

// KeepLowestOf returns the expression n dice of s sides keeping the k lowest.
func KeepLowestOf(n, s, k int) Dice {
	return Dice{terms: []Term{{N: n, Sides: s, Keep: KeepLowest, K: k}}}
}

// Validate reports the first fault a builder met (see [Dice]), or the first
// invalid term: dice or sides out of range, a keep count outside 1..N, or
// too many terms.
func (d Dice) Validate() error {
	if d.fault != "" {
		return fmt.Errorf("combat: dice %q: %s", d, d.fault)
	}
	if len(d.terms) > MaxTerms {
		return fmt.Errorf("combat: dice %q: %d terms, at most %d", d, len(d.terms), MaxTerms)
	}
	for i, t := range d.terms {
		if msg := t.validate(); msg != "" {
			return fmt.Errorf("combat: dice %q: term %d: %s", d, i+1, msg)
		}
	}
	return nil
}

func (t Term) validate() string {
	if t.N == 0 && t.Sides == 0 && t.Keep == KeepAll {
		if t.Const < 0 {
			return fmt.Sprintf("constant %d: a term's Const is its size (set the term's Neg to subtract it)", t.Const)
		}
		if t.Const > maxConst {
			return fmt.Sprintf("constant %d outside 0..%d", t.Const, maxConst)
		}
		return ""
	}
	switch {
	case t.N < 1 || t.N > MaxDice:
		return fmt.Sprintf("%d dice, want 1..%d", t.N, MaxDice)
	case t.Sides < 1 || t.Sides > MaxSides:
		return fmt.Sprintf("%d sides, want 1..%d", t.Sides, MaxSides)
	case t.Keep < KeepAll || t.Keep > KeepLowest:
		return fmt.Sprintf("unknown keep rule %d", t.Keep)
	case t.Keep != KeepAll && (t.K < 1 || t.K > t.N):
		return fmt.Sprintf("keep %d of %d dice, want 1..%d", t.K, t.N, t.N)
	}
	return ""
}

// Dist returns the exact distribution of the expression's total. It is an
// error if the expression is invalid or its number of equally likely
// outcomes does not fit in int64.
func (d Dice) Dist() (Dist, error) {
	if err := d.Validate(); err != nil {
		return Dist{}, err
	}
	r := Const(0)
	for _, t := range d.terms {
		td, err := t.dist()
		if err != nil {
			return Dist{}, fmt.Errorf("combat: dice %q: %w", d, err)
		}
		if t.Neg {
			td, _ = td.Neg() // terms are validated: no value near MinInt
		}
		if r, err = r.Add(td); err != nil {
			return Dist{}, fmt.Errorf("combat: dice %q: too many outcomes: %w", d, err)
		}
	}
	return r, nil
}

func (t Term) dist() (Dist, error) {
	if t.N == 0 {
		return Const(t.Const), nil
	}
	if t.Keep == KeepAll || t.K == t.N {
		return sumOfDice(t.N, t.Sides)
	}
	if t.Sides == 1 { // every die shows 1
		return Const(t.K), nil
	}
	return keepDist(t.N, t.Sides, t.K, t.Keep == KeepHighest)
}

// sumOfDice convolves n uniform dice with a running window sum, linear in
// the size of the result per die.
func sumOfDice(n, s int) (Dist, error) {
	total := int64(1)
	for range n {
		var ok bool
		if total, ok = mul64(total, int64(s)); !ok {
			return Dist{}, errOverflow
		}
	}
	size := n*(s-1) + 1
	cur := make([]int64, size)
	next := make([]int64, size)
	for i := range s {
		cur[i] = 1
	}
	length := s
	for k := 1; k < n; k++ {
		nl := length + s - 1
		var win int64
		for i := range nl {
			if i < length {
				win += cur[i]
			}
			if i-s >= 0 {
				win -= cur[i-s]
			}
			next[i] = win
		}
		cur, next, length = next, cur, nl
	}
	return Dist{min: n, w: cur[:length:length], total: total}, nil
}

// keepDist computes the sum of the k highest (or lowest) of n dice of s
// sides by dynamic programming over faces from best to worst: state (dice
// assigned so far, sum of kept dice), weighted by binomial coefficients for
// which dice show each face. Cost is about s·n²·k·s, never s^n.
func keepDist(n, s, k int, highest bool) (Dist, error) {
	total := int64(1)
	for range n {
		var ok bool
		if total, ok = mul64(total, int64(s)); !ok {
			return Dist{}, errOverflow
		}
	}
	if work := int64(s) * int64(s) * int64(n+1) * int64(n+1) * int64(k); work > maxKeepWork {
		return Dist{}, fmt.Errorf("%dd%d keeping %d: too costly to compute exactly", n, s, k)
	}
	binom := binomials(n)
	maxSum := k * s
	// ways[j][sum]: j dice assigned (to the faces seen so far).
	ways := make([][]int64, n+1)
	for j := range ways {
		ways[j] = make([]int64, maxSum+1)
	}
	ways[0][0] = 1
	next := make([][]int64, n+1)
	for j := range next {
		next[j] = make([]int64, maxSum+1)
	}
	for step := range s {
		face := s - step // best face first
		if !highest {
			face = step + 1
		}
		for j := range next {
			clear(next[j])
		}
		for j := 0; j <= n; j++ {
			for sum, w := range ways[j] {
				if w == 0 {
					continue
				}
				for c := 0; c <= n-j; c++ {
					kept := min(c, max(k-j, 0))
					// w·C(n−j, c) counts outcomes, bounded by total.
					x := w * binom[n-j][c]
					next[j+c][sum+kept*face] += x
				}
			}
		}
		ways, next = next, ways
	}
	return trim(0, ways[n], total), nil
}

// binomials returns Pascal's triangle up to n. keepDist calls it only when
// sides >= 2 and sides^n fits in int64, so n <= 63 and C(n, c) <= 2^n fits.
func binomials(n int) [][]int64 {
	b := make([][]int64, n+1)
	for i := range b {
		b[i] = make([]int64, i+1)
		b[i][0], b[i][i] = 1, 1
		for j := 1; j < i; j++ {
			b[i][j] = b[i-1][j-1] + b[i-1][j]
		}
	}
	return b
}

// String formats the expression in the syntax [ParseDice] reads, such as
// "2d6+1" or "3d6kh2-1d6". An expression with a builder's fault (see
// [Dice]) ends in "+…" after the terms it kept.
func (d Dice) String() string {
	if d.fault != "" {
		return d.formatTerms() + "+…"
	}
	return d.formatTerms()
}

// formatTerms formats d's terms, "0" for none.
func (d Dice) formatTerms() string {
	if len(d.terms) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, t := range d.terms {
		switch {
		case t.Neg:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		if t.N == 0 {
			b.WriteString(strconv.Itoa(t.Const))
			continue
		}
		b.WriteString(strconv.Itoa(t.N))
		b.WriteByte('d')
		b.WriteString(strconv.Itoa(t.Sides))
		switch t.Keep {
		case KeepHighest:
			b.WriteString("kh" + strconv.Itoa(t.K))
		case KeepLowest:
			b.WriteString("kl" + strconv.Itoa(t.K))
		}
	}
	return b.String()
}
