package skirmish

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/rulesets/internal/problems"
)

// Table is a game table read for these rules: models, terrain pieces and
// the rules' readings. Build one with [NewTable]; it is immutable and
// safe for concurrent use.
type Table struct {
	rules  Rules
	models []Model
	pieces []Piece
	traits []pieceTraits
	stand  []int // per model, the index of the piece it stands on, or -1
	byID   map[string]int
	piece  map[string]int
	pool   sync.Pool // of *los.BaseSolver
}

// NewTable validates and copies models and pieces, deeply: changing a
// footprint's rings or a type's traits afterwards changes nothing here.
// Errors: unknown readings in r, an invalid
// model or piece, a duplicate ID (models and pieces each have their own
// IDs), a model standing on a piece that does not exist or whose
// footprint does not hold its base's centre, a model whose top (its Ht
// plus its piece's) is not a finite height. Every problem is reported, up
// to 20, then a count of the rest.
func NewTable(models []Model, pieces []Piece, r Rules) (*Table, error) {
	t := &Table{
		rules:  r,
		models: slices.Clone(models),
		pieces: make([]Piece, len(pieces)),
		byID:   make(map[string]int, len(models)),
		piece:  make(map[string]int, len(pieces)),
	}
	for i, p := range pieces {
		t.pieces[i] = p.clone()
	}
	var errs problems.List
	errs.Add(r.Validate())
	for i, p := range t.pieces {
		errs.Add(p.Validate())
		if _, dup := t.piece[p.ID]; dup {
			errs.Add(fmt.Errorf("skirmish: duplicate piece ID %q", p.ID))
		}
		t.piece[p.ID] = i
		pt, _ := readTraits(p.Type)
		t.traits = append(t.traits, pt)
	}
	for i, m := range t.models {
		errs.Add(m.Validate())
		if _, dup := t.byID[m.ID]; dup {
			errs.Add(fmt.Errorf("skirmish: duplicate model ID %q", m.ID))
		}
		t.byID[m.ID] = i
		s := -1
		if m.On != "" {
			j, ok := t.piece[m.On]
			switch {
			case !ok:
				errs.Add(fmt.Errorf("skirmish: model %q stands on unknown piece %q", m.ID, m.On))
			case t.pieces[j].Footprint.Locate(m.Base.Center) == geom.Outside:
				errs.Add(fmt.Errorf("skirmish: model %q stands on piece %q but its centre is outside the footprint", m.ID, m.On))
			case math.IsInf(t.pieces[j].Ht+m.Ht, 1):
				errs.Add(fmt.Errorf("skirmish: model %q: its top, Ht %g on piece %q of Ht %g, is not a finite height", m.ID, m.Ht, m.On, t.pieces[j].Ht))
			default:
				s = j
			}
		}
		t.stand = append(t.stand, s)
	}
	if err := errs.Err("skirmish: "); err != nil {
		return nil, err
	}
	t.pool.New = func() any { return new(los.BaseSolver) }
	return t, nil
}

// Rules returns the table's rules; the zero Rules for a nil Table.
func (t *Table) Rules() Rules {
	if t == nil {
		return Rules{}
	}
	return t.rules
}

// Models returns a copy of the models, in the order given; nil for a nil
// Table.
func (t *Table) Models() []Model {
	if t == nil {
		return nil
	}
	return slices.Clone(t.models)
}

// Pieces returns a deep copy of the pieces, in the order given; nil for a
// nil Table.
func (t *Table) Pieces() []Piece {
	if t == nil {
		return nil
	}
	out := make([]Piece, len(t.pieces))
	for i, p := range t.pieces {
		out[i] = p.clone()
	}
	return out
}

// Model returns the model called id, and false if there is none (on a nil
// or zero Table, none).
func (t *Table) Model(id string) (Model, bool) {
	if t == nil {
		return Model{}, false
	}
	i, ok := t.byID[id]
	if !ok {
		return Model{}, false
	}
	return t.models[i], true
}

// Piece returns the piece called id, and false if there is none (on a nil
// or zero Table, none).
func (t *Table) Piece(id string) (Piece, bool) {
	if t == nil {
		return Piece{}, false
	}
	i, ok := t.piece[id]
	if !ok {
		return Piece{}, false
	}
	return t.pieces[i].clone(), true
}

// Top returns the height of the top of the model called id above the
// table: the Ht of the piece it stands on plus its own Ht; false if there
// is no such model.
func (t *Table) Top(id string) (float64, bool) {
	if t == nil {
		return 0, false
	}
	i, ok := t.byID[id]
	if !ok {
		return 0, false
	}
	return t.top(i), true
}

// OnVantage reports whether the model called id stands on a vantage point
// (SKR-V1); false if there is no such model.
func (t *Table) OnVantage(id string) bool {
	if t == nil {
		return false
	}
	i, ok := t.byID[id]
	return ok && t.onVantage(i)
}

func (t *Table) top(i int) float64 { return t.surface(i) + t.models[i].Ht }

// surface is the height of what model i stands on: its piece's Ht, or 0.
func (t *Table) surface(i int) float64 {
	if s := t.stand[i]; s >= 0 {
		return t.pieces[s].Ht
	}
	return 0
}

// cmpHt is the height of model i that the height rules compare
// (Rules.Compare).
func (t *Table) cmpHt(i int) float64 {
	if t.rules.Compare == CompareTop {
		return t.top(i)
	}
	return t.models[i].Ht
}

// endHt is the height at which a diagonal sight line meets model i
// (Rules.Ends).
func (t *Table) endHt(i int) float64 {
	if t.rules.Ends == EndsAtSurface {
		return t.surface(i)
	}
	return t.top(i)
}

func (t *Table) onVantage(i int) bool {
	s := t.stand[i]
	return s >= 0 && t.pieces[s].Vantage()
}

// pair looks up the two models of a query; a nil Table has none.
func (t *Table) pair(actor, target string) (int, int, error) {
	if t == nil {
		return 0, 0, errors.New("skirmish: nil Table (build one with NewTable)")
	}
	a, ok := t.byID[actor]
	if !ok {
		return 0, 0, fmt.Errorf("skirmish: unknown model %q", actor)
	}
	b, ok := t.byID[target]
	if !ok {
		return 0, 0, fmt.Errorf("skirmish: unknown model %q", target)
	}
	return a, b, nil
}
