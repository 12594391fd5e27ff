// Package problems caps the errors a ruleset's constructor reports, as
// the terrain loaders cap theirs: the first Max problems in input order,
// then one line that counts the rest, so that a board of a million bad
// features costs twenty messages, not a million.
package problems

import (
	"errors"
	"fmt"
)

// Max is how many problems a List keeps.
const Max = 20

// List collects problems, keeping the first Max. The zero List is empty
// and ready to use.
type List struct {
	errs []error
	more int
}

// Add records err; nil is ignored.
func (l *List) Add(err error) {
	switch {
	case err == nil:
	case len(l.errs) < Max:
		l.errs = append(l.errs, err)
	default:
		l.more++
	}
}

// Len returns the number of problems recorded, kept or counted.
func (l *List) Len() int { return len(l.errs) + l.more }

// Err returns the problems joined with errors.Join, then, if some were
// not kept, "<prefix>and K more problems"; nil if there are none.
func (l *List) Err(prefix string) error {
	if l.more == 0 {
		return errors.Join(l.errs...)
	}
	return errors.Join(append(l.errs[:len(l.errs):len(l.errs)], fmt.Errorf("%sand %d more problems", prefix, l.more))...)
}
