package terrain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// jsonTop is what scanJSON learns of a top-level object: the number of
// elements of each array member, and where each element of the array
// member named spansOf starts and ends, so that a loader can count and
// decode them one at a time without copying them.
type jsonTop struct {
	counts map[string]int
	spans  [][2]int32
}

// scanJSON is the check every loader runs (through checkFile) before
// encoding/json sees its input. It reads data once and refuses what
// encoding/json would silently accept or could not bound: invalid UTF-8
// (it would rewrite it as U+FFFD) and unpaired surrogate escapes, two
// members of one object whose names are equal or differ only in case (it
// would keep the last, or merge them into one field), nesting deeper than
// maxDepth, and anything but white space after the document. It also
// reports malformed JSON with its position. On the way it counts the
// elements of the top-level arrays and, for the one named spansOf, where
// each starts and ends. It costs O(len(data)) time; its memory is the
// stack of open objects' member names, at most proportional to
// len(data), plus the spans.
func scanJSON(data []byte, spansOf string) (jsonTop, *Error) {
	c := jsonChecker{data: data, spansOf: spansOf, top: jsonTop{counts: map[string]int{}}}
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

type jsonChecker struct {
	data    []byte
	i       int
	spansOf string
	top     jsonTop
	member  string // the top-level member being read, at depth 1
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
	top := depth == 2 && c.member != "" && c.top.counts != nil
	name := c.member
	c.member = ""
	for {
		c.skipSpace()
		start := c.i
		if err := c.value(depth); err != nil {
			return err
		}
		if top {
			c.top.counts[name]++
			if name == c.spansOf {
				c.top.spans = append(c.top.spans, [2]int32{int32(start), int32(c.i)})
			}
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
			return nil
		default:
			return c.fail("invalid character %s after an array element", c.char())
		}
	}
}

func (c *jsonChecker) object(depth int) *Error {
	c.i++ // {
	var seen names[[]byte]
	c.skipSpace()
	if c.i < len(c.data) && c.data[c.i] == '}' {
		c.i++
		return nil
	}
	for {
		c.skipSpace()
		if c.i >= len(c.data) || c.data[c.i] != '"' {
			return c.fail("expected a member name")
		}
		at := c.i
		name, err := c.name()
		if err != nil {
			return err
		}
		if n, dup := seen.add(name); dup {
			c.i = at
			return c.duplicate(n, name)
		}
		c.skipSpace()
		if c.i >= len(c.data) || c.data[c.i] != ':' {
			return c.fail("expected ':' after a member name")
		}
		c.i++
		c.skipSpace()
		if depth == 1 {
			c.member = string(name)
		}
		if err := c.value(depth); err != nil {
			return err
		}
		c.member = ""
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
			raw := c.data[start:c.i]
			if !want && !escaped {
				return "", nil
			}
			if !escaped {
				return string(raw[1 : len(raw)-1]), nil
			}
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
