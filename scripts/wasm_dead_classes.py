#!/usr/bin/env python3
"""Drops the JS classes wasm-bindgen exports for Rust types that never reach JavaScript,
and their wasm exports, so that wasm-opt can remove the code behind them.

Why: leptos always links server_fn's browser client, which brings wasm-streams, whose
`#[wasm_bindgen]` stream adapters (IntoUnderlyingSource, -Sink, -ByteSource) are exported
whether or not anything uses them. Pasch has no server functions: nothing can create one.
Together they cost ~1.9 KB of gzip (wasm and JS glue).

A class counts as dead when JavaScript can get no instance of it: the glue never wraps
one coming from Rust (`X.__wrap`), the class has no constructor, and nothing else in the
glue names it. Its block, its FinalizationRegistry and its wasm exports (`x_*`,
`__wbg_x_free`) go; anything less certain is left as it is.
"""
import re

import wasm_order

CLASS = re.compile(
    r"^export class (\w+) \{\n.*?^\}\n"
    r"(?:if \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n)?",
    re.M | re.S,
)


def finalization(name):
    return re.compile(rf"^const {name}Finalization = .*?;\n", re.M | re.S)


def dead_classes(js):
    """The glue without its dead classes, and the wasm export name prefixes they had."""
    prefixes = []
    for match in list(CLASS.finditer(js)):
        name, block = match.group(1), match.group(0)
        if "constructor(" in block or f"{name}.__wrap" in js:
            continue
        without = finalization(name).sub("", js.replace(block, "", 1), count=1)
        if re.search(rf"\b{name}\b", without):
            continue  # still named somewhere: not certainly dead
        js = without
        prefixes.append(name.lower())
    return js, prefixes


def without_exports(wasm, prefixes):
    """The wasm with the exports of those classes left out, and their names."""
    def dead(name):
        return any(name.startswith(p + "_") or name == f"__wbg_{p}_free" for p in prefixes)

    out, dropped = bytearray(wasm[:8]), []
    for sid, whole, payload in wasm_order.sections(wasm):
        if sid != 7:
            out += whole
            continue
        count, i = wasm_order.leb(payload, 0)
        kept = []
        for _ in range(count):
            start = i
            length, i = wasm_order.leb(payload, i)
            name = payload[i:i + length].decode()
            i += length + 1  # name, kind
            _, i = wasm_order.leb(payload, i)  # index
            if dead(name):
                dropped.append(name)
            else:
                kept.append(payload[start:i])
        out += wasm_order.section(7, wasm_order.to_leb(len(kept)) + b"".join(kept))
    return bytes(out), dropped


def drop(js_path, wasm_path):
    """Rewrites both files; returns the names of the classes dropped."""
    with open(js_path, encoding="utf-8") as f:
        js = f.read()
    with open(wasm_path, "rb") as f:
        wasm = f.read()
    js, prefixes = dead_classes(js)
    if not prefixes:
        return []
    wasm, dropped = without_exports(wasm, prefixes)
    still_used = [n for n in dropped if f"wasm.{n}" in js]
    if still_used:
        raise ValueError(f"the glue still calls dropped exports: {still_used}")
    with open(js_path, "w", encoding="utf-8") as f:
        f.write(js)
    with open(wasm_path, "wb") as f:
        f.write(wasm)
    return prefixes
