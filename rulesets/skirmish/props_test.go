package skirmish

import (
	"fmt"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"pgregory.net/rapid"
)

// scene is a random table: up to four rectangular pieces (buildings, some
// of them vantage points, and hedges) and two to six models whose bases
// neither overlap nor touch each other or a building they do not stand
// on, some standing on the pieces.
type scene struct {
	models []Model
	pieces []Piece
	rules  Rules
}

func sceneGen() *rapid.Generator[scene] {
	return rapid.Custom(func(t *rapid.T) scene {
		var sc scene
		n := rapid.IntRange(0, 4).Draw(t, "pieces")
		for i := range n {
			x, y := float64(rapid.IntRange(-8, 6).Draw(t, "x")), float64(rapid.IntRange(-8, 6).Draw(t, "y"))
			w, h := float64(rapid.IntRange(1, 4).Draw(t, "w")), float64(rapid.IntRange(1, 4).Draw(t, "h"))
			ht := rapid.SampledFrom([]float64{0.5, 1, 1.5, 2, 3, 4}).Draw(t, "ht")
			typ := building
			if rapid.IntRange(0, 3).Draw(t, "hedge") == 0 {
				typ = hedge
			}
			sc.pieces = append(sc.pieces, piece(fmt.Sprintf("p%d", i), typ, ht, rect(x, y, x+w, y+h)))
		}
		m := rapid.IntRange(2, 6).Draw(t, "models")
		for i := range m {
			d := geomtest.Disc(8, 0.5, 1.2).Draw(t, "base")
			md := Model{ID: fmt.Sprintf("m%d", i), Base: d, Ht: rapid.SampledFrom([]float64{0, 0.5, 1, 2, 3}).Draw(t, "mht")}
			if n > 0 && rapid.Bool().Draw(t, "stands") {
				p := sc.pieces[rapid.IntRange(0, n-1).Draw(t, "on")]
				b := orb.Polygon(p.Footprint).Bound()
				md.Base.Center = orb.Point{
					b.Min[0] + (b.Max[0]-b.Min[0])*rapid.Float64Range(0, 1).Draw(t, "fx"),
					b.Min[1] + (b.Max[1]-b.Min[1])*rapid.Float64Range(0, 1).Draw(t, "fy"),
				}
				md.On = p.ID
			}
			// Bases on a table never overlap (nor touch, here), and a model
			// is never inside an opaque piece it does not stand on.
			inside := slices.ContainsFunc(sc.pieces, func(p Piece) bool {
				return p.ID != md.On && p.Type.Name == building.Name && md.Base.WithinPolygon(p.Footprint, 0)
			})
			if !inside && !slices.ContainsFunc(sc.models, func(o Model) bool { return o.Base.Within(md.Base, 0) }) {
				sc.models = append(sc.models, md)
			}
		}
		if len(sc.models) < 2 {
			t.Skip("fewer than two models")
		}
		// Every reading of the seed must keep the laws.
		sc.rules = Rules{
			LowerThanBoth: rapid.Bool().Draw(t, "lowerThanBoth"),
			Compare:       HtReading(rapid.IntRange(0, 1).Draw(t, "compare")),
			Ends:          LineEnds(rapid.IntRange(0, 1).Draw(t, "ends")),
		}
		return sc
	})
}

func (sc scene) table(t *rapid.T) *Table {
	tb, err := NewTable(sc.models, sc.pieces, sc.rules)
	if err != nil {
		t.Fatalf("scene: %v", err)
	}
	return tb
}

func pick(t *rapid.T, sc scene) (a, b string) {
	i := rapid.IntRange(0, len(sc.models)-1).Draw(t, "a")
	j := rapid.IntRange(0, len(sc.models)-1).Draw(t, "b")
	return sc.models[i].ID, sc.models[j].ID
}

// LoS is symmetric under these rules, vantage points included (the rules
// treat "actor on a vantage" and "target on a vantage" alike): the same
// verdict and the same witness, reversed, whichever model observes. The
// top-down queries the ruleset builds also pass lostest's symmetry law.
func TestSKR_L3_PropSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := sceneGen().Draw(t, "scene")
		tb := sc.table(t)
		a, b := pick(t, sc)
		s1, err := tb.LoS(a, b)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := tb.LoS(b, a)
		if err != nil {
			t.Fatal(err)
		}
		if s1.Seen != s2.Seen || s1.Blocked != s2.Blocked || s1.Blocked == s1.Seen || s1.Diagonal != s2.Diagonal || s1.Witness.A != s2.Witness.B || s1.Witness.B != s2.Witness.A {
			t.Fatalf("%s->%s %+v, %s->%s %+v", a, b, s1, b, a, s2)
		}
		if !slices.EqualFunc(s1.BlockedBy, reversedObstacles(s2.BlockedBy), func(x, y Obstacle) bool { return x == y }) {
			t.Fatalf("blocked by %v one way, %v the other", s1.BlockedBy, s2.BlockedBy)
		}
		i, j, _ := tb.pair(a, b)
		if i != j && !s1.Diagonal {
			pq := tb.query(i, j)
			if err := lostest.CheckBaseSymmetry(pq.q); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func reversedObstacles(os []Obstacle) []Obstacle {
	out := slices.Clone(os)
	slices.Reverse(out)
	return out
}

// A larger base never loses LoS: every sight line of the smaller base is
// one of the larger's, and a larger base is only nearer its edge (SKR-V1).
func TestPropLargerBaseNeverLosesLoS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := sceneGen().Draw(t, "scene")
		a, b := pick(t, sc)
		s1, err := sc.table(t).LoS(a, b)
		if err != nil || !s1.Seen {
			return
		}
		grown := slices.Clone(sc.models)
		who := rapid.SampledFrom([]string{a, b}).Draw(t, "who")
		k := slices.IndexFunc(grown, func(m Model) bool { return m.ID == who })
		grown[k].Base.R += rapid.Float64Range(0, 1).Draw(t, "dr")
		s2, err := scene{grown, sc.pieces, sc.rules}.table(t).LoS(a, b)
		if err != nil {
			t.Fatal(err)
		}
		if !s2.Seen {
			t.Fatalf("%s sees %s (witness %v), but not once %s's base grows to %g: %+v", a, b, s1.Witness, grown[k].ID, grown[k].Base.R, s2)
		}
	})
}

// Removing a blocker never removes LoS: taking away another model, or a
// piece no model stands on, leaves every clear line clear. The queries
// also pass lostest's monotonicity law with an extra base.
func TestSKR_L3_PropRemovingBlockerNeverRemovesLoS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := sceneGen().Draw(t, "scene")
		a, b := pick(t, sc)
		tb := sc.table(t)
		s1, err := tb.LoS(a, b)
		if err != nil {
			t.Fatal(err)
		}
		less := scene{slices.Clone(sc.models), slices.Clone(sc.pieces), sc.rules}
		var gone string
		if rapid.Bool().Draw(t, "model") {
			less.models = slices.DeleteFunc(less.models, func(m Model) bool {
				if m.ID != a && m.ID != b && gone == "" {
					gone = m.ID
					return true
				}
				return false
			})
		} else {
			less.pieces = slices.DeleteFunc(less.pieces, func(p Piece) bool {
				used := slices.ContainsFunc(sc.models, func(m Model) bool { return m.On == p.ID })
				if !used && gone == "" {
					gone = p.ID
					return true
				}
				return false
			})
		}
		s2, err := less.table(t).LoS(a, b)
		if err != nil {
			t.Fatal(err)
		}
		if s1.Seen && !s2.Seen {
			t.Fatalf("%s sees %s, but not once %s is removed: %+v", a, b, gone, s2)
		}
		i, j, _ := tb.pair(a, b)
		if i != j {
			extra := los.Blocker{Disc: geomtest.Disc(8, 0, 2).Draw(t, "extra"), Height: 100}
			pq := tb.query(i, j)
			if err := lostest.CheckBaseMonotone(pq.q, extra); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// A witness always runs from the actor's base to the target's base and,
// top-down, through the interior of no counting piece.
func TestPropWitness(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := sceneGen().Draw(t, "scene")
		tb := sc.table(t)
		a, b := pick(t, sc)
		s, err := tb.LoS(a, b)
		if err != nil || !s.Seen {
			return
		}
		ma, _ := tb.Model(a)
		mb, _ := tb.Model(b)
		if ma.Base.DistanceToPoint(s.Witness.A) > 1e-9 || mb.Base.DistanceToPoint(s.Witness.B) > 1e-9 {
			t.Fatalf("witness %v off the bases %v, %v", s.Witness, ma.Base, mb.Base)
		}
		if s.Diagonal || s.Self || s.Witness.Length() == 0 { // touching bases always see each other
			return
		}
		i, j, _ := tb.pair(a, b)
		pq := tb.query(min(i, j), max(i, j))
		// Sampled, as a check of the answer (blocking is meeting the
		// interior; running along an edge is clear).
		for k, blk := range pq.q.Blockers {
			for n := 1; n < 64 && len(blk.Poly) > 0; n++ {
				if p := s.Witness.At(float64(n) / 64); blk.Poly.Locate(p) == geom.Inside {
					t.Fatalf("witness %v passes inside %v at %v", s.Witness, pq.refs[k], p)
				}
			}
		}
	})
}
