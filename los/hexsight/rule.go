package hexsight

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// Element is one element of a hex sight line as a [Rule] reads it:
// a hex (entered, an end, or only grazed on one route of an ambiguous
// passage) or a hexside the line crosses. Elements are read in order
// along the line, from either end (an explained [Sight.LoS] reads them
// from the observer, a field of view from the end smaller by Q then R),
// and A and B are the ends in that canonical order: so a rule that
// depends only on the element and on the unordered pair of ends is
// symmetric, whatever the order it is read in. A rule that needs the
// roles (the firer's own hex, cover that faces the target) reads
// Observer: it is then symmetric only if its answers are, which the
// symmetry laws of los/hexsight/hexsighttest check; the built-in rules
// never read it.
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
	// Height is the map's height of what stands on the hex
	// ([terrain.HexMap.Height]; 0 for a hexside, whose features carry
	// their own).
	Height float64
	// Line is the height of the sight line over the hex centre or the
	// hexside's midpoint, on the map's scale of heights: from the same
	// zero as Ground (an elevation), not above the ground there; 0
	// without an [Elevation] model.
	Line float64
	// A and B are the ends of the line in the canonical order, and GroundA
	// and GroundB their elevations.
	A, B             hex.Hex
	GroundA, GroundB float64
	// Observer is the observer's end, A or B (the first argument of
	// [Sight.LoS], the centre of a field of view).
	Observer hex.Hex
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

// ReadHex returns f(e). A nil f is an error of [New] (see Validate);
// read directly, it blocks every element, as a nil rule of [Join] does.
func (f RuleFunc) ReadHex(e *Element) (float64, bool) {
	if f == nil {
		return 0, true
	}
	return f(e)
}

// Validate reports a nil function.
func (f RuleFunc) Validate() error {
	if f == nil {
		return errors.New("hexsight: nil RuleFunc")
	}
	return nil
}

// Validator is implemented by rules that can be misconfigured (a nil
// function); [New] reports their errors.
type Validator interface {
	Validate() error
}

// Join combines hex rules: an element's score is the sum of theirs, and
// it blocks if any of them blocks it. A joined rule among them is read as
// its rules. A nil rule among them is never skipped: it is an error of
// the joined rule's Validate, and so of [New]; read directly, it blocks
// every element (as a nil part of los.All sees nothing).
func Join(rules ...Rule) Rule {
	rs := make(joinedRules, 0, len(rules))
	for _, r := range rules {
		if j, ok := r.(joinedRules); ok {
			rs = append(rs, j...)
		} else {
			rs = append(rs, r)
		}
	}
	return rs
}

// joinedRules is the rule Join returns: its rules, none of them joined.
type joinedRules []Rule

// reasonedRule is a rule of this package that names why it blocks (a
// ruleset's own rule blocks for BlockedByRule).
type reasonedRule interface {
	readWhy(e *Element) (score float64, blocks bool, why Reason)
}

// readWhy is ReadHex, with the reason of the first rule that blocks.
func (rs joinedRules) readWhy(e *Element) (float64, bool, Reason) {
	score, blocks, why := 0.0, false, BlockedByRule
	for _, r := range rs {
		var s float64
		var b bool
		w := BlockedByRule
		switch r := r.(type) {
		case nil:
			b = true
		case reasonedRule:
			s, b, w = r.readWhy(e)
		default:
			s, b = r.ReadHex(e)
		}
		score += s
		if b && !blocks {
			blocks, why = true, w
		}
	}
	return score, blocks, why
}

// Validate reports a nil rule, or the first rule that fails its own
// validation.
func (rs joinedRules) Validate() error {
	for k, r := range rs {
		if r == nil {
			return fmt.Errorf("hexsight: joined rule %d is nil", k)
		}
		if v, ok := r.(Validator); ok {
			if err := v.Validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// ReadHex sums the rules' scores; any of them blocks, and so does a nil
// rule.
func (rs joinedRules) ReadHex(e *Element) (float64, bool) {
	score, blocks, _ := rs.readWhy(e)
	return score, blocks
}

// ObstacleAbove blocks an element whose obstacle rises strictly above the
// sight line: top gives the height of an element's obstacle top (ground
// plus obstacle, such as e.Ground + e.Height, or the ground alone) and
// false where there is none; a
// NaN top blocks. It needs an [Elevation] model for the line's heights.
// Ends never block. A nil top is an error of [New] (the rule's Validate);
// read directly, it blocks nothing.
func ObstacleAbove(top func(e *Element) (float64, bool)) Rule {
	return obstacleAbove{top}
}

// obstacleAbove is the rule ObstacleAbove returns.
type obstacleAbove struct {
	top func(e *Element) (float64, bool)
}

// ReadHex blocks e if its obstacle's top is not below the line.
func (r obstacleAbove) ReadHex(e *Element) (float64, bool) {
	if e == nil || e.End || r.top == nil {
		return 0, false
	}
	h, ok := r.top(e)
	return 0, ok && !(h <= e.Line)
}

// Validate reports a nil top.
func (r obstacleAbove) Validate() error {
	if r.top == nil {
		return errors.New("hexsight: ObstacleAbove without a top function")
	}
	return nil
}

// BlindHexes is the blind-hex rule of [Elevation] (Blind: n) read through
// the hook rather than compiled: it decides the same lines, blocked at
// the same element, the crest, for the same reason, BlockedByBlind. It
// needs an Elevation model for the ground. n 0 blinds nothing; a negative
// n is an error of [New], as Elevation's.
func BlindHexes(n int) Rule {
	return blindHexes(n)
}

// blindHexes is the rule BlindHexes returns.
type blindHexes int

// Validate reports a negative n.
func (n blindHexes) Validate() error {
	if n < 0 {
		return fmt.Errorf("hexsight: BlindHexes(%d): negative", int(n))
	}
	return nil
}

// readWhy is ReadHex, with the reason.
func (n blindHexes) readWhy(e *Element) (float64, bool, Reason) {
	s, blocks := n.ReadHex(e)
	return s, blocks, BlockedByBlind
}

// ReadHex blocks a hex that blinds an end.
func (n blindHexes) ReadHex(e *Element) (float64, bool) {
	if e == nil || e.IsSide || e.End || e.Graze || n <= 0 {
		return 0, false
	}
	g := e.Ground
	blind := g > e.GroundB && g <= e.GroundA && e.Hex.Distance(e.B) <= int(n) ||
		g > e.GroundA && g <= e.GroundB && e.Hex.Distance(e.A) <= int(n)
	return 0, blind
}
