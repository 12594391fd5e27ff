package hexsight

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/terrain"
)

// Threshold is the built-in hindrance threshold: the line is unseen when
// its score (the hindrance of [Rules] plus every rule's score) reaches
// Limit (if Limit > 0). The hindrance of the two ends counts only with
// CountEnds. Its reading of an element adds nothing, the limit being on
// the whole line: New compiles it. A ruleset's own scores count
// towards it, so a ruleset's limit is a Threshold beside its own rule.
type Threshold struct {
	Limit     float64
	CountEnds bool
}

// ReadHex adds nothing: the limit applies to the whole line.
func (Threshold) ReadHex(*Element) (float64, bool) { return 0, false }

// Elevation is the built-in elevation model. Heights are taken at hex
// centres. The sight line runs from the observer's elevation + Eye to the
// target's elevation + Target, linear in the position of the projection
// of a hex's centre onto the centre-to-centre segment (the
// [Element.Line] every rule reads). An intervening hex blocks if its
// elevation, plus its terrain's Obstacle height, is strictly above the
// line at that point; a hexside feature with an Obstacle height blocks
// likewise at the side's midpoint, measured from the higher of its two
// hexes. Blocking terrain (Rules.Blocking) with an Obstacle height
// blocks only by that test; without one it always blocks. Eye and Target
// go with the roles: with Eye != Target, swap them to swap roles.
type Elevation struct {
	Eye, Target float64
	Obstacle    terrain.Key[float64]
}

// ReadHex blocks an intervening hex whose ground is strictly above the
// line: Elevation's reading without obstacles (those need the terrain
// type, which New compiles).
func (Elevation) ReadHex(e *Element) (float64, bool) {
	return 0, !e.IsSide && !e.End && e.Ground > e.Line
}

// Blind is the built-in blind-hex rule: an end E is blind, and the line
// blocked, when an intervening hex X entered by the line, no farther than
// Hexes hexes from E, is higher than E and no higher than the other end
// (the other end looks down over the crest X and cannot see the ground
// just behind it). Checking both ends keeps the rule symmetric. Compiled,
// it reports the line as BlockedByBlind; it needs an [Elevation] rule.
type Blind struct {
	Hexes int
}

// ReadHex blocks at a crest that blinds an end.
func (b Blind) ReadHex(e *Element) (float64, bool) {
	n := b.Hexes
	if e.IsSide || e.End || e.Graze || n <= 0 {
		return 0, false
	}
	g := e.Ground
	blind := g > e.GroundB && g <= e.GroundA && e.Hex.Distance(e.B) <= n ||
		g > e.GroundA && g <= e.GroundB && e.Hex.Distance(e.A) <= n
	return 0, blind
}

// compileHexRules reads the rules once: the built-ins into the kernel's
// model, the others joined into the hook's rule.
func compileHexRules(rules []Rule) (hexModel, error) {
	var c hexCompiler
	if err := c.add(rules, 0); err != nil {
		return hexModel{}, err
	}
	m := &c.mod
	switch len(c.own) {
	case 0:
	case 1:
		m.Rule = c.own[0]
	default:
		m.Rule = c.own
	}
	if math.IsNaN(m.Threshold) || math.IsNaN(m.EyeHeight) || math.IsNaN(m.TargetHeight) || m.Blind < 0 {
		return hexModel{}, errors.New("hexsight: hex rules: NaN threshold or height, or negative Blind")
	}
	if m.Blind > 0 && !m.Elevation {
		return hexModel{}, errors.New("hexsight: hex rules: Blind needs an Elevation rule")
	}
	return *m, nil
}

// hexCompiler collects rules: the built-ins seen, and the others.
type hexCompiler struct {
	mod  hexModel
	own  joinedHexRules
	seen [3]bool // Threshold, Elevation, Blind
}

// maxJoinDepth bounds the nesting of Join (a cycle cannot be
// built with values, but a deep chain could exhaust the stack).
const maxJoinDepth = 64

func (c *hexCompiler) add(rules []Rule, depth int) error {
	if depth > maxJoinDepth {
		return errors.New("hexsight: hex rules: Join nested too deep")
	}
	for _, r := range rules {
		k := -1
		r, err := builtinValue(r)
		if err != nil {
			return err
		}
		switch r := r.(type) {
		case nil:
		case joinedHexRules:
			if err := c.add(r, depth+1); err != nil {
				return err
			}
		case Threshold:
			k, c.mod.Threshold, c.mod.CountEnds = 0, r.Limit, r.CountEnds
		case Elevation:
			k, c.mod.Elevation, c.mod.EyeHeight, c.mod.TargetHeight, c.mod.ObstacleHeight = 1, true, r.Eye, r.Target, r.Obstacle
		case Blind:
			k, c.mod.Blind = 2, r.Hexes
		default:
			c.own = append(c.own, r)
		}
		if k >= 0 {
			if c.seen[k] {
				return fmt.Errorf("hexsight: hex rules: %T given twice", r)
			}
			c.seen[k] = true
		}
	}
	return nil
}

// builtinValue reads a pointer to a built-in rule as its value, so that
// it is compiled too; a nil one is an error.
func builtinValue(r Rule) (Rule, error) {
	var v Rule
	switch p := r.(type) {
	case *Threshold:
		if p != nil {
			v = *p
		}
	case *Elevation:
		if p != nil {
			v = *p
		}
	case *Blind:
		if p != nil {
			v = *p
		}
	default:
		return r, nil
	}
	if v == nil {
		return nil, fmt.Errorf("hexsight: hex rules: nil %T", r)
	}
	return v, nil
}
