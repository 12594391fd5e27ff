package lostest_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: the generators panicked on a nil or zero *rand.Rand and on
// nonsense sizes (a negative table, a board of NaN metres, a radius of
// +Inf, a height of MaxInt); each is an error naming the bound now, and
// sensible arguments still draw.
func TestIssue33GeneratorsRefuseNonsense(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var zero rand.Rand
	errs := map[string]error{}
	add := func(name string, err error) { errs[name] = err }
	_, err := lostest.RandomLine(nil, 10, 1)
	add("RandomLine nil rand", err)
	_, err = lostest.RandomLine(&zero, 10, 1)
	add("RandomLine zero rand", err)
	_, err = lostest.RandomLine(r, -1, 1)
	add("RandomLine size -1", err)
	_, err = lostest.RandomLine(r, 10, math.MaxInt)
	add("RandomLine height MaxInt", err)
	_, err = lostest.RandomBase(nil, 10, nil)
	add("RandomBase nil rand", err)
	_, err = lostest.RandomBase(r, 1, nil)
	add("RandomBase size 1", err)
	_, err = lostest.RandomBase(r, 10, []float64{math.Inf(1)})
	add("RandomBase radius +Inf", err)
	_, err = lostest.RandomBase(r, 10, []float64{math.NaN()})
	add("RandomBase radius NaN", err)
	_, err = lostest.RandomBoard(&zero, 10, 3)
	add("RandomBoard zero rand", err)
	_, err = lostest.RandomBoard(r, math.NaN(), 3)
	add("RandomBoard size NaN", err)
	_, err = lostest.RandomBoard(r, 1e308, 3)
	add("RandomBoard size 1e308", err)
	_, err = lostest.RandomBoard(r, 10, 1<<30)
	add("RandomBoard 2^30 features", err)
	_, err = lostest.KitSpec(10, 3).Random(nil)
	add("BoardSpec.Random nil rand", err)
	_, err = lostest.SceneBoards(1, 3, 2)(r)
	add("SceneBoards size 1", err)
	_, err = lostest.SightScenes(lostest.SightSpec{Board: lostest.KitSpec(10, 3), Bases: -1})(r)
	add("SightScenes negative bases", err)
	spec := lostest.KitSpec(10, 3)
	spec.MaxHeight = math.MaxInt
	add("BoardSpec MaxHeight MaxInt", spec.Validate())
	for name, err := range errs {
		if err == nil || !strings.HasPrefix(err.Error(), "lostest: ") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	l, err := lostest.RandomLine(r, 10, 2)
	if err != nil || l.FromHeight > 2 || l.Seg.A[0] > 10 {
		t.Errorf("RandomLine: %v, %v", l, err)
	}
	b, err := lostest.RandomBase(r, 10, []float64{0.5})
	if err != nil || b.R != 0.5 || b.Center[0] < 1 || b.Center[0] > 9 {
		t.Errorf("RandomBase: %v, %v", b, err)
	}
	d, err := lostest.RandomBoard(r, 10, 3)
	if _, err2 := terrain.NewBoard(d); err != nil || err2 != nil {
		t.Errorf("RandomBoard: %v, %v", err, err2)
	}
}

// Issue 33: the laws panicked on a nil RuleFor.
func TestIssue33LawsRefuseNilRule(t *testing.T) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "m", Types: lostest.BoardTypes()}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	l := lostest.Line{Seg: geom.Segment{A: orb.Point{1, 1}, B: orb.Point{9, 9}}}
	for name, err := range map[string]error{
		"CheckSymmetry":    lostest.CheckSymmetry(b, nil, nil, l),
		"CheckTranslation": lostest.CheckTranslation(d, nil, l, orb.Point{1, 1}),
		"CheckMonotone":    lostest.CheckMonotone(d, nil, l, terrain.NewLine("x", "wall", orb.LineString{{0, 5}, {10, 5}})),
		"CheckVisible":     lostest.CheckVisible(b, nil, orb.Point{1, 1}, 0, []orb.Point{{5, 5}}, 0),
	} {
		if err == nil || !strings.Contains(err.Error(), "nil RuleFor") {
			t.Errorf("%s: error %v", name, err)
		}
	}
}
