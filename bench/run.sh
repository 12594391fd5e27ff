#!/usr/bin/env bash
# run.sh runs warkit's benchmarks side by side with its peers and writes
# BENCHMARKS.md beside it. It needs no network: the Go modules come from the
# module cache (or the proxy, on first build), and honeycomb-grid from
# node/node_modules, which node/install.sh fills once, ahead of time; without
# it the node part is skipped with a message.
#
#   ./run.sh                  # 3 passes, as BENCHMARKS.md reports
#   PASSES=1 TIME=100ms ./run.sh   # a quick look
#
# The Go benchmarks are built once into one test binary, which then runs
# every workload once per pass: warkit and its peers back to back, so the
# ratios of a pass compare runs minutes apart at most; the report gives the
# median ratio over the passes and its band. Each pass's load average is
# recorded.
set -euo pipefail
cd "$(dirname "$0")"

count=${PASSES:-3}
benchtime=${TIME:-500ms}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
loadavg() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }

go test -c -o "$tmp/bench.test" .
gocmd="go test -c, then $count passes of: bench.test -test.run '^\$' -test.bench . -test.benchmem -test.benchtime $benchtime"
echo "+ $gocmd" >&2
loads=""
for pass in $(seq "$count"); do
	l=$(loadavg)
	loads="$loads${loads:+; }pass $pass: $l"
	echo "# pass $pass load $l" | tee -a "$tmp/go.txt"
	"$tmp/bench.test" -test.run '^$' -test.bench . -test.benchmem -test.benchtime "$benchtime" | tee -a "$tmp/go.txt"
done
load_mid=$(loadavg)

nodecmd="go run ./cmd/benchreport inputs | node node/bench.mjs bench 3"
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
	go run ./cmd/benchreport inputs | node node/bench.mjs bench 3 | tee "$tmp/node.txt"
	nodeflags=(-node "$tmp/node.txt")
fi
load_end=$(loadavg)

go run ./cmd/benchreport report -go "$tmp/go.txt" "${nodeflags[@]}" \
	-cmd "cd bench && ./run.sh, which runs: $gocmd; $nodecmd" \
	-load "at the start of each Go pass: $loads; $load_mid after Go, $load_end at the end" \
	-out BENCHMARKS.md
echo "run.sh: wrote BENCHMARKS.md" >&2
