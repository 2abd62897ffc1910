#!/usr/bin/env bash
# Measure the release build (not part of the tests): transfer size (gzip and brotli),
# navigation to interactive start screen, Roll click to new dice, Lighthouse 12 scores.
# Writes tests/artifacts/report.md, report.json and lighthouse.json.
#
#   scripts/report.sh [--no-build]     (--no-build: measure the dist/ already there)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$PASCH_ROOT"
pasch_setup
pasch_npm "$PASCH_ROOT/scripts/lighthouse"
[ "${1:-}" = --no-build ] || pasch_release_build
node tests/browser/measure.mjs
