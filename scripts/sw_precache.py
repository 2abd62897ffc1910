#!/usr/bin/env python3
"""trunk post_build hook: write the build's file list and hash into the service worker.

Runs in trunk's staging dir ($TRUNK_STAGING_DIR) after the HTML is final and before it
becomes dist/. Every file of the build is precached ("./" stands for index.html, the
shell served for any page URL); the build hash (over names and contents) names the cache,
so each new build gets a fresh cache and the old one is deleted on activate.
SHELL_NAMES lists the files the shell names (the hashed wasm, JS and CSS among them): the
worker installs a build only if the shell it fetched names them all, not an older shell.
A debug build keeps BUILD = "dev", which makes the worker cache nothing.
"""
import hashlib
import json
import os
import re
import sys

SW = "sw.js"
# Not worth caching for offline play: the worker itself (the browser fetches it anyway).
SKIP = {SW}


def main():
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("sw_precache: no TRUNK_STAGING_DIR and no directory argument")
    sw_path = os.path.join(stage, SW)
    if not os.path.isfile(sw_path):
        sys.exit(f"sw_precache: {sw_path} missing (is public/ copied into dist?)")

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
    build = digest.hexdigest()[:16]
    release = os.environ.get("TRUNK_PROFILE", "release") == "release"
    precache = ["./"] + [rel for rel in files if rel != "index.html"] if release else []
    with open(os.path.join(stage, "index.html"), encoding="utf-8") as f:
        shell = f.read()
    shell_names = [rel for rel in precache if rel != "./" and rel in shell]
    if release and not any(rel.endswith(".wasm") for rel in shell_names):
        sys.exit("sw_precache: index.html names no .wasm file of the build")

    with open(sw_path, encoding="utf-8") as f:
        text = f.read()
    text, n_build = re.subn(r'^const BUILD = ".*";$', f"const BUILD = {json.dumps(build if release else 'dev')};", text, flags=re.M)
    counts = [n_build]
    for name, value in (("PRECACHE", precache), ("SHELL_NAMES", shell_names)):
        text, n = re.subn(rf"^const {name} = \[.*?\];$", lambda _: f"const {name} = {json.dumps(value)};", text, flags=re.M | re.S)
        counts.append(n)
    if counts != [1, 1, 1]:
        sys.exit("sw_precache: sw.js lacks one of the `const BUILD = ...;`, `const PRECACHE = [...];`, `const SHELL_NAMES = [...];` lines")
    with open(sw_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"sw_precache: build {build if release else 'dev'}, {len(precache)} files precached, the shell names {len(shell_names)}")


if __name__ == "__main__":
    main()
