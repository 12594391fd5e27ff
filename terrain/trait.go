package terrain

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind is the type of a trait value: a number, a flag or an enumeration
// member. The zero Kind is invalid.
type Kind uint8

const (
	// KindNumber is a float64, such as visibility 2 or an MP cost of 1.5.
	KindNumber Kind = iota + 1
	// KindFlag is a bool, such as opaque or impassable.
	KindFlag
	// KindEnum is one member of a named set, such as concealment "light".
	KindEnum
)

// String returns "number", "flag" or "enum"; an invalid kind is written as
// "Kind(n)".
func (k Kind) String() string {
	switch k {
	case KindNumber:
		return "number"
	case KindFlag:
		return "flag"
	case KindEnum:
		return "enum"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// article returns k with its indefinite article, for error messages.
func (k Kind) article() string {
	switch k {
	case KindNumber:
		return "a number"
	case KindFlag:
		return "a flag"
	case KindEnum:
		return "an enum"
	}
	return "an invalid value"
}

// Value is one trait value: a number, a flag or an enumeration member. It
// is a small immutable value; the zero Value is invalid (its Kind is 0).
// Values compare with [Value.Equal] (numbers by ==, so NaN, which
// validation refuses, equals nothing).
type Value struct {
	kind Kind
	num  float64
	sym  string
}

// NumberValue returns the number x as a Value.
func NumberValue(x float64) Value { return Value{kind: KindNumber, num: x} }

// FlagValue returns the flag b as a Value.
func FlagValue(b bool) Value {
	v := Value{kind: KindFlag}
	if b {
		v.num = 1
	}
	return v
}

// EnumValue returns the enumeration member m as a Value. Whether m belongs
// to an enumeration is checked when a key reads it.
func EnumValue(m string) Value { return Value{kind: KindEnum, sym: m} }

// Kind returns the kind of v, 0 for the zero Value.
func (v Value) Kind() Kind { return v.kind }

// Number returns the number held by v, and false if v is not a number.
func (v Value) Number() (float64, bool) { return v.num, v.kind == KindNumber }

// Flag returns the flag held by v, and false if v is not a flag.
func (v Value) Flag() (bool, bool) { return v.num != 0, v.kind == KindFlag }

// Enum returns the enumeration member held by v, and false if v is not an
// enumeration member.
func (v Value) Enum() (string, bool) { return v.sym, v.kind == KindEnum }

// Equal reports whether v and o have the same kind and value.
func (v Value) Equal(o Value) bool { return v == o }

// String formats v as JSON would: 2, true, "light"; the zero Value as
// "invalid".
func (v Value) String() string {
	switch v.kind {
	case KindNumber:
		return strconv.FormatFloat(v.num, 'g', -1, 64)
	case KindFlag:
		return strconv.FormatBool(v.num != 0)
	case KindEnum:
		return strconv.Quote(v.sym)
	}
	return "invalid"
}

// check returns why v cannot be stored as a trait value, or "".
func (v Value) check() string {
	switch v.kind {
	case KindNumber:
		if math.IsNaN(v.num) {
			return "is NaN"
		}
		if math.IsInf(v.num, 0) {
			return "is infinite"
		}
	case KindFlag:
	case KindEnum:
		if v.sym == "" {
			return "is an empty enum member"
		}
	default:
		return "has no value (zero Value)"
	}
	return ""
}

// Trait is one named value carried by a terrain [Type] or overridden by a
// [Feature]. Build one from a key, Visibility.Is(2), or as a literal.
type Trait struct {
	Name  string
	Value Value
}

// String formats t as "name=value".
func (t Trait) String() string { return t.Name + "=" + t.Value.String() }

// Scalar is the Go type a key reads: float64 for numbers, bool for flags,
// string for enumeration members.
type Scalar interface{ float64 | bool | string }

// Key is a typed trait name that a ruleset declares once and reads with
// [Get] or, in hot loops, through a precompiled [Column]:
//
//	var Visibility = terrain.Number("visibility")
//	var Opaque = terrain.Flag("opaque")
//	var Concealment = terrain.Enum("concealment", "light", "medium", "heavy")
//
// A Key is immutable and safe to share. The zero Key has no name and every
// read with it fails. Two keys with the same name read the same trait.
// A key whose name or a member is not valid UTF-8 names nothing a file or
// a board can hold (see [ErrInvalidUTF8]): every read with it fails, and
// [CheckKeys], [RequireKeys] and the pieces' checks report it.
type Key[T Scalar] struct {
	name    string
	kind    Kind
	members []string // enumeration members; nil for numbers and flags
	fault   *Error   // why the name or a member breaks the text rule; nil if none
}

// Number declares a numeric trait key.
func Number(name string) Key[float64] {
	return Key[float64]{name: name, kind: KindNumber, fault: keyFault(name, nil)}
}

// Flag declares a boolean trait key.
func Flag(name string) Key[bool] {
	return Key[bool]{name: name, kind: KindFlag, fault: keyFault(name, nil)}
}

// Enum declares an enumeration trait key whose values must be one of
// members. Reading a value that is not a member is an error. A member
// that is empty or given twice makes a key that names nothing a file
// can mean: every read with it fails, and [CheckKeys], [RequireKeys] and
// the pieces' checks report it, as for a member that is not valid UTF-8.
func Enum(name string, members ...string) Key[string] {
	return Key[string]{name: name, kind: KindEnum, members: slices.Clone(members), fault: keyFault(name, members)}
}

// keyFault returns the error of a key whose name or a member is not
// valid UTF-8, or whose member is empty or given twice; nil if none is.
func keyFault(name string, members []string) *Error {
	if !utf8.ValidString(name) {
		return &Error{Subject: "key", Err: invalidText("name", name)}
	}
	seen := make(map[string]int, len(members))
	for i, m := range members {
		subj := func() string { return "key " + shortQuote(name) }
		switch j, dup := seen[m]; {
		case !utf8.ValidString(m):
			return &Error{Subject: subj(), Err: invalidText("member", m)}
		case m == "":
			return &Error{Subject: subj(), Err: fmt.Errorf("member %d is empty", i)}
		case dup:
			return &Error{Subject: subj(), Err: fmt.Errorf("member %s given twice (members %d and %d)", shortQuote(m), j, i)}
		}
		seen[m] = i
	}
	return nil
}

// Name returns the trait name k reads.
func (k Key[T]) Name() string { return k.name }

// Kind returns the kind of value k reads.
func (k Key[T]) Kind() Kind { return k.kind }

// Members returns a copy of the members of an enumeration key, nil for
// other keys.
func (k Key[T]) Members() []string { return slices.Clone(k.members) }

// Value returns v as a trait Value of k's kind.
func (k Key[T]) Value(v T) Value {
	switch x := any(v).(type) {
	case float64:
		return NumberValue(x)
	case bool:
		return FlagValue(x)
	case string:
		return EnumValue(x)
	}
	return Value{}
}

// Is returns the trait k = v, for building types and overrides:
//
//	wood := terrain.NewType("wood", Visibility.Is(2), Cover.Is(10))
func (k Key[T]) Is(v T) Trait { return Trait{Name: k.name, Value: k.Value(v)} }

// String returns the name of k and its kind, such as "visibility (number)"
// or "concealment (enum light|medium|heavy)".
func (k Key[T]) String() string {
	if k.kind == KindEnum {
		return fmt.Sprintf("%s (enum %s)", k.name, strings.Join(k.members, "|"))
	}
	return fmt.Sprintf("%s (%s)", k.name, k.kind)
}

// decode reads v as k's Go type, or returns why it cannot.
func (k Key[T]) decode(v Value) (T, string) {
	var zero T
	if v.kind != k.kind {
		return zero, fmt.Sprintf("is %s (%s), want %s", v.kind.article(), v, k.kind.article())
	}
	switch k.kind {
	case KindNumber:
		if why := v.check(); why != "" { // a NaN or ±Inf of a Type or Piece built in Go, never validated
			return zero, why
		}
		return any(v.num).(T), ""
	case KindFlag:
		return any(v.num != 0).(T), ""
	case KindEnum:
		if !slices.Contains(k.members, v.sym) {
			return zero, fmt.Sprintf("is %q, not one of %s", v.sym, strings.Join(k.members, ", "))
		}
		return any(v.sym).(T), ""
	}
	return zero, "is read with an invalid key"
}

// valid returns why k cannot read anything, or nil.
func (k Key[T]) valid() error {
	if k.name == "" || k.kind == 0 {
		return errZeroKey
	}
	if k.fault != nil {
		return k.fault
	}
	return nil
}

var errZeroKey = errors.New("terrain: zero Key (declare keys with Number, Flag or Enum)")
