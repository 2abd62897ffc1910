#!/usr/bin/env python3
"""trunk post_build hook (Trunk.toml): split_wasm.py cuts the app's wasm into the start-up
module and the screens' parts, the words of index.html's static start screen are filled
in, the worker loaders are fixed, the inlined stylesheets joined into one <style>, csp_hashes.py puts the hashes of index.html's inline
scripts and styles into its Content-Security-Policy, then sw_precache.py writes the
build's file list for the service worker.

index.html shows a start screen and a start-failed box before the app runs. Their words
are not written there but named (data-w="key" for the text, data-w-title, data-w-label
with keys joined by " – "); this fills the <script id="words"> JSON with those messages
in every language. The words come from the app's own cargo build: build/words.rs, the one
reader of locales/*.ftl, writes every message without placeholders to plain-words.json in
its $OUT_DIR. A key missing from a language, or a message with placeholders, stops the
build. (The stylesheets and the top bar's icons are inlined by trunk itself: rel="inline".)

Runs in trunk's staging dir ($TRUNK_STAGING_DIR), after trunk has minified the HTML and
before the staging dir becomes dist/. One hook for all steps: trunk runs the hooks of a
stage side by side, and the precache must list the final files.

The words of the languages not compiled into the app (build/words.rs, BUILT_IN) are data
the app fetches when such a language is chosen: build/words.rs writes them to words/ in
its $OUT_DIR, and this copies them to words/<code>.json of the build (so the service
worker precaches them too). The rules pages come in by index.html's copy-dir of
locales/rules, whose README.md this removes.
"""
import glob
import json
import os
import re
import shutil
import sys

import csp_hashes
import split_wasm
import sw_precache

VALUE = r'("[^"]*"|[^\s>]*)'
PLAIN_WORDS = "plain-words.json"


WORDS_DIR = "words"


def out_dir(release):
    """The $OUT_DIR of the app's build script in the cargo build trunk has just run (the
    newest, should several builds of it share the profile's folder)."""
    profile = os.path.dirname(split_wasm.cargo_output(split_wasm.profile_dir(release)))
    found = glob.glob(os.path.join(profile, "build", f"{split_wasm.BIN}-*", "out", PLAIN_WORDS))
    if not found:
        sys.exit(f"post_build: no {PLAIN_WORDS} of build/words.rs under {profile}/build")
    return os.path.dirname(max(found, key=os.path.getmtime))


def built_words(release):
    """{lang: {key: text}} of the messages without placeholders, as build/words.rs wrote
    them."""
    with open(os.path.join(out_dir(release), PLAIN_WORDS), encoding="utf-8") as f:
        return json.load(f)


def copy_loaded_words(stage, release):
    """words/<code>.json of every language not built in, from build/words.rs's $OUT_DIR
    (written by the same build as the wasm that reads them)."""
    source = os.path.join(out_dir(release), WORDS_DIR)
    target = os.path.join(stage, WORDS_DIR)
    files = sorted(f for f in os.listdir(source) if f.endswith(".json")) if os.path.isdir(source) else []
    if not files:
        return
    os.makedirs(target, exist_ok=True)
    for name in files:
        shutil.copyfile(os.path.join(source, name), os.path.join(target, name))
    print(f"post_build: the words of {', '.join(f[:-5] for f in files)} copied to {WORDS_DIR}/")


def rules_without_readme(stage):
    """index.html copies locales/rules as it is: its README.md is no page's text."""
    readme = os.path.join(stage, "rules", "README.md")
    if os.path.exists(readme):
        os.remove(readme)


def words_for(html, release):
    """The messages index.html names, per language: {"de": {key: text}, ...}."""
    keys = set()
    for m in re.finditer(rf"\bdata-w(?:-title|-label)?={VALUE}", html):
        keys.update(m.group(1).strip('"').split())
    if not keys:
        sys.exit("post_build: index.html names no words (data-w)")
    words, problems = {}, []
    for lang, messages in sorted(built_words(release).items()):
        words[lang] = {}
        for key in sorted(keys):
            if key in messages:
                words[lang][key] = messages[key]
            else:
                problems.append(f"locales/{lang}.ftl: {key} missing or has placeholders")
    if problems:
        sys.exit("post_build: index.html's words:\n  " + "\n  ".join(problems))
    return words


def fill_words(stage, release):
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    words = json.dumps(words_for(html, release), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    html = re.sub(
        rf"(<script\b[^>]*\bid={VALUE}[^>]*>)(.*?)(</script>)",
        lambda m: m.group(1) + words + m.group(4) if m.group(2).strip('"') == "words" else m.group(0),
        html,
        flags=re.S,
    )
    if words not in html:
        sys.exit('post_build: index.html has no <script id="words">')
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"post_build: index.html's words filled in ({', '.join(sorted(json.loads(words)))})")


def join_styles(stage):
    """Trunk inlines each stylesheet (rel="inline", kept apart in style/ for editing) as a
    <style> of its own, one after the other; each would need its own hash in the
    Content-Security-Policy (about 50 bytes gzip each). They become one <style>, in their
    order, before the hashes are taken."""
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    joined = re.sub(r"</style>\s*<style>", "", html)
    with open(index, "w", encoding="utf-8") as f:
        f.write(joined)


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
    fill_words(stage, release)
    copy_loaded_words(stage, release)
    rules_without_readme(stage)
    worker_loaders(stage)
    join_styles(stage)
    csp_hashes.main(stage)
    sw_precache.main()


if __name__ == "__main__":
    main()
