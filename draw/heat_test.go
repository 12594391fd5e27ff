package draw_test

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A 6 x 4 map shaded by each hex's distance from hex 0101, the two
// nearest hexes ringed as best: the legend gives each band's bounds.
func ExampleCanvas_Heat() {
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 6, Rows: 4, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear")}, Fill: "clear"})
	if err != nil {
		panic(err)
	}
	c := draw.NewHexMap(m, 24)
	_ = c.HexMap(m)
	origin, _ := m.Parse("0101")
	err = c.Heat(draw.Heat{
		Value: func(h hex.Hex) (float64, bool) { return float64(origin.Distance(h)), true },
		Name:  "distance", Unit: "hexes",
		Best: []hex.Hex{origin, origin.Neighbor(0)},
	})
	fmt.Println("error:", err)
	var out bytes.Buffer
	_, _ = c.WriteTo(&out)
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "<text") && strings.Contains(l, " hexes<") {
			fmt.Println(l[strings.Index(l, ">")+1 : strings.LastIndex(l, "<")])
		}
	}
	// Output:
	// error: <nil>
	// distance: 0 to 1.2 hexes
	// 1.2 to 2.4 hexes
	// 2.4 to 3.6 hexes
	// 3.6 to 4.8 hexes
	// 4.8 to 6 hexes
}

// heatOf returns a Value function over a table, counting its calls.
func heatOf(values map[hex.Hex]float64, calls *int) func(hex.Hex) (float64, bool) {
	return func(h hex.Hex) (float64, bool) {
		*calls++
		v, ok := values[h]
		return v, ok
	}
}

func TestHeat(t *testing.T) {
	m := plainMap(t, 8, 6)
	var all []hex.Hex
	for h := range m.Hexes() {
		all = append(all, h)
	}
	many := make([]hex.Hex, 500)
	for i := range many {
		many[i] = all[i%len(all)]
	}
	cases := []struct {
		name    string
		values  func(i int) (float64, bool)
		best    []hex.Hex
		wantErr bool
		bands   int // legend entries of the ramp: every band from the lowest value's to the highest's
	}{
		{"ramp", func(i int) (float64, bool) { return float64(i), true }, all[:3], false, 5},
		{"all equal", func(int) (float64, bool) { return 2, true }, nil, false, 1},
		{"none", func(int) (float64, bool) { return 0, false }, all[:1], false, 0},
		{"NaN and Inf skipped", func(i int) (float64, bool) {
			return []float64{math.NaN(), math.Inf(1), math.Inf(-1), 1, 3}[i%5], true
		}, nil, true, 5},
		{"only NaN", func(int) (float64, bool) { return math.NaN(), true }, nil, true, 0},
		{"extremes", func(i int) (float64, bool) { return []float64{-math.MaxFloat64, math.MaxFloat64, 0}[i%3], true }, nil, false, 5},
		{"tiny span", func(i int) (float64, bool) { return 1 + float64(i%2)*1e-15, true }, nil, false, 5},
		{"best off the map and repeated", func(int) (float64, bool) { return 1, true }, append([]hex.Hex{{Q: 1 << 30, R: 5}}, many...), false, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			values := map[hex.Hex]float64{}
			for i, h := range all {
				if v, ok := tc.values(i); ok {
					values[h] = v
				}
			}
			c := draw.NewHexMap(m, 20)
			if err := c.HexMap(m); err != nil {
				t.Fatal(err)
			}
			calls := 0
			err := c.Heat(draw.Heat{Value: heatOf(values, &calls), Name: "threat", Unit: "steps", Best: tc.best})
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want one: %v", err, tc.wantErr)
			}
			if calls > len(all) {
				t.Errorf("Value called %d times for %d hexes, want once each", calls, len(all))
			}
			checkPicture(t, c)
			svg := string(written(t, c))
			if got := strings.Count(svg, `data-legend="heat:`) - heatShapes(svg); got != tc.bands {
				t.Errorf("%d legend bands, want %d", got, tc.bands)
			}
			if strings.Contains(svg, "NaN") || strings.Contains(svg, "Inf") {
				t.Error("picture writes a NaN or Inf")
			}
			rings := strings.Count(svg, ": best position ")
			if want := min(len(tc.best), draw.MaxHeatBest); tc.name == "best off the map and repeated" {
				want--
				if rings != want {
					t.Errorf("%d rings, want %d", rings, want)
				}
			} else if rings != want {
				t.Errorf("%d rings, want %d", rings, want)
			}
		})
	}
}

// Each hex falls in the band its value says: the lowest value in the
// first colour, the highest in the last.
func TestHeatBands(t *testing.T) {
	m := plainMap(t, 3, 1)
	var hs []hex.Hex
	for h := range m.Hexes() {
		hs = append(hs, h)
	}
	values := map[hex.Hex]float64{hs[0]: 0, hs[1]: 0.5, hs[2]: 1}
	c := draw.NewHexMap(m, 20)
	calls := 0
	if err := c.Heat(draw.Heat{Value: heatOf(values, &calls), Name: "x"}); err != nil {
		t.Fatal(err)
	}
	svg := string(written(t, c))
	for _, want := range []string{`fill="#fcbba1" data-legend="heat:0"`, `fill="#fb6a4a" data-legend="heat:2"`, `fill="#a50f15" data-legend="heat:4"`} {
		if !strings.Contains(svg, "<path "+strings.SplitN(want, " ", 2)[0]) && !strings.Contains(svg, want) {
			t.Errorf("no opaque hex with %s", want)
		}
	}
	for _, want := range []string{">x: 0 to 0.2 MP<", ">0.2 to 0.4 MP<", ">0.4 to 0.6 MP<", ">0.6 to 0.8 MP<", ">0.8 to 1 MP<"} {
		if !strings.Contains(svg, want) {
			t.Errorf("legend lacks %q (every band, the name once, in the canvas's unit)", want)
		}
	}
}

// heatShapes counts the drawn heat shades (outside the legend).
func heatShapes(svg string) int {
	drawing, _, _ := strings.Cut(svg, `<g class="legend">`)
	return strings.Count(drawing, `data-legend="heat:`)
}

// Heat over a hex map never mixes the two: each shade is opaque, each
// shaded hex of a terrain that is not the ground shows it as hatching in
// its colour, the legend shows that terrain hatched, and the map's
// hexsides are drawn again over the shades.
func TestHeatOverTerrain(t *testing.T) {
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 2, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("forest"), terrain.NewType("river")}, Fill: "clear",
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 1, R: 0}, Type: "forest"}},
		Sides: []terrain.SideData{{Side: hex.SideOf(hex.Hex{}, 0), SideFeature: terrain.SideFeature{Type: "river"}}}})
	if err != nil {
		t.Fatal(err)
	}
	c := draw.NewHexMap(m, 30)
	if err := c.HexMap(m); err != nil {
		t.Fatal(err)
	}
	if err := c.Heat(draw.Heat{Value: func(h hex.Hex) (float64, bool) { return float64(h.Q), true }, Name: "threat"}); err != nil {
		t.Fatal(err)
	}
	svg := string(written(t, c))
	_, heat, _ := strings.Cut(svg, `<g class="heat">`)
	heat, _, _ = strings.Cut(heat, "</g>")
	if strings.Contains(heat, `fill-opacity="0.75" data-legend="heat`) {
		t.Error("a heat shade is translucent")
	}
	if !strings.Contains(heat, `fill="url(#hatch-0)" stroke="none" data-legend="terrain:forest"`) {
		t.Error("the forest hex under the heat is not hatched")
	}
	if strings.Count(heat, "url(#hatch-") != 1 {
		t.Errorf("%d hatched hexes, want 1 (clear is the ground: not hatched)", strings.Count(heat, "url(#hatch-"))
	}
	if !strings.Contains(heat, `data-legend="terrain:river"`) {
		t.Error("the river is not drawn again over the heat")
	}
	if !strings.Contains(svg, `<pattern id="hatch-0"`) {
		t.Error("no hatching pattern defined")
	}
	r, err := drawtest.Check([]byte(svg))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Err(); err != nil {
		t.Error(err)
	}
}

// A window onto a 99 x 99 map asks only its own hexes, and allocates in
// proportion to them, whatever the map behind Value.
func TestHeatWindowBounded(t *testing.T) {
	m := plainMap(t, 99, 99)
	c := draw.NewHexWindow(m, hex.Offset{Col: 10, Row: 10}, hex.Offset{Col: 14, Row: 13}, 20)
	calls := 0
	value := func(h hex.Hex) (float64, bool) { calls++; return float64(h.Q), true }
	if err := c.Heat(draw.Heat{Value: value}); err != nil {
		t.Fatal(err)
	}
	if calls > 5*4 {
		t.Errorf("Value called %d times for a window of 20 hexes", calls)
	}
	heatAllocs := func(best []hex.Hex) float64 {
		return testing.AllocsPerRun(5, func() {
			c := draw.NewHexWindow(m, hex.Offset{Col: 10, Row: 10}, hex.Offset{Col: 14, Row: 13}, 20)
			_ = c.Heat(draw.Heat{Value: value, Best: best})
		})
	}
	few, many := heatAllocs(nil), heatAllocs(make([]hex.Hex, 10000))
	if !raceEnabled && (few > 50*20 || many > few+10) {
		t.Errorf("a 20-hex heat map allocates %v times, %v with 10,000 best hexes off the window", few, many)
	}
	if err := (&draw.Canvas{}).Heat(draw.Heat{}); err == nil {
		t.Error("Heat on a zero canvas: no error")
	}
	if err := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 1).Heat(draw.Heat{}); err == nil {
		t.Error("Heat on a table canvas: no error")
	}
}

// FuzzHeat shades a window of any size with values from the fuzzer: no
// panic, and an error or a clean picture.
func FuzzHeat(f *testing.F) {
	f.Add(0, 0, 9, 7, 1.0, 2.0, 0.0, 3)
	f.Add(-3, 2, 4, 4, math.MaxFloat64, -math.MaxFloat64, math.NaN(), 200)
	f.Add(5, 5, 5, 5, math.Inf(1), 0.0, 1e-300, -1)
	f.Fuzz(func(t *testing.T, c0, r0, c1, r1 int, a, b, x float64, nbest int) {
		m := plainMap(t, 10, 8)
		c := draw.NewHexWindow(m, hex.Offset{Col: c0, Row: r0}, hex.Offset{Col: c1, Row: r1}, 20)
		vals := [...]float64{a, b, x}
		var best []hex.Hex
		i := 0
		for h := range m.Hexes() {
			if len(best) < min(max(nbest, 0), 300) {
				best = append(best, h)
			}
			i++
		}
		calls := 0
		_ = c.Heat(draw.Heat{
			Value: func(h hex.Hex) (float64, bool) { calls++; return vals[uint(h.Q+h.R)%3], h.Q%4 != 3 },
			Name:  "v", Best: best,
		})
		if calls > i {
			t.Fatalf("Value called %d times for %d hexes", calls, i)
		}
		checkPicture(t, c)
	})
}

// With Quantiles, a heat map cuts its values at their quintiles: every
// band its legend lists shades some hex, and values bunched at one end
// spread over the ramp; the equal bands list bands no hex falls in.
func TestHeatQuantiles(t *testing.T) {
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 5, Rows: 2, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")}})
	must(t, err)
	top, _ := m.Parse("0101")
	idx := func(h hex.Hex) float64 { i, _ := m.Index(h); return float64(i + 1) }
	for _, tc := range []struct {
		name      string
		value     func(hex.Hex) float64
		quantiles bool
		want      []string
	}{
		{"bunched, equal bands", func(h hex.Hex) float64 { return map[bool]float64{true: 100}[h == top] }, false,
			[]string{"v: 0 to 20", "20 to 40", "40 to 60", "60 to 80", "80 to 100"}},
		{"bunched, quantiles", func(h hex.Hex) float64 { return map[bool]float64{true: 100}[h == top] }, true,
			[]string{"v: 0", "100"}},
		{"spread, quantiles", idx, true,
			[]string{"v: 1 to 2", "3 to 4", "5 to 6", "7 to 8", "9 to 10"}},
	} {
		c := draw.NewHexMap(m, 30)
		c.SetUnit("") // values of no unit
		must(t, c.Heat(draw.Heat{Name: "v", Quantiles: tc.quantiles, Value: func(h hex.Hex) (float64, bool) { return tc.value(h), true }}))
		out := svg(t, c)
		var got []string
		for _, s := range legendTexts(t, c) {
			if s == "v: 0" || strings.Contains(s, " to ") || s == "100" {
				got = append(got, s)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: legend bands %q, want %q", tc.name, got, tc.want)
		}
		r, err := drawtest.Check(out)
		must(t, err)
		if len(r.LegendGaps) > 0 || len(r.LegendMissing) > 0 {
			t.Errorf("%s: gaps %q, missing %q", tc.name, r.LegendGaps, r.LegendMissing)
		}
		if tc.quantiles {
			for k := range tc.want {
				if bytes.Count(out, []byte(fmt.Sprintf(`data-legend="heat:%d"`, k))) < 2 { // its swatch and a hex
					t.Errorf("%s: band %d shades no hex", tc.name, k)
				}
			}
		}
	}
}

// Heat asks Value once per hex, so a Value that answers ok on a first
// pass and not on a later one cannot leave the bands without values: a
// quantile heat map of such a Value panicked (index out of range [0]).
func TestHeatValueAskedOnce(t *testing.T) {
	m := plainMap(t, 6, 6)
	for _, quantiles := range []bool{false, true} {
		c := draw.NewHexMap(m, 20)
		n := 0
		flaky := func(hex.Hex) (float64, bool) { n++; return 1, n <= 36 }
		must(t, c.Heat(draw.Heat{Value: flaky, Quantiles: quantiles}))
		if n != 36 {
			t.Errorf("quantiles %v: Value called %d times for 36 hexes, want once each", quantiles, n)
		}
		checkPicture(t, c)
		if out := string(written(t, c)); heatShapes(out) == 0 {
			t.Errorf("quantiles %v: no hex shaded", quantiles)
		}
	}
}
