package draw

import (
	"slices"
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		name     string
		s        string
		n, limit int
		want     []string
	}{
		{"empty", "", 20, 0, []string{""}},
		{"fits", "a b c", 20, 0, []string{"a b c"}},
		{"breaks at spaces", "aaaa bbbb cccc dddd eeee ffff", 20, 0, []string{"aaaa bbbb cccc dddd", "eeee ffff"}},
		{"long word cut", strings.Repeat("x", 45), 20, 0, []string{strings.Repeat("x", 20), strings.Repeat("x", 20), strings.Repeat("x", 5)}},
		{"runes, not bytes", strings.Repeat("é", 25), 20, 0, []string{strings.Repeat("é", 20), strings.Repeat("é", 5)}},
		{"limit reached exactly", "aaaa bbbb cccc dddd eeee ffff", 20, 2, []string{"aaaa bbbb cccc dddd", "eeee ffff"}},
		{"limit cuts", "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk", 20, 2, []string{"aaaa bbbb cccc dddd", "(cut short)"}},
		{"limit inside a word", strings.Repeat("x", 100), 20, 2, []string{strings.Repeat("x", 20), "(cut short)"}},
	} {
		if got := wrap(tc.s, tc.n, tc.limit); !slices.Equal(got, tc.want) {
			t.Errorf("%s: wrap = %q, want %q", tc.name, got, tc.want)
		}
	}
}
