package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateGallery = flag.Bool("update-gallery", false, "rewrite the README's gallery pictures in docs/ from the tour")

// gallery names the tour pictures the README shows, each kept in docs/ as
// tour-NAME.
var gallery = []string{"cem-sight.svg", "napoleonic-reach.svg", "combat-odds.svg", "skirmish-ground.svg", "tactical-steps.svg"}

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
