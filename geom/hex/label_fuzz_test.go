package hex_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// fuzzLabelFormats are the formats FuzzParseLabel reads with; the second
// argument of the target picks one.
var fuzzLabelFormats = []hex.LabelFormat{
	hex.StandardLabels,
	dottedLabels,
	letterLabels,
	sheetLabels,
	rowFirstLabels,
	descendingLabels,
	zeroLabels,
	pointyLabels,
	{
		Offset:    hex.EvenR,
		Separator: "·",
		Col:       hex.LabelAxis{Style: hex.LabelSheetLetters, First: 3, Descending: true},
		Row:       hex.LabelAxis{Style: hex.LabelLetters, First: 1},
	},
}

// FuzzParseLabel checks that Parse never panics, that its errors name the
// label, and that a label it accepts is the one Format writes for the hex it
// returns (so Format(Parse(s)) parses back to the same hex).
func FuzzParseLabel(f *testing.F) {
	for _, seed := range []struct {
		label  string
		format uint8
	}{
		{"0204", 0}, {"0x04", 0}, {"01100", 0}, {"", 0}, {"0000", 0},
		{"2.4", 1}, {"120.100", 1}, {"2..4", 1},
		{"BB04", 2}, {"AB04", 2}, {"AB04", 3}, {"ZZZZZZZZ01", 3},
		{"04-02", 4}, {"0222", 5}, {"0103", 6}, {"C5", 7}, {"c5", 7},
		{"A·BB", 8}, {"C·A", 8},
	} {
		f.Add(seed.label, seed.format)
	}
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		lf := fuzzLabelFormats[int(which)%len(fuzzLabelFormats)]
		h, err := lf.Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "hex: label ") {
				t.Fatalf("Parse(%q) error %q lacks the hex: label prefix", s, err)
			}
			return
		}
		out, err := lf.Format(h)
		if err != nil {
			t.Fatalf("Parse(%q) = %v, but Format(%v) fails: %v", s, h, h, err)
		}
		if out != s {
			t.Fatalf("Parse(%q) = %v, but Format(%v) = %q", s, h, h, out)
		}
		if back, err := lf.Parse(out); err != nil || back != h {
			t.Fatalf("Parse(Format(%v)) = %v, %v", h, back, err)
		}
	})
}
