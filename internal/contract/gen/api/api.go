// Package api lists the exported functions and methods of the module's
// library packages by parsing their source (go/parser, standard library
// only). It is shared by the registry generator and the sweep's coverage
// test, so the list is never kept by hand.
package api

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Module is the module path.
const Module = "github.com/warkit/warkit"

// TypeParam is one type parameter and its constraint as written.
type TypeParam struct{ Name, Constraint string }

// Entry is one exported function or method.
type Entry struct {
	Key        string // "rel.Func" or "rel.Type.Method"
	Name       string
	Recv       string // receiver type name, "" for a function
	Pointer    bool   // pointer receiver
	TypeParams []TypeParam
	RecvParams []TypeParam // the receiver type's parameters
}

// Package is one library package.
type Package struct {
	Rel     string // path relative to the module root
	Entries []Entry
}

// skipDir reports directories that hold no library package of the module:
// examples (programs), bench (another module), testdata, and this sweep.
func skipDir(rel string) bool {
	for _, p := range strings.Split(rel, "/") {
		if p == "testdata" || strings.HasPrefix(p, ".") || strings.HasPrefix(p, "_") {
			return true
		}
	}
	// rulesets/internal is importable only by the rulesets, so the sweep
	// cannot reach it; its functions are swept through the rulesets' API.
	return rel == "rulesets/internal" || rel == "examples" || rel == "bench" || rel == "docs" || rel == "internal/contract"
}

// Root finds the module root: the nearest directory at or above the
// working directory whose go.mod declares Module.
func Root() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil && strings.HasPrefix(string(b), "module "+Module+"\n") {
			return d, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return "", os.ErrNotExist
		}
		d = up
	}
}

// List parses every library package under root.
func List(root string) ([]Package, error) {
	var pkgs []Package
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if rel != "." && skipDir(rel) {
			return filepath.SkipDir
		}
		if rel == "." {
			return nil // the root holds only the module's doc
		}
		p, err := parseDir(path, rel)
		if err != nil {
			return err
		}
		if p != nil && len(p.Entries) > 0 {
			pkgs = append(pkgs, *p)
		}
		return nil
	})
	return pkgs, err
}

func parseDir(dir, rel string) (*Package, error) {
	fset := token.NewFileSet()
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		if f.Name.Name == "main" || hasIgnore(f) {
			continue
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, nil
	}
	typeParams := map[string][]TypeParam{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				typeParams[ts.Name.Name] = params(ts.TypeParams)
			}
		}
	}
	p := &Package{Rel: rel}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			e := Entry{Name: fd.Name.Name, TypeParams: params(fd.Type.TypeParams)}
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				t := fd.Recv.List[0].Type
				if s, ok := t.(*ast.StarExpr); ok {
					e.Pointer, t = true, s.X
				}
				switch x := t.(type) {
				case *ast.IndexExpr:
					t = x.X
				case *ast.IndexListExpr:
					t = x.X
				}
				id, ok := t.(*ast.Ident)
				if !ok || !id.IsExported() {
					continue // a method of an unexported type is not API
				}
				e.Recv = id.Name
				e.RecvParams = typeParams[id.Name]
				e.Key = rel + "." + e.Recv + "." + e.Name
			} else {
				e.Key = rel + "." + e.Name
			}
			p.Entries = append(p.Entries, e)
		}
	}
	sort.Slice(p.Entries, func(i, j int) bool { return p.Entries[i].Key < p.Entries[j].Key })
	return p, nil
}

func hasIgnore(f *ast.File) bool {
	for _, c := range f.Comments {
		for _, l := range c.List {
			if strings.HasPrefix(l.Text, "//go:build ignore") {
				return true
			}
		}
	}
	return false
}

func params(fl *ast.FieldList) []TypeParam {
	if fl == nil {
		return nil
	}
	var ps []TypeParam
	for _, f := range fl.List {
		c := exprString(f.Type)
		for _, n := range f.Names {
			ps = append(ps, TypeParam{n.Name, c})
		}
	}
	return ps
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	}
	return "?"
}

// Generate returns the registry source for the module at root.
func Generate(root string) ([]byte, error) {
	pkgs, err := List(root)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/contract/gen; DO NOT EDIT.\n\npackage contract\n\nimport (\n\t\"reflect\"\n\n")
	for _, p := range pkgs {
		fmt.Fprintf(&b, "\t%s %q\n", alias(p.Rel), Module+"/"+p.Rel)
	}
	b.WriteString(")\n\n// registry maps every exported function and method to a callable value.\nvar registry = map[string]reflect.Value{\n")
	for _, p := range pkgs {
		a := alias(p.Rel)
		for _, e := range p.Entries {
			fmt.Fprintf(&b, "\t%q: reflect.ValueOf(%s),\n", e.Key, expr(a, e))
		}
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func alias(rel string) string { return strings.NewReplacer("/", "_").Replace(rel) }

func expr(a string, e Entry) string {
	if e.Recv == "" {
		return a + "." + e.Name + inst(e.TypeParams)
	}
	t := a + "." + e.Recv + inst(e.RecvParams)
	if e.Pointer {
		t = "(*" + t + ")"
	}
	return t + "." + e.Name
}

func inst(ps []TypeParam) string {
	if len(ps) == 0 {
		return ""
	}
	var as []string
	for _, p := range ps {
		as = append(as, typeArg(p.Constraint))
	}
	return "[" + strings.Join(as, ", ") + "]"
}

// typeArg is the type argument chosen for a constraint: int for any and
// comparable (the commonest instantiation in the module's own tests),
// float64 for terrain.Scalar.
func typeArg(c string) string {
	switch c {
	case "Scalar":
		return "float64"
	}
	return "int"
}
