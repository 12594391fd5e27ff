// Command gen writes the contract sweep's registry: every exported function
// and method of every library package of the module, as a reflect.Value
// keyed "path.Func" or "path.Type.Method" (path relative to the module).
// Generic functions and methods of generic types are instantiated with
// concrete type arguments chosen by constraint (see typeArg).
//
// It uses the standard library only, parsing the source with go/parser.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/warkit/warkit/internal/contract/gen/api"
)

func main() {
	out := flag.String("o", "registry_test.go", "output file")
	flag.Parse()
	root, err := api.Root()
	if err != nil {
		log.Fatal(err)
	}
	src, err := api.Generate(root)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
