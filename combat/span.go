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

// Spans returns one single-value span per value lo..hi, the rows of a table
// with one row per roll.
func Spans(lo, hi int) []Span {
	if lo > hi || hi-lo > 1<<16 {
		return nil
	}
	s := make([]Span, 0, hi-lo+1)
	for v := lo; v <= hi; v++ {
		s = append(s, At(v))
	}
	return s
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
		case contiguous && x.Lo != p.Hi+1:
			return "gap between " + what + "s " + p.String() + " and " + x.String()
		}
	}
	return ""
}
