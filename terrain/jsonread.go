package terrain

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The three loaders read their files in place after scanJSON has checked
// them: each object member by member and each array element by element,
// straight into the values they build, so that what a file costs is what
// it holds (no intermediate tree, no copy of a value, no reflection), and
// every problem is reported with the path of the value it is in.

// eachMember calls f with the name and the value of each member of the
// JSON object raw, in order. raw has passed scanJSON. A name is a slice of
// raw unless it has escapes, so that walking an object allocates nothing.
func eachMember(raw []byte, f func(name, val []byte)) {
	c := jsonChecker{data: raw}
	c.skipSpace()
	c.i++ // {
	for {
		c.skipSpace()
		if c.i >= len(raw) || raw[c.i] == '}' {
			return
		}
		name, err := c.name()
		if err != nil {
			return // not after scanJSON
		}
		c.skipSpace()
		c.i++ // :
		c.skipSpace()
		start := c.i
		if c.value(1) != nil {
			return // not after scanJSON
		}
		f(name, raw[start:c.i])
		c.skipSpace()
		if c.i < len(raw) && raw[c.i] == ',' {
			c.i++
		}
	}
}

// eachElement calls f with the index and the value of each element of the
// JSON array raw, in order, until f returns false. raw has passed
// scanJSON.
func eachElement(raw []byte, f func(i int, val []byte) bool) {
	c := jsonChecker{data: raw}
	c.skipSpace()
	c.i++ // [
	for i := 0; ; i++ {
		c.skipSpace()
		if c.i >= len(raw) || raw[c.i] == ']' {
			return
		}
		start := c.i
		if c.value(1) != nil {
			return // not after scanJSON
		}
		if !f(i, raw[start:c.i]) {
			return
		}
		c.skipSpace()
		if c.i < len(raw) && raw[c.i] == ',' {
			c.i++
		}
	}
}

// countMembers returns the number of members of the object raw (0 if raw
// is no object), without decoding them.
func countMembers(raw []byte) int {
	if len(raw) == 0 || raw[0] != '{' {
		return 0
	}
	n := 0
	eachMember(raw, func(_, _ []byte) { n++ })
	return n
}

// countElements returns the number of elements of the array raw (0 if
// raw is no array), without decoding them.
func countElements(raw []byte) int {
	if len(raw) == 0 || raw[0] != '[' {
		return 0
	}
	n := 0
	eachElement(raw, func(int, []byte) bool { n++; return true })
	return n
}

// isNull reports whether a member's value is absent or null, which the
// formats read alike.
func isNull(val []byte) bool { return len(val) == 0 || val[0] == 'n' }

// members reads the members of the object raw that names lists into
// vals (by their index in names; nil if absent). An unknown member is a
// problem of subj at path when strict, and is skipped otherwise (GeoJSON
// objects may hold foreign members). raw has passed scanJSON and is an
// object.
func members(p *problems, subj, path string, raw []byte, names []string, vals [][]byte, strict bool) {
	eachMember(raw, func(name, val []byte) {
		for i, n := range names {
			if n == string(name) {
				vals[i] = val
				return
			}
		}
		if strict {
			addUnknown(p, subj, path, name, names)
		}
	})
}

// unknownMembers reports, through r, each member of the object raw that
// is not one of names.
func unknownMembers(r jsonReader, raw []byte, names []string) {
	eachMember(raw, func(name, _ []byte) {
		if !slices.Contains(names, string(name)) {
			if r.p.full() {
				r.p.more++
				return
			}
			s := string(name)
			r.add("unknown member %s%s", shortQuote(s), suggest(names, s))
		}
	})
}

// addUnknown reports an unknown member name, suggesting the nearest of
// names; once the list of problems is full it only counts, sparing the
// suggestion.
func addUnknown(p *problems, subj, path string, name []byte, names []string) {
	if p.full() {
		p.more++
		return
	}
	s := string(name)
	p.add(subj, path, "unknown member %s%s", shortQuote(s), suggest(names, s))
}

// suggest returns "; did you mean "x"?" for the name of names nearest s
// if it is near, else the list of names.
func suggest(names []string, s string) string {
	n := nearest(names, s)
	if d := editDistance(strings.ToLower(clip(n, 64)), strings.ToLower(clip(s, 64))); d <= max(1, len(n)/3) {
		return fmt.Sprintf("; did you mean %s?", shortQuote(n))
	}
	return " (want one of " + strings.Join(names, ", ") + ")"
}

// jsonReader reads typed member values for one subject and path,
// reporting a value of the wrong kind as a problem that names the member.
// For an entry of an array (list set) the subject and path are formatted
// only for a problem, so that a flood of valid entries costs no message
// each: the path is list[index], the subject kind, followed by the
// entry's name once it is known (named), or by name/name2.
type jsonReader struct {
	p           *problems
	subj, path  string
	list        string
	index       int
	kind        string
	name, name2 string
	named       bool
}

// where returns the subject and the path of r's problems.
func (r jsonReader) where() (subj, path string) {
	if r.list == "" {
		return r.subj, r.path
	}
	subj = r.kind
	switch {
	case r.named && r.name2 != "":
		subj += " " + shortQuote(r.name+"/"+r.name2)
	case r.named:
		subj += " " + shortQuote(r.name)
	}
	return subj, fmt.Sprintf("%s[%d]", r.list, r.index)
}

// add reports a problem of r's subject at r's path.
func (r jsonReader) add(format string, args ...any) {
	if r.p.full() {
		r.p.more++
		return
	}
	subj, path := r.where()
	r.p.add(subj, path, format, args...)
}

// wrap reports err as a problem of r's subject at r's path.
func (r jsonReader) wrap(err error) {
	subj, path := r.where()
	r.p.wrap(subj, path, err)
}

// str reads a string; absent or null is "".
func (r jsonReader) str(val []byte, what string) string {
	if isNull(val) {
		return ""
	}
	if val[0] != '"' {
		r.add("%s must be a string", what)
		return ""
	}
	c := jsonChecker{data: val}
	s, _ := c.str(true)
	return s
}

// num reads a number; ok is false (and the problem reported) for
// anything else, or a number beyond float64.
func (r jsonReader) num(val []byte, what string) (x float64, ok bool) {
	c := jsonChecker{data: val}
	v, why := c.traitValue()
	x, ok = v.Number()
	switch {
	case why != "" && val[0] != '-' && (val[0] < '0' || val[0] > '9'):
		r.add("%s must be a number", what)
	case why != "":
		r.add("%s: %s", what, why)
	case !ok:
		r.add("%s must be a number, not %s", what, v)
	}
	return x, ok
}

// integer reads a whole number within ±limit, or any int64 if limit
// is 0; absent or null is 0.
func (r jsonReader) integer(val []byte, what string, limit int64) (int64, bool) {
	if isNull(val) {
		return 0, true
	}
	if len(val) <= 20 { // the longest int64, sign included
		if n, err := strconv.ParseInt(string(val), 10, 64); err == nil && (limit == 0 || n >= -limit && n <= limit) {
			return n, true
		}
	}
	switch {
	case val[0] != '-' && (val[0] < '0' || val[0] > '9'):
		r.add("%s must be a whole number", what)
	case limit == 0: // a number's text has no quote or line break to escape
		r.add("%s %s is not a whole number that fits in 64 bits", what, clip(string(val[:min(len(val), 64)]), 32))
	default:
		r.add("%s %s is not a whole number within ±%d", what, clip(string(val[:min(len(val), 64)]), 32), limit)
	}
	return 0, false
}

// flag reads true or false; absent or null is false.
func (r jsonReader) flag(val []byte, what string) bool {
	switch {
	case isNull(val):
		return false
	case string(val) == "true":
		return true
	case string(val) != "false":
		r.add("%s must be true or false", what)
	}
	return false
}

// object reports whether val is an object, reporting anything else but
// null or absence.
func (r jsonReader) object(val []byte, what string) bool {
	if isNull(val) {
		return false
	}
	if val[0] != '{' {
		r.add("%s must be an object", what)
		return false
	}
	return true
}

// array reports whether val is an array, reporting anything else but
// null or absence.
func (r jsonReader) array(val []byte, what string) bool {
	if isNull(val) {
		return false
	}
	if val[0] != '[' {
		r.add("%s must be an array", what)
		return false
	}
	return true
}
