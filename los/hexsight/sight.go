package hexsight

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A hex LoS reads top to bottom: this file (Sight, New, LoS and run, which
// orders the ends), then walk.go, the one kernel, which reads the steps of
// program.go from the grid of grid.go and feeds the ruleset's rule of
// rule.go; rules.go holds what New compiles.

// Sight is a hex map compiled with its [Rules] for fast LoS queries.
// It is immutable and safe for concurrent use; each goroutine needs its own
// [Tracer]. The zero Sight is a map with no hexes: every hex is off it.
type Sight struct {
	m        *terrain.HexMap
	rules    Rules
	compiled compiledRules
	block    []bool
	hind     []float64
	obst     []float64
	hasObst  []bool
	sblock   []bool
	shind    []float64
	anySides bool
	grid     hexGrid
}

// New compiles r for m: it resolves every trait once per type. A nil m,
// an unknown spine policy, a NaN threshold, an eye or target height that
// is not finite or beyond ±terrain.MaxCoordinateBound, a negative Blind,
// a nil rule (in r.Rules or in a [Join]), and a rule whose Validate
// fails ([Validator]: a nil [RuleFunc]) are errors. A
// key of r that no type of m carries (terrain.CheckKeys: a typo such as
// "blocksLos" for "blocksLoS") is an error naming the nearest spelling,
// unless r lists it in Optional; leave a key unset (the zero Key) when the
// rules do not read it. A
// trait of the wrong kind is an error; a type that lacks a key another
// type carries reads it as false or 0. Its cost is O(H + B) time and
// memory, H the map's hexes and B the cells of its axial box (refused
// when the box is far larger than the map).
func New(m *terrain.HexMap, r Rules) (*Sight, error) {
	if m == nil {
		return nil, errors.New("hexsight: nil hex map")
	}
	c, err := compileRules(&r)
	if err != nil {
		return nil, err
	}
	hs := &Sight{m: m, rules: r.clone(), compiled: c}
	types := m.Types()
	if err := r.checkKeys(types, c.obstacle); err != nil {
		return nil, fmt.Errorf("hexsight: %w", err)
	}
	n := len(types)
	hs.block, _, err = boolColumn(types, r.Blocking, n)
	if err != nil {
		return nil, err
	}
	if hs.hind, _, err = numColumn(types, r.Hindrance, n); err != nil {
		return nil, err
	}
	if hs.obst, hs.hasObst, err = numColumn(types, c.obstacle, n); err != nil {
		return nil, err
	}
	if hs.sblock, _, err = boolColumn(types, r.SideBlocking, n); err != nil {
		return nil, err
	}
	if hs.shind, _, err = numColumn(types, r.SideHindrance, n); err != nil {
		return nil, err
	}
	hs.anySides = r.SideBlocking.Name() != "" || r.SideHindrance.Name() != "" || c.heights
	if err := hs.compileGrid(); err != nil {
		return nil, err
	}
	return hs, nil
}

func boolColumn(types []terrain.Type, k terrain.Key[bool], n int) ([]bool, []bool, error) {
	out, has := make([]bool, n), make([]bool, n)
	if k.Name() == "" {
		return out, has, nil
	}
	c, err := terrain.TypeColumn(types, k)
	if err != nil {
		return nil, nil, fmt.Errorf("hexsight: %w", err)
	}
	for i := range n {
		out[i], has[i] = c.Lookup(i)
	}
	return out, has, nil
}

func numColumn(types []terrain.Type, k terrain.Key[float64], n int) ([]float64, []bool, error) {
	out, has := make([]float64, n), make([]bool, n)
	if k.Name() == "" {
		return out, has, nil
	}
	c, err := terrain.TypeColumn(types, k)
	if err != nil {
		return nil, nil, fmt.Errorf("hexsight: %w", err)
	}
	for i := range n {
		out[i], has[i] = c.Lookup(i)
	}
	return out, has, nil
}

// Map returns the compiled map (nil for a nil or zero Sight).
func (hs *Sight) Map() *terrain.HexMap {
	if hs == nil {
		return nil
	}
	return hs.m
}

// Rules returns the compiled rules (a copy, sharing no memory with hs);
// the zero Rules for a nil Sight.
func (hs *Sight) Rules() Rules {
	if hs == nil {
		return Rules{}
	}
	return hs.rules.clone()
}

// ready reports a nil Sight or Tracer: the zero Sight is ready (a map
// with no hexes), a nil one is not.
func (hs *Sight) ready(tr *Tracer) error {
	switch {
	case hs == nil:
		return errors.New("hexsight: nil Sight")
	case tr == nil:
		return errors.New("hexsight: nil Tracer")
	}
	return nil
}

// Reason says why a hex sight line is blocked.
type Reason uint8

const (
	// Clear: not blocked.
	Clear Reason = iota
	// BlockedByTerrain: a hex's terrain blocks.
	BlockedByTerrain
	// BlockedBySide: a hexside feature blocks.
	BlockedBySide
	// BlockedByGround: higher ground (or an obstacle's top) is above the
	// sight line.
	BlockedByGround
	// BlockedByBlind: an end is in a blind hex behind a crest, the
	// element that blocks (see [Elevation]).
	BlockedByBlind
	// BlockedByHindrance: the score reached the threshold, or is NaN.
	BlockedByHindrance
	// OffMap: an end of the line is off the map.
	OffMap
	// BlockedByRule: the ruleset's [Rule] blocks an element.
	BlockedByRule
)

// String returns the reason's name.
func (r Reason) String() string {
	switch r {
	case Clear:
		return "clear"
	case BlockedByTerrain:
		return "terrain"
	case BlockedBySide:
		return "hexside"
	case BlockedByGround:
		return "ground"
	case BlockedByBlind:
		return "blind hex"
	case BlockedByHindrance:
		return "hindrance"
	case OffMap:
		return "off map"
	case BlockedByRule:
		return "rule"
	}
	return fmt.Sprintf("Reason(%d)", int(r))
}

// Contribution explains one element of a hex sight line: a hex whose
// interior the line enters, or the passage between two such hexes.
type Contribution struct {
	// Passage is false for a hex (Hex is set) and true for the passage
	// into the next hex (Via, Side, Alt and Route are set; Alt as in
	// [hex.LineStep], seen from the observer).
	Passage bool
	Hex     hex.Hex
	Via     hex.Via
	Side    hex.Side
	Alt     [2]hex.Hex
	// Route is the route taken at an ambiguous passage: 0 through Alt[0]
	// along a spine, or straight on at a vertex; 1 through Alt[1] along a
	// spine, or through the vertex hex Alt[0].
	Route int
	// Blocks and Reason say whether this element blocks, and why.
	Blocks bool
	Reason Reason
	// Hindrance is what this element adds to the sum.
	Hindrance float64
}

// Verdict is the answer of [Sight.LoS].
type Verdict struct {
	// Seen reports that the observer sees the target (and, by symmetry,
	// the target the observer).
	Seen bool
	// Score is the total along the line: hindrance plus the scores of the
	// Rules. When no element blocks, it is the whole line's, summed in
	// the canonical direction, so the same bit for bit whichever end
	// observes. When an element blocks, it is the sum of Steps' Hindrance
	// in order: what the observer's line meets until it is blocked, which
	// the other end reads from its own side.
	Score float64
	// Blocked reports that an element blocks the line (a score over the
	// threshold is reported by Seen and Reason alone).
	Blocked bool
	// Reason says why the line is blocked (Clear when Seen).
	Reason Reason
	// BlockedStep is the index in Steps of the first element, from the
	// observer, that blocks (a step of the explanation, not a distance);
	// -1 if none does (or the reason is the sum).
	BlockedStep int
	// Steps explains the line, hexes and passages alternating, in order
	// from the observer: Steps[0] is the observer's hex, and the last is
	// the target's or, when an element blocks, the first that blocks (a
	// hex) or the hex past it (a passage: the hex a blocking hexside
	// leads into, which counts in Score too). It is the tracer's buffer,
	// valid until the tracer's next use.
	Steps []Contribution
}

// Tracer is the reusable workspace of hex LoS; the zero value is ready.
// It is not safe for concurrent use.
type Tracer struct {
	steps []Contribution
	codes []stepCode // the step program of a line too long for the table: its rest, or all of it backwards
	elem  Element    // the element a Rule reads
	// Field of view: the targets marked hidden by the shadow pass of a
	// small radius (equal to stamp), and their sight heights; the sweep
	// of a large one.
	hidden []uint32
	stamp  uint32
	zB     []float64
	fov    fovSweep
}

// LoS decides whether the observer in hex from sees the target in hex to,
// under the compiled rules, and explains why. It allocates nothing once
// tr's buffers have grown.
//
// Symmetry: each element reads the same from either end, and a line that
// no element blocks is scored in one canonical direction (from the
// smaller hex, by Q then R), so LoS(a, b) and LoS(b, a) give the same
// Seen, and for a line that no element blocks the same Score, bit for
// bit, under every policy. The line is explained from the observer; a
// blocked one (Steps, BlockedStep, Reason, Score) up to the first element
// that blocks it there. The observer's and target's choice are symmetric
// too, because the chooser's interest goes with the
// role: whoever fires picks the route best for seeing, whoever is fired
// at the worst, so A firing at B and B firing at A under "attacker's
// choice" both take the best route. (Eye and target heights do go with
// the roles: with Elevation's Eye != Target, swap them to swap roles.)
// Cost: O(d) for ends d hexes apart (a ruleset's Rule is called once per
// element); the explanation holds at most 4d + 1 elements.
// A hex always sees itself, unless a rule scores it NaN: a line whose
// score is NaN (a NaN score of a rule) is not seen, with reason
// BlockedByHindrance. Ends off the map give Seen false with reason
// OffMap and no error. A nil hs or tr is an
// error.
func (hs *Sight) LoS(tr *Tracer, from, to hex.Hex) (v Verdict, err error) {
	if err := hs.ready(tr); err != nil {
		return Verdict{BlockedStep: -1}, err
	}
	if !hs.grid.on(from) || !hs.grid.on(to) {
		return Verdict{Reason: OffMap, BlockedStep: -1}, nil
	}
	if n := from.Distance(to); n > maxHexPathDistance {
		return Verdict{}, fmt.Errorf("hexsight: hex path %v->%v: distance %d above the limit %d", from, to, n, maxHexPathDistance)
	}
	hs.run(tr, from, to, true, &v)
	return v, nil
}

// run evaluates the line between two hexes of the map in the canonical
// direction (from the smaller hex, by Q then R) and reports whether that
// is the reverse of from -> to. With explain, the verdict's Steps are
// filled, in order from the observer, up to its first block from there
// (walkBack walks a reversed line from the observer); without, only Seen
// is meaningful and the walk stops as soon as it is decided.
//
// The verdict is written to v, field by field: a verdict returned by
// value is stored to a temporary and copied in 16-byte moves, which
// stall on the stores they read, at every call of the chain.
func (hs *Sight) run(tr *Tracer, from, to hex.Hex, explain bool, v *Verdict) (swapped bool) {
	g := &hs.grid
	r := &hs.compiled
	a, b := from, to
	var zA, zB float64
	if r.heights {
		zA = g.elev[g.index(from)] + r.eye
		zB = g.elev[g.index(to)] + r.target
	}
	swapped = to.Q < from.Q || to.Q == from.Q && to.R < from.R
	if swapped {
		a, b = to, from
		zA, zB = zB, zA
	}
	hs.walk(tr, a, b, zA, zB, explain, swapped, v)
	v.Blocked = v.BlockedStep >= 0
	if v.Seen && (r.limit > 0 && v.Score >= r.limit || v.Score != v.Score) {
		v.Seen, v.Reason = false, BlockedByHindrance
	}
	return swapped
}
