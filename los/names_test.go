package los_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// Heights are spelt one way in the API of los and its kit: fromHeight and
// toHeight, as the fields FromHeight and ToHeight, never fromHt.
func TestParamsSpellHeight(t *testing.T) {
	for _, dir := range []string{".", "lostest", "hexsight", "hexsight/hexsighttest"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || !fd.Name.IsExported() {
					continue
				}
				for _, p := range fd.Type.Params.List {
					for _, n := range p.Names {
						if strings.HasSuffix(n.Name, "Ht") {
							t.Errorf("%s: %s has a parameter %s: spell it ...Height", name, fd.Name.Name, n.Name)
						}
					}
				}
			}
		}
	}
}
