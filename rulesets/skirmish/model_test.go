package skirmish

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// SKR-B1: every object has a base; models are usually on round 30, 40 or
// 50 mm bases (any size is allowed), a terrain piece's base is its
// footprint.
func TestSKR_B1_Bases(t *testing.T) {
	for _, c := range []struct {
		name string
		mm   float64
		want float64
	}{{"30 mm", Base30, 15 / 25.4}, {"40 mm", Base40, 20 / 25.4}, {"50 mm", Base50, 25 / 25.4}, {"any size: 120 mm", 120, 60 / 25.4}} {
		t.Run(c.name, func(t *testing.T) {
			m := NewModel("m", orb.Point{1, 2}, c.mm, 2)
			if math.Abs(m.Base.R-c.want) > 1e-15 || m.Base.Center != (orb.Point{1, 2}) || m.Ht != 2 || m.On != "" {
				t.Errorf("NewModel = %+v, want radius %g in", m, c.want)
			}
		})
	}
	for _, c := range []struct {
		name string
		m    Model
		want string // "" for valid
	}{
		{"valid", disc("m", 0, 0, 0.5, 1), ""},
		{"point base", disc("m", 0, 0, 0, 1), ""},
		{"Ht 0", disc("m", 0, 0, 0.5, 0), ""},
		{"no ID", disc("", 0, 0, 0.5, 1), "no ID"},
		{"negative radius", disc("m", 0, 0, -1, 1), "negative"},
		{"NaN centre", disc("m", math.NaN(), 0, 1, 1), "not finite"},
		{"negative Ht", disc("m", 0, 0, 1, -1), "Ht -1"},
		{"NaN Ht", disc("m", 0, 0, 1, math.NaN()), "Ht NaN"},
		{"infinite Ht", disc("m", 0, 0, 1, math.Inf(1)), "Ht +Inf"},
	} {
		t.Run(c.name, func(t *testing.T) { wantErr(t, c.m.Validate(), c.want) })
	}
	for _, c := range []struct {
		name string
		p    Piece
		want string
	}{
		{"valid", piece("p", building, 3, rect(0, 0, 1, 1)), ""},
		{"no ID", piece("", building, 3, rect(0, 0, 1, 1)), "no ID"},
		{"open ring", Piece{ID: "p", Footprint: geom.Polygon{orb.Ring{{0, 0}, {1, 0}, {1, 1}}}, Ht: 1}, "p"},
		{"negative Ht", piece("p", building, -1, rect(0, 0, 1, 1)), "Ht -1"},
		{"opaque as a number", piece("p", terrain.NewType("odd", terrain.Number("opaque").Is(1)), 1, rect(0, 0, 1, 1)), "opaque"},
	} {
		t.Run(c.name, func(t *testing.T) { wantErr(t, c.p.Validate(), c.want) })
	}
}

// SKR-B1 on a table: IDs are unique, a model stands on a piece that exists
// and holds its centre.
func TestSKR_B1_TableValidation(t *testing.T) {
	house := piece("house", building, 3, rect(0, 0, 4, 4))
	for _, c := range []struct {
		name   string
		models []Model
		pieces []Piece
		want   string
	}{
		{"valid", []Model{disc("a", 2, 2, 0.5, 1).Standing("house"), disc("b", 6, 2, 0.5, 1)}, []Piece{house}, ""},
		{"centre on the footprint's edge", []Model{disc("a", 4, 2, 0.5, 1).Standing("house")}, []Piece{house}, ""},
		{"duplicate model", []Model{disc("a", 0, 0, 1, 1), disc("a", 5, 0, 1, 1)}, nil, "duplicate model"},
		{"duplicate piece", nil, []Piece{house, house}, "duplicate piece"},
		{"unknown piece", []Model{disc("a", 2, 2, 0.5, 1).Standing("tower")}, []Piece{house}, "unknown piece"},
		{"centre off the piece", []Model{disc("a", 5, 2, 0.5, 1).Standing("house")}, []Piece{house}, "outside the footprint"},
		{"invalid model", []Model{disc("a", 0, 0, -1, 1)}, nil, "negative"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewTable(c.models, c.pieces, Rules{})
			wantErr(t, err, c.want)
		})
	}
	if _, err := (&Table{}).LoS("x", "y"); err == nil {
		t.Error("LoS of unknown models: want an error")
	}
}

// SKR-B1: models have no facing, so turning the whole table (and every
// base with it) changes no verdict: the answer depends on the layout only.
func TestSKR_B1_NoFacing(t *testing.T) {
	house := piece("house", building, 3, rect(-2, -2, 0.8, 2))
	wallP := piece("wall", wall, 2, rect(4, 1, 5, 3))
	base := []Model{
		disc("a", 0, 0, 0.6, 1), disc("b", 10, 0, 0.6, 1), disc("m1", 8, 0.55, 0.8, 1),
		disc("m2", 8, -0.55, 0.8, 1), disc("c", 5, 5, 0.6, 2), disc("d", 3, -4, 0.6, 1),
	}
	for _, roof := range []bool{false, true} {
		ms := append([]Model(nil), base...)
		if roof {
			ms[0] = ms[0].Standing("house")
		}
		want := verdicts(t, mustTable(t, ms, []Piece{house, wallP}, Rules{}))
		for _, angle := range []float64{math.Pi / 2, 1, math.Pi, -2.5} {
			r := geom.Rotation(orb.Point{3, 1}, angle)
			turned := append([]Model(nil), ms...)
			for i := range turned {
				turned[i].Base = r.ApplyDisc(turned[i].Base)
			}
			ps := []Piece{house, wallP}
			for i := range ps {
				ps[i].Footprint = r.ApplyPolygon(ps[i].Footprint)
			}
			got := verdicts(t, mustTable(t, turned, ps, Rules{}))
			for k, v := range want {
				if got[k] != v {
					t.Errorf("roof %v, turned by %g: %s seen %v, want %v", roof, angle, k, got[k], v)
				}
			}
		}
	}
}

func verdicts(t *testing.T, tb *Table) map[string]bool {
	out := map[string]bool{}
	for _, a := range tb.Models() {
		for _, b := range tb.Models() {
			out[a.ID+">"+b.ID] = mustLoS(t, tb, a.ID, b.ID).Seen
		}
	}
	return out
}

func wantErr(t *testing.T, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Errorf("unexpected error: %v", err)
	case want != "" && err == nil:
		t.Errorf("no error, want one mentioning %q", want)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Errorf("error %q does not mention %q", err, want)
	case err != nil && !strings.HasPrefix(err.Error(), "skirmish: "):
		t.Errorf("error %q lacks the package prefix", err)
	}
}
