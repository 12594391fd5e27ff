package combat

import "strconv"

// Span is an inclusive integer range Lo..Hi: the rolls of a table row ("11–12")
// or the factors of a column ("6–8"). A Span with Lo > Hi is empty and
// invalid in a table.
type Span struct {
	Lo, Hi int
}

// At returns the one-value span v..v.
func At(v int) Span { return Span{v, v} }

// Between returns the span lo..hi.
func Between(lo, hi int) Span { return Span{lo, hi} }

// Contains reports whether lo <= v <= hi.
func (s Span) Contains(v int) bool { return s.Lo <= v && v <= s.Hi }

// String formats the span as "5" or "6..8" (".." keeps negative spans readable).
func (s Span) String() string {
	if s.Lo == s.Hi {
		return strconv.Itoa(s.Lo)
	}
	return strconv.Itoa(s.Lo) + ".." + strconv.Itoa(s.Hi)
}

// MaxSpans is the most values [Spans] expands, and the most rolls a
// table's rows or columns a table's axis may cover.
const MaxSpans = 1 << 16

// Spans returns one single-value span per value lo..hi, the rows of a table
// with one row per roll. It returns nil, which [NewTable] reports as "no
// rows", when lo > hi or the range holds more than MaxSpans values; any
// ints are safe, math.MaxInt included.
func Spans(lo, hi int) []Span {
	if lo > hi || width(lo, hi) > MaxSpans {
		return nil
	}
	n := int(width(lo, hi))
	s := make([]Span, n)
	for i := range s {
		s[i] = At(lo + i) // lo+i <= hi: no overflow
	}
	return s
}

// width returns the number of values lo..hi (lo <= hi) without overflow;
// it saturates at MaxSpans+1, which every caller treats as too many.
func width(lo, hi int) uint64 {
	w := uint64(hi) - uint64(lo) // exact in two's complement for lo <= hi
	if w >= MaxSpans {
		return MaxSpans + 1
	}
	return w + 1
}

// checkLadder validates spans that must ascend without overlaps and, when
// contiguous, without gaps. It returns a message naming the first fault.
func checkLadder(what string, s []Span, contiguous bool) string {
	if len(s) == 0 {
		return "no " + what + "s"
	}
	for i, x := range s {
		if x.Lo > x.Hi {
			return what + " " + strconv.Itoa(i+1) + " (" + x.String() + ") is empty"
		}
		if i == 0 {
			continue
		}
		p := s[i-1]
		switch {
		case x.Lo <= p.Hi:
			return what + "s " + p.String() + " and " + x.String() + " overlap or are out of order"
		case contiguous && x.Lo-1 != p.Hi: // x.Lo > p.Hi, so x.Lo-1 cannot overflow
			return "gap between " + what + "s " + p.String() + " and " + x.String()
		}
	}
	return ""
}
