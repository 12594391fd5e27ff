package los

import (
	"errors"

	"github.com/warkit/warkit/geom"
)

// Accumulator reads the crossings of one sight line, in order from the
// observer. It is the seam where a ruleset plugs in: one method. Add
// returns true to stop early, when nothing further can change the
// verdict; [Feed] and [Judge] then read no more crossings.
//
// An accumulator that also has Begin and Verdict (a [Rule]) reports its
// own verdict; the easy way to get them is to embed a [Tally], so that a
// ruleset's own rule is a struct with a Tally and one Add method. A bare
// Accumulator (such as an [AccumulatorFunc]) is read as a blocking rule:
// the line is seen unless Add stops, and it is blocked where Add stopped.
type Accumulator interface {
	Add(c Crossing) (stop bool)
}

// AccumulatorFunc adapts a function to an [Accumulator]: it returns true
// to block the line at that crossing (and stop reading).
type AccumulatorFunc func(c Crossing) (stop bool)

// Add returns f(c).
func (f AccumulatorFunc) Add(c Crossing) bool { return f(c) }

// Rule is an Accumulator that can be reused across sight lines and
// report a [Verdict]: Begin starts a new line, Verdict ends it. Embedding
// a [Tally] provides both; the accumulators of this package are Rules.
type Rule interface {
	Accumulator
	Begin(s *Sight)
	Verdict() Verdict
}

// Contribution is what one crossing added to a verdict.
type Contribution struct {
	// Crossing is the index of the crossing in the Sight's list.
	Crossing int
	// Feature is the board index of its feature.
	Feature int
	// Amount is what it added to the score.
	Amount float64
	// Blocks reports that it blocked the line.
	Blocks bool
	// Exempt reports that it was ignored as the observer's or the
	// target's own feature.
	Exempt bool
}

// Verdict is the answer of a Rule for one sight line.
type Verdict struct {
	// Seen reports that the observer sees the target.
	Seen bool
	// Score is the rule's total (visibility, concealment points...).
	Score float64
	// Blocked reports that some crossing blocked the line (a score over
	// the limit is reported by Seen alone).
	Blocked bool
	// BlockedAt is the distance from the observer where the line was
	// blocked, when Blocked.
	BlockedAt float64
	// Contributions lists every crossing the rule read, in order (up to
	// the one where it stopped). The slice belongs to the rule and is
	// valid until its next Begin.
	Contributions []Contribution
}

// Exempt selects crossings a rule ignores because the observer or the
// target stands in the crossed feature (an "edge of the obstacle" rule).
// Exemptions follow the unit, not the role: when observer and target swap,
// swap the bits (see [Exempt.Swapped]) to get the same verdict.
type Exempt uint8

const (
	// ExemptObserver ignores the features the observer stands in.
	ExemptObserver Exempt = 1 << iota
	// ExemptTarget ignores the features the target stands in.
	ExemptTarget
)

// Swapped returns e with the observer and target bits exchanged.
func (e Exempt) Swapped() Exempt {
	var o Exempt
	if e&ExemptObserver != 0 {
		o |= ExemptTarget
	}
	if e&ExemptTarget != 0 {
		o |= ExemptObserver
	}
	return o
}

// Skips reports whether e ignores crossing c (c is in the observer's
// feature and e exempts the observer, or likewise for the target).
func (e Exempt) Skips(c *Crossing) bool {
	return e&ExemptObserver != 0 && c.AtObserver || e&ExemptTarget != 0 && c.AtTarget
}

// Validator is implemented by rules whose fields can be misconfigured
// (a nil function, a negative chunk); [Judge] checks it before tracing.
type Validator interface {
	Validate() error
}

// Judge traces s (observer at s.A, target at s.B, sight heights from and
// to) with tr and feeds the crossings to a, returning the verdict (see
// [Feed]). A nil tracer or accumulator, or a rule whose Validate fails,
// is an error. It allocates nothing once the buffers have grown.
func Judge(tr *Tracer, s geom.Segment, from, to float64, a Accumulator) (Verdict, error) {
	if tr == nil {
		return Verdict{}, errors.New("los: nil tracer")
	}
	if err := check(a); err != nil {
		return Verdict{}, err
	}
	sg, err := tr.Trace(s, from, to)
	if err != nil {
		return Verdict{}, err
	}
	return Feed(sg, a), nil
}

var errNilAccumulator = errors.New("los: nil accumulator")

// check reports a nil accumulator (including a typed nil pointer of this
// package's rules) or a rule that fails its own validation.
func check(a Accumulator) error {
	if a == nil {
		return errNilAccumulator
	}
	if v, ok := a.(Validator); ok {
		return v.Validate()
	}
	return nil
}

// Feed feeds the crossings of a traced sight line to a, in order, until
// Add returns true, and returns the verdict: a [Rule]'s own, or for a
// bare Accumulator, seen unless it stopped, blocked at the Enter of the
// crossing where it stopped, with no score and no contributions. Feed
// does not validate the rule (see [Judge]); a nil sight or accumulator
// gives the zero Verdict (unseen).
func Feed(sg *Sight, a Accumulator) Verdict {
	if sg == nil || a == nil {
		return Verdict{}
	}
	r, isRule := a.(Rule)
	if isRule {
		r.Begin(sg)
	}
	v := Verdict{Seen: true}
	for _, c := range sg.Crossings {
		if a.Add(c) {
			v = Verdict{Blocked: true, BlockedAt: c.Enter}
			break
		}
	}
	if isRule {
		return r.Verdict()
	}
	return v
}

// Tally is the bookkeeping every rule shares: the score, the
// contributions, and whether and where the line was blocked. A rule
// embeds it, so that Begin and Verdict come with it, and its Add calls
// [Tally.Record] or [Tally.Skip] exactly once per crossing. The zero
// value is ready.
type Tally struct {
	sight *Sight
	n     int // crossings recorded
	v     Verdict
}

// Begin starts a sight line: the verdict is reset to seen, score 0.
func (t *Tally) Begin(s *Sight) {
	t.sight, t.n = s, 0
	t.v = Verdict{Seen: true, Contributions: t.v.Contributions[:0]}
}

// Sight returns the sight line being read (for heights, see
// [Sight.Heights]); nil before Begin.
func (t *Tally) Sight() *Sight { return t.sight }

// Record records crossing c: amount is added to the score, and blocks
// blocks the line at distance at from the observer (the first block
// wins; the line is then unseen).
func (t *Tally) Record(c *Crossing, amount float64, blocks bool, at float64) {
	t.record(c, amount, blocks, false, at)
}

// Skip records crossing c as exempt: it adds nothing.
func (t *Tally) Skip(c *Crossing) { t.record(c, 0, false, true, 0) }

// Len returns the number of crossings recorded so far: the index in the
// verdict's Contributions of the next one.
func (t *Tally) Len() int { return t.n }

// Score returns the score so far.
func (t *Tally) Score() float64 { return t.v.Score }

// Blocked reports whether the line is blocked so far.
func (t *Tally) Blocked() bool { return t.v.Blocked }

// Verdict returns the verdict so far. A rule with a limit on the score
// overrides it, starting from this one.
func (t *Tally) Verdict() Verdict { return t.v }

func (t *Tally) record(c *Crossing, amount float64, blocks, exempt bool, at float64) {
	t.v.Contributions = append(t.v.Contributions, Contribution{Crossing: t.n, Feature: c.Feature, Amount: amount, Blocks: blocks, Exempt: exempt})
	t.n++
	t.v.Score += amount
	if blocks && !t.v.Blocked {
		t.v.Blocked, t.v.BlockedAt, t.v.Seen = true, at, false
	}
}
