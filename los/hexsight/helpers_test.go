package hexsight_test

import (
	"reflect"

	"github.com/warkit/warkit/los/hexsight"
)

// withRule returns r with x in its rules: in place of the rule of x's
// type, or appended. r's slice is not modified.
func withRule(r hexsight.Rules, x hexsight.Rule) hexsight.Rules {
	out := r
	out.Rules = nil
	done := false
	for _, y := range r.Rules {
		if reflect.TypeOf(y) == reflect.TypeOf(x) {
			y, done = x, true
		}
		out.Rules = append(out.Rules, y)
	}
	if !done {
		out.Rules = append(out.Rules, x)
	}
	return out
}

// ruleOf returns r's rule of type T.
func ruleOf[T hexsight.Rule](r hexsight.Rules) (T, bool) {
	for _, y := range r.Rules {
		if x, ok := y.(T); ok {
			return x, true
		}
	}
	var zero T
	return zero, false
}

// swapRoles swaps the eye and target heights of r's elevation model.
func swapRoles(r hexsight.Rules) hexsight.Rules {
	e, ok := ruleOf[hexsight.Elevation](r)
	if !ok {
		return r
	}
	e.Eye, e.Target = e.Target, e.Eye
	return withRule(r, e)
}
