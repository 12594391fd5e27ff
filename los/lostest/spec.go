package lostest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// BoardSpec describes generated boards over a ruleset's own terrain types
// and traits: a square table of integer coordinates (so that integer
// translations are exact) with areas and lines of the named types.
type BoardSpec struct {
	// Size is the side of the table, from (0, 0); at least 2.
	Size int
	// Unit is the board's unit ("" means "in").
	Unit string
	// Types are the ruleset's terrain types, with its own traits.
	Types []terrain.Type
	// Areas and Lines name the types placed as areas (axis-aligned or
	// slanted quadrilaterals) and as polylines (2 to 5 points); at least
	// one of them must be given, every name one of Types.
	Areas, Lines []string
	// Features is the largest number of features of a board (each board
	// has 0 to Features), at most MaxFeatures.
	Features int
	// MaxHeight, if positive, gives half the features an integer height
	// from 1 to MaxHeight (at most MaxSize).
	MaxHeight int
}

// MaxFeatures bounds [BoardSpec.Features], so that a generator's cost is
// bounded.
const MaxFeatures = 10000

// Validate reports a spec Random cannot draw from: a size outside 2 to
// MaxSize, no types to place, a name that is not one of Types, a
// negative or too large count or height.
func (s BoardSpec) Validate() error {
	var errs []error
	if err := checkSize("board size", float64(s.Size), 2); err != nil {
		errs = append(errs, err)
	}
	if len(s.Areas)+len(s.Lines) == 0 {
		errs = append(errs, errors.New("lostest: BoardSpec places no types (Areas and Lines are empty)"))
	}
	for _, n := range slices.Concat(s.Areas, s.Lines) {
		if !slices.ContainsFunc(s.Types, func(t terrain.Type) bool { return t.Name == n }) {
			errs = append(errs, fmt.Errorf("lostest: BoardSpec places type %q, which is not one of its Types", n))
		}
	}
	if s.Features < 0 || s.Features > MaxFeatures {
		errs = append(errs, fmt.Errorf("lostest: BoardSpec.Features %d: want 0 to %d", s.Features, MaxFeatures))
	}
	if err := checkCount("BoardSpec.MaxHeight", s.MaxHeight, MaxSize); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// Random draws a board from s with r: 0 to Features features, each an
// area (a rectangle, or a quadrilateral with a slanted side) or a line of
// a type drawn from Areas or Lines, with integer coordinates in [0,
// Size]. The same r state gives the same board. A nil or zero r, or an
// invalid spec, is an error.
func (s BoardSpec) Random(r *rand.Rand) (terrain.BoardData, error) {
	if err := errors.Join(checkRand(r), s.Validate()); err != nil {
		return terrain.BoardData{}, err
	}
	unit := s.Unit
	if unit == "" {
		unit = "in"
	}
	m := s.Size
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{float64(m), float64(m)}}, Unit: unit, Types: slices.Clone(s.Types)}
	pt := func() orb.Point { return orb.Point{float64(r.IntN(m + 1)), float64(r.IntN(m + 1))} }
	for i := range r.IntN(s.Features + 1) {
		id := fmt.Sprintf("f%d", i)
		var f terrain.Feature
		if len(s.Lines) == 0 || len(s.Areas) > 0 && r.IntN(3) < 2 {
			x0, y0 := r.IntN(m), r.IntN(m)
			x1, y1 := x0+1+r.IntN(min(m-x0, 1+m/3)), y0+1+r.IntN(min(m-y0, 1+m/3))
			sk := float64(r.IntN(2)) * float64(x1-x0) / 2
			ring := orb.Ring{{float64(x0), float64(y0)}, {float64(x1), float64(y0)}, {float64(x1), float64(y1)}, {float64(x0) + sk, float64(y1)}, {float64(x0), float64(y0)}}
			f = terrain.NewArea(id, s.Areas[r.IntN(len(s.Areas))], geom.Polygon{ring})
		} else {
			ls := orb.LineString{pt()}
			for len(ls) < 2 || r.IntN(3) > 0 && len(ls) < 5 {
				if p := pt(); p != ls[len(ls)-1] {
					ls = append(ls, p)
				}
			}
			f = terrain.NewLine(id, s.Lines[r.IntN(len(s.Lines))], ls)
		}
		if s.MaxHeight > 0 && r.IntN(2) == 0 {
			f = f.WithHeight(float64(1 + r.IntN(s.MaxHeight)))
		}
		d.Features = append(d.Features, f)
	}
	return d, nil
}

// Generator returns a rapid generator of s's boards (see [BoardSpec.Random]);
// an invalid spec fails the property that draws from it.
func (s BoardSpec) Generator() *rapid.Generator[terrain.BoardData] {
	return rapid.Custom(func(t *rapid.T) terrain.BoardData {
		seed := rapid.Uint64().Draw(t, "seed")
		d, err := s.Random(rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		return d
	})
}

// KitSpec is the BoardSpec of the kit's own types ([BoardTypes]): areas
// of field, wood and building, lines of hedge, crest and wall, heights up
// to 4.
func KitSpec(size, features int) BoardSpec {
	return BoardSpec{Size: size, Unit: "m", Types: BoardTypes(), Areas: []string{"field", "wood", "building"},
		Lines: []string{"hedge", "crest", "wall"}, Features: features, MaxHeight: 4}
}

// RandomBase draws a round base on a table of side size: an integer
// centre in [1, size-1] and a radius drawn from radii (0.5 and 1 when
// radii is empty). A nil or zero r, a size that is not from 2 to
// [MaxSize] and a radius that is not positive and at most MaxSize are
// errors.
func RandomBase(r *rand.Rand, size int, radii []float64) (geom.Disc, error) {
	if err := errors.Join(checkRand(r), checkSize("table size", float64(size), 2), checkRadii(radii)); err != nil {
		return geom.Disc{}, err
	}
	if len(radii) == 0 {
		radii = []float64{0.5, 1}
	}
	n := size - 1
	return geom.Disc{Center: orb.Point{float64(1 + r.IntN(n)), float64(1 + r.IntN(n))}, R: radii[r.IntN(len(radii))]}, nil
}

// checkRadii reports the first radius that is not positive and at most
// MaxSize.
func checkRadii(radii []float64) error {
	for k, x := range radii {
		if !(x > 0 && x <= MaxSize) {
			return fmt.Errorf("lostest: radius %d is %v: want one above 0 and at most MaxSize (%d)", k, x, MaxSize)
		}
	}
	return nil
}

// BaseOf returns a rapid generator of bases (see [RandomBase]);
// arguments RandomBase refuses fail the property that draws from it.
func BaseOf(size int, radii []float64) *rapid.Generator[geom.Disc] {
	radii = slices.Clone(radii)
	return rapid.Custom(func(t *rapid.T) geom.Disc {
		seed := rapid.Uint64().Draw(t, "seed")
		d, err := RandomBase(rand.New(rand.NewPCG(seed, 1)), size, radii)
		if err != nil {
			t.Fatal(err)
		}
		return d
	})
}

// SightSpec describes generated scenes for the scored base-to-base laws
// ([CheckSightLaws]) over a ruleset's own board.
type SightSpec struct {
	// Board describes the boards.
	Board BoardSpec
	// Radii are the radii of the bases (nil: 0.5 and 1).
	Radii []float64
	// Bases is the largest number of other bases (blockers) in a scene.
	Bases int
	// Opaque, if not "", names the type of the opaque area the
	// monotonicity law adds (one of Board.Types; the query under test
	// must read it as Opaque); the law also adds a base.
	Opaque string
	// MaxHeight is the largest sight height of an end (integers from 0);
	// blockers get heights up to it too.
	MaxHeight int
}

// SightScenes returns a scene generator for [SightLaws]: a board of
// spec.Board, two bases and up to spec.Bases others clear of them, sight
// heights, a base (clear of the two) and (with spec.Opaque) a 2 x 2
// opaque area near the centre line for the monotonicity law, and an
// integer translation. Its error is the spec's ([SightSpec.Validate]) or
// the random source's.
func SightScenes(spec SightSpec) func(r *rand.Rand) (SightCase, error) {
	spec.Radii = slices.Clone(spec.Radii)
	return func(r *rand.Rand) (SightCase, error) {
		if err := spec.Validate(); err != nil {
			return SightCase{}, err
		}
		d, err := spec.Board.Random(r)
		if err != nil {
			return SightCase{}, err
		}
		size := spec.Board.Size
		h := func() float64 { return float64(r.IntN(spec.MaxHeight + 1)) }
		base := func() geom.Disc {
			d, _ := RandomBase(r, size, spec.Radii) // the spec is valid
			return d
		}
		c := SightCase{Board: d, From: base(), To: base(), FromHeight: h(), ToHeight: h(),
			Move: orb.Point{float64(r.IntN(21) - 10), float64(r.IntN(21) - 10)}}
		// Other bases stand clear of the two (bases on a table do not
		// overlap): a blocker over an end base leaves only lines that
		// exist by a rounding in 3D.
		apart := func(d geom.Disc) bool { return !d.Within(c.From, 0) && !d.Within(c.To, 0) }
		for range r.IntN(spec.Bases + 1) {
			if d := base(); apart(d) {
				c.Blockers = append(c.Blockers, los.Blocker{Disc: d, Height: h()})
			}
		}
		// The added obstacles stand near the middle of the centre line,
		// where they are likely to matter.
		mx := (c.From.Center[0] + c.To.Center[0]) / 2
		my := (c.From.Center[1] + c.To.Center[1]) / 2
		in := func(v float64) float64 { return min(max(v, 1), float64(size-1)) }
		x, y := in(float64(int(mx)+r.IntN(3)-1)), in(float64(int(my)+r.IntN(3)-1))
		if d := (geom.Disc{Center: orb.Point{x, y}, R: spec.radius(r)}); apart(d) {
			c.AddBase = &los.Blocker{Disc: d, Height: h()}
		}
		if spec.Opaque != "" {
			a := terrain.NewArea("lostest-added", spec.Opaque, geom.Polygon{orb.Ring{{x - 1, y - 1}, {x + 1, y - 1}, {x + 1, y + 1}, {x - 1, y + 1}, {x - 1, y - 1}}})
			c.AddArea = &a
		}
		return c, nil
	}
}

// Validate reports a spec SightScenes cannot draw from: an invalid board
// spec, a radius that is not positive and at most MaxSize, a negative or
// too large count of bases (at most MaxFeatures) or height (at most
// MaxSize), an Opaque type that is not one of the board's.
func (s SightSpec) Validate() error {
	errs := []error{s.Board.Validate(), checkRadii(s.Radii), checkCount("SightSpec.Bases", s.Bases, MaxFeatures),
		checkCount("SightSpec.MaxHeight", s.MaxHeight, MaxSize)}
	if s.Opaque != "" && !slices.ContainsFunc(s.Board.Types, func(t terrain.Type) bool { return t.Name == s.Opaque }) {
		errs = append(errs, fmt.Errorf("lostest: SightSpec.Opaque %q is not one of the board's types", s.Opaque))
	}
	return errors.Join(errs...)
}

// radius draws one of the spec's radii.
func (s SightSpec) radius(r *rand.Rand) float64 {
	if len(s.Radii) == 0 {
		return []float64{0.5, 1}[r.IntN(2)]
	}
	return s.Radii[r.IntN(len(s.Radii))]
}

// SpecScenes is [SceneBoards] over a ruleset's own board spec: cases for
// [CheckBoardLaws] on spec's boards, lines sight lines each with end
// heights 0 to 3, an integer translation, and, when extra names one of
// the spec's types, a 2 x 2 area of it as the added obstacle.
func SpecScenes(spec BoardSpec, lines int, extra string) func(r *rand.Rand) (BoardCase, error) {
	return func(r *rand.Rand) (BoardCase, error) {
		d, err := spec.Random(r)
		if err != nil {
			return BoardCase{}, err
		}
		m := spec.Size
		bc := BoardCase{Board: d, Move: orb.Point{float64(r.IntN(21) - 10), float64(r.IntN(21) - 10)}}
		if extra != "" {
			if !slices.ContainsFunc(spec.Types, func(t terrain.Type) bool { return t.Name == extra }) {
				return BoardCase{}, fmt.Errorf("lostest: SpecScenes: extra type %q is not one of the spec's types", extra)
			}
			x, y := float64(r.IntN(m-1)), float64(r.IntN(m-1))
			bc.Extra, bc.HasExtra = terrain.NewArea("extra", extra, geom.Polygon{orb.Ring{{x, y}, {x + 2, y}, {x + 2, y + 2}, {x, y + 2}, {x, y}}}), true
		}
		if err := checkCount("lines", lines, MaxFeatures); err != nil {
			return BoardCase{}, err
		}
		return bc, appendLines(&bc, r, m, lines)
	}
}
