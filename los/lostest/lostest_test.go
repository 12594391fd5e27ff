package lostest_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// The board laws hold for a built-in accumulator, driven by the kit's
// boards.
func TestBoardLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := lostest.BoardOf(20, 5).Draw(t, "board")
		b, err := terrain.NewBoard(d)
		if err != nil {
			t.Fatal(err)
		}
		rf := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
			op, err := terrain.FeatureColumn(b, lostest.Opaque)
			return &los.HeightBlock{Blocks: op.At}, err
		}
		l := lostest.Line{Seg: geom.Segment{A: orb.Point{1, 1}, B: orb.Point{19, 17}}, FromHeight: 1, ToHt: 2}
		for _, err := range []error{
			lostest.CheckSymmetry(b, rf, rf, l),
			lostest.CheckTranslation(d, rf, l, orb.Point{3, -2}),
			lostest.CheckMonotone(d, rf, l, terrain.NewLine("x", "wall", orb.LineString{{0, 20}, {20, 0}})),
			lostest.CheckVisible(b, rf, orb.Point{1, 1}, 1, []orb.Point{{5, 5}, {19, 2}}, 1),
		} {
			if err != nil {
				t.Fatal(err)
			}
		}
	})
}

// The board laws catch broken rules and report errors.
func TestBoardLawsCatchBrokenRules(t *testing.T) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 20}}, Unit: "m", Types: lostest.BoardTypes(),
		Features: []terrain.Feature{terrain.NewLine("w", "wall", orb.LineString{{10, 0}, {10, 20}})}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	l := lostest.Line{Seg: geom.Segment{A: orb.Point{1, 5}, B: orb.Point{19, 5}}}
	// Seen only from the west.
	west := func(*terrain.Board, lostest.Line) (los.Rule, error) {
		return los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool { return false })), nil
	}
	blocks := func(*terrain.Board, lostest.Line) (los.Rule, error) {
		return los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool { return true })), nil
	}
	wantErr(t, lostest.CheckSymmetry(b, west, blocks, l), "reversed")
	broken := func(*terrain.Board, lostest.Line) (los.Rule, error) { return nil, errors.New("no rule") }
	wantErr(t, lostest.CheckSymmetry(b, broken, west, l), "no rule")
	wantErr(t, lostest.CheckSymmetry(b, west, broken, l), "no rule")
	wantErr(t, lostest.CheckTranslation(d, broken, l, orb.Point{1, 1}), "no rule")
	wantErr(t, lostest.CheckMonotone(d, broken, l, terrain.NewLine("x", "wall", orb.LineString{{5, 0}, {5, 20}})), "no rule")
	wantErr(t, lostest.CheckVisible(b, broken, orb.Point{1, 1}, 0, []orb.Point{{2, 2}}, 0), "no rule")
	// Monotone: a rule that the added wall makes see.
	flips := 0
	odd := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		n := b.Len()
		flips++
		return los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool { return n == 1 })), nil
	}
	wantErr(t, lostest.CheckMonotone(d, odd, l, terrain.NewLine("x", "wall", orb.LineString{{5, 0}, {5, 20}})), "seen after adding")
	// Translation: a rule that reads absolute positions.
	absolute := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		moved := b.Extent().Min[0] != 0
		return los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool { return moved })), nil
	}
	wantErr(t, lostest.CheckTranslation(d, absolute, l, orb.Point{5, 0}), "moved by")
	bad := d
	bad.Extent = orb.Bound{}
	if lostest.CheckTranslation(bad, west, l, orb.Point{}) == nil || lostest.CheckMonotone(bad, west, l, terrain.Feature{}) == nil {
		t.Fatal("an invalid board was accepted")
	}
	// Visible: AppendVisible and pairwise judging disagree only if broken;
	// an error from the rule surfaces.
	if _, err := los.Judge(los.NewTracer(b), l.Seg, 0, 0, nil); err == nil {
		t.Fatal("nil rule accepted")
	}
}

// The base laws report broken queries.
func TestBaseLawsErrors(t *testing.T) {
	bad := los.BaseQuery{From: geom.Disc{R: -1}}
	if lostest.CheckBaseSymmetry(bad) == nil || lostest.CheckBaseMonotone(bad, los.Blocker{}) == nil {
		t.Fatal("an invalid base query was accepted")
	}
}

// The board suite: built-in rules pass on the kit's boards; a rule that
// reads nothing, or an asymmetric one, fails.
func TestCheckBoardLaws(t *testing.T) {
	opaque := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		op, err := terrain.FeatureColumn(b, lostest.Opaque)
		return &los.HeightBlock{Blocks: op.At}, err
	}
	if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: opaque, Boards: lostest.SceneBoards(20, 6, 10)}); err != nil {
		t.Fatal(err)
	}
	never := func(*terrain.Board, lostest.Line) (los.Rule, error) {
		return los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return false })), nil
	}
	wantErr(t, lostest.CheckBoardLaws(lostest.BoardLaws{Rule: never, Boards: lostest.SceneBoards(20, 6, 5), Cases: 5}), "no line was unseen")
	noExtra := func(r *rand.Rand) (lostest.BoardCase, error) {
		bc, err := lostest.SceneBoards(20, 6, 5)(r)
		bc.HasExtra = false
		return bc, err
	}
	if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: opaque, Back: opaque, Boards: noExtra, Cases: 5}); err != nil {
		t.Fatal(err)
	}
	wantErr(t, lostest.CheckBoardLaws(lostest.BoardLaws{}), "needs Rule and Boards")
	bad := func(*rand.Rand) (lostest.BoardCase, error) { return lostest.BoardCase{}, errors.New("boom") }
	wantErr(t, lostest.CheckBoardLaws(lostest.BoardLaws{Rule: opaque, Boards: bad}), "boom")
	empty := func(*rand.Rand) (lostest.BoardCase, error) { return lostest.BoardCase{}, nil }
	wantErr(t, lostest.CheckBoardLaws(lostest.BoardLaws{Rule: opaque, Boards: empty}), "seed 1")
	// The wall of the extra obstacle is read by nothing: monotonicity
	// tested nothing.
	crest := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		c, _ := b.TypeByName("crest")
		return los.BlockWhere(los.AccumulatorFunc(func(x los.Crossing) bool { return b.FeatureType(x.Feature) == c && x.Through })), nil
	}
	wantErr(t, lostest.CheckBoardLaws(lostest.BoardLaws{Rule: crest, Boards: lostest.SceneBoards(20, 8, 10)}), "monotonicity tested nothing")
}

// RuleFor is given the line judged: the reverse line for the reverse
// direction, the moved line on the moved board, so a rule bound to its
// ends is checked like any other.
func TestRuleForGetsTheLine(t *testing.T) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 20}}, Unit: "m", Types: lostest.BoardTypes()}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	l := lostest.Line{Seg: geom.Segment{A: orb.Point{1, 5}, B: orb.Point{19, 5}}, FromHeight: 1, ToHt: 2}
	var got []lostest.Line
	rec := func(_ *terrain.Board, l lostest.Line) (los.Rule, error) {
		got = append(got, l)
		return los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return false })), nil
	}
	if err := lostest.CheckSymmetry(b, rec, rec, l); err != nil {
		t.Fatal(err)
	}
	if err := lostest.CheckTranslation(d, rec, l, orb.Point{2, 3}); err != nil {
		t.Fatal(err)
	}
	want := []lostest.Line{l, {Seg: geom.Segment{A: l.Seg.B, B: l.Seg.A}, FromHeight: 2, ToHt: 1}, l,
		{Seg: geom.Segment{A: orb.Point{3, 8}, B: orb.Point{21, 8}}, FromHeight: 1, ToHt: 2}}
	if !slices.Equal(got, want) {
		t.Fatalf("lines given %v, want %v", got, want)
	}
	// A rule blind from the west end only breaks symmetry, unless Back
	// swaps the ends with the roles.
	westBlind := func(west bool) lostest.RuleFor {
		return func(_ *terrain.Board, l lostest.Line) (los.Rule, error) {
			blind := (l.Seg.A[0] < l.Seg.B[0]) == west
			return los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return blind })), nil
		}
	}
	wall := d
	wall.Features = []terrain.Feature{terrain.NewLine("w", "wall", orb.LineString{{10, 0}, {10, 20}})}
	bw, err := terrain.NewBoard(wall)
	if err != nil {
		t.Fatal(err)
	}
	wantErr(t, lostest.CheckSymmetry(bw, westBlind(true), westBlind(true), l), "reversed")
	if err := lostest.CheckSymmetry(bw, westBlind(true), westBlind(false), l); err != nil {
		t.Fatal(err)
	}
}
