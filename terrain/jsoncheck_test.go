package terrain_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

// Both loaders refuse, before decoding, what encoding/json would silently
// accept (the package doc, "Limits and cost"). Each case spoils a file
// that loads with one such flaw; the error must name the flaw and the
// byte where it is.
func TestLoadersRefuseWhatEncodingJSONAccepts(t *testing.T) {
	loaders := []struct {
		name, valid string
		load        func([]byte) error
	}{
		{"board", boardWith(pointFeature("a", "1", "1")), func(b []byte) error { _, err := terrain.LoadBoard(b); return err }},
		{"hex map", hexHead + `,"hexes":[{"hex":"0101","type":"clear"}]}`, func(b []byte) error { _, err := terrain.LoadHexMap(b); return err }},
	}
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	flaws := []struct {
		name  string
		spoil func(string) string
		want  string
	}{
		{"data after the document", func(s string) string { return s + " {}" },
			"data after the JSON document"},
		{"a member given twice", func(s string) string { return strings.Replace(s, `"types":`, `"types":[],"types":`, 1) },
			`member "types" given twice in one object`},
		{"members differing only in case", func(s string) string { return strings.Replace(s, `"types":`, `"Types":[],"types":`, 1) },
			`members "Types" and "types" of one object differ only in case`},
		{"a member given twice in a nested object", func(s string) string { return strings.Replace(s, `{"name":`, `{"name":"x","name":`, 1) },
			`member "name" given twice in one object`},
		{"invalid UTF-8", func(s string) string { return strings.Replace(s, `{"name":"`, `{"name":"`+"\xff", 1) },
			`is not valid UTF-8`},
		{"an unpaired surrogate escape", func(s string) string { return strings.Replace(s, `{"name":"`, `{"name":"\ud800`, 1) },
			"string escapes an unpaired surrogate"},
		{"nesting deeper than 64 levels", func(s string) string { return `{"deep":` + deep(64) + `,` + s[1:] },
			"JSON nested deeper than 64 levels"},
	}
	for _, l := range loaders {
		if err := l.load([]byte(l.valid)); err != nil {
			t.Fatalf("%s: the unspoilt file does not load: %v", l.name, err)
		}
		for _, f := range flaws {
			err := l.load([]byte(f.spoil(l.valid)))
			if err == nil || !strings.Contains(err.Error(), f.want) || !strings.Contains(err.Error(), "(byte ") {
				t.Errorf("%s with %s: got %v, want an error at a byte saying %q", l.name, f.name, err, f.want)
			}
		}
	}
	// The limit is inclusive: the top object and 63 arrays inside it load.
	if err := loaders[0].load([]byte(`{"deep":` + deep(63) + `,` + loaders[0].valid[1:])); err != nil {
		t.Errorf("board nested 64 levels deep: %v", err)
	}
}
