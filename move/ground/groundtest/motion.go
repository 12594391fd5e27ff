package groundtest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Motion is a motion of the whole board that float64 arithmetic performs
// exactly on the coordinates of a table: an optional mirror (x -> -x),
// then Quarter quarter turns anticlockwise about the origin, then a
// translation by Shift. Mirroring and quarter turns only swap and negate
// coordinates, so they are always exact; the translation is exact when
// Shift and the coordinates are multiples of a common power of two small
// enough for the sums to fit in 53 bits (whole inches or eighths of an
// inch on any table).
type Motion struct {
	Reflect bool
	Quarter int // any integer, taken modulo 4
	Shift   orb.Point
}

// Apply returns the image of p.
func (m Motion) Apply(p orb.Point) orb.Point {
	x, y := p[0], p[1]
	if m.Reflect {
		x = -x
	}
	for range ((m.Quarter % 4) + 4) % 4 {
		x, y = -y, x
	}
	return orb.Point{x + m.Shift[0], y + m.Shift[1]}
}

// String describes m, such as "mirror, 3 quarter turns, shift (8 -4)".
func (m Motion) String() string {
	s := ""
	if m.Reflect {
		s = "mirror, "
	}
	return s + strconv.Itoa(((m.Quarter%4)+4)%4) + " quarter turns, shift (" +
		strconv.FormatFloat(m.Shift[0], 'g', -1, 64) + " " + strconv.FormatFloat(m.Shift[1], 'g', -1, 64) + ")"
}

// MoveBoard returns a copy of board b with every feature and the extent
// moved by m: the same types, features and order, so that a ruleset's
// rate function reads the moved board as it reads b.
func MoveBoard(b *terrain.Board, m Motion) (*terrain.Board, error) {
	if b == nil {
		return nil, errors.New("groundtest: nil board")
	}
	d := b.Data()
	a, c := m.Apply(d.Extent.Min), m.Apply(d.Extent.Max)
	d.Extent = orb.Bound{Min: orb.Point{min(a[0], c[0]), min(a[1], c[1])}, Max: orb.Point{max(a[0], c[0]), max(a[1], c[1])}}
	for i := range d.Features {
		f := &d.Features[i]
		if f.Shape == terrain.Point {
			f.Point = m.Apply(f.Point)
		}
		f.LineString = moveLine(f.LineString, m)
		if f.Polygon != nil {
			poly := make(geom.Polygon, len(f.Polygon))
			for k, r := range f.Polygon {
				poly[k] = orb.Ring(moveLine(orb.LineString(r), m))
			}
			f.Polygon = poly
		}
	}
	moved, err := terrain.NewBoard(d)
	if err != nil {
		return nil, fmt.Errorf("groundtest: board moved by %v: %w", m, err)
	}
	return moved, nil
}

func moveLine(l orb.LineString, m Motion) orb.LineString {
	if l == nil {
		return nil
	}
	out := slices.Clone(l)
	for i, p := range out {
		out[i] = m.Apply(p)
	}
	return out
}

// CheckMotionInvariant checks law 3 on one input: moved is the same rules
// compiled on g's board moved by m (see [MoveBoard]), and the path moved
// by m costs what path costs on g, up to tol relative to the cost (the
// points where a path meets an edge are rounded), and is blocked alike,
// by the same feature on the same leg. A path's cost must not depend on
// where the table stands or which way it faces.
func CheckMotionInvariant(g, moved *ground.Ground, m Motion, path orb.LineString, tol float64) error {
	if err := ready(g, moved); err != nil {
		return err
	}
	if err := checkTol(tol); err != nil {
		return err
	}
	mp := moveLine(path, m)
	want, err := g.Cost(nil, path)
	if err != nil {
		return err
	}
	got, err := moved.Cost(nil, mp)
	if err != nil {
		return fmt.Errorf("groundtest: path %v moved by %v: %w", path, m, err)
	}
	if want.Blocked != got.Blocked || want.Blocked && (want.Block.Feature != got.Block.Feature || want.Block.Leg != got.Block.Leg) {
		return fmt.Errorf("groundtest: path %v: blocked %v (%+v); moved by %v, blocked %v (%+v)",
			path, want.Blocked, want.Block, m, got.Blocked, got.Block)
	}
	if want.Blocked {
		return nil
	}
	if d := math.Abs(want.Total - got.Total); !(d <= tol*max(1, want.Total)) {
		return fmt.Errorf("groundtest: path %v costs %v; moved by %v, %v\nas drawn:\n%v\nmoved:\n%v",
			path, want.Total, m, got.Total, g.Explain(want), moved.Explain(got))
	}
	return nil
}

// Motions returns the eight symmetries of the square (mirrored or not,
// 0 to 3 quarter turns), each with a different whole-unit translation.
func Motions() []Motion {
	out := make([]Motion, 0, 8)
	for k := range 8 {
		out = append(out, Motion{Reflect: k >= 4, Quarter: k % 4, Shift: orb.Point{float64(8*(k%3) - 8), float64(5 - 3*k)}})
	}
	return out
}

// CheckMotions checks law 3 on generated paths across g's board for each
// of [Motions]: build compiles the same rules as g on a board (it is
// called on each moved board). It fails when every path was blocked.
// cfg is as for [CheckGround]; Tol 0 means 1e-9. Mirrors and quarter
// turns only swap and negate coordinates, which IEEE arithmetic commutes
// with, so only translations need the tolerance; under PerStartedUnit rounding, which is discontinuous
// where a unit ends exactly at a change of terrain, the translations are
// left out.
func CheckMotions(g *ground.Ground, build func(*terrain.Board) (*ground.Ground, error), cfg Config) error {
	if err := ready(g); err != nil {
		return err
	}
	if build == nil {
		return errors.New("groundtest: nil build function")
	}
	if err := checkTol(cfg.Tol); err != nil {
		return err
	}
	tol := cfg.Tol
	if tol == 0 {
		tol = 1e-9
	}
	ms := Motions()
	if g.Options().Rounding == ground.PerStartedUnit {
		// A started unit is charged to the dearest stretch it meets, so a
		// unit boundary that falls exactly on a stretch's end decides the
		// charge by the rounding of the end point, which translation
		// changes: under this policy only the exact symmetries apply.
		for i := range ms {
			ms[i].Shift = orb.Point{}
		}
	}
	moved := make([]*ground.Ground, len(ms))
	for i, m := range ms {
		b, err := MoveBoard(g.Board(), m)
		if err != nil {
			return err
		}
		if moved[i], err = build(b); err != nil {
			return fmt.Errorf("groundtest: board moved by %v: %w", m, err)
		}
	}
	return eachPath(g, cfg, func(path orb.LineString, _ *rand.Rand) error {
		for i, m := range ms {
			if err := CheckMotionInvariant(g, moved[i], m, path, tol); err != nil {
				return err
			}
		}
		return nil
	})
}
