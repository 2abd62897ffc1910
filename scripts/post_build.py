#!/usr/bin/env python3
"""trunk post_build hook (Trunk.toml): one stylesheet instead of three (release builds),
then sw_precache.py writes the final file list into the service worker.

Runs in trunk's staging dir ($TRUNK_STAGING_DIR), after trunk has minified the stylesheets
and before the staging dir becomes dist/. The stylesheets (main, duel, cards: kept apart in
style/ for editing) are joined, in index.html's order, into one file: one render-blocking
request instead of three. index.html's first <link rel="stylesheet"> then points to it,
with its integrity hash; the other two links are removed. The wasm and its JS are left as
trunk, wasm-bindgen and wasm-opt made them.

One hook for both steps: trunk runs the hooks of a stage side by side, and the precache
must list the final files.
"""
import base64
import hashlib
import os
import re
import sys

import sw_precache


def attr(tag, name):
    m = re.search(rf'\b{name}=("[^"]*"|[^\s>]*)', tag)
    return m.group(1).strip('"') if m else None


def with_attr(tag, name, value):
    return re.sub(rf'\b{name}=("[^"]*"|[^\s>]*)', f'{name}="{value}"', tag)


def merge_css(stage):
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    links = [t for t in re.findall(r"<link\b[^>]*>", html) if attr(t, "rel") == "stylesheet"]
    if len(links) < 2:
        return
    paths = [os.path.join(stage, attr(t, "href")) for t in links]
    css = b""
    for path in paths:
        with open(path, "rb") as f:
            css += f.read() + b"\n"
        os.remove(path)
    name = f"style-{hashlib.sha256(css).hexdigest()[:16]}.css"
    with open(os.path.join(stage, name), "wb") as f:
        f.write(css)
    integrity = "sha384-" + base64.b64encode(hashlib.sha384(css).digest()).decode()
    html = html.replace(links[0], with_attr(with_attr(links[0], "href", f"./{name}"), "integrity", integrity), 1)
    for tag in links[1:]:
        html = html.replace(tag, "", 1)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"post_build: {len(links)} stylesheets -> {name}")


def main():
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("post_build: no TRUNK_STAGING_DIR and no directory argument")
    os.environ["TRUNK_STAGING_DIR"] = stage  # for sw_precache
    if os.environ.get("TRUNK_PROFILE", "release") == "release":
        merge_css(stage)
    sw_precache.main()


if __name__ == "__main__":
    main()
