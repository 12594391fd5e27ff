package lostest_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
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

// A sight that reads keys the generated maps do not carry is refused
// when it is compiled: the laws fail instead of passing vacuously.
func TestCheckHexLawsFailsWhenNothingBlocks(t *testing.T) {
	other := hexsight.Rules{Blocking: terrain.Flag("blocksLoS")}
	err := lostest.CheckHexLaws(lostest.HexLaws{Sight: lostest.HexRulesJudge(other), Maps: lostest.SceneMaps(3), Cases: 3})
	wantErr(t, err, "no terrain type has this trait")
	// Everything blocked: nothing seen.
	all := func(*terrain.HexMap) (lostest.HexJudge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return a == b, 0, nil }, nil
	}
	noMore := func(r *rand.Rand) (lostest.HexCase, error) {
		hc, err := lostest.SceneMaps(2)(r)
		hc.More = nil
		hc.Hexes = hc.Hexes[:1]
		return hc, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: all, Maps: noMore, Cases: 2}), "no line was unseen")
	none := func(*terrain.HexMap) (lostest.HexJudge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return false, 0, nil }, nil
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: none, Maps: noMore, Cases: 2}), "no line was seen")
	// The added obstacle is read by nothing: monotonicity tested nothing.
	hind := lostest.HexRules(hexsight.SpineBoth, false, 0)
	hind.Blocking = terrain.Key[bool]{}
	hind.SideBlocking = lostest.Blocks
	hind.Rules = append(hind.Rules, hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return 0, !e.IsSide && !e.End && e.Hex.Q%7 == 0 }))
	err = lostest.CheckHexLaws(lostest.HexLaws{Sight: lostest.HexRulesJudge(hind), Maps: lostest.SceneMaps(3), Cases: 4})
	wantErr(t, err, "monotonicity tested nothing")
}

// The laws catch a broken sight, and the failure names a seed that
// replays it.
func TestCheckHexLawsCatchesBrokenSights(t *testing.T) {
	rules := lostest.HexRules(hexsight.SpineBoth, false, 0)
	good := lostest.HexRulesJudge(rules)
	// Asymmetric: only lines going east are judged.
	asym := func(m *terrain.HexMap) (lostest.HexJudge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			if b.Q < a.Q {
				return true, 0, nil
			}
			return j(a, b)
		}, err
	}
	err := lostest.CheckHexLaws(lostest.HexLaws{Sight: asym, Maps: lostest.SceneMaps(3)})
	wantErr(t, err, "Cases: 1")
	var seed uint64
	if i := strings.Index(err.Error(), "seed "); i >= 0 {
		for _, c := range err.Error()[i+5:] {
			if c < '0' || c > '9' {
				break
			}
			seed = seed*10 + uint64(c-'0')
		}
	}
	if seed == 0 {
		t.Fatalf("no seed in %v", err)
	}
	if err2 := lostest.CheckHexLaws(lostest.HexLaws{Sight: asym, Maps: lostest.SceneMaps(3), Seed: seed, Cases: 1}); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("replay of seed %d: %v, want %v", seed, err2, err)
	}
	// Not monotone: obstacles make lines seen.
	inverted := func(m *terrain.HexMap) (lostest.HexJudge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			s, x, err := j(a, b)
			return !s || a == b, x, err
		}, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: inverted, Maps: lostest.SceneMaps(3)}), "seen once obstacles are added")
	// Misconfiguration and generator errors.
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{}), "needs Sight and Maps")
	bad := func(*rand.Rand) (lostest.HexCase, error) { return lostest.HexCase{}, errors.New("boom") }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: bad}), "boom")
	nilMap := func(*rand.Rand) (lostest.HexCase, error) { return lostest.HexCase{}, nil }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: nilMap}), "nil map")
	failing := func(*terrain.HexMap) (lostest.HexJudge, error) { return nil, errors.New("no sight") }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: failing, Maps: lostest.SceneMaps(2)}), "no sight")
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Back: failing, Maps: lostest.SceneMaps(2)}), "no sight")
	empty := func(*rand.Rand) (lostest.HexCase, error) {
		m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 1, Rows: 1, Labels: hex.StandardLabels, Types: lostest.HexTypes(), Fill: "clear"})
		return lostest.HexCase{Map: m, Hexes: []hex.Hex{}}, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: empty}), "no hexes")
	if _, _, err := lostest.HexSightJudge(nil)(hex.Hex{}, hex.Hex{}); err == nil {
		t.Fatal("nil hex sight judged")
	}
	if _, err := lostest.HexRulesJudge(hexsight.Rules{Elevation: &hexsight.Elevation{Blind: -1}})(mustMap(t)); err == nil {
		t.Fatal("bad rules compiled")
	}
}

func mustMap(t *testing.T) *terrain.HexMap {
	m, err := lostest.RandomScene(rand.New(rand.NewPCG(1, 1)), 2).Map()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The single-case hex laws report their counterexamples.
func TestSingleHexLaws(t *testing.T) {
	a, b := hex.Hex{Q: 1}, hex.Hex{Q: 4}
	yes := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return true, 1, nil })
	no := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 1, nil })
	boom := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 0, errors.New("boom") })
	id := func(h hex.Hex) hex.Hex { return h }
	if lostest.CheckHexSymmetry(yes, yes, a, b) != nil || lostest.CheckHexMonotone(no, no, a, b) != nil || lostest.CheckHexInvariance(yes, yes, id, a, b) != nil {
		t.Fatal("a law failed on a lawful sight")
	}
	wantErr(t, lostest.CheckHexSymmetry(yes, no, a, b), "seen true")
	wantErr(t, lostest.CheckHexMonotone(no, yes, a, b), "seen once obstacles")
	wantErr(t, lostest.CheckHexInvariance(yes, no, id, a, b), "moved")
	for _, err := range []error{
		lostest.CheckHexSymmetry(boom, yes, a, b), lostest.CheckHexSymmetry(yes, boom, a, b),
		lostest.CheckHexMonotone(boom, yes, a, b), lostest.CheckHexMonotone(yes, boom, a, b),
		lostest.CheckHexInvariance(boom, yes, id, a, b), lostest.CheckHexInvariance(yes, boom, id, a, b),
	} {
		wantErr(t, err, "boom")
	}
}

// The FOV law holds for a compiled sight, and the board laws for a
// built-in accumulator, driven by the kit's generators.
func TestFOVAndBoardLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(3).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, lostest.HexRules(hexsight.SpineTargetChoice, true, 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := lostest.CheckHexFOV(hs, sc.Pick().Draw(t, "from"), 3); err != nil {
			t.Fatal(err)
		}
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

// Scenes transform and take blockers as documented.
func TestScenes(t *testing.T) {
	sc := lostest.RandomScene(rand.New(rand.NewPCG(3, 3)), 0)
	if sc.Radius != 1 {
		t.Fatalf("radius %d", sc.Radius)
	}
	sc = lostest.RandomScene(rand.New(rand.NewPCG(3, 3)), 3)
	sc.Hexes = append(sc.Hexes, terrain.HexData{Hex: sc.Center, Type: "brush"})
	w := sc.WithBlocker(sc.Center)
	found := false
	for _, h := range w.Hexes {
		found = found || h.Hex == sc.Center && h.Type == "thicket"
	}
	if !found {
		t.Fatal("a blocker on brush is not a thicket")
	}
	moved, f := sc.Transformed(2, hex.Hex{Q: 1})
	if len(moved.Hexes) != len(sc.Hexes) || f(sc.Center) != sc.Center.Add(hex.Hex{Q: 1}) {
		t.Fatal("transformed scene differs")
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
