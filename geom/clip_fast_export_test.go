package geom

// Hooks for clip_fast_test.go (package geom_test, which can use geomtest).

// AppendIntervalsWalk and AppendStretchesWalk are AppendIntervals and
// AppendStretches by the general walk alone.
var (
	AppendIntervalsWalk = Polygon.appendIntervalsWalk
	AppendStretchesWalk = Polygon.appendStretchesWalk
)

// FastPathApplies reports whether the common case's fast path answers for
// p and s.
func FastPathApplies(p Polygon, s Segment) bool {
	_, _, ok := p.properCuts(nil, s)
	return ok
}
