// Command explorer serves a page on which to explore warkit's scenes in
// a browser, with the library itself running in the page, compiled to
// WebAssembly:
//
//	go run ./examples/explorer
//
// It builds the WebAssembly module with the local Go toolchain (GOOS=js
// GOARCH=wasm; the first build takes a while, later ones reuse the
// module kept in the system's temporary directory), serves it with the
// Go distribution's wasm_exec.js on 127.0.0.1, and prints the address to
// open. The page needs nothing else: no CDN, no network.
//
// On the page: choose any scene of the tour (examples/tour), or drop a
// hex map (JSON) or a board (GeoJSON) of your own on it, then a pieces
// file (pieces.json) to put units on the scene open. Hover shows a
// hex's label or a point's coordinates and terrain; two clicks show the
// sight line between them with each crossing's part and the verdict;
// choosing a unit shows its reach with the MP left and, on a click, its
// path; a toggle shows the threat heat map where the scene has one.
//
// Flags:
//
//	-addr 127.0.0.1:8080  where to listen (default: a free port on 127.0.0.1)
//	-wasm FILE            serve this module instead of building one
//	-go PATH              the go command that builds it (default: go)
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"time"
)

//go:embed web
var web embed.FS

// wasmPackage is the module's main package, built for GOOS=js GOARCH=wasm.
const wasmPackage = "github.com/warkit/warkit/examples/explorer/wasm"

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	prebuilt := flag.String("wasm", "", "serve this WebAssembly module instead of building one")
	goCmd := flag.String("go", "go", "the go command that builds the module")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("explorer: ")
	if err := run(*addr, *prebuilt, *goCmd); err != nil {
		log.Fatal(err)
	}
}

func run(addr, prebuilt, goCmd string) error {
	assets, err := build(prebuilt, goCmd)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: handler(assets), ReadHeaderTimeout: 10 * time.Second}
	fmt.Printf("warkit explorer: http://%s/\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// assets are what the server sends beside its embedded page.
type assets struct {
	wasm, wasmGzip []byte // the module, and gzipped
	wasmExec       []byte // the Go distribution's wasm_exec.js
}

// build builds the module (or reads prebuilt) and reads the wasm_exec.js
// of the toolchain that built it, which must match the module.
func build(prebuilt, goCmd string) (*assets, error) {
	goroot, err := output(goCmd, "env", "GOROOT")
	if err != nil {
		return nil, fmt.Errorf("finding the Go toolchain (%s env GOROOT): %w", goCmd, err)
	}
	var wasmExec []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if wasmExec, err = os.ReadFile(filepath.Join(goroot, p)); err == nil {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("no wasm_exec.js in %s (lib/wasm or misc/wasm): %w", goroot, err)
	}
	file := prebuilt
	if file == "" {
		dir := filepath.Join(os.TempDir(), fmt.Sprintf("warkit-explorer-%d", os.Getuid()))
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
		file = filepath.Join(dir, "explorer.wasm")
		log.Printf("building the WebAssembly module into %s (the first build takes a while)", file)
		t0 := time.Now()
		cmd := exec.Command(goCmd, "build", "-o", file, wasmPackage)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("building %s: %v\n%s(run the explorer from inside the warkit module, or give -wasm)", wasmPackage, err, stderr.String())
		}
		log.Printf("built in %v", time.Since(t0).Round(time.Millisecond))
	}
	wasm, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	a, err := newAssets(wasm, wasmExec)
	if err != nil {
		return nil, err
	}
	log.Printf("module %d bytes (%d gzipped)", len(a.wasm), len(a.wasmGzip))
	return a, nil
}

// newAssets keeps the module, gzipped once for the browsers that take it.
func newAssets(wasm, wasmExec []byte) (*assets, error) {
	var gz bytes.Buffer
	w, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	w.Write(wasm)
	if err := w.Close(); err != nil {
		return nil, err
	}
	return &assets{wasm: wasm, wasmGzip: gz.Bytes(), wasmExec: wasmExec}, nil
}

// output runs a command and returns its output, trimmed.
func output(name string, args ...string) (string, error) {
	var stderr bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%v: %s", err, stderr.String())
	}
	return strings.TrimSpace(string(out)), nil
}

// handler serves the page, its scripts and the module.
func handler(a *assets) http.Handler {
	page, err := fs.Sub(web, "web")
	if err != nil {
		panic(err) // the embedded folder is there by construction
	}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServerFS(page))
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Write(a.wasmExec)
	})
	mux.HandleFunc("/explorer.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Cache-Control", "no-cache")
		body := a.wasm
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			w.Header().Set("Content-Encoding", "gzip")
			body = a.wasmGzip
		}
		w.Header().Set("Content-Length", fmt.Sprint(len(body)))
		io.Copy(w, bytes.NewReader(body))
	})
	return mux
}
