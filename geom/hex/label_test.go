package hex_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

// Formats used by the table tests, the fuzz target and the benchmarks.
var (
	// "2.4": no padding, a dot between.
	dottedLabels = hex.LabelFormat{
		Offset:    hex.OddQ,
		Separator: ".",
		Col:       hex.LabelAxis{First: 1},
		Row:       hex.LabelAxis{First: 1},
	}
	// "B04": lettered columns A, B, ..., Z, AA, BB.
	letterLabels = hex.LabelFormat{
		Offset: hex.OddQ,
		Col:    hex.LabelAxis{Style: hex.LabelLetters, First: 1},
		Row:    hex.LabelAxis{Width: 2, First: 1},
	}
	// "B04" again, but columns A, ..., Z, AA, AB as in a spreadsheet.
	sheetLabels = hex.LabelFormat{
		Offset: hex.OddQ,
		Col:    hex.LabelAxis{Style: hex.LabelSheetLetters, First: 1},
		Row:    hex.LabelAxis{Width: 2, First: 1},
	}
	// "04-02": the row first.
	rowFirstLabels = hex.LabelFormat{
		Offset:    hex.OddQ,
		RowFirst:  true,
		Separator: "-",
		Col:       hex.LabelAxis{Width: 2, First: 1},
		Row:       hex.LabelAxis{Width: 2, First: 1},
	}
	// "0222" at the top left: rows numbered up from 01 at the bottom of a
	// 22-row map.
	descendingLabels = hex.LabelFormat{
		Offset: hex.OddQ,
		Col:    hex.LabelAxis{Width: 2, First: 1},
		Row:    hex.LabelAxis{Width: 2, First: 22, Descending: true},
	}
	// "0000" at the top left, the first printed column the lower one.
	zeroLabels = hex.LabelFormat{
		Offset: hex.EvenQ,
		Col:    hex.LabelAxis{Width: 2},
		Row:    hex.LabelAxis{Width: 2},
	}
	// "C5": pointy-topped hexes in lettered rows, the row first.
	pointyLabels = hex.LabelFormat{
		Offset:   hex.OddR,
		RowFirst: true,
		Col:      hex.LabelAxis{First: 1},
		Row:      hex.LabelAxis{Style: hex.LabelLetters, First: 1},
	}
)

func TestLabelRoundTrip(t *testing.T) {
	tests := []struct {
		name   string
		format hex.LabelFormat
		label  string
		hex    hex.Hex
	}{
		{"standard origin", hex.StandardLabels, "0101", hex.Hex{}},
		{"standard 0204", hex.StandardLabels, "0204", hex.Hex{Q: 1, R: 3}},
		{"standard 0201 sits lower", hex.StandardLabels, "0201", hex.Hex{Q: 1, R: 0}},
		{"standard 0301", hex.StandardLabels, "0301", hex.Hex{Q: 2, R: -1}},
		{"standard 1010", hex.StandardLabels, "1010", hex.Hex{Q: 9, R: 5}},
		{"standard 0000 off the map", hex.StandardLabels, "0000", hex.Hex{Q: -1, R: 0}},
		{"standard 99 columns", hex.StandardLabels, "9901", hex.Hex{Q: 98, R: -49}},
		{"standard long row", hex.StandardLabels, "01100", hex.Hex{Q: 0, R: 99}},
		{"dotted 2.4", dottedLabels, "2.4", hex.Hex{Q: 1, R: 3}},
		{"dotted long", dottedLabels, "120.100", hex.Hex{Q: 119, R: 40}},
		{"dotted zero", dottedLabels, "0.0", hex.Hex{Q: -1, R: 0}},
		{"letters B04", letterLabels, "B04", hex.Hex{Q: 1, R: 3}},
		{"letters Z01", letterLabels, "Z01", hex.Hex{Q: 25, R: -12}},
		{"letters AA01", letterLabels, "AA01", hex.Hex{Q: 26, R: -13}},
		{"letters BB01", letterLabels, "BB01", hex.Hex{Q: 27, R: -13}},
		{"letters AAA01", letterLabels, "AAA01", hex.Hex{Q: 52, R: -26}},
		{"sheet B04", sheetLabels, "B04", hex.Hex{Q: 1, R: 3}},
		{"sheet AA01", sheetLabels, "AA01", hex.Hex{Q: 26, R: -13}},
		{"sheet AB01", sheetLabels, "AB01", hex.Hex{Q: 27, R: -13}},
		{"sheet BA01", sheetLabels, "BA01", hex.Hex{Q: 52, R: -26}},
		{"sheet AAA01", sheetLabels, "AAA01", hex.Hex{Q: 702, R: -351}},
		{"row first", rowFirstLabels, "04-02", hex.Hex{Q: 1, R: 3}},
		{"descending top", descendingLabels, "0222", hex.Hex{Q: 1, R: 0}},
		{"descending bottom", descendingLabels, "0201", hex.Hex{Q: 1, R: 21}},
		{"descending below the bottom", descendingLabels, "0200", hex.Hex{Q: 1, R: 22}},
		{"zero-based origin", zeroLabels, "0000", hex.Hex{}},
		{"zero-based even-q", zeroLabels, "0103", hex.Hex{Q: 1, R: 2}},
		{"pointy C5", pointyLabels, "C5", hex.Hex{Q: 3, R: 2}},
		{"pointy A1", pointyLabels, "A1", hex.Hex{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.format.Parse(tt.label)
			if err != nil || got != tt.hex {
				t.Errorf("Parse(%q) = %v, %v, want %v", tt.label, got, err, tt.hex)
			}
			s, err := tt.format.Format(tt.hex)
			if err != nil || s != tt.label {
				t.Errorf("Format(%v) = %q, %v, want %q", tt.hex, s, err, tt.label)
			}
			b, err := tt.format.AppendLabel([]byte("x:"), tt.hex)
			if err != nil || string(b) != "x:"+tt.label {
				t.Errorf("AppendLabel(\"x:\", %v) = %q, %v, want %q", tt.hex, b, err, "x:"+tt.label)
			}
		})
	}
}

func TestLabelParseErrors(t *testing.T) {
	tests := []struct {
		name   string
		format hex.LabelFormat
		label  string
		want   string
	}{
		{"not a number", hex.StandardLabels, "0x04", `hex: label "0x04": column "0x" is not a number`},
		{"empty", hex.StandardLabels, "", `hex: label "": column is missing`},
		{"no row", hex.StandardLabels, "02", `hex: label "02": row is missing`},
		{"short column", hex.StandardLabels, "2", `hex: label "2": column "2" has fewer than 2 digits`},
		{"short row", hex.StandardLabels, "024", `hex: label "024": row "4" has fewer than 2 digits`},
		{"extra zero", hex.StandardLabels, "02004", `hex: label "02004": row "004" has a leading zero too many`},
		{"sign", hex.StandardLabels, "02-4", `hex: label "02-4": row "-4" is not a number`},
		{"plus sign", hex.StandardLabels, "+204", `hex: label "+204": column "+2" is not a number`},
		{"leading space", hex.StandardLabels, " 0204", `hex: label " 0204": column " 0" is not a number`},
		{"trailing space", hex.StandardLabels, "0204 ", `hex: label "0204 ": row "04 " is not a number`},
		{"full-width digits", hex.StandardLabels, "０２04", `hex: label "０２04": column holds '０'; labels are ASCII letters and digits`},
		{"invalid UTF-8", hex.StandardLabels, "02\xff4", `hex: label "02\xff4": row holds the byte 0xff, which is not UTF-8; labels are ASCII letters and digits`},
		{"too big", hex.StandardLabels, "02100000000", `hex: label "02100000000": row "100000000" is above 99999999`},
		{"huge", hex.StandardLabels, "02" + strings.Repeat("9", 40), `hex: label "02` + strings.Repeat("9", 38) + `"...: row "` + strings.Repeat("9", 40) + `" is above 99999999`},
		{"no separator", dottedLabels, "2,4", `hex: label "2,4": no separator "."`},
		{"separator only", dottedLabels, ".", `hex: label ".": column is missing`},
		{"dotted no row", dottedLabels, "2.", `hex: label "2.": row is missing`},
		{"dotted two separators", dottedLabels, "2.4.1", `hex: label "2.4.1": row "4.1" is not a number`},
		{"dotted leading zero", dottedLabels, "02.4", `hex: label "02.4": column "02" has a leading zero too many`},
		{"mixed letters", letterLabels, "AB04", `hex: label "AB04": column "AB" is not one letter repeated`},
		{"lower case", letterLabels, "b04", `hex: label "b04": column "b" is not upper-case letters`},
		{"no letters", letterLabels, "04", `hex: label "04": column is missing`},
		{"letters no row", letterLabels, "B", `hex: label "B": row is missing`},
		{"sheet lower case", sheetLabels, "Ab04", `hex: label "Ab04": column "Ab" is not upper-case letters`},
		{"sheet too big", sheetLabels, "ZZZZZZZ01", `hex: label "ZZZZZZZ01": column "ZZZZZZZ" is above 99999999`},
		{"letters too big", letterLabels, strings.Repeat("A", 9) + "01", `hex: label "AAAAAAAAA01": column "AAAAAAAAA" is above 208`},
		{"pointy row not letters", pointyLabels, "5C", `hex: label "5C": row is missing`},
		{"pointy column not digits", pointyLabels, "C5x", `hex: label "C5x": column "5x" is not a number`},
		{"row first swapped", rowFirstLabels, "0204", `hex: label "0204": no separator "-"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := tt.format.Parse(tt.label)
			if err == nil {
				t.Fatalf("Parse(%q) = %v, nil, want error %q", tt.label, h, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("Parse(%q) error\n got %s\nwant %s", tt.label, err, tt.want)
			}
		})
	}
}

func TestLabelFormatErrors(t *testing.T) {
	tests := []struct {
		name   string
		format hex.LabelFormat
		hex    hex.Hex
		want   string
	}{
		{"negative column", hex.StandardLabels, hex.Hex{Q: -2, R: 1}, `hex: hex (-2,1) has no label: column number -1 is below 0`},
		{"negative row", hex.StandardLabels, hex.Hex{Q: 0, R: -2}, `hex: hex (0,-2) has no label: row number -1 is below 0`},
		{"column too wide", hex.StandardLabels, hex.Hex{Q: 99, R: 0}, `hex: hex (99,0) has no label: column 100 has more than 2 digits and the format has no separator`},
		{"letter for zero", letterLabels, hex.Hex{Q: -1, R: 1}, `hex: hex (-1,1) has no label: column number 0 is below 1`},
		{"descending below zero", descendingLabels, hex.Hex{Q: 0, R: 23}, `hex: hex (0,23) has no label: row number -1 is below 0`},
		{"above the maximum", dottedLabels, hex.Hex{Q: 99_999_999, R: 0}, `hex: hex (99999999,0) has no label: column number 100000000 is above 99999999`},
		{"far away", dottedLabels, hex.Hex{Q: 1 << 30, R: 0}, `hex: hex (1073741824,0) has no label: it is too far from the origin`},
		{"far away row", dottedLabels, hex.Hex{Q: 0, R: -1 << 30}, `hex: hex (0,-1073741824) has no label: it is too far from the origin`},
		{"invalid format", hex.LabelFormat{}, hex.Hex{}, `hex: label format: with no separator, the column part (written first) needs a width`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := tt.format.Format(tt.hex)
			if err == nil {
				t.Fatalf("Format(%v) = %q, nil, want error %q", tt.hex, s, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("Format(%v) error\n got %s\nwant %s", tt.hex, err, tt.want)
			}
			dst := []byte("keep")
			b, err := tt.format.AppendLabel(dst, tt.hex)
			if err == nil || string(b) != "keep" {
				t.Errorf("AppendLabel(\"keep\", %v) = %q, %v, want dst unchanged and an error", tt.hex, b, err)
			}
		})
	}
}

func TestLabelFormatValidate(t *testing.T) {
	with := func(change func(*hex.LabelFormat)) hex.LabelFormat {
		f := hex.StandardLabels
		change(&f)
		return f
	}
	tests := []struct {
		name   string
		format hex.LabelFormat
		want   string // "" for valid
	}{
		{"standard", hex.StandardLabels, ""},
		{"dotted", dottedLabels, ""},
		{"letters", letterLabels, ""},
		{"sheet", sheetLabels, ""},
		{"row first", rowFirstLabels, ""},
		{"descending", descendingLabels, ""},
		{"pointy", pointyLabels, ""},
		{"multibyte separator", with(func(f *hex.LabelFormat) { f.Separator = "·" }), ""},
		{"width 1 without separator", with(func(f *hex.LabelFormat) { f.Col.Width = 1 }), ""},
		{"zero value", hex.LabelFormat{}, "hex: label format: with no separator, the column part (written first) needs a width"},
		{"row first without width", with(func(f *hex.LabelFormat) { f.RowFirst = true; f.Row.Width = 0 }), "hex: label format: with no separator, the row part (written first) needs a width"},
		{"offset kind", with(func(f *hex.LabelFormat) { f.Offset = 4 }), "hex: label format: invalid offset kind OffsetKind(4)"},
		{"style", with(func(f *hex.LabelFormat) { f.Row.Style = 3 }), "hex: label format: invalid row style LabelStyle(3)"},
		{"negative width", with(func(f *hex.LabelFormat) { f.Col.Width = -1 }), "hex: label format: column width -1 is outside 0..8"},
		{"wide", with(func(f *hex.LabelFormat) { f.Row.Width = 9 }), "hex: label format: row width 9 is outside 0..8"},
		{"width for letters", with(func(f *hex.LabelFormat) { f.Col.Style = hex.LabelLetters }), "hex: label format: column width 2 given for letters (widths are for digits)"},
		{"first too big", with(func(f *hex.LabelFormat) { f.Col.First = 100_000_000 }), "hex: label format: column first number 100000000 is outside -99999999..99999999"},
		{"first too small", with(func(f *hex.LabelFormat) { f.Row.First = -100_000_000 }), "hex: label format: row first number -100000000 is outside -99999999..99999999"},
		{"letter separator", with(func(f *hex.LabelFormat) { f.Separator = "x" }), `hex: label format: separator "x" contains a letter or digit`},
		{"digit separator", with(func(f *hex.LabelFormat) { f.Separator = "/0" }), `hex: label format: separator "/0" contains a letter or digit`},
		{"two letter parts", hex.LabelFormat{Col: hex.LabelAxis{Style: hex.LabelLetters}, Row: hex.LabelAxis{Style: hex.LabelSheetLetters}}, "hex: label format: two lettered parts need a separator"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.format.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tt.want != "" && (err == nil || err.Error() != tt.want):
				t.Errorf("Validate() = %v, want %s", err, tt.want)
			}
			if tt.want == "" {
				return
			}
			if _, err := tt.format.Parse("0101"); err == nil || err.Error() != tt.want {
				t.Errorf("Parse with an invalid format: %v, want %s", err, tt.want)
			}
		})
	}
}

func TestLabelStyleString(t *testing.T) {
	for s, want := range map[hex.LabelStyle]string{
		hex.LabelDigits:       "digits",
		hex.LabelLetters:      "letters",
		hex.LabelSheetLetters: "sheet-letters",
		hex.LabelStyle(-1):    "LabelStyle(-1)",
	} {
		if got := s.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
}

func TestLabelParseAllocs(t *testing.T) {
	for _, tt := range []struct {
		format hex.LabelFormat
		label  string
	}{
		{hex.StandardLabels, "0204"},
		{dottedLabels, "120.100"},
		{letterLabels, "BB04"},
		{sheetLabels, "AB04"},
		{pointyLabels, "C5"},
	} {
		if n := testing.AllocsPerRun(100, func() {
			if _, err := tt.format.Parse(tt.label); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("Parse(%q) allocates %v times, want 0", tt.label, n)
		}
	}
	buf := make([]byte, 0, 32)
	if n := testing.AllocsPerRun(100, func() {
		buf, _ = hex.StandardLabels.AppendLabel(buf[:0], hex.Hex{Q: 1, R: 3})
	}); n != 0 {
		t.Errorf("AppendLabel allocates %v times, want 0", n)
	}
}

// The oracle below writes labels with fmt and strings, independently of
// label.go, following the documentation of LabelStyle and LabelAxis.

func oracleNumber(a hex.LabelAxis, n int) string {
	switch a.Style {
	case hex.LabelLetters:
		return strings.Repeat(string(rune('A'+(n-1)%26)), (n-1)/26+1)
	case hex.LabelSheetLetters:
		if n <= 26 {
			return string(rune('A' + n - 1))
		}
		return oracleNumber(a, (n-1)/26) + string(rune('A'+(n-1)%26))
	}
	return fmt.Sprintf("%0*d", a.Width, n)
}

// oracleLabel returns the label of the label numbers (col, row) under f, and
// false if they have none.
func oracleLabel(f hex.LabelFormat, col, row int) (string, bool) {
	a1, a2, n1, n2 := f.Col, f.Row, col, row
	if f.RowFirst {
		a1, a2, n1, n2 = a2, a1, n2, n1
	}
	for _, x := range []struct {
		a hex.LabelAxis
		n int
	}{{a1, n1}, {a2, n2}} {
		if x.n < 0 || x.n == 0 && x.a.Style != hex.LabelDigits || x.n > hex.MaxLabelNumber || x.a.Style == hex.LabelLetters && x.n > hex.MaxLetterLabelNumber {
			return "", false
		}
	}
	if f.Separator == "" && a1.Style == hex.LabelDigits && a2.Style == hex.LabelDigits && len(strconv.Itoa(n1)) > a1.Width {
		return "", false
	}
	return oracleNumber(a1, n1) + f.Separator + oracleNumber(a2, n2), true
}

func labelAxisGen(name string) *rapid.Generator[hex.LabelAxis] {
	return rapid.Custom(func(t *rapid.T) hex.LabelAxis {
		a := hex.LabelAxis{
			Style:      rapid.SampledFrom([]hex.LabelStyle{hex.LabelDigits, hex.LabelLetters, hex.LabelSheetLetters}).Draw(t, name+" style"),
			First:      rapid.IntRange(-5, 40).Draw(t, name+" first"),
			Descending: rapid.Bool().Draw(t, name+" descending"),
		}
		if a.Style == hex.LabelDigits {
			a.Width = rapid.IntRange(0, 4).Draw(t, name+" width")
		}
		return a
	})
}

// labelFormatGen generates valid label formats of every kind.
func labelFormatGen() *rapid.Generator[hex.LabelFormat] {
	return rapid.Custom(func(t *rapid.T) hex.LabelFormat {
		f := hex.LabelFormat{
			Offset:    rapid.SampledFrom(offsetKinds).Draw(t, "offset"),
			RowFirst:  rapid.Bool().Draw(t, "row first"),
			Separator: rapid.SampledFrom([]string{"", "", ".", "-", " ", "/", ", ", "·"}).Draw(t, "separator"),
			Col:       labelAxisGen("col").Draw(t, "col"),
			Row:       labelAxisGen("row").Draw(t, "row"),
		}
		if f.Separator == "" {
			first, second := &f.Col, &f.Row
			if f.RowFirst {
				first, second = second, first
			}
			switch {
			case first.Style != hex.LabelDigits && second.Style != hex.LabelDigits:
				f.Separator = "-"
			case first.Style == hex.LabelDigits && second.Style == hex.LabelDigits && first.Width == 0:
				first.Width = rapid.IntRange(1, 4).Draw(t, "first width")
			}
		}
		if err := f.Validate(); err != nil {
			t.Fatalf("generated an invalid format %+v: %v", f, err)
		}
		return f
	})
}

// Properties of every valid LabelFormat f, each checked below:
//
//  1. Format(h) succeeds exactly when the oracle finds a label for h, and
//     then writes the oracle's label.
//  2. Parse(Format(h)) == h.
//  3. Every label the oracle writes parses, to a hex that formats back to
//     the same label.
func TestLabelProperties(t *testing.T) {
	t.Run("format", rapid.MakeCheck(func(t *rapid.T) {
		f := labelFormatGen().Draw(t, "format")
		h := hextest.Hex(60).Draw(t, "h")
		o := f.Offset.FromHex(h)
		want, ok := oracleLabel(f, labelNumber(f.Col, o.Col), labelNumber(f.Row, o.Row))
		got, err := f.Format(h)
		if !ok {
			if err == nil {
				t.Fatalf("Format(%v) = %q, want an error", h, got)
			}
			return
		}
		if err != nil || got != want {
			t.Fatalf("Format(%v) = %q, %v, want %q", h, got, err, want)
		}
		back, err := f.Parse(got)
		if err != nil || back != h {
			t.Fatalf("Parse(%q) = %v, %v, want %v", got, back, err, h)
		}
	}))
	t.Run("parse", rapid.MakeCheck(func(t *rapid.T) {
		f := labelFormatGen().Draw(t, "format")
		col := rapid.IntRange(labelLeast(f.Col), labelMost(f, f.Col, f.Row, !f.RowFirst)).Draw(t, "col label")
		row := rapid.IntRange(labelLeast(f.Row), labelMost(f, f.Row, f.Col, f.RowFirst)).Draw(t, "row label")
		label, ok := oracleLabel(f, col, row)
		if !ok {
			t.Fatalf("the oracle has no label for (%d, %d)", col, row)
		}
		h, err := f.Parse(label)
		if err != nil {
			t.Fatalf("Parse(%q) = %v", label, err)
		}
		want := f.Offset.ToHex(hex.Offset{Col: labelOffset(f.Col, col), Row: labelOffset(f.Row, row)})
		if h != want {
			t.Fatalf("Parse(%q) = %v, want %v", label, h, want)
		}
		if got, err := f.Format(h); err != nil || got != label {
			t.Fatalf("Format(Parse(%q)) = %q, %v", label, got, err)
		}
	}))
}

func labelLeast(a hex.LabelAxis) int {
	if a.Style == hex.LabelDigits {
		return 0
	}
	return 1
}

// labelMost is the largest label number drawn for axis a, whose partner
// is other: at most 800, and no more digits than a fixed-width first part
// holds.
func labelMost(f hex.LabelFormat, a, other hex.LabelAxis, first bool) int {
	if first && f.Separator == "" && a.Style == hex.LabelDigits && other.Style == hex.LabelDigits {
		return min(800, []int{0, 9, 99, 999, 9999}[a.Width])
	}
	if a.Style == hex.LabelLetters {
		return hex.MaxLetterLabelNumber
	}
	return 800
}

func labelNumber(a hex.LabelAxis, c int) int {
	if a.Descending {
		return a.First - c
	}
	return a.First + c
}

func labelOffset(a hex.LabelAxis, n int) int {
	if a.Descending {
		return a.First - n
	}
	return n - a.First
}

var (
	labelSink    hex.Hex
	labelBufSink []byte
)

func BenchmarkLabelParse(b *testing.B) {
	for _, bc := range []struct {
		name   string
		format hex.LabelFormat
		labels []string
	}{
		{"standard", hex.StandardLabels, []string{"0204", "1010", "3722", "0101"}},
		{"dotted", dottedLabels, []string{"2.4", "10.10", "120.100", "1.1"}},
		{"letters", letterLabels, []string{"B04", "J10", "BB22", "A01"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			var acc hex.Hex
			i := 0
			for b.Loop() {
				h, err := bc.format.Parse(bc.labels[i&3])
				if err != nil {
					b.Fatal(err)
				}
				acc = acc.Add(h)
				i = acc.Q ^ i + 1 // chain the results
			}
			labelSink = acc
		})
	}
}

func BenchmarkLabelFormat(b *testing.B) {
	for _, bc := range []struct {
		name   string
		format hex.LabelFormat
	}{
		{"standard", hex.StandardLabels},
		{"dotted", dottedLabels},
		{"letters", letterLabels},
	} {
		b.Run(bc.name+"/append", func(b *testing.B) {
			b.ReportAllocs()
			buf := make([]byte, 0, 32)
			h := hex.Hex{Q: 1, R: 3}
			for b.Loop() {
				var err error
				buf, err = bc.format.AppendLabel(buf[:0], h)
				if err != nil {
					b.Fatal(err)
				}
				h.Q = int(buf[len(buf)-1]&7) + 1 // chain the results
			}
			labelBufSink = buf
		})
		b.Run(bc.name+"/string", func(b *testing.B) {
			b.ReportAllocs()
			h := hex.Hex{Q: 1, R: 3}
			for b.Loop() {
				s, err := bc.format.Format(h)
				if err != nil {
					b.Fatal(err)
				}
				h.Q = int(s[len(s)-1]&7) + 1 // chain the results
			}
		})
	}
}

// An error quotes the label as the user wrote it: a long label is cut
// between characters, so the error is valid UTF-8 whatever the label.
func TestLabelErrorQuotesCharacters(t *testing.T) {
	for _, s := range []string{strings.Repeat("０", 40), "1" + strings.Repeat("é", 40), strings.Repeat("\xff", 80)} {
		_, err := hex.StandardLabels.Parse(s)
		if err == nil {
			t.Fatalf("Parse(%q) gave no error", s)
		}
		if !utf8.ValidString(err.Error()) {
			t.Errorf("Parse(%q): error %q is not valid UTF-8", s, err)
		}
	}
}
