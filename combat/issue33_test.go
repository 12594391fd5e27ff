package combat_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// Issue 33: ParseDice("１d6") (a full-width digit) reported 'ï', a byte of
// the digit's UTF-8; errors quote the input as the user wrote it.
func TestIssue33ParseDiceQuotesRunes(t *testing.T) {
	for expr, want := range map[string]string{
		"１d6":    "'１'",
		"2d6＋1":  "'＋'",
		"\xffd6": `"\xff"`,
	} {
		_, err := combat.ParseDice(expr)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseDice(%q): %v, want it to quote %s", expr, err, want)
		}
	}
}

// Issue 33: a nil *ExprError's Error dereferenced nil.
func TestIssue33NilExprError(t *testing.T) {
	var e *combat.ExprError
	if got := e.Error(); got != "combat: dice: no error (nil *ExprError)" {
		t.Errorf("Error() = %q", got)
	}
}

// Issue 33: ParseFrac reported "unexpected byte "\xef"" for a full-width
// digit: a byte of its UTF-8, not the character the user wrote.
func TestIssue33ParseFracQuotesRunes(t *testing.T) {
	for text, want := range map[string]string{
		"１.5":   `unexpected character '１'`,
		"0.２５":  `unexpected character '２'`,
		"-½":    `unexpected character '½'`,
		"1\xff": `unexpected character "\xff"`,
	} {
		_, err := combat.ParseFrac(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseFrac(%q): %v, want it to say %s", text, err, want)
		}
	}
}

// Issue 33: an error that cut a long input cut it inside a character, so
// the quoted text ended in bytes ("\xef\xbc") the user never wrote; and a
// table, column or roll named at length made an error as long as its name.
func TestIssue33ErrorsQuoteWholeRunesBriefly(t *testing.T) {
	wide := strings.Repeat("１", 100) // 300 bytes, every cut at a multiple of 8 or 4 falls inside a rune
	long := strings.Repeat("n", 1<<20)
	_, errDice := combat.ParseDice(wide)
	_, errFrac := combat.ParseFrac(wide)
	_, errOdds := combat.ParseOdds(wide)
	_, errLoss := combat.ParseLosses(wide)
	_, errInt := combat.ParseInt(wide)
	_, errTable := combat.NewTable(combat.TableSpec[int]{Name: long})
	_, errCol := combat.FactorColumns(combat.At(1)).Index(long)
	_, errRoll := combat.RollCheck(nil, long, combat.D6, combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: 4})
	_, _, errRoller := (*combat.Roller)(nil).Roll(long, combat.D6)
	errMods := combat.NewMods(combat.Mod(long, math.MaxInt), combat.Mod("b", 1)).Validate()
	for name, err := range map[string]error{
		"ParseDice": errDice, "ParseFrac": errFrac, "ParseOdds": errOdds, "ParseLosses": errLoss, "ParseInt": errInt,
		"NewTable": errTable, "Columns.Index": errCol, "RollCheck": errRoll, "Roller.Roll": errRoller, "Mods.Validate": errMods,
	} {
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, `\x`) || !strings.HasPrefix(msg, "combat: ") || len(msg) > 512 {
			t.Errorf("%s: %d bytes: %.300q", name, len(msg), msg)
		}
	}
}

// Issue 33: NewTable accepted factor columns with a rounding mode out of
// range (Rounding(99)) and failed only when a column was chosen; it
// refuses it, as it refuses an unknown odds rounding or shift order.
func TestIssue33NewTableRefusesUnknownRounding(t *testing.T) {
	cells := [][]int{{0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}}
	for _, m := range []combat.Rounding{-1, 7, 99} {
		_, err := combat.NewTable(combat.TableSpec[int]{Name: "t", Dice: combat.D6, Rows: combat.Spans(1, 6),
			Columns: combat.FactorColumns(combat.At(1), combat.At(2)).WithRounding(m), Cells: cells})
		if err == nil || !strings.Contains(err.Error(), "unknown rounding") {
			t.Errorf("Rounding(%d): %v", int(m), err)
		}
	}
}
