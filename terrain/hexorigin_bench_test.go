package terrain_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// BenchmarkHexTypeOrigin is BenchmarkHexType on the same 60x40 map moved
// to a negative origin beyond 2^20: the origin costs a subtraction per
// lookup and no allocation.
func BenchmarkHexTypeOrigin(b *testing.B) {
	m0, hexes := benchHexMap(b)
	v := hex.Hex{Q: -2 * (1 << 20), R: -7}
	d := m0.Data()
	d.Origin = hex.OddQ.FromHex(v)
	d.Labels = shiftLabels(d.Labels, d.Origin)
	for i := range d.Hexes {
		d.Hexes[i].Hex = d.Hexes[i].Hex.Add(v)
	}
	for i, sd := range d.Sides {
		a, c := sd.Side.Hexes()
		d.Sides[i].Side, _ = hex.SideBetween(a.Add(v), c.Add(v))
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		b.Fatal(err)
	}
	for i := range hexes {
		hexes[i] = hexes[i].Add(v)
	}
	b.ReportAllocs()
	sum, i := 0, 0
	for b.Loop() {
		t, ok := m.HexType(hexes[i%len(hexes)])
		if !ok {
			b.Fatal("hex off the moved map")
		}
		sum += t
		i++
	}
	sink += sum
}
