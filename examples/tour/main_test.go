package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tour runs to the end without error and prints every section.
func TestTourRuns(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"== Hex geometry", "== Combat odds", "== Napoleonic", "== A tactical assault", "Result 0/1", "== Heavy Gear", "Active lock", "== CeM", "NOT seen", "== Skirmish", "A sees T", "= 7 MP", "== The table", "wood-1", "or 0305", "probability 11/12"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tour output lacks %q", want)
		}
	}
}

// The tour names its picture folder on its last line, and every SVG it
// writes there is well-formed XML with an svg root.
func TestTourPictures(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(&out, dir); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if last := lines[len(lines)-1]; last != dir {
		t.Errorf("last line %q, want the folder %q", last, dir)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 8 {
		t.Errorf("the tour wrote %d pictures, want at least 8: %v", len(files), files)
	}
	for _, f := range files {
		if !strings.Contains(out.String(), "Picture: "+filepath.Base(f)+"\n") {
			t.Errorf("the output does not mention %s", filepath.Base(f))
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(bytes.NewReader(data))
		root := ""
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Errorf("%s: %v", filepath.Base(f), err)
				break
			}
			if se, ok := tok.(xml.StartElement); ok && root == "" {
				root = se.Name.Local
			}
		}
		if root != "svg" {
			t.Errorf("%s: root element %q, want svg", filepath.Base(f), root)
		}
	}
}
