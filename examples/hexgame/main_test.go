package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/output.txt")

// The scripted turn prints the same story every run (the dice are seeded)
// and writes both pictures.
func TestPlayOutput(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := play(&buf, dir); err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(buf.String(), dir+string(filepath.Separator), "OUT/")
	golden := filepath.Join("testdata", "output.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("output changed (run with -update to accept):\n%s", got)
	}
	for _, name := range []string{"hexgame-reach.svg", "hexgame-threat.svg"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, []byte("<svg")) && !bytes.Contains(b[:min(200, len(b))], []byte("<svg")) {
			t.Errorf("%s is not an SVG", name)
		}
	}
}
