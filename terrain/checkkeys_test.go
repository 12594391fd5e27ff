package terrain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/warkit/warkit/terrain"
)

func TestCheckKeys(t *testing.T) {
	forest := terrain.NewType("forest", terrain.Flag("blocksLos").Is(true), terrain.Number("mp").Is(2))
	clear := terrain.NewType("clear", terrain.Number("mp").Is(1))
	types := []terrain.Type{clear, forest}
	for _, tc := range []struct {
		name string
		keys []terrain.TraitKey
		want []string // fragments; nil means no error
	}{
		{"all carried", []terrain.TraitKey{terrain.Flag("blocksLos"), terrain.Number("mp")}, nil},
		{"case typo", []terrain.TraitKey{terrain.Flag("blocksLoS")},
			[]string{`terrain: key "blocksLoS" (flag): no terrain type has this trait; did you mean "blocksLos"?`}},
		{"edit typo", []terrain.TraitKey{terrain.Number("mpp")}, []string{`did you mean "mp"?`}},
		{"optional", []terrain.TraitKey{terrain.Optional(terrain.Number("hindrance"))}, nil},
		{"wrong kind", []terrain.TraitKey{terrain.Number("blocksLos")}, []string{`type "forest" has it as a flag (true), want a number`}},
		{"two missing, in order", []terrain.TraitKey{terrain.Number("a"), terrain.Number("b")}, []string{`key "a"`, `key "b"`}},
		{"nil key", []terrain.TraitKey{nil}, []string{"terrain: key (keys[0]): nil key"}},
		{"Optional of a nil key", []terrain.TraitKey{terrain.Optional(nil)}, []string{"terrain: key (keys[0]): Optional of a nil key"}},
		{"a name not valid UTF-8", []terrain.TraitKey{terrain.Number("m\xffp")}, []string{`terrain: key (keys[0]): name "m\xffp" is not valid UTF-8`}},
		{"a member not valid UTF-8", []terrain.TraitKey{terrain.Enum("cover", "light", "he\xffvy")}, []string{`terrain: key "cover" (keys[0]): member "he\xffvy" is not valid UTF-8`}},
		{"zero key skipped", []terrain.TraitKey{terrain.Key[float64]{}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := terrain.CheckKeys(types, tc.keys...)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("CheckKeys = %v, want nil", err)
				}
				return
			}
			checkErrors(t, tc.name, err, tc.want)
			if i, j := strings.Index(err.Error(), `key "a"`), strings.Index(err.Error(), `key "b"`); i > j {
				t.Errorf("errors out of key order: %v", err)
			}
		})
	}
	if err := terrain.CheckKeys(nil, terrain.Flag("x")); err == nil || !strings.Contains(err.Error(), "no traits at all") {
		t.Errorf("CheckKeys(nil types) = %v", err)
	}
}

// A ruleset checks the keys it compiles against a map's types, so that a
// misspelt trait is an error rather than a forest that no longer blocks
// sight.
func ExampleCheckKeys() {
	forest := terrain.NewType("forest", terrain.Flag("blocksLos").Is(true))
	BlocksLoS := terrain.Flag("blocksLoS") // the ruleset's spelling differs
	Hindrance := terrain.Number("hindrance")
	err := terrain.CheckKeys([]terrain.Type{forest}, BlocksLoS, terrain.Optional(Hindrance))
	fmt.Println(err)
	// Output:
	// terrain: key "blocksLoS" (flag): no terrain type has this trait; did you mean "blocksLos"?
}

// MarkOptional marks exactly the keys whose names the optional list has,
// in place; nil keys and nil entries excuse nothing.
func TestMarkOptional(t *testing.T) {
	types := []terrain.Type{terrain.NewType("clear", terrain.Number("entry").Is(1))}
	entry, road, side := terrain.Number("entry"), terrain.Flag("road"), terrain.Number("side")
	keys := terrain.MarkOptional([]terrain.TraitKey{entry, road, side, nil}, []terrain.TraitKey{road, nil})
	err := terrain.CheckKeys(types, keys...)
	if err == nil || strings.Contains(err.Error(), `"road"`) || !strings.Contains(err.Error(), `"side"`) {
		t.Errorf("road optional, side not: %v", err)
	}
	if keys[3] != nil {
		t.Errorf("a nil key became %v", keys[3])
	}
	if err := terrain.CheckKeys(types, terrain.MarkOptional([]terrain.TraitKey{entry, road, side}, []terrain.TraitKey{road, side})...); err != nil {
		t.Errorf("road and side optional: %v", err)
	}
}
