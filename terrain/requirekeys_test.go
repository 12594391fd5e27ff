package terrain

import (
	"strings"
	"testing"
)

func TestRequireKeys(t *testing.T) {
	mp := Number("mp")
	clear := Type{Name: "clear", Traits: []Trait{mp.Is(1)}}
	swamp := Type{Name: "swamp", Traits: []Trait{Flag("wet").Is(true)}}
	odd := Type{Name: "odd", Traits: []Trait{{Name: "mp", Value: FlagValue(true)}}}
	cases := []struct {
		name  string
		types []Type
		keys  []TraitKey
		want  string // substring of the error; "" for nil
	}{
		{"all carry it", []Type{clear, clear}, []TraitKey{mp}, ""},
		{"no types", nil, []TraitKey{mp}, ""},
		{"zero key skipped", []Type{swamp}, []TraitKey{Key[float64]{}}, ""},
		{"optional skipped", []Type{swamp}, []TraitKey{Optional(mp)}, ""},
		{"one lacks it", []Type{clear, swamp}, []TraitKey{mp}, `type "swamp": trait "mp" (number) is missing`},
		{"wrong kind", []Type{clear, odd}, []TraitKey{mp}, `type "odd": trait "mp" is a flag`},
		{"nil key", []Type{clear}, []TraitKey{nil}, "nil key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := RequireKeys(c.types, c.keys...)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("RequireKeys: %v, want nil", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("RequireKeys: %v, want an error containing %q", err, c.want)
			case err != nil && !strings.HasPrefix(err.Error(), "terrain: "):
				t.Fatalf("RequireKeys: %v: want the package prefix", err)
			}
		})
	}
}
