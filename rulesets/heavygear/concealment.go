package heavygear

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// ConcealRate returns the rate of HG-K4 for a concealment class, as
// its full-units count reads it: light +1 per full 4 in, at least 1 from 2 in;
// medium +1 per full 2 in, at least 1 from 1 in; heavy +1 per full inch,
// at least 1 whatever the thickness. The second result is false for a
// class that does not conceal. (A function, not a map: nothing a caller
// does can change the chart under another goroutine.)
func ConcealRate(class string) (ConcealmentRate, bool) {
	switch class {
	case Light:
		return ConcealmentRate{Per: 4, AtLeast: 2, Min: 1}, true
	case Medium:
		return ConcealmentRate{Per: 2, AtLeast: 1, Min: 1}, true
	case Heavy:
		return ConcealmentRate{Per: 1, AtLeast: 0, Min: 1}, true
	}
	return ConcealmentRate{}, false
}

func conceals(class string) bool {
	_, ok := ConcealRate(class)
	return ok
}

// Speed is how fast the target moved (HG-K4).
type Speed int

const (
	Stationary  Speed = iota // 0
	CombatSpeed              // −1
	TopSpeed                 // −2
)

// String returns "stationary", "combat speed" or "top speed", and
// "Speed(n)" for an unknown speed.
func (s Speed) String() string {
	switch s {
	case Stationary:
		return "stationary"
	case CombatSpeed:
		return "combat speed"
	case TopSpeed:
		return "top speed"
	}
	return "Speed(" + strconv.Itoa(int(s)) + ")"
}

func (s Speed) points() int { return -int(s) }

// Modifier is a named ±n, such as a perk or a flaw (HG-K4).
type Modifier struct {
	Name  string
	Value int
}

// Situation is what the board cannot tell about one shot: the judgements
// a player makes by eye, and the target's actions.
type Situation struct {
	// Vehicles is the number of vehicles between shooter and target that
	// each hide at least half the target: +1 each.
	Vehicles int
	// SolidHidden is the fraction of the target, base excluded, that solid
	// objects hide, from 0 to 1: +1 if more than 0, +2 if more than half,
	// and no lock and no direct fire at all at 1.
	SolidHidden float64
	// Speed is the target's speed; UsedRanged reports that it used a
	// ranged or thrown weapon (−1).
	Speed      Speed
	UsedRanged bool
	// Perks are the target's perks and flaws that change concealment.
	Perks []Modifier
}

// HiddenPolicy says whether a completely hidden target also collects the
// points of a target more than half hidden (HG-K3, HG-K4).
type HiddenPolicy uint8

const (
	// HiddenAlsoHalf, the default, gives a completely hidden target the +2
	// of "more than half hidden" as well: completely hidden is more than
	// half hidden, so the total stays a true upper bound when a tool still
	// reads it (for observation, say) although no lock is possible.
	HiddenAlsoHalf HiddenPolicy = iota
	// HiddenOwnCase reads "completely hidden" as the seed lists it, a case
	// of its own that forbids any lock and direct fire and adds no
	// points: the total is what the other sources give.
	HiddenOwnCase
)

// String returns "also more than half" or "own case".
func (p HiddenPolicy) String() string {
	switch p {
	case HiddenAlsoHalf:
		return "also more than half"
	case HiddenOwnCase:
		return "own case"
	}
	return "HiddenPolicy(" + strconv.Itoa(int(p)) + ")"
}

// TouchPoints is what a piece the target's base touches gives when the
// line of fire does not cross it (HG-K3's default), and the least a
// touched piece gives when the line does cross it.
const TouchPoints = 1

// SourceKind says what a [Source] of concealment is.
type SourceKind int

const (
	FromTerrain  SourceKind = iota // a piece of light, medium or heavy terrain
	FromVehicles                   // vehicles between
	FromSolid                      // solid objects hiding part of the target
	FromSpeed                      // the target's speed
	FromWeapon                     // the target used a ranged or thrown weapon
	FromPerk                       // a perk or flaw
	FromFloor                      // the floor at 0
)

// Source is one line of a concealment explanation.
type Source struct {
	Kind SourceKind
	// Feature is the board index of a terrain piece (-1 otherwise), ID
	// its ID and Class its concealment class.
	Feature   int
	ID, Class string
	// Crossed is the length of the line of fire inside the piece;
	// Touched reports that the target's base touches it; Counts that it
	// conceals under HG-K3 (large enough, crossed or touched).
	Crossed float64
	Touched bool
	Counts  bool
	// Points is what the source adds.
	Points int
	// Why says how the points were found.
	Why string
}

// String formats s as one line of an explanation.
func (s Source) String() string {
	return fmt.Sprintf("%+d %s", s.Points, s.Why)
}

// Concealment is a target's total concealment against one shooter, with
// every source (HG-K3, HG-K4).
type Concealment struct {
	// Score is the total concealment, never below 0; Raw is the sum
	// before the floor.
	Score, Raw int
	// Hidden reports that solid objects hide the target completely: no
	// lock, passive or active, and no direct fire (it can still be
	// observed for indirect fire).
	Hidden bool
	// Sources lists terrain pieces in order along the line of fire (then
	// the touched ones), then vehicles, solid objects, speed, weapon and
	// perks; pieces that do not count are listed with 0 and why.
	Sources []Source
}

// String explains c, one source a line, such as
//
//	concealment 2
//	  +2 medium "jungle-1": 5 in crossed, 2 full 2 in
func (c Concealment) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "concealment %d", c.Score)
	if c.Hidden {
		b.WriteString(" (completely hidden by solid objects: no lock, no direct fire)")
	}
	b.WriteString("\n")
	for _, s := range c.Sources {
		b.WriteString("  " + s.String() + "\n")
	}
	return b.String()
}

// Concealer reads the concealment of targets on one board. It is
// immutable and safe for concurrent use: each call takes its own scratch
// space (a los.Tracer and the marks of the pieces that conceal the
// current target) from a pool.
type Concealer struct {
	board   *terrain.Board
	rules   Rules
	class   terrain.Column[string]
	size    []float64 // the piece's size for HG-K3, NaN if it has none
	scratch sync.Pool // of *concealScratch
}

// concealScratch is one call's working space.
type concealScratch struct {
	tr   *los.Tracer
	rule fullUnits
	ok   []bool // per feature: conceals the current target
}

// NewConcealer compiles the concealment traits of board b (inches)
// under the readings of r (TouchNothing, Hidden).
// Errors: a board not in inches, a trait of the wrong kind, a concealing
// piece without a size ([Size] or [CoverSize]).
func NewConcealer(b *terrain.Board, r Rules) (*Concealer, error) {
	if b == nil {
		return nil, fmt.Errorf("heavygear: nil board")
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if b.Unit() != Unit {
		return nil, fmt.Errorf("heavygear: board unit %q: want %q", b.Unit(), Unit)
	}
	class, err := terrain.FeatureColumn(b, ConcealClass)
	if err != nil {
		return nil, fmt.Errorf("heavygear: %w", err)
	}
	cs, err := terrain.FeatureColumn(b, CoverSize)
	if err != nil {
		return nil, fmt.Errorf("heavygear: %w", err)
	}
	sz, err := terrain.FeatureColumn(b, Size)
	if err != nil {
		return nil, fmt.Errorf("heavygear: %w", err)
	}
	c := &Concealer{board: b, rules: r, class: class, size: make([]float64, b.Len())}
	for i := range b.Len() {
		c.size[i] = math.NaN()
		if s, ok := sz.Lookup(i); ok {
			c.size[i] = s
		} else if s, ok := cs.Lookup(i); ok {
			c.size[i] = s
		}
		cl, _ := class.Lookup(i)
		if conceals(cl) && b.Feature(i).Shape == terrain.Area && math.IsNaN(c.size[i]) {
			return nil, fmt.Errorf("heavygear: feature %q conceals (%s) but has no size (trait %q or %q)", b.Feature(i).ID, cl, Size.Name(), CoverSize.Name())
		}
	}
	c.scratch.New = func() any {
		sc := &concealScratch{tr: los.NewTracer(b), ok: make([]bool, b.Len())}
		sc.rule.rates = func(i int) (ConcealmentRate, bool) {
			if !sc.ok[i] {
				return ConcealmentRate{}, false
			}
			r, _ := ConcealRate(c.class.At(i))
			return r, true
		}
		return sc
	}
	return c, nil
}

// ready refuses a nil Concealer and a zero one (not built by
// NewConcealer).
func (c *Concealer) ready() error {
	if c == nil || c.board == nil || c.scratch.New == nil {
		return fmt.Errorf("heavygear: nil or zero Concealer (build one with NewConcealer)")
	}
	return nil
}

// Board returns the board c reads; nil for a nil or zero Concealer.
func (c *Concealer) Board() *terrain.Board {
	if c == nil {
		return nil
	}
	return c.board
}

// Conceal returns the concealment of a target of Size size standing on
// base, against a shooter at from, in the situation sit (HG-K3, HG-K4).
// The line of fire runs from the shooter's point to the centre of the
// target's base.
//
// A piece of light, medium or heavy terrain (an Area) counts when its size
// is at least half the target's, and the line crosses it (a stretch of
// positive length) or the base touches it (the closed disc meets the
// closed area). A crossed piece gives the points of [ConcealRate] for
// each contiguous stretch, decided exactly (a full-units count); a piece the
// base touches but the line does not cross gives [TouchPoints] (or
// nothing, with TouchNothing); a piece both crossed and touched gives at
// least TouchPoints under the default, so that standing against a piece
// never conceals less than standing beside it.
//
// Errors: a nil or zero Concealer, a size below 1, an invalid base, a
// non-finite point, a fraction hidden outside [0, 1], a negative count of
// vehicles, an unknown speed, a situation beyond [MaxSituation] or with a
// perk name that is not valid UTF-8, terrain
// points beyond [MaxConcealment] (a line of fire across a million inches
// of woods). Cost: one trace of the line of fire, linear in the features
// it meets, and one pass over the board's features.
func (c *Concealer) Conceal(from orb.Point, size int, base geom.Disc, sit Situation) (Concealment, error) {
	if err := c.ready(); err != nil {
		return Concealment{}, err
	}
	if err := checkTarget(size, base, sit); err != nil {
		return Concealment{}, err
	}
	sc := c.scratch.Get().(*concealScratch)
	defer c.scratch.Put(sc)
	var out Concealment
	pieces, err := c.pieces(sc, from, size, base)
	if err != nil {
		return Concealment{}, err
	}
	for _, p := range pieces {
		s := c.explain(p.src, p.n, size)
		out.Sources = append(out.Sources, s)
		out.Raw += s.Points
	}
	c.situation(&out, sit)
	out.Score = out.Raw
	if out.Score < 0 {
		out.Sources = append(out.Sources, Source{Kind: FromFloor, Feature: -1, Points: -out.Raw, Why: "the total never goes below 0"})
		out.Score = 0
	}
	return out, nil
}

// MaxSituation bounds the counts and values of a [Situation]: vehicles,
// perks, and the value of one perk. No game comes near it; it keeps the
// total far from overflowing on any platform.
const MaxSituation = 1000

// MaxConcealment bounds the points terrain gives along one line of fire
// (a million inches of heavy terrain): with [MaxSituation], it keeps every
// total of a [Concealment] within an int32.
const MaxConcealment = 1 << 20

// checkTarget reports a target or a situation Conceal cannot read.
func checkTarget(size int, base geom.Disc, sit Situation) error {
	if size < 1 {
		return fmt.Errorf("heavygear: target size %d: want at least 1", size)
	}
	if err := base.Validate(); err != nil {
		return fmt.Errorf("heavygear: target base: %w", err)
	}
	if !(sit.SolidHidden >= 0 && sit.SolidHidden <= 1) {
		return fmt.Errorf("heavygear: fraction hidden by solid objects %v: want 0 to 1", sit.SolidHidden)
	}
	if sit.Speed < Stationary || sit.Speed > TopSpeed {
		return fmt.Errorf("heavygear: unknown speed %d", int(sit.Speed))
	}
	if sit.Vehicles < 0 || sit.Vehicles > MaxSituation {
		return fmt.Errorf("heavygear: %d vehicles between: want 0 to %d", sit.Vehicles, MaxSituation)
	}
	if len(sit.Perks) > MaxSituation {
		return fmt.Errorf("heavygear: %d perks and flaws: want at most %d", len(sit.Perks), MaxSituation)
	}
	for _, m := range sit.Perks {
		if !utf8.ValidString(m.Name) {
			return fmt.Errorf("heavygear: perk or flaw %q: not valid UTF-8", m.Name)
		}
		if m.Value < -MaxSituation || m.Value > MaxSituation {
			return fmt.Errorf("heavygear: perk or flaw %q of %+d: want at most ±%d", m.Name, m.Value, MaxSituation)
		}
	}
	return nil
}

// concealing is a terrain piece met by the line of fire or touched by the
// target's base, and the number of stretches of the line inside it.
type concealing struct {
	src Source
	n   int
}

// pieces returns the concealing pieces in order along the line of fire,
// then those the base touches, each once (HG-K3).
func (c *Concealer) pieces(sc *concealScratch, from orb.Point, size int, base geom.Disc) ([]concealing, error) {
	b := c.board
	c.mark(sc.ok, size)
	sg, err := sc.tr.Trace(geom.Segment{A: from, B: base.Center}, 0, 0)
	if err != nil {
		return nil, fmt.Errorf("heavygear: %w", err)
	}
	v := los.Feed(sg, &sc.rule)
	var pieces []concealing
	find := func(f int) *concealing {
		for k := range pieces {
			if pieces[k].src.Feature == f {
				return &pieces[k]
			}
		}
		cl := c.class.At(f)
		if !conceals(cl) || b.Feature(f).Shape != terrain.Area {
			return nil
		}
		pieces = append(pieces, concealing{src: Source{Kind: FromTerrain, Feature: f, ID: b.Feature(f).ID, Class: cl, Counts: sc.ok[f]}})
		return &pieces[len(pieces)-1]
	}
	total := 0.0
	for _, ct := range v.Contributions {
		if total += ct.Amount; !(total <= MaxConcealment) {
			return nil, fmt.Errorf("heavygear: the line of fire crosses more than %d points of concealment (MaxConcealment)", MaxConcealment)
		}
		if p := find(ct.Feature); p != nil {
			p.src.Crossed += sg.Crossings[ct.Crossing].Length
			p.src.Points += int(ct.Amount)
			p.n++
		}
	}
	for _, f := range b.AppendCandidatesInBound(nil, base.Bound()) {
		if !conceals(c.class.At(f)) || b.Feature(f).Shape != terrain.Area || !base.WithinPolygon(b.Feature(f).Polygon, 0) {
			continue
		}
		if p := find(f); p != nil {
			p.src.Touched = true
		}
	}
	return pieces, nil
}

// mark flags in ok the pieces that conceal a target of Size size (HG-K3):
// a class that conceals, an area, a size at least half the target's.
func (c *Concealer) mark(ok []bool, size int) {
	b := c.board
	for i := range b.Len() {
		ok[i] = conceals(c.class.At(i)) && b.Feature(i).Shape == terrain.Area && 2*c.size[i] >= float64(size)
	}
}

// explain settles the points of one piece crossed n times or touched, and
// says why.
func (c *Concealer) explain(s Source, n, size int) Source {
	rt, _ := ConcealRate(s.Class)
	name := fmt.Sprintf("%s %q", s.Class, s.ID)
	switch {
	case !s.Counts:
		s.Points = 0
		s.Why = fmt.Sprintf("%s: size %s is less than half the target's %d: does not conceal", name, num(c.size[s.Feature]), size)
	case s.Crossed > 0:
		s.Why = fmt.Sprintf("%s: %s in crossed: %s", name, num(s.Crossed), rateText(rt))
		if n > 1 {
			s.Why += fmt.Sprintf(" (%d stretches, each counted on its own)", n)
		}
		if s.Touched && !c.rules.TouchNothing && s.Points < TouchPoints {
			s.Points = TouchPoints
			s.Why += "; the base touches it: at least 1"
		}
	case c.rules.TouchNothing:
		s.Points = 0
		s.Why = name + ": the base touches it, the line does not cross it: nothing (option)"
	default:
		s.Points = TouchPoints
		s.Why = name + ": the base touches it, the line does not cross it"
	}
	return s
}

// situation adds what the board cannot tell (HG-K4): vehicles, solid
// objects, speed, weapon, perks.
func (c *Concealer) situation(out *Concealment, sit Situation) {
	add := func(kind SourceKind, pts int, why string) {
		out.Sources = append(out.Sources, Source{Kind: kind, Feature: -1, Points: pts, Why: why})
		out.Raw += pts
	}
	if sit.Vehicles > 0 {
		add(FromVehicles, sit.Vehicles, fmt.Sprintf("%d vehicle(s) between, each hiding at least half the target", sit.Vehicles))
	}
	switch h := sit.SolidHidden; {
	case h == 1 && c.rules.Hidden == HiddenOwnCase:
		out.Hidden = true
		add(FromSolid, 0, "solid objects hide the target completely: no lock and no direct fire (its own case: no points, option)")
	case h == 1:
		out.Hidden = true
		add(FromSolid, 2, "solid objects hide the target completely: no lock and no direct fire")
	case h > 0.5:
		add(FromSolid, 2, fmt.Sprintf("solid objects hide %s of the target: more than half", pct(h)))
	case h > 0:
		add(FromSolid, 1, fmt.Sprintf("solid objects hide %s of the target: more than its base", pct(h)))
	}
	if sit.Speed != Stationary {
		add(FromSpeed, sit.Speed.points(), "target at "+sit.Speed.String())
	}
	if sit.UsedRanged {
		add(FromWeapon, -1, "target used a ranged or thrown weapon")
	}
	for _, m := range sit.Perks {
		add(FromPerk, m.Value, "perk or flaw "+strconv.Quote(m.Name))
	}
}

func rateText(r ConcealmentRate) string {
	s := "+1 per full " + num(r.Per) + " in"
	if r.AtLeast > 0 {
		return s + ", at least 1 from " + num(r.AtLeast) + " in"
	}
	return s + ", at least 1 whatever the thickness"
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', 4, 64) }

func pct(f float64) string { return strconv.FormatFloat(f*100, 'g', 3, 64) + "%" }
