package terrain

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/paulmach/orb"
)

// Error is one problem found in a board, a hex map, or a file holding one.
// Its message has the form
//
//	terrain: feature "wood-3" (features[3]): ring 0 point 4: not closed (last point differs from point 0)
//
// that is, the package, the subject (a feature by ID, a type by name, a
// hex or hexside by label), where it is (an index path into the data or
// the file, or a byte offset for malformed JSON), and what is wrong.
// Validation and loading join every Error they find with errors.Join; use
// errors.As to reach them one at a time.
type Error struct {
	// Subject names what is wrong, such as `feature "wood-3"` or
	// `hex "0204"`; empty for the whole board or file.
	Subject string
	// Path is where it is, such as "features[3]", "hexes[12]" or
	// "byte 1042"; empty if unknown.
	Path string
	// Err says what is wrong. It may wrap an error of package geom or
	// geom/hex, whose "geom: " or "hex: " prefix is left out of Error's
	// message.
	Err error
}

// Error returns the message documented on [Error]; a nil *Error reads
// "terrain: no error (nil *Error)".
func (e *Error) Error() string {
	if e == nil {
		return "terrain: no error (nil *Error)"
	}
	var b strings.Builder
	b.WriteString("terrain: ")
	switch {
	case e.Subject != "" && e.Path != "":
		b.WriteString(clip(e.Subject, maxMessage) + " (" + e.Path + "): ")
	case e.Subject != "":
		b.WriteString(clip(e.Subject, maxMessage) + ": ")
	case e.Path != "":
		b.WriteString(e.Path + ": ")
	}
	msg := "invalid"
	if e.Err != nil {
		msg = trimGeom(e.Err)
	}
	b.WriteString(clip(msg, maxMessage))
	return b.String()
}

// maxMessage bounds the length of the part of an Error's message that
// quotes input (its Subject and Err), so that a megabyte-long ID cannot
// make a megabyte-long error.
const maxMessage = 512

// clip cuts s to at most n bytes, between characters (never inside the
// UTF-8 of one), marking the cut with "...": the rule of every message of
// the module (combat's and geom/hex's cut alike).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:cutAt(s, n)] + "..."
}

// cutAt returns the largest k <= n at which s can be cut between
// characters.
func cutAt(s string, n int) int {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}

// shortQuote quotes s for a message, cut to 64 bytes between characters;
// the mark of a cut follows the closing quote ("abc"...), so that it is
// never read as part of the input.
func shortQuote(s string) string {
	if len(s) <= 64 {
		return strconv.Quote(s)
	}
	return strconv.Quote(s[:cutAt(s, 64)]) + "..."
}

// Unwrap returns the underlying error, nil for a nil *Error.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// problems collects Errors: the first lim.MaxErrors in the order they are
// found, and a count of the rest.
type problems struct {
	errs []error
	more int
	lim  Limits // resolved
	// fromFile is set by the loaders: scanJSON has refused two members of
	// one object equal up to case, so the trait lists they decode need no
	// second check of their names.
	fromFile bool
}

func newProblems(lim Limits) *problems { return &problems{lim: lim} }

// newFileProblems returns the problems of a loader (see fromFile).
func newFileProblems(lim Limits) *problems { return &problems{lim: lim, fromFile: true} }

// full reports whether further problems are only counted.
func (p *problems) full() bool { return len(p.errs) >= p.lim.MaxErrors }

func (p *problems) push(e *Error) {
	if p.full() {
		p.more++
		return
	}
	p.errs = append(p.errs, e)
}

func (p *problems) add(subject, path string, format string, args ...any) {
	if p.full() {
		p.more++
		return
	}
	p.push(&Error{Subject: subject, Path: path, Err: fmt.Errorf(format, args...)})
}

func (p *problems) wrap(subject, path string, err error) {
	p.push(&Error{Subject: subject, Path: path, Err: err})
}

// wrapJoined adds each error of a joined geom error separately, so that
// every line carries the subject.
func (p *problems) wrapJoined(subject, path string, err error) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			p.wrap(subject, path, e)
		}
		return
	}
	p.wrap(subject, path, err)
}

// err joins the problems, ending with "and K more problems" if some were
// only counted.
func (p *problems) err() error {
	if p.more > 0 {
		return errors.Join(append(p.errs[:len(p.errs):len(p.errs)], &Error{Err: fmt.Errorf("and %d more problems", p.more)})...)
	}
	return errors.Join(p.errs...)
}

// count returns the number of problems found, reported or not.
func (p *problems) count() int { return len(p.errs) + p.more }

func (p *problems) ok() bool { return len(p.errs) == 0 && p.more == 0 }

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

func finitePt(p orb.Point) bool { return finite(p[0]) && finite(p[1]) }

// validateTypes checks the types and returns their index by name (the
// first of duplicate names wins). at formats the path of type i; paths
// and subjects are formatted only for the types that need them, so that
// a flood of valid types costs no message each.
func validateTypes(p *problems, types []Type, at func(i int) string) map[string]int {
	byName := make(map[string]int, len(types))
	subj := func(t Type) string { return "type " + shortQuote(t.Name) }
	for i, t := range types {
		j, dup := byName[t.Name]
		switch {
		case t.Name == "":
			p.add("", at(i), "type has no name")
		case dup:
			p.add(subj(t), at(i), "duplicate type name (first at %s)", at(j))
		default:
			if !utf8.ValidString(t.Name) {
				checkText(p, subj(t), at(i), "type name", t.Name)
			}
			byName[t.Name] = i
		}
		if len(t.Traits) > 0 {
			validateTraits(p, subj(t), at(i), t.Traits)
		}
	}
	return byName
}

// validateTraits checks the names and values of one trait list, in time
// linear in its length: names given, valid UTF-8 and distinct up to case
// (a trait object of a file could hold no other), values valid.
func validateTraits(p *problems, subj, path string, ts []Trait) {
	var seen names[string]
	at := func(j int) string { return ts[j].Name }
	for i, tr := range ts {
		if tr.Name == "" {
			p.add(subj, path, "trait %d has no name", i)
			continue
		}
		if checkText(p, subj, path, "trait name", tr.Name) && !p.fromFile {
			if first, dup := seen.add(tr.Name, i, at); dup {
				p.add(subj, path, "%s", sameName("trait", "", first, tr.Name))
			}
		}
		if why := tr.Value.check(); why != "" {
			p.add(subj, path, "trait %s %s", shortQuote(tr.Name), why)
		}
		if m, ok := tr.Value.Enum(); ok && !utf8.ValidString(m) {
			p.wrap(subj, path, invalidText("trait "+shortQuote(tr.Name)+" member", m))
		}
	}
}

// validateOverrides checks that each override names a trait of t with the
// same kind.
func validateOverrides(p *problems, subj, path string, ts []Trait, t Type, index *traitIndex) {
	for _, tr := range ts {
		if tr.Name == "" || tr.Value.Kind() == 0 {
			continue // reported by validateTraits
		}
		v, ok := index.lookup(t.Traits, tr.Name)
		if !ok {
			p.add(subj, path, "override %q is not a trait of type %q", tr.Name, t.Name)
			continue
		}
		if v.Kind() != tr.Value.Kind() {
			p.add(subj, path, "override %q is %s (%s), type %q has %s (%s)",
				tr.Name, tr.Value.Kind().article(), tr.Value, t.Name, v.Kind().article(), v)
		}
	}
}
