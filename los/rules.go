package los

import (
	"math"

	"github.com/warkit/warkit/terrain"
)

// Weight gives a feature's value for a rule, and false if the feature
// does not take part (it is then not read at all). Build one from a
// precompiled [terrain.Column] so that reading allocates nothing:
//
//	vis, _ := terrain.FeatureColumn(board, Visibility)
//	w := los.Weight(vis.Lookup)
type Weight func(feature int) (float64, bool)

// ChunkSum adds a trait once per chunk, or fraction of a chunk, of the
// length a sight line spends inside each area, and once per crossing of a
// linear feature: ceil(length/Chunk) × weight. (CEM-L3 is ChunkSum with
// Chunk 5 and the visibility trait; CEM-L4 is Limit 2.)
//
// Options: Full counts only whole chunks (floor instead of ceil);
// PerFeature pools the stretches of one feature before counting (by
// default each contiguous stretch is counted on its own: two separate 2 m
// stretches of one wood count 2 chunks, not 1); Lines set false ignores
// linear features; only crossings where the line passes to the other side
// count for lines (Crossing.Through). Chunk counts are exact (see
// [Crossing.Chunks]); with PerFeature the pooled length is rounded.
//
// The line is seen while Score < Limit (Limit 0: always seen). The score
// is the whole line's, whichever end observes; it is the same both ways
// bit for bit when weights are integers.
type ChunkSum struct {
	Weight     Weight
	Chunk      float64
	Full       bool
	PerFeature bool
	NoLines    bool
	Limit      float64
	Exempt     Exempt
	ruleBase
	pooled []pool
}

type pool struct {
	feature int
	length  float64
	weight  float64
	first   int // index of the contribution to credit
}

// Begin starts a sight line.
func (r *ChunkSum) Begin(s *Sight) { r.begin(s); r.pooled = r.pooled[:0] }

// Add reads one crossing.
func (r *ChunkSum) Add(c Crossing) bool {
	w, ok := r.Weight(c.Feature)
	if !ok || c.Shape == terrain.Point {
		r.record(&c, 0, false, false, 0)
		return false
	}
	if r.Exempt.skips(&c) {
		r.record(&c, 0, false, true, 0)
		return false
	}
	switch c.Shape {
	case terrain.Line:
		if r.NoLines || !c.Through {
			r.record(&c, 0, false, false, 0)
			return false
		}
		r.record(&c, w, false, false, 0)
	case terrain.Area:
		if r.PerFeature {
			for k := range r.pooled {
				if r.pooled[k].feature == c.Feature {
					r.pooled[k].length += c.Length
					r.record(&c, 0, false, false, 0)
					return false
				}
			}
			r.pooled = append(r.pooled, pool{c.Feature, c.Length, w, len(r.v.Contributions)})
			r.record(&c, 0, false, false, 0)
			return false
		}
		r.record(&c, float64(c.Chunks(r.Chunk, r.Full))*w, false, false, 0)
	}
	return false
}

// Verdict ends the line.
func (r *ChunkSum) Verdict() Verdict {
	for _, p := range r.pooled {
		n := 0
		if p.length > 0 && r.Chunk > 0 {
			if r.Full {
				n = int(math.Floor(p.length / r.Chunk))
			} else {
				n = int(math.Ceil(p.length / r.Chunk))
			}
		}
		amt := float64(n) * p.weight
		r.v.Contributions[p.first].Amount += amt
		r.v.Score += amt
	}
	r.pooled = r.pooled[:0]
	if r.Limit > 0 && r.v.Score >= r.Limit {
		r.v.Seen = false
	}
	return r.v
}

// Rate is the scale of [FullUnits] for one feature: Points for every full
// Per units of length inside it, and at least Min points when the length
// is at least AtLeast (AtLeast 0: any positive length).
type Rate struct {
	Per, AtLeast, Min float64
}

// FullUnits adds points per full unit of length inside each area, with a
// minimum for a short crossing: for HG-K4, light terrain Rate{4, 2, 1},
// medium Rate{2, 1, 1}, heavy Rate{1, 0, 1}. Rates gives each feature's
// rate (false: the feature does not count). Lengths are decided exactly
// (a stretch exactly 4 long is one full 4). Each contiguous stretch is
// counted on its own. Seen while Score < Limit (Limit 0: always).
type FullUnits struct {
	Rates  func(feature int) (Rate, bool)
	Limit  float64
	Exempt Exempt
	ruleBase
}

// Begin starts a sight line.
func (r *FullUnits) Begin(s *Sight) { r.begin(s) }

// Add reads one crossing.
func (r *FullUnits) Add(c Crossing) bool {
	rt, ok := r.Rates(c.Feature)
	if !ok || c.Shape != terrain.Area || !(rt.Per > 0) {
		r.record(&c, 0, false, false, 0)
		return false
	}
	if r.Exempt.skips(&c) {
		r.record(&c, 0, false, true, 0)
		return false
	}
	pts := float64(c.Chunks(rt.Per, true))
	if pts < rt.Min && c.Length > 0 && (rt.AtLeast <= 0 || c.Chunks(rt.AtLeast, true) >= 1) {
		pts = rt.Min
	}
	r.record(&c, pts, false, false, 0)
	return false
}

// Verdict ends the line.
func (r *FullUnits) Verdict() Verdict {
	if r.Limit > 0 && r.v.Score >= r.Limit {
		r.v.Seen = false
	}
	return r.v
}

// SecondCrossing interrupts a sight line at the second crossing of the
// same linear feature, or, with SameHeight, of two linear features of
// equal height (CEM-C2 for crest lines); a single crossing does not. Only
// contacts where the line passes from one side to the other count.
// Lines selects the features (crest lines); false: ignored. The verdict
// is unseen when interrupted, with BlockedAt the distance from the
// observer of the second crossing; since the crossings are the same from
// either end, so is the verdict.
type SecondCrossing struct {
	Lines      func(feature int) bool
	SameHeight bool
	Exempt     Exempt
	ruleBase
	seen []Crossing
}

// Begin starts a sight line.
func (r *SecondCrossing) Begin(s *Sight) { r.begin(s); r.seen = r.seen[:0] }

// Add reads one crossing.
func (r *SecondCrossing) Add(c Crossing) bool {
	if c.Shape != terrain.Line || !c.Through || !r.Lines(c.Feature) {
		r.record(&c, 0, false, false, 0)
		return false
	}
	if r.Exempt.skips(&c) {
		r.record(&c, 0, false, true, 0)
		return false
	}
	second := false
	for _, p := range r.seen {
		if p.Feature == c.Feature || r.SameHeight && p.HasHeight && c.HasHeight && p.Height == c.Height {
			second = true
			break
		}
	}
	r.seen = append(r.seen, c)
	r.record(&c, 0, second, false, c.Enter)
	return false
}

// Verdict ends the line.
func (r *SecondCrossing) Verdict() Verdict { return r.v }

// HeightBlock blocks a 3D sight line where it passes over (or through) a
// blocking feature at a height below the feature's height (SKR-V2). The
// sight line's height is interpolated linearly between the Sight's
// FromHeight and ToHeight. For an area it is checked at the ends of each
// stretch inside it (the minimum of a linear function), for a line or
// point at the contact; a feature blocks where the line is strictly below
// its height, or level with it along a level line. Blocks selects the
// features and features without a height block whenever crossed. Only
// stretches of positive length, and line contacts that cross, count.
type HeightBlock struct {
	Blocks func(feature int) bool
	Exempt Exempt
	ruleBase
}

// Begin starts a sight line.
func (r *HeightBlock) Begin(s *Sight) { r.begin(s) }

// Add reads one crossing.
func (r *HeightBlock) Add(c Crossing) bool {
	if !r.Blocks(c.Feature) || (c.Shape == terrain.Line && !c.Through) || (c.Shape == terrain.Area && !(c.Length > 0)) {
		r.record(&c, 0, false, false, 0)
		return false
	}
	if r.Exempt.skips(&c) {
		r.record(&c, 0, false, true, 0)
		return false
	}
	s := r.sight
	blocks := true
	at := c.Enter
	if c.HasHeight {
		z0, z1 := s.Heights(&c)
		zmin := min(z0, z1)
		blocks = zmin < c.Height || (zmin == c.Height && s.FromHeight == s.ToHeight)
		if z1 < z0 {
			at = c.Leave
		}
	}
	r.record(&c, 0, blocks, false, at)
	return false
}

// Verdict ends the line.
func (r *HeightBlock) Verdict() Verdict { return r.v }

// All combines rules: the line is seen when every rule sees it, the score
// is the sum of their scores, it is blocked where the first of them
// blocks it (nearest the observer), and the contributions are every
// rule's, rule by rule in the order of Rules. Like every Rule it keeps
// state between Begin and Verdict (here, the buffer of contributions, so
// that judging allocates nothing once it has grown): use one per goroutine.
type All struct {
	Rules []Rule
	buf   []Contribution
}

// Begin starts a sight line.
func (a *All) Begin(s *Sight) {
	for _, r := range a.Rules {
		r.Begin(s)
	}
}

// Add reads one crossing.
func (a *All) Add(c Crossing) bool {
	for _, r := range a.Rules {
		r.Add(c)
	}
	return false
}

// Verdict ends the line. Its Contributions are valid until the next
// Begin.
func (a *All) Verdict() Verdict {
	v := Verdict{Seen: true}
	a.buf = a.buf[:0]
	for _, r := range a.Rules {
		x := r.Verdict()
		a.buf = append(a.buf, x.Contributions...)
		v.Seen = v.Seen && x.Seen
		v.Score += x.Score
		if x.Blocked && (!v.Blocked || x.BlockedAt < v.BlockedAt) {
			v.Blocked, v.BlockedAt = true, x.BlockedAt
		}
	}
	v.Contributions = a.buf
	return v
}
