package combat_test

import (
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
