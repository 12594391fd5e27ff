package terrain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// jsonTop is what scanJSON learns of a top-level object: the number of
// elements of each array member, so that a loader can refuse too many
// before it decodes one.
type jsonTop struct {
	counts map[string]int
}

// memberLimit bounds the members of every object of a file whose format
// holds no larger one, so that scanJSON refuses an object as soon as it
// passes the bound: n members at most (0: no bound), why saying what the
// format allows.
type memberLimit struct {
	n   int
	why string
}

// scanJSON is the check every loader runs (through checkFile) before it
// decodes its input. It reads data once and refuses what encoding/json
// would silently accept or could not bound: invalid UTF-8 (it would
// rewrite it as U+FFFD) and unpaired surrogate escapes, two members of
// one object whose names are equal or differ only in case (it would keep
// the last, or merge them into one field), nesting deeper than maxDepth,
// an object of more members than lim allows, and anything but white
// space after the document. It also reports malformed JSON with its
// position. On the way it counts the elements of the top-level arrays.
// It costs O(len(data)) time; its memory is the member names of the open
// objects (see names), about 16 bytes a member at most.
func scanJSON(data []byte, lim memberLimit) (jsonTop, *Error) {
	c := jsonChecker{data: data, check: true, lim: lim, top: jsonTop{counts: map[string]int{}}}
	c.skipSpace()
	if err := c.value(0); err != nil {
		return c.top, err
	}
	c.skipSpace()
	if c.i < len(data) {
		return c.top, c.fail("data after the JSON document")
	}
	return c.top, nil
}

// jsonChecker reads JSON: scanJSON checks a document with it (check
// set), and the loaders walk a document that has passed with it (check
// unset: no member names are compared, no limit applies, no escaped
// string is decoded unless asked for), so that a walk costs no
// allocation however often a value is skipped.
type jsonChecker struct {
	data   []byte
	i      int
	check  bool
	lim    memberLimit
	top    jsonTop
	member []byte // the top-level member being read, at depth 1
	in     []byte // the top-level array being read ("pieces"), nil outside one
	elem   int    // its index
}

func (c *jsonChecker) fail(format string, args ...any) *Error {
	return &Error{Path: bytePos(c.data, int64(c.i)), Err: fmt.Errorf(format, args...)}
}

// char quotes the character at c.i as the file has it: the whole rune
// ('１', not the first byte of its UTF-8), or the byte ("\xff") where the
// text is not valid UTF-8.
func (c *jsonChecker) char() string {
	r, n := utf8.DecodeRune(c.data[c.i:])
	if r == utf8.RuneError && n <= 1 {
		return strconv.Quote(string(c.data[c.i : c.i+1]))
	}
	return strconv.QuoteRune(r)
}

func (c *jsonChecker) skipSpace() {
	for c.i < len(c.data) {
		switch c.data[c.i] {
		case ' ', '\t', '\n', '\r':
			c.i++
		default:
			return
		}
	}
}

func (c *jsonChecker) value(depth int) *Error {
	if c.i >= len(c.data) {
		return c.fail("unexpected end of JSON input")
	}
	switch b := c.data[c.i]; {
	case b == '{' || b == '[':
		if depth >= maxDepth {
			return c.fail("JSON nested deeper than %d levels", maxDepth)
		}
		if b == '{' {
			return c.object(depth + 1)
		}
		return c.array(depth + 1)
	case b == '"':
		_, err := c.str(false)
		return err
	case b == '-' || (b >= '0' && b <= '9'):
		return c.number()
	}
	for _, lit := range [...]string{"true", "false", "null"} {
		if strings.HasPrefix(string(c.data[c.i:min(len(c.data), c.i+5)]), lit) {
			c.i += len(lit)
			return nil
		}
	}
	return c.fail("invalid character %s looking for a JSON value", c.char())
}

func (c *jsonChecker) array(depth int) *Error {
	c.i++ // [
	c.skipSpace()
	if c.i < len(c.data) && c.data[c.i] == ']' {
		c.i++
		return nil
	}
	top := depth == 2 && c.member != nil && c.top.counts != nil
	name := c.member
	c.member = nil
	for k := 0; ; k++ {
		c.skipSpace()
		if top {
			c.in, c.elem = name, k
		}
		if err := c.value(depth); err != nil {
			return err
		}
		c.skipSpace()
		if c.i >= len(c.data) {
			return c.fail("unexpected end of JSON input")
		}
		switch c.data[c.i] {
		case ',':
			c.i++
		case ']':
			c.i++
			if top {
				c.top.counts[string(name)] += k + 1
				c.in = nil
			}
			return nil
		default:
			return c.fail("invalid character %s after an array element", c.char())
		}
	}
}

func (c *jsonChecker) object(depth int) *Error {
	c.i++ // {
	var seen names[[]byte]
	var starts memberStarts
	c.skipSpace()
	if c.i < len(c.data) && c.data[c.i] == '}' {
		c.i++
		return nil
	}
	for k := 0; ; k++ {
		c.skipSpace()
		if c.i >= len(c.data) || c.data[c.i] != '"' {
			return c.fail("expected a member name")
		}
		name, err := c.memberName(&seen, &starts, k)
		if err != nil {
			return err
		}
		c.skipSpace()
		if c.i >= len(c.data) || c.data[c.i] != ':' {
			return c.fail("expected ':' after a member name")
		}
		c.i++
		c.skipSpace()
		if depth == 1 {
			c.member = name
		}
		if err := c.value(depth); err != nil {
			return err
		}
		c.member = nil
		c.skipSpace()
		if c.i >= len(c.data) {
			return c.fail("unexpected end of JSON input")
		}
		switch c.data[c.i] {
		case ',':
			c.i++
		case '}':
			c.i++
			return nil
		default:
			return c.fail("invalid character %s after an object member", c.char())
		}
	}
}

// memberName reads the name of member k of an object; when checking,
// it refuses a member beyond c.lim and a name that repeats an earlier one
// up to case, and returns the name.
func (c *jsonChecker) memberName(seen *names[[]byte], starts *memberStarts, k int) ([]byte, *Error) {
	if !c.check {
		_, err := c.str(false)
		return nil, err
	}
	if c.lim.n > 0 && k == c.lim.n {
		return nil, c.tooManyMembers()
	}
	start := c.i
	name, err := c.name()
	if err != nil {
		return nil, err
	}
	if n, dup := seen.add(name, k, starts.add(c.data, k, start)); dup {
		c.i = start
		return nil, c.duplicate(n, name)
	}
	return name, nil
}

// memberStarts remembers where the member names of one object start,
// so that names can read them back from the document rather than keep
// copies: the first eight in an array on the stack, and from the ninth
// on, all of them in a slice, the one allocation of a large object.
type memberStarts struct {
	first [8]int32
	big   *bigObject
}

type bigObject struct {
	data   []byte
	starts []int32
}

// add records the start of member number k and returns the function
// reading names back (nil while the object has at most eight).
func (m *memberStarts) add(data []byte, k, start int) func(j int) []byte {
	if k < len(m.first) {
		m.first[k] = int32(start)
		return nil
	}
	if m.big == nil {
		m.big = &bigObject{data: data, starts: append(make([]int32, 0, 2*len(m.first)), m.first[:]...)}
	}
	if len(m.big.starts) == cap(m.big.starts) {
		m.big.starts = slices.Grow(m.big.starts, len(m.big.starts)) // doubling, not append's 1.25 for large slices
	}
	m.big.starts = append(m.big.starts, int32(start))
	return m.big.name
}

// name reads member name number j back.
func (b *bigObject) name(j int) []byte {
	c := jsonChecker{data: b.data, i: int(b.starts[j])}
	name, _ := c.name() // it was read once already
	return name
}

// tooManyMembers is the error of an object with more members than
// c.lim allows, at the first one beyond.
func (c *jsonChecker) tooManyMembers() *Error {
	where := "an object"
	if c.in != nil {
		where = fmt.Sprintf("%s[%d] holds an object", c.in, c.elem)
	}
	return c.fail("%s of more than %d members: %s", where, c.lim.n, c.lim.why)
}

// duplicate words the error of a member name given twice.
func (c *jsonChecker) duplicate(first, again []byte) *Error {
	return c.fail("%s", sameName("member", " of one object", string(first), string(again)))
}

// name reads a member name: a slice of the document when it has no
// escapes.
func (c *jsonChecker) name() ([]byte, *Error) {
	start := c.i
	if _, err := c.str(false); err != nil {
		return nil, err
	}
	raw := c.data[start+1 : c.i-1]
	if bytes.IndexByte(raw, '\\') < 0 {
		return raw, nil
	}
	c.i = start
	s, err := c.str(true)
	return []byte(s), err
}

// str reads a JSON string and, if want is set, returns its value.
func (c *jsonChecker) str(want bool) (string, *Error) {
	start := c.i
	c.i++ // "
	escaped := false
	for c.i < len(c.data) {
		b := c.data[c.i]
		switch {
		case b == '"':
			c.i++
			switch {
			case escaped && (want || c.check):
				return c.unescape(start)
			case want:
				return string(c.data[start+1 : c.i-1]), nil
			}
			return "", nil
		case b == '\\':
			escaped = true
			c.i += 2
		case b < 0x20:
			return "", c.fail("control character in a string")
		case b < utf8.RuneSelf:
			c.i++
		default:
			r, n := utf8.DecodeRune(c.data[c.i:])
			if r == utf8.RuneError && n == 1 {
				end := len(c.data)
				if k := bytes.IndexByte(c.data[c.i:], '"'); k >= 0 {
					end = c.i + k
				}
				return "", c.fail("%w", invalidText("string", string(c.data[start+1:end])))
			}
			c.i += n
		}
	}
	return "", c.fail("unexpected end of JSON input in a string")
}

// unescape returns the value of the string with escapes that starts at
// start and ends at c.i, checking its escapes.
func (c *jsonChecker) unescape(start int) (string, *Error) {
	raw := c.data[start:c.i]
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		c.i = start
		return "", c.fail("invalid string: %v", err)
	}
	if strings.ContainsRune(s, utf8.RuneError) && !validEscapes(raw) {
		c.i = start
		return "", c.fail("string escapes an unpaired surrogate")
	}
	return s, nil
}

// validEscapes reports whether a string that decodes to U+FFFD says so
// itself (\ufffd or the raw character) rather than through an unpaired
// surrogate escape, which encoding/json would replace.
func validEscapes(raw []byte) bool {
	s := string(raw)
	for i := 0; i+6 <= len(s); i++ {
		if s[i] == '\\' {
			if s[i+1] == 'u' {
				h := strings.ToLower(s[i+2 : i+6])
				if h >= "d800" && h <= "dfff" {
					return false
				}
			}
			i++
		}
	}
	return true
}

func (c *jsonChecker) number() *Error {
	if c.data[c.i] == '-' {
		c.i++
	}
	if c.i < len(c.data) && c.data[c.i] == '0' {
		c.i++
	} else if c.digits() == 0 {
		return c.fail("invalid number")
	}
	if c.i < len(c.data) && c.data[c.i] == '.' {
		c.i++
		if c.digits() == 0 {
			return c.fail("invalid number")
		}
	}
	if c.i < len(c.data) && (c.data[c.i] == 'e' || c.data[c.i] == 'E') {
		c.i++
		if c.i < len(c.data) && (c.data[c.i] == '+' || c.data[c.i] == '-') {
			c.i++
		}
		if c.digits() == 0 {
			return c.fail("invalid number")
		}
	}
	return nil
}

// digits skips decimal digits and returns how many there were.
func (c *jsonChecker) digits() int {
	n := 0
	for c.i < len(c.data) && c.data[c.i] >= '0' && c.data[c.i] <= '9' {
		c.i++
		n++
	}
	return n
}
