package terrain

// RequireKeys checks that every type of types carries each key's trait,
// with the key's kind: the form of [CheckKeys] for a trait a rule reads on
// every type it meets (the MP to enter a hex), where a type without it
// would otherwise read as impassable. Pass only the types the rule meets
// (the types of a map's hexes, not of its hexsides). A zero Key is
// skipped, an [Optional] one too. It returns nil or one [*Error] per
// missing trait, type by type, joined with errors.Join:
//
//	terrain: type "swamp": trait "mp" (number) is missing
//
// A nil key, or one whose name or a member is not valid UTF-8, is an
// error; errors are capped as validation's are (the first 20, then a
// count). It costs O(K·T·t) for K keys and T types of t traits.
func RequireKeys(types []Type, keys ...TraitKey) error {
	p := newProblems(Limits{}.resolved())
	for i, k := range keys {
		k, opt := checkKey(p, i, k)
		if k == nil || opt || k.Name() == "" {
			continue
		}
		for _, t := range types {
			v, ok := t.Trait(k.Name())
			switch {
			case ok && v.Kind() == k.Kind():
			case p.full():
				p.more++
			case !ok:
				p.add("type "+shortQuote(t.Name), "", "trait %s (%v) is missing", shortQuote(k.Name()), k.Kind())
			default:
				p.add("type "+shortQuote(t.Name), "", "trait %s is %s (%s), want %s", shortQuote(k.Name()), v.Kind().article(), v, k.Kind().article())
			}
		}
	}
	return p.err()
}
