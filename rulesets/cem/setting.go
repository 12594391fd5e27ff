package cem

import "fmt"

// Setting is a value of [Rules] that is either the documented default
// (the zero Setting) or set explicitly with [Set]. It exists because a
// zero must never hide a real setting: "subtract nothing" (a fire cut of
// 0) and "no reach" (an edge reach of 0 m) are settings a tool may want,
// and a plain number field could not tell them from "unset".
type Setting[T any] struct {
	v   T
	set bool
}

// Set returns a Setting that holds v.
func Set[T any](v T) Setting[T] { return Setting[T]{v: v, set: true} }

// Get returns the value and true if the setting was set, the zero T and
// false if it takes the default.
func (s Setting[T]) Get() (T, bool) { return s.v, s.set }

// Or returns the value if set, def otherwise.
func (s Setting[T]) Or(def T) T {
	if s.set {
		return s.v
	}
	return def
}

// String returns the value, or "default".
func (s Setting[T]) String() string {
	if !s.set {
		return "default"
	}
	return fmt.Sprint(s.v)
}
