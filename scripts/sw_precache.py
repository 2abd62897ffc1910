#!/usr/bin/env python3
"""trunk post_build step (run by post_build.py): the build's file list for the service
worker, written to precache.js, which public/sw.js imports.

Runs in trunk's staging dir ($TRUNK_STAGING_DIR) after the HTML is final and before it
becomes dist/ (or on a finished build: `python3 scripts/sw_precache.py DIR`). Every file of
the build is precached ("./" stands for index.html, the shell served for any page URL);
the build hash (over names and contents) names the cache, so each new build gets a fresh
cache and the old one is deleted on activate. `shellNames` lists the files the shell
names (the hashed wasm and JS among them): the worker installs a build only if the shell
it fetched names them all, not an older shell. A debug build gets the build "dev", which
makes the worker cache nothing.

A script the worker imports, not a JSON file it fetches: the browser looks for a new
worker by comparing sw.js and the scripts it imports byte for byte (index.html registers
it with updateViaCache "none", so neither comes from the HTTP cache); a fetched list could
change without a new worker ever installing. sw.js itself stays as written.
"""
import hashlib
import json
import os
import sys

SW = "sw.js"
OUT = "precache.js"
# The worker and its list: the browser keeps them itself, with the worker.
SKIP = {SW, OUT}


def main():
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("sw_precache: no TRUNK_STAGING_DIR and no directory argument")
    sw_path = os.path.join(stage, SW)
    if not os.path.isfile(sw_path):
        sys.exit(f"sw_precache: {sw_path} missing (is public/ copied into dist?)")
    with open(sw_path, encoding="utf-8") as f:
        if f'importScripts("{OUT}")' not in f.read():
            sys.exit(f'sw_precache: {SW} does not importScripts("{OUT}")')

    files = []
    for root, dirs, names in os.walk(stage):
        dirs.sort()
        for name in sorted(names):
            rel = os.path.relpath(os.path.join(root, name), stage).replace(os.sep, "/")
            if rel not in SKIP and not rel.startswith("."):
                files.append(rel)

    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0")
        with open(os.path.join(stage, rel), "rb") as f:
            digest.update(f.read())
    release = os.environ.get("TRUNK_PROFILE", "release") == "release"
    build = digest.hexdigest()[:16] if release else "dev"
    precache = ["./"] + [rel for rel in files if rel != "index.html"] if release else []
    with open(os.path.join(stage, "index.html"), encoding="utf-8") as f:
        shell = f.read()
    shell_names = [rel for rel in precache if rel != "./" and rel in shell]
    if release and not any(rel.endswith(".wasm") for rel in shell_names):
        sys.exit("sw_precache: index.html names no .wasm file of the build")

    listed = json.dumps({"build": build, "files": precache, "shellNames": shell_names}, separators=(",", ":"))
    with open(os.path.join(stage, OUT), "w", encoding="utf-8") as f:
        f.write(f"// The offline precache of this build, written by scripts/sw_precache.py for sw.js.\nself.precacheList = {listed};\n")
    print(f"sw_precache: build {build}, {len(precache)} files precached, the shell names {len(shell_names)}")


if __name__ == "__main__":
    main()
