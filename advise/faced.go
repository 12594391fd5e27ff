package advise

import "fmt"

// Faced is a place with a facing: the place type of a game whose units
// face, such as a table model's (orb.Point, geom.Facing) or a hex
// counter's (hex.Hex, hex.Facing). With places of type Faced, a
// [ReachFunc]'s moves end with a facing, and [SightFunc] and [FireFunc]
// receive the facing at both ends, so a fire arc or a flank bonus enters
// every threat map and ranking with no other change. F must be
// comparable: geom.Facing and hex.Facing are.
type Faced[P comparable, F comparable] struct {
	At     P
	Facing F
}

// String formats f as "place facing facing".
func (f Faced[P, F]) String() string { return fmt.Sprintf("%v facing %v", f.At, f.Facing) }

// EndFacing turns moves into faced moves: each move of ms once for every
// facing that facings gives for its end (a unit may end its move facing
// any of them), in the order of ms and then of the facings. Every place of
// a faced move's path carries the facing it ends with. A nil facings, or
// none for a place, drops the move. It calls facings once per move, and
// more than [DefaultMaxPairs] faced places in all (a move's path places
// times its facings, summed) is an error, before they are built.
func EndFacing[P comparable, F comparable](ms []Move[P], facings func(to P) []F) ([]Move[Faced[P, F]], error) {
	if facings == nil {
		return nil, nil
	}
	fs := make([][]F, len(ms))
	total, moves := 0, 0
	for i, m := range ms {
		fs[i] = facings(m.To)
		if n, per := len(fs[i]), len(m.Path)+1; n > 0 && per > (DefaultMaxPairs-total)/n {
			return nil, fmt.Errorf("advise: faced moves: more than %d faced places (DefaultMaxPairs) by move %d", DefaultMaxPairs, i)
		}
		total += len(fs[i]) * (len(m.Path) + 1)
		moves += len(fs[i])
	}
	out := make([]Move[Faced[P, F]], 0, moves)
	for i, m := range ms {
		for _, f := range fs[i] {
			path := make([]Faced[P, F], len(m.Path))
			for j, p := range m.Path {
				path[j] = Faced[P, F]{p, f}
			}
			out = append(out, Move[Faced[P, F]]{To: Faced[P, F]{m.To, f}, Left: m.Left, Path: path})
		}
	}
	return out, nil
}

// EveryFacing returns the places of ps each once per facing of fs, in the
// order of ps and then fs: the Places of a [World] whose threat maps
// depend on the target's facing. More than [DefaultMaxPairs] places times
// facings is an error.
func EveryFacing[P comparable, F comparable](ps []P, fs []F) ([]Faced[P, F], error) {
	if err := checkDefaultPairs(len(ps), len(fs), "places by facings"); err != nil {
		return nil, err
	}
	out := make([]Faced[P, F], 0, len(ps)*len(fs))
	for _, p := range ps {
		for _, f := range fs {
			out = append(out, Faced[P, F]{p, f})
		}
	}
	return out, nil
}
