package cem

import (
	"fmt"
	"math"
	"sort"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// PathSight is where a moving target was sighted along its path (CEM-L8).
type PathSight struct {
	// Seen reports that the target was seen at some point of its path;
	// At is the first such point along it and Along its distance from
	// the path's start. Line is the sight line to At, or, if the target
	// was never seen, to the path's end.
	Seen  bool
	At    orb.Point
	Along float64
	Line  Sight
}

// LoSAlong sights a target that moved this turn along path, from the
// figure at from (CEM-L8: during the advance phase the line may be
// traced to any point of the target's movement). The target's unit's
// edge declaration is edge. The path is sampled at its vertices, every
// [Rules.PathStep] metres, and where it crosses a feature's outline, a
// line feature or a crest line (both sides of a crossing are in the
// samples, the outline itself being in the closed area), so a stretch
// of the path that is seen and longer than the step is found. A path
// that leaves the board is sighted there as [Board.LoS] sights any point
// off it.
//
// Errors: a nil or zero Board, an empty path, a point that is not finite,
// a leg too long to measure in float64, a path that needs more than
// [MaxPathSamples] points at the step in force. Cost: one sight line per
// sample, at most MaxPathSamples plus the path's vertices and the points
// where it crosses the features' outlines.
func (b *Board) LoSAlong(from End, path orb.LineString, edge bool) (PathSight, error) {
	if err := b.ready(); err != nil {
		return PathSight{}, err
	}
	if len(path) == 0 {
		return PathSight{}, fmt.Errorf("cem: empty path")
	}
	step := b.rules.pathStep()
	if err := checkSamples(path, step); err != nil {
		return PathSight{}, err
	}
	along := 0.0
	var last Sight
	for k := 0; k < len(path); k++ {
		var ts []float64
		var seg geom.Segment
		if k == 0 {
			seg = geom.Segment{A: path[0], B: path[0]}
			ts = []float64{0}
		} else {
			seg = geom.Segment{A: path[k-1], B: path[k]}
			ts = b.samples(seg, step)
		}
		L := seg.Length()
		for _, t := range ts {
			p := seg.At(t)
			s, err := b.LoS(from, End{At: p, Edge: edge})
			if err != nil {
				return PathSight{}, err
			}
			if s.Seen {
				return PathSight{Seen: true, At: p, Along: along + t*L, Line: s}, nil
			}
			last = s
		}
		along += L
	}
	return PathSight{At: path[len(path)-1], Along: along, Line: last}, nil
}

// MaxPathSamples bounds the points [Board.LoSAlong] samples every
// [Rules.PathStep] along a path: 32 km of path at the default 0.5 m, far
// beyond any move on a table. A longer path, or a finer step, is an
// error, not an unbounded search.
const MaxPathSamples = 1 << 16

// checkSamples refuses a path whose points are not finite, whose legs
// are too long to measure, or which needs more than MaxPathSamples points
// at step.
func checkSamples(path orb.LineString, step float64) error {
	n := 0.0
	for k, p := range path {
		if !finite(p) {
			return fmt.Errorf("cem: path point %d %s is not finite", k, pt(p))
		}
		if k == 0 {
			continue
		}
		L := geom.Segment{A: path[k-1], B: p}.Length()
		if math.IsInf(L, 0) {
			return fmt.Errorf("cem: path leg %d is too long to measure", k)
		}
		if n += math.Floor(L / step); n > MaxPathSamples {
			return fmt.Errorf("cem: a path sampled every %s m (Rules.PathStep) needs more than %d points (MaxPathSamples)", num(step), MaxPathSamples)
		}
	}
	return nil
}

// samples returns the parameters along s at which a moving target is
// sighted: every step, where s meets the outlines and lines of the board
// (with a point a hair either side), and the end; not 0, which the
// previous leg gave.
func (b *Board) samples(s geom.Segment, step float64) []float64 {
	L := s.Length()
	if L == 0 {
		return nil
	}
	ts := []float64{1}
	if step > 0 {
		for d := step; d < L; d += step {
			ts = append(ts, d/L)
		}
	}
	ts = b.appendOutlineCrossings(ts, s, math.Min(1e-6/L, 1e-3))
	sort.Float64s(ts)
	out := ts[:0]
	for _, t := range ts {
		if t > 0 && (len(out) == 0 || t != out[len(out)-1]) {
			out = append(out, t)
		}
	}
	return out
}

// appendOutlineCrossings appends to ts the parameters along s where it
// meets the outline of an area or a line of the board, each with a point
// eps either side (within [0, 1]).
func (b *Board) appendOutlineCrossings(ts []float64, s geom.Segment, eps float64) []float64 {
	edge := func(e geom.Segment) {
		x := s.Intersect(e)
		if x.Kind == geom.NoIntersection {
			return
		}
		for _, t := range []float64{x.TP, x.TQ} {
			ts = append(ts, t, math.Max(0, t-eps), math.Min(1, t+eps))
		}
	}
	for _, i := range b.tb.AppendCandidates(nil, s) {
		f := b.tb.Feature(i)
		var rings []orb.LineString
		switch f.Shape {
		case terrain.Area:
			for _, r := range f.Polygon {
				rings = append(rings, orb.LineString(r))
			}
		case terrain.Line:
			rings = append(rings, f.LineString)
		}
		for _, r := range rings {
			for j := 0; j+1 < len(r); j++ {
				edge(geom.Segment{A: r[j], B: r[j+1]})
			}
		}
	}
	return ts
}
