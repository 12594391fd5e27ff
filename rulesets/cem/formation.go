package cem

import (
	"fmt"
	"strings"
)

// Formation is the formation rule a unit's figures must keep at the end
// of a move (CEM-M2): it returns every way the figures, at their final
// positions, break it (nil: in formation). The seed leaves the rule to
// the scenario; [MaxSpacing] is the usual one.
type Formation func(figs []Figure) []string

// MaxSpacing returns the formation rule "every figure within d metres
// (base to base) of another, and the unit in one group": the figures,
// linked when within d of each other (decided exactly by
// geom.Disc.Within), form a single connected group. A unit of one
// figure is always in formation. A spacing that is NaN or negative is no
// distance: every unit of two or more figures breaks it, with that
// reason. Cost: quadratic in the figures, of which a unit has at most
// [MaxFigures]: more figures break it, with that reason.
func MaxSpacing(d float64) Formation {
	return func(figs []Figure) []string {
		n := len(figs)
		if n < 2 {
			return nil
		}
		if n > MaxFigures {
			return []string{fmt.Sprintf("%d figures: a unit has at most %d (MaxFigures)", n, MaxFigures)}
		}
		if !(d >= 0) {
			return []string{fmt.Sprintf("the formation's spacing %s m is not a distance", num(d))}
		}
		group := make([]int, n)
		for i := range group {
			group[i] = -1
		}
		groups := 0
		for i := range figs {
			if group[i] >= 0 {
				continue
			}
			stack := []int{i}
			group[i] = groups
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for k := range figs {
					if group[k] < 0 && figs[j].disc().Within(figs[k].disc(), d) {
						group[k] = groups
						stack = append(stack, k)
					}
				}
			}
			groups++
		}
		if groups == 1 {
			return nil
		}
		var parts []string
		for g := range groups {
			var ids []string
			for i, x := range group {
				if x == g {
					ids = append(ids, figName(figs, i))
				}
			}
			parts = append(parts, "{"+strings.Join(ids, " ")+"}")
		}
		return []string{fmt.Sprintf("the figures are split into %d groups more than %s m apart: %s", groups, num(d), strings.Join(parts, " "))}
	}
}

func figName(figs []Figure, i int) string {
	return Unit{Figures: figs}.figureName(i)
}
