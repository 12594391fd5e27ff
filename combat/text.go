package combat

import (
	"strconv"
	"unicode/utf8"
)

// Errors quote the input as the user wrote it, and never at length: the
// helpers below quote whole runes, never a byte of one, and cut long text
// at a rune boundary.

// maxQuoted is the most bytes an error spends quoting a name (a table's,
// a column's, a roll's purpose) or an input: its quoted form, escapes
// included, so that an error stays short whatever the bytes.
const maxQuoted = 64

// quote quotes s for an error message as the user wrote it: whole
// characters, each byte that is not UTF-8 as \xNN, cut between two of
// them where the quoted text would pass maxQuoted bytes, the cut marked
// by "..." after the closing quote.
func quote(s string) string {
	b := make([]byte, 0, maxQuoted+4)
	b = append(b, '"')
	for i := 0; i < len(s); {
		_, n := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+n])
		if len(b)+len(q)-1 > maxQuoted {
			return string(append(b, '"')) + "..."
		}
		b = append(b, q[1:len(q)-1]...)
		i += n
	}
	return string(append(b, '"'))
}

// clip cuts s to at most n bytes between two characters (a byte that is
// not UTF-8 counts as one), marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for k := n; k > 0 && k > n-utf8.UTFMax; k-- {
		if utf8.RuneStart(s[k]) {
			return s[:k] + "..."
		}
	}
	return s[:n] + "..." // no character starts near n: bytes that are not UTF-8
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
