package hexsight

import (
	"errors"
	"sync"

	"github.com/warkit/warkit/geom/hex"
)

// Shared answers hex LoS from any number of goroutines at once: it
// keeps a pool of [Tracer]s, so a caller needs no workspace of its own.
// Its methods allocate nothing once the pool holds a grown tracer for each
// goroutine that runs at the same time. A Shared must not be
// copied after first use; share a pointer.
type Shared struct {
	hs      *Sight
	tracers sync.Pool
}

// NewShared returns a concurrency-safe judge over hs. A nil hs is
// an error.
func NewShared(hs *Sight) (*Shared, error) {
	if hs == nil {
		return nil, errors.New("hexsight: shared hex sight over a nil Sight")
	}
	s := &Shared{hs: hs}
	s.tracers.New = func() any { return new(Tracer) }
	return s, nil
}

// Sight returns the compiled map it judges (nil for a nil Shared).
func (s *Shared) Sight() *Sight {
	if s == nil {
		return nil
	}
	return s.hs
}

// Sees reports whether an observer in hex from sees the target in hex to,
// exactly as [Sight.LoS] decides. It has the shape of a sight function
// (advise.SightFunc) and is safe for concurrent use.
func (s *Shared) Sees(from, to hex.Hex) (bool, error) {
	tr, err := s.tracer()
	if err != nil {
		return false, err
	}
	defer s.tracers.Put(tr)
	v, err := s.hs.LoS(tr, from, to)
	return v.Seen && err == nil, err
}

// Explain decides the line from hex from to hex to as [Sight.LoS] does
// and, without an error, calls f with the verdict. The verdict's Steps
// belong to a pooled tracer: they are valid only during f, which must
// copy what it keeps. It is safe for concurrent use.
func (s *Shared) Explain(from, to hex.Hex, f func(Verdict)) error {
	tr, err := s.tracer()
	if err != nil {
		return err
	}
	defer s.tracers.Put(tr)
	v, err := s.hs.LoS(tr, from, to)
	if err != nil {
		return err
	}
	if f != nil {
		f(v)
	}
	return nil
}

// tracer takes a tracer from the pool (a new one if the pool is empty or
// was never set up, as in a zero Shared).
func (s *Shared) tracer() (*Tracer, error) {
	if s == nil || s.hs == nil {
		return nil, errors.New("hexsight: shared hex sight without a Sight")
	}
	tr, _ := s.tracers.Get().(*Tracer)
	if tr == nil {
		tr = new(Tracer)
	}
	return tr, nil
}
