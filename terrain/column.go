package terrain

// Column is one trait resolved once for every feature of a board (see
// [FeatureColumn]) or every type of a list (see [TypeColumn]), so that hot
// loops read it by index, with no map lookup and no allocation:
//
//	vis, err := terrain.FeatureColumn(board, Visibility) // once
//	...
//	sum += vis.At(i)                                      // per crossing
//
// A Column is immutable and safe for concurrent readers.
type Column[T Scalar] struct {
	name     string
	vals     []T
	has      []bool
	subjects []string // who each entry belongs to, for Require
}

// Name returns the trait name of c.
func (c Column[T]) Name() string { return c.name }

// Len returns the number of entries (features or types).
func (c Column[T]) Len() int { return len(c.vals) }

// At returns the value of entry i, or T's zero value if entry i does not
// carry the trait. An index outside [0, Len()) is read as an entry
// without the trait (T's zero value), never a panic: a hot loop that
// has its indexes from the same board never meets one.
func (c Column[T]) At(i int) T {
	if uint(i) >= uint(len(c.vals)) {
		var zero T
		return zero
	}
	return c.vals[i]
}

// Lookup returns the value of entry i, and false if entry i does not carry
// the trait or i is outside [0, Len()).
func (c Column[T]) Lookup(i int) (T, bool) {
	if uint(i) >= uint(len(c.vals)) {
		var zero T
		return zero, false
	}
	return c.vals[i], c.has[i]
}

// Require returns an error naming the entries that do not carry the
// trait, or nil if all do: the first 20, then a count of the rest, as
// validation reports. A ruleset that needs the trait everywhere calls it
// once, after building the column.
func (c Column[T]) Require() error {
	p := newProblems(Limits{}.resolved())
	for i, ok := range c.has {
		if !ok {
			p.add(c.subjects[i], "", "trait %s is missing", shortQuote(c.name))
		}
	}
	return p.err()
}

// FeatureColumn resolves the trait k for every feature of b, in feature
// index order, applying each feature's overrides. An entry of the wrong
// kind, or an enumeration value that is not one of k's members, is an
// error (every one is reported); a missing trait is not (see
// [Column.Lookup] and [Column.Require]).
func FeatureColumn[T Scalar](b *Board, k Key[T]) (Column[T], error) {
	n := b.Len()
	return buildColumn(k, n, func(i int) (Source, string) {
		ft := b.Traits(i)
		return ft, ft.subject()
	})
}

// TypeColumn resolves the trait k for every type of types, in order: index
// it with a type index, such as [HexMap.HexType] or [Board.FeatureType]
// return. Errors are as for [FeatureColumn].
func TypeColumn[T Scalar](types []Type, k Key[T]) (Column[T], error) {
	return buildColumn(k, len(types), func(i int) (Source, string) {
		return types[i], types[i].subject()
	})
}

func buildColumn[T Scalar](k Key[T], n int, src func(i int) (Source, string)) (Column[T], error) {
	if err := k.valid(); err != nil {
		return Column[T]{}, err
	}
	c := Column[T]{name: k.name, vals: make([]T, n), has: make([]bool, n), subjects: make([]string, n)}
	p := newProblems(Limits{}.resolved())
	for i := range n {
		s, subj := src(i)
		c.subjects[i] = subj
		v, ok := s.Trait(k.name)
		if !ok {
			continue
		}
		x, why := k.decode(v)
		if why != "" {
			p.add(subj, "", "trait %q %s", k.name, why)
			continue
		}
		c.vals[i], c.has[i] = x, true
	}
	if !p.ok() {
		return Column[T]{}, p.err()
	}
	return c, nil
}
