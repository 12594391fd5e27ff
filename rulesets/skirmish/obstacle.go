package skirmish

import "strconv"

// Reason says whether an obstacle counts for a pair of models, and if not,
// which rule set it aside.
type Reason uint8

const (
	// Counts: the obstacle blocks every sight line that crosses it
	// (top-down), or that passes over it no higher than its Ht (diagonal).
	Counts Reason = iota
	// LowerThanEnd: lower than the actor's or the target's Ht (SKR-H1;
	// with Rules.LowerThanBoth, than both; Ht as Rules.Compare reads it).
	LowerThanEnd
	// BelowVantage: a model lower than the model on the vantage point, on
	// a diagonal sight line (SKR-V2).
	BelowVantage
	// LowTerrain: terrain whose Ht is no higher than the lower of the two
	// models, on a diagonal sight line (SKR-V2; Ht as Rules.Compare reads
	// it).
	LowTerrain
	// NearEdge: the vantage point a model stands on, ignored because the
	// model is within its own Ht of the edge (SKR-V1).
	NearEdge
	// Underfoot: the piece one of the two models stands on, which is not
	// between them when sight lines are drawn top-down.
	Underfoot
)

var reasonNames = [...]struct{ text, rule string }{{"counts", ""}, {"lower than an end", "SKR-H1"},
	{"below the model on the vantage point", "SKR-V2"}, {"terrain no higher than the lowest model", "SKR-V2"},
	{"edge within the model's Ht", "SKR-V1"}, {"underfoot", ""}}

// String names the reason and the rule behind it with its short name,
// such as "lower than an end (SKR-H1 lower objects)".
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		n := reasonNames[r]
		if n.rule == "" {
			return n.text
		}
		return n.text + " (" + Cite(n.rule) + ")"
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// Obstacle is a model or a terrain piece between two models, in an
// explanation of a [Sight].
type Obstacle struct {
	// Piece is true for a terrain piece, false for a model.
	Piece bool
	// ID is the model's or the piece's ID.
	ID string
	// Ht is the height compared by the rules: a model's Ht as
	// Rules.Compare reads it (its own Ht by default, its top with
	// CompareTop), a piece's Ht.
	Ht float64
	// Reason says whether it counts, or why it was ignored.
	Reason Reason
}

// String formats o as "model m2 (Ht 1)" or "piece house (Ht 3): underfoot".
func (o Obstacle) String() string {
	kind := "model"
	if o.Piece {
		kind = "piece"
	}
	s := kind + " " + o.ID + " (Ht " + strconv.FormatFloat(o.Ht, 'g', -1, 64) + ")"
	if o.Reason != Counts {
		s += ": " + o.Reason.String()
	}
	return s
}
