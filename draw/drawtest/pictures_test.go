package drawtest_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/warkit/warkit/draw/drawtest"
)

// Every golden picture of package draw passes every check: its layout
// and what a reader sees, as the tour's and the examples' pictures do.
func TestGoldenPictures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "*.svg"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden pictures found: %v", err)
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
		if err := r.Err(); err != nil {
			t.Errorf("%s:\n%v", filepath.Base(f), err)
		}
	}
}

// The checker finds what it is for: overlapping texts, a text past the
// edge, a shape past the clip rectangle; and passes a clean picture.
func TestCheckFinds(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		svg                    string
		overlaps, texts, shape int
	}{
		{"clean", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" font-size="10"><text x="20" y="20" text-anchor="middle">ab</text><text x="80" y="20" text-anchor="middle">cd</text></svg>`, 0, 0, 0},
		{"overlap", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" font-size="10"><text x="20" y="20" text-anchor="middle">abc</text><text x="25" y="24" text-anchor="middle">cd</text></svg>`, 1, 0, 0},
		{"start anchor overlap", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" font-size="10"><text x="10" y="20">abcdefgh</text><text x="50" y="20" text-anchor="middle">cd</text></svg>`, 1, 0, 0},
		{"cut text", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" font-size="10"><text x="98" y="20" text-anchor="middle">long text</text></svg>`, 0, 1, 0},
		{"cut by clip", `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><clipPath id="d"><rect x="10" y="10" width="80" height="30"/></clipPath><g clip-path="url(#d)"><path d="M5 20 L50 20"/><circle cx="50" cy="25" r="5"/></g></svg>`, 0, 0, 1},
	} {
		r, err := drawtest.Check([]byte(tc.svg))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(r.Overlaps) != tc.overlaps || len(r.TextsCut) != tc.texts || len(r.ShapesCut) != tc.shape {
			t.Errorf("%s: %d overlaps, %d texts cut, %d shapes cut; want %d, %d, %d", tc.name, len(r.Overlaps), len(r.TextsCut), len(r.ShapesCut), tc.overlaps, tc.texts, tc.shape)
		}
		if (r.Err() == nil) != (tc.overlaps+tc.texts+tc.shape == 0) {
			t.Errorf("%s: Err() = %v", tc.name, r.Err())
		}
	}
}
