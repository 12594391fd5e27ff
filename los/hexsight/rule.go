package hexsight

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// Element is one element of a hex sight line as a [Rule] reads it:
// a hex (entered, an end, or only grazed on one route of an ambiguous
// passage) or a hexside the line crosses. Elements are read in the
// canonical direction (from the end smaller by Q then R), so a rule
// that depends only on the element and on the unordered pair of ends is
// symmetric.
type Element struct {
	// IsSide is false for a hex (Hex is set) and true for a hexside
	// (Side is set).
	IsSide bool
	Hex    hex.Hex
	Side   hex.Side
	// End reports a hex that is the observer's or the target's.
	End bool
	// Graze reports an element of one route of an ambiguous passage (a
	// hex touched at a vertex or flanking a spine, or a hexside into or
	// out of it): the spine policy chooses between the routes.
	Graze bool
	// Ground is the elevation of the hex, or of the higher of the
	// hexside's two hexes.
	Ground float64
	// Line is the height of the sight line above the hex centre or the
	// hexside's midpoint (0 without an [Elevation] model).
	Line float64
	// A and B are the ends of the line in the canonical order, and GroundA
	// and GroundB their elevations.
	A, B             hex.Hex
	GroundA, GroundB float64
}

// Rule is the extension point of hex sight, one method: it reads one
// element of a line and says what it adds to the score and whether it
// blocks. Its answers are joined with the terrain of [Rules] element
// by element, before the spine policy chooses a route, and a [Threshold]
// applies to the whole score; so hindrance, blocking terrain, heights and
// hexside obstacles of any game can be written as a Rule ([ObstacleAbove]
// and [BlindHexes] state the built-in [Elevation] model so).
// It must be deterministic and safe for concurrent use. Hexes off the
// map are not read (the hexsides to them are). A line read by a
// ruleset's own Rule costs one call per element, O(distance) in all;
// the built-ins are compiled and cost no call.
type Rule interface {
	ReadHex(e *Element) (score float64, blocks bool)
}

// RuleFunc adapts a function to a [Rule].
type RuleFunc func(e *Element) (score float64, blocks bool)

// ReadHex returns f(e).
func (f RuleFunc) ReadHex(e *Element) (float64, bool) { return f(e) }

// ruleWalk is walk for rules with a Rule: the exact path of
// hex.AppendLineSteps, each element read through the compiled grid and the
// rule, routes chosen by the spine policy. It has walk's contract.
func (hs *Sight) ruleWalk(tr *Tracer, a, b hex.Hex, zA, zB float64, explain, rev bool, out *Verdict) bool {
	g := &hs.grid
	tr.path, _ = hex.AppendLineSteps(tr.path[:0], a, b, hex.Supercover) // in range: checked by LoS
	path := tr.path
	d := b.Sub(a)
	den := dot2(d, d)
	l := lineTest{den2: 2 * den, zA: zA, zB: zB}
	l.fden2 = float64(l.den2)
	l.low = math.Inf(-1) // no filter
	// The element lives in the tracer: the rule's call would make a local
	// one escape.
	e := &tr.elem
	*e = Element{A: a, B: b, GroundA: g.elev[g.index(a)], GroundB: g.elev[g.index(b)]}
	w := ruleWalker{hs: hs, l: l, a: a, d: d, e: e}
	st := tr.steps[:0]
	v := Verdict{Seen: true, BlockedAt: -1}
	add := func(c Contribution, o option) {
		c.Blocks, c.Reason, c.Hindrance = o.blocks, o.reason, o.hind
		v.Score += o.hind
		if o.blocks && v.Seen {
			v.Seen, v.Reason, v.BlockedAt = false, o.reason, len(st)
		}
		st = append(st, c)
	}
	last := len(path) - 1
	for i, p := range path {
		if !v.Seen {
			break
		}
		if i > 0 {
			c := Contribution{Passage: true, Via: p.Via}
			switch p.Via {
			case hex.ViaSide:
				c.Side = p.Side()
			case hex.ViaVertex:
				c.Alt[0] = p.Alt
			case hex.ViaSpine:
				c.Alt[0], c.Alt[1] = p.Flanks()
			}
			prev := path[i-1].Hex
			var o option
			switch p.Via {
			case hex.ViaSide:
				o = w.side(prev, p.Hex, false)
			case hex.ViaVertex:
				o, c.Route = choose(hs.rules.Spine, w.side(prev, p.Hex, false), w.route(prev, p.Alt, p.Hex))
			case hex.ViaSpine:
				o, c.Route = choose(hs.rules.Spine, w.route(prev, c.Alt[0], p.Hex), w.route(prev, c.Alt[1], p.Hex))
			}
			add(c, o)
		}
		add(Contribution{Hex: p.Hex}, w.hex(p.Hex, i == 0 || i == last, false))
	}
	blind := hs.compiled.heights && hs.compiled.blind > 0 && hs.blindOn(path, a, b)
	if rev {
		reverseSteps(st)
		if v.BlockedAt >= 0 {
			v.BlockedAt = len(st) - 1 - v.BlockedAt
		}
	}
	tr.steps = st
	if explain {
		v.Steps = st
	}
	*out = v
	return blind
}

// ruleWalker reads the elements of one line.
type ruleWalker struct {
	hs *Sight
	l  lineTest
	a  hex.Hex
	d  hex.Hex
	e  *Element
}

// proj returns twice the projection numerator of h (dot2 with d).
func (w *ruleWalker) proj(h hex.Hex) int { return dot2(h.Sub(w.a), w.d) }

// height returns the sight line's height at doubled projection num.
func (w *ruleWalker) height(num int) float64 {
	l := &w.l
	num = min(max(num, 0), l.den2)
	return (l.zA*float64(l.den2-num) + l.zB*float64(num)) / l.fden2
}

// apply joins the rule's answer for the element with o.
func (w *ruleWalker) apply(o option) option {
	s, blocks := w.hs.compiled.rule.ReadHex(w.e)
	o.hind += s
	if blocks && !o.blocks {
		o.blocks, o.reason = true, BlockedByRule
	}
	return o
}

// hex reads hex h: an end, an intervening hex, or a grazed one.
func (w *ruleWalker) hex(h hex.Hex, end, graze bool) option {
	g := &w.hs.grid
	i, p := g.index(h), w.proj(h)
	var o option
	switch {
	case !g.on(h):
		// A grazed hex off the map: nothing there, not even for the rule.
		return option{}
	case end:
		if w.hs.compiled.countEnds {
			o.hind = g.hind[i]
		}
	default:
		o = cellOpt(g, &w.l, i, p)
	}
	*w.e = Element{Hex: h, End: end, Graze: graze, Ground: g.elev[i], Line: w.height(2 * p),
		A: w.e.A, B: w.e.B, GroundA: w.e.GroundA, GroundB: w.e.GroundB}
	return w.apply(o)
}

// side reads the hexside between neighbours h1 and h2.
func (w *ruleWalker) side(h1, h2 hex.Hex, graze bool) option {
	g := &w.hs.grid
	i1, i2 := g.index(h1), g.index(h2)
	p1, p2 := w.proj(h1), w.proj(h2)
	s, _ := hex.SideBetween(h1, h2)
	d, _ := h1.DirectionTo(h2)
	o := sideOpt(g, &w.l, i1, int(d), p1, p2)
	*w.e = Element{IsSide: true, Side: s, Graze: graze, Ground: max(g.elev[i1], g.elev[i2]), Line: w.height(p1 + p2),
		A: w.e.A, B: w.e.B, GroundA: w.e.GroundA, GroundB: w.e.GroundB}
	return w.apply(o)
}

// route reads the route from prev through the grazed hex f into next.
func (w *ruleWalker) route(prev, f, next hex.Hex) option {
	return join(join(w.side(prev, f, true), w.hex(f, false, true)), w.side(f, next, true))
}

// blindOn applies the blind-hex rule at both ends of path (from a to b).
func (hs *Sight) blindOn(path []hex.LineStep, a, b hex.Hex) bool {
	g := &hs.grid
	ea, eb := g.elev[g.index(a)], g.elev[g.index(b)]
	for k := 1; k < len(path)-1; k++ {
		h := path[k].Hex
		e := g.elev[g.index(h)]
		if e > eb && e <= ea && h.Distance(b) <= hs.compiled.blind || e > ea && e <= eb && h.Distance(a) <= hs.compiled.blind {
			return true
		}
	}
	return false
}

// reverseSteps presents the explanation from the other end: the order
// reverses, and a spine's flanks and route swap.
func reverseSteps(st []Contribution) {
	for i, j := 0, len(st)-1; i < j; i, j = i+1, j-1 {
		st[i], st[j] = st[j], st[i]
	}
	for i := range st {
		if st[i].Via == hex.ViaSpine {
			st[i].Alt[0], st[i].Alt[1] = st[i].Alt[1], st[i].Alt[0]
			st[i].Route = 1 - st[i].Route
		}
	}
}

// Join combines hex rules: an element's score is the sum of theirs, and
// it blocks if any of them blocks it. Nil rules are skipped, and a
// joined rule among them is read as its rules.
func Join(rules ...Rule) Rule {
	rs := make(joinedRules, 0, len(rules))
	for _, r := range rules {
		switch r := r.(type) {
		case nil:
		case joinedRules:
			rs = append(rs, r...)
		default:
			rs = append(rs, r)
		}
	}
	return rs
}

// joinedRules is the rule Join returns: its rules, none of them nil or
// joined.
type joinedRules []Rule

// ReadHex sums the rules' scores; any of them blocks.
func (rs joinedRules) ReadHex(e *Element) (float64, bool) {
	score, blocks := 0.0, false
	for _, r := range rs {
		s, b := r.ReadHex(e)
		score += s
		blocks = blocks || b
	}
	return score, blocks
}

// ObstacleAbove blocks an element whose obstacle rises strictly above the
// sight line: top gives the height of an element's obstacle top (ground
// plus obstacle, or the ground alone) and false where there is none. It
// needs an [Elevation] model for the line's heights. Ends never block.
func ObstacleAbove(top func(e *Element) (float64, bool)) Rule {
	return RuleFunc(func(e *Element) (float64, bool) {
		if e.End || top == nil {
			return 0, false
		}
		h, ok := top(e)
		return 0, ok && h > e.Line
	})
}

// BlindHexes is the blind-hex rule of [Elevation] (Blind: n) read through
// the hook rather than compiled: it decides the same lines, reporting them
// as BlockedByRule at the crest (the compiled rule reports BlockedByBlind
// for the whole line). It needs an Elevation model for the ground.
func BlindHexes(n int) Rule {
	return RuleFunc(func(e *Element) (float64, bool) {
		if e.IsSide || e.End || e.Graze || n <= 0 {
			return 0, false
		}
		g := e.Ground
		blind := g > e.GroundB && g <= e.GroundA && e.Hex.Distance(e.B) <= n ||
			g > e.GroundA && g <= e.GroundB && e.Hex.Distance(e.A) <= n
		return 0, blind
	})
}
