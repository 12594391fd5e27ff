package move

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// label orders the arrivals of a search: by turn, then whether the turn's
// movement has ended (an arrival that may go on sorts first), then MP used
// in the turn (or, for A*, the estimated total). Every way of extending an
// arrival keeps this order (a smaller label never extends to a larger
// one), which is what makes a label-setting search exact.
//
// phase is 2*turn, plus 1 once the turn's movement has ended, so that one
// integer comparison orders turn and ending together.
type label struct {
	phase int32
	used  float64
}

func mkLabel(turn int32, ended bool, used float64) label {
	p := 2 * turn
	if ended {
		p++
	}
	return label{phase: p, used: used}
}

func (a label) turn() int32 { return a.phase >> 1 }

func (a label) ended() bool { return a.phase&1 != 0 }

func (a label) less(b label) bool {
	return a.phase < b.phase || a.phase == b.phase && a.used < b.used
}

// rules are the validated options of a search.
type rules struct {
	allow float64
	turns int32
	short ShortPolicy
	zoc   ZOCRule
	fx    stepEffects // of the StepModel searched, if fxOn
	fxOn  bool
	// judged is fxOn || zoc != nil: whether any rule judges steps, the
	// one test of a search with neither.
	judged bool
	occ    *Occupancy
}

// next returns the best arrival after a step of cost c with ZOC effect e
// from an arrival k, and what the step charges: in k's turn if possible,
// else at the start of the next turn if the search allows one and the
// mover may end a turn where k is (canEnd).
func (r *rules) next(k label, c float64, e ZOCEffect, canEnd bool) (label, float64, bool) {
	if nk, charge, ok := r.within(k, c, e); ok {
		return nk, charge, true
	}
	if canEnd && k.turn() < r.turns && (k.used > 0 || k.ended()) {
		return r.within(mkLabel(k.turn()+1, false, 0), c, e)
	}
	return label{}, 0, false
}

// within extends k by the step within k's turn.
func (r *rules) within(k label, c float64, e ZOCEffect) (label, float64, bool) {
	if k.ended() {
		return label{}, 0, false
	}
	left := r.allow - k.used
	fits := c <= left
	if e == ZOCWholeMove {
		if k.used != 0 || !(fits || r.shortOK(k, left)) {
			return label{}, 0, false
		}
		if math.IsInf(left, 1) {
			return mkLabel(k.turn(), true, c), c, true
		}
		return mkLabel(k.turn(), true, r.allow), left, true
	}
	if e == ZOCAllRemaining {
		if !(fits || r.shortOK(k, left)) {
			return label{}, 0, false
		}
		if math.IsInf(left, 1) {
			return mkLabel(k.turn(), true, k.used+c), c, true
		}
		return mkLabel(k.turn(), true, r.allow), left, true
	}
	if fits {
		return mkLabel(k.turn(), e == ZOCStop, k.used+c), c, true
	}
	if r.shortOK(k, left) {
		return mkLabel(k.turn(), true, r.allow), left, true
	}
	return label{}, 0, false
}

// applyEffects makes r apply the effects of model m, if it has any.
func (r *rules) applyEffects(m *StepModel) {
	if m.SideEffect != nil || m.EntryEffect != nil {
		r.fx, r.fxOn, r.judged = m.effects(), true, true
	}
}

// effect is the effect on the step from -> to of r's step effects and
// zone-of-control rule, the more restrictive: none without either.
func (r *rules) effect(from, to hex.Hex) ZOCEffect {
	if !r.judged {
		return ZOCNone
	}
	return r.judge(from, to)
}

// judge is effect when r has rules to apply.
func (r *rules) judge(from, to hex.Hex) ZOCEffect {
	e := ZOCNone
	if r.fxOn {
		e = r.fx.Step(from, to)
	}
	if r.zoc != nil && e != ZOCForbid {
		e = max(e, r.zoc.Step(from, to))
	}
	return e
}

// mayNotEnd reports whether the arrival nk at index v, hex to, of a
// search from index s ends the mover's movement where r's occupancy does
// not let it end: a step no search takes.
func (r *rules) mayNotEnd(nk label, v, s int32, to hex.Hex) bool {
	return nk.ended() && v != s && !r.occ.CanEnd(to)
}

func (r *rules) shortOK(k label, left float64) bool {
	switch r.short {
	case ShortOneHex:
		return k.used == 0
	case ShortAllRemaining:
		return left > 0
	}
	return false
}
