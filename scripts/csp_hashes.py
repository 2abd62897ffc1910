#!/usr/bin/env python3
"""trunk post_build step (run by post_build.py): the hashes of index.html's inline scripts
and styles in its Content-Security-Policy.

index.html's policy (its <meta http-equiv>) allows no inline script or style but those of
this build, by the hashes of their text as it is once the HTML is final (after trunk's
minifier and post_build.py's words and inlined stylesheets, before sw_precache.py): they
go into script-src and style-src-elem, in place of any hashes there (so a changed shell
can be hashed again: `python3 scripts/csp_hashes.py DIR`). An inline event handler
(onclick="...") stops the build: the policy would block it.
"""
import base64
import hashlib
import os
import re
import sys

# What a <script> without src runs as: no type, a JavaScript MIME type, or a module (a JSON
# block such as <script id="words"> is data, which no policy governs).
JS_TYPES = {"", "module", "text/javascript", "application/javascript"}
# An attribute's value, quoted either way or bare.
VALUE = r"""(?:"([^"]*)"|'([^']*)'|([^\s>]*))"""


def attr(tag, name):
    m = re.search(rf"(?<![\w-]){name}={VALUE}", tag)
    return next(v for v in m.groups() if v is not None) if m else None


def source(text):
    """The policy's source for an inline script or style of exactly this text."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def main(stage):
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    markup = re.sub(r"<(script|style)\b[^>]*>.*?</\1>", "", html, flags=re.S)
    handler = re.search(r"<[a-zA-Z][^>]*?\s(on[a-z]+)\s*=", markup)
    if handler:
        sys.exit(f"csp_hashes: index.html has an inline event handler ({handler.group(1)}), which the policy blocks")
    scripts = [
        source(m.group(2))
        for m in re.finditer(r"<script\b([^>]*)>(.*?)</script>", html, flags=re.S)
        if attr(m.group(1), "src") is None and (attr(m.group(1), "type") or "").lower() in JS_TYPES
    ]
    styles = [source(m.group(1)) for m in re.finditer(r"<style\b[^>]*>(.*?)</style>", html, flags=re.S)]
    metas = [t for t in re.findall(r"<meta\b[^>]*>", html) if (attr(t, "http-equiv") or "").lower() == "content-security-policy"]
    if len(metas) != 1:
        sys.exit("csp_hashes: index.html needs one <meta http-equiv=Content-Security-Policy>")
    directives = [d.split() for d in (attr(metas[0], "content") or "").split(";") if d.strip()]
    hashes = {"script-src": scripts, "style-src-elem": styles}
    for name, sources in hashes.items():
        if sources and name not in [d[0] for d in directives]:
            sys.exit(f"csp_hashes: the policy has no {name} for index.html's inline {name.split('-')[0]}s")
    directives = [
        [s for s in d if not s.startswith("'sha256-")] + hashes.get(d[0], []) if d[0] in hashes else d for d in directives
    ]
    policy = "; ".join(" ".join(d) for d in directives)
    html = html.replace(metas[0], f'<meta content="{policy}" http-equiv=Content-Security-Policy>', 1)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"csp_hashes: {len(scripts)} inline scripts and {len(styles)} styles allowed by hash in the policy")


if __name__ == "__main__":
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("csp_hashes: no TRUNK_STAGING_DIR and no directory argument")
    main(stage)
