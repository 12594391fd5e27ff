package napoleonic

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

func portionShares(t *testing.T, r Rules, u Unit) []int {
	t.Helper()
	ps, err := testMapRules(t, nil, r).Portions(u)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.Increments
	}
	return out
}

// NAP-F5: a column of companies holds at most 4 increments a hex, in
// ceil(increments/4) hexes directly behind the counter.
func TestNAP_F5_ColumnOfCompaniesOccupancy(t *testing.T) {
	cases := []struct {
		name       string
		increments int
		policy     SharePolicy
		want       []int
	}{
		{"4 increments, one hex", 4, SharesEven, []int{4}},
		{"5 increments, even", 5, SharesEven, []int{3, 2}},
		{"5 increments, four from head", 5, SharesFourFromHead, []int{4, 1}},
		{"10 increments, even, extras to the head", 10, SharesEven, []int{4, 3, 3}},
		{"10 increments, four from head", 10, SharesFourFromHead, []int{4, 4, 2}},
		{"12 increments (the Dragons)", 12, SharesEven, []int{4, 4, 4}},
		{"1 increment", 1, SharesEven, []int{1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := dragons()
			u.Increments = c.increments
			got := portionShares(t, Rules{Shares: c.policy}, u)
			if !slices.Equal(got, c.want) {
				t.Errorf("shares %v, want %v", got, c.want)
			}
			hexes, _ := u.AppendHexes(nil)
			for i, h := range hexes { // directly behind the counter
				if want := u.Head.Add(hex.Direction(3).Vector().Scale(i)); h != want {
					t.Errorf("hex %d = %v, want %v", i, h, want)
				}
			}
		})
	}
}

// NAP-L2: infantry line in 1 or 2 hexes; 2 need at least 5 increments,
// shared evenly.
func TestNAP_L2_InfantryLineOccupancy(t *testing.T) {
	cases := []struct {
		name       string
		increments int
		width      int
		want       []int // nil: not allowed
	}{
		{"one hex", 4, 1, []int{4}},
		{"width 0 means one hex", 6, 0, []int{6}},
		{"two hexes need 5 increments", 4, 2, nil},
		{"5 increments in two hexes", 5, 2, []int{3, 2}},
		{"the 8th KGL: 6 in two hexes", 6, 2, []int{3, 3}},
		{"no third hex", 12, 3, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := kgl()
			u.Increments, u.Width = c.increments, c.width
			if c.want == nil {
				if err := u.Validate(); err == nil {
					t.Fatal("allowed")
				}
				return
			}
			if got := portionShares(t, Rules{Shares: SharesFourFromHead}, u); !slices.Equal(got, c.want) {
				t.Errorf("shares %v, want %v", got, c.want)
			}
		})
	}
}

// NAP-L4 (occupancy): cavalry line in up to ceil(increments/4) hexes,
// shared evenly.
func TestNAP_L4_CavalryLineOccupancy(t *testing.T) {
	u := Unit{Name: "hussars", Arm: Cavalry, Increments: 9, Formation: Line, Facing: hex.VertexFacing(1), Head: hex.Hex{Q: 5, R: 3}}
	for w, want := range map[int][]int{1: {9}, 2: {5, 4}, 3: {3, 3, 3}} {
		u.Width = w
		if got := portionShares(t, Rules{}, u); !slices.Equal(got, want) {
			t.Errorf("width %d: shares %v, want %v", w, got, want)
		}
	}
	u.Width = 4
	if err := u.Validate(); err == nil {
		t.Error("9 increments in a 4-hex line: allowed")
	}
}

// NAP-L1: a multi-hex line exists only where every hex it occupies allows
// line.
func TestNAP_L1_LineOnlyWhereEveryHexAllowsIt(t *testing.T) {
	u := kgl() // (6,3) and (7,3)
	cases := []struct {
		name  string
		types map[hex.Hex]string
		ok    bool
	}{
		{"open", nil, true},
		{"farm (a scenario allows line there)", map[hex.Hex]string{{Q: 7, R: 3}: "farm"}, true},
		{"second hex cultivated", map[hex.Hex]string{{Q: 7, R: 3}: "cultivated"}, false},
		{"counter in woods", map[hex.Hex]string{{Q: 6, R: 3}: "woods"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := testMap(t, c.types)
			if err := m.CanStand(u); (err == nil) != c.ok {
				t.Errorf("CanStand = %v, want ok %v", err, c.ok)
			}
		})
	}
	// Nor may it move there.
	m := testMap(t, map[hex.Hex]string{{Q: 8, R: 2}: "cultivated"})
	if _, err := m.Move(u, []hex.Hex{u.Head.Neighbor(1)}); err == nil {
		t.Error("a line moved a hex into cultivated ground")
	}
	// Off the map is nowhere.
	u.Head = hex.Hex{Q: 15, R: 0}
	if err := testMap(t, nil).CanStand(u); err == nil {
		t.Error("a line half off the map stands")
	}
}

// Property: shares sum to the increments; even shares differ by at most
// one and never grow away from the counter; four-from-head never holds
// more than 4 a hex when the hexes are ceil(k/4).
func TestSharesProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(1, 60).Draw(t, "k")
		n := rapid.IntRange(1, 15).Draw(t, "n")
		for _, p := range []SharePolicy{SharesEven, SharesFourFromHead} {
			s := Shares(k, n, p)
			sum := 0
			for _, x := range s {
				sum += x
			}
			if sum != k || len(s) != n {
				t.Fatalf("%v: Shares(%d, %d) = %v", p, k, n, s)
			}
		}
		even := Shares(k, n, SharesEven)
		if slices.Max(even)-slices.Min(even) > 1 || !slices.IsSortedFunc(even, func(a, b int) int { return b - a }) {
			t.Fatalf("even Shares(%d, %d) = %v", k, n, even)
		}
		if four := Shares(k, ceilDiv(k, PerHex), SharesFourFromHead); slices.Max(four) > PerHex {
			t.Fatalf("four-from-head Shares(%d) = %v", k, four)
		}
	})
	if diff := cmp.Diff([]int(nil), Shares(3, 0, SharesEven)); diff != "" {
		t.Error(diff)
	}
}
