package ground

import (
	"strconv"
	"strings"

	"github.com/paulmach/orb"
)

// ItemKind says what an [Item] of a path's cost is.
type ItemKind uint8

const (
	// ItemStretch is a part of a leg inside one terrain, or in open ground.
	ItemStretch ItemKind = iota
	// ItemCrossing is a crossing of a Line feature.
	ItemCrossing
	// ItemClimb is a change of ground height.
	ItemClimb
	// ItemContact is where the mover's base (Options.Clearance) would
	// first overlap an impassable feature or leave the board: it blocks
	// the path. Its Feature is -1 for the board's edge.
	ItemContact
)

// String returns "stretch", "crossing", "climb" or "contact".
func (k ItemKind) String() string {
	switch k {
	case ItemStretch:
		return "stretch"
	case ItemCrossing:
		return "crossing"
	case ItemClimb:
		return "climb"
	case ItemContact:
		return "contact"
	}
	return "ItemKind(" + strconv.Itoa(int(k)) + ")"
}

// Item is one line of the explanation of a path's cost.
type Item struct {
	Kind ItemKind
	// Feature is the feature that sets the rate of a stretch (-1 for open
	// ground), the Line crossed, the feature that gives the new ground
	// height of a climb (-1 for the base ground), or the feature a base
	// touches (-1 for the board's edge).
	Feature int
	// T0 and T1 are where the item lies along its leg, as parameters from
	// 0 at the leg's start to 1 at its end (T0 == T1 for crossings and
	// climbs), and At is the point at T0.
	T0, T1 float64
	At     orb.Point
	// Length is the length of a stretch, and Rate its MP per unit.
	Length, Rate float64
	// Rise is the height change of a climb (negative going down).
	Rise float64
	// Cost is the MP the item charges after rounding: +Inf if Blocked.
	Cost float64
	// Blocked marks the impassable item that ends the path.
	Blocked bool

	s0 float64 // distance along the whole path at T0 (stretches)
}

// Leg is one straight leg of a path and what it costs.
type Leg struct {
	From, To orb.Point
	Length   float64
	Cost     float64
	// First and Count select the leg's items in [PathCost.Items].
	First, Count int
}

// Block says where and why a path cannot go on.
type Block struct {
	// Leg is the index of the leg, Feature the feature that blocks it (-1
	// for base ground, for a climb, or the board's edge), At the point
	// where the path meets it. Leg is -1 when [Ground.CheapestPath] finds
	// no path at all: At is then the end concerned.
	Leg     int
	Feature int
	At      orb.Point
	// Reason is "impassable area", "impassable line" or "rise too
	// steep"; for a base (Options.Clearance), "base overlaps impassable
	// area", "base overlaps impassable line" or "base off the board".
	// When CheapestPath finds no path, also "enclosed by impassable
	// area", "enclosed by impassable line" or "no path found".
	Reason string
}

// PathCost is the cost of a path across a board, with its working: each
// leg, and within each leg the stretches, crossings and climbs in order
// along it. Its slices belong to the [Tape] that measured it, valid until
// the tape's next use.
type PathCost struct {
	// Total is the MP the path costs: the sum of its legs; +Inf if, and
	// only if, blocked (a cost beyond the float64 range is an error).
	Total float64
	Legs  []Leg
	Items []Item
	// Blocked reports that the path meets something impassable; Block
	// says where. Legs and Items then stop there.
	Blocked bool
	Block   Block
}

// LegItems returns the items of leg i, 0 <= i < len(p.Legs): nil if
// there is no leg i, or if its First and Count do not select items of
// p.Items (a PathCost not made by Cost).
func (p PathCost) LegItems(i int) []Item {
	if i < 0 || i >= len(p.Legs) {
		return nil
	}
	l := p.Legs[i]
	if l.First < 0 || l.Count < 0 || l.First > len(p.Items) || l.Count > len(p.Items)-l.First {
		return nil
	}
	return p.Items[l.First : l.First+l.Count]
}

// String explains p, one line per leg and item, such as
//
//	total 25
//	leg 0 (0 0)-(15 0) length 15: 25
//	  stretch open 0..5 length 5 x 1 = 5
//	  stretch feature 0 5..15 length 10 x 2 = 20
//
// Features are named by index; [Ground.Explain] names them by ID.
func (p PathCost) String() string { return p.explain(nil) }

func (p PathCost) explain(name func(int) string) string {
	if name == nil {
		name = func(i int) string { return "feature " + strconv.Itoa(i) }
	}
	var b strings.Builder
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }
	pt := func(q orb.Point) string { return "(" + num(q[0]) + " " + num(q[1]) + ")" }
	b.WriteString("total " + num(p.Total) + "\n")
	for i, l := range p.Legs {
		b.WriteString("leg " + strconv.Itoa(i) + " " + pt(l.From) + "-" + pt(l.To) + " length " + num(l.Length) + ": " + num(l.Cost) + "\n")
		for _, it := range p.LegItems(i) {
			b.WriteString("  ")
			switch it.Kind {
			case ItemStretch:
				what := "open"
				if it.Feature >= 0 {
					what = name(it.Feature)
				}
				b.WriteString("stretch " + what + " at " + pt(it.At) + " length " + num(it.Length) + " x " + num(it.Rate))
			case ItemCrossing:
				b.WriteString("crossing " + name(it.Feature) + " at " + pt(it.At))
			case ItemClimb:
				b.WriteString("climb " + num(it.Rise) + " at " + pt(it.At))
			case ItemContact:
				what := "board edge"
				if it.Feature >= 0 {
					what = name(it.Feature)
				}
				b.WriteString("contact " + what + " at " + pt(it.At))
			}
			if it.Blocked {
				b.WriteString(": blocked\n")
				continue
			}
			b.WriteString(" = " + num(it.Cost) + "\n")
		}
	}
	if p.Blocked {
		b.WriteString(p.Block.explain(name, pt))
	}
	return b.String()
}

// explain returns the line of an explanation that says where and why
// the path is blocked, or why there is none (Leg -1).
func (k Block) explain(name func(int) string, pt func(orb.Point) string) string {
	line := "blocked at " + pt(k.At) + " on leg " + strconv.Itoa(k.Leg) + ": " + k.Reason
	if k.Leg < 0 {
		line = "no path: " + k.Reason + " at " + pt(k.At)
	}
	if k.Feature >= 0 {
		line += " (" + name(k.Feature) + ")"
	}
	return line + "\n"
}
