package drawtest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

// The checks of legends, leaders and markers find each defect they name
// and pass the picture without it.
func TestCheckFindsLegendDefects(t *testing.T) {
	const head = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" font-size="11"><rect x="0" y="0" width="300" height="200" fill="#ffffff"/>`
	const clip = `<clipPath id="drawing"><rect x="12" y="12" width="276" height="120"/></clipPath>`
	entry := func(swatch, text string) string {
		return swatch + `<text x="40" y="160" fill="#222222">` + text + `</text>`
	}
	legend := func(entries ...string) string { return `<g class="legend">` + strings.Join(entries, "") + `</g>` }
	area := func(col string) string { return `<rect x="10" y="150" width="13" height="13" fill="` + col + `"/>` }
	line := func(col string) string {
		return `<line x1="10" y1="155" x2="23" y2="155" stroke="` + col + `" stroke-width="4"/>`
	}
	dot := `<circle cx="16" cy="155" r="4" fill="#c0392b"/>`
	hatch := func(id, rotate string) string {
		return `<pattern id="` + id + `" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(` + rotate + `)"><line x1="3" y1="0" x2="3" y2="6" stroke="#000" stroke-width="1.2"/></pattern>`
	}
	hatched := func(col, id string) string {
		return area(col) + `<rect x="10" y="150" width="13" height="13" fill="url(#` + id + `)"/>`
	}
	for _, tc := range []struct {
		name, body string
		count      func(drawtest.Report) int
		want       int
	}{
		{"one text twice", legend(entry(area("#7fb069"), "clear"), entry(line("#2e86c1"), "clear")),
			func(r drawtest.Report) int { return len(r.LegendDuplicates) }, 1},
		{"two texts", legend(entry(area("#7fb069"), "clear"), entry(line("#2e86c1"), "sight passes")),
			func(r drawtest.Report) int { return len(r.LegendDuplicates) }, 0},
		{"scrub and lichen", legend(entry(area("#b5c98e"), "scrub"), entry(area("#c9d6a3"), "lichen")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 1},
		{"scrub and a lilac lichen", legend(entry(area("#b5c98e"), "scrub"), entry(area("#d2b4d8"), "lichen")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 0},
		{"swatches as shown over the page", legend(entry(`<rect x="10" y="150" width="13" height="13" fill="#f1c40f" fill-opacity="0.2"/>`, "reached"), entry(area("#f3efe0"), "open")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 1},
		{"one colour for two lines", legend(entry(line("#d35400"), "start"), entry(line("#d35400"), "path")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 1},
		{"a line and a dot of one colour", legend(entry(line("#d35400"), "path"), entry(`<circle cx="16" cy="155" r="4" fill="#d35400"/>`, "a step")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 0},
		{"two hatchings of one pattern", `<defs>` + hatch("h0", "45") + hatch("h1", "45") + `</defs>` + legend(entry(hatched("#7fb069", "h0"), "wood"), entry(hatched("#b07060", "h1"), "town")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 1},
		{"two hatchings at two angles", `<defs>` + hatch("h0", "45") + hatch("h1", "-45") + `</defs>` + legend(entry(hatched("#7fb069", "h0"), "wood"), entry(hatched("#b07060", "h1"), "town")),
			func(r drawtest.Report) int { return len(r.LegendAlike) }, 0},
		{"a leader into the margin", clip + `<g class="labels"><g class="leaders"><line x1="150" y1="4" x2="150" y2="40"/></g><text x="150" y="50" text-anchor="middle">river</text></g>`,
			func(r drawtest.Report) int { return len(r.LeadersOut) }, 1},
		{"a leader in the drawing", clip + `<g class="labels"><g class="leaders"><line x1="150" y1="20" x2="150" y2="40"/></g><text x="150" y="50" text-anchor="middle">river</text></g>`,
			func(r drawtest.Report) int { return len(r.LeadersOut) }, 0},
		{"a dot under a cross", `<circle cx="100" cy="50" r="5" fill="#c0392b"/><path d="M95 45 L105 55 M95 55 L105 45" stroke="#c0392b" stroke-width="3"/>` + legend(entry(dot, "crossing that blocks")),
			func(r drawtest.Report) int { return len(r.MarkersHidden) }, 1},
		{"a dot beside a cross", `<circle cx="80" cy="50" r="5" fill="#c0392b"/><path d="M95 45 L105 55 M95 55 L105 45" stroke="#c0392b" stroke-width="3"/>` + legend(entry(dot, "crossing that blocks")),
			func(r drawtest.Report) int { return len(r.MarkersHidden) }, 0},
		{"a dot over a cross", `<path d="M95 45 L105 55 M95 55 L105 45" stroke="#c0392b" stroke-width="3"/><circle cx="100" cy="50" r="5" fill="#c0392b"/>` + legend(entry(dot, "crossing that blocks")),
			func(r drawtest.Report) int { return len(r.MarkersHidden) }, 0},
	} {
		r, err := drawtest.Check([]byte(head + tc.body + `</svg>`))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := tc.count(r); got != tc.want {
			t.Errorf("%s: %d findings, want %d (%v)", tc.name, got, tc.want, r.Err())
		}
		if tc.want > 0 && r.Err() == nil {
			t.Errorf("%s: Err() = nil with a finding", tc.name)
		}
	}
}

// The checks would have caught what a reviewer found in the pictures of
// an earlier draw (kept in testdata/reviewed as they were): each finding
// below is one the reviewer reported.
func TestCheckFindsReviewedDefects(t *testing.T) {
	for _, tc := range []struct {
		file  string
		field func(drawtest.Report) []string
		want  string
	}{
		{"table-sight.svg", func(r drawtest.Report) []string { return r.LeadersOut }, "outside the drawing"},
		{"table-sight.svg", func(r drawtest.Report) []string { return r.MarkersHidden }, `"crossing that blocks (line or point)"`},
		{"table-move.svg", func(r drawtest.Report) []string { return r.LeadersOut }, "outside the drawing"},
		{"killzones.svg", func(r drawtest.Report) []string { return r.LegendAlike }, `"scrub" (#d3dfbb) and "lichen"`},
		{"killzones.svg", func(r drawtest.Report) []string { return r.Units }, "in with [1 0 2] decimals"},
		{"golden-pathcost.svg", func(r drawtest.Report) []string { return r.LegendDuplicates }, "crossing or climb that costs"},
		{"golden-pathcost.svg", func(r drawtest.Report) []string { return r.Units }, `"∞ m"`},
		{"golden-pathcost.svg", func(r drawtest.Report) []string { return r.Units }, "m with [1 0] decimals"},
		{"golden-reach.svg", func(r drawtest.Report) []string { return r.LegendAlike }, `"start" (#d35400) and "path"`},
		{"golden-reach.svg", func(r drawtest.Report) []string { return r.LegendAlike }, "the same pattern"},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", "reviewed", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := drawtest.Check(data)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range tc.field(r) {
			found = found || strings.Contains(f, tc.want)
		}
		if !found {
			t.Errorf("%s: no finding says %q; got %v", tc.file, tc.want, tc.field(r))
		}
	}
}
