package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

var updateGallery = flag.Bool("update-gallery", false, "rewrite the README's gallery pictures in docs/ from the tour")

// gallery names the tour pictures the README shows, each kept in docs/ as
// tour-NAME.
var gallery = []string{"napoleonic-reach.svg", "cem-sight.svg", "tactical-threat.svg", "combat-odds.svg", "tactical-steps.svg", "skirmish-ground.svg"}

// The README's gallery shows what the tour draws today: each picture in
// docs/ is byte for byte the tour's. After a deliberate change, run
// go test ./examples/tour -run Gallery -update-gallery.
func TestGalleryInSync(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(&out, dir); err != nil {
		t.Fatal(err)
	}
	docs := filepath.Join("..", "..", "docs")
	for _, name := range gallery {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(docs, "tour-"+name)
		if *updateGallery {
			if err := os.WriteFile(file, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run go test ./examples/tour -run Gallery -update-gallery)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("docs/tour-%s differs from the tour's picture; run go test ./examples/tour -run Gallery -update-gallery", name)
		}
	}
}

// The README's caption of each gallery picture (the paragraph before it)
// names only colours the picture uses.
func TestGalleryCaptions(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	paras := strings.Split(string(readme), "\n\n")
	found := 0
	for i, p := range paras {
		_, rest, ok := strings.Cut(p, "](docs/tour-")
		if !ok || !strings.HasPrefix(strings.TrimSpace(p), "![") {
			continue
		}
		name, _, _ := strings.Cut(rest, ")")
		data, err := os.ReadFile(filepath.Join("..", "..", "docs", "tour-"+name))
		if err != nil {
			t.Fatal(err)
		}
		r, err := drawtest.Check(data)
		if err != nil {
			t.Fatal(err)
		}
		found++
		if i == 0 || strings.Contains(paras[i-1], "](docs/") {
			continue // no caption of its own
		}
		if miss := r.ColoursMissing(paras[i-1]); len(miss) > 0 {
			t.Errorf("README's caption of docs/tour-%s names %q, not in the picture", name, miss)
		}
	}
	if found == 0 {
		t.Fatal("no gallery picture found in README.md")
	}
}
