package combat

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// An error quotes its input in at most maxQuoted bytes whatever the bytes
// are (each byte that is not UTF-8 takes four), cut between characters.
func TestQuoteIsShortWhateverTheBytes(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("\xa6", 55), // continuation bytes only: once quoted whole, 220 bytes
		strings.Repeat("é", 60),
		strings.Repeat("ab", 100),
		"short",
	} {
		q := quote(s)
		if n := len(strings.TrimSuffix(q, "...")); n > maxQuoted {
			t.Errorf("quote(%q...) is %d bytes: %s", s[:4], n, q)
		}
		if !utf8.ValidString(q) || !strings.HasPrefix(q, `"`) {
			t.Errorf("quote(%q...) = %s", s[:4], q)
		}
	}
	if got := quote("short"); got != `"short"` {
		t.Errorf(`quote("short") = %s`, got)
	}
	if got := clip(strings.Repeat("\xa6", 10), 4); got != "\xa6\xa6\xa6\xa6..." {
		t.Errorf("clip of bytes that are not UTF-8 = %q", got)
	}
}
