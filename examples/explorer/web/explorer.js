// The explorer's page: it sends what the user does to the library (in a
// worker, see worker.js) and shows what it answers. It keeps the last
// picture on screen whatever happens: an error is shown beside it, a
// request that takes too long restarts the worker, and a file over the
// limit is refused by its size before it is read.
"use strict";

const $ = (id) => document.getElementById(id);
const TIMEOUT_MS = 20000; // an answer slower than this restarts the worker

// explorerStats are figures for the browser test and the curious: when
// the module was ready and when the first click was answered, in ms
// since the page started loading.
window.explorerStats = { readyMs: null, firstClickMs: null, answers: 0, restarts: 0 };

let worker = null;
let ready = false;
let nextId = 1;
let pending = new Map(); // id -> {resolve, timer}
let maxFileBytes = 4 << 20;
let busyHover = false;
let nextHover = null;
let scene = null;

function startWorker() {
  ready = false;
  worker = new Worker("worker.js");
  worker.onmessage = (e) => {
    const m = e.data;
    if (m.ready) {
      ready = true;
      if (window.explorerStats.readyMs === null) window.explorerStats.readyMs = performance.now();
      start();
      return;
    }
    if (m.failed) {
      showError("explorer: the WebAssembly module did not load: " + m.failed);
      status("The library could not start in this browser.");
      return;
    }
    if (m.exited) {
      showError("explorer: the module stopped; restarting it.");
      restart();
      return;
    }
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    clearTimeout(p.timer);
    let resp;
    try {
      resp = JSON.parse(m.resp);
    } catch (err) {
      resp = { error: "explorer: unreadable answer: " + err };
    }
    p.resolve(resp);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    showError("explorer: the worker failed: " + (e.message || e));
    restart();
  };
}

function restart() {
  window.explorerStats.restarts++;
  if (worker) worker.terminate();
  for (const [, p] of pending) {
    clearTimeout(p.timer);
    p.resolve({ error: "explorer: the answer took too long or the module stopped; it was restarted (the scene was reopened)" });
  }
  pending.clear();
  busyHover = false;
  startWorker();
}

// ask sends a request (or a file) to the worker and resolves with the
// answer, or with an error if none comes in time.
function ask(req, file, transfer) {
  if (!ready) return Promise.resolve({ error: "explorer: the library is still loading" });
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ error: `explorer: no answer after ${TIMEOUT_MS / 1000} s; the module was restarted` });
      restart();
    }, TIMEOUT_MS);
    pending.set(id, { resolve, timer });
    worker.postMessage({ id, req, file }, transfer || []);
  });
}

function status(s) { $("status").textContent = s; }

function showError(s) {
  const e = $("error");
  e.textContent = s;
  e.hidden = false;
  console.warn(s); // a warning: an error the page shows is not a page error
}

function clearError() {
  $("error").hidden = true;
  $("error").textContent = "";
}

// apply shows an answer. The picture changes only when a new one comes.
function apply(resp) {
  window.explorerStats.answers++;
  if (resp.error) showError(resp.error); else clearError();
  if (resp.svg) $("picture").innerHTML = resp.svg;
  if (resp.status) status(resp.status);
  if (resp.scene) setScene(resp.scene);
  if (resp.heading !== undefined || resp.lines || resp.verdict) {
    $("heading").textContent = resp.heading || "";
    const v = $("verdict");
    v.textContent = resp.verdict || "";
    v.dataset.from = resp.from || "";
    v.dataset.to = resp.to || "";
    const ul = $("lines");
    ul.replaceChildren();
    for (const l of resp.lines || []) {
      const li = document.createElement("li");
      li.textContent = l;
      ul.appendChild(li);
    }
  }
}

function setScene(s) {
  scene = s;
  $("hover").textContent = "";
  const u = $("unit");
  u.replaceChildren(new Option(s.kind === "picture" ? "no units" : "none: click two places for sight", "-1"));
  (s.units || []).forEach((name, i) => u.appendChild(new Option(name, String(i))));
  u.disabled = !s.units || s.units.length === 0;
  const h = $("heat");
  h.checked = false;
  h.disabled = !s.threat;
  h.parentElement.title = s.threat ? "" : "this scene has no threat map";
  $("clear").disabled = s.kind === "picture";
  $("rule").textContent = s.sightRule ? "Sight rule: " + s.sightRule + "." : "";
  if (s.note) status(s.note);
}

// svgPoint turns a mouse event into the SVG's own pixels.
function svgPoint(svg, e) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

// The mouse is read on the picture's frame, not on the SVG inside it,
// which each answer replaces: a click whose press and release fall on
// two pictures still counts (a "click" event would be lost).
function svgAt(e) {
  const svg = $("picture").querySelector("svg");
  return svg ? svgPoint(svg, e) : null;
}

$("picture").addEventListener("mousemove", (e) => {
  const p = svgAt(e);
  if (p) hover(p);
});
$("picture").addEventListener("pointerup", (e) => {
  if (e.button !== 0 || !e.isPrimary) return;
  const p = svgAt(e);
  if (!p) return;
  ask({ op: "click", x: p.x, y: p.y }).then((r) => {
    apply(r);
    if (window.explorerStats.firstClickMs === null && !r.error) window.explorerStats.firstClickMs = performance.now();
  });
});

// hover asks about the point under the mouse, one request at a time: a
// move while one is out is kept and sent when it returns.
function hover(p) {
  if (busyHover) { nextHover = p; return; }
  busyHover = true;
  ask({ op: "hover", x: p.x, y: p.y }).then((r) => {
    busyHover = false;
    if (r.hover) $("hover").textContent = r.hover;
    else if (r.error) $("hover").textContent = "";
    if (nextHover) { const q = nextHover; nextHover = null; hover(q); }
  });
}

function open(name) {
  status("Opening " + name + "…");
  return ask({ op: "open", scene: name }).then((r) => {
    apply(r);
    if (!r.error) history.replaceState(null, "", "#" + name);
  });
}

// readFile opens a user's file, refusing one over the limit by its size
// before reading a byte of it.
function readFile(f) {
  if (!f) return;
  if (f.size > maxFileBytes) {
    showError(`explorer: ${f.name} is ${f.size} bytes, over the page's limit of ${maxFileBytes}: not read.`);
    status("The file was not read; the scene shown is unchanged.");
    return;
  }
  status("Reading " + f.name + "…");
  f.arrayBuffer().then((buf) =>
    ask(null, { name: f.name, data: buf }, [buf]).then((r) => {
      apply(r);
      if (!r.error) $("scene").value = "";
      else status("The file did not open; the scene shown is unchanged.");
    }),
  ).catch((err) => showError("explorer: cannot read " + f.name + ": " + err));
}

let started = false;
function start() {
  ask({ op: "catalog" }).then((r) => {
    if (r.error) { showError(r.error); return; }
    maxFileBytes = r.maxFileBytes || maxFileBytes;
    const sel = $("scene");
    sel.replaceChildren(new Option("(your file)", ""));
    sel.options[0].disabled = true;
    let group = null, section = "";
    for (const e of r.catalog) {
      if (e.section !== section) {
        section = e.section;
        group = document.createElement("optgroup");
        group.label = section;
        sel.appendChild(group);
      }
      group.appendChild(new Option(e.name + (e.kind === "picture" ? " (picture)" : ""), e.name));
    }
    sel.disabled = false;
    const want = decodeURIComponent(location.hash.slice(1)) || (scene && scene.name) || "cem-sight";
    sel.value = r.catalog.some((e) => e.name === want) ? want : "cem-sight";
    if (!started || scene) open(sel.value);
    started = true;
  });
}

$("scene").addEventListener("change", (e) => { if (e.target.value) open(e.target.value); });
$("file").addEventListener("change", (e) => { readFile(e.target.files[0]); e.target.value = ""; });
$("unit").addEventListener("change", (e) => ask({ op: "unit", unit: Number(e.target.value) }).then(apply));
$("heat").addEventListener("change", (e) => ask({ op: "heat", on: e.target.checked }).then(apply));
$("clear").addEventListener("click", () => ask({ op: "clear" }).then((r) => {
  apply(r);
  $("heat").checked = false;
  $("heading").textContent = ""; $("verdict").textContent = ""; $("lines").replaceChildren();
}));

// Files dropped anywhere on the page.
let depth = 0;
document.addEventListener("dragenter", (e) => { e.preventDefault(); depth++; $("drop").hidden = false; });
document.addEventListener("dragleave", () => { if (--depth <= 0) { depth = 0; $("drop").hidden = true; } });
document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  e.preventDefault();
  depth = 0;
  $("drop").hidden = true;
  if (e.dataTransfer && e.dataTransfer.files.length) readFile(e.dataTransfer.files[0]);
});

if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
  status("This browser has no WebAssembly or no workers: the explorer cannot run here.");
} else {
  startWorker();
}
