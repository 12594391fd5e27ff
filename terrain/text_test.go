package terrain

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// foldAlphabet mixes ASCII with letters whose case orbits hold more than
// two runes (k K and the Kelvin sign; s S and the long s; the three sigmas)
// or none, and a byte that is not UTF-8.
var foldAlphabet = []string{"a", "A", "k", "K", "\u212a", "s", "S", "ſ", "σ", "ς", "Σ", "ß", "ẞ", "1", "-", "é", "É", "\xff"}

// equalFold, and equal folded keys, agree with strings.EqualFold, the
// oracle the loader's list of eight names used: one rule, whichever way a
// name is compared.
func TestFoldAgreesWithEqualFold(t *testing.T) {
	word := rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(foldAlphabet), 0, 6).Draw(t, "runes"), "")
	})
	rapid.Check(t, func(t *rapid.T) {
		a, b := word.Draw(t, "a"), word.Draw(t, "b")
		want := strings.EqualFold(a, b)
		if got := equalFold(a, b); got != want {
			t.Fatalf("equalFold(%q, %q) = %v, strings.EqualFold says %v", a, b, got, want)
		}
		if got := equalFold([]byte(a), []byte(b)); got != want {
			t.Fatalf("equalFold of bytes (%q, %q) = %v, want %v", a, b, got, want)
		}
		if got := foldHash(a) == foldHash(b); got != want {
			t.Fatalf("fold hashes of %q and %q equal: %v, strings.EqualFold says %v", a, b, got, want)
		}
	})
}

// names finds a name given again up to case however many came before it.
func TestNamesFindsEqualUpToCase(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 100).Draw(t, "before")
		var m names[string]
		var seen []string
		at := func(j int) string { return seen[j] }
		for i := range n {
			name := strings.Repeat("x", i+1) // distinct up to case
			if _, dup := m.add(name, i, at); dup {
				t.Fatalf("%q reported as given again", name)
			}
			seen = append(seen, name)
		}
		again := rapid.SampledFrom(append(seen, "X", "Xx")).Draw(t, "again")
		first, dup := m.add(again, n, at)
		want := -1
		for i, s := range seen {
			if strings.EqualFold(s, again) {
				want = i
			}
		}
		if dup != (want >= 0) || dup && first != seen[want] {
			t.Fatalf("add(%q) after %d names = %q, %v", again, n, first, dup)
		}
	})
}
