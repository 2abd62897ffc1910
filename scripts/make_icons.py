#!/usr/bin/env python3
"""Draw Pasch's app icons (PNG) with only the standard library.

A die face in ivory on the table green, its pips laid out as a "P" in red.
Shapes are signed-distance functions, so edges are anti-aliased without supersampling.
Run once after changing the design; the PNGs are committed in public/icons/.

    python3 scripts/make_icons.py [OUT_DIR]   (default: public/icons)
"""
import math
import os
import struct
import sys
import zlib

GREEN = (27, 94, 59)  # #1b5e3b, the manifest's theme colour
IVORY = (253, 248, 238)  # #fdf8ee
RED = (179, 38, 30)  # #b3261e
SHADOW = (12, 48, 29)  # darker green under the die

# "P" in a 3x5 grid of pips: the stem plus the bowl.
P_PIPS = [(0, 0), (1, 0), (0, 1), (2, 1), (0, 2), (1, 2), (0, 3), (0, 4)]


def rounded_box(px, py, cx, cy, half, radius):
    """Signed distance from (px, py) to a rounded square centred at (cx, cy)."""
    qx = abs(px - cx) - half + radius
    qy = abs(py - cy) - half + radius
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def coverage(distance):
    """Pixel coverage of a shape given the signed distance at the pixel centre."""
    return min(max(0.5 - distance, 0.0), 1.0)


def blend(under, over, alpha):
    return tuple(u + (o - u) * alpha for u, o in zip(under, over))


def draw(size, tile_radius, die_half):
    """One RGBA icon. tile_radius None = full-bleed square (maskable, apple-touch)."""
    c = size / 2.0
    die_r = die_half * 0.22
    # Pip grid: 3 columns x 5 rows inside the die, centred.
    step = die_half * 2 * 0.19
    pip_r = step * 0.36
    grid_w, grid_h = 2 * step, 4 * step
    ox, oy = c - grid_w / 2, c - grid_h / 2
    pips = [(ox + gx * step, oy + gy * step) for gx, gy in P_PIPS]
    shadow_dy = die_half * 0.06

    rows = []
    for y in range(size):
        row = bytearray([0])  # filter type 0
        py = y + 0.5
        for x in range(size):
            px = x + 0.5
            if tile_radius is None:
                tile_a = 1.0
            else:
                tile_a = coverage(rounded_box(px, py, c, c, c, tile_radius))
            colour = GREEN
            colour = blend(colour, SHADOW, 0.55 * coverage(rounded_box(px, py - shadow_dy, c, c, die_half, die_r)))
            colour = blend(colour, IVORY, coverage(rounded_box(px, py, c, c, die_half, die_r)))
            d_pip = min(math.hypot(px - qx, py - qy) - pip_r for qx, qy in pips)
            colour = blend(colour, RED, coverage(d_pip))
            row += bytes(round(v) for v in colour) + bytes([round(255 * tile_a)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "public", "icons")
    os.makedirs(out, exist_ok=True)
    icons = {
        # "any" icons: a rounded tile, the die large.
        "icon-192.png": (192, 192 * 0.2, 192 * 0.34),
        "icon-512.png": (512, 512 * 0.2, 512 * 0.34),
        "favicon-32.png": (32, 32 * 0.2, 32 * 0.38),
        # Maskable: full bleed; the die's corners stay inside the 40 % safe circle.
        "icon-maskable-512.png": (512, None, 512 * 0.27),
        # iOS fills transparency with black, so full bleed as well.
        "apple-touch-icon.png": (180, None, 180 * 0.32),
    }
    for name, (size, tile_radius, die_half) in icons.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(draw(size, tile_radius, die_half))
        print(f"{name}: {size}x{size}")


if __name__ == "__main__":
    main()
