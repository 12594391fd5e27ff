package main

import (
	"io"
	"path/filepath"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

// Every picture of the example passes drawtest.Check: its layout and what
// a reader sees.
func TestPicturesReadable(t *testing.T) {
	dir := t.TempDir()
	if err := play(io.Discard, dir); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if err := drawtest.CheckFiles(files...); err != nil {
		t.Error(err)
	}
}
