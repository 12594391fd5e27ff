package combat

import (
	"fmt"
	"math"
	"math/big"
	"runtime"
	"strings"
	"testing"
)

// The hostile suite: misuse a hostile or careless caller can reach through
// the exported API. Each case must return an error prefixed "combat: " (or
// the documented value, checked by the case), must not panic, and must stay
// under its allocation bound, measured with runtime.MemStats.

// hostileCase is one misuse. run returns the error the API gave (nil when
// the documented value is a non-error) and an error of its own when the
// documented value was wrong.
type hostileCase struct {
	name     string
	wantErr  bool
	maxBytes uint64
	run      func() (apiErr, wrong error)
}

func runHostile(t *testing.T, cases []hostileCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var apiErr, wrong error
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			func() {
				defer func() {
					if r := recover(); r != nil {
						wrong = fmt.Errorf("panic: %v", r)
					}
				}()
				apiErr, wrong = c.run()
			}()
			runtime.ReadMemStats(&after)
			if wrong != nil {
				t.Fatal(wrong)
			}
			switch {
			case c.wantErr && apiErr == nil:
				t.Error("want an error, got none")
			case !c.wantErr && apiErr != nil:
				t.Errorf("want the documented value, got error %v", apiErr)
			case apiErr != nil && !strings.HasPrefix(apiErr.Error(), "combat: "):
				t.Errorf("error %q lacks the package prefix", apiErr)
			case apiErr != nil && len(apiErr.Error()) > 1024:
				t.Errorf("error of %d bytes", len(apiErr.Error()))
			}
			if got := after.TotalAlloc - before.TotalAlloc; got > c.maxBytes {
				t.Errorf("allocated %d bytes, bound %d", got, c.maxBytes)
			}
		})
	}
}

// value reports a documented value that differs from what was got.
func value[T comparable](got, want T) error {
	if got != want {
		return fmt.Errorf("got %v, want %v", got, want)
	}
	return nil
}

func hostileTable() *Table[string] {
	tb, err := NewTable(TableSpec[string]{Name: "h", Dice: D6, Rows: Spans(1, 6), Columns: standardOdds,
		Cells: [][]string{
			{"a", "b", "c", "d", "e", "f"}, {"a", "b", "c", "d", "e", "f"}, {"a", "b", "c", "d", "e", "f"},
			{"a", "b", "c", "d", "e", "f"}, {"a", "b", "c", "d", "e", "f"}, {"a", "b", "c", "d", "e", "f"}}})
	if err != nil {
		panic(err)
	}
	return tb
}

func TestHostileRollers(t *testing.T) {
	runHostile(t, []hostileCase{
		{"NewRoller(nil) rolls an error", true, 16 << 10, func() (error, error) {
			_, _, err := NewRoller(nil).Roll("x", TwoD6)
			return err, nil
		}},
		{"zero Roller rolls an error", true, 16 << 10, func() (error, error) {
			_, _, err := (&Roller{}).Roll("x", TwoD6)
			return err, nil
		}},
		{"nil *Roller rolls an error", true, 16 << 10, func() (error, error) {
			var r *Roller
			_, _, err := r.Roll("x", D6)
			return err, value(r.Len()+len(r.Log())+r.Entry(0).Total, 0)
		}},
		{"nil *Roller resolves an error", true, 16 << 10, func() (error, error) {
			_, err := hostileTable().Resolve(nil, "x", Versus(Int(1), Int(1)), Mods{})
			return err, nil
		}},
		{"nil *Roller checks an error", true, 16 << 10, func() (error, error) {
			_, err := RollCheck(nil, "x", TwoD6, Mods{}, Check{Target: 7})
			return err, nil
		}},
		{"nil *Seeded source", true, 16 << 10, func() (error, error) {
			var s *Seeded
			_, _, err := NewRoller(s).Roll("x", D6)
			return err, nil
		}},
		{"zero Seeded rolls", false, 16 << 10, func() (error, error) {
			v, _, err := NewRoller(&Seeded{}).Roll("x", D6)
			return err, value(v >= 1 && v <= 6, true)
		}},
		{"nil *Forced source is exhausted", true, 16 << 10, func() (error, error) {
			var f *Forced
			_, _, err := NewRoller(f).Roll("x", D6)
			return err, value(f.Remaining(), 0)
		}},
		{"foreign source out of range", true, 16 << 10, func() (error, error) {
			_, _, err := NewRoller(badSource{}).Roll("x", D6)
			return err, nil
		}},
		{"entry out of range is zero", false, 16 << 10, func() (error, error) {
			r := NewRoller(NewForced(3))
			_, _, err := r.Roll("x", D6)
			return err, value(r.Entry(-1).Total+r.Entry(1).Total+r.Entry(math.MaxInt).Total, 0)
		}},
		{"a billion dice", true, 16 << 10, func() (error, error) {
			_, _, err := SeededRoller(1).Roll("x", NdS(1e9, 6))
			return err, nil
		}},
	})
}

type badSource struct{}

func (badSource) Face(int) (int, error) { return math.MaxInt, nil }

func TestHostileDice(t *testing.T) {
	runHostile(t, []hostileCase{
		{"1e9 dice distribution", true, 16 << 10, func() (error, error) { _, err := NdS(1e9, 6).Dist(); return err, nil }},
		{"1e9 sides distribution", true, 16 << 10, func() (error, error) { _, err := NdS(2, 1e9).Dist(); return err, nil }},
		{"negative dice", true, 16 << 10, func() (error, error) { _, err := NdS(-1, 6).Dist(); return err, nil }},
		{"MaxInt dice and sides", true, 16 << 10, func() (error, error) { _, err := NdS(math.MaxInt, math.MaxInt).Dist(); return err, nil }},
		{"100d1000 overflows the total", true, 616 << 10, func() (error, error) { _, err := NdS(MaxDice, MaxSides).Dist(); return err, nil }},
		{"keep of 100d1000", true, 616 << 10, func() (error, error) { _, err := KeepHighestOf(MaxDice, MaxSides, 50).Dist(); return err, nil }},
		{"keep 0", true, 16 << 10, func() (error, error) { _, err := KeepLowestOf(3, 6, 0).Dist(); return err, nil }},
		{"unknown keep rule", true, 16 << 10, func() (error, error) {
			_, err := NewDice(Term{N: 2, Sides: 6, Keep: Keep(9), K: 1})
			return err, nil
		}},
		{"too many terms", true, 16 << 10, func() (error, error) {
			d := D6
			for range MaxTerms {
				d = d.Plus(D6)
			}
			_, err := d.Dist()
			return err, nil
		}},
		{"constant beyond the limit", true, 16 << 10, func() (error, error) { _, err := D6.PlusConst(math.MinInt).Dist(); return err, nil }},
		{"expression of a megabyte", true, 16 << 10, func() (error, error) {
			_, err := ParseDice(hugeExpr)
			return err, nil
		}},
		{"number of a thousand digits", true, 8 << 10, func() (error, error) {
			_, err := ParseDice(strings.Repeat("9", 200) + "d6")
			return err, nil
		}},
		{"zero Dice is the constant 0", false, 16 << 10, func() (error, error) {
			d, err := Dice{}.Dist()
			return err, value(d.Equal(Const(0)), true)
		}},
	})
}

var (
	hugeExpr  = strings.Repeat("1d6+", 1<<18)
	hugeOdds  = hugeExpr + ":1"
	hugeCells = strings.Repeat("1 2 3\n", 1<<17) + "x"
)

func TestHostileDists(t *testing.T) {
	big := mustUniform(1, MaxSides*MaxDice)
	runHostile(t, []hostileCase{
		{"shift past MaxInt", true, 16 << 10, func() (error, error) { _, err := Const(math.MaxInt - 1).Shift(2); return err, nil }},
		{"shift past MinInt", true, 16 << 10, func() (error, error) { _, err := Const(math.MinInt).Shift(-1); return err, nil }},
		{"negate MinInt", true, 16 << 10, func() (error, error) { _, err := Const(math.MinInt).Neg(); return err, nil }},
		{"sum past MaxInt", true, 16 << 10, func() (error, error) { _, err := Const(math.MaxInt).Add(Const(1)); return err, nil }},
		{"difference past MinInt", true, 16 << 10, func() (error, error) { _, err := Const(math.MinInt + 1).Sub(Const(2)); return err, nil }},
		{"weights past MaxInt", true, 16 << 10, func() (error, error) { _, err := NewDist(math.MaxInt, 1, 1); return err, nil }},
		{"uniform over all ints", true, 16 << 10, func() (error, error) { _, err := Uniform(math.MinInt, math.MaxInt); return err, nil }},
		{"uniform with wrapping width", true, 16 << 10, func() (error, error) { _, err := Uniform(-1, math.MaxInt); return err, nil }},
		{"weight far from the values", false, 16 << 10, func() (error, error) {
			d := mustUniform(-5, 5)
			return nil, value(d.Weight(math.MaxInt)+d.Weight(math.MinInt), 0)
		}},
		{"equal at MaxInt ends", false, 16 << 10, func() (error, error) {
			return nil, value(Const(math.MaxInt).Equal(Const(math.MaxInt)), true)
		}},
		{"convolution too costly", true, 616 << 10, func() (error, error) { _, err := big.Add(big); return err, nil }},
		{"repeat a billion times", true, 16 << 10, func() (error, error) { _, err := Const(1).Repeat(1e9); return err, nil }},
		{"nil re-roll rule", true, 16 << 10, func() (error, error) { _, err := mustUniform(1, 6).RerollOnce(nil); return err, nil }},
		{"nil chance predicate is 0", false, 16 << 10, func() (error, error) {
			return nil, value(mustUniform(1, 6).Chance(nil), Frac{})
		}},
		{"nil map is empty", false, 16 << 10, func() (error, error) {
			return nil, value(MapDist[int](mustUniform(1, 6), nil).Len(), 0)
		}},
		{"merging many results is linear", false, 64 << 20, func() (error, error) {
			o := MapDist(big, func(v int) int { return v })
			return nil, value(o.Len(), MaxSides*MaxDice)
		}},
		{"outcome out of range is zero", false, 16 << 10, func() (error, error) {
			o := MapDist(mustUniform(1, 6), func(v int) bool { return v > 3 })
			return nil, value(o.At(-1).Weight+o.At(2).Weight+o.At(math.MaxInt).Weight, 0)
		}},
		{"check chance shifted past MaxInt", true, 16 << 10, func() (error, error) {
			_, err := CheckChance(D6, NewMods(Mod("huge", math.MaxInt)), Check{Op: AtLeast, Target: 3})
			return err, nil
		}},
	})
}

func mustUniform(lo, hi int) Dist {
	d, err := Uniform(lo, hi)
	if err != nil {
		panic(err)
	}
	return d
}

func TestHostileFracs(t *testing.T) {
	runHostile(t, []hostileCase{
		{"add overflow", true, 16 << 10, func() (error, error) { _, err := Int(math.MaxInt64).Add(Int(1)); return err, nil }},
		{"sub overflow", true, 16 << 10, func() (error, error) { _, err := Int(math.MinInt64 + 1).Sub(Int(2)); return err, nil }},
		{"mul overflow", true, 16 << 10, func() (error, error) { _, err := Int(math.MaxInt64).Mul(Int(2)); return err, nil }},
		{"reciprocals multiply", false, 16 << 10, func() (error, error) {
			a, _ := NewFrac(math.MaxInt64, 3)
			b, _ := NewFrac(3, math.MaxInt64)
			p, err := a.Mul(b)
			return err, value(p, Int(1))
		}},
		{"MinInt64 numerator", true, 16 << 10, func() (error, error) { _, err := NewFrac(math.MinInt64, 3); return err, nil }},
		{"decimal of 64 nines", true, 16 << 10, func() (error, error) { _, err := ParseFrac(strings.Repeat("9", 64)); return err, nil }},
		{"decimal of a megabyte", true, 16 << 10, func() (error, error) { _, err := ParseFrac(hugeExpr); return err, nil }},
		{"nil big.Rat", true, 16 << 10, func() (error, error) { _, err := FracFromRat(nil); return err, nil }},
		{"big.Rat of 2^100", true, 16 << 10, func() (error, error) {
			_, err := FracFromRat(new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 100)))
			return err, nil
		}},
		{"round MinInt64", true, 16 << 10, func() (error, error) { _, err := Down.Round(Int(math.MinInt64)); return err, nil }},
		{"unknown rounding", true, 16 << 10, func() (error, error) { _, err := Rounding(99).Round(Half(3)); return err, nil }},
		{"odds of huge strengths", true, 16 << 10, func() (error, error) {
			_, err := RoundOdds(Int(math.MaxInt64), Int(1), DefenderFavour)
			return err, nil
		}},
		{"odds of tiny attacker", true, 16 << 10, func() (error, error) {
			a, _ := NewFrac(1, math.MaxInt64)
			_, err := RoundOdds(a, Int(math.MaxInt64), DefenderFavour)
			return err, nil
		}},
		{"unknown odds rounding", true, 16 << 10, func() (error, error) { _, err := RoundOdds(Int(3), Int(1), OddsRounding(7)); return err, nil }},
		{"odds of a megabyte", true, 16 << 10, func() (error, error) { _, err := ParseOdds(hugeOdds); return err, nil }},
	})
}

func TestHostileTables(t *testing.T) {
	tb := hostileTable()
	one := [][]string{{"x"}, {"y"}}
	spec := func(rows []Span, cells [][]string) TableSpec[string] {
		return TableSpec[string]{Name: "h", Dice: D6, Rows: rows, Columns: FactorColumns(At(1)), Cells: cells}
	}
	runHostile(t, []hostileCase{
		{"rows ending at MaxInt", false, 16 << 10, func() (error, error) {
			tb, err := NewTable(spec([]Span{{math.MaxInt - 1, math.MaxInt - 1}, {math.MaxInt, math.MaxInt}}, one))
			if err != nil {
				return err, nil
			}
			c, p, err := tb.Row(0, math.MaxInt)
			return err, value(c+p.Span.String(), "y"+fmt.Sprint(math.MaxInt))
		}},
		{"rows starting at MinInt", false, 16 << 10, func() (error, error) {
			tb, err := NewTable(spec([]Span{{math.MinInt, math.MinInt}, {math.MinInt + 1, math.MinInt + 1}}, one))
			if err != nil {
				return err, nil
			}
			c, p, err := tb.Row(0, math.MaxInt) // far above: clamps to the last row
			return err, value(c+p.Off.String(), "yabove the table")
		}},
		{"rows over every int", true, 16 << 10, func() (error, error) {
			_, err := NewTable(spec([]Span{{math.MinInt, 0}, {1, math.MaxInt}}, one))
			return err, nil
		}},
		{"one row of every int", true, 16 << 10, func() (error, error) {
			_, err := NewTable(spec([]Span{{math.MinInt, math.MaxInt}}, one[:1]))
			return err, nil
		}},
		{"Spans near MaxInt", false, 16 << 10, func() (error, error) {
			s := Spans(math.MaxInt-1, math.MaxInt)
			return nil, value(fmt.Sprint(s), fmt.Sprintf("[%d %d]", math.MaxInt-1, math.MaxInt))
		}},
		{"Spans over every int is nil", false, 16 << 10, func() (error, error) {
			return nil, value(len(Spans(math.MinInt, math.MaxInt)), 0)
		}},
		{"Spans of MaxSpans values", false, 2 << 20, func() (error, error) {
			return nil, value(len(Spans(1, MaxSpans))+len(Spans(1, MaxSpans+1)), MaxSpans)
		}},
		{"NaN cell", true, 16 << 10, func() (error, error) {
			_, err := NewTable(TableSpec[float64]{Dice: D6, Rows: Spans(1, 1), Columns: FactorColumns(At(1)), Cells: [][]float64{{math.NaN()}}})
			return err, nil
		}},
		{"NaN fixed off-table result", true, 16 << 10, func() (error, error) {
			_, err := NewTable(TableSpec[float64]{Dice: D6, Rows: Spans(1, 1), Columns: FactorColumns(At(1)), Cells: [][]float64{{1}},
				RowOff: OffTable[float64]{Mode: Fixed, Below: math.NaN()}})
			return err, nil
		}},
		{"Inf cell is a value", false, 16 << 10, func() (error, error) {
			_, err := NewTable(TableSpec[float64]{Dice: D6, Rows: Spans(1, 1), Columns: FactorColumns(At(1)), Cells: [][]float64{{math.Inf(1)}}})
			return err, nil
		}},
		{"zero TableSpec", true, 16 << 10, func() (error, error) { _, err := NewTable(TableSpec[int]{}); return err, nil }},
		{"zero Columns", true, 16 << 10, func() (error, error) {
			_, err := NewTable(TableSpec[int]{Dice: D6, Rows: Spans(1, 1), Cells: [][]int{{}}})
			return err, nil
		}},
		{"nil *Table resolves an error", true, 16 << 10, func() (error, error) {
			var tb *Table[int]
			_, err := tb.Resolve(SeededRoller(1), "x", Factors(Int(1)), Mods{})
			return err, value(tb.Name()+fmt.Sprint(tb.Rows(), tb.Columns().Len()), "[] 0")
		}},
		{"nil *Table outcomes", true, 16 << 10, func() (error, error) {
			var tb *Table[int]
			_, err := tb.Outcomes(Factors(Int(1)), Mods{})
			return err, nil
		}},
		{"zero Table column", true, 16 << 10, func() (error, error) {
			_, err := (&Table[int]{}).Column(Factors(Int(1)))
			return err, nil
		}},
		{"zero Table row", true, 16 << 10, func() (error, error) {
			_, _, err := (&Table[int]{}).Row(0, 1)
			return err, nil
		}},
		{"zero Table cell", true, 16 << 10, func() (error, error) {
			_, err := (&Table[int]{}).Cell(0, 0)
			return err, nil
		}},
		{"row roll MaxInt clamps", false, 16 << 10, func() (error, error) {
			c, p, err := tb.Row(0, math.MaxInt)
			return err, value(c+p.Off.String(), "aabove the table")
		}},
		{"row roll MinInt clamps", false, 16 << 10, func() (error, error) {
			c, p, err := tb.Row(5, math.MinInt)
			return err, value(c+p.Off.String(), "fbelow the table")
		}},
		{"modifiers overflow", true, 16 << 10, func() (error, error) {
			_, err := tb.Resolve(SeededRoller(1), "x", Versus(Int(1), Int(1)), NewMods(Mod("a", math.MaxInt), Mod("b", 1)))
			return err, nil
		}},
		{"modifier plus roll overflows", true, 16 << 10, func() (error, error) {
			_, err := tb.Resolve(SeededRoller(1), "x", Versus(Int(1), Int(1)), NewMods(Mod("a", math.MaxInt)))
			return err, nil
		}},
		{"outcomes of roll plus modifier overflow", true, 16 << 10, func() (error, error) {
			_, err := tb.Outcomes(Versus(Int(1), Int(1)), NewMods(Mod("a", math.MaxInt)))
			return err, nil
		}},
		{"clamped huge modifier is fine", false, 16 << 10, func() (error, error) {
			_, err := tb.Outcomes(Versus(Int(1), Int(1)), NewMods(Mod("a", math.MaxInt)).Clamp(-2, 2))
			return err, nil
		}},
		{"unnamed modifier", true, 16 << 10, func() (error, error) {
			_, err := tb.Outcomes(Versus(Int(1), Int(1)), NewMods(Mod("", 1)))
			return err, nil
		}},
		{"empty modifier clamp", true, 16 << 10, func() (error, error) { _, err := NewMods().Clamp(2, 1).Sum(); return err, nil }},
		{"shift of MaxInt columns", true, 16 << 10, func() (error, error) {
			_, err := tb.Column(Versus(Int(1), Int(1)).Shift(math.MaxInt))
			return err, nil
		}},
		{"shift of MinInt columns", true, 16 << 10, func() (error, error) {
			_, err := tb.Column(ColumnIndex(5).ShiftBy("x", math.MinInt))
			return err, nil
		}},
		{"column index MaxInt", true, 16 << 10, func() (error, error) { _, err := tb.Column(ColumnIndex(math.MaxInt)); return err, nil }},
		{"odds of MaxInt64:1 clamp", true, 16 << 10, func() (error, error) {
			_, err := tb.Column(Versus(Int(math.MaxInt64), Int(1)))
			return err, nil
		}},
		{"factor of MaxInt64 on a factor table", false, 16 << 10, func() (error, error) {
			ft, _ := NewTable(spec([]Span{{1, 1}, {2, 6}}, one))
			p, err := ft.Column(Factors(Int(math.MaxInt64)))
			return err, value(p.Off, AboveTable)
		}},
		{"differential overflow", true, 16 << 10, func() (error, error) {
			dt, _ := NewTable(TableSpec[string]{Dice: D6, Rows: Spans(1, 1), Columns: DiffColumns(At(0)), Cells: [][]string{{"x"}}})
			_, err := dt.Column(Versus(Int(math.MaxInt64), Int(-5)))
			return err, nil
		}},
		{"shift first far beyond", false, 16 << 10, func() (error, error) {
			st, _ := NewTable(TableSpec[string]{Dice: D6, Rows: Spans(1, 1), Columns: DiffColumns(At(0)).WithShiftOrder(ShiftFirst), Cells: [][]string{{"x"}}})
			p, err := st.Column(Versus(Int(math.MaxInt64), Int(0)).Shift(-MaxShift))
			return err, value(p.Beyond, MaxShift+1)
		}},
		{"unknown shift order", true, 16 << 10, func() (error, error) {
			_, err := NewTable(TableSpec[string]{Dice: D6, Rows: Spans(1, 1), Columns: DiffColumns(At(0)).WithShiftOrder(9), Cells: [][]string{{"x"}}})
			return err, nil
		}},
		{"nil cell parser", true, 16 << 10, func() (error, error) { _, err := ParseCells[int]("1 2", nil); return err, nil }},
		// Linear: at most 40 bytes per byte of text (int cells, short rows).
		{"cells of 768 KB, bad at the end", true, 40 * uint64(len(hugeCells)), func() (error, error) {
			_, err := ParseCells(hugeCells, ParseInt)
			return err, nil
		}},
	})
}

// Zero values of every exported type are usable or give an error.
func TestHostileZeroValues(t *testing.T) {
	runHostile(t, []hostileCase{
		{"zero values print", false, 616 << 10, func() (error, error) {
			s := fmt.Sprint(Frac{}, Dist{}, Dice{}, Term{}, Span{}, Odds{}, Modifier{}, Mods{}, Breakdown{},
				Check{}, Losses{}, Select{}, ColumnPick{}, RowPick{}, Result[int]{}, CheckResult{}, Outcomes[int]{},
				Outcome[int]{}, Entry{}, ColumnShift{}, OffTable[int]{}, Columns{}, TableSpec[int]{}, ExprError{})
			return nil, value(s != "", true)
		}},
		{"zero Odds ratio", true, 16 << 10, func() (error, error) { _, err := (Odds{}).Ratio(); return err, nil }},
		{"zero Outcomes", false, 16 << 10, func() (error, error) {
			var o Outcomes[int]
			return nil, value(o.P(1).String()+o.Chance(func(int) bool { return true }).String()+o.String(), "00")
		}},
		{"zero Mods sum", false, 16 << 10, func() (error, error) {
			b, err := Mods{}.Sum()
			return err, value(b.Total, 0)
		}},
		{"zero Forced is exhausted", true, 16 << 10, func() (error, error) { _, err := (&Forced{}).Face(6); return err, nil }},
		{"zero Dist", false, 16 << 10, func() (error, error) {
			var d Dist
			return nil, value(d.String(), "0:1 /1")
		}},
		{"zero Columns label", false, 16 << 10, func() (error, error) {
			_, err := Columns{}.Index("1")
			return nil, value(err != nil && Columns{}.Label(0) == "", true)
		}},
	})
}
