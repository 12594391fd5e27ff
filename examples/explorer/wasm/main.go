//go:build js && wasm

// Command wasm is the explorer's WebAssembly module: the library itself,
// running in the page's worker. It registers two functions for the
// worker's script and waits:
//
//	warkitHandle(request JSON) -> response JSON   (app.Request, app.Response)
//	warkitFile(name, Uint8Array) -> response JSON (a dropped file)
//
// The explorer's server builds it (GOOS=js GOARCH=wasm) when it starts.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/warkit/warkit/examples/explorer/internal/app"
)

func main() {
	s := app.New()
	js.Global().Set("warkitHandle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var r app.Request
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return reply(app.Response{Error: "explorer: warkitHandle wants one JSON string"})
		}
		if err := json.Unmarshal([]byte(args[0].String()), &r); err != nil {
			return reply(app.Response{Error: "explorer: bad request: " + err.Error()})
		}
		return reply(s.Handle(r))
	}))
	js.Global().Set("warkitFile", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || !args[1].InstanceOf(js.Global().Get("Uint8Array")) {
			return reply(app.Response{Error: "explorer: warkitFile wants a name and a Uint8Array"})
		}
		n := args[1].Get("length").Int()
		if n > app.MaxFileBytes {
			// The page checks the size before reading; this is the
			// second line of defence, before copying.
			return reply(app.Response{Error: "explorer: file over the page's limit"})
		}
		data := make([]byte, n)
		js.CopyBytesToGo(data, args[1])
		return reply(s.File(args[0].String(), data))
	}))
	select {}
}

func reply(r app.Response) string {
	b, err := json.Marshal(r)
	if err != nil {
		return `{"error":"explorer: cannot encode the response"}`
	}
	return string(b)
}
