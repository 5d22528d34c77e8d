#!/usr/bin/env python3
"""Draw every piece of the project's art as PNG files.

    python3 scripts/make-assets.py [--out Assets]

Standard library only (no Pillow, no numpy), so anyone with Python 3.11 can
regenerate the art and review a change to it as a change to this file.

How it works
------------
* Every image is designed in "1x units" (a 128x128 joystick base is drawn
  in coordinates 0..128).  A Canvas has a scale (1 or 2); each pixel centre
  is mapped back to design units, so the @2x image is drawn at its own
  resolution from the same geometry, never upscaled.
* Shapes are signed distance functions (SDFs): negative inside, positive
  outside, in design units.  A pixel's coverage is taken from the distance
  to the edge measured in pixels, which gives an analytic anti-aliased edge
  for one function call per pixel (4x4 supersampling would cost 16).
* Colours are floats 0..1.  The canvas keeps premultiplied alpha while
  compositing (so "over" is one multiply-add) and converts to straight
  alpha only when encoding; fully transparent pixels become 0,0,0,0.
* Nothing random: the little speckle generator is a fixed LCG, and the PNG
  encoder writes no timestamps, so the same script writes the same bytes.
"""

import argparse
import math
import os
import struct
import time
import zlib


# ---------------------------------------------------------------------------
# PNG encoder: 8-bit RGBA (colour type 6), filter type 0 on every row.
# ---------------------------------------------------------------------------

def png_chunk(tag, data):
    """One PNG chunk: length, tag, data, CRC-32 over tag and data."""
    crc = zlib.crc32(tag + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", crc)


def encode_png(width, height, rgba):
    """rgba is a bytes object of width*height*4 straight-alpha bytes."""
    stride = width * 4
    # Filter byte 0 ("None") before each scanline: simple and deterministic.
    raw = b"".join(b"\x00" + rgba[y * stride:(y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n"
            + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(raw, 9))
            + png_chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# Small maths helpers.
# ---------------------------------------------------------------------------

def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def mix(a, b, t):
    """Linear blend of two equal-length colour tuples."""
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def smoothstep(e0, e1, v):
    t = clamp((v - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def hexc(code, alpha=1.0):
    """'#rrggbb' -> (r, g, b, a) floats, so palettes read like a design tool."""
    code = code.lstrip("#")
    return (int(code[0:2], 16) / 255, int(code[2:4], 16) / 255,
            int(code[4:6], 16) / 255, alpha)


def grey(level, alpha=1.0):
    return (level, level, level, alpha)


def ramp(stops, t):
    """Piecewise-linear gradient: stops is [(position, colour), ...] sorted."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0))
    return stops[-1][1]


def rotate(points, angle, cx, cy):
    """Rotate (x, y) points about (cx, cy); angle in radians, clockwise on screen."""
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca)
            for x, y in points]


# Light comes from the upper left and slightly towards the viewer, the same
# for every object, so the set looks like one scene.
_L = (-0.48, -0.62, 0.62)
_LN = math.sqrt(sum(v * v for v in _L))
LIGHT = tuple(v / _LN for v in _L)
_H = (LIGHT[0], LIGHT[1], LIGHT[2] + 1.0)        # Blinn half-vector, viewer at +z
_HN = math.sqrt(sum(v * v for v in _H))
HALF = tuple(v / _HN for v in _H)


def sphere_normal(x, y, cx, cy, r, flatten=1.0):
    """Normal of a (possibly flattened) dome seen from above at (x, y)."""
    nx, ny = (x - cx) / r, (y - cy) / r
    d2 = nx * nx + ny * ny
    nz = math.sqrt(max(0.0, 1.0 - min(d2, 1.0))) * flatten
    n = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    return nx / n, ny / n, nz / n


def lighting(n, shininess=24.0):
    """(diffuse, specular) for unit normal n under the shared light."""
    diffuse = max(0.0, n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2])
    spec = max(0.0, n[0] * HALF[0] + n[1] * HALF[1] + n[2] * HALF[2]) ** shininess
    return diffuse, spec


def shade(base, diffuse, spec, ambient=0.35, alpha=1.0):
    """Lit colour: base scaled by light, then pushed towards white by specular."""
    k = ambient + (1.0 - ambient) * diffuse
    lit = tuple(clamp(c * k) for c in base[:3])
    return mix(lit, (1.0, 1.0, 1.0), clamp(spec)) + (alpha,)


# ---------------------------------------------------------------------------
# Signed distance functions (design units; negative inside).  Each returns a
# closure f(x, y) so shapes can be combined and handed to Canvas.fill.
# ---------------------------------------------------------------------------

def sd_disc(cx, cy, r):
    def f(x, y):
        return math.hypot(x - cx, y - cy) - r
    return f


def sd_ellipse(cx, cy, rx, ry):
    """Approximate ellipse distance: exact enough for 1-pixel anti-aliasing."""
    def f(x, y):
        dx, dy = (x - cx) / rx, (y - cy) / ry
        k = math.hypot(dx, dy)
        if k == 0:
            return -min(rx, ry)
        # Divide by the gradient length so the edge band stays one pixel wide.
        g = math.hypot(dx / rx, dy / ry) / k
        return (k - 1.0) / g
    return f


def sd_ring(cx, cy, r, width):
    """Annulus of the given width centred on radius r."""
    def f(x, y):
        return abs(math.hypot(x - cx, y - cy) - r) - width / 2
    return f


def sd_round_rect(x0, y0, x1, y1, radius):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius

    def f(x, y):
        qx, qy = abs(x - cx) - hx, abs(y - cy) - hy
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - radius
    return f


def sd_segment(ax, ay, bx, by, r):
    """Capsule: all points within r of the segment a-b (a stroke with round caps)."""
    ex, ey = bx - ax, by - ay
    ee = ex * ex + ey * ey

    def f(x, y):
        wx, wy = x - ax, y - ay
        t = clamp((wx * ex + wy * ey) / ee) if ee else 0.0
        return math.hypot(wx - ex * t, wy - ey * t) - r
    return f


def sd_polygon(points):
    """Exact distance to a simple polygon (after Inigo Quilez's sdPolygon)."""
    pts = list(points)
    n = len(pts)

    def f(x, y):
        d = (x - pts[0][0]) ** 2 + (y - pts[0][1]) ** 2
        sign = 1.0
        j = n - 1
        for i in range(n):
            vix, viy = pts[i]
            vjx, vjy = pts[j]
            ex, ey = vjx - vix, vjy - viy
            wx, wy = x - vix, y - viy
            t = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey))
            bx, by = wx - ex * t, wy - ey * t
            d = min(d, bx * bx + by * by)
            # Crossing test for inside/outside (even-odd rule).
            c1, c2, c3 = y >= viy, y < vjy, ex * wy > ey * wx
            if (c1 and c2 and c3) or not (c1 or c2 or c3):
                sign = -sign
            j = i
        return sign * math.sqrt(d)
    return f


def sd_union(*shapes):
    def f(x, y):
        return min(s(x, y) for s in shapes)
    return f


def sd_intersect(*shapes):
    def f(x, y):
        return max(s(x, y) for s in shapes)
    return f


def sd_subtract(shape, hole):
    def f(x, y):
        return max(shape(x, y), -hole(x, y))
    return f


def sd_heart(tip_x, tip_y, size):
    """Heart with its point at (tip_x, tip_y); ~1.2*size wide, 1.1*size tall.
    After Inigo Quilez's sdHeart, flipped so y grows downwards."""
    def f(x, y):
        px, py = abs(x - tip_x) / size, (tip_y - y) / size
        if px + py > 1.0:
            return (math.hypot(px - 0.25, py - 0.75) - math.sqrt(2) / 4) * size
        m = 0.5 * max(px + py, 0.0)
        d = math.sqrt(min(px * px + (py - 1.0) ** 2, (px - m) ** 2 + (py - m) ** 2))
        return d * (1 if px > py else -1) * size
    return f


# ---------------------------------------------------------------------------
# Canvas: premultiplied float RGBA, composited with "source over".
# ---------------------------------------------------------------------------

class Canvas:
    def __init__(self, width, height, scale):
        self.width, self.height = width, height      # design units
        self.scale = scale
        self.w, self.h = width * scale, height * scale  # pixels
        self.buf = [0.0] * (self.w * self.h * 4)

    def _pixels(self, bbox):
        """Pixel columns and rows touched by a design-unit bounding box."""
        if bbox is None:
            return range(self.w), range(self.h)
        x0, y0, x1, y1 = bbox
        s = self.scale
        xs = range(max(0, int(math.floor(x0 * s)) - 1), min(self.w, int(math.ceil(x1 * s)) + 1))
        ys = range(max(0, int(math.floor(y0 * s)) - 1), min(self.h, int(math.ceil(y1 * s)) + 1))
        return xs, ys

    def _over(self, i, r, g, b, a):
        buf = self.buf
        k = 1.0 - a
        buf[i] = r * a + buf[i] * k
        buf[i + 1] = g * a + buf[i + 1] * k
        buf[i + 2] = b * a + buf[i + 2] * k
        buf[i + 3] = a + buf[i + 3] * k

    def fill(self, sdf, paint, bbox=None, soft=0.0):
        """Composite a shape.  paint is a colour tuple or f(x, y) -> colour.
        The edge fades over one pixel (anti-aliasing) or over `soft` design
        units when that is wider (shadows, glows)."""
        s = self.scale
        band = max(1.0 / s, soft)
        const = not callable(paint)
        xs, ys = self._pixels(bbox)
        for py in ys:
            y = (py + 0.5) / s
            row = py * self.w
            for px in xs:
                x = (px + 0.5) / s
                cov = 0.5 - sdf(x, y) / band
                if cov <= 0.0:
                    continue
                r, g, b, a = paint if const else paint(x, y)
                a *= cov if cov < 1.0 else 1.0
                if a > 0.0:
                    self._over((row + px) * 4, r, g, b, a)

    def glow(self, sdf, colour, radius, bbox=None, falloff=2.0):
        """Light bleeding out of a shape: full colour alpha inside, fading
        to nothing `radius` units outside.  Drawn underneath the shape."""
        s = self.scale
        r, g, b, a0 = colour
        xs, ys = self._pixels(bbox)
        for py in ys:
            y = (py + 0.5) / s
            row = py * self.w
            for px in xs:
                d = sdf((px + 0.5) / s, y)
                if d >= radius:
                    continue
                a = a0 * (1.0 - max(d, 0.0) / radius) ** falloff
                self._over((row + px) * 4, r, g, b, a)

    def pixel_rect(self, x, y, w, h, colour):
        """Crisp axis-aligned block in design units (for the bitmap font)."""
        s = self.scale
        for py in range(int(y * s), int((y + h) * s)):
            for px in range(int(x * s), int((x + w) * s)):
                if 0 <= px < self.w and 0 <= py < self.h:
                    self._over((py * self.w + px) * 4, *colour)

    def to_bytes(self):
        """Un-premultiply to straight 8-bit RGBA; transparent -> 0,0,0,0."""
        out = bytearray(self.w * self.h * 4)
        buf = self.buf
        for i in range(0, len(buf), 4):
            a = buf[i + 3]
            a8 = int(round(clamp(a) * 255))
            if a8 == 0:
                continue                              # already 0,0,0,0
            out[i] = int(round(clamp(buf[i] / a) * 255))
            out[i + 1] = int(round(clamp(buf[i + 1] / a) * 255))
            out[i + 2] = int(round(clamp(buf[i + 2] / a) * 255))
            out[i + 3] = a8
        return bytes(out)


def circle_box(cx, cy, r):
    return (cx - r, cy - r, cx + r, cy + r)


# ---------------------------------------------------------------------------
# The 5x7 pixel font (5x8 for descenders).  Rows top to bottom, '#' = ink.
# Row 6 is the baseline row; the optional 8th row hangs below it.  Used by
# the HUD font sheet and, as vector strokes, for the lettered buttons.
# ---------------------------------------------------------------------------

GLYPHS = {
    " ": "..... ..... ..... ..... ..... ..... .....",
    "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
    '"': ".#.#. .#.#. .#.#. ..... ..... ..... .....",
    "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
    "$": "..#.. .#### #.#.. .###. ..#.# ####. ..#..",
    "%": "##... ##..# ...#. ..#.. .#... #..## ...##",
    "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
    "'": "..#.. ..#.. .#... ..... ..... ..... .....",
    "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
    ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
    "*": "..... ..#.. #.#.# .###. #.#.# ..#.. .....",
    "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
    ",": "..... ..... ..... ..... ..... .##.. .##.. .#...",
    "-": "..... ..... ..... ##### ..... ..... .....",
    ".": "..... ..... ..... ..... ..... .##.. .##..",
    "/": "..... ....# ...#. ..#.. .#... #.... .....",
    "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": ".###. #...# ....# ...#. ..#.. .#... #####",
    "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
    "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "##### #.... ####. ....# ....# #...# .###.",
    "6": "..##. .#... #.... ####. #...# #...# .###.",
    "7": "##### ....# ...#. ..#.. .#... .#... .#...",
    "8": ".###. #...# #...# .###. #...# #...# .###.",
    "9": ".###. #...# #...# .#### ....# ...#. .##..",
    ":": "..... ..... .##.. .##.. ..... .##.. .##..",
    ";": "..... ..... .##.. .##.. ..... .##.. .##.. .#...",
    "<": "...#. ..#.. .#... #.... .#... ..#.. ...#.",
    "=": "..... ..... ##### ..... ##### ..... .....",
    ">": ".#... ..#.. ...#. ....# ...#. ..#.. .#...",
    "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
    "@": ".###. #...# #.### #.#.# #.### #.... .####",
    "A": ".###. #...# #...# ##### #...# #...# #...#",
    "B": "####. #...# #...# ####. #...# #...# ####.",
    "C": ".###. #...# #.... #.... #.... #...# .###.",
    "D": "###.. #..#. #...# #...# #...# #..#. ###..",
    "E": "##### #.... #.... ####. #.... #.... #####",
    "F": "##### #.... #.... ####. #.... #.... #....",
    "G": ".###. #...# #.... #.### #...# #...# .####",
    "H": "#...# #...# #...# ##### #...# #...# #...#",
    "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "#.... #.... #.... #.... #.... #.... #####",
    "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
    "O": ".###. #...# #...# #...# #...# #...# .###.",
    "P": "####. #...# #...# ####. #.... #.... #....",
    "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "####. #...# #...# ####. #.#.. #..#. #...#",
    "S": ".#### #.... #.... .###. ....# ....# ####.",
    "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "#...# #...# #...# #...# #...# #...# .###.",
    "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    "[": ".###. .#... .#... .#... .#... .#... .###.",
    "\\": "..... #.... .#... ..#.. ...#. ....# .....",
    "]": ".###. ...#. ...#. ...#. ...#. ...#. .###.",
    "^": "..#.. .#.#. #...# ..... ..... ..... .....",
    "_": "..... ..... ..... ..... ..... ..... ..... #####",
    "`": ".#... ..#.. ...#. ..... ..... ..... .....",
    "a": "..... ..... .###. ....# .#### #...# .####",
    "b": "#.... #.... #.##. ##..# #...# #...# ####.",
    "c": "..... ..... .###. #.... #.... #...# .###.",
    "d": "....# ....# .##.# #..## #...# #...# .####",
    "e": "..... ..... .###. #...# ##### #.... .###.",
    "f": "..##. .#..# .#... ###.. .#... .#... .#...",
    "g": "..... ..... .#### #...# #...# .#### ....# .###.",
    "h": "#.... #.... #.##. ##..# #...# #...# #...#",
    "i": "..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
    "j": "...#. ..... ..##. ...#. ...#. ...#. #..#. .##..",
    "k": "#.... #.... #..#. #.#.. ##... #.#.. #..#.",
    "l": ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "m": "..... ..... ##.#. #.#.# #.#.# #...# #...#",
    "n": "..... ..... #.##. ##..# #...# #...# #...#",
    "o": "..... ..... .###. #...# #...# #...# .###.",
    "p": "..... ..... ####. #...# #...# ####. #.... #....",
    "q": "..... ..... .#### #...# #...# .#### ....# ....#",
    "r": "..... ..... #.##. ##..# #.... #.... #....",
    "s": "..... ..... .#### #.... .###. ....# ####.",
    "t": ".#... .#... ###.. .#... .#... .#..# ..##.",
    "u": "..... ..... #...# #...# #...# #..## .##.#",
    "v": "..... ..... #...# #...# #...# .#.#. ..#..",
    "w": "..... ..... #...# #...# #.#.# #.#.# .#.#.",
    "x": "..... ..... #...# .#.#. ..#.. .#.#. #...#",
    "y": "..... ..... #...# #...# #...# .#### ....# .###.",
    "z": "..... ..... ##### ...#. ..#.. .#... #####",
    "{": "...## ..#.. ..#.. .#... ..#.. ..#.. ...##",
    "|": "..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "}": "##... ..#.. ..#.. ...#. ..#.. ..#.. ##...",
    "~": "..... ..... .#... #.#.# ...#. ..... .....",
}


def glyph_cells(ch):
    """Set of (column, row) cells that are inked for a character."""
    rows = GLYPHS[ch].split()
    return {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "#"}


def glyph_strokes(ch, left, top, unit, radius):
    """Turn a pixel glyph into round-capped strokes between inked neighbours,
    so a 5x7 letter scales up into a smooth vector letter.  A diagonal is
    joined only where no orthogonal path already links the two cells, so
    corners stay crisp and diagonals (A, V, 2...) become real slants."""
    cells = glyph_cells(ch)
    segs = []

    def centre(c):
        return left + (c[0] + 0.5) * unit, top + (c[1] + 0.5) * unit

    for cx, cy in sorted(cells):
        a = centre((cx, cy))
        segs.append(sd_segment(a[0], a[1], a[0], a[1], radius))   # lone dots
        for dx, dy in ((1, 0), (0, 1), (1, 1), (-1, 1)):
            nb = (cx + dx, cy + dy)
            if nb not in cells:
                continue
            if dx and dy and ((cx + dx, cy) in cells or (cx, cy + dy) in cells):
                continue
            b = centre(nb)
            segs.append(sd_segment(a[0], a[1], b[0], b[1], radius))
    return sd_union(*segs)


# ---------------------------------------------------------------------------
# Joystick art.
# ---------------------------------------------------------------------------

def chevron(cx, cy, angle, size, width):
    """A '^'-shaped stroke centred at (cx, cy) pointing along `angle`
    (0 = up, clockwise), built from two capsules."""
    pts = rotate([(cx - size, cy + size * 0.55), (cx, cy - size * 0.45),
                  (cx + size, cy + size * 0.55)], angle, cx, cy)
    return sd_union(sd_segment(*pts[0], *pts[1], width / 2),
                    sd_segment(*pts[1], *pts[2], width / 2))


def draw_base(c):
    """Dark translucent disc, lighter rim, four direction chevrons."""
    cx = cy = 64.0
    R = 62.0                                     # 2 px margin on a 128 canvas
    box = circle_box(cx, cy, R)

    # Body: radial gradient, a touch lighter and more see-through in the
    # middle so the game shows through, denser towards the rim.
    def body(x, y):
        t = math.hypot(x - cx, y - cy) / R
        col = ramp([(0.0, hexc("#3a4260", 0.58)), (0.7, hexc("#232940", 0.64)),
                    (1.0, hexc("#141829", 0.74))], t)
        return col
    c.fill(sd_disc(cx, cy, R), body, box)

    # Faint inner guide ring: where the knob's centre reaches full deflection.
    c.fill(sd_ring(cx, cy, 38, 1.0), grey(1.0, 0.10), box)

    # Rim: a light band, brighter on the lit (upper-left) side.
    def rim(x, y):
        lit = ((x - cx) * LIGHT[0] + (y - cy) * LIGHT[1]) / R   # -1..1
        return mix(hexc("#8a93b8", 0.55), hexc("#dfe6ff", 0.9), clamp(0.5 + 0.5 * lit / 0.78))
    c.fill(sd_ring(cx, cy, R - 2.2, 3.0), rim, box)
    c.fill(sd_ring(cx, cy, R - 5.0, 1.0), grey(0.0, 0.25), box)   # shadow under the rim

    # Chevrons pointing outwards, up/right/down/left.
    for k in range(4):
        ang = k * math.pi / 2
        px, py = cx + math.sin(ang) * 49, cy - math.cos(ang) * 49
        shape = chevron(px, py, ang, 6.0, 3.2)
        bb = circle_box(px, py, 10)
        c.fill(shape, grey(0.0, 0.35), bb, soft=1.5)               # soft drop shadow
        c.fill(chevron(px - 0.6, py - 0.8, ang, 6.0, 3.2), hexc("#e4eaff", 0.78), bb)


def draw_handle(c):
    """Neutral grey dome, 50% of the canvas, alpha 1 inside so both run-time
    tints (monochrome and colour fill) work."""
    cx = cy = 64.0
    R = 32.0
    box = circle_box(cx, cy, R)

    def dome(x, y):
        n = sphere_normal(x, y, cx, cy, R, flatten=1.3)
        diffuse, spec = lighting(n, 30)
        col = shade((0.86, 0.86, 0.86), diffuse, spec * 0.8, ambient=0.38)
        # Thin darker edge so the knob separates from the base at any tint.
        edge = smoothstep(R - 3.0, R, math.hypot(x - cx, y - cy))
        return mix(col, grey(0.28), edge * 0.75)
    c.fill(sd_disc(cx, cy, R), dome, box)

    # Soft broad gloss spot towards the light.
    c.fill(sd_ellipse(cx - 10, cy - 12, 9, 6), grey(1.0, 0.35), box, soft=7.0)


def draw_fancy_base(c):
    """Brushed-metal bezel with tick marks around a recessed dark well."""
    cx = cy = 64.0
    R, inner = 62.0, 49.0
    box = circle_box(cx, cy, R)

    # Recessed centre: darker where the bezel lip shades it (upper left),
    # lighter on the far side; translucent so the game stays visible.
    def well(x, y):
        dx, dy = (x - cx) / inner, (y - cy) / inner
        toward = -(dx * LIGHT[0] + dy * LIGHT[1]) / 0.78           # +1 far side
        t = math.hypot(dx, dy)
        base = ramp([(0.0, hexc("#1e2336", 0.72)), (1.0, hexc("#0d1020", 0.8))], t)
        return mix(base, hexc("#39405c", 0.8), clamp(0.35 * toward * t))
    c.fill(sd_disc(cx, cy, inner + 1), well, box)
    # Inner shadow cast by the lip onto the upper-left of the well.
    c.fill(sd_subtract(sd_disc(cx, cy, inner + 1), sd_disc(cx + 2.5, cy + 3.0, inner - 2)),
           grey(0.0, 0.45), box, soft=4.0)
    # Machined concentric grooves in the well.
    for r in (16.0, 30.0):
        c.fill(sd_ring(cx, cy, r, 1.0), grey(0.0, 0.35), box)
        c.fill(sd_ring(cx + 0.5, cy + 0.7, r, 0.8), grey(1.0, 0.08), box)

    # Metal bezel: brightness follows the light direction, plus a fine
    # angular ripple that reads as brushed/turned metal.
    def metal(x, y):
        ang = math.atan2(y - cy, x - cx)
        dist = math.hypot(x - cx, y - cy)
        lit = math.cos(ang - math.atan2(LIGHT[1], LIGHT[0]))
        lum = 0.55 + 0.25 * lit + 0.06 * math.cos(ang * 12.0) + 0.04 * math.cos(ang * 31.0)
        # Rounded profile: the outer edge faces the light, the inner edge away.
        prof = (dist - inner) / (R - inner)                        # 0 inner .. 1 outer
        lum += 0.18 * math.sin(prof * math.pi) - 0.08
        return (clamp(lum * 0.94), clamp(lum * 0.97), clamp(lum * 1.03), 1.0)
    c.fill(sd_ring(cx, cy, (R + inner) / 2, R - inner), metal, box)

    # Tick marks: 32 small, 4 long bright ones at the compass points.
    for k in range(32):
        ang = k * 2 * math.pi / 32
        major = k % 8 == 0
        r0, r1 = (51.5, 60.0) if major else (53.5, 58.0)
        sx, sy = math.sin(ang), -math.cos(ang)
        a = (cx + sx * r0, cy + sy * r0)
        b = (cx + sx * r1, cy + sy * r1)
        bb = (min(a[0], b[0]) - 3, min(a[1], b[1]) - 3, max(a[0], b[0]) + 3, max(a[1], b[1]) + 3)
        if major:
            c.fill(sd_segment(*a, *b, 2.2), hexc("#00e5ff", 0.35), bb, soft=2.5)
            c.fill(sd_segment(*a, *b, 1.1), hexc("#bff8ff"), bb)
        else:
            c.fill(sd_segment(*a, *b, 0.6), hexc("#23283a", 0.85), bb)
            c.fill(sd_segment(a[0] + 0.5, a[1] + 0.6, b[0] + 0.5, b[1] + 0.6, 0.4),
                   grey(1.0, 0.25), bb)

    # Crisp outlines: dark outer edge, dark lip and a bright catch-light on
    # the lip's far side (recess edges catch light away from the source).
    c.fill(sd_ring(cx, cy, R - 0.5, 1.0), hexc("#101322", 0.9), box)
    c.fill(sd_ring(cx, cy, inner + 0.5, 1.0), hexc("#0a0c16", 0.9), box)

    def lip(x, y):
        far = -((x - cx) * LIGHT[0] + (y - cy) * LIGHT[1]) / (inner * 0.78)
        return grey(1.0, 0.55 * clamp(far))
    c.fill(sd_ring(cx, cy, inner - 0.6, 0.8), lip, box)


def draw_fancy_handle(c):
    """Glossy ball with a dished, ribbed grip on top.  Neutral greys only,
    alpha 1 inside, so it tints like the plain handle."""
    cx = cy = 64.0
    R = 32.0
    box = circle_box(cx, cy, R)

    def ball(x, y):
        n = sphere_normal(x, y, cx, cy, R)
        diffuse, spec = lighting(n, 60)
        col = shade((0.8, 0.8, 0.8), diffuse, spec, ambient=0.3)
        edge = smoothstep(R - 2.5, R, math.hypot(x - cx, y - cy))
        return mix(col, grey(0.22), edge * 0.8)
    c.fill(sd_disc(cx, cy, R), ball, box)

    # Grip: a slightly concave cap (lit from the far side because it is a
    # dish), ringed by grooves.
    cap = 19.0

    def dish(x, y):
        n = sphere_normal(x, y, cx, cy, cap * 2.2)
        n = (-n[0], -n[1], n[2])                         # concave: normals flip
        diffuse, _ = lighting(n)
        return shade((0.72, 0.72, 0.72), diffuse, 0.0, ambient=0.45)
    c.fill(sd_disc(cx, cy, cap), dish, box)
    for r in (cap, cap - 5.5, cap - 11.0):
        c.fill(sd_ring(cx, cy, r, 1.3), grey(0.25), box)               # groove
        c.fill(sd_ring(cx + 0.6, cy + 0.8, r + 0.9, 0.7), grey(0.95, 0.7), box)  # its lit edge
    c.fill(sd_disc(cx, cy, 2.2), grey(0.3), box)

    # Gloss: a crisp window-like highlight, then a soft bloom around it.
    c.fill(sd_ellipse(cx - 13, cy - 15, 7.5, 4.2), grey(1.0, 0.55), box, soft=3.0)
    c.fill(sd_ellipse(cx - 13.5, cy - 15.5, 3.8, 2.0), grey(1.0, 0.9), box)
    # Bounce light along the lower-right rim.
    c.fill(sd_subtract(sd_ring(cx, cy, R - 3.0, 2.0), sd_disc(cx - 20, cy - 20, 44)),
           grey(1.0, 0.22), box, soft=1.5)


def draw_arcade_button(c, base, pressed=False, letter=None):
    """Round arcade push button on a 96x96 canvas.  `base` is the cap's RGB
    (neutral grey for the tintable button).  A pressed button sits lower in
    its well: no visible skirt, darker, smaller highlight, shadowed top."""
    cx = cy = 48.0
    box = circle_box(cx, cy, 46)

    # Housing: a dark bevelled collar around the well.
    def housing(x, y):
        n = sphere_normal(x, y, cx, cy, 46, flatten=2.5)
        diffuse, spec = lighting(n, 12)
        return shade(base if letter is None else (0.3, 0.32, 0.36), diffuse, spec * 0.25, 0.3)
    c.fill(sd_disc(cx, cy, 45.5), housing, box)
    c.fill(sd_ring(cx, cy, 45.0, 1.0), grey(0.1, 0.8), box)
    c.fill(sd_disc(cx, cy, 39.0), grey(0.06), box)                         # the well

    R = 35.0
    top_y = cy + (2.0 if pressed else -2.5)
    dim = 0.78 if pressed else 1.0
    col = tuple(v * dim for v in base[:3])
    if not pressed:
        # Skirt: the cap's side, visible below the top face.
        c.fill(sd_union(sd_disc(cx, top_y, R), sd_disc(cx, cy + 3.5, R)),
               tuple(v * 0.5 for v in base[:3]) + (1.0,), box)

    def face(x, y):
        n = sphere_normal(x, y, cx, top_y, R, flatten=2.2 if not pressed else 3.0)
        diffuse, spec = lighting(n, 18)
        out = shade(col, diffuse, spec * (0.55 if not pressed else 0.25), ambient=0.5)
        edge = smoothstep(R - 2.5, R, math.hypot(x - cx, y - top_y))
        return mix(out, tuple(v * 0.45 for v in col) + (1.0,), edge * 0.7)
    c.fill(sd_disc(cx, top_y, R), face, box)

    if pressed:
        # The collar shades the sunken cap from the upper left.
        c.fill(sd_subtract(sd_disc(cx, top_y, R), sd_disc(cx + 3, top_y + 4, R - 1)),
               grey(0.0, 0.5), box, soft=5.0)
        c.fill(sd_ellipse(cx - 9, top_y - 10, 7, 4), grey(1.0, 0.25), box, soft=4.0)
    elif letter:
        # Keep the gloss above the letter so the two whites don't merge.
        c.fill(sd_ellipse(cx - 9, top_y - 23, 13, 5), grey(1.0, 0.3), box, soft=4.0)
        c.fill(sd_ellipse(cx - 9, top_y - 25.5, 6.5, 1.8), grey(1.0, 0.75), box, soft=1.0)
    else:
        c.fill(sd_ellipse(cx - 11, top_y - 13, 14, 7.5), grey(1.0, 0.32), box, soft=5.0)
        c.fill(sd_ellipse(cx - 12, top_y - 15, 6, 2.6), grey(1.0, 0.75), box, soft=1.0)

    if letter:
        unit, radius = 5.4, 2.5                    # 5x7 cells: a 27x38 letter box
        left, top = cx - 2.5 * unit, top_y + 1.5 - 3.5 * unit
        strokes = glyph_strokes(letter, left, top, unit, radius)
        lbox = (left - 4, top - 4, left + 5 * unit + 4, top + 7 * unit + 4)
        c.fill(glyph_strokes(letter, left + 0.8, top + 1.2, unit, radius),
               grey(0.0, 0.4), lbox, soft=1.5)                             # drop shadow
        c.fill(strokes, lambda x, y: mix(grey(1.0), grey(0.86), (y - top) / (7 * unit)), lbox)


# ---------------------------------------------------------------------------
# Game art: neon arcade on dark navy.  All sprites face up.
# ---------------------------------------------------------------------------

NAVY = hexc("#0b1024")
FLOOR = hexc("#10163a")


class Lcg:
    """Tiny fixed-seed generator so the floor speckle never changes."""
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x7FFFFFFF


def draw_floor(c):
    """Opaque dark tile: faint 1-unit grid line on its top and left edges
    only (so neighbouring tiles complete the grid without doubling it),
    brighter grid nodes, and a wrapped speckle."""
    c.fill(lambda x, y: -1.0, lambda x, y: mix(FLOOR, NAVY, 0.5 + 0.5 * math.sin(
        (x + y) * math.pi / 16) * 0.5))                   # period divides 32: seamless
    c.fill(sd_round_rect(-1, -1, 33, 1, 0), hexc("#18204e"))
    c.fill(sd_round_rect(-1, -1, 1, 33, 0), hexc("#18204e"))
    # Node where grid lines cross; drawn at all four corners so it wraps.
    for ox in (0, 32):
        for oy in (0, 32):
            c.fill(sd_disc(ox + 0.5, oy + 0.5, 1.6), hexc("#3a57c8", 0.4), circle_box(ox, oy, 3))
    # Small inset plus in the middle of the tile.
    c.fill(sd_union(sd_segment(14, 16.5, 19, 16.5, 0.4), sd_segment(16.5, 14, 16.5, 19, 0.4)),
           hexc("#27306a", 0.6), (12, 12, 21, 21))
    rnd = Lcg(20240611)
    for _ in range(14):
        x, y = 2 + rnd.next() * 29, 2 + rnd.next() * 29
        r = 0.35 + rnd.next() * 0.35
        col = hexc("#4a5cb0", 0.18 + rnd.next() * 0.25)
        c.fill(sd_disc(x, y, r), col, circle_box(x, y, 2))


def draw_wall(c):
    """Bevelled block: light top/left, dark bottom/right, a neon inlay.
    The bevel is symmetric about the tile, so it tiles with itself."""
    b = 3.5                                            # bevel depth
    c.fill(lambda x, y: -1.0, hexc("#1b2560"))
    top = sd_polygon([(-1, -1), (33, -1), (32 - b, b), (b, b)])
    left = sd_polygon([(-1, -1), (b, b), (b, 32 - b), (-1, 33)])
    bottom = sd_polygon([(-1, 33), (b, 32 - b), (32 - b, 32 - b), (33, 33)])
    right = sd_polygon([(33, -1), (33, 33), (32 - b, 32 - b), (32 - b, b)])
    c.fill(top, hexc("#6f86e8"))
    c.fill(left, hexc("#4a60c4"))
    c.fill(bottom, hexc("#0c1136"))
    c.fill(right, hexc("#131a4a"))
    # Face: subtle top-left to bottom-right gradient.
    c.fill(sd_round_rect(b, b, 32 - b, 32 - b, 0),
           lambda x, y: mix(hexc("#2c3a8a"), hexc("#1a2364"), clamp((x + y - 2 * b) / (64 - 4 * b))))
    # Neon inlay: glow, then a crisp line.
    inlay = sd_subtract(sd_round_rect(7.5, 7.5, 24.5, 24.5, 2.5), sd_round_rect(8.5, 8.5, 23.5, 23.5, 1.5))
    c.glow(inlay, hexc("#4f7dff", 0.35), 3.0)
    c.fill(inlay, hexc("#9fb8ff"))
    # Crisp one-unit highlight / shadow lines along the outer edges.
    c.fill(sd_round_rect(-1, -1, 33, 0.6, 0), hexc("#a9b9ff", 0.8))
    c.fill(sd_round_rect(31.4, -1, 33, 33, 0), hexc("#070a22", 0.8))


def draw_player(c, frame):
    """The hero from above, facing up: round teal body, dark visor with two
    glowing eyes at the front, a pack at the back, feet that alternate."""
    cx, cy = 16.0, 17.0
    R = 9.0
    # Feet: one forward, one back; swapped in the other frame.
    fwd, back = (-4.0, 4.0) if frame == 0 else (4.0, -4.0)
    feet = [sd_round_rect(cx - 13.0, cy + fwd - 3.8, cx - 6.5, cy + fwd + 3.8, 2.6),
            sd_round_rect(cx + 6.5, cy + back - 3.8, cx + 13.0, cy + back + 3.8, 2.6)]
    c.glow(sd_union(sd_disc(cx, cy, R), *feet), hexc("#00e5ff", 0.28), 4.0)
    for foot in feet:
        c.fill(foot, lambda x, y: mix(hexc("#2fd8e8"), hexc("#0a7f8f"), clamp((y - 8) / 18)))
        c.fill(sd_intersect(foot, lambda x, y, f=foot: -f(x, y) - 0.8), hexc("#03343d", 0.8))

    def body(x, y):
        n = sphere_normal(x, y, cx, cy, R, flatten=1.2)
        diffuse, spec = lighting(n, 20)
        col = shade(hexc("#3ff6ff"), diffuse, spec * 0.7, ambient=0.45)
        edge = smoothstep(R - 1.6, R, math.hypot(x - cx, y - cy))
        return mix(col, hexc("#0a5a66"), edge * 0.85)
    c.fill(sd_disc(cx, cy, R), body, circle_box(cx, cy, R))

    # Back pack (rear = bottom) so front and back differ even without eyes.
    c.fill(sd_round_rect(cx - 4.5, cy + 4.2, cx + 4.5, cy + 8.0, 1.6), hexc("#0b6f7c"))
    c.fill(sd_round_rect(cx - 3.5, cy + 4.6, cx + 3.5, cy + 5.4, 0.4), hexc("#7ffbff", 0.6))

    # Visor across the front with two bright eyes.
    visor = sd_intersect(sd_disc(cx, cy, R - 1.2), sd_round_rect(cx - 9, cy - 7.5, cx + 9, cy - 2.2, 1.0))
    c.fill(visor, hexc("#06202e"), circle_box(cx, cy, R))
    for ex in (-3.2, 3.2):
        eye = sd_ellipse(cx + ex, cy - 4.9, 1.5, 1.3)
        bb = circle_box(cx + ex, cy - 4.9, 4)
        c.glow(eye, hexc("#aaffff", 0.6), 1.8, bb)
        c.fill(eye, hexc("#f2ffff"), bb)
    # Specular glint on the dome.
    c.fill(sd_ellipse(cx - 3.5, cy + 0.2, 2.2, 1.2), grey(1.0, 0.55), circle_box(cx, cy, R), soft=1.0)


def draw_chaser(c, frame):
    """Red/orange hunting ghost with a jagged hem and angry eyes."""
    cx, top, hem = 16.0, 14.0, 26.0
    R = 11.0
    phase = 0.0 if frame == 0 else 0.5
    bob = 0.0 if frame == 0 else -0.6
    # Outline: dome arc, straight sides, zig-zag hem whose teeth shift by
    # half a tooth between frames (it looks like it's flickering along).
    pts = [(cx + R * math.cos(a), top + bob - R * math.sin(a))
           for a in [math.pi * i / 20 for i in range(21)]]           # right to left over the top
    teeth = 4
    x_left, x_right = cx - R, cx + R
    pts.append((x_left, hem + bob))
    for i in range(teeth * 2 + 1):
        u = (i + phase) / (teeth * 2)
        if u > 1.0:
            break
        y = hem + bob + (2.8 if i % 2 == 0 else -0.6)
        pts.append((x_left + (x_right - x_left) * u, y))
    pts.append((x_right, hem + bob))
    body = sd_polygon(pts)
    c.glow(body, hexc("#ff3b1f", 0.32), 4.0)

    def fill(x, y):
        t = math.hypot(x - (cx - 4), y - (top - 5)) / 22
        return ramp([(0.0, hexc("#ffb347")), (0.45, hexc("#ff5a1f")), (1.0, hexc("#b3121b"))], t)
    c.fill(body, fill)
    # Darker rim for a crisp silhouette.
    c.fill(sd_intersect(body, lambda x, y: -body(x, y) - 1.1), hexc("#6b0a0f", 0.85))

    # Eyes: white, pupils glaring downwards-forward, heavy slanted brows.
    for side in (-1, 1):
        ex, ey = cx + side * 4.4, top + bob + 1.2
        bb = circle_box(ex, ey, 5)
        c.fill(sd_ellipse(ex, ey, 3.0, 3.3), hexc("#fff6e8"), bb)
        c.fill(sd_disc(ex - side * 0.7, ey + 0.9 + (0.3 if frame else 0), 1.5), hexc("#2a0004"), bb)
        # Brow: high at the outer end, low towards the nose, for the scowl.
        brow = sd_polygon([(ex + side * 3.6, ey - 4.6), (ex - side * 3.4, ey - 1.4),
                           (ex - side * 3.4, ey - 0.2), (ex + side * 3.6, ey - 3.0)])
        c.fill(brow, hexc("#3a0206"), (ex - 5, ey - 6, ex + 5, ey + 1))
    # Glint on the dome.
    c.fill(sd_ellipse(cx - 5.5, top + bob - 6.0, 2.2, 1.1), grey(1.0, 0.6), soft=1.0)


def draw_patroller(c, frame):
    """Purple/magenta rolling spiked ball; the spikes and the shell's band
    turn by half a spike between frames, so it appears to roll."""
    cx = cy = 16.0
    R = 9.5
    spin = (math.pi / 8) * frame
    spikes = []
    for k in range(8):
        a = spin + k * math.pi / 4
        sx, sy = math.cos(a), math.sin(a)
        spikes.append(sd_polygon([(cx + sx * 13.5, cy + sy * 13.5),
                                  (cx + sx * 8 - sy * 3.2, cy + sy * 8 + sx * 3.2),
                                  (cx + sx * 8 + sy * 3.2, cy + sy * 8 - sx * 3.2)]))
    spiky = sd_union(*spikes)
    c.glow(sd_union(sd_disc(cx, cy, R), spiky), hexc("#d63cff", 0.3), 3.5)

    def spike_paint(x, y):
        lit = -((x - cx) * LIGHT[0] + (y - cy) * LIGHT[1]) / 14
        return mix(hexc("#ff8cf0"), hexc("#6d1a8c"), clamp(0.5 + lit))
    c.fill(spiky, spike_paint)
    c.fill(sd_intersect(spiky, lambda x, y: -spiky(x, y) - 0.7), hexc("#3a0a52", 0.7))

    def shell(x, y):
        n = sphere_normal(x, y, cx, cy, R)
        diffuse, spec = lighting(n, 22)
        col = shade(hexc("#e040fb"), diffuse, spec * 0.8, ambient=0.4)
        edge = smoothstep(R - 1.5, R, math.hypot(x - cx, y - cy))
        return mix(col, hexc("#4a0d66"), edge * 0.85)
    c.fill(sd_disc(cx, cy, R), shell, circle_box(cx, cy, R))
    # Rolling band: a darker stripe across the shell at the spin angle.
    a = spin + math.pi / 8
    bx, by = math.cos(a), math.sin(a)
    band = sd_intersect(sd_disc(cx, cy, R - 0.8),
                        lambda x, y: abs((x - cx) * bx + (y - cy) * by) - 1.3)
    c.fill(band, hexc("#7a1fa2", 0.75), circle_box(cx, cy, R))
    # Single eye in the middle, always upright.
    c.fill(sd_disc(cx, cy, 3.6), hexc("#fdf0ff"), circle_box(cx, cy, 5))
    c.fill(sd_disc(cx, cy - 0.6, 1.8), hexc("#24002f"), circle_box(cx, cy, 5))
    c.fill(sd_disc(cx - 0.7, cy - 1.3, 0.6), grey(1.0, 0.9), circle_box(cx, cy, 5))
    c.fill(sd_ellipse(cx - 3.8, cy - 5.0, 2.2, 1.1), grey(1.0, 0.55), soft=1.0)


def draw_gem(c):
    """Gold brilliant-cut gem seen from the side: a crown of three facets
    over a pavilion of three, each facet its own brightness."""
    L, R_ = (4.0, 13.0), (28.0, 13.0)
    TL, TR = (10.0, 6.0), (22.0, 6.0)
    M1, M2 = (12.5, 13.0), (19.5, 13.0)
    B = (16.0, 28.5)
    outline = [TL, TR, R_, B, L]
    whole = sd_polygon(outline)
    c.glow(whole, hexc("#ffd23f", 0.35), 4.0)
    c.fill(whole, hexc("#e0a000"))                     # base under the facets hides seams
    facets = [([L, TL, M1], "#ffe27a"), ([TL, TR, M2, M1], "#fff3b0"), ([TR, R_, M2], "#f5b300"),
              ([L, M1, B], "#d18a00"), ([M1, M2, B], "#ffc21a"), ([M2, R_, B], "#9c5a00")]
    for poly, colour in facets:
        c.fill(sd_polygon(poly), hexc(colour))
    # Facet edges: thin light lines, then a darker outline around the stone.
    edges = [(TL, M1), (TR, M2), (L, R_), (M1, B), (M2, B)]
    for a, b in edges:
        c.fill(sd_segment(*a, *b, 0.3), hexc("#fff8d8", 0.6))
    c.fill(sd_intersect(whole, lambda x, y: -whole(x, y) - 0.9), hexc("#6b3a00", 0.9))
    # Sparkle: a four-point star on the table.
    sx, sy = 12.5, 8.0
    star = sd_union(sd_segment(sx - 3.5, sy, sx + 3.5, sy, 0.35), sd_segment(sx, sy - 3.5, sx, sy + 3.5, 0.35))
    c.glow(sd_disc(sx, sy, 0.6), grey(1.0, 0.8), 2.5)
    c.fill(star, grey(1.0, 0.95))


def arch(x0, y0, x1, y1):
    """Door shape: a rectangle whose top is a half circle."""
    r = (x1 - x0) / 2
    cx = (x0 + x1) / 2
    return sd_union(sd_disc(cx, y0 + r, r), sd_round_rect(x0, y0 + r, x1, y1, 0))


def draw_exit(c, is_open):
    """Arched portal in a stone-blue frame: barred and dim when closed,
    a glowing green swirl when open."""
    frame = arch(4, 2, 28, 31)
    hole = arch(8, 6, 24, 31)
    if is_open:
        c.glow(frame, hexc("#3dffa8", 0.35), 1.5)

    c.fill(frame, lambda x, y: mix(hexc("#5b6aa8"), hexc("#232b5c"), clamp((x + y - 10) / 44)))
    c.fill(sd_intersect(frame, lambda x, y: -frame(x, y) - 0.8), hexc("#141a3c", 0.9))

    if is_open:
        def portal(x, y):
            dx, dy = x - 16, y - 20
            r = math.hypot(dx, dy)
            swirl = 0.5 + 0.5 * math.sin(r * 1.3 - math.atan2(dy, dx) * 2)
            base = ramp([(0.0, hexc("#ffffff")), (0.25, hexc("#b6ffe0")), (0.7, hexc("#22e08a")),
                         (1.0, hexc("#0a7a55"))], r / 13)
            return mix(base, hexc("#e9fff5"), swirl * 0.25 * clamp(1 - r / 13))
        c.fill(hole, portal)
        c.fill(sd_intersect(hole, lambda x, y: -hole(x, y) - 1.5), hexc("#004d33", 0.45), soft=1.5)
    else:
        c.fill(hole, lambda x, y: mix(hexc("#141833"), hexc("#070914"), clamp((y - 6) / 25)))
        # Three bars with a cylindrical highlight each.
        for bx in (11.0, 16.0, 21.0):
            bar = sd_round_rect(bx - 1.2, 5.0, bx + 1.2, 31.0, 1.0)
            c.fill(sd_intersect(bar, hole),
                   lambda x, y, bx=bx: mix(hexc("#9aa3c8"), hexc("#3a4168"), clamp((x - bx + 1.2) / 2.4)))
        # Cross-bar and a dim red lock light.
        c.fill(sd_intersect(sd_round_rect(7, 17.0, 25, 19.2, 0.8), hole),
               lambda x, y: mix(hexc("#8891b8"), hexc("#343a60"), clamp((y - 17) / 2.2)))
        c.fill(sd_disc(16, 18.1, 1.7), hexc("#7a1020"))
        c.fill(sd_disc(15.6, 17.7, 0.7), hexc("#ff6070", 0.8))

    # Keystone on top of the arch.
    c.fill(sd_polygon([(14, 1.6), (18, 1.6), (17.3, 6.2), (14.7, 6.2)]),
           hexc("#8ff7c8") if is_open else hexc("#7c89c2"))


def draw_shot(c):
    """Energy bolt: soft wide glow, brighter halo, white-hot core."""
    cx = cy = 8.0
    c.glow(sd_disc(cx, cy, 1.0), hexc("#18e0ff", 0.55), 6.8, falloff=2.2)
    c.glow(sd_disc(cx, cy, 1.5), hexc("#9ff6ff", 0.8), 3.2, falloff=1.6)
    c.fill(sd_disc(cx, cy, 2.4), grey(1.0))


def draw_heart(c):
    """HUD life: red heart, lighter at the top, with a gloss spot."""
    heart = sd_heart(8.0, 14.6, 11.0)
    c.fill(heart, lambda x, y: mix(hexc("#ff5a7a"), hexc("#c0102e"), clamp((y - 2) / 12)))
    c.fill(sd_intersect(heart, lambda x, y: -heart(x, y) - 0.9), hexc("#5c0014", 0.85))
    c.fill(sd_ellipse(5.3, 5.6, 1.9, 1.2), grey(1.0, 0.8), soft=0.8)


# ---------------------------------------------------------------------------
# HUD bitmap font sheet.
# ---------------------------------------------------------------------------

FONT_FIRST, FONT_LAST = 32, 126
FONT_COLUMNS = 16
CELL_W, CELL_H = 8, 12
GLYPH_X, GLYPH_Y = 1, 2          # where the 5x7 pattern sits inside its cell
SHADOW = (0.02, 0.03, 0.08, 0.85)


def font_size():
    rows = (FONT_LAST - FONT_FIRST + FONT_COLUMNS) // FONT_COLUMNS
    return FONT_COLUMNS * CELL_W, rows * CELL_H


def draw_font(c):
    """White glyphs with a one-unit dark shadow down and right.  Crisp
    blocks, not anti-aliased: at 2x each font pixel is a 2x2 block."""
    for code in range(FONT_FIRST, FONT_LAST + 1):
        i = code - FONT_FIRST
        ox = (i % FONT_COLUMNS) * CELL_W + GLYPH_X
        oy = (i // FONT_COLUMNS) * CELL_H + GLYPH_Y
        cells = glyph_cells(chr(code))
        for x, y in cells:                       # shadow first, so ink covers it
            c.pixel_rect(ox + x + 1, oy + y + 1, 1, 1, SHADOW)
        for x, y in cells:
            c.pixel_rect(ox + x, oy + y, 1, 1, (1.0, 1.0, 1.0, 1.0))


# ---------------------------------------------------------------------------
# The asset list and main.
# ---------------------------------------------------------------------------

def asset_list():
    """(relative path without extension, width, height, draw function)."""
    fw, fh = font_size()
    grey_cap = (0.84, 0.84, 0.84)
    items = [
        ("joystick/base", 128, 128, draw_base),
        ("joystick/handle", 128, 128, draw_handle),
        ("joystick/fancy-base", 128, 128, draw_fancy_base),
        ("joystick/fancy-handle", 128, 128, draw_fancy_handle),
        ("joystick/button", 96, 96, lambda c: draw_arcade_button(c, grey_cap)),
        ("joystick/button-pressed", 96, 96, lambda c: draw_arcade_button(c, grey_cap, pressed=True)),
        ("joystick/button-a", 96, 96, lambda c: draw_arcade_button(c, hexc("#2f7bff"), letter="A")),
        ("joystick/button-b", 96, 96, lambda c: draw_arcade_button(c, hexc("#f0323c"), letter="B")),
        ("joystick/button-c", 96, 96, lambda c: draw_arcade_button(c, hexc("#22c55e"), letter="C")),
        ("joystick/button-d", 96, 96, lambda c: draw_arcade_button(c, hexc("#f5c518"), letter="D")),
        ("joystick/button-a-pressed", 96, 96,
         lambda c: draw_arcade_button(c, hexc("#2f7bff"), pressed=True, letter="A")),
        ("joystick/button-b-pressed", 96, 96,
         lambda c: draw_arcade_button(c, hexc("#f0323c"), pressed=True, letter="B")),
        ("joystick/button-c-pressed", 96, 96,
         lambda c: draw_arcade_button(c, hexc("#22c55e"), pressed=True, letter="C")),
        ("joystick/button-d-pressed", 96, 96,
         lambda c: draw_arcade_button(c, hexc("#f5c518"), pressed=True, letter="D")),
        ("game/floor", 32, 32, draw_floor),
        ("game/wall", 32, 32, draw_wall),
        ("game/player-0", 32, 32, lambda c: draw_player(c, 0)),
        ("game/player-1", 32, 32, lambda c: draw_player(c, 1)),
        ("game/chaser-0", 32, 32, lambda c: draw_chaser(c, 0)),
        ("game/chaser-1", 32, 32, lambda c: draw_chaser(c, 1)),
        ("game/patroller-0", 32, 32, lambda c: draw_patroller(c, 0)),
        ("game/patroller-1", 32, 32, lambda c: draw_patroller(c, 1)),
        ("game/gem", 32, 32, draw_gem),
        ("game/exit-closed", 32, 32, lambda c: draw_exit(c, False)),
        ("game/exit-open", 32, 32, lambda c: draw_exit(c, True)),
        ("game/shot", 16, 16, draw_shot),
        ("game/heart", 16, 16, draw_heart),
        ("game/font", fw, fh, draw_font),
    ]
    return items


def render(width, height, scale, draw):
    c = Canvas(width, height, scale)
    draw(c)
    return c


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Draw the project's PNG art.")
    parser.add_argument("--out", default=os.path.join(here, "..", "Assets"),
                        help="output folder (default: Assets/ next to scripts/)")
    parser.add_argument("--only", default=None,
                        help="draw only assets whose path contains this text")
    args = parser.parse_args()

    started = time.time()
    count = 0
    for name, w, h, draw in asset_list():
        if args.only and args.only not in name:
            continue
        for scale, suffix in ((1, ""), (2, "@2x")):
            c = render(w, h, scale, draw)
            path = os.path.join(args.out, name + suffix + ".png")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as fh:
                fh.write(encode_png(c.w, c.h, c.to_bytes()))
            count += 1
    print(f"wrote {count} PNG files to {os.path.normpath(args.out)} "
          f"in {time.time() - started:.1f}s")


if __name__ == "__main__":
    main()
