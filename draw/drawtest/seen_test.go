package drawtest_test

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

const head = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" font-size="11">`

// Each finding of what a reader sees has a picture that fails and one
// that passes: a check that cannot fail is a defect.
func TestCheckSees(t *testing.T) {
	for _, tc := range []struct {
		name string
		svg  string
		kind string // the finding expected, "" for none
	}{
		{"text clear of a line", head + `<line x1="10" y1="80" x2="190" y2="80" stroke="#000" stroke-width="2"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"text over a line", head + `<line x1="10" y1="36" x2="190" y2="36" stroke="#000" stroke-width="2"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text over a path edge", head + `<path d="M100 10 L100 90" stroke="#000" fill="none"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text over a closing edge", head + `<path d="M100 10 L150 10 L150 90 L100 90 Z" fill="#ccc"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text inside its area", head + `<path d="M50 10 L150 10 L150 90 L50 90 Z" fill="#ccc"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"text over a marker", head + `<circle cx="100" cy="36" r="5" fill="#000"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text on its base", head + `<circle cx="100" cy="50" r="40" fill="#ccc"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"text inside a ring", head + `<circle cx="100" cy="50" r="40" fill="none" stroke="#000" stroke-width="2"/><text x="100" y="50" text-anchor="middle">label</text></svg>`, ""},
		{"text across a ring", head + `<circle cx="100" cy="50" r="12" fill="none" stroke="#000" stroke-width="2"/><text x="100" y="50" text-anchor="middle">label</text></svg>`, "over"},
		{"text on a counter over a lower one", head + `<rect x="90" y="20" width="60" height="40" fill="#ccc"/><rect x="70" y="25" width="60" height="40" fill="#ddd"/><text x="100" y="45" text-anchor="middle">label</text></svg>`, ""},
		{"text on a see-through counter over another", head + `<rect x="90" y="20" width="60" height="40" fill="#ccc"/><rect x="70" y="25" width="60" height="40" fill="#ddd" fill-opacity="0.5"/><text x="100" y="45" text-anchor="middle">label</text></svg>`, "over"},
		{"text over a tooltip's box", head + `<rect x="90" y="30" width="30" height="20" fill="none" stroke="none" pointer-events="all"><title>left out</title></rect><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"text over an unfilled outline", head + `<rect x="90" y="30" width="30" height="20" fill="none" stroke="#000"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text half over a counter", head + `<rect x="110" y="20" width="40" height="40" fill="#ccc"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, "over"},
		{"text on its counter", head + `<rect x="70" y="20" width="60" height="40" fill="#ccc"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"text with its leader", head + `<line x1="100" y1="90" x2="100" y2="43" stroke="#000"/><text x="100" y="40" text-anchor="middle">label</text></svg>`, ""},
		{"legend text beside its swatch", head + `<g class="legend"><line x1="10" y1="40" x2="190" y2="40" stroke="#000"/><text x="100" y="40" text-anchor="middle">label</text></g></svg>`, ""},
		{"text of 9 px", head + `<text x="100" y="40" font-size="9">label</text></svg>`, ""},
		{"text of 8 px", head + `<text x="100" y="40" font-size="8">label</text></svg>`, "small text"},
		{"text shown at half size", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 200 100" font-size="11"><text x="100" y="40">label</text></svg>`, "small text"},
		{"figure of 4 px", head + `<circle cx="100" cy="50" r="2" fill="#000"/></svg>`, ""},
		{"figure of 3 px", head + `<circle cx="100" cy="50" r="1.5" fill="#000"/></svg>`, "small figure"},
		{"terrain in the legend", head + `<path d="M0 0 L10 0 L10 10 Z" fill="#7fb069" data-legend="terrain:wood"/><g class="legend"><rect x="0" y="90" width="5" height="5" fill="#7fb069" data-legend="terrain:wood"/></g></svg>`, ""},
		{"terrain not in the legend", head + `<path d="M0 0 L10 0 L10 10 Z" fill="#7fb069" data-legend="terrain:wood"/><g class="legend"><rect x="0" y="90" width="5" height="5" fill="#7fb069" data-legend="terrain:field"/></g></svg>`, "legend"},
		{"heat band not in the legend", head + `<path d="M0 0 L10 0 L10 10 Z" fill="#fb6a4a" data-legend="heat:2"/></svg>`, "legend"},
		{"caption names a colour drawn", head + `<line x1="0" y1="10" x2="50" y2="10" stroke="#c0392b"/><g class="captions"><text x="0" y="90">the red line</text></g></svg>`, ""},
		{"caption names a colour not drawn", head + `<line x1="0" y1="10" x2="50" y2="10" stroke="#1f3a93"/><g class="captions"><text x="0" y="90">the red line</text></g></svg>`, "caption"},
		{"caption's colour only in the caption", head + `<g class="captions"><text x="0" y="90" fill="#ff0000">the red line</text></g></svg>`, "caption"},
	} {
		r, err := drawtest.Check([]byte(tc.svg))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := map[string]int{"over": len(r.TextsOver), "small text": len(r.TextsSmall), "small figure": len(r.FiguresSmall), "legend": len(r.LegendMissing), "caption": len(r.CaptionColours)}
		for k, n := range got {
			want := 0
			if k == tc.kind {
				want = 1
			}
			if n != want {
				t.Errorf("%s: %d %s findings, want %d (%v)", tc.name, n, k, want, r.Err())
			}
		}
		if (r.Err() == nil) != (tc.kind == "") {
			t.Errorf("%s: Err() = %v", tc.name, r.Err())
		}
	}
}

// A caption written beside a picture (a README's) is read against the
// colours the picture uses.
func TestColoursMissing(t *testing.T) {
	r, err := drawtest.Check([]byte(head + `<line x1="0" y1="10" x2="50" y2="10" stroke="#1f3a93"/><circle cx="5" cy="5" r="4" fill="#2e86c1"/></svg>`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.ColoursMissing("blue lines, red dots, a Green wood, blue again"), []string{"red", "green"}; !slices.Equal(got, want) {
		t.Errorf("ColoursMissing = %q, want %q", got, want)
	}
	if got := r.ColoursMissing("the blue sight line"); len(got) != 0 {
		t.Errorf("ColoursMissing = %q, want none", got)
	}
}

// The checks added for what a reader sees find each defect they name
// and pass the picture without it.
func TestCheckFindsReaderDefects(t *testing.T) {
	const head = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" font-size="11">`
	for _, tc := range []struct {
		name, body string
		count      func(drawtest.Report) int
		want       int
	}{
		{"a heat band skipped", `<g class="legend"><rect data-legend="heat:0"/><rect data-legend="heat:2"/></g>`,
			func(r drawtest.Report) int { return len(r.LegendGaps) }, 1},
		{"every band listed", `<g class="legend"><rect data-legend="heat:0"/><rect data-legend="heat:1"/></g>`,
			func(r drawtest.Report) int { return len(r.LegendGaps) }, 0},
		{"a word twice", `<g class="legend"><text x="10" y="150">steps lost 0 to 0.3 steps</text></g>`,
			func(r drawtest.Report) int { return len(r.LegendRepeats) }, 1},
		{"centre to centre", `<g class="legend"><text x="10" y="150">centre to centre, no clear line</text></g>`,
			func(r drawtest.Report) int { return len(r.LegendRepeats) }, 0},
		{"a shade over two terrains", `<path d="M0 0 L10 0 L5 9 Z" fill="#f3efe0"/><path d="M20 0 L30 0 L25 9 Z" fill="#5f9a4c"/>` +
			`<path d="M0 0 L10 0 L5 9 Z" fill="#fee5d9" fill-opacity="0.75" data-legend="heat:0"/><path d="M20 0 L30 0 L25 9 Z" fill="#fee5d9" fill-opacity="0.75" data-legend="heat:0"/>`,
			func(r drawtest.Report) int { return len(r.ShadesMixed) }, 1},
		{"an opaque shade", `<path d="M0 0 L10 0 L5 9 Z" fill="#f3efe0"/><path d="M20 0 L30 0 L25 9 Z" fill="#5f9a4c"/>` +
			`<path d="M0 0 L10 0 L5 9 Z" fill="#fee5d9" data-legend="heat:0"/><path d="M20 0 L30 0 L25 9 Z" fill="#fee5d9" data-legend="heat:0"/>`,
			func(r drawtest.Report) int { return len(r.ShadesMixed) }, 0},
		{"inches beside millimetres", `<text x="10" y="20">0.11 in</text><text x="100" y="20">40 mm</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"three decimals beside two", `<text x="10" y="20">5.853 in</text><text x="100" y="20">33.94 in</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"one decimal beside two", `<text x="10" y="20">1.5 in</text><text x="100" y="20">33.94 in</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"a whole number beside a decimal", `<text x="10" y="20">36.4 m</text><text x="100" y="20">41 m</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"one precision", `<text x="10" y="20">1.50 in</text><text x="100" y="20">33.94 in</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 0},
		{"the legend's scale bar beside a label", `<text x="10" y="20">33.9 in</text><g class="legend"><text x="10" y="150">5 in</text></g>`,
			func(r drawtest.Report) int { return len(r.Units) }, 0},
		{"an infinite length", `<text x="10" y="20">total ∞ m</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"a height without its unit", `<text x="10" y="20">hill (height 3)</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 1},
		{"a height with its unit", `<text x="10" y="20">hill (height 3 m)</text>`,
			func(r drawtest.Report) int { return len(r.Units) }, 0},
		{"a dashed line the legend does not show", `<line x1="0" y1="10" x2="100" y2="10" stroke="#1f3a93" stroke-dasharray="4 4"/><g class="legend"><line x1="0" y1="150" x2="10" y2="150" stroke="#1f3a93"/></g>`,
			func(r drawtest.Report) int { return len(r.LegendMissing) }, 1},
		{"a dashed line the legend shows", `<line x1="0" y1="10" x2="100" y2="10" stroke="#1f3a93" stroke-dasharray="4 4"/><g class="legend"><line x1="0" y1="150" x2="10" y2="150" stroke="#1F3A93" stroke-dasharray="3 2"/></g>`,
			func(r drawtest.Report) int { return len(r.LegendMissing) }, 0},
		{"a pattern's stroke is not drawn there", `<defs><pattern id="p" width="6" height="6"><line x1="3" y1="0" x2="3" y2="200" stroke="#000" stroke-width="2"/></pattern></defs><text x="5" y="20">label</text>`,
			func(r drawtest.Report) int { return len(r.TextsOver) }, 0},
	} {
		r, err := drawtest.Check([]byte(head + tc.body + `</svg>`))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := tc.count(r); got != tc.want {
			t.Errorf("%s: %d findings, want %d (%v)", tc.name, got, tc.want, r.Err())
		}
	}
}
