package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

// tourPictures runs the tour into a temporary folder and returns the
// paths of the pictures it wrote.
func tourPictures(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(&out, dir); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.svg"))
	if err != nil || len(files) == 0 {
		t.Fatalf("the tour wrote no pictures: %v", err)
	}
	return files
}

// Every tour picture has no overlapping labels and nothing cut by its
// edge, by the text-box estimate of package draw.
func TestTourPicturesReadable(t *testing.T) {
	for _, f := range tourPictures(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := drawtest.Check(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Err(); err != nil {
			t.Errorf("%s:\n%v", filepath.Base(f), err)
		}
	}
}

// Every tour picture renders with a real SVG renderer (rsvg-convert, from
// librsvg) with nothing on its error output.
func TestTourPicturesRender(t *testing.T) {
	bin, err := exec.LookPath("rsvg-convert")
	if err != nil {
		t.Skip("rsvg-convert not installed (Debian: apt-get install librsvg2-bin); skipping the render check")
	}
	for _, f := range tourPictures(t) {
		var stderr bytes.Buffer
		cmd := exec.Command(bin, "-o", f+".png", f)
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Errorf("%s: %v: %s", filepath.Base(f), err, stderr.String())
			continue
		}
		if stderr.Len() > 0 {
			t.Errorf("%s: rsvg-convert warns: %s", filepath.Base(f), stderr.String())
		}
		if st, err := os.Stat(f + ".png"); err != nil || st.Size() == 0 {
			t.Errorf("%s: no PNG rendered", filepath.Base(f))
		}
	}
}
