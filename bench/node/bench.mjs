// Times honeycomb-grid on the hex workloads of the Go benchmarks, and
// answers the cross-check questions of the Go tests. It needs no network:
// honeycomb-grid must already be in node_modules (see install.sh).
//
//   go run ./cmd/benchreport inputs | node node/bench.mjs bench [count]
//   go run ./cmd/benchreport inputs | node node/bench.mjs answers
//
// "bench" prints lines in the format of `go test -bench`, named
// Benchmark<Workload>/honeycomb-node, so that the report reads both alike.
// "answers" prints a JSON object with the lines, rings and distances of
// the cross-check inputs.
import { readFileSync } from 'node:fs'

let hc
try {
  hc = await import('honeycomb-grid')
} catch (e) {
  console.error('node/bench.mjs: honeycomb-grid is not installed; run node/install.sh once (it needs the npm registry)')
  process.exit(3)
}
const { defineHex, line, ring, distance, defaultHexSettings } = hc

const mode = process.argv[2] ?? 'bench'
const count = Number(process.argv[3] ?? 5)
const input = JSON.parse(readFileSync(0, 'utf8'))

const Hex = defineHex()
const create = (c) => new Hex(c)
const axial = ([q, r]) => ({ q, r })
const pair = (h) => [h.q, h.r]

const lineOf = (a, b) => line({ start: axial(a), stop: axial(b) })(create)
const ringOf = (c, n) => ring({ center: axial(c), radius: n })(create)
const dist = (a, b) => distance(defaultHexSettings, a, b)

function answers() {
  // No process.exit here: it would cut a long write to a pipe short.
  process.stdout.write(JSON.stringify({
    version: JSON.parse(readFileSync(new URL('./node_modules/honeycomb-grid/package.json', import.meta.url))).version,
    distances: input.distancePairs.map(([aq, ar, bq, br]) => dist({ q: aq, r: ar }, { q: bq, r: br })),
    lines: input.lines.map(([aq, ar, bq, br]) => lineOf([aq, ar], [bq, br]).map(pair)),
    rings: input.rings.map(([q, r, n]) => ringOf([q, r], n).map(pair)),
  }) + '\n')
}

let sink = 0

// time runs fn in a loop for about a second and returns [iterations, ns/op].
function time(fn) {
  let n = 1
  for (;;) {
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < n; i++) sink += fn()
    const ns = Number(process.hrtime.bigint() - t0)
    if (ns >= 1e9 || n >= 1e9) return [n, ns / n]
    // Aim past a second, as `go test -bench` does, growing at most 100-fold.
    n = Math.max(n + 1, Math.min(100 * n, Math.ceil((1.2e9 * n) / Math.max(ns, 1))))
  }
}

function bench() {
  const pairs = input.distancePairs.map(([aq, ar, bq, br]) => [{ q: aq, r: ar }, { q: bq, r: br }])
  const workloads = [
    ['HexDistance1024', () => { let s = 0; for (const [a, b] of pairs) s += dist(a, b); return s }],
    ['HexLine100', () => lineOf(input.line.from, input.line.to).length],
    ['HexRing20', () => ringOf(input.ring.centre, input.ring.radius).length],
  ]

  // Warm up the JIT on every workload before timing any of them.
  for (const [, fn] of workloads) for (let i = 0; i < 2000; i++) sink += fn()

  console.log(`goos: node ${process.version}`)
  console.log(`pkg: honeycomb-grid`)
  for (let c = 0; c < count; c++) {
    for (const [name, fn] of workloads) {
      const [n, ns] = time(fn)
      console.log(`Benchmark${name}/honeycomb-node\t${n}\t${ns.toFixed(1)} ns/op`)
    }
  }
  if (sink === 0.5) console.log('')
}

if (mode === 'answers') answers()
else bench()
