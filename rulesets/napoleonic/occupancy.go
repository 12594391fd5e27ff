package napoleonic

import (
	"github.com/warkit/warkit/geom/hex"
)

// Portion is one hex of a unit and the increments in it.
type Portion struct {
	Hex        hex.Hex
	Increments int
}

// Shares returns how n hexes share k increments under policy p, in the
// order of the hexes from the counter: SharesEven gives k/n to each and
// one more to the first k%n; SharesFourFromHead gives [PerHex] to each
// but the last, which holds the rest. Properties: the shares sum to k;
// under SharesEven no two differ by more than one and they never grow
// away from the counter. n < 1, n > [MaxIncrements] (no unit occupies
// more hexes than it has increments), k < 0 and an unknown policy yield
// nil, so the work and the result are bounded whatever the arguments.
func Shares(k, n int, p SharePolicy) []int {
	if n < 1 || n > MaxIncrements || k < 0 || p > SharesFourFromHead {
		return nil
	}
	out := make([]int, n)
	if p == SharesFourFromHead {
		for i := range out {
			out[i] = min(PerHex, max(k-PerHex*i, 0))
		}
		out[n-1] += max(k-PerHex*n, 0)
		return out
	}
	for i := range out {
		out[i] = k / n
		if i < k%n {
			out[i]++
		}
	}
	return out
}

// Portions returns the hexes u occupies and the increments in each, in
// the order of [Unit.AppendHexes] (NAP-F5 for a column of companies,
// NAP-L2 and L4 for a line: a line is always shared evenly).
func (m *Map) Portions(u Unit) ([]Portion, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	hexes, err := u.AppendHexes(nil)
	if err != nil {
		return nil, err
	}
	p := m.rules.Shares
	if u.Formation != ColumnOfCompanies {
		p = SharesEven
	}
	shares := Shares(u.Increments, len(hexes), p)
	out := make([]Portion, len(hexes))
	for i, h := range hexes {
		out[i] = Portion{Hex: h, Increments: shares[i]}
	}
	return out, nil
}

// CanStand reports whether u may stand where it is on m: every hex it
// occupies is on the map and allows its formation (NAP-L1 for a line,
// NAP-F2 and F4 for the columns). The error names the first hex that does
// not, counter first.
func (m *Map) CanStand(u Unit) error {
	if err := m.ready(); err != nil {
		return err
	}
	hexes, err := u.AppendHexes(nil)
	if err != nil {
		return err
	}
	for _, h := range hexes {
		if !m.Allows(h, u.Formation) {
			return u.errorf("hex %v does not allow %v (NAP-L1)", h, u.Formation)
		}
	}
	return nil
}

// portionOf returns the index of h among u's hexes, and false.
func portionOf(hexes []hex.Hex, h hex.Hex) (int, bool) {
	for i, x := range hexes {
		if x == h {
			return i, true
		}
	}
	return 0, false
}
