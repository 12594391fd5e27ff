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

// The picture's caption says the move to HideAt takes the sergeant out of
// every Red model's sight, woods-2 hiding him from the lookout, the one
// model that can shoot at him where he stands.
func TestHideAt(t *testing.T) {
	g := game(t)
	sgt, look := index(t, g, "sergeant"), index(t, g, "lookout")
	if got := g.shooters(sgt); len(got) != 1 || got[0] != "lookout" {
		t.Errorf("shooters where he stands: %v, want the lookout", got)
	}
	moved := g.movedTo(sgt, HideAt)
	if got := moved.shooters(sgt); len(got) != 0 {
		t.Errorf("shooters at %v: %v, want none", HideAt, got)
	}
	v, err := moved.Sight(look, sgt)
	if err != nil || v.Seen || !moved.InArc(look, sgt) {
		t.Fatalf("lookout to the sergeant at %v: %+v, %v; want in its arc and not seen", HideAt, v, err)
	}
	if len(v.Crossings) == 0 {
		t.Error("the best line crosses nothing")
	}
	for _, c := range v.Crossings {
		if id := g.Board.Feature(c.Feature).ID; id != "woods-2" {
			t.Errorf("the line crosses %s, not only woods-2", id)
		}
	}
}
