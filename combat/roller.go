package combat

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Source produces die faces. Face returns a face in 1..sides (sides >= 1),
// or an error when it cannot (a scripted source that ran out). Any source
// can be plugged into a [Roller]: a seeded generator, a script of forced
// faces for a worked example, a network dice server.
type Source interface {
	Face(sides int) (int, error)
}

// Seeded is a deterministic [Source] built on math/rand/v2's PCG: the same
// seed gives the same faces on every platform and Go release that keeps PCG
// stable, so a game can be replayed from its seed.
type Seeded struct {
	pcg rand.PCG
}

// NewSeeded returns a Seeded source for seed.
func NewSeeded(seed uint64) *Seeded {
	s := &Seeded{}
	s.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return s
}

// Face returns an unbiased face in 1..sides using Lemire's multiply-and-
// reject method, so it neither allocates nor favours low faces. A nil
// *Seeded is an error; the zero Seeded is the generator seeded with 0, 0.
func (s *Seeded) Face(sides int) (int, error) {
	if s == nil {
		return 0, errNilSource
	}
	if sides < 1 {
		return 0, fmt.Errorf("combat: die with %d sides", sides)
	}
	n := uint64(sides)
	for {
		hi, lo := mulHiLo(s.pcg.Uint64(), n)
		if lo >= n || lo >= (-n)%n {
			return int(hi) + 1, nil
		}
	}
}

// Forced is a [Source] that returns a fixed script of faces, in order, so a
// test can replay a worked example ("the Belgian player rolls 5"). It
// returns an error when the script is exhausted or a scripted face does not
// fit the die being rolled.
type Forced struct {
	faces []int
	next  int
}

// NewForced returns a source that yields faces in order.
func NewForced(faces ...int) *Forced { return &Forced{faces: append([]int(nil), faces...)} }

// ErrExhausted is returned by a [Forced] source that has no faces left.
var ErrExhausted = errors.New("combat: forced source exhausted")

// Face returns the next scripted face. A nil or zero Forced has no faces:
// it is exhausted from the start.
func (f *Forced) Face(sides int) (int, error) {
	if f == nil {
		return 0, fmt.Errorf("%w: nil source", ErrExhausted)
	}
	if f.next >= len(f.faces) {
		return 0, fmt.Errorf("%w after %d faces", ErrExhausted, len(f.faces))
	}
	v := f.faces[f.next]
	if v < 1 || v > sides {
		return 0, fmt.Errorf("combat: forced face %d (number %d) does not fit a %d-sided die", v, f.next+1, sides)
	}
	f.next++
	return v, nil
}

// Remaining returns the number of faces not yet used (0 for nil).
func (f *Forced) Remaining() int {
	if f == nil {
		return 0
	}
	return len(f.faces) - f.next
}

// errNilSource is what a roller without a source, or a nil source, gives.
var errNilSource = errors.New("combat: no dice source (nil)")

// Entry is one logged roll: what was rolled, for what, and the faces in the
// order they came from the source.
type Entry struct {
	Purpose string // the caller's label, such as "defensive fire 303"
	Dice    Dice
	Faces   []int // every face rolled, including dice a keep rule dropped
	Total   int   // the expression's value
}

// Roller rolls dice expressions from a [Source] and, if logging is on,
// records every roll so a game can be audited and replayed ([Replay]).
//
// Rolling does not allocate: faces go into reusable buffers, and the log
// grows by amortised appends (call [Roller.ResetLog] to reuse its memory).
// A Roller is not safe for concurrent use; give each goroutine its own.
//
// Misuse is an error, not a panic: rolling with a nil *Roller, the zero
// Roller or NewRoller(nil) returns an error naming the missing source, and
// the read methods treat a nil *Roller as an empty log.
type Roller struct {
	src     Source
	logging bool
	entries []logEntry
	faces   []int // all logged faces, back to back
	scratch []int // faces of the current roll when not logging
	sorted  []int // keep-rule sorting buffer
}

type logEntry struct {
	purpose    string
	dice       Dice
	start, end int
	total      int
}

// NewRoller returns a roller drawing from src with logging on. A nil src
// gives a roller whose every roll is an error.
func NewRoller(src Source) *Roller { return &Roller{src: src, logging: true} }

// SeededRoller returns a logging roller on [NewSeeded](seed).
func SeededRoller(seed uint64) *Roller { return NewRoller(NewSeeded(seed)) }

// SetLogging turns the log on or off; a roller that is only asked for
// results (a simulation) can skip it.
// It does nothing on a nil *Roller.
func (r *Roller) SetLogging(on bool) {
	if r != nil {
		r.logging = on
	}
}

// ResetLog empties the log, keeping its memory for reuse. Faces slices
// returned earlier may be overwritten afterwards.
func (r *Roller) ResetLog() {
	if r == nil {
		return
	}
	r.entries = r.entries[:0]
	r.faces = r.faces[:0]
}

// Len returns the number of logged rolls.
func (r *Roller) Len() int {
	if r == nil {
		return 0
	}
	return len(r.entries)
}

// Entry returns the i-th logged roll, 0 <= i < Len; any other i gives the
// zero Entry. Its Faces alias the log; they stay valid until
// [Roller.ResetLog].
func (r *Roller) Entry(i int) Entry {
	if i < 0 || i >= r.Len() {
		return Entry{}
	}
	e := r.entries[i]
	return Entry{Purpose: e.purpose, Dice: e.dice, Faces: r.faces[e.start:e.end:e.end], Total: e.total}
}

// Log returns a copy of every logged roll, oldest first.
func (r *Roller) Log() []Entry {
	out := make([]Entry, r.Len())
	for i := range out {
		out[i] = r.Entry(i)
		out[i].Faces = append([]int(nil), out[i].Faces...)
	}
	return out
}

// Replay returns a [Forced] source that yields the faces of log in order:
// rolling the same expressions again reproduces the same game.
func Replay(log []Entry) *Forced {
	var faces []int
	for _, e := range log {
		faces = append(faces, e.Faces...)
	}
	return &Forced{faces: faces}
}

// Roll rolls d for purpose and returns its total and the faces rolled. The
// faces alias the roller's buffers: they stay valid until the next roll (or,
// when logging, until [Roller.ResetLog]); copy them to keep them. On error
// (an invalid expression, a failing source) nothing is logged.
func (r *Roller) Roll(purpose string, d Dice) (total int, faces []int, err error) {
	if err := d.Validate(); err != nil {
		return 0, nil, err
	}
	return r.roll(purpose, d)
}

// roll rolls an expression already validated (a table's dice).
func (r *Roller) roll(purpose string, d Dice) (total int, faces []int, err error) {
	if r == nil || r.src == nil {
		return 0, nil, fmt.Errorf("combat: rolling %q for %s: %w", d, quote(purpose), errNilSource)
	}
	buf := r.scratch[:0]
	start := 0
	if r.logging {
		buf, start = r.faces, len(r.faces)
	}
	for _, t := range d.terms {
		v := t.Const
		if t.N > 0 {
			first := len(buf)
			for range t.N {
				f, err := r.src.Face(t.Sides)
				if err == nil && (f < 1 || f > t.Sides) { // a foreign source's fault, caught here
					err = fmt.Errorf("source gave face %d for a %d-sided die", f, t.Sides)
				}
				if err != nil {
					if r.logging {
						r.faces = buf[:start]
					}
					return 0, nil, fmt.Errorf("combat: rolling %q for %s: %w", d, quote(purpose), err)
				}
				buf = append(buf, f)
			}
			v = r.kept(t, buf[first:])
		}
		if t.Neg {
			v = -v
		}
		total += v
	}
	faces = buf[start:len(buf):len(buf)]
	if r.logging {
		r.faces = buf
		r.entries = append(r.entries, logEntry{purpose: purpose, dice: d, start: start, end: len(buf), total: total})
	} else {
		r.scratch = buf
	}
	return total, faces, nil
}

// kept sums the faces a term keeps.
func (r *Roller) kept(t Term, faces []int) int {
	if t.Keep == KeepAll || t.K >= len(faces) {
		s := 0
		for _, f := range faces {
			s += f
		}
		return s
	}
	// Sort a copy by insertion: groups are small, and the sort buffer is
	// reused so this stays allocation-free once it has grown.
	r.sorted = append(r.sorted[:0], faces...)
	s := r.sorted
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	sum := 0
	if t.Keep == KeepHighest {
		s = s[len(s)-t.K:]
	} else {
		s = s[:t.K]
	}
	for _, f := range s {
		sum += f
	}
	return sum
}
