package terrain

import (
	"errors"
	"fmt"
)

// RequireKeys checks that every type of types carries each key's trait,
// with the key's kind: the form of [CheckKeys] for a trait a rule reads on
// every type it meets (the MP to enter a hex), where a type without it
// would otherwise read as impassable. Pass only the types the rule meets
// (the types of a map's hexes, not of its hexsides). A zero Key is
// skipped, an [Optional] one too. It returns nil or one [*Error] per
// missing trait, type by type, joined with errors.Join:
//
//	terrain: type "swamp": trait "mp" (number) is missing; the other types have it
func RequireKeys(types []Type, keys ...TraitKey) error {
	var errs []error
	for _, k := range keys {
		if k == nil {
			errs = append(errs, &Error{Err: errors.New("nil key")})
			continue
		}
		if _, opt := k.(optionalKey); opt || k.Name() == "" {
			continue
		}
		for _, t := range types {
			v, ok := t.Trait(k.Name())
			subj := "type " + shortQuote(t.Name)
			switch {
			case !ok:
				errs = append(errs, &Error{Subject: subj, Err: fmt.Errorf("trait %s (%v) is missing", shortQuote(k.Name()), k.Kind())})
			case v.Kind() != k.Kind():
				errs = append(errs, &Error{Subject: subj, Err: fmt.Errorf("trait %s is %s (%s), want %s", shortQuote(k.Name()), v.Kind().article(), v, k.Kind().article())})
			}
		}
	}
	return errors.Join(errs...)
}
