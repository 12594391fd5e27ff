package napoleonic

import (
	"github.com/warkit/warkit/geom/hex"
)

// Exposure is one portion of a moving column of companies that may be
// fired at: after step Step (from 0) of its move, portion Portion (0 the
// head) stands in Hex, in an enemy zone of influence.
type Exposure struct {
	Step    int
	Portion int
	Hex     hex.Hex
}

// FireExposure returns where a column of companies moving along path may
// be fired at (NAP-F11): after each step, every portion standing in an
// enemy zone of influence (zoi reports those hexes); when charging, only
// its first hex, the head. Order: by step, then head to tail. The path is
// the head's, as for [Map.Move]; its costs are not checked here.
func (m *Map) FireExposure(u Unit, path []hex.Hex, zoi func(hex.Hex) bool, charging bool) ([]Exposure, error) {
	if err := m.ready(); err != nil {
		return nil, err
	}
	if u.Formation.Rules().Motion != Snake {
		return nil, u.errorf("NAP-F11 is for a column of companies, not a %v", u.Formation)
	}
	body, err := u.AppendHexes(nil)
	if err != nil {
		return nil, err
	}
	var out []Exposure
	prev := u.Head
	for i, next := range path {
		if !prev.IsNeighbor(next) {
			return out, u.errorf("step %d: %v and %v are not adjacent", i, prev, next)
		}
		copy(body[1:], body[:len(body)-1])
		body[0], prev = next, next
		for p, h := range body {
			if charging && p > 0 {
				break
			}
			if zoi != nil && zoi(h) {
				out = append(out, Exposure{Step: i, Portion: p, Hex: h})
			}
		}
	}
	return out, nil
}
