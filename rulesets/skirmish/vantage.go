package skirmish

// diagonal reports whether sight lines between models a and b are drawn
// diagonally (SKR-V1): one of them stands on a vantage point, and not
// both on vantage points of the same height (SKR-V3).
func diagonal(t *Table, a, b int) bool {
	va, vb := t.onVantage(a), t.onVantage(b)
	if va && vb && t.pieces[t.stand[a]].Ht == t.pieces[t.stand[b]].Ht {
		return false
	}
	return va || vb
}

// nearOwnEdge reports whether piece j is ignored as the vantage point
// that a model of the pair (a or b) stands on within its own Ht of the
// edge (SKR-V1). The whole piece is ignored for that pair (see the
// package doc).
func nearOwnEdge(t *Table, a, j, b int) bool {
	for _, i := range [2]int{a, b} {
		if t.stand[i] == j && t.onVantage(i) && nearEdge(t.models[i].Base, t.models[i].Ht, t.pieces[j].Footprint) {
			return true
		}
	}
	return false
}

// Diagonal reports whether sight lines between the models called actor
// and target are drawn diagonally, in 3D (SKR-V1, SKR-V3). It is false if
// either is unknown.
func (t *Table) Diagonal(actor, target string) bool {
	a, b, err := t.pair(actor, target)
	return err == nil && a != b && diagonal(t, a, b)
}
