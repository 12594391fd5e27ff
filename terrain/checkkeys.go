package terrain

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// TraitKey is what [CheckKeys] needs of a key: its trait name and kind.
// Every [Key] is one; [Optional] marks one that types may lack.
type TraitKey interface {
	Name() string
	Kind() Kind
}

// optionalKey is a key that no type need carry.
type optionalKey struct{ TraitKey }

// Optional marks k as a key that a map's types may all lack (a ruleset
// that reads it with a default), so that [CheckKeys] does not report it.
func Optional(k TraitKey) TraitKey { return optionalKey{k} }

// MarkOptional marks as [Optional], in place, each key of keys whose
// trait name a key of optional has, and returns keys. A ruleset's options
// that list their optional keys in a field (move.HexTraits.Optional,
// hexsight.Rules.Optional) check them in one line:
//
//	err := terrain.CheckKeys(types, terrain.MarkOptional(keys, r.Optional)...)
//
// A nil key, in either slice, is left as it is and excuses nothing.
func MarkOptional(keys, optional []TraitKey) []TraitKey {
	for i, k := range keys {
		if k != nil && slices.ContainsFunc(optional, func(o TraitKey) bool { return o != nil && o.Name() == k.Name() }) {
			keys[i] = Optional(k)
		}
	}
	return keys
}

// CheckKeys checks the keys a ruleset compiles against a map or board's
// terrain types: every key that is not [Optional] must be carried by at
// least one type, with the key's kind. A zero Key (no name) stands for a
// trait the rule does not read and is skipped, so a constructor can pass
// every key field of its rules as it is. Otherwise a typo such as the key
// "blocksLoS" against types that say "blocksLos" would read as "no type
// blocks sight". It returns nil or one [*Error] per key in the order
// given, joined with errors.Join, naming the key and the nearest trait
// name present:
//
//	terrain: key "blocksLoS" (flag): no terrain type has this trait; did you mean "blocksLos"?
//
// A rule constructor checks its keys in one line, such as
//
//	if err := terrain.CheckKeys(m.Types(), t.Entry, t.Side, t.Blocks, terrain.Optional(t.Road)); err != nil {
//		return StepModel{}, fmt.Errorf("move: %w", err)
//	}
//
// A key whose name or a member is not valid UTF-8 is reported as such
// ([ErrInvalidUTF8]); errors are capped as validation's are (the first
// 20, then a count). It costs O(K·T + T log T) for T traits in all and K
// keys, plus O(N·L²) per reported missing key for the nearest of N
// distinct trait names of at most L (64, longer names are cut) bytes; it
// allocates only for its errors and the distinct names.
func CheckKeys(types []Type, keys ...TraitKey) error {
	p := newProblems(Limits{}.resolved())
	var names []string // distinct, sorted; built at the first missing key
	for i, k := range keys {
		k, opt := checkKey(p, i, k)
		if k == nil || opt || k.Name() == "" || carried(types, k) {
			continue
		}
		if p.full() {
			p.more++ // the nearest spelling costs time; once the list is full, only count
			continue
		}
		if names == nil {
			names = traitNames(types)
		}
		p.push(missingKey(types, names, k))
	}
	return p.err()
}

// checkKey returns key i of a list without its Optional marks and
// whether it had one, or reports it and returns nil: a nil key, an
// Optional of a nil key, a key whose name or a member is not valid UTF-8.
func checkKey(p *problems, i int, k TraitKey) (TraitKey, bool) {
	path := fmt.Sprintf("keys[%d]", i)
	if k == nil {
		p.add("key", path, "nil key")
		return nil, false
	}
	optional := false
	for o, ok := k.(optionalKey); ok; o, ok = k.(optionalKey) {
		k, optional = o.TraitKey, true
	}
	if k == nil {
		p.add("key", path, "Optional of a nil key")
		return nil, false
	}
	var members []string
	if e, ok := k.(interface{ Members() []string }); ok {
		members = e.Members()
	}
	if err := keyFault(k.Name(), members); err != nil {
		err.Path = path
		p.push(err)
		return nil, false
	}
	return k, optional
}

// traitNames returns the distinct trait names of types, sorted.
func traitNames(types []Type) []string {
	names := []string{}
	for _, t := range types {
		for _, tr := range t.Traits {
			names = append(names, tr.Name)
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// carried reports whether some type has k's trait with k's kind.
func carried(types []Type, k TraitKey) bool {
	for _, t := range types {
		if v, ok := t.Trait(k.Name()); ok && v.Kind() == k.Kind() {
			return true
		}
	}
	return false
}

// missingKey words the error of a key no type carries.
func missingKey(types []Type, names []string, k TraitKey) *Error {
	subj := fmt.Sprintf("key %s (%v)", shortQuote(k.Name()), k.Kind())
	for _, t := range types {
		if v, ok := t.Trait(k.Name()); ok {
			return &Error{Subject: subj, Err: fmt.Errorf("type %s has it as %s (%s), want %s",
				shortQuote(t.Name), v.Kind().article(), v, k.Kind().article())}
		}
	}
	if len(names) == 0 {
		return &Error{Subject: subj, Err: errors.New("no terrain type has this trait; the types have no traits at all")}
	}
	return &Error{Subject: subj, Err: fmt.Errorf("no terrain type has this trait; did you mean %s?", shortQuote(nearest(names, k.Name())))}
}

// nearest returns the name closest to s: equal up to case first, then by
// edit distance, then the first in sorted order.
func nearest(names []string, s string) string {
	s = clip(s, 64)
	best, bestD := "", -1
	for _, n := range names {
		if bestD >= 0 && 2*abs(len(clip(n, 64))-len(s)) >= bestD {
			continue // the edit distance is at least the difference in length
		}
		d := 2 * editDistance(strings.ToLower(clip(n, 64)), strings.ToLower(s))
		if d == 0 && n != s {
			d = 1 // differs only in case: nearer than any real edit
		}
		if bestD < 0 || d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
