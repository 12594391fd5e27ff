package los_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// All explains itself: its verdict lists the contributions of every rule,
// rule by rule, and sums their scores.
func TestAllListsEveryRulesContributions(t *testing.T) {
	vis := terrain.Number("visibility")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -10}, Max: orb.Point{60, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("field", vis.Is(1)), terrain.NewType("crest", vis.Is(0))},
		Features: []terrain.Feature{
			terrain.NewArea("field-1", "field", geom.Polygon{orb.Ring{{20, -5}, {30, -5}, {30, 5}, {20, 5}, {20, -5}}}),
			terrain.NewLine("crest-1", "crest", orb.LineString{{35, -5}, {35, 5}}).WithHeight(3),
			terrain.NewLine("crest-2", "crest", orb.LineString{{45, -5}, {45, 5}}).WithHeight(3),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	col, _ := terrain.FeatureColumn(b, vis)
	crest, _ := b.TypeByName("crest")
	sum := &los.ChunkSum{Weight: col.Lookup, Chunk: 5, Limit: 2}
	second := &crestRule{crest: func(i int) bool { return b.FeatureType(i) == crest }}
	seg := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}

	one, err := los.Judge(los.NewTracer(b), seg, 0, 0, sum)
	if err != nil {
		t.Fatal(err)
	}
	nSum, scoreSum := len(one.Contributions), one.Score
	two, err := los.Judge(los.NewTracer(b), seg, 0, 0, second)
	if err != nil {
		t.Fatal(err)
	}
	nSecond := len(two.Contributions)

	all := &los.All{Rules: []los.Rule{sum, second}}
	v, err := los.Judge(los.NewTracer(b), seg, 0, 0, all)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Contributions) != nSum+nSecond || nSum == 0 || nSecond == 0 {
		t.Fatalf("All lists %d contributions, want %d + %d", len(v.Contributions), nSum, nSecond)
	}
	if v.Score != scoreSum+two.Score || !v.Blocked || v.Seen {
		t.Fatalf("All verdict %+v: want score %v, blocked at the second crest", v, scoreSum+two.Score)
	}
}

// HeightBlock reads heights from the canonical parameters, so a sight line
// that meets a roof exactly at its height gives the same verdict from both
// ends (rapid found 1 - 0.2 rounding the other way).
func TestHeightBlockSymmetricAtRoofHeight(t *testing.T) {
	opaque := terrain.Flag("opaque")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{30, 30}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("building", opaque.Is(true))},
		Features: []terrain.Feature{
			terrain.NewArea("f3", "building", geom.Polygon{orb.Ring{{2, 0}, {3, 0}, {3, 1}, {2, 1}, {2, 0}}}).WithHeight(1),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	col, _ := terrain.FeatureColumn(b, opaque)
	seg := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{10, 0}}
	fwd, err := los.Judge(los.NewTracer(b), seg, 0, 5, &los.HeightBlock{Blocks: col.At})
	if err != nil {
		t.Fatal(err)
	}
	back, err := los.Judge(los.NewTracer(b), geom.Segment{A: seg.B, B: seg.A}, 5, 0, &los.HeightBlock{Blocks: col.At})
	if err != nil {
		t.Fatal(err)
	}
	if fwd.Seen != back.Seen {
		t.Fatalf("seen %v one way, %v the other", fwd.Seen, back.Seen)
	}
}
