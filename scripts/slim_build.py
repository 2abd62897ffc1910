#!/usr/bin/env python3
"""trunk post_build hook: one stylesheet instead of three and minified JS (release only),
then sw_precache.py lists the final files for the service worker.

Runs in trunk's staging dir ($TRUNK_STAGING_DIR).
- The stylesheets (main, duel, cards: kept apart in style/ for editing) become one file:
  one render-blocking request instead of three, and it compresses better as one.
- wasm-bindgen's JS glue is minified with npm's terser (trunk 0.21's own JS minifier fails
  on it, so trunk leaves it as it is).
- JS classes wasm-bindgen exports for Rust types that never reach JavaScript are dropped,
  with their wasm exports (wasm_dead_classes.py: wasm-streams' stream adapters).
- The wasm's functions are reordered so that look-alikes sit together and compress better
  (wasm_order.py), with the features and assumptions index.html gives trunk's wasm-opt;
  its -Oz also removes the code only those dropped exports reached.
index.html's links and their integrity hashes are rewritten to match.
"""
import base64
import hashlib
import os
import re
import subprocess
import sys

import sw_precache
import wasm_dead_classes
import wasm_order

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TERSER = os.path.join(ROOT, "tests", "browser", "node_modules", ".bin", "terser")


def sri(data):
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


def attr(tag, name):
    m = re.search(rf'\b{name}=("[^"]*"|[^\s>]*)', tag)
    return m.group(1).strip('"') if m else None


def with_attr(tag, name, value):
    return re.sub(rf'\b{name}=("[^"]*"|[^\s>]*)', f'{name}="{value}"', tag)


def read(stage, href):
    with open(os.path.join(stage, href), "rb") as f:
        return f.read()


def merge_css(stage, html):
    links = [t for t in re.findall(r"<link\b[^>]*>", html) if attr(t, "rel") == "stylesheet"]
    if len(links) < 2:
        return html
    hrefs = [attr(t, "href") for t in links]
    css = b"\n".join(read(stage, h) for h in hrefs)
    name = f"style-{hashlib.sha256(css).hexdigest()[:16]}.css"
    with open(os.path.join(stage, name), "wb") as f:
        f.write(css)
    for h in hrefs:
        os.remove(os.path.join(stage, h))
    one = with_attr(with_attr(links[0], "href", f"./{name}"), "integrity", sri(css))
    html = html.replace(links[0], one, 1)
    for t in links[1:]:
        html = html.replace(t, "", 1)
    print(f"slim_build: {len(hrefs)} stylesheets -> {name}")
    return html


def links(html, rel, ext):
    """(tag, href) of each <link rel=REL> whose href ends with EXT."""
    for tag in re.findall(r"<link\b[^>]*>", html):
        href = attr(tag, "href") or ""
        if attr(tag, "rel") == rel and href.endswith(ext):
            yield tag, href


def drop_dead_classes(stage, html):
    for (_, js), (_, wasm) in zip(links(html, "modulepreload", ".js"), links(html, "preload", ".wasm")):
        dropped = wasm_dead_classes.drop(os.path.join(stage, js), os.path.join(stage, wasm))
        print(f"slim_build: dropped unreachable JS classes: {', '.join(dropped) or 'none'}")


def minify_js(stage, html):
    for tag, href in links(html, "modulepreload", ".js"):
        path = os.path.join(stage, href)
        before = os.path.getsize(path)
        subprocess.run([TERSER, path, "--module", "--compress", "--mangle", "-o", path], check=True)
        html = html.replace(tag, with_attr(tag, "integrity", sri(read(stage, href))), 1)
        print(f"slim_build: {href} {before} -> {os.path.getsize(path)} bytes")
    return html


def main():
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("slim_build: no TRUNK_STAGING_DIR and no directory argument")
    os.environ["TRUNK_STAGING_DIR"] = stage  # for sw_precache
    if os.environ.get("TRUNK_PROFILE", "release") == "release":
        slim(stage)
    sw_precache.main()


def wasm_opt_flags():
    """The feature and memory flags of trunk's wasm-opt run (index.html's
    data-wasm-opt-params), not its passes: the module is the same kind of module."""
    with open(os.path.join(ROOT, "index.html"), encoding="utf-8") as f:
        params = re.search(r'data-wasm-opt-params="([^"]*)"', f.read())
    if not params:
        sys.exit("slim_build: index.html has no data-wasm-opt-params")
    return [p for p in params.group(1).split() if p.startswith("--enable-") or p == "--low-memory-unused"]


def order_wasm(stage, html):
    for tag, href in links(html, "preload", ".wasm"):
        before, after = wasm_order.reorder(os.path.join(stage, href), wasm_opt_flags())
        html = html.replace(tag, with_attr(tag, "integrity", sri(read(stage, href))), 1)
        print(f"slim_build: {href} functions reordered ({before} -> {after} bytes)")
    return html


def slim(stage):
    for tool in (TERSER, wasm_order.WASM_OPT):
        if not os.path.exists(tool):
            sys.exit(f"slim_build: {tool} missing (scripts/setup.sh installs it)")
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    html = merge_css(stage, html)
    drop_dead_classes(stage, html)
    html = order_wasm(stage, minify_js(stage, html))
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)


if __name__ == "__main__":
    main()
