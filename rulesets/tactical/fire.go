package tactical

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// The names of the fire table's die-roll modifiers (TAC-F1).
const (
	ModMovingTarget = "moving target"
	ModCrestLine    = "target on a crest line"
)

// Fire is one fire at one target, ready for the Fire Table (TAC-F1): the
// fire factors (rounded up by the table to pick the column), the target's
// DRMs and the terrain divisor of the hex whose terrain applies (TAC-A4).
type Fire struct {
	Factors combat.Frac
	Moving  bool // the target is moving or has moved: −1
	Crest   bool // the target is on a crest line: +1
	Divisor int  // terrain divisor of the cell, ≥ 1 (open ground 2)
	// Extra holds any further DRMs of the game, added after the two above.
	Extra []combat.Modifier
}

// Mods returns the fire's DRMs: −1 moving target, +1 crest line, then Extra.
func (f Fire) Mods() combat.Mods {
	list := make([]combat.Modifier, 0, 2+len(f.Extra))
	if f.Moving {
		list = append(list, combat.Mod(ModMovingTarget, -1))
	}
	if f.Crest {
		list = append(list, combat.Mod(ModCrestLine, +1))
	}
	return combat.NewMods(append(list, f.Extra...)...)
}

// Validate reports non-positive factors or a divisor below 1.
func (f Fire) Validate() error {
	if f.Factors.Sign() <= 0 {
		return fmt.Errorf("tactical: fire of %v factors: want more than 0", f.Factors)
	}
	if f.Divisor < 1 {
		return fmt.Errorf("tactical: fire divisor %d: want at least 1", f.Divisor)
	}
	return nil
}

// Hits returns the hits a table cell makes after the divisor, rounded down
// (TAC-F1: 3 / 2 = 1.5 → 1).
func (f Fire) Hits(cell int) (int, error) {
	if f.Divisor < 1 {
		return 0, fmt.Errorf("tactical: fire divisor %d: want at least 1", f.Divisor)
	}
	n, err := combat.Down.Div(int64(cell), int64(f.Divisor))
	return int(n), err
}

// Odds returns the exact distribution of the hits (after the divisor) of
// the fire on table t, before any roll.
func (f Fire) Odds(t *combat.Table[int]) (combat.Outcomes[int], error) {
	if err := f.check(t); err != nil {
		return combat.Outcomes[int]{}, err
	}
	cells, err := t.Outcomes(combat.Factors(f.Factors), f.Mods())
	if err != nil {
		return combat.Outcomes[int]{}, fmt.Errorf("tactical: %w", err)
	}
	return combat.MapOutcomes(cells, func(c int) int { h, _ := f.Hits(c); return h }), nil
}

func (f Fire) check(t *combat.Table[int]) error {
	if t == nil {
		return fmt.Errorf("tactical: fire on a nil table")
	}
	return f.Validate()
}

// FireResult is a resolved fire: the table roll with its working, the
// divisor, the exact hits before rounding and the hits after it.
type FireResult struct {
	Table   combat.Result[int]
	Divisor int
	// RawHits is the table's cell divided by the divisor, exactly, before
	// rounding down (5/2 for a cell of 5 in open ground).
	RawHits combat.Frac
	// Hits is RawHits rounded down (TAC-F1): the steps removed.
	Hits int
}

// String explains the fire on one line, the table's working followed by
// "/ 2 rounded down = 1 hit".
func (r FireResult) String() string {
	s := "s"
	if r.Hits == 1 {
		s = ""
	}
	return fmt.Sprintf("%v; / %d rounded down = %d hit%s", r.Table, r.Divisor, r.Hits, s)
}

// Resolve rolls the fire on table t with roller r for purpose.
func (f Fire) Resolve(r *combat.Roller, t *combat.Table[int], purpose string) (FireResult, error) {
	if err := f.check(t); err != nil {
		return FireResult{}, err
	}
	if r == nil {
		return FireResult{}, fmt.Errorf("tactical: fire %q: nil roller", purpose)
	}
	res, err := t.Resolve(r, purpose, combat.Factors(f.Factors), f.Mods())
	if err != nil {
		return FireResult{}, fmt.Errorf("tactical: %w", err)
	}
	res.Faces = append([]int(nil), res.Faces...)
	hits, err := f.Hits(res.Cell)
	if err != nil {
		return FireResult{}, err
	}
	raw, err := combat.NewFrac(int64(res.Cell), int64(f.Divisor))
	if err != nil {
		return FireResult{}, fmt.Errorf("tactical: fire %q: %w", purpose, err)
	}
	return FireResult{Table: res, Divisor: f.Divisor, RawHits: raw, Hits: hits}, nil
}

// Loss is the steps one unit lost to one fire or one assault result.
type Loss struct {
	Unit  string
	Side  Side
	Steps int
}

// SpreadHits shares hits among units, one step per hit (TAC-F2), in turns:
// each unit still standing takes one step, in the order given, before any
// takes a second. It returns the steps each unit loses (by index) and the
// hits left over once every unit is eliminated; a unit with no steps
// loses none, and hits below 1 lose nothing. The order is the owner's
// choice; this is the default. Its work is O(n log s) for n units of at
// most s steps, whatever the hits.
//
// Fire into an assaulted hex spreads its hits over the units of both sides
// in one list (TAC-R4), as if they were one side: see [Assault.FireInto].
func SpreadHits(units []Unit, hits int) (lost []int, excess int) {
	lost = make([]int, len(units))
	if hits <= 0 {
		return lost, 0
	}
	// r full turns take sum(min(steps, r)) hits: find the most turns the
	// hits pay for, then the units still standing after them take one more
	// each, in order, while hits remain.
	most := 0
	for _, u := range units {
		most = max(most, u.Steps)
	}
	lo, hi := 0, most // taken(lo) <= hits; the answer is in [lo, hi]
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if turnsTake(units, mid, hits) <= hits {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	left := hits - turnsTake(units, lo, hits)
	for i, u := range units {
		lost[i] = min(max(u.Steps, 0), lo)
		if left > 0 && u.Steps > lo {
			lost[i]++
			left--
		}
	}
	return lost, left
}

// turnsTake returns the hits that r full turns take from units,
// sum(min(steps, r)), or limit+1 as soon as it passes limit (so the sum
// never overflows).
func turnsTake(units []Unit, r, limit int) int {
	n := 0
	for _, u := range units {
		if u.Steps <= 0 {
			continue
		}
		k := min(u.Steps, r)
		if k > limit-n {
			return limit + 1
		}
		n += k
	}
	return n
}
