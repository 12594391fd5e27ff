package los

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom"
)

// Accumulator reads the crossings of one sight line, in order from the
// observer. It is the seam where a ruleset plugs in: one method. Add
// returns true to stop early, when nothing further can change the
// verdict; [Feed] and [Judge] then read no more crossings.
//
// Feed and Judge read a [Rule], an Accumulator that also says its
// verdict. A ruleset's own rule is a struct with a [Tally] embedded (for
// Begin and Verdict, and the score, contributions and block) and one Add
// method. An Accumulator that only says where sight ends, such as an
// [AccumulatorFunc], is read as a Rule by [BlockWhere].
type Accumulator interface {
	Add(c Crossing) (stop bool)
}

// AccumulatorFunc adapts a function to an [Accumulator]: it returns true
// to stop reading. [BlockWhere] makes it a rule that blocks the line
// there.
type AccumulatorFunc func(c Crossing) (stop bool)

// Add returns f(c). A nil f stops at once (true): a rule made of it sees
// nothing, and [Judge] refuses it (see Validate).
func (f AccumulatorFunc) Add(c Crossing) bool {
	if f == nil {
		return true
	}
	return f(c)
}

// Validate reports a nil function.
func (f AccumulatorFunc) Validate() error {
	if f == nil {
		return errors.New("los: nil AccumulatorFunc")
	}
	return nil
}

// Rule is an Accumulator that can be reused across sight lines and
// report a [Verdict]: Begin starts a new line, Verdict ends it. Embedding
// a [Tally] provides both; the accumulators of this package are Rules.
type Rule interface {
	Accumulator
	Begin(s *Sight)
	Verdict() Verdict
}

// BlockWhere is the rule of an Accumulator that only says where sight
// ends: the line is seen unless a's Add stops, and then blocked at the
// Enter of the crossing where it stopped, with no score and no
// contributions. Only a's Add is read (a Rule's own verdict is not: pass
// it to Judge itself). Like every Rule it keeps its verdict between Begin
// and Verdict: use one per goroutine. A nil a is an error of Judge.
func BlockWhere(a Accumulator) Rule { return &blockWhere{stop: a} }

// blockWhere is the rule BlockWhere returns.
type blockWhere struct {
	stop Accumulator
	v    Verdict
}

// Validate reports a nil accumulator, or its own validation's error.
func (r *blockWhere) Validate() error {
	if r == nil {
		return errNilAccumulator
	}
	return check(r.stop)
}

// Begin starts a sight line: seen until the accumulator stops.
func (r *blockWhere) Begin(*Sight) { r.v = Verdict{Seen: true} }

// Add reads one crossing; the line is blocked where the accumulator
// stops (at once without one).
func (r *blockWhere) Add(c Crossing) bool {
	if r.stop != nil && !r.stop.Add(c) {
		return false
	}
	r.v = Verdict{Blocked: true, BlockedAt: c.Enter}
	return true
}

// Verdict ends the line.
func (r *blockWhere) Verdict() Verdict { return r.v }

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
//
// "Stands in" is read at the ends of the sight line ([Crossing.AtObserver]
// and AtTarget), not at a model's centre. Between round bases
// ([BaseSolver.Judge]) each candidate line starts and ends on the bases'
// rims, so a base counts as standing in every feature its line's end
// lies in: a base of radius 0.5 centred at x 9.6 beside a hill that
// starts at x 10 is on the hill for the lines that leave its rim beyond
// x 10, not for the others, and the best line may be one of the former.
// [BaseSight] says how to decide from the centres instead.
type Exempt uint8

const (
	// ExemptObserver ignores the features the observer stands in: those
	// that hold the sight line's start (for base-to-base sight, its point
	// on the observer's rim, not the base's centre; see [Exempt]).
	ExemptObserver Exempt = 1 << iota
	// ExemptTarget ignores the features the target stands in: those that
	// hold the sight line's end (likewise on the target's rim).
	ExemptTarget
)

// exemptBits are the bits of Exempt that mean something.
const exemptBits = ExemptObserver | ExemptTarget

// check reports bits of e that no exemption names.
func (e Exempt) check() error {
	if e&^exemptBits != 0 {
		return fmt.Errorf("los: unknown Exempt bits %#x", uint8(e&^exemptBits))
	}
	return nil
}

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
// feature and e exempts the observer, or likewise for the target); false
// for a nil c.
func (e Exempt) Skips(c *Crossing) bool {
	return c != nil && (e&ExemptObserver != 0 && c.AtObserver || e&ExemptTarget != 0 && c.AtTarget)
}

// Validator is implemented by rules whose fields can be misconfigured
// (a nil function, a negative chunk); [Judge] checks it before tracing.
type Validator interface {
	Validate() error
}

// Judge traces s (observer at s.A, target at s.B, sight heights
// fromHeight and toHeight at those ends) with tr and feeds the crossings
// to r, returning its verdict (see [Feed]). A nil tracer or rule, or a
// rule whose Validate fails, is an error. It allocates nothing once the buffers have grown.
func Judge(tr *Tracer, s geom.Segment, fromHeight, toHeight float64, r Rule) (Verdict, error) {
	if tr == nil {
		return Verdict{}, errors.New("los: nil tracer")
	}
	if err := check(r); err != nil {
		return Verdict{}, err
	}
	sg, err := tr.Trace(s, fromHeight, toHeight)
	if err != nil {
		return Verdict{}, err
	}
	return feed(sg, r), nil
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

// Feed feeds the crossings of a traced sight line to r, in order, from
// Begin until Add returns true, and returns r's verdict. A nil sight or
// rule, or a rule whose Validate fails (a nil *ChunkSum included), gives
// the zero Verdict (unseen); [Judge] reports that error instead.
func Feed(sg *Sight, r Rule) Verdict {
	if sg == nil || check(r) != nil {
		return Verdict{}
	}
	return feed(sg, r)
}

// feed is Feed on a sight and a valid rule.
func feed(sg *Sight, r Rule) Verdict {
	r.Begin(sg)
	for _, c := range sg.Crossings {
		if r.Add(c) {
			break
		}
	}
	return r.Verdict()
}

// Tally is the bookkeeping every rule shares: the score, the
// contributions, and whether and where the line was blocked. A rule
// embeds it, so that Begin and Verdict come with it, and its Add calls
// [Tally.Record] or [Tally.Skip] exactly once per crossing. The zero
// value is ready. A score that is NaN (an amount was NaN) is not seen.
// On a nil *Tally the methods do nothing and report the zero values (an
// unseen Verdict).
type Tally struct {
	sight *Sight
	n     int // crossings recorded
	v     Verdict
}

// Begin starts a sight line: the verdict is reset to seen, score 0.
func (t *Tally) Begin(s *Sight) {
	if t == nil {
		return
	}
	t.sight, t.n = s, 0
	t.v = Verdict{Seen: true, Contributions: t.v.Contributions[:0]}
}

// Sight returns the sight line being read (for heights, see
// [Sight.Heights]); nil before Begin.
func (t *Tally) Sight() *Sight {
	if t == nil {
		return nil
	}
	return t.sight
}

// Record records crossing c: amount is added to the score, and blocks
// blocks the line at distance at from the observer (the first block
// wins; the line is then unseen). A nil c is recorded with Feature -1.
func (t *Tally) Record(c *Crossing, amount float64, blocks bool, at float64) {
	t.record(c, amount, blocks, false, at)
}

// Skip records crossing c as exempt: it adds nothing.
func (t *Tally) Skip(c *Crossing) { t.record(c, 0, false, true, 0) }

// Len returns the number of crossings recorded so far: the index in the
// verdict's Contributions of the next one.
func (t *Tally) Len() int {
	if t == nil {
		return 0
	}
	return t.n
}

// Score returns the score so far.
func (t *Tally) Score() float64 {
	if t == nil {
		return 0
	}
	return t.v.Score
}

// Blocked reports whether the line is blocked so far.
func (t *Tally) Blocked() bool { return t != nil && t.v.Blocked }

// Verdict returns the verdict so far: unseen if the score is NaN. A rule
// with a limit on the score overrides it, starting from this one.
func (t *Tally) Verdict() Verdict {
	if t == nil {
		return Verdict{}
	}
	v := t.v
	if v.Score != v.Score {
		v.Seen = false
	}
	return v
}

func (t *Tally) record(c *Crossing, amount float64, blocks, exempt bool, at float64) {
	if t == nil {
		return
	}
	f := -1
	if c != nil {
		f = c.Feature
	}
	t.v.Contributions = append(t.v.Contributions, Contribution{Crossing: t.n, Feature: f, Amount: amount, Blocks: blocks, Exempt: exempt})
	t.n++
	t.v.Score += amount
	if blocks && !t.v.Blocked {
		t.v.Blocked, t.v.BlockedAt, t.v.Seen = true, at, false
	}
}
