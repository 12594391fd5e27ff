package hexsight_test

import (
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// Hostile input to hex sight: ends far off the map or outside the hex
// range, negative and huge radii, and a map whose axial box dwarfs it,
// each with the documented answer and a bound on allocation.
func TestHexSightHostile(t *testing.T) {
	hs := bigHexSight(t, 20, 20, 7)
	var tr hexsight.Tracer
	on := hex.OddQ.ToHex(hex.Offset{Col: 5, Row: 5})
	minH, maxH := hex.Hex{Q: math.MinInt}, hex.Hex{Q: math.MaxInt, R: math.MaxInt}
	buf, _ := hs.AppendFOV(nil, &tr, on, 1000) // grow the buffers once
	buf2 := make([]hex.Hex, 0, len(buf))
	cases := []struct {
		name      string
		run       func() (string, error)
		want      string
		wantErr   bool
		maxAllocs float64
	}{
		{"LoS to MinInt is off the map", func() (string, error) {
			v, err := hs.LoS(&tr, on, minH)
			return v.Reason.String(), err
		}, "off map", false, 0},
		{"LoS from MaxInt is off the map", func() (string, error) {
			v, err := hs.LoS(&tr, maxH, on)
			return v.Reason.String(), err
		}, "off map", false, 0},
		{"LoS to itself is seen", func() (string, error) {
			v, err := hs.LoS(&tr, on, on)
			return boolString(v.Seen), err
		}, "true", false, 0},
		{"FOV with a negative radius is an error", func() (string, error) {
			_, err := hs.AppendFOV(buf[:0], &tr, on, -1)
			return "", err
		}, "", true, 1},
		{"FOV with radius MinInt is an error", func() (string, error) {
			_, err := hs.AppendFOV(buf[:0], &tr, on, math.MinInt)
			return "", err
		}, "", true, 1},
		{"FOV from MinInt is empty", func() (string, error) {
			out, err := hs.AppendFOV(buf[:0], &tr, minH, math.MaxInt)
			return boolString(len(out) == 0), err
		}, "true", false, 0},
		{"FOV with radius MaxInt is the whole map's", func() (string, error) {
			all, err := hs.AppendFOV(buf[:0], &tr, on, math.MaxInt)
			n := len(all)
			some, _ := hs.AppendFOV(buf2[:0], &tr, on, 40)
			return boolString(n == len(some) && n > 1), err
		}, "true", false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.run()
			if (err != nil) != c.wantErr || got != c.want {
				t.Fatalf("got %q, %v; want %q (error %v)", got, err, c.want, c.wantErr)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "hexsight: ") {
				t.Errorf("error %q is not prefixed hexsight:", err)
			}
			if n := testing.AllocsPerRun(3, func() { c.run() }); n > c.maxAllocs {
				t.Errorf("%v allocations per call, want at most %v", n, c.maxAllocs)
			}
		})
	}
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// A long strip of few rows spans an axial box thousands of times larger
// than the map; New refuses it instead of allocating gigabytes.
func TestHexSightRefusesStripMap(t *testing.T) {
	labels := hex.LabelFormat{Offset: hex.OddQ, Separator: ".", Col: hex.LabelAxis{First: 1}, Row: hex.LabelAxis{First: 1}}
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: terrain.MaxHexMapSide, Rows: 1, Labels: labels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")}})
	if err != nil {
		t.Fatal(err)
	}
	var ms0, ms1 runtimeMem
	ms0.read()
	_, err = hexsight.New(m, hexsight.Rules{})
	ms1.read()
	if err == nil {
		t.Fatal("a 10000 x 1 strip compiled into its whole axial box")
	}
	if grown := ms1.total - ms0.total; grown > 16<<20 {
		t.Errorf("refusing the strip allocated %d bytes", grown)
	}
}

// runtimeMem reads the bytes allocated so far.
type runtimeMem struct{ total uint64 }

func (m *runtimeMem) read() {
	var s runtime.MemStats
	runtime.ReadMemStats(&s)
	m.total = s.TotalAlloc
}

// FuzzHexFOV checks the field of view on a fixed map against pairwise
// LoS for any observer and radius, huge and negative included.
func FuzzHexFOV(f *testing.F) {
	f.Add(int64(3), int64(4), int64(5))
	f.Add(int64(0), int64(0), int64(1e9))
	f.Add(int64(math.MinInt64), int64(0), int64(math.MaxInt64))
	f.Add(int64(10), int64(-2), int64(-1))
	hs := bigHexSight(f, 24, 24, 6)
	f.Fuzz(func(t *testing.T, q, r, radius int64) {
		var tr hexsight.Tracer
		from := hex.Hex{Q: int(q), R: int(r)}
		got, err := hs.AppendFOV(nil, &tr, from, int(radius))
		if int(radius) < 0 {
			if err == nil {
				t.Fatal("negative radius accepted")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		var want []hex.Hex
		if from.Valid() {
			for h := range hex.Spiral(from, min(int(radius), 60)) {
				if v, err := hs.LoS(&tr, from, h); err == nil && v.Seen {
					want = append(want, h)
				}
			}
		}
		if len(got) != len(want) {
			t.Fatalf("FOV from %v radius %d: %d hexes, pairwise %d", from, radius, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("FOV[%d] = %v, pairwise %v", i, got[i], want[i])
			}
		}
	})
}
