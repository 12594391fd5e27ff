package cem

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Move is a proposed move of a unit (CEM-M2, M4): a path for every
// figure, in the order of the unit's figures, each starting at the
// figure's position (a figure that stays has a one-point path), and the
// index of the lead figure, the one most advanced in the direction of
// march, whose move is measured. The direction of march is the lead's
// displacement. Charge asks for a charge (CEM-M4).
type Move struct {
	Lead   int
	Paths  []orb.LineString
	Charge bool
}

// Straight returns the move of u's figures straight to the points to,
// led by figure lead.
func Straight(u Unit, lead int, to []orb.Point) Move {
	m := Move{Lead: lead}
	for i, f := range u.Figures {
		p := f.At
		if i < len(to) {
			p = to[i]
		}
		m.Paths = append(m.Paths, orb.LineString{f.At, p})
	}
	return m
}

// Refusal is one reason a move breaks the rules: a machine-readable
// code, the rule, the figure (empty for the whole unit) and why.
type Refusal struct {
	Code   RefusalCode
	Rule   string
	Figure string
	Reason string
}

// RefusalCode names one way a move breaks the rules, for a program to
// test; [RefusalCode.Rule] is the rule it breaks.
type RefusalCode string

const (
	ImpassableTerrain   RefusalCode = "impassable-terrain"    // CEM-T2: a path enters difficulty 0
	OverAllowance       RefusalCode = "over-allowance"        // CEM-M1: the lead's move costs more than its allowance
	ChargeOverAllowance RefusalCode = "charge-over-allowance" // CEM-M4: a charge's lead costs more than double the allowance
	OverTwiceAllowance  RefusalCode = "over-twice-allowance"  // CEM-M2: a figure's move costs more than twice the allowance
	LeadStill           RefusalCode = "lead-still"            // CEM-M2: the lead does not move, no direction of march
	NotTheLead          RefusalCode = "not-the-lead"          // CEM-M2: a figure was more advanced than the lead
	AheadOfLead         RefusalCode = "ahead-of-lead"         // CEM-M2: a figure ends ahead of the lead
	OutOfFormation      RefusalCode = "out-of-formation"      // CEM-M2: the figures end out of formation
	TooClose            RefusalCode = "too-close"             // CEM-M3: a figure ends closer than 5 m to an enemy
	ChargeNotStraight   RefusalCode = "charge-not-straight"   // CEM-M4: a charging figure's path is not one segment
	ChargeGoal          RefusalCode = "charge-goal"           // CEM-M4: a charge ends neither near a visible enemy nor in cover
)

// Rule returns the ID of the rule that c breaks, "" for an unknown code.
func (c RefusalCode) Rule() string {
	switch c {
	case ImpassableTerrain:
		return "CEM-T2"
	case OverAllowance:
		return "CEM-M1"
	case OverTwiceAllowance, LeadStill, NotTheLead, AheadOfLead, OutOfFormation:
		return "CEM-M2"
	case TooClose:
		return "CEM-M3"
	case ChargeOverAllowance, ChargeNotStraight, ChargeGoal:
		return "CEM-M4"
	}
	return ""
}

// String formats r as "CEM-M3 keep 5 m away, f2: ends 4 m from ...":
// the rule with its short name, the figure, the reason.
func (r Refusal) String() string {
	if r.Figure == "" {
		return Cite(r.Rule) + ": " + r.Reason
	}
	return Cite(r.Rule) + ", " + r.Figure + ": " + r.Reason
}

// MoveCheck is the verdict on a proposed move: allowed, or refused with
// every reason, and what each figure's path costs.
type MoveCheck struct {
	// Allowance is the lead's allowance in force (doubled for a charge).
	Allowance float64
	// Costs are the metres each figure's path costs (CEM-T2), +Inf where
	// it is blocked.
	Costs []float64
	// Refusals lists every rule the move breaks; empty when it is allowed.
	Refusals []Refusal
}

// OK reports that the move is allowed.
func (c MoveCheck) OK() bool { return len(c.Refusals) == 0 }

// String lists the verdict and the reasons, one a line.
func (c MoveCheck) String() string {
	var w strings.Builder
	if c.OK() {
		fmt.Fprintf(&w, "move allowed (allowance %s m)\n", num(c.Allowance))
		return w.String()
	}
	fmt.Fprintf(&w, "move refused (allowance %s m):\n", num(c.Allowance))
	for _, r := range c.Refusals {
		fmt.Fprintf(&w, "  %v\n", r)
	}
	return w.String()
}

// CheckMove checks the move m of unit u among the enemy units, with the
// formation rule form (nil: no formation rule), and returns every reason
// it breaks the rules, not just the first:
//
//   - CEM-M2: the lead was the figure most advanced along the direction
//     of march; its path costs at most the allowance (CEM-M1; doubled for
//     a charge); every other figure's path costs at most twice that; no
//     figure ends further along the direction than the lead; the figures
//     end in formation; no path enters impassable terrain (CEM-T2).
//   - CEM-M3: no figure ends strictly closer than 5 m (base to base) to a
//     figure of an enemy unit; exactly 5 m is allowed. It applies to
//     charges too unless [Rules.ChargeIgnoresExclusion].
//   - CEM-M4, for a charge: every path is one straight segment, except a
//     figure that touched an obstacle at its start (it stood in or within
//     [Rules.EdgeReach] of a feature with cover or a difficulty other
//     than 1), which may go round it; and some figure ends within 5 m of a
//     figure of an enemy unit that the unit saw at the start, or in
//     terrain with cover 2 or more.
//
// Errors are for malformed input only: a nil or zero Board, an invalid
// unit, a lead out of range, a path count that differs from the figures',
// a path that does not start at its figure, a point off the board or not
// finite. Cost: each path priced once, and for a charge one sight line per
// pair of figures of the unit and an enemy unit.
func (b *Board) CheckMove(u Unit, m Move, enemies []Unit, form Formation) (MoveCheck, error) {
	if err := b.ready(); err != nil {
		return MoveCheck{}, err
	}
	if err := checkMoveInput(u, m, enemies); err != nil {
		return MoveCheck{}, err
	}
	n := len(u.Figures)
	c := MoveCheck{Allowance: u.Allowance(), Costs: make([]float64, n)}
	if m.Charge {
		c.Allowance *= 2
	}
	refuse := func(code RefusalCode, i int, format string, args ...any) {
		r := Refusal{Code: code, Rule: code.Rule(), Reason: fmt.Sprintf(format, args...)}
		if i >= 0 {
			r.Figure = u.figureName(i)
		}
		c.Refusals = append(c.Refusals, r)
	}
	if err := b.checkCosts(u, m, &c, refuse); err != nil {
		return MoveCheck{}, err
	}
	checkMarch(u, m, refuse)
	final := make([]Figure, n)
	for i, f := range u.Figures {
		f.At = m.Paths[i][len(m.Paths[i])-1]
		final[i] = f
	}
	if form != nil {
		for _, why := range form(final) {
			refuse(OutOfFormation, -1, "out of formation: %s", why)
		}
	}
	if !m.Charge || !b.rules.ChargeIgnoresExclusion {
		checkExclusion(final, enemies, refuse)
	}
	if m.Charge {
		if err := b.checkCharge(u, m, final, enemies, refuse); err != nil {
			return MoveCheck{}, err
		}
	}
	return c, nil
}

// checkMoveInput reports a malformed move: an invalid unit or enemy, a
// lead out of range, a path count that differs from the figures', a path
// that does not start at its figure.
func checkMoveInput(u Unit, m Move, enemies []Unit) error {
	if err := u.Validate(); err != nil {
		return err
	}
	n := len(u.Figures)
	if m.Lead < 0 || m.Lead >= n {
		return fmt.Errorf("cem: unit %q: lead %d out of range", u.Name, m.Lead)
	}
	if len(m.Paths) != n {
		return fmt.Errorf("cem: unit %q: %d paths for %d figures", u.Name, len(m.Paths), n)
	}
	for i, p := range m.Paths {
		if len(p) == 0 || p[0] != u.Figures[i].At {
			return fmt.Errorf("cem: unit %q: path of %s does not start at the figure", u.Name, u.figureName(i))
		}
	}
	var errs []error
	for _, e := range enemies {
		errs = append(errs, e.Validate())
	}
	return errors.Join(errs...)
}

// checkCosts prices every path (CEM-T2) against the allowance in force
// (CEM-M1, doubled for a charge, CEM-M4) and twice it for the others
// (CEM-M2).
func (b *Board) checkCosts(u Unit, m Move, c *MoveCheck, refuse func(RefusalCode, int, string, ...any)) error {
	over := OverAllowance
	if m.Charge {
		over = ChargeOverAllowance
	}
	for i, p := range m.Paths {
		pc, err := b.Cost(p)
		if err != nil {
			return fmt.Errorf("cem: unit %q, %s: %w", u.Name, u.figureName(i), err)
		}
		c.Costs[i] = pc.Total
		switch {
		case pc.Blocked:
			refuse(ImpassableTerrain, i, "its path enters impassable terrain (%s) at %s", b.name(pc.Block.Feature), pt(pc.Block.At))
		case i == m.Lead && pc.Total > c.Allowance:
			refuse(over, i, "the lead's move costs %s m, more than its allowance of %s m", num(pc.Total), num(c.Allowance))
		case i != m.Lead && pc.Total > 2*c.Allowance:
			refuse(OverTwiceAllowance, i, "its move costs %s m, more than twice the allowance (%s m)", num(pc.Total), num(2*c.Allowance))
		}
	}
	return nil
}

// checkMarch checks the direction of march (CEM-M2): the lead moves, no
// figure was ahead of it, none ends ahead of it.
func checkMarch(u Unit, m Move, refuse func(RefusalCode, int, string, ...any)) {
	end := func(i int) orb.Point { return m.Paths[i][len(m.Paths[i])-1] }
	lead := u.Figures[m.Lead].At
	dir := orb.Point{end(m.Lead)[0] - lead[0], end(m.Lead)[1] - lead[1]}
	if dir == (orb.Point{}) {
		refuse(LeadStill, m.Lead, "the lead figure does not move, so the unit has no direction of march")
		return
	}
	for i, f := range u.Figures {
		if i == m.Lead {
			continue
		}
		if advance(f.At, lead, dir) > 0 {
			refuse(NotTheLead, i, "it was more advanced in the direction of march than the lead %s: measure from it", u.figureName(m.Lead))
		}
		if advance(end(i), end(m.Lead), dir) > 0 {
			refuse(AheadOfLead, i, "it ends ahead of the lead %s in the direction of march", u.figureName(m.Lead))
		}
	}
}

// checkExclusion refuses every figure that ends closer than 5 m to an
// enemy figure (CEM-M3).
func checkExclusion(final []Figure, enemies []Unit, refuse func(RefusalCode, int, string, ...any)) {
	for i, f := range final {
		for _, e := range enemies {
			for j, g := range e.Figures {
				if closerThan(f.disc(), g.disc(), Exclusion) {
					refuse(TooClose, i, "it ends %s m from %s of %q, closer than %s m", num(f.disc().Distance(g.disc())), e.figureName(j), e.Name, num(Exclusion))
				}
			}
		}
	}
}

// checkCharge adds the refusals of CEM-M4.
func (b *Board) checkCharge(u Unit, m Move, final []Figure, enemies []Unit, refuse func(RefusalCode, int, string, ...any)) error {
	for i, p := range m.Paths {
		if len(p) <= 2 || b.touchesObstacle(u.Figures[i].At) {
			continue
		}
		refuse(ChargeNotStraight, i, "a charge moves in a straight line, and the figure touched no obstacle to go round")
	}
	for _, e := range enemies {
		seen, _, err := b.UnitSees(u, e)
		if err != nil {
			return err
		}
		if !seen {
			continue
		}
		for _, f := range final {
			for _, g := range e.Figures {
				if f.disc().Within(g.disc(), Exclusion) {
					return nil
				}
			}
		}
	}
	for _, f := range final {
		if s := b.Shelter(f.At); float64(s.Cover) >= ChargeCover {
			return nil
		}
	}
	refuse(ChargeGoal, -1, "a charge must end within %s m of a visible enemy unit or in terrain with cover %s or more", num(Exclusion), num(ChargeCover))
	return nil
}

// touchesObstacle reports whether a figure at p touches an obstacle: a
// feature other than a crest line, with cover or with a difficulty other
// than 1, that holds p or lies within the edge reach of it.
func (b *Board) touchesObstacle(p orb.Point) bool {
	reach := math.Max(b.rules.edgeReach(), 0)
	for _, i := range b.tb.AppendCandidatesInBound(nil, orb.Bound{Min: p, Max: p}.Pad(reach)) {
		if b.crest[i] || b.cover.At(i) == 0 && b.diff.At(i) == 1 {
			continue
		}
		f := b.tb.Feature(i)
		var d float64
		switch f.Shape {
		case terrain.Area:
			d = geom.PointPolygonDistance(p, f.Polygon)
		case terrain.Line:
			d = geom.PointLineStringDistance(p, f.LineString)
		default:
			continue
		}
		if d <= reach {
			return true
		}
	}
	return false
}
