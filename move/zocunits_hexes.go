package move

import (
	"cmp"
	"iter"
	"math"
	"slices"

	"github.com/warkit/warkit/geom/hex"
)

// Hexes yields every hex that some zone covers, once each, row by row:
// by R, then by Q. It is what draw.Canvas.ZOC takes, without a scan of
// the map. It visits only the rows within the radius of some unit, and
// in each the hexes within the radius of the units near it: its cost is
// that of [UnitZones.Covered] for each hex within the radius of some
// unit, and its memory one span per unit near the row. A nil z yields
// nothing. Breaking out of the loop stops it.
func (z *UnitZones) Hexes() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		if z == nil || len(z.units) == 0 {
			return
		}
		r, us := z.radius, z.units
		var spans [][2]int
		for row := us[0].at.R - r; ; row++ {
			// The units whose zones reach this row: rows row-r..row+r.
			lo, hi := unitsFrom(us, row-r, math.MinInt), unitsFrom(us, row+r+1, math.MinInt)
			if lo == hi {
				if hi == len(us) {
					return
				}
				row = us[hi].at.R - r - 1 // the next row a zone reaches, after row++
				continue
			}
			spans = rowSpans(spans[:0], us[lo:hi], row, r)
			for _, s := range spans {
				for q := s[0]; q <= s[1]; q++ {
					if h := (hex.Hex{Q: q, R: row}); z.Covered(h) && !yield(h) {
						return
					}
				}
			}
		}
	}
}

// rowSpans appends to dst the columns of row that lie within radius r of
// some unit of us, as disjoint spans [first, last] in increasing order.
func rowSpans(dst [][2]int, us []zoneUnit, row, r int) [][2]int {
	n := len(dst)
	for _, u := range us {
		dr := row - u.at.R
		dst = append(dst, [2]int{u.at.Q + max(-r, -r-dr), u.at.Q + min(r, r-dr)})
	}
	spans := dst[n:]
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	k := 0
	for _, s := range spans {
		if k > 0 && s[0] <= spans[k-1][1]+1 {
			spans[k-1][1] = max(spans[k-1][1], s[1])
			continue
		}
		spans[k] = s
		k++
	}
	return dst[:n+k]
}
