package scenes

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
)

// The hex, table and skirmish pictures explain what they draw: each
// legend names every overlay and piece the picture shows, and each
// caption states what the scene really decides.
func TestPicturesExplainThemselves(t *testing.T) {
	want := map[string][]string{
		"hex-lines.svg": {"hex on the line", "segment between the end hexes' centres",
			"the segment clips its corner: not a step", "0505 and 0606", "No step is a tie"},
		"hex-arcs.svg":  {"front arc", "flank arc", "rear arc", "hex.DefaultArcs", "out to 3 hexes", "0204"},
		"hex-spine.svg": {"either hex"},
		"table.svg": {"no feature (the table)", "sight line", "observer", "target", "the clearing inside wood-1 is open ground",
			"round bases A", "gap between the bases, edge to edge", "7.25 m"},
		"skirmish-ground.svg": {"the other models' bases, m1 and m2, 1 in high", "blocker", "observer", "target"},
		"skirmish-roof.svg":   {"house, 3 in high", "the other models' bases, m1 and m2, 1 in high", "blocker", "seen here from above"},
	}
	for _, section := range []int{0, 1, 7} {
		svgs, err := Draw(section)
		if err != nil {
			t.Fatalf("section %d: %v", section, err)
		}
		for name, svg := range svgs {
			r, err := drawtest.Check(svg)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := r.Err(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			var text strings.Builder
			for _, b := range r.Texts {
				text.WriteString(b.Text + "\n")
			}
			// Captions wrap: join their lines before looking.
			all := strings.ReplaceAll(text.String(), "\n", " ")
			for _, s := range want[name] {
				if !strings.Contains(all, s) {
					t.Errorf("%s: no text says %q", name, s)
				}
			}
			delete(want, name)
		}
	}
	for name := range want {
		t.Errorf("%s: not drawn", name)
	}
	if strings.Contains(string(mustDraw(t, 0)["hex-arcs.svg"]), "geom.DefaultArcs") {
		t.Error("hex-arcs.svg cites geom.DefaultArcs; the API is hex.DefaultArcs")
	}
}

func mustDraw(t *testing.T, section int) map[string][]byte {
	t.Helper()
	svgs, err := Draw(section)
	if err != nil {
		t.Fatal(err)
	}
	return svgs
}

// The table's two bases stand off the sight line, and the gap the picture
// draws between them is the distance the tour prints.
func TestTableBasesOffTheSightLine(t *testing.T) {
	sight := geom.Segment{A: orb.Point{10, 40}, B: orb.Point{110, 40}}
	a, b := tableBases()
	for _, d := range []geom.Disc{a, b} {
		if got := geom.PointSegmentDistance(d.Center, sight); got <= d.R+5 {
			t.Errorf("base at %v is %g from the sight line, want it well clear", d.Center, got)
		}
	}
	if got, want := edgeGap(a, b).Length(), a.Distance(b); math.Abs(got-want) > 1e-12 {
		t.Errorf("gap drawn %g, want the printed distance %g", got, want)
	}
	if a.Distance(b) != 7.25 {
		t.Errorf("bases %g apart, want the 7.25 the tour prints", a.Distance(b))
	}
}
