package hexsight

import (
	"github.com/warkit/warkit/geom/hex"
)

// RefLoS runs the reference implementation of hex LoS (for tests).
func RefLoS(hs *Sight, from, to hex.Hex) (Verdict, error) {
	var tr refTracer
	return hs.refLoS(&tr, from, to)
}
