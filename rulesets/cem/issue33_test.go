package cem

import (
	"testing"

	"github.com/paulmach/orb"
)

// Issue 33: the package doc said a sight line off the board is an error,
// LoS gave none. Settled: a sight line may leave the board (beyond the
// extent there are no features), a path off the board is an error, and a
// nil board is an error rather than a panic.
func TestIssue33LoSOffBoardAsDocumented(t *testing.T) {
	var nb *Board
	if _, err := nb.LoS(End{}, End{At: orb.Point{1, 1}}); err == nil {
		t.Error("LoS on a nil board: no error")
	}
	if _, err := (&Board{}).LoS(End{}, End{At: orb.Point{1, 1}}); err == nil {
		t.Error("LoS on a zero board: no error")
	}
}
