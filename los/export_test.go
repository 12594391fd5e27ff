package los

import "github.com/warkit/warkit/geom"

// RefLoS runs the reference implementation of hex LoS (for tests).
func RefLoS(hs *HexSight, from, to geom.Hex) (HexVerdict, error) {
	var tr refTracer
	return hs.refLoS(&tr, from, to)
}
