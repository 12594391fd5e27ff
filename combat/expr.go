package combat

import "strconv"

// MaxExprLen is the longest dice expression ParseDice reads.
const MaxExprLen = 256

// ExprError is a dice expression that does not parse: the expression, the
// 1-based byte position of the fault, and what was wrong.
type ExprError struct {
	Expr string
	Pos  int
	Msg  string
}

// Error formats as `combat: dice "2d6+": position 5: expected a number or die`.
// An expression longer than MaxExprLen is shown cut short. A nil
// *ExprError reads "combat: dice: no error (nil *ExprError)".
func (e *ExprError) Error() string {
	if e == nil {
		return "combat: dice: no error (nil *ExprError)"
	}
	return "combat: dice " + strconv.Quote(clip(e.Expr, MaxExprLen)) + ": position " + strconv.Itoa(e.Pos) + ": " + e.Msg
}

// ParseDice reads a dice expression: terms joined by + or −, each a
// constant ("1"), dice NdS ("2d6"; "d6" is 1d6), or dice keeping the K
// highest or lowest ("3d6kh2", "4d6kl3"; "k" alone means "kh"). Letters may
// be upper or lower case and spaces may surround terms: "2D6 - 1d6 + 1".
//
// Limits protect callers from hostile input: at most [MaxExprLen] bytes,
// [MaxTerms] terms, [MaxDice] dice of at most [MaxSides] sides per term;
// anything beyond is an [*ExprError], never a panic or a huge allocation.
func ParseDice(s string) (Dice, error) {
	p := parser{s: s}
	if len(s) > MaxExprLen {
		return Dice{}, p.fail(MaxExprLen+1, "longer than "+strconv.Itoa(MaxExprLen)+" bytes")
	}
	var terms []Term
	p.space()
	neg := false
	if p.peek() == '-' || p.peek() == '+' {
		neg = p.s[p.i] == '-'
		p.i++
		p.space()
	}
	for {
		if len(terms) == MaxTerms {
			return Dice{}, p.fail(p.i+1, "more than "+strconv.Itoa(MaxTerms)+" terms")
		}
		t, err := p.term()
		if err != nil {
			return Dice{}, err
		}
		t.Neg = neg
		terms = append(terms, t)
		p.space()
		if p.i == len(p.s) {
			return Dice{terms: terms}, nil
		}
		switch p.s[p.i] {
		case '+':
			neg = false
		case '-':
			neg = true
		default:
			return Dice{}, p.fail(p.i+1, "expected + or - between terms, found "+p.found())
		}
		p.i++
		p.space()
	}
}

// MustParseDice is ParseDice for expressions fixed in source code, such as
// a package-level table's dice; it panics on a malformed expression, the way
// regexp.MustCompile does. Use ParseDice for any input from users or files.
func MustParseDice(s string) Dice {
	d, err := ParseDice(s)
	if err != nil {
		panic(err)
	}
	return d
}

type parser struct {
	s string
	i int
}

func (p *parser) fail(pos int, msg string) *ExprError {
	return &ExprError{Expr: p.s, Pos: pos, Msg: msg}
}

// found quotes the character at p.i as the user wrote it (see quoteChar).
func (p *parser) found() string { return quoteChar(p.s[p.i:]) }

func (p *parser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *parser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

// number reads decimal digits, refusing values above limit as soon as
// they exceed it so no digit string can overflow.
func (p *parser) number(what string, limit int) (int, bool, error) {
	start := p.i
	n := 0
	for p.i < len(p.s) && '0' <= p.s[p.i] && p.s[p.i] <= '9' {
		n = n*10 + int(p.s[p.i]-'0')
		p.i++
		if n > limit {
			for p.i < len(p.s) && '0' <= p.s[p.i] && p.s[p.i] <= '9' {
				p.i++
			}
			return 0, true, p.fail(start+1, what+" "+p.s[start:p.i]+" exceeds the limit of "+strconv.Itoa(limit))
		}
	}
	return n, p.i > start, nil
}

func (p *parser) term() (Term, error) {
	start := p.i
	n, hasN, err := p.number("number", MaxDice*MaxSides)
	if err != nil {
		return Term{}, err
	}
	if c := p.peek(); c != 'd' && c != 'D' {
		if !hasN {
			if p.i == len(p.s) {
				return Term{}, p.fail(p.i+1, "expected a number or die, found end of expression")
			}
			return Term{}, p.fail(p.i+1, "expected a number or die, found "+p.found())
		}
		return Term{Const: n}, nil
	}
	if !hasN {
		n = 1
	}
	if n < 1 || n > MaxDice {
		return Term{}, p.fail(start+1, strconv.Itoa(n)+" dice, want 1.."+strconv.Itoa(MaxDice))
	}
	p.i++ // 'd'
	sidesAt := p.i
	s, hasS, err := p.number("sides", MaxSides)
	if err != nil {
		return Term{}, err
	}
	if !hasS {
		return Term{}, p.fail(p.i+1, "expected the number of sides after d")
	}
	if s < 1 {
		return Term{}, p.fail(sidesAt+1, "a die needs at least 1 side")
	}
	t := Term{N: n, Sides: s}
	if c := p.peek(); c == 'k' || c == 'K' {
		if err := p.keep(&t); err != nil {
			return Term{}, err
		}
	}
	return t, nil
}

// keep reads a keep rule after NdS: "k", "kh" or "kl", then how many.
func (p *parser) keep(t *Term) error {
	p.i++ // 'k'
	t.Keep = KeepHighest
	switch p.peek() {
	case 'h', 'H':
		p.i++
	case 'l', 'L':
		p.i++
		t.Keep = KeepLowest
	}
	kAt := p.i
	k, hasK, err := p.number("keep", MaxDice)
	if err != nil {
		return err
	}
	if !hasK {
		return p.fail(p.i+1, "expected how many dice to keep")
	}
	if k < 1 || k > t.N {
		return p.fail(kAt+1, "keep "+strconv.Itoa(k)+" of "+strconv.Itoa(t.N)+" dice, want 1.."+strconv.Itoa(t.N))
	}
	t.K = k
	return nil
}
