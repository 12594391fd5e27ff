// The explorer's worker: it runs the library (explorer.wasm) off the
// page's thread, so that a long answer never freezes the page, and the
// page can stop and restart it if an answer takes too long.
"use strict";
importScripts("wasm_exec.js");

const go = new Go();
WebAssembly.instantiateStreaming(fetch("explorer.wasm"), go.importObject)
  .then((result) => {
    go.run(result.instance).then(() => postMessage({ exited: true }));
    // main has registered warkitHandle and warkitFile before it waits.
    postMessage({ ready: true });
  })
  .catch((err) => postMessage({ failed: String(err) }));

onmessage = (e) => {
  const { id, req, file } = e.data;
  let out;
  try {
    if (file) {
      out = warkitFile(file.name, new Uint8Array(file.data));
    } else {
      out = warkitHandle(JSON.stringify(req));
    }
  } catch (err) {
    out = JSON.stringify({ error: "explorer: the module failed: " + err });
  }
  postMessage({ id, resp: out });
};
