#!/usr/bin/env bash
# run.sh runs warkit's benchmarks side by side with its peers and writes
# BENCHMARKS.md beside it. It needs no network: the Go modules come from the
# module cache (or the proxy, on first build), and honeycomb-grid from
# node/node_modules, which node/install.sh fills once, ahead of time; without
# it the node part is skipped with a message.
#
#   ./run.sh            # 5 runs of each benchmark, as BENCHMARKS.md reports
#   COUNT=1 ./run.sh    # a quick look
set -euo pipefail
cd "$(dirname "$0")"

count=${COUNT:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
loadavg() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }

load_start=$(loadavg)
gocmd="go test -run '^\$' -bench . -benchmem -count $count"
echo "+ $gocmd" >&2
go test -run '^$' -bench . -benchmem -count "$count" | tee "$tmp/go.txt"
load_mid=$(loadavg)

nodecmd="go run ./cmd/benchreport inputs | node node/bench.mjs bench $count"
nodeflags=()
if ! command -v node >/dev/null; then
	note="node is not installed"
	echo "run.sh: skipping honeycomb-grid: $note" >&2
	nodeflags=(-node-note "$note")
elif [ ! -f node/node_modules/honeycomb-grid/package.json ]; then
	note="node/node_modules is absent; run node/install.sh once (it needs the npm registry)"
	echo "run.sh: skipping honeycomb-grid: $note" >&2
	nodeflags=(-node-note "$note")
else
	echo "+ $nodecmd" >&2
	go run ./cmd/benchreport inputs | node node/bench.mjs bench "$count" | tee "$tmp/node.txt"
	nodeflags=(-node "$tmp/node.txt")
fi
load_end=$(loadavg)

go run ./cmd/benchreport report -go "$tmp/go.txt" "${nodeflags[@]}" \
	-cmd "cd bench && ./run.sh, which runs: $gocmd; $nodecmd" \
	-load "$load_start at the start, $load_mid after Go, $load_end at the end" \
	-out BENCHMARKS.md
echo "run.sh: wrote BENCHMARKS.md" >&2
