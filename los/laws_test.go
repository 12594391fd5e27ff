package los_test

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// The continuous accumulators, each a RuleFor over lostest's traits.
func chunkSum(ex los.Exempt) lostest.RuleFor {
	return func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		vis, err := terrain.FeatureColumn(b, lostest.Visibility)
		if err != nil {
			return nil, err
		}
		return &los.ChunkSum{Weight: vis.Lookup, Chunk: 5, Limit: 2, Exempt: ex}, nil
	}
}

// chunkBeyond is a ChunkSum that blocks on length beyond 3 (lengths of
// exactly 3 are common on integer boards), per stretch, per feature or
// pooled by type.
func chunkBeyond(perFeature, pool bool) lostest.RuleFor {
	return func(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
		vis, err := terrain.FeatureColumn(b, lostest.Visibility)
		if err != nil {
			return nil, err
		}
		r := &los.ChunkSum{Weight: vis.Lookup, Chunk: 2, Full: true, Beyond: 3, PerFeature: perFeature}
		if pool {
			r.PoolBy = los.PoolBy(b.FeatureType)
		}
		return r, nil
	}
}

// crestRule is a user's own accumulator on los.Tally: the line is
// interrupted at the second crossing of one crest line, or of two crest
// lines of equal height.
type crestRule struct {
	crest func(feature int) bool
	los.Tally
	seen []los.Crossing
}

func (r *crestRule) Begin(s *los.Sight) { r.Tally.Begin(s); r.seen = r.seen[:0] }

func (r *crestRule) Add(c los.Crossing) bool {
	second := false
	if c.Shape == terrain.Line && c.Through && r.crest(c.Feature) {
		for _, p := range r.seen {
			second = second || p.Feature == c.Feature || p.HasHeight && c.HasHeight && p.Height == c.Height
		}
		r.seen = append(r.seen, c)
	}
	r.Record(&c, 0, second, c.Enter)
	return second
}

func secondCrossing(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
	crest, _ := b.TypeByName("crest")
	return &crestRule{crest: func(i int) bool { return b.FeatureType(i) == crest }}, nil
}

// opaqueFunc is BlockWhere of an AccumulatorFunc: blocked by the first
// opaque area or crossing line, whatever the heights.
func opaqueFunc(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
	op, err := terrain.FeatureColumn(b, lostest.Opaque)
	if err != nil {
		return nil, err
	}
	return los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool {
		return op.At(c.Feature) && (c.Shape == terrain.Area && c.Length > 0 || c.Shape == terrain.Line && c.Through)
	})), nil
}

func heightBlock(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
	op, err := terrain.FeatureColumn(b, lostest.Opaque)
	if err != nil {
		return nil, err
	}
	return &los.HeightBlock{Blocks: op.At}, nil
}

func all(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
	vis, err := terrain.FeatureColumn(b, lostest.Visibility)
	if err != nil {
		return nil, err
	}
	op, err := terrain.FeatureColumn(b, lostest.Opaque)
	if err != nil {
		return nil, err
	}
	crest, _ := b.TypeByName("crest")
	return &los.All{Rules: []los.Rule{
		&los.ChunkSum{Weight: vis.Lookup, Chunk: 5, Limit: 2},
		&crestRule{crest: func(i int) bool { return b.FeatureType(i) == crest }},
		&los.HeightBlock{Blocks: op.At},
	}}, nil
}

func TestAccumulatorLaws(t *testing.T) {
	type named struct {
		name     string
		rf, back lostest.RuleFor
	}
	rules := []named{
		{"ChunkSum", chunkSum(0), chunkSum(0)},
		{"ChunkSum/exempt", chunkSum(los.ExemptObserver), chunkSum(los.ExemptTarget)},
		{"ChunkSum/beyond", chunkBeyond(false, false), chunkBeyond(false, false)},
		{"ChunkSum/beyond per feature", chunkBeyond(true, false), chunkBeyond(true, false)},
		{"ChunkSum/beyond pooled", chunkBeyond(false, true), chunkBeyond(false, true)},
		{"SecondCrossing", secondCrossing, secondCrossing},
		{"HeightBlock", heightBlock, heightBlock},
		{"BlockWhere", opaqueFunc, opaqueFunc},
		{"All", all, all},
	}
	for _, r := range rules {
		t.Run(r.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				d := lostest.BoardOf(30, 8).Draw(t, "board")
				b, err := terrain.NewBoard(d)
				if err != nil {
					t.Fatal(err)
				}
				pt := func(name string) orb.Point {
					return orb.Point{float64(rapid.IntRange(0, 30).Draw(t, name+"x")), float64(rapid.IntRange(0, 30).Draw(t, name+"y"))}
				}
				l := lostest.Line{Seg: geom.Segment{A: pt("a"), B: pt("b")}, FromHeight: float64(rapid.IntRange(0, 5).Draw(t, "ha")), ToHeight: float64(rapid.IntRange(0, 5).Draw(t, "hb"))}
				if err := lostest.CheckSymmetry(b, r.rf, r.back, l); err != nil {
					t.Fatal(err)
				}
				v := orb.Point{float64(rapid.IntRange(-50, 50).Draw(t, "vx")), float64(rapid.IntRange(-50, 50).Draw(t, "vy"))}
				if err := lostest.CheckTranslation(d, r.rf, l, v); err != nil {
					t.Fatal(err)
				}
				x0, y0 := rapid.IntRange(0, 28).Draw(t, "ox"), rapid.IntRange(0, 28).Draw(t, "oy")
				extra := terrain.NewArea("extra", "building", geom.Polygon{orb.Ring{{float64(x0), float64(y0)}, {float64(x0 + 2), float64(y0)}, {float64(x0 + 2), float64(y0 + 2)}, {float64(x0), float64(y0 + 2)}, {float64(x0), float64(y0)}}})
				if r.name == "SecondCrossing" {
					extra = terrain.NewLine("extra", "crest", orb.LineString{{float64(x0), float64(y0)}, {float64(x0 + 2), float64(y0 + 2)}}).WithHeight(1)
				}
				if err := lostest.CheckMonotone(d, r.rf, l, extra); err != nil {
					t.Fatal(err)
				}
				targets := []orb.Point{pt("t1"), pt("t2"), pt("t3")}
				if err := lostest.CheckVisible(b, r.rf, l.Seg.A, l.FromHeight, targets, l.ToHeight); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

func TestBaseLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		q := los.BaseQuery{From: geomtest.Disc(10, 0.3, 1.5).Draw(t, "from"), To: geomtest.Disc(10, 0.3, 1.5).Draw(t, "to")}
		for i := rapid.IntRange(0, 6).Draw(t, "n"); i > 0; i-- {
			q.Blockers = append(q.Blockers, los.Blocker{Disc: geomtest.Disc(10, 0.2, 1.5).Draw(t, "b")})
		}
		if err := lostest.CheckBaseSymmetry(q); err != nil {
			t.Fatal(err)
		}
		extra := los.Blocker{Poly: geomtest.StarPolygon(16, 8, false).Draw(t, "extra")}
		if err := lostest.CheckBaseMonotone(q, extra); err != nil {
			t.Fatal(err)
		}
	})
}

var _ = fmt.Sprint
