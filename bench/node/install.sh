#!/usr/bin/env bash
# install.sh fetches honeycomb-grid 4.1.5 into node/node_modules once, from
# the npm registry, so that run.sh and the Go tests can use it offline.
set -euo pipefail
cd "$(dirname "$0")"
if [ -f package-lock.json ]; then
	npm ci --no-audit --no-fund
else
	npm install --no-audit --no-fund
fi
