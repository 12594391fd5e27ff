package los

import (
	"math"
	"math/big"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// segmentEntersDisc reports, exactly, whether the closed segment s meets
// the open disc of radius r about c: whether the distance from c to s is
// strictly less than r. A grazing segment (distance exactly r) does not
// enter. It uses a floating-point filter and falls back to exact
// arithmetic (math/big) near the tie.
func segmentEntersDisc(s geom.Segment, c orb.Point, r float64) bool {
	if !(r > 0) {
		return false
	}
	ax, ay := c[0]-s.A[0], c[1]-s.A[1]
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	dot := ax*dx + ay*dy
	dd := dx*dx + dy*dy
	var lhs, rhs float64
	region := 0 // 0: interior projection; 1: nearest A; 2: nearest B
	switch {
	case dd == 0 || dot <= 0:
		region = 1
		lhs, rhs = ax*ax+ay*ay, r*r
	case dot >= dd:
		region = 2
		bx, by := c[0]-s.B[0], c[1]-s.B[1]
		lhs, rhs = bx*bx+by*by, r*r
	default:
		cr := ax*dy - ay*dx
		lhs, rhs = cr*cr, r*r*dd
	}
	// The relative error of each side is a few units of 2^-53; a gap above
	// 1e-12 of the magnitudes, or a clear projection region, decides.
	scale := math.Abs(lhs) + math.Abs(rhs)
	dotSafe := math.Abs(dot) > 1e-12*(math.Abs(ax*dx)+math.Abs(ay*dy)) &&
		math.Abs(dot-dd) > 1e-12*(math.Abs(dot)+dd)
	if math.Abs(lhs-rhs) > 1e-12*scale+1e-300 && (dotSafe || dd == 0) {
		return lhs < rhs
	}
	_ = region
	return segmentEntersDiscExact(s, c, r)
}

// exactPrec holds every product and sum of a few float64 values exactly.
const exactPrec = 4400

func bf(x float64) *big.Float { return new(big.Float).SetPrec(exactPrec).SetFloat64(x) }

func bsub(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(exactPrec).Sub(a, b) }
func badd(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(exactPrec).Add(a, b) }
func bmul(a, b *big.Float) *big.Float { return new(big.Float).SetPrec(exactPrec).Mul(a, b) }

func segmentEntersDiscExact(s geom.Segment, c orb.Point, r float64) bool {
	ax, ay := bsub(bf(c[0]), bf(s.A[0])), bsub(bf(c[1]), bf(s.A[1]))
	dx, dy := bsub(bf(s.B[0]), bf(s.A[0])), bsub(bf(s.B[1]), bf(s.A[1]))
	dot := badd(bmul(ax, dx), bmul(ay, dy))
	dd := badd(bmul(dx, dx), bmul(dy, dy))
	rr := bmul(bf(r), bf(r))
	switch {
	case dd.Sign() == 0 || dot.Sign() <= 0:
		return badd(bmul(ax, ax), bmul(ay, ay)).Cmp(rr) < 0
	case dot.Cmp(dd) >= 0:
		bx, by := bsub(bf(c[0]), bf(s.B[0])), bsub(bf(c[1]), bf(s.B[1]))
		return badd(bmul(bx, bx), bmul(by, by)).Cmp(rr) < 0
	}
	cr := bsub(bmul(ax, dy), bmul(ay, dx))
	return bmul(cr, cr).Cmp(bmul(rr, dd)) < 0
}

// discChord returns the parameters t0 <= t1 along s (possibly outside
// [0, 1]) where the line through s meets the circle of radius r about c,
// and false if it misses or only touches it. Rounded.
func discChord(s geom.Segment, c orb.Point, r float64) (t0, t1 float64, ok bool) {
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	fx, fy := s.A[0]-c[0], s.A[1]-c[1]
	a := dx*dx + dy*dy
	if a == 0 {
		return 0, 0, false
	}
	b := fx*dx + fy*dy
	cc := fx*fx + fy*fy - r*r
	disc := b*b - a*cc
	if !(disc > 0) {
		return 0, 0, false
	}
	sq := math.Sqrt(disc)
	return (-b - sq) / a, (-b + sq) / a, true
}

// discInside reports, exactly, whether the closed disc in lies within the
// closed disc out: whether |in.Center - out.Center| <= out.R - in.R. A
// copy of out is inside it. Both discs are valid.
func discInside(in, out geom.Disc) bool {
	k := out.R - in.R // its sign is exact
	if k < 0 {
		return false
	}
	dx, dy := in.Center[0]-out.Center[0], in.Center[1]-out.Center[1]
	if dx == 0 && dy == 0 {
		return out.R >= in.R
	}
	a, b := dx*dx+dy*dy, k*k
	if d := a - b; math.Abs(d) > 1e-12*(a+b)+1e-300 {
		return d < 0
	}
	bk := bsub(bf(out.R), bf(in.R))
	ex, ey := bsub(bf(in.Center[0]), bf(out.Center[0])), bsub(bf(in.Center[1]), bf(out.Center[1]))
	return badd(bmul(ex, ex), bmul(ey, ey)).Cmp(bmul(bk, bk)) <= 0
}
