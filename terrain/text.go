package terrain

import (
	"errors"
	"fmt"
	"hash/maphash"
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

// names finds, among the names of one object given in turn (a JSON
// object's members, a trait list), one equal to a new name up to case.
// The first eight are kept and compared directly; beyond them a hash
// table holds each name's number and 32 bits of the hash of its folded
// runes, which also place it, so that a name is read back through the
// caller's at only when its bits match a new name's. So an object of n
// names costs O(n) time (the hash is seeded per process, so no file can
// make its names collide) and at most about 48 bytes a name, however
// long they are, and none is copied.
type names[S ~string | ~[]byte] struct {
	list  [8]S
	keys  [8]int   // the numbers of the names in list
	n     int      // names added
	slots []uint64 // a name's hash bits in the high 32, 1 + its number in the low; 0 is free
}

// add records name, the name number k of its object, and returns an
// earlier name equal to it up to case (strings.EqualFold). at(j) returns
// name number j of those added before; it is called only once an
// object has more than eight names.
func (m *names[S]) add(name S, k int, at func(j int) S) (S, bool) {
	if m.slots == nil {
		for _, n := range m.list[:min(m.n, len(m.list))] {
			if equalFold(n, name) {
				return n, true
			}
		}
		if m.n < len(m.list) {
			m.list[m.n], m.keys[m.n] = name, k
			m.n++
			return name, false
		}
		m.grow(32)
		for j, k := range m.keys {
			m.put(foldHash(m.list[j])>>32, k)
		}
	} else if 4*m.n >= 3*len(m.slots) {
		m.grow(2 * len(m.slots))
	}
	tag := foldHash(name) >> 32
	mask := uint64(len(m.slots) - 1)
	for i := tag & mask; m.slots[i] != 0; i = (i + 1) & mask {
		if v := m.slots[i]; v>>32 == tag {
			if n := at(int(uint32(v)) - 1); equalFold(n, name) {
				return n, true
			}
		}
	}
	m.put(tag, k)
	m.n++
	return name, false
}

// put places name number k with hash bits tag.
func (m *names[S]) put(tag uint64, k int) {
	mask := uint64(len(m.slots) - 1)
	i := tag & mask
	for m.slots[i] != 0 {
		i = (i + 1) & mask
	}
	m.slots[i] = tag<<32 | uint64(k) + 1
}

// grow moves the table's names into a new one of size slots (a power of
// two).
func (m *names[S]) grow(size int) {
	old := m.slots
	m.slots = make([]uint64, size)
	for _, v := range old {
		if v != 0 {
			m.put(v>>32, int(uint32(v))-1)
		}
	}
}

// foldSeed seeds foldHash once per process, so that no input can choose
// names that collide.
var foldSeed = maphash.MakeSeed()

// foldHash hashes s with each rune folded (see foldRune): names equal up
// to case hash alike.
func foldHash[S ~string | ~[]byte](s S) uint64 {
	var h maphash.Hash
	h.SetSeed(foldSeed)
	var buf [64]byte
	b := buf[:0]
	for len(s) > 0 {
		r, n := nextRune(s)
		if len(b) > len(buf)-utf8.UTFMax {
			h.Write(b)
			b = buf[:0]
		}
		b = utf8.AppendRune(b, foldRune(r))
		s = s[n:]
	}
	h.Write(b)
	return h.Sum64()
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
