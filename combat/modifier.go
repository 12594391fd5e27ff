package combat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Modifier is a named die-roll modifier (DRM), such as {"moving target", -1}.
// The name is what a result's explanation shows.
type Modifier struct {
	Name  string
	Value int
}

// String formats the modifier as "-1 moving target".
func (m Modifier) String() string { return signed(m.Value) + " " + m.Name }

// Mods is a list of modifiers that sum, with an optional clamp on the sum
// (many rules say "total DRM never beyond −2 or +1"). The zero Mods is no
// modifier at all. Build one with [NewMods]; a Mods shares its list with
// every copy, so treat it as immutable.
type Mods struct {
	list    []Modifier
	lo, hi  int
	clamped bool
}

// NewMods returns the modifiers in list (copied), unclamped.
func NewMods(list ...Modifier) Mods { return Mods{list: append([]Modifier(nil), list...)} }

// Mod is shorthand for a one-modifier list entry.
func Mod(name string, value int) Modifier { return Modifier{Name: name, Value: value} }

// Clamp returns m with its sum limited to lo..hi. lo > hi is reported by
// [Mods.Validate] and by every resolution that uses m.
func (m Mods) Clamp(lo, hi int) Mods {
	m.lo, m.hi, m.clamped = lo, hi, true
	return m
}

// List returns a copy of the modifiers.
func (m Mods) List() []Modifier { return append([]Modifier(nil), m.list...) }

// Validate reports an unnamed modifier, an empty clamp range or a sum that
// overflows int.
func (m Mods) Validate() error {
	if m.clamped && m.lo > m.hi {
		return fmt.Errorf("combat: modifier clamp %d..%d: empty range", m.lo, m.hi)
	}
	sum := 0
	for i, x := range m.list {
		if x.Name == "" {
			return errors.New("combat: modifier " + strconv.Itoa(i+1) + " has no name")
		}
		var ok bool
		if sum, ok = addInt(sum, x.Value); !ok {
			return errors.New("combat: modifiers overflow int at " + quote(x.Name))
		}
	}
	return nil
}

// Sum adds the modifiers and applies the clamp, returning the breakdown that
// explains the total. It does not allocate. An invalid Mods is an error.
func (m Mods) Sum() (Breakdown, error) {
	var b Breakdown
	err := m.sum(&b)
	return b, err
}

// sum fills b in one pass; validation errors come from Validate.
func (m *Mods) sum(b *Breakdown) error {
	*b = Breakdown{Mods: m.list, Clamped: m.clamped, Lo: m.lo, Hi: m.hi}
	for _, x := range m.list {
		var ok bool
		if b.Raw, ok = addInt(b.Raw, x.Value); !ok || x.Name == "" {
			return m.Validate()
		}
	}
	b.Total = b.Raw
	if m.clamped {
		if m.lo > m.hi {
			return m.Validate()
		}
		b.Total = min(max(b.Raw, m.lo), m.hi)
	}
	return nil
}

// Breakdown explains a modifier total: each named modifier, their raw sum,
// the clamp if any, and the total that applies.
type Breakdown struct {
	Mods    []Modifier // aliases the Mods list; do not modify
	Raw     int        // the plain sum
	Clamped bool       // a clamp was declared (it may not have bitten)
	Lo, Hi  int        // the clamp range, when Clamped
	Total   int        // Raw limited to Lo..Hi
}

// Bit reports whether the clamp changed the sum.
func (b Breakdown) Bit() bool { return b.Total != b.Raw }

// String formats the breakdown as
// "-1 moving target, +1 crest line = 0" or
// "-1 a, -1 b, -1 c = -3, clamped to -2..+1: -2".
func (b Breakdown) String() string {
	if len(b.Mods) == 0 {
		return "no modifiers"
	}
	var s strings.Builder
	for i, m := range b.Mods {
		if i > 0 {
			s.WriteString(", ")
		}
		s.WriteString(m.String())
	}
	s.WriteString(" = " + signed(b.Raw))
	if b.Bit() {
		s.WriteString(", clamped to " + signed(b.Lo) + ".." + signed(b.Hi) + ": " + signed(b.Total))
	}
	return s.String()
}

// signed formats n with an explicit sign, as modifiers are written.
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
