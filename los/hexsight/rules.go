package hexsight

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/warkit/warkit/terrain"
)

// SpinePolicy decides how a hex sight line that is ambiguous between two
// routes is read: along a hexside spine (through either flanking hex) or
// through a hex vertex (straight on, or through the hex touched at the
// vertex). See [Rules].
type SpinePolicy uint8

const (
	// SpineBoth, the default: the ambiguous stretch blocks only if both
	// routes block, and adds the smaller hindrance of the two.
	SpineBoth SpinePolicy = iota
	// SpineEither: it blocks if either route blocks, and adds the larger
	// hindrance.
	SpineEither
	// SpineObserverChoice (attacker's choice): at each ambiguous stretch
	// the route best for seeing is taken (not blocked, then least
	// hindrance), the one the firer would pick.
	SpineObserverChoice
	// SpineTargetChoice (defender's choice): the route worst for seeing is
	// taken (blocked, then most hindrance), the one the target would pick.
	SpineTargetChoice
)

// String returns the policy's name.
func (p SpinePolicy) String() string {
	switch p {
	case SpineBoth:
		return "both"
	case SpineEither:
		return "either"
	case SpineObserverChoice:
		return "observer's choice"
	case SpineTargetChoice:
		return "target's choice"
	}
	return fmt.Sprintf("SpinePolicy(%d)", int(p))
}

// Rules are the geometry and policy of hex LoS, all optional: the
// spine policy, the terrain that blocks and hinders, the built-in rules
// (a hindrance Threshold, an Elevation model), and the ruleset's own
// rules, read on each element of a line. The zero value sees everything
// on the map.
//
// Terrain is read through trait keys (a zero Key, with an empty name, is
// unused): a hex's terrain type, and each feature on a hexside, can block
// sight and add hindrance. The hindrance of every intervening hex and
// every crossed hexside feature is summed into the line's score.
//
// The built-ins are options, each set once here: New compiles them into
// its kernel, which reads them with no call per element. The ruleset's
// own rules ([Rule]) are read element by element from the same walk.
type Rules struct {
	Spine SpinePolicy

	Blocking      terrain.Key[bool]
	Hindrance     terrain.Key[float64]
	SideBlocking  terrain.Key[bool]
	SideHindrance terrain.Key[float64]

	// Threshold limits the score; the zero Threshold is no limit.
	Threshold Threshold
	// Elevation, if not nil, reads the map's elevations: a flat map
	// without it.
	Elevation *Elevation

	// Rules are the ruleset's own, read as one [Join]: their scores add
	// to the line's, and any of them blocks an element. A nil rule is an
	// error of New.
	Rules []Rule

	// Optional lists the keys above that the map's types may all lack (a
	// ruleset whose maps may have no blocking terrain), as
	// move.HexTraits.Optional does; every other key given must be
	// carried by some type (see [terrain.CheckKeys]), so that a typo is an
	// error naming the nearest trait present.
	Optional []terrain.TraitKey
}

// checkKeys checks r's trait keys and the elevation model's obstacle key
// against the map's types (see [terrain.CheckKeys]), the keys r lists in
// Optional marked so.
func (r *Rules) checkKeys(types []terrain.Type, obstacle terrain.TraitKey) error {
	keys := []terrain.TraitKey{r.Blocking, r.Hindrance, r.SideBlocking, r.SideHindrance, obstacle}
	return terrain.CheckKeys(types, terrain.MarkOptional(keys, r.Optional)...)
}

// Threshold is the built-in hindrance threshold: the line is unseen when
// its score (the hindrance of [Rules] plus the scores of its rules)
// reaches Limit (if Limit > 0). The hindrance of the two ends counts only
// with CountEnds. A ruleset's own scores count towards it, so a
// ruleset's limit is a Threshold beside its own rule.
type Threshold struct {
	Limit     float64
	CountEnds bool
}

// Elevation is the built-in elevation model. Heights are taken at hex
// centres. The sight line runs from the observer's elevation + Eye to the
// target's elevation + Target, linear in the position of the projection
// of a hex's centre onto the centre-to-centre segment (the
// [Element.Line] every rule reads). An intervening hex blocks if its
// top, its elevation plus the height of what stands on it, is strictly
// above the line at that point, as terrain documents a hex (the top of a
// wood on a hill is their sum). That height is the map's height for the
// hex ([terrain.HexMap.Height]) where the map gives one (not 0), of any
// terrain, else its terrain's Obstacle height if the terrain blocks
// (Rules.Blocking). A hexside feature with a height blocks likewise at
// the side's midpoint, measured from the higher of its two hexes.
// Blocking terrain with a height (the map's or its Obstacle) blocks only
// by that test; without one it always blocks. Without an Elevation model
// the map is flat and no height is read. Eye and Target go with the
// roles: with Eye != Target, swap them to swap roles.
//
// Blind, if positive, adds the blind-hex rule: an end E is blind, and
// the line blocked at X (BlockedByBlind, unless X blocks otherwise), when
// an intervening hex X entered by the line, no farther than Blind hexes
// from E, is higher than E and no higher than the other end (the other
// end looks down over the crest X and cannot see the ground just behind
// it). Checking both ends keeps the rule symmetric.
type Elevation struct {
	Eye, Target float64
	Obstacle    terrain.Key[float64]
	Blind       int
}

// compiledRules is what New keeps of the built-ins, flat for the
// kernel, and the ruleset's own rules joined into one (nil: none).
type compiledRules struct {
	limit       float64 // Threshold.Limit
	countEnds   bool
	heights     bool // an Elevation model
	eye, target float64
	obstacle    terrain.Key[float64]
	blind       int
	rule        Rule
}

// compileRules checks the built-ins of r and compiles them, with the
// ruleset's own rules joined.
func compileRules(r *Rules) (compiledRules, error) {
	var c compiledRules
	if r.Spine > SpineTargetChoice {
		return c, fmt.Errorf("hexsight: unknown spine policy %d", r.Spine)
	}
	if math.IsNaN(r.Threshold.Limit) {
		return c, errors.New("hexsight: rules: NaN threshold")
	}
	c.limit, c.countEnds = r.Threshold.Limit, r.Threshold.CountEnds
	if e := r.Elevation; e != nil {
		if !(math.Abs(e.Eye) <= terrain.MaxCoordinateBound) || !(math.Abs(e.Target) <= terrain.MaxCoordinateBound) {
			return c, fmt.Errorf("hexsight: rules: eye height %g and target height %g: each must be finite, within ±terrain.MaxCoordinateBound (%g)", e.Eye, e.Target, float64(terrain.MaxCoordinateBound))
		}
		if e.Blind < 0 {
			return c, fmt.Errorf("hexsight: rules: negative Blind %d", e.Blind)
		}
		c.heights, c.eye, c.target, c.obstacle, c.blind = true, e.Eye, e.Target, e.Obstacle, e.Blind
	}
	own := Join(r.Rules...).(joinedRules)
	if err := own.Validate(); err != nil {
		return c, err
	}
	if len(own) == 1 {
		c.rule = own[0]
	} else if len(own) > 1 {
		c.rule = own
	}
	return c, nil
}

// clone returns a copy of r that shares no memory with it.
func (r Rules) clone() Rules {
	r.Rules = slices.Clone(r.Rules)
	r.Optional = slices.Clone(r.Optional)
	if r.Elevation != nil {
		e := *r.Elevation
		r.Elevation = &e
	}
	return r
}
