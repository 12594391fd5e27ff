package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The server sends the page, the toolchain's wasm_exec.js and the module,
// gzipped to a browser that takes it, and nothing from elsewhere: the
// page names no other host.
func TestHandler(t *testing.T) {
	wasm := []byte("\x00asm fake module")
	a, err := newAssets(wasm, []byte("// wasm_exec"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handler(a))
	defer srv.Close()
	get := func(path, enc string) (*http.Response, string) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", enc)
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var r io.Reader = resp.Body
		if resp.Header.Get("Content-Encoding") == "gzip" {
			if r, err = gzip.NewReader(resp.Body); err != nil {
				t.Fatal(err)
			}
		}
		b, err := io.ReadAll(r)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %s", path, resp.Status)
		}
		return resp, string(b)
	}
	_, page := get("/", "identity")
	for _, want := range []string{"explorer.js", `id="file"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	for _, path := range []string{"/", "/explorer.js", "/worker.js", "/style.css"} {
		if _, body := get(path, "identity"); strings.Contains(body, "http://") || strings.Contains(body, "https://") {
			t.Errorf("%s names another host: the page must work offline", path)
		}
	}
	if _, js := get("/wasm_exec.js", "identity"); js != "// wasm_exec" {
		t.Errorf("wasm_exec.js: %q", js)
	}
	for _, enc := range []string{"identity", "gzip"} {
		resp, body := get("/explorer.wasm", enc)
		if body != string(wasm) || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("explorer.wasm (%s): %q, %s", enc, body, resp.Header.Get("Content-Type"))
		}
	}
}
