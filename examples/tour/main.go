// Command tour walks through warkit on bundled scenarios and prints what
// each package decides, and why. It needs no arguments and no files:
//
//	go run ./examples/tour
package main

import (
	"fmt"
	"io"
	"os"
)

// section is one part of the tour.
type section struct {
	title string
	run   func(w io.Writer) error
}

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "tour:", err)
		os.Exit(1)
	}
}

func run(w io.Writer) error {
	sections := []section{
		{"Hex geometry", hexTour},
		{"The table: exact plane geometry over a bundled board", planeTour},
		{"Combat odds", combatTour},
		{"Napoleonic formations (rulesets/napoleonic)", napoleonicTour},
		{"A tactical assault, step by step (rulesets/tactical)", tacticalTour},
		{"CeM on the seed's scene (rulesets/cem)", cemTour},
		{"Skirmish line of sight (rulesets/skirmish)", skirmishTour},
		{"Heavy Gear: concealment, locks and the table (rulesets/heavygear)", heavygearTour},
	}
	for i, s := range sections {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "== %s\n\n", s.title)
		if err := s.run(w); err != nil {
			return fmt.Errorf("%s: %w", s.title, err)
		}
	}
	return nil
}
