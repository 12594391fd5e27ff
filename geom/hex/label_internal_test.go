package hex

import (
	"math"
	"testing"
)

// LabelFormat.valid, the message-free fast test of Parse and AppendLabel,
// accepts exactly the formats in which invalid finds nothing to say. Every
// combination of axis fields at and just past their bounds is tried, then
// every byte as a separator.
func TestLabelFormatValidMatchesInvalid(t *testing.T) {
	check := func(f LabelFormat) {
		t.Helper()
		if err := f.invalid(); f.valid() != (err == nil) {
			t.Fatalf("%+v: valid() = %v, invalid() = %v", f, f.valid(), err)
		}
	}
	var axes []LabelAxis
	for _, style := range []LabelStyle{-1, LabelDigits, LabelLetters, LabelSheetLetters, 3} {
		for _, width := range []int{-1, 0, 1, labelMaxWidth, labelMaxWidth + 1} {
			for _, first := range []int{math.MinInt, -MaxLabelNumber - 1, -MaxLabelNumber, MaxLabelNumber, MaxLabelNumber + 1} {
				axes = append(axes, LabelAxis{Style: style, Width: width, First: first})
			}
		}
	}
	for _, col := range axes {
		for _, row := range axes {
			for _, offset := range []OffsetKind{-1, OddQ, EvenR, 4} {
				for _, rowFirst := range []bool{false, true} {
					for _, sep := range []string{"", ".", "a"} {
						check(LabelFormat{Offset: offset, RowFirst: rowFirst, Separator: sep, Col: col, Row: row})
					}
				}
			}
		}
	}
	for c := range 256 {
		for _, sep := range []string{string(rune(c)), string([]byte{byte(c)}), "-" + string([]byte{byte(c)})} {
			check(LabelFormat{Offset: OddQ, Separator: sep, Col: LabelAxis{First: 1}, Row: LabelAxis{First: 1}})
		}
	}
}
