#!/usr/bin/env python3
"""Draws the game's card art and table felt into assets/ (run from anywhere: python3 scripts/make-art.py).

Needs Python 3 with Pillow (`pip install pillow`) and the DejaVu fonts (Debian's fonts-dejavu-core, or the copy
cargo downloaded with the `dejavu` crate, which this script finds by itself). The output is deterministic, so the
committed PNGs can be checked against a fresh run.

Writes:
  assets/cards/classic/faces.png       52 faces, a 13 x 4 sheet (columns 2..A, rows clubs, diamonds, hearts, spades)
  assets/cards/classic/faces-4c.png    the same with a colour per suit (four-colour deck)
  assets/cards/classic/back-*.png      two backs
  assets/cards/jumbo/faces.png         the example mod pack: jumbo indices (docs/modding.md)
  assets/cards/jumbo/back.png
  assets/table/felt.png                the table's baize, lit in the middle (a soft vignette)
  assets/table/card-shadow.png         a soft drop shadow to draw under a card (see card_shadow for its geometry)
"""

import glob
import math
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W, H = 144, 200  # twice the table's 72 x 100 card, so cards stay crisp on large windows
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["clubs", "diamonds", "hearts", "spades"]
SYMBOL = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}
TWO_COLOUR = {"clubs": "#1a1a1a", "spades": "#1a1a1a", "hearts": "#c8102e", "diamonds": "#c8102e"}
FOUR_COLOUR = {"clubs": "#1e7a34", "spades": "#1a1a1a", "hearts": "#c8102e", "diamonds": "#1f56b8"}
PAPER = "#fbf8ef"


def font_path(name):
    """The DejaVu font file `name`, from the system or from cargo's copy of the dejavu crate."""
    candidates = [f"/usr/share/fonts/truetype/dejavu/{name}"]
    cargo = os.environ.get("CARGO_HOME", os.path.expanduser("~/.cargo"))
    candidates += sorted(glob.glob(f"{cargo}/registry/src/*/dejavu-*/assets/*/ttf/{name}"))
    for path in candidates:
        if os.path.exists(path):
            return path
    sys.exit(f"make-art: cannot find the font {name}: install fonts-dejavu-core, or run `cargo fetch` first")


BOLD = font_path("DejaVuSans-Bold.ttf")
SANS = font_path("DejaVuSans.ttf")


def font(size, bold=True):
    return ImageFont.truetype(BOLD if bold else SANS, size)


def centred(draw, xy, text, fnt, fill):
    draw.text(xy, text, font=fnt, fill=fill, anchor="mm")


def rotated_glyph(text, fnt, fill, angle):
    """A glyph on its own transparent tile, turned by `angle` degrees."""
    box = fnt.getbbox(text)
    tile = Image.new("RGBA", (box[2] + 8, box[3] + 8), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((tile.width / 2, tile.height / 2), text, font=fnt, fill=fill, anchor="mm")
    return tile.rotate(angle, resample=Image.BICUBIC, expand=True)


def paste_centred(card, tile, x, y):
    card.alpha_composite(tile, (int(x - tile.width / 2), int(y - tile.height / 2)))


def blank(paper=PAPER, edge="#9a968c"):
    card = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(card).rounded_rectangle((1, 1, W - 2, H - 2), radius=11, fill=paper, outline=edge, width=2)
    return card


def corner_index(card, rank, suit, colour, rank_size=40, suit_size=30):
    """Large indices in two opposite corners, readable at a glance and where cards overlap in a fanned hand."""
    tile = Image.new("RGBA", (42, 74), (0, 0, 0, 0))
    d = ImageDraw.Draw(tile)
    size = rank_size if len(rank) == 1 else int(rank_size * 0.74)
    centred(d, (21, 19), rank, font(size), colour)
    centred(d, (21, 54), SYMBOL[suit], font(suit_size), colour)
    card.alpha_composite(tile, (2, 3))
    card.alpha_composite(tile.rotate(180), (W - 44, H - 77))


PIPS = {
    2: [(0, -1), (0, 1)],
    3: [(0, -1), (0, 0), (0, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    7: [(-1, -1), (1, -1), (0, -0.5), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    8: [(-1, -1), (1, -1), (0, -0.5), (-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    9: [(-1, -1), (1, -1), (-1, -1 / 3), (1, -1 / 3), (0, 0), (-1, 1 / 3), (1, 1 / 3), (-1, 1), (1, 1)],
    10: [(-1, -1), (1, -1), (0, -2 / 3), (-1, -1 / 3), (1, -1 / 3), (-1, 1 / 3), (1, 1 / 3), (0, 2 / 3),
         (-1, 1), (1, 1)],
}


def tint(colour, amount):
    """`colour` mixed into the paper colour: a light wash of it, opaque."""
    c = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    p = [int(PAPER[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(pc + (cc - pc) * amount):02x}" for cc, pc in zip(c, p))


def face(rank, suit, colours):
    colour = colours[suit]
    card = blank()
    d = ImageDraw.Draw(card)
    corner_index(card, rank, suit, colour)
    cx, cy = W / 2, H / 2
    if rank == "A":
        centred(d, (cx, cy), SYMBOL[suit], font(92, bold=False), colour)
    elif rank in ("J", "Q", "K"):
        # A framed court panel: a tinted field, the letter large, the suit above and (turned) below.
        d.rounded_rectangle((47, 32, W - 47, H - 32), radius=8, fill=tint(colour, 0.14), outline=colour, width=2)
        centred(d, (cx, cy + 2), rank, font(52), colour)
        centred(d, (cx, 52), SYMBOL[suit], font(24), colour)
        paste_centred(card, rotated_glyph(SYMBOL[suit], font(24), colour, 180), cx, H - 52)
    else:
        n = int(rank)
        pip = font(26, bold=False)
        for x, y in PIPS[n]:
            px, py = cx + x * 21, cy + y * 56
            if y > 0:
                paste_centred(card, rotated_glyph(SYMBOL[suit], pip, colour, 180), px, py)
            else:
                centred(d, (px, py), SYMBOL[suit], pip, colour)
    return card


def jumbo_face(rank, suit):
    """The example mod pack's style: one huge index, for players who want to read cards across the room."""
    colour = FOUR_COLOUR[suit]
    card = blank(paper="#fff6d8", edge="#6b5d2f")
    d = ImageDraw.Draw(card)
    centred(d, (W / 2, 62), rank, font(66 if len(rank) == 1 else 56), colour)
    centred(d, (W / 2, 142), SYMBOL[suit], font(74, bold=False), colour)
    return card


def sheet(draw_face):
    out = Image.new("RGBA", (W * 13, H * 4), (0, 0, 0, 0))
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            out.alpha_composite(draw_face(rank, suit), (col * W, row * H))
    return out


def back(colour, accent, pattern):
    card = blank(paper=colour, edge="#111111")
    d = ImageDraw.Draw(card)
    inner = (10, 10, W - 11, H - 11)
    d.rounded_rectangle(inner, radius=7, outline=accent, width=3)
    if pattern == "lattice":
        for k in range(-H, W + H, 14):
            d.line((k, 14, k + (H - 28), H - 14), fill=accent + "66", width=2)
            d.line((k, H - 14, k + (H - 28), 14), fill=accent + "66", width=2)
    else:
        for r in range(8, 120, 10):
            d.ellipse((W / 2 - r, H / 2 - r, W / 2 + r, H / 2 + r), outline=accent + "66", width=2)
    # Keep the pattern inside the inner frame.
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).rounded_rectangle((14, 14, W - 15, H - 15), radius=5, fill=255)
    plain = blank(paper=colour, edge="#111111")
    ImageDraw.Draw(plain).rounded_rectangle(inner, radius=7, outline=accent, width=3)
    card = Image.composite(card, plain, mask)
    d = ImageDraw.Draw(card)
    d.ellipse((W / 2 - 24, H / 2 - 24, W / 2 + 24, H / 2 + 24), fill=colour, outline=accent, width=3)
    centred(d, (W / 2, H / 2 + 1), "W", font(30), accent)
    return card


# How the game draws the felt (src/app/table/layout.rs): a TABLE_SIZE (1066 x 800) table, the felt sprite 1.8 times
# that, centred, so the 640 x 400 image is stretched to 4:3; the camera fits the table's height, so a 4:3 window
# sees the middle 55.6 % of the felt and a 16:9 one the middle 74 % x 55.6 %.
FELT_SCALE = 1.8


def felt_shade(x, y, w, h):
    """The light on the cloth at pixel (x, y): 1 in the middle, falling off smoothly (a Gaussian, so no kink in the
    middle and no edge to the light pool) to about 27 % darker at the corners of a 4:3 window, 32 % at a 16:9
    window's and 40 % at the image's corners. Measured on the table as shown, so the pool is the table's shape."""
    # The pixel's centre in the table's half-width and half-height: the table shown is -1..1 both ways.
    tx = (x + 0.5 - w / 2) / (w / 2) * FELT_SCALE
    ty = (y + 0.5 - h / 2) / (h / 2) * FELT_SCALE
    r2 = tx * tx + ty * ty
    return 1.0 - 0.42 * (1.0 - math.exp(-r2 / 1.94))


def felt():
    rng = random.Random(7)
    w, h = 640, 400
    img = Image.new("RGB", (w, h))
    px = img.load()
    for y in range(h):
        for x in range(w):
            # Baize green with fine noise (which also dithers the vignette, so it shows no bands), lit in the middle.
            shade = felt_shade(x, y, w, h)
            n = rng.uniform(-7, 7)
            px[x, y] = (int((13 + n * 0.4) * shade), int((78 + n) * shade), int((44 + n * 0.6) * shade))
    return img.filter(ImageFilter.GaussianBlur(0.6))


# The card shadow: a card's rectangle (5:7, corners rounded by 5 % of its width, as the Kennard faces' 240 x 336
# with radius 12) in the middle of a margin wide enough for the blur to fade out completely before the border.
SHADOW_CARD = (120, 168)
SHADOW_MARGIN = 18
SHADOW_BLUR = 6.0  # the Gaussian's standard deviation in pixels: 3 of them fit in the margin
SHADOW_ALPHA = 0.5


def card_shadow():
    """A soft drop shadow for a card, black with alpha, drawn under each card a little larger and offset."""
    cw, ch = SHADOW_CARD
    m = SHADOW_MARGIN
    w, h = cw + 2 * m, ch + 2 * m
    # The card's silhouette drawn four times as large and scaled down, for smooth rounded corners, then blurred.
    k = 4
    big = Image.new("L", (w * k, h * k), 0)
    ImageDraw.Draw(big).rounded_rectangle((m * k, m * k, (m + cw) * k - 1, (m + ch) * k - 1),
                                          radius=round(cw * 0.05 * k), fill=255)
    mask = big.resize((w, h), Image.BOX).filter(ImageFilter.GaussianBlur(SHADOW_BLUR))
    alpha = mask.point(lambda v: round(v * SHADOW_ALPHA))
    out = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    out.putalpha(alpha)
    return out


def save(img, *path):
    full = os.path.join(ROOT, "assets", *path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    img.save(full, optimize=True)
    print(f"wrote {os.path.relpath(full, ROOT)} ({img.width}x{img.height})")


def main():
    save(sheet(lambda r, s: face(r, s, TWO_COLOUR)), "cards", "classic", "faces.png")
    save(sheet(lambda r, s: face(r, s, FOUR_COLOUR)), "cards", "classic", "faces-4c.png")
    save(back("#1d2f6b", "#d9c58a", "lattice"), "cards", "classic", "back-blue.png")
    save(back("#6b1d2a", "#e8d3a0", "rings"), "cards", "classic", "back-red.png")
    save(sheet(jumbo_face), "cards", "jumbo", "faces.png")
    save(back("#24553a", "#f1e3b0", "rings"), "cards", "jumbo", "back.png")
    save(felt(), "table", "felt.png")
    save(card_shadow(), "table", "card-shadow.png")


if __name__ == "__main__":
    main()
