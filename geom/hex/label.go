package hex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxLabelNumber is the largest number one axis of a printed label may
// carry. Printed maps never come near it; the bound keeps every conversion
// between labels and hexes free of overflow, on 32-bit platforms too.
const MaxLabelNumber = 99_999_999

// MaxLetterLabelNumber is the largest number a [LabelLetters] axis may
// carry: eight repeated letters (ZZZZZZZZ). Printed maps stop long before;
// the cap keeps a far-off hex from formatting as millions of letters.
const MaxLetterLabelNumber = 26 * 8

// labelHexLimit bounds the coordinates of a hex that may have a label. Any
// hex with a label has |Q|, |R| <= 3*MaxLabelNumber+1, so hexes beyond this
// limit are refused before any arithmetic could overflow.
const labelHexLimit = 4 * MaxLabelNumber

// labelMaxWidth is the largest LabelAxis.Width: MaxLabelNumber has 8 digits.
const labelMaxWidth = 8

// LabelStyle says how one axis of a printed label writes its number.
type LabelStyle int

const (
	// LabelDigits writes the number in decimal, zero-padded to the axis
	// Width: 4 is "04" at width 2. Numbers from 0 up can be written.
	LabelDigits LabelStyle = iota
	// LabelLetters writes the number as the letters of printed maps: one
	// letter repeated, A to Z for 1 to 26, then AA, BB, ..., ZZ for 27 to 52,
	// then AAA for 53, and so on. The number n is the letter
	// 'A'+(n-1)%26 written (n-1)/26+1 times. Numbers from 1 to
	// [MaxLetterLabelNumber] can be written; there is no letter for 0.
	LabelLetters
	// LabelSheetLetters writes the number as spreadsheet columns do
	// (bijective base 26): A to Z for 1 to 26, then AA, AB, ..., AZ, BA, ...,
	// ZZ for 27 to 702, then AAA. Numbers from 1 up can be written.
	LabelSheetLetters
)

// String returns "digits", "letters" or "sheet-letters"; an invalid style is
// written as "LabelStyle(n)".
func (s LabelStyle) String() string {
	switch s {
	case LabelDigits:
		return "digits"
	case LabelLetters:
		return "letters"
	case LabelSheetLetters:
		return "sheet-letters"
	}
	return "LabelStyle(" + strconv.Itoa(int(s)) + ")"
}

// LabelAxis describes how one axis (the columns or the rows) of a printed
// map is numbered.
//
// The offset coordinate 0 (the left column, the top row) carries the label
// number First, and the numbers grow by one per column to the right or row
// down, or shrink if Descending. So a map whose rows are numbered up from the
// bottom has Descending rows and First equal to the number of its top row.
// Letters stand for numbers as documented on [LabelStyle], A being 1, so an
// axis lettered from A has First 1.
type LabelAxis struct {
	// Style is how the number is written; the zero value is digits.
	Style LabelStyle
	// Width is the minimum number of digits, padded with leading zeros
	// (0 or 1: no padding). Only LabelDigits has a width; for letters it
	// must be 0. At most 8.
	Width int
	// First is the label number of offset coordinate 0. It may be any
	// number from -MaxLabelNumber to MaxLabelNumber; the labels themselves
	// are never negative.
	First int
	// Descending makes the numbers count down, not up, to the right or down
	// the map.
	Descending bool
}

// LabelFormat describes the hex labels printed on a map, such as "0204" for
// column 2, row 4, so that a tool can read and write the labels players
// use. The zero value is not a valid format (two unpadded numbers with no
// separator cannot be told apart); start from [StandardLabels] or fill in
// every field and call [LabelFormat.Validate].
//
// A label is the column part and the row part, in that order or the other
// (RowFirst), with Separator between them. Offset says which columns or rows
// of the map are staggered, counted from the first label: the column
// labelled Col.First is offset column 0, so with OddQ the second printed
// column sits half a hex lower than the first. Staggering is therefore not a
// separate setting: a map whose first printed column is the lower one uses
// EvenQ. The origin Hex{0, 0} is the hex labelled with both First numbers.
//
// For a valid format f:
//
//  1. If f.Format(h) succeeds, f.Parse of its result returns h.
//  2. If f.Parse(s) succeeds, f.Format of its result returns s: each hex has
//     one spelling (no missing or extra leading zeros, upper-case letters,
//     nothing before or after the label).
//  3. A hex whose label would need a negative number, a letter for a number
//     below 1, a number above [MaxLabelNumber], or (with no separator) more
//     digits in the first part than its Width, has no label: Format returns
//     an error rather than a string that would read back as another hex.
//
// LabelFormat is a plain value, safe to copy and to use from many
// goroutines.
type LabelFormat struct {
	// Offset is the offset layout of the map: OddQ or EvenQ for flat-topped
	// hexes in columns, OddR or EvenR for pointy-topped hexes in rows.
	Offset OffsetKind
	// RowFirst writes the row part before the column part.
	RowFirst bool
	// Separator is written between the two parts: "" for "0204", "." for
	// "02.04". It may not contain ASCII letters or digits. With no
	// separator, the two parts must be told apart: the first part needs a
	// Width if both parts are digits, and two lettered parts are refused.
	Separator string
	// Col and Row describe the numbering of the columns and of the rows.
	Col, Row LabelAxis
}

// StandardLabels is the four-digit labelling of most hex-and-counter
// wargame maps: flat-topped hexes in columns, the column number first then
// the row number, each two digits with leading zeros, both counted from 1,
// and no separator. "0101" is the top-left hex, Hex{0, 0}; "0204" is column
// 2, row 4, Hex{1, 3}.
//
// Maps disagree about which columns are staggered; StandardLabels takes OddQ,
// where column 01 is the higher and column 02 sits half a hex lower (so hex
// 0201 is a neighbour of 0101 and 0102). For a map whose column 02 sits
// higher than 01, copy it and set Offset to EvenQ. Copy it, too, for maps of
// more than 99 columns (widen Col) or any other variation; do not assign to
// it.
var StandardLabels = LabelFormat{
	Offset: OddQ,
	Col:    LabelAxis{Style: LabelDigits, Width: 2, First: 1},
	Row:    LabelAxis{Style: LabelDigits, Width: 2, First: 1},
}

// Validate returns an error naming the first inconsistency of f, or nil.
// Format and Parse validate f themselves; call Validate to check a format
// once, when it is built or loaded.
func (f LabelFormat) Validate() error { return f.validate() }

// validate is Validate without copying f.
func (f *LabelFormat) validate() error {
	if f.valid() {
		return nil
	}
	return f.invalid()
}

// valid reports whether invalid would find nothing to say: the same
// conditions without their messages, so that Parse and AppendLabel pay for
// one call to a leaf and build a message only for an invalid format. A
// property test holds the two together.
func (f *LabelFormat) valid() bool {
	if !f.Offset.Valid() || !f.Col.valid() || !f.Row.valid() {
		return false
	}
	if f.Separator == "" {
		first, second, _, _ := f.parts()
		return (first.Style == LabelDigits) != (second.Style == LabelDigits) ||
			first.Style == LabelDigits && first.Width >= 1
	}
	for i := range len(f.Separator) {
		if c := f.Separator[i]; isLabelDigit(c) || isASCIILetter(c) {
			return false
		}
	}
	return true
}

// valid reports whether the axis validate would accept it.
func (a *LabelAxis) valid() bool {
	return uint(a.Style) <= uint(LabelSheetLetters) && uint(a.Width) <= labelMaxWidth &&
		(a.Style == LabelDigits || a.Width == 0) && a.First >= -MaxLabelNumber && a.First <= MaxLabelNumber
}

// invalid returns an error naming the first inconsistency of f, or nil.
func (f *LabelFormat) invalid() error {
	if !f.Offset.Valid() {
		return fmt.Errorf("hex: label format: invalid offset kind %v", f.Offset)
	}
	if err := f.Col.validate("column"); err != nil {
		return err
	}
	if err := f.Row.validate("row"); err != nil {
		return err
	}
	for i := 0; i < len(f.Separator); i++ {
		if c := f.Separator[i]; isLabelDigit(c) || isASCIILetter(c) {
			return fmt.Errorf("hex: label format: separator %q contains a letter or digit", f.Separator)
		}
	}
	if f.Separator == "" {
		first, second, name, _ := f.parts()
		if first.Style != LabelDigits && second.Style != LabelDigits {
			return errors.New("hex: label format: two lettered parts need a separator")
		}
		if first.Style == LabelDigits && second.Style == LabelDigits && first.Width < 1 {
			return fmt.Errorf("hex: label format: with no separator, the %s part (written first) needs a width", name)
		}
	}
	return nil
}

func (a *LabelAxis) validate(name string) error {
	switch {
	case a.Style < LabelDigits || a.Style > LabelSheetLetters:
		return fmt.Errorf("hex: label format: invalid %s style %v", name, a.Style)
	case a.Width < 0 || a.Width > labelMaxWidth:
		return fmt.Errorf("hex: label format: %s width %d is outside 0..%d", name, a.Width, labelMaxWidth)
	case a.Style != LabelDigits && a.Width != 0:
		return fmt.Errorf("hex: label format: %s width %d given for %v (widths are for digits)", name, a.Width, a.Style)
	case a.First < -MaxLabelNumber || a.First > MaxLabelNumber:
		return fmt.Errorf("hex: label format: %s first number %d is outside -%d..%d", name, a.First, MaxLabelNumber, MaxLabelNumber)
	}
	return nil
}

// parts returns the axes in written order with their names.
func (f *LabelFormat) parts() (first, second *LabelAxis, firstName, secondName string) {
	if f.RowFirst {
		return &f.Row, &f.Col, "row", "column"
	}
	return &f.Col, &f.Row, "column", "row"
}

// number returns the label number of offset coordinate c.
func (a *LabelAxis) number(c int) int {
	if a.Descending {
		return a.First - c
	}
	return a.First + c
}

// offset returns the offset coordinate of label number n.
func (a *LabelAxis) offset(n int) int {
	if a.Descending {
		return a.First - n
	}
	return n - a.First
}

// least returns the smallest number the axis can write.
func (a *LabelAxis) least() int {
	if a.Style == LabelDigits {
		return 0
	}
	return 1
}

// Format returns the label of h, or an error if f is invalid or h has no
// label under f.
func (f LabelFormat) Format(h Hex) (string, error) {
	var buf [24]byte
	b, err := f.AppendLabel(buf[:0], h)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// AppendLabel appends the label of h to dst and returns the extended
// buffer, so that labels can be written without allocating. On error (f is
// invalid or h has no label under f) it returns dst unchanged.
func (f LabelFormat) AppendLabel(dst []byte, h Hex) ([]byte, error) {
	if !f.valid() {
		return dst, f.invalid()
	}
	if h.Q < -labelHexLimit || h.Q > labelHexLimit || h.R < -labelHexLimit || h.R > labelHexLimit {
		return dst, fmt.Errorf("hex: hex %v has no label: it is too far from the origin", h)
	}
	o := f.Offset.FromHex(h)
	c1, c2 := o.Col, o.Row
	if f.RowFirst {
		c1, c2 = c2, c1
	}
	a1, a2, name1, name2 := f.parts()
	n1, n2 := a1.number(c1), a2.number(c2)
	if err := a1.checkNumber(h, name1, n1); err != nil {
		return dst, err
	}
	if err := a2.checkNumber(h, name2, n2); err != nil {
		return dst, err
	}
	if f.Separator == "" && a1.Style == LabelDigits && a2.Style == LabelDigits && n1 >= labelPow10[a1.Width] {
		return dst, fmt.Errorf("hex: hex %v has no label: %s %d has more than %d digits and the format has no separator", h, name1, n1, a1.Width)
	}
	dst = a1.appendNumber(dst, n1)
	dst = append(dst, f.Separator...)
	dst = a2.appendNumber(dst, n2)
	return dst, nil
}

// labelPow10[w] is the first number with more than w digits.
var labelPow10 = [labelMaxWidth + 1]int{1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000}

func (a *LabelAxis) checkNumber(h Hex, name string, n int) error {
	if least := a.least(); n < least {
		return fmt.Errorf("hex: hex %v has no label: %s number %d is below %d", h, name, n, least)
	}
	if most := a.most(); n > most {
		return fmt.Errorf("hex: hex %v has no label: %s number %d is above %d", h, name, n, most)
	}
	return nil
}

// most is the largest number the axis style can write.
func (a *LabelAxis) most() int {
	if a.Style == LabelLetters {
		return MaxLetterLabelNumber
	}
	return MaxLabelNumber
}

// appendNumber writes n, which check has accepted.
func (a *LabelAxis) appendNumber(dst []byte, n int) []byte {
	switch a.Style {
	case LabelLetters:
		c := byte('A' + (n-1)%26)
		for range (n-1)/26 + 1 {
			dst = append(dst, c)
		}
		return dst
	case LabelSheetLetters:
		var buf [8]byte // 26^6 > MaxLabelNumber: six letters suffice
		i := len(buf)
		for n > 0 {
			n--
			i--
			buf[i] = byte('A' + n%26)
			n /= 26
		}
		return append(dst, buf[i:]...)
	}
	for w := a.Width - 1; w > 0 && n < labelPow10[w]; w-- {
		dst = append(dst, '0')
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// Parse returns the hex labelled s, or an error naming s (cut short if it
// is long), the part at fault and what is wrong with it. Parse accepts
// exactly the labels that Format writes. It allocates nothing unless it
// fails.
func (f LabelFormat) Parse(s string) (Hex, error) {
	if !f.valid() {
		return Hex{}, f.invalid()
	}
	a1, a2, name1, name2 := f.parts()
	// Cut s into its two parts: at the separator, after the first part's
	// width, or where digits give way to letters or letters to digits.
	var i int
	switch {
	case f.Separator != "":
		i = strings.Index(s, f.Separator)
		if i < 0 {
			return Hex{}, fmt.Errorf("hex: label %s: no separator %q", labelQuote(s), f.Separator)
		}
	case a1.Style == LabelDigits && a2.Style == LabelDigits:
		i = min(a1.Width, len(s)) // valid ensured a1.Width >= 1
	case a1.Style == LabelDigits:
		i = indexASCIILetter(s)
	default:
		i = indexLabelDigit(s)
	}
	p1, p2 := s[:i], s[i+len(f.Separator):]
	n1, why := a1.parseNumber(p1)
	if why != labelOK {
		return Hex{}, labelError(s, name1, p1, why, a1)
	}
	n2, why := a2.parseNumber(p2)
	if why != labelOK {
		return Hex{}, labelError(s, name2, p2, why, a2)
	}
	o := Offset{a1.offset(n1), a2.offset(n2)}
	if f.RowFirst {
		o.Col, o.Row = o.Row, o.Col
	}
	return f.Offset.ToHex(o), nil
}

// indexASCIILetter returns the index of the first ASCII letter of s, either
// case, or len(s): where a digits part gives way to a letters part.
func indexASCIILetter(s string) int {
	i := 0
	for i < len(s) && !isASCIILetter(s[i]) {
		i++
	}
	return i
}

// indexLabelDigit returns the index of the first digit of s, or len(s):
// where a letters part gives way to a digits part.
func indexLabelDigit(s string) int {
	i := 0
	for i < len(s) && !isLabelDigit(s[i]) {
		i++
	}
	return i
}

// labelReason is why one part of a label failed to parse. Parse keeps it
// as a small value and builds an error only on failure, so that valid
// labels allocate nothing.
type labelReason int

const (
	labelOK labelReason = iota
	labelEmpty
	labelNotNumber
	labelNotLetters
	labelNotRepeated
	labelTooShort
	labelLeadingZero
	labelTooBig
)

func labelError(s, name, part string, why labelReason, a *LabelAxis) error {
	// A part cut from a label that is not ASCII may end inside a
	// character: name the character as the user wrote it instead.
	if c, ok := nonASCII(part, s); ok {
		return fmt.Errorf("hex: label %s: %s holds %s; labels are ASCII letters and digits", labelQuote(s), name, c)
	}
	var reason string
	switch why {
	case labelEmpty:
		return fmt.Errorf("hex: label %s: %s is missing", labelQuote(s), name)
	case labelNotNumber:
		reason = "is not a number"
	case labelNotLetters:
		reason = "is not upper-case letters"
	case labelNotRepeated:
		reason = "is not one letter repeated"
	case labelTooShort:
		reason = fmt.Sprintf("has fewer than %d digits", a.Width)
	case labelLeadingZero:
		reason = "has a leading zero too many"
	case labelTooBig:
		reason = fmt.Sprintf("is above %d", a.most())
	default:
		reason = "is malformed"
	}
	return fmt.Errorf("hex: label %s: %s %s %s", labelQuote(s), name, labelQuote(part), reason)
}

// labelQuoteMax is the longest label quoted whole in an error; a longer one
// is cut, so that a runaway input does not make a runaway message.
const labelQuoteMax = 40

func labelQuote(s string) string {
	if len(s) <= labelQuoteMax {
		return strconv.Quote(s)
	}
	k := labelQuoteMax
	for k > 0 && !utf8.RuneStart(s[k]) {
		k-- // cut between characters, not inside one
	}
	return strconv.Quote(s[:k]) + "..."
}

// nonASCII describes the first character outside ASCII of the label s, if
// part has a byte outside ASCII: the character quoted ('０'), or the byte
// in hex where s is not valid UTF-8 there.
func nonASCII(part, s string) (string, bool) {
	if !hasNonASCII(part) {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				return fmt.Sprintf("the byte %#02x, which is not UTF-8", s[i]), true
			}
			return strconv.QuoteRune(r), true
		}
	}
	return "", false
}

func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

func isLabelDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLabelLetter(c byte) bool { return 'A' <= c && c <= 'Z' }
func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// parseNumber reads one part of a label in the axis style, accepting only
// the spelling appendNumber writes. Digits, the common style, are read here
// rather than in a helper of their own, so that they cost Parse one call
// per part.
func (a *LabelAxis) parseNumber(p string) (int, labelReason) {
	switch {
	case p == "":
		return 0, labelEmpty
	case a.Style == LabelLetters:
		return parseRepeatedLetters(p)
	case a.Style == LabelSheetLetters:
		return parseSheetLetters(p)
	}
	for i := 0; i < len(p); i++ {
		if !isLabelDigit(p[i]) {
			return 0, labelNotNumber
		}
	}
	if len(p) < a.Width {
		return 0, labelTooShort
	}
	if len(p) > max(a.Width, 1) && p[0] == '0' {
		return 0, labelLeadingZero
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = 10*n + int(p[i]-'0')
		if n > MaxLabelNumber {
			return 0, labelTooBig
		}
	}
	return n, labelOK
}

// parseRepeatedLetters reads a LabelLetters part: one letter repeated. It
// is kept small enough to inline, so that parseNumber calls nothing.
func parseRepeatedLetters(p string) (int, labelReason) {
	c := p[0]
	for i := range len(p) {
		if !isLabelLetter(p[i]) {
			return 0, labelNotLetters
		}
	}
	for i := range len(p) {
		if p[i] != c {
			return 0, labelNotRepeated
		}
	}
	if len(p) > MaxLetterLabelNumber/26 {
		return 0, labelTooBig
	}
	// At most 26*7 + 26 = MaxLetterLabelNumber: no second bound to test.
	return 26*(len(p)-1) + int(c-'A') + 1, labelOK
}

// parseSheetLetters reads a LabelSheetLetters part (bijective base 26).
func parseSheetLetters(p string) (int, labelReason) {
	for i := 0; i < len(p); i++ {
		if !isLabelLetter(p[i]) {
			return 0, labelNotLetters
		}
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = 26*n + int(p[i]-'A') + 1
		if n > MaxLabelNumber {
			return 0, labelTooBig
		}
	}
	return n, labelOK
}
