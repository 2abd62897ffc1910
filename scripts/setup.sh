#!/usr/bin/env bash
# Install everything Pasch needs to build, serve and test it, skipping what is already there.
# Only package registries are used (apt, crates.io, npm): nothing is downloaded from GitHub.
#
#   scripts/setup.sh            install what is missing
#   source scripts/setup.sh     (serve.sh, test.sh, report.sh) set PATH and the tool
#                               variables, then call `pasch_setup`
#
# What and why:
# - Debian's chromium + chromium-driver (browser tests, wasm tests, Lighthouse).
#   Never Debian's binaryen: its wasm-opt 108 miscompiles the app ("WebAssembly.Table.set():
#   Argument 1 is invalid for table" at start-up).
# - rustup target wasm32-unknown-unknown, rustfmt, clippy (the stable toolchain as it is).
# - trunk 0.21.14 (0.22 needs a newer rustc than 1.95), run offline.
# - wasm-bindgen-cli at exactly the wasm-bindgen version in Cargo.lock (trunk checks it).
#   `cargo install wasm-bindgen-cli --locked` can fail (a locked dependency yanked from
#   crates.io): then it is retried without --locked.
# - wasm-split-cli (crate wasm_split_cli_support 0.2.4, feature build-binary): cuts the
#   app's wasm into the start-up module and the screens' parts (scripts/split_wasm.py).
# - every crate in Cargo.lock, for every target (`cargo fetch --locked`): trunk runs cargo
#   offline, so on an empty cargo home the build would find nothing to compile.
# - npm binaryen 132 (wasm-opt, run by scripts/split_wasm.py), pinned in the build's own
#   scripts/build-tools/package.json; and the browser tests' npm packages, pinned in
#   tests/browser/package.json: playwright-core (drives /usr/bin/chromium; no browser
#   download) and axe-core.

PASCH_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PASCH_NODE_DIR=$PASCH_ROOT/tests/browser
PASCH_BUILD_TOOLS=$PASCH_ROOT/scripts/build-tools
PASCH_TRUNK_VERSION=0.21.14
PASCH_WASM_SPLIT_VERSION=0.2.4

# cargo install puts tools in $CARGO_INSTALL_ROOT, else $CARGO_HOME, else ~/.cargo.
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$PASCH_BUILD_TOOLS/node_modules/.bin:$PATH"
export TRUNK_OFFLINE=true                 # trunk never downloads tools nor checks for updates
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH=/usr/bin/chromium      # Playwright, Lighthouse
export CHROMEDRIVER=/usr/bin/chromedriver # wasm-bindgen-test-runner
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
# The wasm32 build flag (--cfg erase_components) lives in .cargo/config.toml, so a plain
# `trunk build --release` gives the shipped app; nothing here may override it (an env
# RUSTFLAGS would replace it).
export DEBIAN_FRONTEND=noninteractive
export CARGO_TERM_PROGRESS_WHEN=never     # no progress bars in logs

# Run a command, then log how long it took: "[setup] 12s: what".
pasch_timed() {
  local start=$SECONDS rc=0
  "$@" || rc=$?
  if [ "$rc" -eq 0 ]; then
    echo "[setup] $((SECONDS - start))s: $*" >&2
  else
    echo "[setup] $((SECONDS - start))s, exit $rc: $*" >&2
  fi
  return "$rc"
}

pasch_as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# The wasm-bindgen version locked in Cargo.lock (trunk and wasm-bindgen-test need the same CLI).
pasch_wasm_bindgen_version() {
  awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' "$PASCH_ROOT/Cargo.lock"
}

pasch_apt() {
  local missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  command -v chromedriver >/dev/null || missing+=(chromium-driver)
  command -v python3 >/dev/null || missing+=(python3) # trunk's post-build hook
  command -v node >/dev/null || missing+=(nodejs npm)
  [ ${#missing[@]} -eq 0 ] && return 0
  pasch_timed pasch_as_root apt-get update -qq
  pasch_timed pasch_as_root apt-get install -y -qq "${missing[@]}" >/dev/null
}

# pasch_npm DIR: `npm ci` in DIR (exact versions from its package-lock.json), skipped when
# that lock file is the one installed last time. Falls back to `npm install --no-save` when
# the lock no longer satisfies a dependency's own "latest" ranges (lighthouse has some).
pasch_npm() {
  local dir=$1 stamp=$1/node_modules/.pasch-installed
  cmp -s "$dir/package-lock.json" "$stamp" && return 0
  (
    cd "$dir" &&
      { pasch_timed npm ci --no-audit --no-fund --loglevel=silent ||
        pasch_timed npm install --no-save --no-audit --no-fund --loglevel=error; }
  ) || return 1
  cp "$dir/package-lock.json" "$stamp"
}

pasch_rust() {
  rustup target list --installed | grep -qx wasm32-unknown-unknown ||
    pasch_timed rustup target add wasm32-unknown-unknown
  cargo fmt --version >/dev/null 2>&1 || pasch_timed rustup component add rustfmt
  cargo clippy --version >/dev/null 2>&1 || pasch_timed rustup component add clippy
  # Quick when everything is already in the cargo home (it only reads Cargo.lock then).
  pasch_timed cargo fetch --locked --manifest-path "$PASCH_ROOT/Cargo.toml" || return 1

  # These tools are only run, never shipped, and their own work is small (the time goes to
  # cargo and wasm-opt): skip their fat LTO and full optimisation, which cost many minutes
  # of compiling on a 2-core machine.
  local fast=(env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1)
  trunk --version 2>/dev/null | grep -qx "trunk $PASCH_TRUNK_VERSION" ||
    pasch_timed "${fast[@]}" cargo install trunk --version "$PASCH_TRUNK_VERSION" --locked
  if ! command -v wasm-split-cli >/dev/null ||
    ! cargo install --list | grep -qx "wasm_split_cli_support v$PASCH_WASM_SPLIT_VERSION:"; then
    local split=(cargo install wasm_split_cli_support --version "$PASCH_WASM_SPLIT_VERSION" --features build-binary)
    pasch_timed "${fast[@]}" "${split[@]}" --locked || pasch_timed "${fast[@]}" "${split[@]}"
  fi

  local wb
  wb=$(pasch_wasm_bindgen_version)
  [ -n "$wb" ] || { echo "[setup] no wasm-bindgen in Cargo.lock" >&2; return 1; }
  if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $wb" ||
    ! command -v wasm-bindgen-test-runner >/dev/null; then
    # --locked fails when the registry lacks a locked dependency (0.2.130 locks a yanked
    # webpki-roots); then let cargo pick current compatible versions.
    pasch_timed "${fast[@]}" cargo install wasm-bindgen-cli --version "$wb" --locked ||
      pasch_timed "${fast[@]}" cargo install wasm-bindgen-cli --version "$wb"
  fi
}

pasch_setup() {
  local start=$SECONDS
  # apt and npm wait on the network, cargo installs on the CPU: run them side by side.
  local log
  log=$(mktemp)
  (
    set -e
    pasch_apt
    pasch_npm "$PASCH_BUILD_TOOLS"
    pasch_npm "$PASCH_NODE_DIR"
  ) >"$log" 2>&1 &
  local side=$!
  local rc=0
  pasch_rust || rc=$?
  wait "$side" || rc=$?
  cat "$log" >&2
  rm -f "$log"
  if [ "$rc" -ne 0 ]; then
    echo "[setup] FAILED" >&2
    return "$rc"
  fi
  # Fail early and clearly if a tool is not the one we need.
  wasm-opt --version | grep -q version_132 || { echo "[setup] wrong wasm-opt: $(command -v wasm-opt)" >&2; return 1; }
  echo "[setup] ready in $((SECONDS - start))s: $(trunk --version), $(wasm-bindgen --version)," \
    "wasm-opt $(wasm-opt --version | awk '{print $3}'), $(chromium --version 2>/dev/null)," \
    "node $(node --version)" >&2
}

# The release build of the app (dist/): `trunk build --release` with Trunk.toml's and
# index.html's settings (cargo and wasm-bindgen, then scripts/post_build.py, which runs
# wasm-opt), on the stable toolchain as it is; docs/building.md tells every step. Its size
# comes from Cargo.toml's web profile (opt-level "z", LTO, one codegen unit, panic=abort,
# strip), --cfg erase_components (.cargo/config.toml) and wasm-opt.
pasch_release_build() {
  trunk build --release "$@"
}

# Executed rather than sourced: install.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  pasch_setup
fi
