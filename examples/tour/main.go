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
	"github.com/warkit/warkit/examples/internal/scenes"
)

// pictures writes the tour's SVG pictures into one folder.
type pictures struct {
	dir   string
	names []string
}

// Save writes c to the folder as name and says so on w. A picture that
// had to leave a label out is an error: the tour's scenes are laid out so
// that every label finds a place.
func (p *pictures) Save(w io.Writer, name string, c *draw.Canvas) error {
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
	for i, s := range scenes.Sections() {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "== %s\n\n", s.Title)
		if err := s.Run(w, p); err != nil {
			return fmt.Errorf("%s: %w", s.Title, err)
		}
	}
	fmt.Fprintf(w, "\nThe tour drew %d pictures (SVG, one per scene) in this folder:\n%s\n", len(p.names), dir)
	return nil
}
