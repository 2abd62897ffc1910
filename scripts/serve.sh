#!/usr/bin/env bash
# Install whatever is missing, build the release app and serve it on http://127.0.0.1:8080
# (127.0.0.1 only). PORT=9000 scripts/serve.sh for another port. Ctrl+C stops it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$PASCH_ROOT"
pasch_setup
pasch_release_build
exec node tests/browser/server.mjs dist "${PORT:-8080}"
