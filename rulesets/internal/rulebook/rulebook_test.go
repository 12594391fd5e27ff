package rulebook

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestBook(t *testing.T) {
	b := Book{{"X-1", "first"}, {"X-2", "second"}}
	if n, ok := b.Name("X-2"); !ok || n != "second" {
		t.Errorf("Name(X-2) = %q, %v", n, ok)
	}
	if _, ok := b.Name("X-3"); ok {
		t.Error("unknown ID has a name")
	}
	if b.Cite("X-1") != "X-1 first" || b.Cite("X-3") != "X-3" {
		t.Errorf("Cite: %q, %q", b.Cite("X-1"), b.Cite("X-3"))
	}
	ids := b.IDs()
	ids[0] = "changed"
	if !slices.Equal(b.IDs(), []string{"X-1", "X-2"}) {
		t.Error("IDs shares its slice")
	}
	doc := filepath.Join(t.TempDir(), "doc.go")
	if err := os.WriteFile(doc, []byte("//   - X-1 First. Says\n//     something.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing, err := b.Missing(doc)
	if err != nil || len(missing) != 1 || missing[0].ID != "X-2" {
		t.Errorf("Missing = %v, %v; want X-2", missing, err)
	}
	if _, err := b.Missing(filepath.Join(t.TempDir(), "none.go")); err == nil {
		t.Error("unreadable doc: no error")
	}
}
