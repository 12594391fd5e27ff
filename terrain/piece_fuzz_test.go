package terrain_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/terrain"
)

// FuzzLoadPieces: LoadPieces never panics, on a board or a hex map; what
// it accepts is valid, and saves and loads back equal; every error it
// returns has the package prefix, and MaxErrors caps it.
func FuzzLoadPieces(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "pieces", "*.json"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	for _, s := range []string{``, `null`, `{}`, `[]`, `{"pieces":[]}`, `{"pieces":[{}]}`, `{"unit":"m","pieces":null}`,
		piecesFile(tablePiece), piecesFile(hexPiece), piecesFile(tablePiece, hexPiece),
		piecesFile(edit(tablePiece, `"x"`, `"facing":[1e-320,0],"x"`, `0.5`, `5e-324`)),
		piecesFile(edit(hexPiece, `"hex"`, `"facing":11.0,"x":[],"hex"`, `"attack":5`, `"attack":5,"Attack":6`)),
	} {
		f.Add([]byte(s))
	}
	for _, tc := range hostilePieces() {
		if len(tc.data) < 4096 {
			f.Add([]byte(tc.data))
		}
	}
	tbl, hx := onTable(f), onHexes(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, c := range []struct {
			on   terrain.PiecesFor
			keys []terrain.TraitKey
		}{{tbl, tableKeys()}, {hx, hexKeys()}} {
			if _, err := (terrain.Limits{MaxErrors: 5}).LoadPieces(data, c.on, c.keys...); err != nil && strings.Count(err.Error(), "\n") > 5 {
				t.Fatalf("more than 5+1 error lines: %v", err)
			}
			ps, err := terrain.LoadPieces(data, c.on, c.keys...)
			if err != nil {
				for _, line := range strings.Split(err.Error(), "\n") {
					if !strings.HasPrefix(line, "terrain: ") {
						t.Fatalf("error line %q lacks the prefix", line)
					}
				}
				continue
			}
			if err := ps.Validate(c.on, c.keys...); err != nil {
				t.Fatalf("loaded pieces are not valid: %v", err)
			}
			js, err := terrain.SavePieces(ps, c.on)
			if err != nil {
				t.Fatalf("SavePieces: %v", err)
			}
			again, err := terrain.LoadPieces(js, c.on, c.keys...)
			if err != nil {
				t.Fatalf("reloading saved pieces: %v\n%s", err, js)
			}
			if len(ps)+len(again) > 0 {
				if diff := cmp.Diff(ps, again); diff != "" {
					t.Fatalf("round trip differs:\n%s", diff)
				}
			}
		}
	})
}
