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

// refStep is a step of the line from the observer: the hex entered, and
// the passage into it (its Via; the side crossed, the hex touched at a
// vertex, or a spine's flanks, from the observer).
type refStep struct {
	Hex hex.Hex
	Via hex.Via
	Alt [2]hex.Hex
}

func (hs *Sight) refLoS(tr *refTracer, from, to hex.Hex) (Verdict, error) {
	m := hs.m
	if !m.Contains(from) || !m.Contains(to) {
		return Verdict{Reason: OffMap, BlockedStep: -1}, nil
	}
	a, b := from, to
	swapped := to.Q < from.Q || to.Q == from.Q && to.R < from.R
	if swapped {
		a, b = to, from
	}
	var err error
	tr.path, err = hex.AppendLineSteps(tr.path[:0], a, b, hex.Supercover)
	if err != nil {
		return Verdict{}, err
	}
	// The canonical line, from the observer.
	steps := make([]refStep, len(tr.path))
	for i, p := range tr.path {
		st := refStep{Hex: p.Hex, Via: p.Via()}
		switch p.Via() {
		case hex.ViaVertex:
			st.Alt[0] = p.Alt()
		case hex.ViaSpine:
			st.Alt[0], st.Alt[1] = p.Flanks()
		}
		steps[i] = st
	}
	if swapped {
		// Step k+1 backwards enters hex k by the same passage, a spine's
		// flanks in the observer's order.
		back := make([]refStep, len(steps))
		for k := range steps {
			back[len(steps)-1-k].Hex = steps[k].Hex
			if k+1 < len(steps) {
				n := steps[k+1]
				if n.Via == hex.ViaSpine {
					n.Alt[0], n.Alt[1] = n.Alt[1], n.Alt[0]
				}
				back[len(steps)-1-k].Via, back[len(steps)-1-k].Alt = n.Via, n.Alt
			}
		}
		back[0].Via, back[0].Alt = hex.ViaStart, [2]hex.Hex{}
		steps = back
	}
	zA, zB := hs.endHeights(from, to)
	v := hs.refEvaluate(tr, steps, zA, zB)
	if v.Blocked {
		return v, nil
	}
	// Not blocked: the whole line's score, summed canonically.
	v.Score = 0
	for k := range v.Steps {
		if swapped {
			v.Score += v.Steps[len(v.Steps)-1-k].Hindrance
		} else {
			v.Score += v.Steps[k].Hindrance
		}
	}
	if v.Seen && (hs.compiled.limit > 0 && v.Score >= hs.compiled.limit || v.Score != v.Score) {
		v.Seen, v.Reason = false, BlockedByHindrance
	}
	return v, nil
}

// refEvaluate reads the line of steps from the observer (sight heights
// zA there, zB at the target) up to its first element that blocks (and
// the hex past it, for a passage), summing the hindrance as it goes.
func (hs *Sight) refEvaluate(tr *refTracer, path []refStep, zA, zB float64) Verdict {
	pol := hs.rules.Spine
	st := tr.steps[:0]
	a := path[0].Hex
	d := path[len(path)-1].Hex.Sub(a)
	var l lineTest // the live height test: what the reference checks is the rest
	l.set(d, zA, zB)
	v := Verdict{Seen: true, BlockedStep: -1}
	last := len(path) - 1
	add := func(c Contribution, o effect) {
		c.Blocks, c.Reason, c.Hindrance = o.blocks, o.reason, o.hind
		v.Score += o.hind
		if o.blocks && v.Seen {
			v.Seen, v.Blocked, v.Reason, v.BlockedStep = false, true, o.reason, len(st)
		}
		st = append(st, c)
	}
	// A route through a hex only touched: its hindrance is the sides'
	// plus the hex's, whichever end reads it.
	route := func(prev, via, next hex.Hex) effect {
		s1, _ := hex.SideBetween(prev, via)
		s2, _ := hex.SideBetween(via, next)
		e1, h, e2 := hs.refSideEffect(s1, a, d, &l), hs.refHexEffect(via, a, d, &l, true), hs.refSideEffect(s2, a, d, &l)
		e := e1.then(h).then(e2)
		e.hind = e1.hind + e2.hind + h.hind
		return e
	}
	for i, p := range path {
		if !v.Seen {
			break // a blocking passage's hex was read with it
		}
		if i > 0 {
			prev := path[i-1].Hex
			c := Contribution{Passage: true, Via: p.Via}
			var entry effect
			switch p.Via {
			case hex.ViaSide:
				c.Side, _ = hex.SideBetween(prev, p.Hex)
				entry = hs.refSideEffect(c.Side, a, d, &l)
			case hex.ViaVertex:
				c.Alt[0] = p.Alt[0]
				s0, _ := hex.SideBetween(prev, p.Hex)
				entry, c.Route = pol.choose(hs.refSideEffect(s0, a, d, &l), route(prev, p.Alt[0], p.Hex))
			case hex.ViaSpine:
				c.Alt = p.Alt
				entry, c.Route = pol.choose(route(prev, p.Alt[0], p.Hex), route(prev, p.Alt[1], p.Hex))
			}
			add(c, entry)
		}
		e := hs.refHexEffect(p.Hex, a, d, &l, i > 0 && i < last)
		if i > 0 && i < last && !e.blocks && hs.refBlinds(p.Hex, a, path[last].Hex) {
			e.blocks, e.reason = true, BlockedByBlind
		}
		add(Contribution{Hex: p.Hex}, e)
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
	// What stands on the hex: the map's height, else blocking terrain's
	// Obstacle.
	height, hasHeight := hs.m.Height(h)
	if height == 0 {
		height, hasHeight = hs.obst[t], hs.block[t] && hs.hasObst[t]
	}
	if hs.block[t] && (!r.heights || !hasHeight) {
		return effect{blocks: true, reason: BlockedByTerrain, hind: o.hind}
	}
	if r.heights {
		e, _ := hs.m.Elevation(h)
		rel := h.Sub(a)
		p2 := hex.Hex{Q: 2 * rel.Q, R: 2 * rel.R}
		if l.above(e, dot2(p2, d)) {
			return effect{blocks: true, reason: BlockedByGround, hind: o.hind}
		}
		if hasHeight && l.above(e+height, dot2(p2, d)) {
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

// refBlinds reports whether the hex h, entered between the ends a and b,
// is a crest that blinds one of them.
func (hs *Sight) refBlinds(h, a, b hex.Hex) bool {
	if !hs.compiled.heights || hs.compiled.blind <= 0 {
		return false
	}
	ea, _ := hs.m.Elevation(a)
	eb, _ := hs.m.Elevation(b)
	e, _ := hs.m.Elevation(h)
	return e > eb && e <= ea && h.Distance(b) <= hs.compiled.blind ||
		e > ea && e <= eb && h.Distance(a) <= hs.compiled.blind
}

func (hs *Sight) endHeights(from, to hex.Hex) (float64, float64) {
	if !hs.compiled.heights {
		return 0, 0
	}
	ea, _ := hs.m.Elevation(from)
	eb, _ := hs.m.Elevation(to)
	return ea + hs.compiled.eye, eb + hs.compiled.target
}
