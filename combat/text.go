package combat

import (
	"strconv"
	"unicode/utf8"
)

// Errors quote the input as the user wrote it, and never at length: the
// helpers below quote whole runes, never a byte of one, and cut long text
// at a rune boundary.

// maxQuoted is the most bytes of a name (a table's, a column's, a roll's
// purpose) an error quotes.
const maxQuoted = 64

// quote quotes s for an error message, cut to maxQuoted bytes.
func quote(s string) string { return strconv.Quote(clip(s, maxQuoted)) }

// clip cuts s to at most n bytes at a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// quoteChar quotes the first character of s (not empty) as the user wrote
// it: the whole rune ('１', not the first byte of its UTF-8), or the byte
// ("\xff") where s is not valid UTF-8.
func quoteChar(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n <= 1 {
		return strconv.Quote(s[:1])
	}
	return strconv.QuoteRune(r)
}
