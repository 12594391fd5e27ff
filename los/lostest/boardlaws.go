package lostest

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"

	"github.com/warkit/warkit/terrain"
)

// BoardCase is a generated board for the continuous laws.
type BoardCase struct {
	// Board is the board; Extra, when HasExtra, an obstacle that the
	// monotonicity law adds to it.
	Board    terrain.BoardData
	Extra    terrain.Feature
	HasExtra bool
	// Lines are the sight lines judged on it.
	Lines []Line
	// Move is a translation that keeps coordinates exact (integers on
	// integer boards), for the invariance law; zero skips it.
	Move orb.Point
}

// BoardLaws configures [CheckBoardLaws]: the user's own rule and board
// generator.
type BoardLaws struct {
	// Rule builds the rule under test; Back the rule with the roles
	// swapped (nil: Rule).
	Rule, Back RuleFor
	// Boards generates the cases.
	Boards func(r *rand.Rand) (BoardCase, error)
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of boards (0: 40).
	Cases int
}

// CheckBoardLaws checks symmetry, translation invariance and
// monotonicity of an accumulator on generated boards. It fails when the
// laws tested nothing: no line was unseen, none was seen, or (with extra
// obstacles) the obstacle never hid a line. Its cost is Cases boards,
// each with a handful of boards built and judgements per line.
func CheckBoardLaws(l BoardLaws) error {
	if l.Rule == nil || l.Boards == nil {
		return errors.New("lostest: BoardLaws needs Rule and Boards")
	}
	back := l.Back
	if back == nil {
		back = l.Rule
	}
	seed := max(l.Seed, 1)
	var t tally
	for k := range orDefault(l.Cases, 40) {
		s := seed + uint64(k)
		c, err := boardCase(l.Rule, back, l.Boards, s)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		t = tally{t.seen + c.seen, t.unseen + c.unseen, t.hidden + c.hidden, t.more + c.more}
	}
	return t.vacuous(seed, seed+uint64(orDefault(l.Cases, 40))-1)
}

func orDefault(n, d int) int {
	if n <= 0 {
		return d
	}
	return n
}

// tally counts the lines a run judged: seen, unseen, judged again with
// an extra obstacle (more) and hidden by it.
type tally struct{ seen, unseen, hidden, more int }

// vacuous reports a run that tested nothing.
func (t tally) vacuous(first, last uint64) error {
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

func boardCase(rule, back RuleFor, boards func(*rand.Rand) (BoardCase, error), seed uint64) (tally, error) {
	var t tally
	bc, err := boards(rand.New(rand.NewPCG(seed, 0x626f617264)))
	if err != nil {
		return t, fmt.Errorf("lostest: board generator: %w", err)
	}
	b, err := terrain.NewBoard(bc.Board)
	if err != nil {
		return t, err
	}
	for _, ln := range bc.Lines {
		if err := CheckSymmetry(b, rule, back, ln); err != nil {
			return t, err
		}
		if bc.Move != (orb.Point{}) {
			if err := CheckTranslation(bc.Board, rule, ln, bc.Move); err != nil {
				return t, err
			}
		}
		v, err := judge(b, rule, ln)
		if err != nil {
			return t, err
		}
		if v.Seen {
			t.seen++
		} else {
			t.unseen++
		}
		if !bc.HasExtra {
			continue
		}
		if err := CheckMonotone(bc.Board, rule, ln, bc.Extra); err != nil {
			return t, err
		}
		t.more++
		if v.Seen && !seenWith(bc, rule, ln) {
			t.hidden++
		}
	}
	return t, nil
}

// seenWith reports whether ln is seen once the extra obstacle is added.
func seenWith(bc BoardCase, rule RuleFor, ln Line) bool {
	d := bc.Board
	d.Features = append(append([]terrain.Feature(nil), d.Features...), bc.Extra)
	b, err := terrain.NewBoard(d)
	if err != nil {
		return true
	}
	v, err := judge(b, rule, ln)
	return err != nil || v.Seen
}

// RandomLine draws a sight line between integer points of [0, size]²,
// with end heights 0 to maxHeight (integers). A nil or zero r, a size
// that is not from 1 to [MaxSize] and a maxHeight that is not from 0 to
// MaxSize are errors.
func RandomLine(r *rand.Rand, size, maxHeight int) (Line, error) {
	if err := errors.Join(checkRand(r), checkSize("table size", float64(size), 1), checkCount("maxHeight", maxHeight, MaxSize)); err != nil {
		return Line{}, err
	}
	pt := func() orb.Point { return orb.Point{float64(r.IntN(size + 1)), float64(r.IntN(size + 1))} }
	return Line{Seg: geom.Segment{A: pt(), B: pt()}, FromHeight: float64(r.IntN(maxHeight + 1)), ToHeight: float64(r.IntN(maxHeight + 1))}, nil
}
