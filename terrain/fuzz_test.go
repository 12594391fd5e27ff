package terrain_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/terrain"
)

// addSeeds adds every testdata file with the given extension, and each
// of them cut in half, to f's corpus.
func addSeeds(f *testing.F, ext string, extra ...string) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*"+ext))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// FuzzLoadBoard: LoadBoard never panics; what it accepts saves and loads
// back equal, and every error it returns has the package prefix.
func FuzzLoadBoard(f *testing.F) {
	addSeeds(f, ".geojson",
		``, `null`, `{}`, `[]`, `{"type":"FeatureCollection"}`,
		`{"type":"FeatureCollection","warkit":{"unit":"m","extent":[0,0,1,1],"types":[{"name":"a"}]},"features":[{"type":"Feature","properties":{"id":"x","type":"a"},"geometry":{"type":"Point","coordinates":[0.5,0.5]}}]}`,
		`{"type":"FeatureCollection","warkit":{"unit":"m","extent":[0,0,1,1],"types":[]},"features":[{"type":"Feature","properties":{"id":1},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1]]]}}]}`,
		`{"type":"FeatureCollection","warkit":{"unit":"m","extent":[0,0,1e308,1e308],"types":[{"name":"a","traits":{"x":{"y":[1]}}}]},"features":[null,{}]}`,
	)
	for _, tc := range hostileBoards() {
		if len(tc.data) < 4096 {
			f.Add([]byte(tc.data))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := terrain.Limits{MaxErrors: 5}.LoadBoard(data)
		if err != nil && strings.Count(err.Error(), "\n") > 5 {
			t.Fatalf("more than 5+1 error lines: %v", err)
		}
		b, err := terrain.LoadBoard(data)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "terrain: ") {
					t.Fatalf("error line %q lacks the prefix", line)
				}
			}
			return
		}
		js, err := terrain.SaveBoard(b)
		if err != nil {
			return // a reserved override name; documented
		}
		again, err := terrain.LoadBoard(js)
		if err != nil {
			t.Fatalf("reloading a saved board: %v\n%s", err, js)
		}
		if diff := cmp.Diff(b.Data(), again.Data(), cmpOpts); diff != "" {
			t.Fatalf("round trip differs:\n%s", diff)
		}
	})
}

// FuzzLoadHexMap: LoadHexMap never panics; what it accepts saves and
// loads back equal.
func FuzzLoadHexMap(f *testing.F) {
	addSeeds(f, ".json",
		``, `null`, `{}`, `{"cols":1,"rows":1,"types":[{"name":"a"}],"fill":"a"}`,
		`{"cols":3,"rows":3,"labels":{"offset":"even-r","separator":".","col":{"style":"letters","first":1},"row":{"first":9,"descending":true}},"types":[{"name":"a"}],"fill":"a","hexsides":[{"between":["A.9","B.9"],"type":"a"}]}`,
		`{"cols":10000,"rows":10000,"types":[],"hexes":[{"hex":"0101"}],"hexsides":[{"between":["0101"]}]}`,
	)
	for _, tc := range hostileHexMaps() {
		if len(tc.data) < 4096 {
			f.Add([]byte(tc.data))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := terrain.LoadHexMap(data)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "terrain: ") {
					t.Fatalf("error line %q lacks the prefix", line)
				}
			}
			return
		}
		js, err := terrain.SaveHexMap(m)
		if err != nil {
			t.Fatalf("SaveHexMap: %v", err)
		}
		again, err := terrain.LoadHexMap(js)
		if err != nil {
			t.Fatalf("reloading a saved map: %v\n%s", err, js)
		}
		if diff := cmp.Diff(m.Data(), again.Data(), cmpOpts); diff != "" {
			t.Fatalf("round trip differs:\n%s", diff)
		}
	})
}
