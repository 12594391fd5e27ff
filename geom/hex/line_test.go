package hex_test

import (
	"math/big"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func hexes(pairs ...int) []hex.Hex {
	out := make([]hex.Hex, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, hex.Hex{Q: pairs[i], R: pairs[i+1]})
	}
	return out
}

// mustLine is AppendLine for ends that CheckLine accepts.
func mustLine(t pathTB, a, b hex.Hex) []hex.Hex {
	t.Helper()
	line, err := hex.AppendLine(nil, a, b)
	if err != nil {
		t.Fatal(err)
	}
	return line
}

// centreSteps is AppendLineSteps of the CentreLine, for ends that
// CheckLine accepts.
func centreSteps(t pathTB, a, b hex.Hex) []hex.LineStep {
	t.Helper()
	steps, err := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

// isChoice reports whether s is a choice, and its other hex.
func isChoice(s hex.LineStep) (hex.Hex, bool) { return s.Alt(), s.Via() == hex.ViaChoice }

func TestLineTable(t *testing.T) {
	tests := []struct {
		name string
		a, b hex.Hex
		want []hex.Hex
	}{
		{"single hex", hex.Hex{Q: 3, R: -2}, hex.Hex{Q: 3, R: -2}, hexes(3, -2)},
		{"neighbours", hex.Hex{}, hex.Hex{Q: 1}, hexes(0, 0, 1, 0)},
		// Red Blob Games test_hex_linedraw: (0,0,0) -> (1,-5,4).
		{"red blob linedraw", hex.Hex{}, hex.Hex{Q: 1, R: -5}, hexes(0, 0, 0, -1, 0, -2, 1, -3, 1, -4, 1, -5)},
		{"straight along an axis", hex.Hex{Q: -2, R: 1}, hex.Hex{Q: 2, R: 1}, hexes(-2, 1, -1, 1, 0, 1, 1, 1, 2, 1)},
		// The middle sample lies on the hexside between (1,0) and (1,-1); the
		// nudge (+1,+2,-3) gives (1,0).
		{"spine tie", hex.Hex{}, hex.Hex{Q: 2, R: -1}, hexes(0, 0, 1, 0, 2, -1)},
		{"spine tie reversed", hex.Hex{Q: 2, R: -1}, hex.Hex{}, hexes(2, -1, 1, 0, 0, 0)},
		{"negative coordinates on a spine", hex.Hex{Q: -3, R: -3}, hex.Hex{Q: -5, R: -2}, hexes(-3, -3, -4, -2, -5, -2)},
		{"negative coordinates, tie at step 2", hex.Hex{Q: -3, R: -3}, hex.Hex{Q: -7, R: -2}, hexes(-3, -3, -4, -3, -5, -2, -6, -2, -7, -2)},
		{"no tie", hex.Hex{}, hex.Hex{Q: 7, R: 2}, hexes(0, 0, 1, 0, 2, 0, 2, 1, 3, 1, 4, 1, 5, 1, 5, 2, 6, 2, 7, 2)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := mustLine(t, tc.a, tc.b)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("AppendLine(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
			}
			if it := slices.Collect(hex.Line(tc.a, tc.b)); !slices.Equal(it, got) {
				t.Fatalf("Line and AppendLine disagree: %v vs %v", it, got)
			}
		})
	}
}

func TestCentreLineChoices(t *testing.T) {
	type alt struct {
		step     int
		hex, alt hex.Hex
	}
	tests := []struct {
		name string
		a, b hex.Hex
		alts []alt
	}{
		{"along a hexside", hex.Hex{}, hex.Hex{Q: 2, R: -1}, []alt{{1, hex.Hex{Q: 1, R: 0}, hex.Hex{Q: 1, R: -1}}}},
		{"two spines", hex.Hex{}, hex.Hex{Q: 4, R: -2}, []alt{
			{1, hex.Hex{Q: 1, R: 0}, hex.Hex{Q: 1, R: -1}},
			{3, hex.Hex{Q: 3, R: -1}, hex.Hex{Q: 3, R: -2}},
		}},
		// The segment passes through two vertices and touches (1,-2) and
		// (0,-3) at a corner each.
		{"through vertices", hex.Hex{}, hex.Hex{Q: 1, R: -5}, []alt{
			{2, hex.Hex{Q: 0, R: -2}, hex.Hex{Q: 1, R: -2}},
			{3, hex.Hex{Q: 1, R: -3}, hex.Hex{Q: 0, R: -3}},
		}},
		// The sample of step 3 lies on the hexside between (2,1) and (3,0).
		{"sample on a hexside", hex.Hex{}, hex.Hex{Q: 5, R: 1}, []alt{{3, hex.Hex{Q: 2, R: 1}, hex.Hex{Q: 3, R: 0}}}},
		// (4,1,-5) is congruent to (1,1,1) mod 3: the segment passes through a
		// vertex at 1/3 and 2/3 of its length.
		{"vertex class", hex.Hex{}, hex.Hex{Q: 4, R: 1}, []alt{
			{2, hex.Hex{Q: 2, R: 0}, hex.Hex{Q: 1, R: 1}},
			{3, hex.Hex{Q: 2, R: 1}, hex.Hex{Q: 3, R: 0}},
		}},
		{"no ambiguity", hex.Hex{}, hex.Hex{Q: 7, R: 2}, nil},
		{"one hex", hex.Hex{Q: -2, R: 1}, hex.Hex{Q: -2, R: 1}, nil},
		// Line's tie at step 4 goes to (0,4); the graze of (1,2) at step 3
		// still connects through the other tie hex (1,3).
		{"graze next to a tie", hex.Hex{}, hex.Hex{Q: 1, R: 7}, []alt{
			{3, hex.Hex{Q: 0, R: 3}, hex.Hex{Q: 1, R: 2}},
			{4, hex.Hex{Q: 0, R: 4}, hex.Hex{Q: 1, R: 3}},
			{5, hex.Hex{Q: 1, R: 4}, hex.Hex{Q: 0, R: 5}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			steps := centreSteps(t, tc.a, tc.b)
			var got []alt
			for i, s := range steps {
				if other, ok := isChoice(s); ok {
					got = append(got, alt{i, s.Hex, other})
				}
			}
			if !slices.Equal(got, tc.alts) {
				t.Fatalf("ambiguous steps = %v, want %v", got, tc.alts)
			}
		})
	}
}

// The sample point of step 10 of (0,0)->(-19,-1) lies exactly on the hexside
// between (-9,-1) and (-10,0); peers that round in floating point disagree.
func TestCentreLineSampleOnHexside(t *testing.T) {
	steps := centreSteps(t, hex.Hex{}, hex.Hex{Q: -19, R: -1})
	s := steps[10]
	other, ok := isChoice(s)
	got := []hex.Hex{s.Hex, other}
	slices.SortFunc(got, func(a, b hex.Hex) int { return a.Q - b.Q })
	if !ok || !slices.Equal(got, hexes(-10, 0, -9, -1)) {
		t.Fatalf("step 10 = %+v, want (-9,-1) and (-10,0)", s)
	}
}

// bruteNearest returns the hexes whose cells hold the point a + (b-a)·i/n,
// in exact rational arithmetic: the nearest centres in the cube metric.
func bruteNearest(a, b hex.Hex, i, n int) []hex.Hex {
	p := [3]*big.Rat{}
	ac := [3]int64{int64(a.Q), int64(a.R), int64(a.S())}
	bc := [3]int64{int64(b.Q), int64(b.R), int64(b.S())}
	for j := range 3 {
		p[j] = big.NewRat(ac[j]*int64(n-i)+bc[j]*int64(i), int64(n))
	}
	var best *big.Rat
	var out []hex.Hex
	fq, _ := p[0].Float64()
	fr, _ := p[1].Float64()
	for dq := -2; dq <= 2; dq++ {
		for dr := -2; dr <= 2; dr++ {
			c := hex.Hex{Q: int(fq) + dq, R: int(fr) + dr}
			cc := [3]int64{int64(c.Q), int64(c.R), int64(c.S())}
			d := new(big.Rat)
			for j := range 3 {
				x := new(big.Rat).Sub(p[j], new(big.Rat).SetInt64(cc[j]))
				d.Add(d, x.Mul(x, x))
			}
			switch {
			case best == nil || d.Cmp(best) < 0:
				best, out = d, []hex.Hex{c}
			case d.Cmp(best) == 0:
				out = append(out, c)
			}
		}
	}
	return out
}

// Exhaustive over every target within radius 12 of the origin: Line matches
// the exact rational oracle with the pinned tie-break, is symmetric, and every
// step is adjacent to the one before.
func TestLineExhaustiveAgainstOracle(t *testing.T) {
	const radius = 12
	key := func(h hex.Hex) int { return h.Q + 2*h.R - 3*h.S() }
	for q := -radius; q <= radius; q++ {
		for r := -radius; r <= radius; r++ {
			checkLineAgainstOracle(t, hex.Hex{}, hex.Hex{Q: q, R: r}, key)
		}
	}
}

func checkLineAgainstOracle(t *testing.T, a, b hex.Hex, key func(hex.Hex) int) {
	{
		line := mustLine(t, a, b)
		n := a.Distance(b)
		if len(line) != n+1 {
			t.Fatalf("Line(%v,%v) has %d hexes, want %d", a, b, len(line), n+1)
		}
		for i, h := range line {
			if n == 0 {
				break
			}
			cands := bruteNearest(a, b, i, n)
			want := slices.MaxFunc(cands, func(x, y hex.Hex) int { return key(x) - key(y) })
			if h != want {
				t.Fatalf("Line(%v,%v) step %d = %v, oracle %v (candidates %v)", a, b, i, h, want, cands)
			}
			if i > 0 && !line[i-1].IsNeighbor(h) {
				t.Fatalf("Line(%v,%v) step %d %v not adjacent to %v", a, b, i, h, line[i-1])
			}
		}
		back := mustLine(t, b, a)
		slices.Reverse(back)
		if !slices.Equal(back, line) {
			t.Fatalf("Line(%v,%v) = %v but reversed Line(%v,%v) = %v", a, b, line, b, a, back)
		}
	}
}

func TestLineProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(1000).Draw(t, "a")
		b := hextest.Hex(1000).Draw(t, "b")
		off := hextest.Hex(1<<20).Draw(t, "offset")
		line, err := hex.AppendLine(nil, a, b)
		if err != nil {
			t.Fatal(err)
		}
		if len(line) != a.Distance(b)+1 || line[0] != a || line[len(line)-1] != b {
			t.Fatalf("Line(%v,%v): %d hexes from %v to %v", a, b, len(line), line[0], line[len(line)-1])
		}
		moved, _ := hex.AppendLine(nil, a.Add(off), b.Add(off))
		for i, h := range line {
			if i > 0 && !line[i-1].IsNeighbor(h) {
				t.Fatalf("step %d not adjacent", i)
			}
			if a.Distance(h) != i {
				t.Fatalf("step %d at distance %d from a", i, a.Distance(h))
			}
			if moved[i] != h.Add(off) {
				t.Fatalf("translation changed step %d: %v vs %v", i, moved[i], h.Add(off))
			}
		}
		steps, _ := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
		back, _ := hex.AppendLineSteps(nil, b, a, hex.CentreLine)
		for i, s := range steps {
			if s.Hex != line[i] {
				t.Fatalf("centre step %d hex %v, Line has %v", i, s.Hex, line[i])
			}
			r := back[len(back)-1-i]
			so, sok := isChoice(s)
			ro, rok := isChoice(r)
			if sok != rok || (sok && (so != ro || s.Hex != r.Hex)) {
				t.Fatalf("centre step %d differs by direction: %+v vs %+v", i, s, r)
			}
			if sok {
				if a.Distance(so) != i || so.Distance(b) != len(steps)-1-i {
					t.Fatalf("alt %v of step %d is off the line's band", so, i)
				}
				if p := steps[i-1]; !p.Hex.IsNeighbor(so) && !(p.Via() == hex.ViaChoice && p.Alt().IsNeighbor(so)) {
					t.Fatalf("alt of step %d not adjacent to the step before", i)
				}
			}
		}
	})
}

func BenchmarkLine100(b *testing.B) {
	dst := make([]hex.Hex, 0, 128)
	a, c := hex.Hex{Q: -40, R: 13}, hex.Hex{Q: 60, R: -47}
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = hex.AppendLine(dst[:0], a, c)
	}
	if len(dst) != 101 {
		b.Fatal(len(dst))
	}
}

func BenchmarkLineIter100(b *testing.B) {
	a, c := hex.Hex{Q: -40, R: 13}, hex.Hex{Q: 60, R: -47}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for range hex.Line(a, c) {
			n++
		}
	}
	_ = n
}

func BenchmarkLineStepsCentre100(b *testing.B) {
	dst := make([]hex.LineStep, 0, 128)
	// (100,-98,-2) is congruent to (1,1,1) mod 3: the vertex search runs.
	a, c := hex.Hex{}, hex.Hex{Q: 100, R: -98}
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = hex.AppendLineSteps(dst[:0], a, c, hex.CentreLine)
	}
	if len(dst) != 101 {
		b.Fatal(len(dst))
	}
}

// Rotating both ends about any centre rotates the line: hexes where the
// segment decides are carried over exactly, and where it does not (a tie or
// a graze) the rotated step offers the same pair of hexes.
func TestLineRotationAndReflection(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(200).Draw(t, "a")
		b := hextest.Hex(200).Draw(t, "b")
		c := hextest.Hex(200).Draw(t, "centre")
		k := rapid.IntRange(-6, 6).Draw(t, "k")
		axis := hex.Axis(rapid.IntRange(0, 2).Draw(t, "axis"))
		transforms := []struct {
			name string
			f    func(hex.Hex) hex.Hex
		}{
			{"rotate", func(h hex.Hex) hex.Hex { return h.RotateAround(c, k) }},
			{"reflect", func(h hex.Hex) hex.Hex { return h.ReflectAround(c, axis) }},
		}
		steps := centreSteps(t, a, b)
		for _, tr := range transforms {
			moved := centreSteps(t, tr.f(a), tr.f(b))
			if len(moved) != len(steps) {
				t.Fatalf("%s: %d steps, want %d", tr.name, len(moved), len(steps))
			}
			for i, s := range steps {
				m := moved[i]
				want := map[hex.Hex]bool{tr.f(s.Hex): true}
				if other, ok := isChoice(s); ok {
					want[tr.f(other)] = true
				}
				got := map[hex.Hex]bool{m.Hex: true}
				if other, ok := isChoice(m); ok {
					got[other] = true
				}
				if len(got) != len(want) {
					t.Fatalf("%s: step %d offers %v, want %v", tr.name, i, got, want)
				}
				for h := range want {
					if !got[h] {
						t.Fatalf("%s: step %d offers %v, want %v", tr.name, i, got, want)
					}
				}
			}
		}
	})
}

// At the edge of the valid range the centre line's candidates stay valid,
// and the line is the one near the origin translated: its grazes and
// adjacency tests, which skip the range test, decide as they do anywhere.
func TestCentreLineAtRangeEdge(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		const m = hex.MaxCoord
		corners := []hex.Hex{{Q: m, R: 0}, {Q: m, R: -m}, {Q: 0, R: -m}, {Q: -m, R: 0}, {Q: -m, R: m}, {Q: 0, R: m}}
		c := rapid.SampledFrom(corners).Draw(t, "corner")
		off := func(label string) hex.Hex {
			return hex.Hex{Q: rapid.IntRange(-12, 12).Draw(t, label+"q"), R: rapid.IntRange(-12, 12).Draw(t, label+"r")}
		}
		a, b := c.Add(off("a")), c.Add(off("b"))
		if !a.Valid() || !b.Valid() {
			t.Skip("end outside the range")
		}
		got := centreSteps(t, a, b)
		want := centreSteps(t, a.Sub(c), b.Sub(c))
		if len(got) != len(want) {
			t.Fatalf("%v->%v: %d steps, translated %d", a, b, len(got), len(want))
		}
		for i, st := range got {
			w := want[i]
			other, ok := isChoice(st)
			wo, wok := isChoice(w)
			if !st.Hex.Valid() || ok && !other.Valid() {
				t.Fatalf("%v->%v step %d: invalid candidate %+v", a, b, i, st)
			}
			if st.Hex != w.Hex.Add(c) || ok != wok || ok && other != wo.Add(c) {
				t.Fatalf("%v->%v step %d: %+v, translated line gives %+v", a, b, i, st, w)
			}
		}
	})
}

// checkStepMoves checks that every step's Via, Dir, Alt and Side describe
// the move from the hex before: a neighbour, or along a spine a diagonal
// with its two flanks.
func checkStepMoves(t pathTB, steps []hex.LineStep) {
	t.Helper()
	for i := 1; i < len(steps); i++ {
		prev, s := steps[i-1].Hex, steps[i]
		switch s.Via() {
		case hex.ViaSpine:
			f0, f1 := s.Flanks()
			if s.Hex != prev.Diagonal(s.Dir()) || f0 != prev.Neighbor(s.Dir()) || f1 != prev.Neighbor(s.Dir()+1) || s.Alt() != (hex.Hex{}) || s.Side() != (hex.Side{}) {
				t.Fatalf("step %d: spine %+v from %v", i, s, prev)
			}
		case hex.ViaSide, hex.ViaVertex, hex.ViaChoice:
			side, _ := hex.SideBetween(prev, s.Hex)
			if s.Hex != prev.Neighbor(s.Dir()) || s.Side() != side {
				t.Fatalf("step %d: %+v from %v, side %v", i, s, prev, s.Side())
			}
			if s.Via() == hex.ViaSide && s.Alt() != (hex.Hex{}) || s.Via() != hex.ViaSide && s.Alt() != s.Hex.Neighbor(s.AltDir()) {
				t.Fatalf("step %d: %v: Alt is stray, or not next to Hex in AltDir", i, s)
			}
			if f0, f1 := s.Flanks(); f0 != (hex.Hex{}) || f1 != (hex.Hex{}) {
				t.Fatalf("step %d: %+v has flanks", i, s)
			}
		default:
			t.Fatalf("step %d: via %v", i, s.Via())
		}
	}
	if len(steps) > 0 && (steps[0].Via() != hex.ViaStart || steps[0].Dir() != 0 || steps[0].Alt() != hex.Hex{}) {
		t.Fatalf("start %+v", steps[0])
	}
}

// collectSteps returns the steps LineSteps yields.
func collectSteps(a, b hex.Hex, form hex.LineForm) []hex.LineStep {
	return slices.Collect(hex.LineSteps(a, b, form))
}

// The iterator form of each line form yields what the append form
// appends, on every line within radius 12 and on long lines that span
// many of the centre line's windows (ends in the vertex class included);
// every step describes its move.
func TestLineStepsIteratorMatchesAppend(t *testing.T) {
	check := func(t pathTB, a, b hex.Hex) {
		t.Helper()
		for _, form := range []hex.LineForm{hex.CentreLine, hex.Supercover} {
			want, err := hex.AppendLineSteps(nil, a, b, form)
			if err != nil {
				t.Fatalf("%v %v->%v: %v", form, a, b, err)
			}
			checkStepMoves(t, want)
			if got := collectSteps(a, b, form); !slices.Equal(got, want) {
				t.Fatalf("%v %v->%v: LineSteps %v, AppendLineSteps %v", form, a, b, got, want)
			}
		}
	}
	for h := range hex.Range(hex.Hex{}, 12) {
		check(t, hex.Hex{}, h)
	}
	for _, b := range []hex.Hex{{Q: 100, R: -98}, {Q: 1, R: 70}, {Q: -200, R: 67}, {Q: 96, R: -33}} {
		check(t, hex.Hex{Q: 3, R: -1}, b)
	}
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(1000).Draw(t, "a")
		b := hextest.Hex(1000).Draw(t, "b")
		check(t, a, b)
	})
}

// A centre line longer than the AppendX forms grow dst by up front is
// appended as it is walked: the same steps, step for step, as its
// iterator and Line.
func TestCentreLineLongerThanGrowth(t *testing.T) {
	a, b := hex.Hex{Q: -3, R: 1}, hex.Hex{Q: 70001, R: -2}
	steps, err := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
	if err != nil {
		t.Fatal(err)
	}
	line := mustLine(t, a, b)
	if len(steps) != a.Distance(b)+1 || len(line) != len(steps) {
		t.Fatalf("%d steps, %d hexes, want %d", len(steps), len(line), a.Distance(b)+1)
	}
	checkStepMoves(t, steps)
	i := 0
	for s := range hex.LineSteps(a, b, hex.CentreLine) {
		if s != steps[i] || s.Hex != line[i] {
			t.Fatalf("step %d: %+v, appended %+v, Line %v", i, s, steps[i], line[i])
		}
		i++
	}
}

// The family's one answer to ends it cannot walk, and to an unknown form.
func TestLineInvalidEnds(t *testing.T) {
	far := hex.Hex{Q: hex.MaxLineDistance + 1}
	for _, b := range []hex.Hex{{Q: hex.MaxCoord + 1}, far} {
		if err := hex.CheckLine(hex.Hex{}, b); err == nil {
			t.Errorf("CheckLine to %v: no error", b)
		}
		dst := []hex.Hex{{Q: 7}}
		if got, err := hex.AppendLine(dst, hex.Hex{}, b); err == nil || !slices.Equal(got, dst) {
			t.Errorf("AppendLine to %v: %v, %v", b, got, err)
		}
		for _, form := range []hex.LineForm{hex.CentreLine, hex.Supercover} {
			if got, err := hex.AppendLineSteps(nil, hex.Hex{}, b, form); err == nil || len(got) != 0 {
				t.Errorf("AppendLineSteps(%v) to %v: %v, %v", form, b, got, err)
			}
			if n := len(collectSteps(hex.Hex{}, b, form)); n != 0 {
				t.Errorf("LineSteps(%v) to %v yielded %d steps", form, b, n)
			}
		}
	}
	if _, err := hex.AppendLineSteps(nil, hex.Hex{}, hex.Hex{Q: 2}, hex.LineForm(9)); err == nil || hex.LineForm(9).String() != "LineForm(9)" {
		t.Errorf("unknown form: %v", err)
	}
	if n := len(collectSteps(hex.Hex{}, hex.Hex{Q: 2}, hex.LineForm(9))); n != 0 {
		t.Errorf("LineSteps of an unknown form yielded %d steps", n)
	}
	if err := hex.CheckLine(hex.Hex{}, hex.Hex{Q: hex.MaxLineDistance}); err != nil {
		t.Errorf("CheckLine at the limit: %v", err)
	}
}

func BenchmarkLineStepsCentreIter100(b *testing.B) {
	a, c := hex.Hex{}, hex.Hex{Q: 100, R: -98}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for range hex.LineSteps(a, c, hex.CentreLine) {
			n++
		}
	}
	_ = n
}

func BenchmarkLineStepsSupercoverIter60(b *testing.B) {
	a, c := hex.Hex{}, hex.Hex{Q: 60, R: -17}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for range hex.LineSteps(a, c, hex.Supercover) {
			n++
		}
	}
	_ = n
}
