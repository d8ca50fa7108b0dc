#!/usr/bin/env python3
"""Says what a screenshot shows, for scripts/check-release (no imaging library needed): its size, the number of
distinct colours (5 bits a channel), and the shares of card-white pixels, of red (hearts, diamonds) and of the
felt's green. A drawn table with real card faces has white cards with red and black on a green felt.

Usage: scripts/package/png_stats.py FILE.png   (prints one JSON line)
"""
import json
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise SystemExit(f"{path}: only 8-bit RGB or RGBA, not interlaced (depth {depth}, colour {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def main():
    width, height, channels, rows = pixels(sys.argv[1])
    colours, white, red, green, total = set(), 0, 0, 0, 0
    for row in rows:
        for x in range(0, len(row), channels):
            r, g, b = row[x], row[x + 1], row[x + 2]
            colours.add((r >> 3, g >> 3, b >> 3))
            total += 1
            if r > 225 and g > 225 and b > 215:
                white += 1
            elif r > 150 and g < 90 and b < 90:
                red += 1
            elif g > r + 15 and g > b:
                green += 1
    print(json.dumps({
        "width": width, "height": height, "colours": len(colours),
        "white": round(white / total, 4), "red": round(red / total, 4), "green": round(green / total, 4),
    }))


if __name__ == "__main__":
    main()
