package main

import (
	"bytes"
	"strings"
	"testing"
)

// The tour runs to the end without error and prints every section.
func TestTourRuns(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"== Hex geometry", "== Combat odds", "== Napoleonic", "== A tactical assault", "Result 0/1", "== Heavy Gear", "Active lock", "== CeM", "NOT seen", "== Skirmish", "A sees T", "= 7 MP", "== The table", "wood-1", "or 0305", "probability 11/12"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tour output lacks %q", want)
		}
	}
}
