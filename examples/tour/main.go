// Command tour walks through warkit on bundled scenarios, prints what
// each package decides, and why, and draws each scene as an SVG picture.
// It needs no arguments and no files:
//
//	go run ./examples/tour
//
// The pictures go to a new folder under the system's temporary directory,
// or to the folder given with -out; the last line of the output names it.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/warkit/warkit/draw"
)

// section is one part of the tour.
type section struct {
	title string
	run   func(w io.Writer, p *pictures) error
}

// pictures writes the tour's SVG pictures into one folder.
type pictures struct {
	dir   string
	names []string
}

// save writes c to the folder as name and says so on w. A picture that
// had to leave a label out is an error: the tour's scenes are laid out so
// that every label finds a place.
func (p *pictures) save(w io.Writer, name string, c *draw.Canvas) error {
	if n := c.Dropped(); n > 0 {
		return fmt.Errorf("%s: %d labels found no free place", name, n)
	}
	f, err := os.Create(filepath.Join(p.dir, name))
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	p.names = append(p.names, name)
	fmt.Fprintf(w, "Picture: %s\n", name)
	return nil
}

func main() {
	out := flag.String("out", "", "folder for the SVG pictures (default: a new folder under the system's temporary directory)")
	flag.Parse()
	dir := *out
	var err error
	if dir == "" {
		dir, err = os.MkdirTemp("", "warkit-tour-")
	} else {
		err = os.MkdirAll(dir, 0o755)
	}
	if err == nil {
		err = run(os.Stdout, dir)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tour:", err)
		os.Exit(1)
	}
}

// run prints the tour on w and writes its pictures into dir, an existing
// folder; its last line of output is dir (made absolute).
func run(w io.Writer, dir string) error {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	p := &pictures{dir: dir}
	sections := []section{
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
	for i, s := range sections {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "== %s\n\n", s.title)
		if err := s.run(w, p); err != nil {
			return fmt.Errorf("%s: %w", s.title, err)
		}
	}
	fmt.Fprintf(w, "\nThe tour drew %d pictures (SVG, one per scene) in this folder:\n%s\n", len(p.names), dir)
	return nil
}
