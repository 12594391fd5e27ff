package hexsight_test

import (
	"github.com/warkit/warkit/los/hexsight"
)

// swapRoles swaps the eye and target heights of r's elevation model.
func swapRoles(r hexsight.Rules) hexsight.Rules {
	if r.Elevation == nil {
		return r
	}
	e := *r.Elevation
	e.Eye, e.Target = e.Target, e.Eye
	r.Elevation = &e
	return r
}
