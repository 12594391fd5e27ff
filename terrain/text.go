package terrain

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The text rule. Every string of a board, a hex map or pieces (a unit, an
// ID, a side, a type, trait or piece name, an enumeration member, a label
// separator) comes back unchanged from a save and a load, so the loaders
// refuse a file that breaks the rule and the constructors and Validate
// refuse data built in Go that breaks it, through the same functions and
// in the same words:
//
//   - a string is valid UTF-8 ([ErrInvalidUTF8]): encoding/json would
//     write each bad byte as U+FFFD;
//   - two names of one JSON object differ in more than case (a type's or
//     a piece's traits; a feature's overrides and the properties the
//     GeoJSON format reserves): encoding/json would merge them.

// ErrInvalidUTF8 is wrapped by the [*Error] of every string that is not
// valid UTF-8, whether a loader found it in a file or a constructor in
// data built in Go, so errors.Is(err, ErrInvalidUTF8) tells both apart
// from other problems.
var ErrInvalidUTF8 = errors.New("not valid UTF-8")

// invalidText is the error of s, the what of something, when s is not
// valid UTF-8: `id "a\xffb" is not valid UTF-8`.
func invalidText(what, s string) error {
	return fmt.Errorf("%s %s is %w", what, shortQuote(s), ErrInvalidUTF8)
}

// checkText reports s, the what of subj at path, if it is not valid
// UTF-8, and says whether it is.
func checkText(p *problems, subj, path, what, s string) bool {
	if utf8.ValidString(s) {
		return true
	}
	p.wrap(subj, path, invalidText(what, s))
	return false
}

// sameName words the problem of a name given again in one object (where,
// "" or " of one object"), equal to first or equal to it up to case:
// `member "a" given twice in one object`, `traits "A" and "a" differ only
// in case`. kind names what the names are.
func sameName(kind, where, first, again string) string {
	if first == again {
		return fmt.Sprintf("%s %s given twice%s", kind, shortQuote(again), strings.Replace(where, " of ", " in ", 1))
	}
	return fmt.Sprintf("%ss %s and %s%s differ only in case", kind, shortQuote(first), shortQuote(again), where)
}

// names holds the names of one object (a JSON object's members, a trait
// list) to find one given twice up to case: a short list, or a map by
// folded name once the object has many. Names are kept as given, so a
// list of slices of a document costs no allocation.
type names[S ~string | ~[]byte] struct {
	list   [8]S
	n      int
	byFold map[string]S
}

// add records name and returns an earlier name equal to it up to case
// (strings.EqualFold).
func (m *names[S]) add(name S) (S, bool) {
	if m.byFold == nil {
		for _, n := range m.list[:m.n] {
			if equalFold(n, name) {
				return n, true
			}
		}
		if m.n < len(m.list) {
			m.list[m.n] = name
			m.n++
			return name, false
		}
		m.byFold = make(map[string]S, 2*len(m.list))
		for _, n := range m.list {
			m.byFold[string(appendFold(nil, n))] = n
		}
	}
	var buf [64]byte
	k := appendFold(buf[:0], name)
	if n, ok := m.byFold[string(k)]; ok {
		return n, true
	}
	m.byFold[string(k)] = name
	return name, false
}

// foldRune returns the least rune of r's simple case-folding orbit ('K'
// for 'k' and the Kelvin sign), so that two strings are equal up to case
// (strings.EqualFold) exactly when their folded runes are.
func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'a' <= r && r <= 'z' {
			r -= 'a' - 'A'
		}
		return r
	}
	m := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		m = min(m, f)
	}
	return m
}

// nextRune decodes the rune at the start of s (utf8.RuneError for a bad
// byte) and its width.
func nextRune[S ~string | ~[]byte](s S) (rune, int) {
	if s[0] < utf8.RuneSelf {
		return rune(s[0]), 1
	}
	return utf8.DecodeRune([]byte(s[:min(len(s), utf8.UTFMax)]))
}

// equalFold reports whether a and b are equal up to case, as
// strings.EqualFold does, for strings and byte slices alike.
func equalFold[S ~string | ~[]byte](a, b S) bool {
	for len(a) > 0 && len(b) > 0 {
		ra, na := nextRune(a)
		rb, nb := nextRune(b)
		if ra != rb && foldRune(ra) != foldRune(rb) {
			return false
		}
		a, b = a[na:], b[nb:]
	}
	return len(a) == len(b)
}

// appendFold appends s with each rune folded (see foldRune).
func appendFold[S ~string | ~[]byte](dst []byte, s S) []byte {
	for len(s) > 0 {
		r, n := nextRune(s)
		dst = utf8.AppendRune(dst, foldRune(r))
		s = s[n:]
	}
	return dst
}
