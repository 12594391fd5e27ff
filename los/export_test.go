package los

import (
	"github.com/warkit/warkit/geom/hex"
)

// RefLoS runs the reference implementation of hex LoS (for tests).
func RefLoS(hs *HexSight, from, to hex.Hex) (HexVerdict, error) {
	var tr refTracer
	return hs.refLoS(&tr, from, to)
}
