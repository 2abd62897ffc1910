#!/usr/bin/env python3
"""trunk post_build step (run by post_build.py): the app's wasm cut into the start-up
module and the parts of the screens loaded on first need (src/ui/shell/split.rs).

Trunk has no step between cargo and wasm-bindgen, where wasm-split must run, so this
step redoes the two after it, from the same cargo output: trunk's wasm-bindgen output
of the app is replaced under the same names, and the parts go beside it.

1. wasm-split-cli (crates.io `wasm_split_cli_support`, installed by scripts/setup.sh)
   reads the linker's relocations, which the `split` build keeps (build.rs), and writes
   the start-up module, the parts (`split_<screen>.wasm`, and `chunk_<n>.wasm` for
   code some screens share) and `__wasm_split.js`, which loads them.
2. wasm-bindgen (the version Cargo.lock names, as trunk's) binds the start-up module;
   `--keep-lld-exports` keeps the memory and table exports the parts link against.
3. wasm-opt (npm binaryen 132 only, from scripts/build-tools, which scripts/setup.sh
   installs with `npm ci`) with WASM_OPT below, on the start-up module and on every part
   (release builds).

The parts keep fixed names, as the workers do: the service worker precaches every file
of a build under the build's hash, fetched past the HTTP cache (sw_precache.py).
"""
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = "pasch"
# The build's npm tools (scripts/build-tools/package.json), looked for before PATH.
BUILD_TOOLS = os.path.join(ROOT, "scripts", "build-tools", "node_modules", ".bin")
# wasm-opt -Oz and the features rustc 1.95 emits by default, spelled out because the web
# profile's strip removes the target_features section wasm-opt would read them from. The
# producers and target_features sections are read by nothing at run time.
# --low-memory-unused: rustc puts the 1 MB stack first, below the data, so the low 1 KB
# of memory is reached only by a stack already overflowing, and wasm-opt may fold constant
# offsets into loads and stores (3 KB less gzip). (Measured: -Os, -O1 or extra passes
# such as flatten + rereloop change the gzip size by about 1%: not worth the build time or
# the reasoning.)
WASM_OPT = [
    "-Oz",
    "--enable-bulk-memory",
    "--enable-bulk-memory-opt",
    "--enable-call-indirect-overlong",
    "--enable-multivalue",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-sign-ext",
    "--low-memory-unused",
    "--strip-debug",
    "--strip-producers",
    "--strip-target-features",
]


def run(args):
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"split_wasm: {' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def tool(name, version_check=None):
    """The tool's path, checked to be the one the build needs."""
    path = shutil.which(name, path=BUILD_TOOLS) or shutil.which(name)
    if not path:
        sys.exit(f"split_wasm: {name} not found; scripts/setup.sh installs it")
    if version_check:
        version_check(run([path, "--version"]))
    return path


def locked_version(package):
    with open(os.path.join(ROOT, "Cargo.lock"), encoding="utf-8") as f:
        m = re.search(rf'name = "{package}"\nversion = "([^"]+)"', f.read())
    return m.group(1) if m else None


def check_bindgen(out):
    want = locked_version("wasm-bindgen")
    if want not in out:
        sys.exit(f"split_wasm: wasm-bindgen {want} needed (Cargo.lock), found {out.strip()}")


def check_wasm_opt(out):
    if "version_132" not in out:
        sys.exit(f"split_wasm: wasm-opt from npm binaryen 132 needed, found {out.strip()}")


def cargo_output(profile_dir):
    """The app's wasm as cargo left it for trunk."""
    meta = json.loads(run(["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"]))
    return os.path.join(meta["target_directory"], "wasm32-unknown-unknown", profile_dir, f"{BIN}.wasm")


def profile_dir(release):
    """cargo's folder for trunk's build of the app: index.html names its release profile."""
    if not release:
        return "debug"
    with open(os.environ.get("TRUNK_HTML_FILE") or os.path.join(ROOT, "index.html"), encoding="utf-8") as f:
        html = f.read()
    for link in re.findall(r"<link\b[^>]*>", html, flags=re.S):
        if f'data-bin="{BIN}"' in link:
            m = re.search(r'data-cargo-profile-release="([^"]+)"', link)
            return m.group(1) if m else "release"
    sys.exit(f"split_wasm: index.html has no rust link for {BIN}")


def main(stage, release):
    with open(os.path.join(stage, "index.html"), encoding="utf-8") as f:
        shell = f.read()
    m = re.search(rf"\b({BIN}-[0-9a-f]+)_bg\.wasm\b", shell) or re.search(rf"\b({BIN})_bg\.wasm\b", shell)
    if not m:
        sys.exit("split_wasm: index.html names no wasm of the app")
    stem = m.group(1)
    split_cli = tool("wasm-split-cli")
    bindgen = tool("wasm-bindgen", check_bindgen)
    wasm_opt = tool("wasm-opt", check_wasm_opt) if release else None
    source = cargo_output(profile_dir(release))
    with tempfile.TemporaryDirectory() as tmp:
        split, bound = os.path.join(tmp, "split"), os.path.join(tmp, "bound")
        run([split_cli, "--out-name", stem, source, split])
        parts = sorted(f for f in os.listdir(split) if f.endswith(".wasm") and f != f"{stem}.wasm")
        if not parts:
            sys.exit("split_wasm: no split points found (is the app built with the feature `split`?)")
        run([bindgen, "--target", "web", "--no-typescript", "--keep-lld-exports",
             "--out-name", stem, "--out-dir", bound, os.path.join(split, f"{stem}.wasm")])
        jobs = [(os.path.join(bound, f"{stem}_bg.wasm"), f"{stem}_bg.wasm")]
        jobs += [(os.path.join(split, part), part) for part in parts]

        def optimise(job):
            src, name = job
            out = os.path.join(stage, name)
            if wasm_opt:
                run([wasm_opt, *WASM_OPT, src, "-o", out])
            else:
                shutil.copyfile(src, out)

        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            list(pool.map(optimise, jobs))
        shutil.copyfile(os.path.join(bound, f"{stem}.js"), os.path.join(stage, f"{stem}.js"))
        shutil.copyfile(os.path.join(split, "__wasm_split.js"), os.path.join(stage, "__wasm_split.js"))
    size = os.path.getsize(os.path.join(stage, f"{stem}_bg.wasm"))
    print(f"split_wasm: start-up module {size} bytes, {len(parts)} parts loaded on first need")


if __name__ == "__main__":
    main(os.environ.get("TRUNK_STAGING_DIR") or sys.argv[1], os.environ.get("TRUNK_PROFILE", "release") == "release")
