package tactical

import (
	"errors"
	"fmt"
	"slices"

	"github.com/warkit/warkit/combat"
)

// CrestPolicy says where the crest-line DRM of a defensive fire comes from
// (TAC-A4).
type CrestPolicy int

const (
	// CrestWithDivisor, the default, takes every terrain effect of a fire
	// from one hex: the hex the assault comes from before the pre-assault
	// check, the defender's hex after it (divisor and crest DRM alike).
	CrestWithDivisor CrestPolicy = iota
	// CrestWhereStanding takes the crest DRM from the hex the target units
	// stand in (the hex they assault from) even after the pre-check, while
	// the divisor follows TAC-A4.
	CrestWhereStanding
)

// AssaultModifier is a DRM of the Assault CRT that applies when its
// condition holds for the units taking part (attackers first, then
// defenders, those not eliminated).
type AssaultModifier struct {
	Name    string
	Value   int
	Applies func(attackers, defenders []Unit) bool
}

// AttackerMorale10 is the seed's −1 when the attacker has morale 10
// (TAC-R1). With several attackers, this package reads it as every
// attacking unit having current morale 10. It is a copy for reading and
// for a caller's own lists: the default rules hold their own.
var AttackerMorale10 = attackerMorale10

// DefenderOutOfCommand is the seed's −1 when the defender is out of command
// with morale 6 or less (TAC-R1); with several defenders, every one. It is
// a copy, as AttackerMorale10 is.
var DefenderOutOfCommand = defenderOutOfCommand

// The seed's modifiers as the default rules play them, out of a caller's
// reach.
var (
	attackerMorale10 = AssaultModifier{
		Name: "attacker morale 10", Value: -1,
		Applies: func(att, _ []Unit) bool {
			return len(att) > 0 && all(att, func(u Unit) bool { return u.CurrentMorale() == 10 })
		},
	}
	defenderOutOfCommand = AssaultModifier{
		Name: "defender out of command, morale 6 or less", Value: -1,
		Applies: func(_, def []Unit) bool {
			return len(def) > 0 && all(def, func(u Unit) bool { return u.OutOfCommand && u.CurrentMorale() <= 6 })
		},
	}
)

func all(units []Unit, f func(Unit) bool) bool {
	for _, u := range units {
		if !f(u) {
			return false
		}
	}
	return true
}

// Rules is the game's data: its tables, its values and its modifiers.
// The zero Rules is the documented default of every field: the sample
// tables, a section value of 4, the seed's first-round DRMs, no
// continuation DRMs and [CrestWithDivisor]. No zero hides a real
// setting: a nil table or a section value of 0 cannot be played, and the
// modifier lists are [Modifiers], which tell "the default" from "none".
type Rules struct {
	// FireTable gives hits by fire factors and a 2D6 final roll (TAC-F1);
	// nil is [SampleFireTable].
	FireTable *combat.Table[int]
	// CRT gives the assault result by odds and a 1D6 final roll (TAC-R1);
	// nil is [SampleCRT].
	CRT *combat.Table[CRTCell]
	// SectionValue is the combat value of a full-strength section; 0 is
	// the seed's 4. A unit with steps lost counts in proportion,
	// Steps/FullSteps of it (the seed shows full-strength sections only;
	// see [Ground.Value]).
	SectionValue int
	// FirstRound holds the assault DRMs of a first resolution; the zero
	// Modifiers is the seed's [AttackerMorale10] and [DefenderOutOfCommand].
	FirstRound Modifiers
	// Continuation holds the DRMs of a continued assault (TAC-R2), which
	// replace FirstRound. The seed names them without listing them, so
	// the zero Modifiers is none.
	Continuation Modifiers
	// Crest is where a defensive fire's crest DRM comes from (TAC-A4).
	Crest CrestPolicy
}

// Modifiers is a list of assault DRMs that is either the default of its
// round (the zero Modifiers) or set with [SetModifiers], possibly to none.
type Modifiers struct {
	list []AssaultModifier
	set  bool
}

// SetModifiers returns Modifiers that hold a copy of ms; with no ms, a
// round without DRMs.
func SetModifiers(ms ...AssaultModifier) Modifiers {
	return Modifiers{list: slices.Clone(ms), set: true}
}

// Get returns a copy of the list and true if it was set, nil and false if
// it takes the default.
func (m Modifiers) Get() ([]AssaultModifier, bool) { return slices.Clone(m.list), m.set }

// Validate reports a table or a section value that cannot be played, a
// modifier without a name or a condition, or an unknown crest policy.
// Unset fields (nil tables, section value 0) take their defaults.
func (r Rules) Validate() error {
	switch {
	case r.CRT != nil && r.CRT.Columns().Kind() != combat.ByOdds:
		return fmt.Errorf("tactical: rules: the assault CRT must have odds columns")
	case r.SectionValue < 0:
		return fmt.Errorf("tactical: rules: section value %d, want at least 1 (or 0 for the default 4)", r.SectionValue)
	case r.Crest != CrestWithDivisor && r.Crest != CrestWhereStanding:
		return fmt.Errorf("tactical: rules: unknown crest policy %d", int(r.Crest))
	}
	for _, list := range [][]AssaultModifier{r.FirstRound.list, r.Continuation.list} {
		for _, m := range list {
			if m.Name == "" || m.Applies == nil {
				return fmt.Errorf("tactical: rules: assault modifier %q needs a name and a condition", m.Name)
			}
		}
	}
	return nil
}

// resolve validates r and returns it with every default filled in and
// its own copies of the modifier lists.
func (r Rules) resolve() (Rules, error) {
	if err := r.Validate(); err != nil {
		return Rules{}, err
	}
	var err error
	if r.FireTable == nil {
		if r.FireTable, err = SampleFireTable(); err != nil {
			return Rules{}, err
		}
	}
	if r.CRT == nil {
		if r.CRT, err = SampleCRT(); err != nil {
			return Rules{}, err
		}
	}
	if r.SectionValue == 0 {
		r.SectionValue = 4
	}
	if !r.FirstRound.set {
		r.FirstRound = SetModifiers(attackerMorale10, defenderOutOfCommand)
	}
	r.FirstRound = SetModifiers(r.FirstRound.list...)
	r.Continuation = SetModifiers(r.Continuation.list...)
	return r, nil
}

// Value returns the combat value of units (TAC-R1): the section value for
// each full-strength unit, Steps/FullSteps of it for a reduced one;
// eliminated units, and units of no full strength, count nothing. The
// sum is exact (combat.Frac). Errors: a nil Ground, a unit with more
// steps than its full strength, a sum that does not fit combat.Frac.
func (g *Ground) Value(units []Unit) (combat.Frac, error) {
	if g == nil {
		return combat.Frac{}, errNilGround
	}
	return g.rules.value(units)
}

// value is the exact sum of Value, in combat's checked fractions: a sum
// that would not fit is an error, never a wrapped value.
func (r Rules) value(units []Unit) (combat.Frac, error) {
	total := combat.Int(0)
	for _, u := range units {
		if u.Eliminated() || u.FullSteps < 1 {
			continue
		}
		if u.Steps > u.FullSteps {
			return combat.Frac{}, fmt.Errorf("tactical: unit %q: %d steps, more than its full strength %d", u.ID, u.Steps, u.FullSteps)
		}
		share, err := combat.NewFrac(int64(u.Steps), int64(u.FullSteps))
		if err == nil {
			share, err = share.Mul(combat.Int(int64(r.SectionValue)))
		}
		if err == nil {
			total, err = total.Add(share)
		}
		if err != nil {
			return combat.Frac{}, fmt.Errorf("tactical: combat value: %w", err)
		}
	}
	return total, nil
}

// AssaultMods returns the DRMs that apply to the assault of attackers
// against defenders: the continuation list if continued, else the first
// round's.
func (g *Ground) AssaultMods(attackers, defenders []Unit, continued bool) (combat.Mods, error) {
	if g == nil {
		return combat.Mods{}, errNilGround
	}
	return g.rules.assaultMods(attackers, defenders, continued), nil
}

func (r Rules) assaultMods(attackers, defenders []Unit, continued bool) combat.Mods {
	list := r.FirstRound.list
	if continued {
		list = r.Continuation.list
	}
	var mods []combat.Modifier
	for _, m := range list {
		if m.Applies != nil && m.Applies(attackers, defenders) {
			mods = append(mods, combat.Mod(m.Name, m.Value))
		}
	}
	return combat.NewMods(mods...)
}

var errNilGround = errors.New("tactical: nil or zero Ground (build one with NewGround)")
