#!/usr/bin/env python3
"""trunk post_build hook (Trunk.toml): the words and icons of index.html's static start
screen, the stylesheets inlined into index.html (release builds), csp_hashes.py puts the
hashes of index.html's inline scripts and styles into its Content-Security-Policy, then
sw_precache.py writes the final file list into the service worker.

index.html shows a start screen and a start-failed box before the app runs. Their words
are not written there but named (data-w="key" for the text, data-w-title, data-w-label
with keys joined by " – "); this fills the <script id="words"> JSON with those messages
of every locales/*.ftl, so each word lives only in the locale files. A key missing from a
language, or a message with placeholders or several lines, stops the build. The top bar's
icons (<svg data-icon="name">) get their insides from src/ui/shell/icons/name.svg, which
the app's top bar includes too.

Runs in trunk's staging dir ($TRUNK_STAGING_DIR), after trunk has minified the HTML and
the stylesheets and before the staging dir becomes dist/. First split_wasm.py cuts the
app's wasm into the start-up module and the screens' parts (the workers' files are left as
trunk and wasm-bindgen made them).

One hook for all steps: trunk runs the hooks of a stage side by side, and the precache
must list the final files.
"""
import json
import os
import re
import sys

import csp_hashes
import split_wasm
import sw_precache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALES = os.path.join(ROOT, "locales")
ICONS = os.path.join(ROOT, "src", "ui", "shell", "icons")
VALUE = r'("[^"]*"|[^\s>]*)'


def attr(tag, name):
    m = re.search(rf'\b{name}=("[^"]*"|[^\s>]*)', tag)
    return m.group(1).strip('"') if m else None


def ftl_messages(path):
    """key -> text of the one-line messages without placeholders; None for the others."""
    messages = {}
    key = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"([a-z][a-z0-9-]*) *= *(.*?)\s*$", line)
            if m:
                key = m.group(1)
                messages[key] = None if "{" in m.group(2) else m.group(2)
            elif key and line[:1] in (" ", "\t") and line.strip():
                messages[key] = None  # continued on the next line: not for index.html
            else:
                key = None
    return messages


def words_for(html):
    """The messages index.html names, per language: {"de": {key: text}, ...}."""
    keys = set()
    for m in re.finditer(rf"\bdata-w(?:-title|-label)?={VALUE}", html):
        keys.update(m.group(1).strip('"').split())
    if not keys:
        sys.exit("post_build: index.html names no words (data-w)")
    words, problems = {}, []
    for name in sorted(os.listdir(LOCALES)):
        if not name.endswith(".ftl"):
            continue
        lang = name[: -len(".ftl")]
        messages = ftl_messages(os.path.join(LOCALES, name))
        words[lang] = {}
        for key in sorted(keys):
            text = messages.get(key)
            if text is None:
                why = "missing" if key not in messages else "has placeholders or several lines"
                problems.append(f"locales/{name}: {key} {why}")
            else:
                words[lang][key] = text
    if problems:
        sys.exit("post_build: index.html's words:\n  " + "\n  ".join(problems))
    return words


def fill_words_and_icons(stage):
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    words = json.dumps(words_for(html), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    html = re.sub(
        rf"(<script\b[^>]*\bid={VALUE}[^>]*>)(.*?)(</script>)",
        lambda m: m.group(1) + words + m.group(4) if m.group(2).strip('"') == "words" else m.group(0),
        html,
        flags=re.S,
    )
    if words not in html:
        sys.exit('post_build: index.html has no <script id="words">')

    def icon(m):
        name = attr(m.group(1), "data-icon")
        path = os.path.join(ICONS, f"{name}.svg")
        if not os.path.isfile(path):
            sys.exit(f"post_build: index.html names the icon {name}, but {path} is missing")
        with open(path, encoding="utf-8") as f:
            inside = f.read().strip()
        return re.sub(rf"\s*\bdata-icon={VALUE}", "", m.group(1)) + inside + "</svg>"

    html = re.sub(r"(<svg\b[^>]*\bdata-icon=[^>]*>)\s*</svg>", icon, html)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"post_build: index.html's words ({', '.join(sorted(json.loads(words)))}) and icons filled in")


def inline_css(stage):
    """The stylesheets (main, duel, cards, a11y: kept apart in style/ for editing), joined in
    index.html's order into one <style> in index.html, in place of the first link: the
    start screen is drawn as soon as index.html has arrived, with no render-blocking
    request after it (Lighthouse's Largest Contentful Paint). The service worker keeps
    index.html like any file of the build."""
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    links = [t for t in re.findall(r"<link\b[^>]*>", html) if attr(t, "rel") == "stylesheet"]
    if not links:
        return
    css = ""
    for tag in links:
        path = os.path.join(stage, attr(tag, "href"))
        with open(path, encoding="utf-8") as f:
            css += f.read() + "\n"
        os.remove(path)
    if "</style" in css.lower():
        sys.exit("post_build: a stylesheet contains '</style', which would end the inlined <style>")
    html = html.replace(links[0], f"<style>{css.strip()}</style>", 1)
    for tag in links[1:]:
        html = html.replace(tag, "", 1)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"post_build: {len(links)} stylesheets inlined into index.html ({len(css)} bytes)")


def worker_loaders(stage):
    """trunk's worker loader shims (`<name>_loader.js`) start the worker's wasm with a bare
    URL, which wasm-bindgen's glue answers at every start with the console warning "using
    deprecated parameters for the initialization function; pass a single object instead":
    they get the object form it asks for. A shim of another form stops the build, so a trunk
    that writes them differently is noticed."""
    shims = sorted(f for f in os.listdir(stage) if f.endswith("_loader.js"))
    for name in shims:
        path = os.path.join(stage, name)
        with open(path, encoding="utf-8") as f:
            js = f.read()
        fixed, n = re.subn(r'wasm_bindgen\(("[^"]+")\)', r"wasm_bindgen({module_or_path:\1})", js)
        if n != 1 and "module_or_path" not in js:
            sys.exit(f"post_build: {name} does not start its wasm as expected: {js!r}")
        with open(path, "w", encoding="utf-8") as f:
            f.write(fixed)
    print(f"post_build: {len(shims)} worker loaders start their wasm with an object")


def main():
    stage = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not stage:
        sys.exit("post_build: no TRUNK_STAGING_DIR and no directory argument")
    os.environ["TRUNK_STAGING_DIR"] = stage  # for sw_precache
    release = os.environ.get("TRUNK_PROFILE", "release") == "release"
    split_wasm.main(stage, release)
    fill_words_and_icons(stage)
    worker_loaders(stage)
    if release:
        inline_css(stage)
    csp_hashes.main(stage)
    sw_precache.main()


if __name__ == "__main__":
    main()
