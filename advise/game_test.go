package advise_test

import (
	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// testGame is a small hex game written against advise's three function
// types only: woods block sight, fire hits on a d6 by strength and range,
// units move through clear hexes at 1 MP a hex.
type testGame struct {
	cols, rows int
	woods      map[hex.Hex]bool
}

type unit struct {
	Name     string
	Strength int // hit on 1..Strength-range on a d6, at least 1 if in range
	Range    int
	MP       int
}

func (g *testGame) on(h hex.Hex) bool {
	return h.Q >= 0 && h.Q < g.cols && h.R >= 0 && h.R < g.rows
}

func (g *testGame) places() []hex.Hex {
	var out []hex.Hex
	for r := range g.rows {
		for q := range g.cols {
			out = append(out, hex.Hex{Q: q, R: r})
		}
	}
	return out
}

// sight: no woods strictly between the two hexes.
func (g *testGame) sight(from, to hex.Hex) (bool, error) {
	for h := range hex.Line(from, to) {
		if h != from && h != to && g.woods[h] {
			return false, nil
		}
	}
	return true, nil
}

// fire: one shot, hitting for 1 on 1..k of a d6, k = strength - distance.
func (g *testGame) fire(s unit, from hex.Hex, _ unit, at hex.Hex) (combat.Dist, bool, error) {
	d := from.Distance(at)
	if d > s.Range || d == 0 {
		return combat.Dist{}, false, nil
	}
	k := min(6, max(1, s.Strength-d))
	dist, err := combat.NewDist(0, int64(6-k), int64(k))
	return dist, err == nil, err
}

// reach: breadth-first through clear, on-map hexes, staying put included.
func (g *testGame) reach(u unit, from hex.Hex) ([]advise.Move[hex.Hex], error) {
	path := map[hex.Hex][]hex.Hex{from: {from}}
	out := []advise.Move[hex.Hex]{{To: from, Left: float64(u.MP), Path: []hex.Hex{from}}}
	frontier := []hex.Hex{from}
	for step := 1; step <= u.MP; step++ {
		var next []hex.Hex
		for _, h := range frontier {
			for d := range hex.Direction(6) {
				n := h.Neighbor(d)
				if !g.on(n) || g.woods[n] || path[n] != nil {
					continue
				}
				path[n] = append(append([]hex.Hex(nil), path[h]...), n)
				out = append(out, advise.Move[hex.Hex]{To: n, Left: float64(u.MP - step), Path: path[n]})
				next = append(next, n)
			}
		}
		frontier = next
	}
	return out, nil
}

func (g *testGame) world() *advise.World[hex.Hex, unit] {
	return &advise.World[hex.Hex, unit]{
		Places: g.places(),
		Sight:  g.sight,
		Fire:   g.fire,
		Reach:  g.reach,
	}
}
