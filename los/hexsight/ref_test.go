package hexsight

// The reference implementation of hex LoS, as first written: the path is
// built with hex.AppendLineSteps (the supercover), then every element is read through the map's
// own lookups. The compiled kernel (hexwalk.go) must agree with it on
// every field of the verdict.

import (
	"github.com/warkit/warkit/geom/hex"
)

type refTracer struct {
	path  []hex.LineStep
	steps []Contribution
}

func (hs *Sight) refLoS(tr *refTracer, from, to hex.Hex) (Verdict, error) {
	m := hs.m
	if !m.Contains(from) || !m.Contains(to) {
		return Verdict{Reason: OffMap, BlockedAt: -1}, nil
	}
	a, b := from, to
	pol := hs.rules.Spine
	swapped := to.Q < from.Q || to.Q == from.Q && to.R < from.R
	zA, zB := hs.endHeights(from, to)
	if swapped {
		a, b = to, from
		zA, zB = zB, zA
	}
	var err error
	tr.path, err = hex.AppendLineSteps(tr.path[:0], a, b, hex.Supercover)
	if err != nil {
		return Verdict{}, err
	}
	v := hs.refEvaluate(tr, a, b, zA, zB, pol)
	v.Blocked = v.BlockedAt >= 0
	if swapped {
		st := tr.steps
		for i, j := 0, len(st)-1; i < j; i, j = i+1, j-1 {
			st[i], st[j] = st[j], st[i]
		}
		for i := range st {
			if st[i].Via == hex.ViaSpine {
				st[i].Alt[0], st[i].Alt[1] = st[i].Alt[1], st[i].Alt[0]
				st[i].Route = 1 - st[i].Route
			}
		}
		if v.BlockedAt >= 0 {
			for i := range st {
				if st[i].Blocks {
					v.BlockedAt = i
					break
				}
			}
		}
		v.Steps = st
	}
	return v, nil
}

func (hs *Sight) refEvaluate(tr *refTracer, a, b hex.Hex, zA, zB float64, pol SpinePolicy) Verdict {
	path := tr.path
	st := tr.steps[:0]
	d := b.Sub(a)
	var l lineTest // the live height test: what the reference checks is the rest
	l.set(d, zA, zB)
	v := Verdict{Seen: true, BlockedAt: -1}
	last := len(path) - 1
	add := func(c Contribution, o effect) {
		c.Blocks, c.Reason, c.Hindrance = o.blocks, o.reason, o.hind
		v.Score += o.hind
		if o.blocks && v.Seen {
			v.Seen, v.Reason, v.BlockedAt = false, o.reason, len(st)
		}
		st = append(st, c)
	}
	for i, p := range path {
		if !v.Seen {
			// Blocked: nothing further changes the verdict. The walk is in
			// the canonical direction, so it stops at the same element
			// whichever end observes.
			break
		}
		if i > 0 {
			c := Contribution{Passage: true, Via: p.Via()}
			switch p.Via() {
			case hex.ViaSide:
				c.Side = p.Side()
			case hex.ViaVertex:
				c.Alt[0] = p.Alt()
			case hex.ViaSpine:
				c.Alt[0], c.Alt[1] = p.Flanks()
			}
			var entry effect
			prev := path[i-1].Hex
			switch p.Via() {
			case hex.ViaSide:
				entry = hs.refSideEffect(p.Side(), a, d, &l)
			case hex.ViaVertex:
				s0, _ := hex.SideBetween(prev, p.Hex)
				direct := hs.refSideEffect(s0, a, d, &l)
				g := p.Alt()
				s1, _ := hex.SideBetween(prev, g)
				s2, _ := hex.SideBetween(g, p.Hex)
				via := hs.refSideEffect(s1, a, d, &l).then(hs.refHexEffect(g, a, d, &l, true)).then(hs.refSideEffect(s2, a, d, &l))
				entry, c.Route = pol.choose(direct, via)
			case hex.ViaSpine:
				var routes [2]effect
				for k, f := range c.Alt {
					s1, _ := hex.SideBetween(prev, f)
					s2, _ := hex.SideBetween(f, p.Hex)
					routes[k] = hs.refSideEffect(s1, a, d, &l).then(hs.refHexEffect(f, a, d, &l, true)).then(hs.refSideEffect(s2, a, d, &l))
				}
				entry, c.Route = pol.choose(routes[0], routes[1])
			}
			add(c, entry)
		}
		add(Contribution{Hex: p.Hex}, hs.refHexEffect(p.Hex, a, d, &l, i > 0 && i < last))
	}
	if v.Seen && hs.compiled.heights && hs.compiled.blind > 0 && hs.refBlind(path, zA, zB, a, b) {
		v.Seen, v.Reason = false, BlockedByBlind
	}
	if v.Seen && hs.compiled.limit > 0 && v.Score >= hs.compiled.limit {
		v.Seen, v.Reason = false, BlockedByHindrance
	}
	tr.steps = st
	v.Steps = st
	return v
}

func (hs *Sight) refHexEffect(h, a, d hex.Hex, l *lineTest, interior bool) effect {
	t, ok := hs.m.HexType(h)
	if !ok {
		// A grazed hex off the map: nothing there.
		return effect{}
	}
	var o effect
	if interior || hs.compiled.countEnds {
		o.hind = hs.hind[t]
	}
	if !interior {
		return o
	}
	r := &hs.compiled
	if hs.block[t] {
		if !r.heights || !hs.hasObst[t] {
			return effect{blocks: true, reason: BlockedByTerrain, hind: o.hind}
		}
	}
	if r.heights {
		e, _ := hs.m.Elevation(h)
		rel := h.Sub(a)
		p2 := hex.Hex{Q: 2 * rel.Q, R: 2 * rel.R}
		if l.above(e, dot2(p2, d)) {
			return effect{blocks: true, reason: BlockedByGround, hind: o.hind}
		}
		if hs.block[t] && l.above(e+hs.obst[t], dot2(p2, d)) {
			return effect{blocks: true, reason: BlockedByTerrain, hind: o.hind}
		}
	}
	return o
}

func (hs *Sight) refSideEffect(s hex.Side, a, d hex.Hex, l *lineTest) effect {
	if !hs.anySides {
		return effect{}
	}
	fs, ok := hs.m.SideFeatures(s)
	if !ok || len(fs) == 0 {
		return effect{}
	}
	ts, _ := hs.m.SideTypes(s)
	var o effect
	for k, f := range fs {
		t := ts[k]
		o.hind += hs.shind[t]
		if !hs.sblock[t] || o.blocks {
			continue
		}
		if !hs.compiled.heights || !f.HasHeight {
			o.blocks, o.reason = true, BlockedBySide
			continue
		}
		h1, h2 := s.Hexes()
		e1, _ := hs.m.Elevation(h1)
		e2, _ := hs.m.Elevation(h2)
		p2 := h1.Sub(a).Add(h2.Sub(a)) // twice the midpoint's offset
		if l.above(max(e1, e2)+f.Height, dot2(p2, d)) {
			o.blocks, o.reason = true, BlockedBySide
		}
	}
	return o
}

// blind applies the blind-hex rule at both ends.
func (hs *Sight) refBlind(path []hex.LineStep, zA, zB float64, a, b hex.Hex) bool {
	ea, _ := hs.m.Elevation(a)
	eb, _ := hs.m.Elevation(b)
	if len(path) < 3 {
		return false
	}
	for _, p := range path[1 : len(path)-1] {
		e, _ := hs.m.Elevation(p.Hex)
		if e > eb && e <= ea && p.Hex.Distance(b) <= hs.compiled.blind {
			return true
		}
		if e > ea && e <= eb && p.Hex.Distance(a) <= hs.compiled.blind {
			return true
		}
	}
	return false
}

func (hs *Sight) endHeights(from, to hex.Hex) (float64, float64) {
	if !hs.compiled.heights {
		return 0, 0
	}
	ea, _ := hs.m.Elevation(from)
	eb, _ := hs.m.Elevation(to)
	return ea + hs.compiled.eye, eb + hs.compiled.target
}
