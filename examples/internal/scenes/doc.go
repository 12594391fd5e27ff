// Package scenes holds the tour's scenes: the bundled maps, boards,
// units and rules of examples/tour, and the sections that print what the
// library decides on them and draw them. The tour (examples/tour) runs
// the sections in order; the explorer (examples/explorer) runs them to
// get the same pictures and opens the same scenes to explore, so that
// what it shows is what the tour draws.
package scenes

import (
	"io"

	"github.com/warkit/warkit/draw"
)

// Pictures receives the pictures a section draws.
type Pictures interface {
	// Save keeps picture c under its file name (such as "cem-sight.svg")
	// and may say so on w, the section's output.
	Save(w io.Writer, name string, c *draw.Canvas) error
}

// Section is one part of the tour.
type Section struct {
	Title string
	Run   func(w io.Writer, pics Pictures) error
}

// Sections returns the tour's sections, in the tour's order.
func Sections() []Section {
	return []Section{
		{"Hex geometry", hexTour},
		{"The table: exact plane geometry over a bundled board", planeTour},
		{"Combat odds", combatTour},
		{"Napoleonic formations (rulesets/napoleonic)", napoleonicTour},
		{"A tactical assault, step by step (rulesets/tactical)", tacticalTour},
		{"Decision support: threat and firing positions (advise, rulesets/tactical)", adviseTour},
		{"CeM on the seed's scene (rulesets/cem)", cemTour},
		{"Skirmish line of sight (rulesets/skirmish)", skirmishTour},
		{"Heavy Gear: concealment, locks and the table (rulesets/heavygear)", heavygearTour},
	}
}
