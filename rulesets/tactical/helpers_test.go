package tactical

import (
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// hex returns the hex of a label of the seed's map.
func labelled(t tb, s string) hex.Hex {
	t.Helper()
	h, err := SteinerLabels.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// steiner is the seed's worked example: its map, the rules it is read
// under and its declaration, for tests to change before declaring.
type steiner struct {
	Setup
	Rules Rules
	Map   *terrain.HexMap
}

// declare reads the map under the rules and declares the assault.
func (s steiner) declare() (*Assault, error) {
	g, err := NewGround(s.Map, s.Rules)
	if err != nil {
		return nil, err
	}
	return g.Declare(s.Setup)
}

// steinerSetup returns the seed's example, changed by edit.
func steinerSetup(t tb, edit func(*steiner)) steiner {
	t.Helper()
	g, setup, err := SteinerSetup(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	s := steiner{Setup: setup, Map: g.Map()}
	if edit != nil {
		edit(&s)
	}
	return s
}

// declare declares the seed's assault, changed by edit.
func declare(t tb, edit func(*steiner)) *Assault {
	t.Helper()
	a, err := steinerSetup(t, edit).declare()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// choose takes the legal choice of kind k (and side, for Leave), failing
// the test if there is none.
func choose(t tb, a *Assault, k ChoiceKind, h ...hex.Hex) []Event {
	t.Helper()
	for _, c := range a.Next().Choices {
		if c.Kind == k && (len(h) == 0 || c.Hex == h[0]) {
			evs, err := a.Choose(c)
			if err != nil {
				t.Fatal(err)
			}
			return evs
		}
	}
	t.Fatalf("%v: no choice of kind %d among %v", a.Phase(), k, a.Next().Choices)
	return nil
}

// roll makes the roll due with r, failing the test on error.
func roll(t tb, a *Assault, r *combat.Roller) []Event {
	t.Helper()
	evs, err := a.Roll(r)
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

// forced returns a roller over a script of faces.
func forced(faces ...int) *combat.Roller { return combat.NewRoller(combat.NewForced(faces...)) }

func frac(t tb, num, den int64) combat.Frac {
	t.Helper()
	f, err := combat.NewFrac(num, den)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func unitByID(us []Unit, id string) Unit {
	for _, u := range us {
		if u.ID == id {
			return u
		}
	}
	return Unit{}
}

// tb is what the helpers need of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// sampleFire, sampleCRT and sampleGround fail the test if the package's
// fixed sample data do not build.
func sampleFire(t tb) *combat.Table[int] {
	t.Helper()
	ft, err := SampleFireTable()
	if err != nil {
		t.Fatal(err)
	}
	return ft
}

func sampleCRT(t tb) *combat.Table[CRTCell] {
	t.Helper()
	crt, err := SampleCRT()
	if err != nil {
		t.Fatal(err)
	}
	return crt
}

// sampleGround is the seed's map read under the default rules.
func sampleGround(t tb) *Ground {
	t.Helper()
	g, _, err := SteinerSetup(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// factorCRT is an assault CRT with factor columns, which the rules refuse.
func factorCRT(t tb) *combat.Table[CRTCell] {
	t.Helper()
	cells, err := combat.ParseCells(sampleCRTCells, ParseCRTCell)
	if err != nil {
		t.Fatal(err)
	}
	crt, err := combat.NewTable(combat.TableSpec[CRTCell]{
		Name: "factors", Dice: combat.D6, Rows: combat.Spans(1, 6),
		Columns: combat.FactorColumns(combat.Spans(1, 6)...), Cells: cells,
	})
	if err != nil {
		t.Fatal(err)
	}
	return crt
}
