package heavygear

import (
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Issue 33 (found by the sweep): a nil or zero Concealer or Mover
// dereferenced its nil board or ground; now each errs or answers its
// documented empty value.
func TestIssue33ZeroConcealerAndMover(t *testing.T) {
	base := geom.Disc{Center: orb.Point{5, 5}, R: 0.5}
	for name, c := range map[string]*Concealer{"nil": nil, "zero": {}} {
		if c.Board() != nil {
			t.Errorf("%s Concealer: a board", name)
		}
		if _, err := c.Conceal(orb.Point{0, 0}, 6, base, Situation{}); err == nil {
			t.Errorf("%s Concealer: Conceal gave no error", name)
		}
	}
	for name, mv := range map[string]*Mover{"nil": nil, "zero": {}} {
		if mv.Model() != (Model{}) || mv.Ground() != nil {
			t.Errorf("%s Mover: an accessor answered", name)
		}
		if _, err := mv.Cost(new(ground.Tape), orb.LineString{{0, 0}, {1, 1}}); err == nil {
			t.Errorf("%s Mover: Cost gave no error", name)
		}
	}
}

// Issue 33 (found by the sweep): IsPiece indexed the board with any int.
func TestIssue33IsPieceOutOfRange(t *testing.T) {
	b := board(t, 24, 24, terrain.NewArea("rocks-1", "rocks", rect(2, 2, 8, 5)))
	if !IsPiece(b, 0) {
		t.Fatal("rocks are not a piece")
	}
	for _, i := range []int{-1, 1, 255, math.MaxInt, math.MinInt} {
		if IsPiece(b, i) {
			t.Errorf("IsPiece(%d)", i)
		}
	}
	if IsPiece(nil, 0) {
		t.Error("IsPiece(nil)")
	}
}

// Issue 33: terrain points were converted to int whatever their number: a
// line of fire 2e9 in through rocks gave 2e9 points (and, past an int,
// a wrapped total). Now more than MaxConcealment is an error.
func TestIssue33ConcealmentBounded(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{-1e9, -10}, Max: orb.Point{1e9, 10}}, Unit: Unit, Types: Types(),
		Features: []terrain.Feature{terrain.NewArea("ridge", "rocks", rect(-1e9, -1, 1e9, 1))},
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewConcealer(b, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Conceal(orb.Point{-1e9, 0}, 6, geom.Disc{Center: orb.Point{1e9, 0}, R: 1}, Situation{})
	if err == nil || !strings.Contains(err.Error(), "MaxConcealment") {
		t.Errorf("a line of fire through 2e9 in of rocks: %d points, %v", got.Score, err)
	}
	// 10 in of rocks are 10 points, as before.
	if got, err := c.Conceal(orb.Point{0, 0}, 6, geom.Disc{Center: orb.Point{10, 0}, R: 0.5}, Situation{}); err != nil || got.Score != 10 {
		t.Errorf("10 in of rocks: %d points, %v", got.Score, err)
	}
}

// Issue 33: a Speed outside the three of HG-K4 was accepted (Speed(99)
// took 99 points off) and printed as "stationary".
func TestIssue33UnknownSpeed(t *testing.T) {
	b := board(t, 24, 24)
	c, err := NewConcealer(b, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []Speed{-1, 3, 99, math.MaxInt, math.MinInt} {
		if got, err := c.Conceal(orb.Point{0, 0}, 6, geom.Disc{Center: orb.Point{5, 5}, R: 0.5}, Situation{Speed: s}); err == nil {
			t.Errorf("Speed(%d) accepted: %v", int(s), got)
		}
		if !strings.HasPrefix(s.String(), "Speed(") {
			t.Errorf("Speed(%d).String() = %q", int(s), s)
		}
	}
	if got := ObstacleOutcome(7).String(); got != "ObstacleOutcome(7)" {
		t.Errorf("ObstacleOutcome(7) = %q", got)
	}
}

// Issue 33: a Concealer held one tracer and one scratch slice, so two
// goroutines concealing at once raced (run with -race). It now takes
// its scratch space from a pool and is safe for concurrent use.
func TestIssue33ConcealerConcurrent(t *testing.T) {
	b := cboard(t, terrain.NewArea("jungle-1", "c-"+Medium, rect(10, 0, 15, 10)), terrain.NewArea("scrub-1", "c-"+Light, rect(20, 0, 30, 10)))
	c, err := NewConcealer(b, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := c.Conceal(orb.Point{0, 5}, 6, geom.Disc{Center: orb.Point{35, 5}, R: 0.5}, Situation{})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 50 {
				size := 6
				if g%2 == 1 {
					size = 30 // no piece conceals it: marks differ between goroutines
				}
				got, err := c.Conceal(orb.Point{0, 5}, size, geom.Disc{Center: orb.Point{35, 5}, R: 0.5}, Situation{})
				if err != nil || size == 6 && got.Score != want.Score || size == 30 && got.Score != 0 {
					t.Errorf("size %d: %d points, %v (want %d)", size, got.Score, err, want.Score)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// Issue 33: the density check counted pieces in squares it allocated
// without a bound (squares of 1e-6 in on a 24 in table: 5.8e14 ints),
// and a degenerate board indexed its counts at -1.
func TestIssue33SetupSquaresBounded(t *testing.T) {
	b := board(t, 24, 24)
	if _, err := CheckSetup(b, SetupOptions{Square: 1e-6}); err == nil || !strings.Contains(err.Error(), "MaxSetupSquares") {
		t.Errorf("squares of 1e-6 in: %v", err)
	}
	if _, err := CheckSetup(b, SetupOptions{Spacing: 1e-9}); err == nil {
		t.Error("a spacing of 1e-9 in: no error")
	}
}

// Issue 33: StripWidth of a polygon with a NaN point was NaN, and of a
// strip 1e160 in long -Inf (its perimeter squared overflowed).
func TestIssue33StripWidthNonFinite(t *testing.T) {
	if w := StripWidth(geom.Polygon{orb.Ring{{0, 0}, {math.NaN(), 0}, {1, 1}, {0, 0}}}); w != 0 {
		t.Errorf("NaN polygon: %v", w)
	}
	if w := StripWidth(rect(0, 0, 1e160, 1)); w != 1 {
		t.Errorf("a strip 1e160 in long and 1 in wide: %v", w)
	}
	if w := StripWidth(nil); w != 0 {
		t.Errorf("empty polygon: %v", w)
	}
}

// Issue 33: enums out of range were read silently: Cover(-2^63) had a
// modifier that wrapped, a NaN Cover Size gave some cover, an unknown
// success rule was read as equal-or-beat by the lock and obstacle rolls,
// and a size below 1 passed the range check of a passive lock.
func TestIssue33EnumsOutOfRange(t *testing.T) {
	for _, c := range []Cover{-1, 4, math.MinInt, math.MaxInt} {
		if m := c.Modifier(); m != 1 {
			t.Errorf("Cover(%d).Modifier() = %d, want +1 (read as Open)", int(c), m)
		}
		if r := Covered(c, true); r.Cover != Open || r.Modifier != 1 || r.NoDirectFire {
			t.Errorf("Covered(Cover(%d)) = %+v", int(c), r)
		}
	}
	for _, x := range []struct {
		cover float64
		size  int
	}{{math.NaN(), 6}, {-1, 6}, {7, 0}, {7, math.MinInt}} {
		if c := CoverBySize(x.cover, x.size); c != Open {
			t.Errorf("CoverBySize(%v, %d) = %v", x.cover, x.size, c)
		}
	}
	bad := Rules{Success: 7}
	if _, _, _, err := bad.ActiveCheck(gear, Concealment{Score: 3}); err == nil {
		t.Error("ActiveCheck under an unknown success rule")
	}
	if _, _, err := bad.ObstacleCheck(gear); err == nil {
		t.Error("ObstacleCheck under an unknown success rule")
	}
	p := Rules{}.PassiveLock(Model{Detection: 0}, 0, 0, Concealment{Score: 3})
	if p.Locked {
		t.Errorf("a target of size 0 at distance 0 is locked: %v", p)
	}
}

// Issue 33: unknown perk bits and names that are not valid UTF-8 were
// accepted.
func TestIssue33ModelPerksAndText(t *testing.T) {
	perks := gear
	perks.Perks = 0x80
	name := gear
	name.Name = "id\xff"
	for _, m := range []Model{perks, name} {
		if err := m.Validate(); err == nil {
			t.Errorf("%+v: valid", m)
		}
	}
	c, err := NewConcealer(board(t, 24, 24), Rules{})
	if err != nil {
		t.Fatal(err)
	}
	sit := Situation{Perks: []Modifier{{Name: "\xff", Value: 1}}}
	if _, err := c.Conceal(orb.Point{0, 0}, 6, geom.Disc{Center: orb.Point{5, 5}, R: 0.5}, sit); err == nil {
		t.Error("a perk named in invalid UTF-8: no error")
	}
}

// Issue 33: the kill-zone check intersected every sight line with every
// piece: 45,000 lines across a piece of 100,000 points were 4.5·10^9 edge
// tests (minutes). Now more than MaxSetupWork is refused at once.
func TestIssue33SetupWorkBounded(t *testing.T) {
	const n = 100000
	ring := make(orb.Ring, 0, n+1)
	for k := range n {
		a := 2 * math.Pi * float64(k) / n
		ring = append(ring, orb.Point{24 + 10*math.Cos(a), 24 + 10*math.Sin(a)})
	}
	ring = append(ring, ring[0])
	b := board(t, 48, 48, terrain.NewArea("rocks-1", "rocks", geom.Polygon{ring}))
	done := make(chan error, 1)
	go func() {
		_, err := CheckSetup(b, SetupOptions{Directions: 4, Spacing: 0.006})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "MaxSetupWork") {
			t.Errorf("CheckSetup: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("CheckSetup did not return")
	}
	// The seed's sizes pass: a few rectangles and the default options.
	if _, err := CheckSetup(board(t, 72, 48, terrain.NewArea("rocks-1", "rocks", rect(2, 2, 8, 5))), SetupOptions{}); err != nil {
		t.Error(err)
	}
}
