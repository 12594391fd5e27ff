package los

import (
	"errors"
	"fmt"
	"math"
	"slices"

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
// linear feature: ceil(length/Chunk) × weight. A rule "each started 5 m
// of woods costs its visibility, and a total of 2 blocks" is ChunkSum
// with Chunk 5, the visibility trait as Weight, and Limit 2.
//
// Options: Full counts only whole chunks (floor instead of ceil);
// PerFeature pools the stretches of one feature before counting (by
// default each contiguous stretch is counted on its own: two separate 2 m
// stretches of one wood count 2 chunks, not 1); PoolBy pools the
// stretches of every area of one kind across features ("each started
// inch of woods along the line, in total": three woods crossed for 1.25,
// 0.5 and 1.25 in make 3 inches, not 5 started ones), see [PoolBy];
// NoLines ignores linear features; only crossings where the line passes
// to the other side count for lines (Crossing.Through). Chunk counts are
// exact (see [Crossing.Chunks] and [PooledChunks]), pooled ones included.
//
// The line is seen while Score < Limit (Limit 0: no limit). Beyond (0:
// none) blocks it on length instead of score: the line is blocked when a
// counted length, the very length the chunks count (a stretch; with
// PerFeature a feature's pooled length; with PoolBy a kind's, all its
// weights together: light and dense woods of one kind add up), is
// strictly longer than Beyond, decided exactly as the counts are (the
// length is above Beyond exactly when it makes more than one started
// chunk of size Beyond). So "-1 per full 2 in of woods, pooled over all
// woods, and more than 4 in blocks" is Chunk 2, Full, PoolBy and Beyond
// 4: 4 in score 2 and are seen, 4.5 in score 2 too but are blocked.
// Exempt stretches and linear features have no length that counts. The
// score is still the whole line's; the contribution of the stretch where
// the counted length passes Beyond has Blocks set, and BlockedAt is the
// distance from the observer where it does (within a stretch that blocks
// on its own, its Enter plus Beyond), the nearest when several lengths
// block.
//
// A weight must be finite and not negative, so that a feature never
// helps sight: one that is negative, NaN or infinite makes the score NaN,
// and a line whose score is NaN is not seen, whatever the Limit. A sum
// too large for a float64 saturates at +Inf, which reaches every Limit.
// The score is the whole line's, whichever end observes, so ChunkSum
// never stops early; it is the same both ways bit for bit when weights
// are integers, and so are Seen and Blocked. Weight is required, Chunk
// must be positive and Beyond not negative (see Validate).
type ChunkSum struct {
	Weight     Weight
	Chunk      float64
	Full       bool
	PerFeature bool
	PoolBy     PoolBy
	NoLines    bool
	Limit      float64
	Beyond     float64
	Exempt     Exempt
	Tally
	kinds kindPools
}

// Validate reports a missing Weight, a Chunk that is not positive and
// finite, a NaN Limit, a Beyond that is negative, NaN or infinite, both
// poolings, or unknown Exempt bits.
func (r *ChunkSum) Validate() error {
	if r == nil {
		return errors.New("los: nil ChunkSum")
	}
	if r.Weight == nil {
		return errors.New("los: ChunkSum without Weight")
	}
	if !(r.Chunk > 0) || math.IsInf(r.Chunk, 1) {
		return errors.New("los: ChunkSum: Chunk must be positive and finite")
	}
	if math.IsNaN(r.Limit) {
		return errors.New("los: ChunkSum: NaN Limit")
	}
	if !(r.Beyond >= 0) || math.IsInf(r.Beyond, 1) {
		return errors.New("los: ChunkSum: Beyond must be finite and not negative")
	}
	if r.PerFeature && r.PoolBy != nil {
		return errors.New("los: ChunkSum: PerFeature and PoolBy both set: choose one pooling")
	}
	return r.Exempt.check()
}

// Begin starts a sight line (nothing on a nil r).
func (r *ChunkSum) Begin(s *Sight) {
	if r == nil {
		return
	}
	r.Tally.Begin(s)
	r.kinds.reset()
}

// Add reads one crossing. Without a Weight nothing takes part. A nil r
// stops at once (true).
func (r *ChunkSum) Add(c Crossing) bool {
	if r == nil {
		return true
	}
	w, ok := 0.0, false
	if r.Weight != nil {
		w, ok = r.Weight(c.Feature)
		if w-w != 0 || w < 0 {
			// An infinite weight, or a negative one (a feature that
			// helps sight): no score is right.
			w = math.NaN()
		}
	}
	if !ok || c.Shape != terrain.Area && c.Shape != terrain.Line {
		r.Record(&c, 0, false, 0) // a point, or a shape of no feature
		return false
	}
	if r.Exempt.Skips(&c) {
		r.Skip(&c)
		return false
	}
	switch c.Shape {
	case terrain.Line:
		if r.NoLines || !c.Through {
			w = 0
		}
		r.Record(&c, w, false, 0)
	case terrain.Area:
		r.addArea(&c, w)
	}
	return false
}

// addArea reads the stretch c of weight w: into its pool, or counted on
// its own (blocking it if it is longer than Beyond, exactly).
func (r *ChunkSum) addArea(c *Crossing, w float64) {
	switch {
	case r.PoolBy != nil:
		r.kinds.add(&r.Tally, c, r.PoolBy(c.Feature), w)
	case r.PerFeature:
		// A feature is a kind of its own (and has one weight).
		r.kinds.add(&r.Tally, c, c.Feature, w)
	default:
		blocks := r.Beyond > 0 && c.Chunks(r.Beyond, false) > 1
		r.Record(c, float64(c.Chunks(r.Chunk, r.Full))*w, blocks, min(c.Enter+r.Beyond, c.Leave))
	}
}

// Verdict ends the line (the zero Verdict, unseen, on a nil r).
func (r *ChunkSum) Verdict() Verdict {
	if r == nil {
		return Verdict{}
	}
	r.kinds.settle(&r.Tally, r.Chunk, r.Full, r.Beyond)
	if r.Limit > 0 && !(r.v.Score < r.Limit) || r.v.Score != r.v.Score || r.Limit != r.Limit {
		r.v.Seen = false // a NaN score or Limit is not below the other
	}
	return r.v
}

// HeightBlock blocks a 3D sight line where it passes over (or through) a
// blocking feature below the feature's top: a wall, a building or a wood
// taller than the line of sight, a hill higher than it. The top is the
// feature's elevation plus its height, as terrain documents them
// ([Crossing.Top]: a wood of height 3 on a hill of elevation 2 reaches
// 5), and the sight line's height, interpolated linearly between the
// Sight's FromHeight and ToHeight, is measured from the same zero (the
// table). For an area it is checked at the ends of each stretch inside
// it (the minimum of a linear function), for a line or point at the
// contact; a feature blocks where the line is strictly below its top, or
// level with it along a level line. Blocks selects the features (it is
// required) and features with neither a height nor an elevation block
// whenever crossed. Only stretches of positive length, and line contacts
// that cross, count.
//
// The first block decides the verdict (Score is always 0), so HeightBlock
// stops reading there: Contributions end at the blocking crossing.
type HeightBlock struct {
	Blocks func(feature int) bool
	Exempt Exempt
	Tally
}

// Validate reports a missing Blocks, or unknown Exempt bits.
func (r *HeightBlock) Validate() error {
	if r == nil || r.Blocks == nil {
		return errors.New("los: HeightBlock without Blocks")
	}
	return r.Exempt.check()
}

// Add reads one crossing. Without Blocks nothing blocks; a nil r stops
// at once (true). A crossing with a NaN height, or read before Begin (no
// sight line heights), blocks.
func (r *HeightBlock) Add(c Crossing) bool {
	if r == nil {
		return true
	}
	if r.Blocks == nil || !r.Blocks(c.Feature) || (c.Shape == terrain.Line && !c.Through) || (c.Shape == terrain.Area && !(c.Length > 0)) {
		r.Record(&c, 0, false, 0)
		return false
	}
	if r.Exempt.Skips(&c) {
		r.Skip(&c)
		return false
	}
	s := r.Sight()
	blocks := true
	at := c.Enter
	if top, ok := c.Top(); ok && s != nil {
		z0, z1 := s.Heights(&c)
		zmin := min(z0, z1)
		// Written as "not clear above" so that a NaN blocks.
		blocks = !(zmin > top || zmin == top && s.FromHeight != s.ToHeight)
		if z1 < z0 {
			at = c.Leave
		}
	}
	r.Record(&c, 0, blocks, at)
	return blocks
}

// All combines rules: the line is seen when every rule sees it, the score
// is the sum of their scores, it is blocked where the first of them
// blocks it (nearest the observer), and the contributions are every
// rule's, rule by rule in the order of Rules. A rule that stops is read
// no further; All stops when every rule has stopped. A nil rule among
// them is never skipped: Validate reports it (and so Judge), and read
// through Feed it sees nothing; a nil *All reads nothing and sees
// nothing; an All of no rules sees every line, with score 0. Like
// every Rule it
// keeps state between Begin and Verdict (here, the buffer of
// contributions, so that judging allocates nothing once it has grown):
// use one per goroutine.
type All struct {
	Rules   []Rule
	buf     []Contribution
	stopped []bool
}

// Validate reports a nil rule, or the first rule that fails its own
// validation.
func (a *All) Validate() error {
	if a == nil {
		return errors.New("los: nil All")
	}
	for k, r := range a.Rules {
		// check(r), by hand: Judge validates on every call, so the
		// rules are checked without a call each.
		if r == nil {
			return fmt.Errorf("los: All: rule %d is a nil accumulator", k)
		}
		if v, ok := r.(Validator); ok {
			if err := v.Validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Begin starts a sight line.
func (a *All) Begin(s *Sight) {
	if a == nil {
		return
	}
	a.stopped = slices.Grow(a.stopped[:0], len(a.Rules))[:len(a.Rules)]
	for k, r := range a.Rules {
		a.stopped[k] = r == nil
		if r != nil {
			r.Begin(s)
		}
	}
}

// Add reads one crossing, with every rule that has not stopped.
func (a *All) Add(c Crossing) bool {
	if a == nil {
		return true
	}
	// Rules added since Begin are not read; slicing both to the shorter
	// drops the bounds checks from the loop that runs per crossing.
	n := min(len(a.Rules), len(a.stopped))
	rules, stopped := a.Rules[:n], a.stopped[:n]
	all := true
	for k, r := range rules {
		if !stopped[k] {
			stopped[k] = r.Add(c)
			all = all && stopped[k]
		}
	}
	return all
}

// Verdict ends the line. Its Contributions are valid until the next
// Begin.
func (a *All) Verdict() Verdict {
	if a == nil {
		return Verdict{}
	}
	v := Verdict{Seen: true}
	a.buf = a.buf[:0]
	for _, r := range a.Rules {
		if r == nil {
			v.Seen = false
			continue
		}
		x := r.Verdict()
		a.buf = append(a.buf, x.Contributions...)
		v.Seen = v.Seen && x.Seen
		v.Score += x.Score
		if x.Blocked && (!v.Blocked || x.BlockedAt < v.BlockedAt) {
			v.Blocked, v.BlockedAt = true, x.BlockedAt
		}
	}
	v.Contributions = a.buf
	if v.Score != v.Score {
		v.Seen = false
	}
	return v
}
