package napoleonic

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// NAP-F1: column and line are formations of one model, each a row of the
// formation table that the rest of the package reads.
func TestNAP_F1_FormationsAreRowsOfOneTable(t *testing.T) {
	want := map[Formation]struct {
		name   string
		vertex bool
		motion Motion
		fire   FireMode
		def    DefenceMode
	}{
		Column:            {"column", false, Rigid, FirePrinted, DefendWhole},
		ColumnOfCompanies: {"column of companies", false, Snake, FireNone, DefendByFacing},
		Line:              {"line", true, Rigid, FireByIncrements, DefendWhole},
	}
	fs := Formations()
	if len(fs) != len(want) {
		t.Fatalf("Formations() = %v, want %d", fs, len(want))
	}
	for _, f := range fs {
		r, w := f.Rules(), want[f]
		if r.Name != w.name || f.String() != w.name || r.FacesVertex != w.vertex || r.Motion != w.motion || r.Fire != w.fire || r.Defence != w.def {
			t.Errorf("%v: rules %+v, want %+v", f, r, w)
		}
		if r.Stand.Name() == "" || r.hexes == nil || r.footprint == nil {
			t.Errorf("%v: incomplete row", f)
		}
		if err := r.Arcs.Validate(); err != nil {
			t.Errorf("%v: %v", f, err)
		}
	}
	if got := Formation(9).String(); got != "Formation(9)" {
		t.Errorf("unknown formation prints %q", got)
	}
	u := Unit{Name: "x", Increments: 4, Formation: Formation(9)}
	if err := u.Validate(); err == nil || !strings.Contains(err.Error(), "unknown formation") {
		t.Errorf("unknown formation: %v", err)
	}
}

// NAP-F4: cavalry forms column only as column of companies.
func TestNAP_F4_CavalryColumnIsColumnOfCompanies(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		ok   bool
	}{
		{"cavalry in column of companies", Unit{Arm: Cavalry, Increments: 8, Formation: ColumnOfCompanies}, true},
		{"cavalry in plain column", Unit{Arm: Cavalry, Increments: 8, Formation: Column}, false},
		{"infantry in column of companies", Unit{Arm: Infantry, Increments: 8, Formation: ColumnOfCompanies}, false},
		{"infantry in column", Unit{Arm: Infantry, Increments: 8, Formation: Column}, true},
		{"artillery in line", Unit{Arm: Artillery, Increments: 2, Formation: Line, Facing: hex.VertexFacing(0)}, false},
		{"column facing a vertex", Unit{Arm: Cavalry, Increments: 8, Formation: ColumnOfCompanies, Facing: hex.VertexFacing(0)}, false},
		{"line facing a hexside", Unit{Arm: Infantry, Increments: 8, Formation: Line}, false},
		{"no increments", Unit{Arm: Infantry, Formation: Column}, false},
		{"limbered infantry", Unit{Arm: Infantry, Increments: 3, Limbered: true}, false},
		{"Old Guard cavalry", Unit{Arm: Cavalry, Increments: 4, Flags: OldGuard, Formation: ColumnOfCompanies}, false},
		{"column with a wrong length", Unit{Arm: Cavalry, Increments: 8, Formation: ColumnOfCompanies, Width: 3}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := c.u.Validate(); (err == nil) != c.ok {
				t.Errorf("Validate() = %v, want ok %v", err, c.ok)
			}
		})
	}
	// Cavalry's column of companies stands where column is allowed.
	m := testMap(t, map[hex.Hex]string{{Q: 4, R: 2}: "woods"})
	d := dragons()
	if err := m.CanStand(d); err == nil {
		t.Error("column of companies with its head in woods: allowed")
	}
	d.Head = hex.Hex{Q: 8, R: 2}
	if err := m.CanStand(d); err != nil {
		t.Errorf("column of companies in the open: %v", err)
	}
}
