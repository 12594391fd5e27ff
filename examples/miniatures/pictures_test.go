package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

// Every picture of the example passes drawtest.Check, layout and what a
// reader sees, except those of seenPending: checked for their layout,
// their other findings logged. The list only shrinks.
func TestPicturesReadable(t *testing.T) {
	dir := t.TempDir()
	if err := play(io.Discard, dir); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.svg"))
	if err != nil || len(files) == 0 {
		t.Fatalf("the example wrote no pictures: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := drawtest.Check(data)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		if seenPending[name] {
			if err := r.Err(); err != nil {
				t.Logf("%s (pending):\n%v", name, err)
			}
			r = drawtest.Report{Width: r.Width, Height: r.Height, Texts: r.Texts, Overlaps: r.Overlaps, TextsCut: r.TextsCut, ShapesCut: r.ShapesCut}
		}
		if err := r.Err(); err != nil {
			t.Errorf("%s:\n%v", name, err)
		}
	}
}

var seenPending = map[string]bool{}
