#!/usr/bin/env python3
"""Subsets the game's two fonts (DejaVu Sans regular and bold with the German and Swiss suits added, in
`assets/fonts/`, made by `scripts/suit-glyphs.py`) to the glyphs the game can show, for the web build.

The desktop game embeds the whole fonts; the web build embeds these subsets from
`web/fonts/` instead, since every byte of the `.wasm` is download. Kept: printable ASCII, Latin-1 and Latin
Extended-A (German umlauts and ß, and names in the languages the game will carry), the punctuation, arrows and
suit symbols the game draws, and every character in a string of the game's sources (`src/`) and of the shipped
packs' manifests and the language files (`assets/`), so new text cannot lose a glyph unnoticed: `--check` fails when the committed
subsets lack a character the sources use. Needs fontTools (Debian: python3-fonttools; pip: fonttools).

Usage: scripts/subset-fonts.py [--check]
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "web", "fonts")
FONTS = {"WendellheadSans.ttf": "DejaVuSans.ttf", "WendellheadSans-Bold.ttf": "DejaVuSans-Bold.ttf"}

# Ranges every build keeps, whatever the sources say today.
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1: ä ö ü Ä Ö Ü ß, ×, ·, «», °
    (0x0100, 0x017F),  # Latin Extended-A
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203A),  # per mille, primes, angle quotes
    (0x20AC, 0x20AC),  # euro
    (0x2190, 0x2195),  # arrows (keys)
    (0x2212, 0x2212),  # minus
    (0x2605, 0x2606),  # stars
    (0x2660, 0x2667),  # suits, black and white
    (0x2713, 0x2717),  # check and cross marks
    (0x25A0, 0x25CF),  # squares, triangles, circles
    (0xE000, 0xE004),  # the German and Swiss suits scripts/suit-glyphs.py adds (acorn, leaf, bell, shield, rose)
]


def fonts_dir():
    """The full fonts, the same bytes the desktop game embeds."""
    return os.path.join(ROOT, "assets", "fonts")


def source_text():
    """Every character in a string literal of the game's sources and in the shipped packs' manifests."""
    chars = set()
    literal = re.compile(r'"((?:[^"\\]|\\.)*)"', re.S)
    for path in glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True):
        with open(path, encoding="utf-8") as f:
            for text in literal.findall(f.read()):
                chars.update(text)
    # The packs' manifests and every language's messages (assets/locales/*/*.ftl).
    for pattern in ("*.ron", "*.ftl"):
        for path in glob.glob(os.path.join(ROOT, "assets", "**", pattern), recursive=True):
            with open(path, encoding="utf-8") as f:
                chars.update(f.read())
    return {c for c in chars if c.isprintable() and ord(c) >= 0x20}


def wanted():
    chars = source_text()
    for lo, hi in RANGES:
        chars.update(chr(c) for c in range(lo, hi + 1))
    return chars


def covered(path):
    from fontTools.ttLib import TTFont

    return set(chr(c) for c in TTFont(path).getBestCmap())


def main():
    try:
        from fontTools import subset
        from fontTools.ttLib import TTFont
    except ImportError:
        sys.exit("subset-fonts: needs fontTools (apt-get install python3-fonttools, or pip install fonttools)")
    chars = wanted()
    if "--check" in sys.argv[1:]:
        used = source_text()
        bad = False
        for name in FONTS.values():
            missing = used - covered(os.path.join(OUT, name))
            if missing:
                bad = True
                shown = " ".join(f"{c} (U+{ord(c):04X})" for c in sorted(missing))
                print(f"subset-fonts: web/fonts/{name} lacks {shown}: run scripts/subset-fonts.py", file=sys.stderr)
        sys.exit(1 if bad else 0)
    source = fonts_dir()
    os.makedirs(OUT, exist_ok=True)
    for full, name in FONTS.items():
        font = TTFont(os.path.join(source, full), recalcTimestamp=False)
        options = subset.Options()
        options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]
        options.name_IDs = ["*"]  # keep the copyright and licence names
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        # Only characters the full font has: the others would fall back to the notdef box anyway.
        cmap = set(font.getBestCmap())
        subsetter.populate(unicodes=sorted(ord(c) for c in chars if ord(c) in cmap))
        subsetter.subset(font)
        out = os.path.join(OUT, name)
        font.save(out)
        print(f"subset-fonts: web/fonts/{name}: {os.path.getsize(out)} bytes "
              f"(from {os.path.getsize(os.path.join(source, full))})", file=sys.stderr)
    with open(os.path.join(source, "LICENSE.dejavu"), encoding="utf-8") as f:
        licence = f.read()
    with open(os.path.join(OUT, "LICENSE"), "w", encoding="utf-8") as f:
        f.write("These are subsets of DejaVu Sans and DejaVu Sans Bold 2.37 (the glyphs the game shows), with the\n"
                "German and Swiss suits added by scripts/suit-glyphs.py (named Wendellhead Sans), made by\n"
                "scripts/subset-fonts.py with fontTools. The fonts' licence follows, unchanged.\n\n")
        f.write(licence)


if __name__ == "__main__":
    main()
