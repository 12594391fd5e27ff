package lostest_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// A skirmish ruleset's own traits and types: scrub and thickets hide (1
// and 2 per started inch, pooled by type), ruins are solid, streams are
// lines that hide 1 each crossing.
var (
	hides = terrain.Number("hides")
	solid = terrain.Flag("solid")
)

func ownSpec() lostest.BoardSpec {
	return lostest.BoardSpec{Size: 24, Types: []terrain.Type{
		terrain.NewType("scrub", hides.Is(1)), terrain.NewType("thicket", hides.Is(2)),
		terrain.NewType("ruin", solid.Is(true)), terrain.NewType("stream", hides.Is(1)),
	}, Areas: []string{"scrub", "thicket", "ruin"}, Lines: []string{"stream"}, Features: 8}
}

// woodsRule completes a query with the ruleset's reading: the hiding
// trait per started inch pooled by type, blocking from 4, ruins opaque.
func woodsRule(lines los.Lines) lostest.SightFor {
	return func(b *terrain.Board, q *los.BaseSight) error {
		h, err := terrain.FeatureColumn(b, hides)
		if err != nil {
			return err
		}
		s, err := terrain.FeatureColumn(b, solid)
		if err != nil {
			return err
		}
		q.Rule = &los.ChunkSum{Weight: h.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)}
		q.Opaque, q.Lines = s.At, lines
		return nil
	}
}

func TestCheckSightLaws(t *testing.T) {
	scenes := lostest.SightScenes(lostest.SightSpec{Board: ownSpec(), Bases: 4, Opaque: "ruin", MaxHeight: 2})
	for _, lines := range []los.Lines{los.BestLine, los.FixedLines, los.CentreLine} {
		if err := lostest.CheckSightLaws(lostest.SightLaws{Query: woodsRule(lines), Scenes: scenes, Cases: 60}); err != nil {
			t.Errorf("%v: %v", lines, err)
		}
	}
	// Without a rule, and in 3D with heights, the laws hold too.
	none := func(b *terrain.Board, q *los.BaseSight) error {
		s, _ := terrain.FeatureColumn(b, solid)
		q.Opaque = s.At
		return nil
	}
	if err := lostest.CheckSightLaws(lostest.SightLaws{Query: none, Scenes: scenes, Cases: 60}); err != nil {
		t.Errorf("no rule: %v", err)
	}
}

func TestCheckSightLawsCatchBrokenQueries(t *testing.T) {
	scenes := lostest.SightScenes(lostest.SightSpec{Board: ownSpec(), Bases: 4, Opaque: "ruin"})
	good := woodsRule(los.FixedLines)
	// Blind from the west: an asymmetric rule.
	westBlind := func(b *terrain.Board, q *los.BaseSight) error {
		if err := good(b, q); err != nil {
			return err
		}
		if q.From.Center[0] < q.To.Center[0] {
			q.Rule = los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return true }))
		}
		return nil
	}
	// Reading where the table is: not invariant.
	absolute := func(b *terrain.Board, q *los.BaseSight) error {
		if err := good(b, q); err != nil {
			return err
		}
		if b.Extent().Min[0] != 0 {
			q.Rule = los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return true }))
		}
		return nil
	}
	// Seeing better with more on the table: not monotone.
	crowd := func(b *terrain.Board, q *los.BaseSight) error {
		if err := good(b, q); err != nil {
			return err
		}
		if len(q.Blockers) > 0 && b.Len() > 0 && (len(q.Blockers)+b.Len())%2 == 0 {
			q.Rule = los.BlockWhere(los.AccumulatorFunc(func(los.Crossing) bool { return false }))
			q.Blocks = func(int, *los.Blocker) bool { return false }
		}
		return nil
	}
	for _, c := range []struct {
		name string
		q    lostest.SightFor
		want string
	}{
		{"asymmetric", westBlind, "reversed"},
		{"absolute", absolute, "moved by"},
		{"not monotone", crowd, "added"},
		{"sees everything", func(b *terrain.Board, q *los.BaseSight) error {
			q.Blocks = func(int, *los.Blocker) bool { return false }
			return nil
		}, "no pair was unseen"},
		{"an error", func(*terrain.Board, *los.BaseSight) error { return errors.New("no rule") }, "no rule"},
	} {
		err := lostest.CheckSightLaws(lostest.SightLaws{Query: c.q, Scenes: scenes, Cases: 60})
		wantErr(t, err, c.want)
		if c.name != "sees everything" {
			wantErr(t, err, "replay with Seed")
		}
	}
	wantErr(t, lostest.CheckSightLaws(lostest.SightLaws{}), "needs Query and Scenes")
	bad := func(*rand.Rand) (lostest.SightCase, error) { return lostest.SightCase{}, errors.New("boom") }
	wantErr(t, lostest.CheckSightLaws(lostest.SightLaws{Query: good, Scenes: bad}), "boom")
	noAdd := func(r *rand.Rand) (lostest.SightCase, error) {
		c, err := scenes(r)
		c.AddBase, c.AddArea = nil, nil
		return c, err
	}
	if err := lostest.CheckSightLaws(lostest.SightLaws{Query: good, Scenes: noAdd, Cases: 30}); err != nil {
		t.Fatal(err)
	}
	// An added obstacle nothing reads: monotonicity tested nothing.
	far := func(r *rand.Rand) (lostest.SightCase, error) {
		c, err := scenes(r)
		c.AddBase = &los.Blocker{Disc: geom.Disc{Center: orb.Point{-100, -100}, R: 1}}
		c.AddArea = nil
		return c, err
	}
	wantErr(t, lostest.CheckSightLaws(lostest.SightLaws{Query: good, Scenes: far, Cases: 30}), "monotonicity tested nothing")
	// The single-case laws report a broken board.
	c, _ := scenes(rand.New(rand.NewPCG(1, 2)))
	c.Board.Extent = orb.Bound{}
	if lostest.CheckSightSymmetry(c, good) == nil || lostest.CheckSightTranslation(c, good, orb.Point{1, 0}) == nil || lostest.CheckSightMonotone(c, good) == nil {
		t.Fatal("an invalid board was accepted")
	}
}

func TestBoardSpec(t *testing.T) {
	s := ownSpec()
	for _, c := range []struct {
		name string
		edit func(*lostest.BoardSpec)
		want string
	}{
		{"too small", func(s *lostest.BoardSpec) { s.Size = 1 }, "size"},
		{"nothing to place", func(s *lostest.BoardSpec) { s.Areas, s.Lines = nil, nil }, "places no types"},
		{"unknown type", func(s *lostest.BoardSpec) { s.Areas = []string{"lava"} }, `"lava"`},
		{"too many", func(s *lostest.BoardSpec) { s.Features = lostest.MaxFeatures + 1 }, "Features"},
		{"negative height", func(s *lostest.BoardSpec) { s.MaxHeight = -1 }, "MaxHeight"},
	} {
		b := s
		c.edit(&b)
		wantErr(t, b.Validate(), c.want)
		_, err := b.Random(rand.New(rand.NewPCG(1, 1)))
		wantErr(t, err, c.want)
	}
	// Boards of the spec are valid, of its types only, integer, and the
	// same for the same seed.
	rapid.Check(t, func(t *rapid.T) {
		d := s.Generator().Draw(t, "board")
		b, err := terrain.NewBoard(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range b.All() {
			if f.Type != "scrub" && f.Type != "thicket" && f.Type != "ruin" && f.Type != "stream" {
				t.Fatalf("feature of type %q", f.Type)
			}
		}
		base := lostest.BaseOf(24, []float64{0.5}).Draw(t, "base")
		if base.R != 0.5 || base.Center[0] < 1 || base.Center[0] > 23 {
			t.Fatalf("base %v", base)
		}
	})
	d1, _ := s.Random(rand.New(rand.NewPCG(7, 7)))
	d2, _ := s.Random(rand.New(rand.NewPCG(7, 7)))
	if len(d1.Features) != len(d2.Features) {
		t.Fatal("the same seed drew different boards")
	}
	_, err := lostest.SightScenes(lostest.SightSpec{Board: s, Opaque: "lava"})(rand.New(rand.NewPCG(1, 1)))
	wantErr(t, err, `"lava"`)
}

// The board laws run on a ruleset's own types too.
func TestSpecScenes(t *testing.T) {
	s := ownSpec()
	rule := func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		h, err := terrain.FeatureColumn(b, hides)
		if err != nil {
			return nil, err
		}
		so, _ := terrain.FeatureColumn(b, solid)
		return &los.All{Rules: []los.Rule{
			&los.ChunkSum{Weight: h.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)},
			&los.HeightBlock{Blocks: so.At},
		}}, nil
	}
	if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: rule, Boards: lostest.SpecScenes(s, 8, "ruin")}); err != nil {
		t.Fatal(err)
	}
	_, err := lostest.SpecScenes(s, 1, "lava")(rand.New(rand.NewPCG(1, 1)))
	wantErr(t, err, `"lava"`)
	if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: rule, Boards: lostest.SpecScenes(lostest.KitSpec(20, 6), 8, "building")}); err == nil {
		t.Fatal("the kit's boards have no hiding trait: want an error")
	}
}
