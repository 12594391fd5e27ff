package hexsight_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// woodsSight is a 10 x 10 map with a scatter of woods and brush, under
// blocking and a hindrance threshold, so lines are seen and unseen.
func woodsSight(t testing.TB) *hexsight.Sight {
	var hexes []terrain.HexData
	for q := range 10 {
		for r := range 10 {
			switch (q*7 + r*3) % 11 {
			case 0:
				hexes = append(hexes, terrain.HexData{Hex: hex.Hex{Q: q, R: r - q/2}, Type: "wood"})
			case 4, 5:
				hexes = append(hexes, terrain.HexData{Hex: hex.Hex{Q: q, R: r - q/2}, Type: "brush"})
			}
		}
	}
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear"),
			terrain.NewType("wood", tBlocks.Is(true)),
			terrain.NewType("brush", tHind.Is(1)),
		},
		Hexes: hexes,
	})
	if err != nil {
		t.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: tBlocks, Hindrance: tHind, Threshold: hexsight.Threshold{Limit: 2}})
	if err != nil {
		t.Fatal(err)
	}
	return hs
}

// Goroutines sharing one Shared get, pair by pair, the verdict of
// a private tracer; run with -race this also checks they share nothing.
func TestSharedHexSightConcurrent(t *testing.T) {
	hs := woodsSight(t)
	s, err := hexsight.NewShared(hs)
	if err != nil {
		t.Fatal(err)
	}
	var hexes []hex.Hex
	for h := range hs.Map().Hexes() {
		hexes = append(hexes, h)
	}
	var tr hexsight.Tracer
	want := make([]bool, len(hexes)*len(hexes))
	seen := 0
	for i, a := range hexes {
		for j, b := range hexes {
			v, err := hs.LoS(&tr, a, b)
			if err != nil {
				t.Fatal(err)
			}
			want[i*len(hexes)+j] = v.Seen
			if v.Seen {
				seen++
			}
		}
	}
	if seen == 0 || seen == len(want) {
		t.Fatalf("map sees %d of %d pairs: want a mix", seen, len(want))
	}
	const workers = 4
	var wg sync.WaitGroup
	errs := make([]error, workers)
	bad := make([]int, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := w; k < len(want); k += workers {
				a, b := hexes[k/len(hexes)], hexes[k%len(hexes)]
				got, err := s.Sees(a, b)
				if err != nil {
					errs[w] = err
					return
				}
				var explained bool
				if err := s.Explain(a, b, func(v hexsight.Verdict) { explained = v.Seen }); err != nil {
					errs[w] = err
					return
				}
				if got != want[k] || explained != want[k] {
					bad[w]++
				}
			}
		}()
	}
	wg.Wait()
	for w := range workers {
		if errs[w] != nil {
			t.Fatal(errs[w])
		}
		if bad[w] > 0 {
			t.Errorf("worker %d: %d pairs differ from a private tracer", w, bad[w])
		}
	}
}

func TestSharedHexSightDegenerate(t *testing.T) {
	if _, err := hexsight.NewShared(nil); err == nil {
		t.Error("NewShared(nil): no error")
	}
	var zero hexsight.Shared
	if seen, err := zero.Sees(hex.Hex{}, hex.Hex{}); err == nil || seen {
		t.Errorf("zero Shared: %v, %v; want false and an error", seen, err)
	}
	var nilS *hexsight.Shared
	if err := nilS.Explain(hex.Hex{}, hex.Hex{}, nil); err == nil {
		t.Error("nil Shared: no error")
	}
	hs := woodsSight(t)
	s, err := hexsight.NewShared(hs)
	if err != nil {
		t.Fatal(err)
	}
	// Off the map: whatever Sight.LoS answers, never seen.
	off := hex.Hex{Q: 1 << 20, R: -(1 << 20)}
	var tr hexsight.Tracer
	v, werr := hs.LoS(&tr, off, hex.Hex{})
	if seen, err := s.Sees(off, hex.Hex{}); seen || v.Seen || (err == nil) != (werr == nil) {
		t.Errorf("off-map observer: %v, %v; Sight.LoS says %v, %v", seen, err, v.Seen, werr)
	}
	if err := s.Explain(hex.Hex{}, hex.Hex{Q: 3, R: 1}, nil); err != nil {
		t.Errorf("Explain with nil f: %v", err)
	}
}

// Warm, Sees allocates nothing: the pooled tracer has grown. (The race
// detector drops pooled items at random, so the bound is averaged.)
func TestSharedHexSightAllocs(t *testing.T) {
	s, err := hexsight.NewShared(woodsSight(t))
	if err != nil {
		t.Fatal(err)
	}
	a, b := hex.Hex{Q: 0, R: 0}, hex.Hex{Q: 9, R: -4}
	if _, err := s.Sees(a, b); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(1000, func() { _, _ = s.Sees(a, b) }); n > 0 {
		t.Errorf("Sees allocates %v times a call once warm", n)
	}
}

func BenchmarkSharedHexSight(b *testing.B) {
	s, err := hexsight.NewShared(woodsSight(b))
	if err != nil {
		b.Fatal(err)
	}
	a, c := hex.Hex{Q: 0, R: 0}, hex.Hex{Q: 9, R: -4}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := s.Sees(a, c); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// Several goroutines ask one Shared, each for its own targets,
// with no tracer of their own.
func ExampleShared() {
	blocks := terrain.Flag("blocks")
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{Q: 5, R: 3}, Type: "wood"}},
	})
	hs, _ := hexsight.New(m, hexsight.Rules{Blocking: blocks})
	s, _ := hexsight.NewShared(hs)
	from := hex.Hex{Q: 4, R: 3}
	targets := []hex.Hex{{Q: 6, R: 3}, {Q: 4, R: 6}, {Q: 7, R: 3}, {Q: 1, R: 3}}
	seen := make([]bool, len(targets))
	var wg sync.WaitGroup
	for i, to := range targets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			seen[i], _ = s.Sees(from, to)
		}()
	}
	wg.Wait()
	for i, to := range targets {
		fmt.Println(to, seen[i])
	}
	// Output:
	// (6,3) false
	// (4,6) true
	// (7,3) false
	// (1,3) true
}
