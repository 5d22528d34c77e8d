#!/usr/bin/env python3
"""Prints the RGBA of pixels of a PNG, one "r,g,b,a" line per x,y argument, with no imaging library:

    python3 scripts/png-pixels.py frame.png 150,270 35,270

Reads 8-bit RGB or RGBA, non-interlaced (what SDL_image's IMG_SavePNG writes).
"""
import struct
import sys
import zlib


def decode(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("%s: not a PNG file" % path)
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit("%s: only 8-bit RGB or RGBA, non-interlaced (depth %d, colour type %d)" % (path, depth, colour))
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    width, height, channels, rows = decode(sys.argv[1])
    for argument in sys.argv[2:]:
        x, y = (int(v) for v in argument.split(","))
        if not (0 <= x < width and 0 <= y < height):
            sys.exit("%s: %d,%d is outside the %dx%d picture" % (sys.argv[1], x, y, width, height))
        pixel = rows[y][x * channels:(x + 1) * channels]
        print(",".join(str(v) for v in (list(pixel) + [255])[:4]))


if __name__ == "__main__":
    main()
