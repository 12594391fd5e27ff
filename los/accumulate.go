package los

import "github.com/warkit/warkit/geom"

// Accumulator reads the crossings of one sight line, in order from the
// observer, into a verdict. It is the seam where a ruleset plugs in: Add
// returns true to stop early (nothing further can change the verdict).
type Accumulator interface {
	Add(c Crossing) (stop bool)
}

// Rule is an Accumulator that can be reused across sight lines and
// report a [Verdict]: Begin starts a new line, Verdict ends it. The
// accumulators of this package are Rules; [Judge] drives one.
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
	// Contributions lists every crossing the rule read, in order. The
	// slice belongs to the rule and is valid until its next Begin.
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

func (e Exempt) skips(c *Crossing) bool {
	return e&ExemptObserver != 0 && c.AtObserver || e&ExemptTarget != 0 && c.AtTarget
}

// Judge traces s (observer at s.A, target at s.B, sight heights from and
// to) with tr and feeds the crossings to r, returning r's verdict. It
// allocates nothing once the buffers have grown.
func Judge(tr *Tracer, s geom.Segment, from, to float64, r Rule) (Verdict, error) {
	sg, err := tr.Trace(s, from, to)
	if err != nil {
		return Verdict{}, err
	}
	return Feed(sg, r), nil
}

// Feed feeds the crossings of a traced sight line to r and returns its
// verdict.
func Feed(sg *Sight, r Rule) Verdict {
	r.Begin(sg)
	for _, c := range sg.Crossings {
		if r.Add(c) {
			break
		}
	}
	return r.Verdict()
}

// ruleBase holds the bookkeeping every rule of this package shares.
type ruleBase struct {
	sight *Sight
	n     int // crossings seen
	v     Verdict
}

func (b *ruleBase) begin(s *Sight) {
	b.sight, b.n = s, 0
	b.v = Verdict{Seen: true, Contributions: b.v.Contributions[:0]}
}

func (b *ruleBase) record(c *Crossing, amount float64, blocks, exempt bool, at float64) {
	b.v.Contributions = append(b.v.Contributions, Contribution{Crossing: b.n, Feature: c.Feature, Amount: amount, Blocks: blocks, Exempt: exempt})
	b.n++
	b.v.Score += amount
	if blocks && !b.v.Blocked {
		b.v.Blocked, b.v.BlockedAt, b.v.Seen = true, at, false
	}
}
