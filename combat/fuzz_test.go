package combat

import (
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// Fuzz targets for every parser of combat and for building and resolving
// tables. FuzzParseDice lives beside the dice parser's tests.

func FuzzParseFrac(f *testing.F) {
	for _, s := range []string{"0.25", "-1.5", "+.5", "3", "5/2", "-7/4", "1/0", "9223372036854775807", "0.1e3", ".", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseFrac(s)
		want, ok := decimalRat(strings.TrimSpace(s))
		if err != nil {
			// The text is clipped to MaxFracLen bytes, at most 4 bytes each quoted.
			if !strings.HasPrefix(err.Error(), "combat: fraction ") || len(err.Error()) > 4*MaxFracLen+128 {
				t.Fatalf("ParseFrac(%q): bad error %q", s, err)
			}
			return
		}
		// big.Rat reads a superset (exponents); where ParseFrac accepts,
		// the two must agree exactly.
		if ok && got.Rat().Cmp(want) != 0 {
			t.Fatalf("ParseFrac(%q) = %v, big.Rat says %v", s, got, want.RatString())
		}
		if back, err := ParseFrac(got.String()); err != nil || back != got {
			t.Fatalf("round trip of %v: %v, %v", got, back, err)
		}
		if back, err := FracFromRat(got.Rat()); err != nil || back != got {
			t.Fatalf("FracFromRat of %v: %v, %v", got, back, err)
		}
	})
}

func FuzzParseOdds(f *testing.F) {
	for _, s := range []string{"3:1", "1:2", " 3 : 2 ", "0:1", "1:", ":", "1000000:1", "99999999999999999999:1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOdds(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "combat: odds ") || len(err.Error()) > 256 {
				t.Fatalf("ParseOdds(%q): bad error %q", s, err)
			}
			return
		}
		if _, err := o.Ratio(); err != nil {
			t.Fatalf("ParseOdds(%q) = %v, whose ratio fails: %v", s, o, err)
		}
		if back, err := ParseOdds(o.String()); err != nil || back != o {
			t.Fatalf("round trip of %v: %v, %v", o, back, err)
		}
	})
}

func FuzzParseCells(f *testing.F) {
	f.Add("1/0 0/0 0/1\n0/1 0/1 0/2 # comment\n\n2/- -/-")
	f.Add("#only a comment")
	f.Add("1/0\r\n0/1")
	f.Fuzz(func(t *testing.T, text string) {
		if ints, err := ParseCells(text, ParseInt); err != nil {
			if !strings.HasPrefix(err.Error(), "combat: cells") || len(err.Error()) > 512 {
				t.Fatalf("bad error %q", err)
			}
		} else {
			for _, row := range ints {
				for _, n := range row {
					if back, err := ParseInt(strconv.Itoa(n)); err != nil || back != n {
						t.Fatalf("round trip of %d: %d, %v", n, back, err)
					}
				}
			}
		}
		grid, err := ParseCells(text, ParseLosses)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "combat: cells") || len(err.Error()) > 512 {
				t.Fatalf("bad error %q", err)
			}
			return
		}
		for _, row := range grid {
			if len(row) == 0 {
				t.Fatalf("empty row in %q", text)
			}
			for _, c := range row {
				if back, err := ParseLosses(c.String()); err != nil || back != c {
					t.Fatalf("round trip of %v: %v, %v", c, back, err)
				}
			}
		}
	})
}

// FuzzTable builds a table from fuzzed spans, odds and policies, then
// chooses columns and resolves: every step is an error or a result, and a
// resolution agrees with the exact outcomes.
func FuzzTable(f *testing.F) {
	f.Add(int64(1), int64(6), "1:2 1:1 2:1 3:1", uint8(0), uint8(1), int64(3), int64(2), int8(1), uint8(3), int64(0))
	f.Add(int64(-9223372036854775808), int64(9223372036854775807), "1:3 1:1", uint8(1), uint8(2), int64(1), int64(9), int8(-3), uint8(0), int64(-9223372036854775807))
	f.Add(int64(2), int64(12), "", uint8(2), uint8(0), int64(7), int64(0), int8(127), uint8(9), int64(4))
	f.Fuzz(func(t *testing.T, lo, hi int64, odds string, below, above uint8, a, d int64, shift int8, face uint8, mod int64) {
		tb := fuzzTable(t, lo, hi, odds, below, above)
		if tb == nil {
			return
		}
		sel := Versus(Int(a), Int(d)).ShiftBy("fuzz", int(shift))
		mods := NewMods(Mod("fuzz", int(mod)))
		out, oerr := tb.Outcomes(sel, mods)
		res, rerr := tb.Resolve(NewRoller(NewForced(int(face%6)+1)), "fuzz", sel, mods)
		if oerr == nil && rerr == nil && out.Weight(res.Cell) == 0 {
			t.Fatalf("resolved %q, which the outcomes %v say cannot happen (%v)", res.Cell, out, res)
		}
		if rerr == nil {
			_ = res.String()
		}
		if oerr == nil && out.Len() > 0 {
			var sum int64
			for i := range out.Len() {
				sum += out.At(i).Weight
			}
			if sum != out.Total() {
				t.Fatalf("outcomes %v sum to %d of %d", out, sum, out.Total())
			}
		}
	})
}

// fuzzTable builds the table of a FuzzTable input, or returns nil when
// NewTable rightly refuses it.
func fuzzTable(t *testing.T, lo, hi int64, odds string, below, above uint8) *Table[string] {
	rows := Spans(int(lo), int(hi))
	if len(rows) > 64 { // keep each run small; Spans' own bound is tested elsewhere
		rows = rows[:64]
	}
	var cols Columns
	if odds == "" {
		cols = DiffColumns(Between(-3, -1), At(0), Between(1, 3)).WithShiftOrder(ShiftOrder(above % 2))
	} else {
		var list []Odds
		for _, s := range strings.Fields(odds) {
			o, err := ParseOdds(s)
			if err != nil {
				return nil
			}
			list = append(list, o)
		}
		cols = OddsColumns(list...).WithShiftOrder(ShiftOrder(below % 2))
	}
	cells := make([][]string, len(rows))
	for i := range cells {
		for j := range cols.Len() {
			cells[i] = append(cells[i], cols.Label(j)+"@"+rows[i].String())
		}
	}
	off := OffTable[string]{Below: "below", Above: "above"}.Ends(OffMode(below%4), OffMode(above%4))
	tb, err := NewTable(TableSpec[string]{Name: "fuzz", Dice: D6, Rows: rows, Columns: cols, Cells: cells, RowOff: off, ColOff: off})
	if err != nil {
		if !strings.HasPrefix(err.Error(), "combat: table ") {
			t.Fatalf("bad error %q", err)
		}
		return nil
	}
	return tb
}

// decimalRat is the oracle of FuzzParseFrac: big.Rat's reading of s, except
// that the integers of an "n/d" form are read in base 10, as ParseFrac
// reads them (big.Rat would read "010/1" as octal 8; a table's "010" is ten).
func decimalRat(s string) (*big.Rat, bool) {
	n, d, ok := strings.Cut(s, "/")
	if !ok {
		return new(big.Rat).SetString(s)
	}
	num, ok1 := new(big.Int).SetString(strings.TrimSpace(n), 10)
	den, ok2 := new(big.Int).SetString(strings.TrimSpace(d), 10)
	if !ok1 || !ok2 || den.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).SetFrac(num, den), true
}
