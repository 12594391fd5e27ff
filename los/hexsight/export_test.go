package hexsight

import (
	"github.com/warkit/warkit/geom/hex"
)

// RefLoS runs the reference implementation of hex LoS (for tests).
func RefLoS(hs *Sight, from, to hex.Hex) (Verdict, error) {
	var tr refTracer
	return hs.refLoS(&tr, from, to)
}

// SweepFOV is AppendFOV by the sweep whatever the radius (a small one
// reads the shadow table otherwise), and the number of targets it
// walked.
func SweepFOV(hs *Sight, tr *Tracer, from hex.Hex, radius int) ([]hex.Hex, int) {
	if !hs.grid.on(from) {
		return nil, 0
	}
	radius = min(radius, hs.grid.reach(from))
	tr.fov.start(hs, from)
	fov := tr.fov.sweep(nil, tr, radius)
	return fov, tr.fov.walks
}

// FOVWalks returns the number of targets the last sweep walked.
func FOVWalks(tr *Tracer) int { return tr.fov.walks }
