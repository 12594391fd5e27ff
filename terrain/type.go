package terrain

import (
	"cmp"
	"fmt"
	"slices"
)

// Type is a terrain type: a name and the traits every feature (or hex) of
// that type carries, such as "wood" with visibility 2 and cover 10. The
// library gives no trait a meaning; rulesets declare the keys they read.
//
// Type is a plain value. A [Board] or [HexMap] keeps its own copy, with the
// traits sorted by name; the Types they return share that storage and must
// not be modified.
type Type struct {
	Name   string
	Traits []Trait
}

// NewType returns a Type with a copy of traits sorted by name. It does not
// validate them: boards and hex maps do, reporting every problem.
func NewType(name string, traits ...Trait) Type {
	t := Type{Name: name, Traits: slices.Clone(traits)}
	t.sortTraits()
	return t
}

// keepTypes returns the types a board or a hex map keeps: ts itself,
// each type's traits sorted in place, when own (a loader built them),
// else sorted copies.
func keepTypes(ts []Type, own bool) []Type {
	if !own {
		ts = slices.Clone(ts)
	}
	for i, t := range ts {
		if own {
			t.sortTraits()
		} else {
			ts[i] = NewType(t.Name, t.Traits...)
		}
	}
	return ts
}

func (t *Type) sortTraits() {
	slices.SortStableFunc(t.Traits, func(a, b Trait) int { return cmp.Compare(a.Name, b.Name) })
}

// Trait returns the value of the trait called name, and false if t has no
// such trait.
func (t Type) Trait(name string) (Value, bool) { return lookupTrait(t.Traits, name) }

func (t Type) subject() string { return fmt.Sprintf("type %q", t.Name) }

func lookupTrait(ts []Trait, name string) (Value, bool) {
	for i := range ts {
		if ts[i].Name == name {
			return ts[i].Value, true
		}
	}
	return Value{}, false
}

// Source is something that carries traits and can name itself in an error:
// a [Type], the traits in force for one feature of a board
// ([Board.Traits]), or a [Piece]. Its set of implementations is closed.
type Source interface {
	// Trait returns the value of the trait called name, and false if there
	// is none.
	Trait(name string) (Value, bool)
	subject() string
}

// Get reads the trait k from s, with validation: a missing trait, a value
// of another kind, a number that is NaN or infinite (which only a [Type]
// or [Piece] built in Go and never validated can carry), or an enumeration
// value that is not one of k's members is an error naming s and the key,
// such as
//
//	terrain: type "wood": trait "cover" is missing
//	terrain: feature "hedge-1" (type "hedge"): trait "opaque" is a number (2), want a flag
//
// Get scans a handful of traits by name; to read a trait per crossing in a
// hot loop, precompile it once with [FeatureColumn] or [TypeColumn].
func Get[T Scalar](s Source, k Key[T]) (T, error) {
	var zero T
	if err := k.valid(); err != nil {
		return zero, err
	}
	if s == nil {
		return zero, fmt.Errorf("terrain: trait %q read from a nil Source", k.name)
	}
	v, ok := s.Trait(k.name)
	if !ok {
		return zero, fmt.Errorf("terrain: %s: trait %q is missing", s.subject(), k.name)
	}
	x, why := k.decode(v)
	if why != "" {
		return zero, fmt.Errorf("terrain: %s: trait %q %s", s.subject(), k.name, why)
	}
	return x, nil
}

// Lookup reads the optional trait k from s: ok is false, with no error, if
// s does not carry it; a value of the wrong kind is still an error.
func Lookup[T Scalar](s Source, k Key[T]) (x T, ok bool, err error) {
	if err := k.valid(); err != nil {
		return x, false, err
	}
	if s == nil {
		return x, false, nil
	}
	v, ok := s.Trait(k.name)
	if !ok {
		return x, false, nil
	}
	x, why := k.decode(v)
	if why != "" {
		return x, false, fmt.Errorf("terrain: %s: trait %q %s", s.subject(), k.name, why)
	}
	return x, true, nil
}

// FeatureTraits is the traits in force for one feature: its overrides,
// then its type's traits. It is a [Source]; get one from [Board.Traits].
type FeatureTraits struct {
	f *Feature
	t *Type
}

// Trait returns the feature's override of name if it has one, else its
// type's value, and false if neither carries the trait.
func (ft FeatureTraits) Trait(name string) (Value, bool) {
	if ft.f == nil {
		return Value{}, false
	}
	if v, ok := lookupTrait(ft.f.Traits, name); ok {
		return v, true
	}
	return lookupTrait(ft.t.Traits, name)
}

func (ft FeatureTraits) subject() string {
	if ft.f == nil {
		return "missing feature"
	}
	return fmt.Sprintf("feature %q (type %q)", ft.f.ID, ft.f.Type)
}
