#!/usr/bin/env python3
"""Adds the German and Swiss card suits to the game's fonts, in the Unicode Private Use Area.

Unicode has no characters for the German suits (Eichel, Grün, Rot, Schellen) or the Swiss ones (Eichel,
Schellen, Schilten, Rosen), so the game shows them as these private code points:

    U+E000  acorn   Eichel (German and Swiss)
    U+E001  leaf    Grün / Laub / Blatt (German)
    U+E002  bell    Schellen (German and Swiss)
    U+E003  shield  Schilten (Swiss)
    U+E004  rose    Rosen (Swiss)

(German Rot, hearts, is the ordinary ♥ U+2665.) Each glyph is a solid silhouette (the game colours text) with
the advance width of the font's own ♠ (U+2660) and fitted to ♠'s box: the same baseline and height, centred
on ♠'s middle, so "Q♠" and "Q\ue000" line up. The bold font gets slightly heavier stems and narrower cuts.

The outlines are this script's own drawing (circles, arcs and Bézier curves below, converted to TrueType
quadratics with fontTools' cu2qu), not taken from any font or image: public domain, or the licence of the
game's own art, whichever you prefer.

Run from the repository root (needs fontTools; `--preview` also needs Pillow: pip install fonttools pillow):

    python3 scripts/suit-glyphs.py                 # patch assets/fonts/WendellheadSans.ttf and -Bold.ttf
                                                   # (copies of the dejavu crate's DejaVuSans.ttf and -Bold.ttf;
                                                   # scripts/subset-fonts.py makes the web's subsets from them)
    python3 scripts/suit-glyphs.py FONT.ttf ...    # patch other copies (e.g. the full fonts) instead
    python3 scripts/suit-glyphs.py --preview       # also draw /tmp/suit-glyphs-check.png (or --preview PATH)

It edits the fonts in place and is idempotent: glyphs already at these code points are replaced, nothing is
added twice, and the timestamp is left alone, so a second run gives byte-identical files.

Licence of the fonts (assets/fonts/LICENSE.dejavu): the Bitstream Vera licence (and Arev's, for the glyphs DejaVu took
from Arev) allows adding glyphs only if the modified fonts are renamed to names without "Bitstream", "Vera"
(and "Arev", "Tavmjong Bah"). "DejaVu Sans" already qualifies, but to make clear these are no longer the
DejaVu fonts, the family is renamed "Wendellhead Sans" (name IDs 1, 3, 4, 6, 16; the copyright and licence
records stay as they are). Nothing in the game looks the fonts up by family name: Bevy loads them from their
bytes and reads the family name from the file itself.
"""

import argparse
import math
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = [
    os.path.join(ROOT, "assets", "fonts", "WendellheadSans.ttf"),
    os.path.join(ROOT, "assets", "fonts", "WendellheadSans-Bold.ttf"),
]
PREVIEW = "/tmp/suit-glyphs-check.png"
FAMILY = "Wendellhead Sans"
POSTSCRIPT_FAMILY = "WendellheadSans"

# The reference glyph whose advance and box the suits copy.
SPADE = 0x2660
# Widest a glyph may be, in spade widths (♥ is 1.24 spades wide).
MAX_WIDTH = 1.2
# Accuracy of the cubic-to-quadratic conversion, in design units (a glyph is drawn about 1000 units tall).
MAX_ERR = 1.0


# --- drawing -------------------------------------------------------------------------------------------------


class Contour:
    """One closed contour in design units (y up), drawn with lines, cubic curves and circular arcs."""

    def __init__(self, start, hole=False):
        self.ops = [("moveTo", (start,))]
        self.cur = start
        self.hole = hole

    def line(self, p):
        self.ops.append(("lineTo", (p,)))
        self.cur = p
        return self

    def curve(self, c1, c2, p):
        self.ops.append(("curveTo", (c1, c2, p)))
        self.cur = p
        return self

    def arc(self, cx, cy, r, a0, a1):
        """An arc of the circle (cx, cy, r) from angle a0 to a1 (degrees; a1 < a0 runs clockwise), split at
        the quadrant points so the glyph's extremes are points of the outline."""
        cuts = [a0]
        step = 90 if a1 > a0 else -90
        q = (math.floor(a0 / 90) + 1) * 90 if a1 > a0 else (math.ceil(a0 / 90) - 1) * 90
        while (q < a1) if a1 > a0 else (q > a1):
            if abs(q - cuts[-1]) > 1e-9:
                cuts.append(q)
            q += step
        if abs(a1 - cuts[-1]) > 1e-9:
            cuts.append(a1)
        for s, e in zip(cuts, cuts[1:]):
            s_r, e_r = math.radians(s), math.radians(e)
            k = 4 / 3 * math.tan((e_r - s_r) / 4)
            p0 = (cx + r * math.cos(s_r), cy + r * math.sin(s_r))
            p1 = (cx + r * math.cos(e_r), cy + r * math.sin(e_r))
            c1 = (p0[0] - k * r * math.sin(s_r), p0[1] + k * r * math.cos(s_r))
            c2 = (p1[0] + k * r * math.sin(e_r), p1[1] - k * r * math.cos(e_r))
            self.curve(c1, c2, p1)
        return self

    def close(self):
        self.ops.append(("closePath", ()))
        return self

    def draw(self, pen):
        """Draws the contour clockwise when it is filled, anticlockwise when it is a hole (TrueType's rule)."""
        from fontTools.pens.areaPen import AreaPen
        from fontTools.pens.recordingPen import replayRecording
        from fontTools.pens.reverseContourPen import ReverseContourPen

        area = AreaPen()
        replayRecording(self.ops, area)
        clockwise = area.value < 0
        replayRecording(self.ops, pen if clockwise != self.hole else ReverseContourPen(pen))


def circle(cx, cy, r, hole=False):
    return Contour((cx + r, cy), hole).arc(cx, cy, r, 0, -360).close()


def acorn(bold):
    """A nut hanging from a wider cup, on a short stem: the cup's rim overhangs the nut, with a thin cut
    between them."""
    sw = 56 if bold else 48  # half the stem's width
    gap = 40 if bold else 48  # the cut between cup and nut
    cw, rim, dip = 380, 540, 36  # cup: half-width, height of its rim at the sides, sag of its lower edge
    top = 800  # top of the cup
    nw = 285  # the nut's half-width
    cup = Contour((-sw, 940))
    cup.curve((-sw + 10, 960), (sw - 10, 960), (sw, 940)).line((sw, top + 8))
    cup.curve((sw + 170, top), (cw, rim + 200), (cw, rim + 55))
    cup.curve((cw, rim + 20), (cw - 12, rim), (cw - 40, rim))
    cup.curve((cw * 0.55, rim - dip), (cw * 0.25, rim - dip), (0, rim - dip))
    cup.curve((-cw * 0.25, rim - dip), (-cw * 0.55, rim - dip), (-cw + 40, rim))
    cup.curve((-cw + 12, rim), (-cw, rim + 20), (-cw, rim + 55))
    cup.curve((-cw, rim + 200), (-sw - 170, top), (-sw, top + 8))
    cup.close()
    y0 = rim - dip - gap  # the nut's top, under the middle of the cup
    ys = rim - gap - dip * 0.45  # its shoulders
    nut = Contour((-nw, ys))
    nut.curve((-nw * 0.5, y0), (-nw * 0.2, y0), (0, y0))
    nut.curve((nw * 0.2, y0), (nw * 0.5, y0), (nw, ys))
    nut.curve((nw + 8, ys * 0.5), (nw * 0.45, 20), (0, 0))
    nut.curve((-nw * 0.45, 20), (-nw - 8, ys * 0.5), (-nw, ys))
    nut.close()
    return [cup, nut]


def leaf(bold):
    """A pointed leaf with a heart-shaped base, a midrib cut into it and a stem curving away at the foot."""
    sw = 40 if bold else 34  # half the stem's width where it leaves the leaf
    w = 400  # the leaf's half-width
    out = Contour((0, 1000))
    out.curve((60, 910), (w, 790), (w, 520))
    out.curve((w, 330), (320, 200), (200, 200))
    out.curve((120, 200), (sw + 10, 250), (sw, 300))
    # the stem, bending to the right at the foot
    out.curve((sw, 170), (sw + 30, 60), (sw + 110, 0))
    out.line((sw + 110 - 2 * sw - 10, 0))
    out.curve((-sw + 20, 70), (-sw, 170), (-sw, 300))
    out.curve((-sw - 10, 250), (-120, 200), (-200, 200))
    out.curve((-320, 200), (-w, 330), (-w, 520))
    out.curve((-w, 790), (-60, 910), (0, 1000))
    out.close()
    half = 20 if bold else 26  # half the midrib's width at its foot
    rib = Contour((0, 800), hole=True)
    rib.curve((half * 0.4, 640), (half, 480), (half, 420))
    rib.arc(0, 420, half, 0, -180)
    rib.curve((-half, 480), (-half * 0.4, 640), (0, 800))
    rib.close()
    return [out, rib]


def bell(bold):
    """A round sleigh bell: a ball with a slit band across it and a ring on a short neck on top."""
    r = 400  # the ball
    cy = r
    a = 128 if bold else 122  # the ring's outer radius
    hole = 56 if bold else 64  # its inner radius
    neck = 58 if bold else 50  # half the neck's width
    ty = 2 * r + a + 10  # the ring's centre
    yb = cy + math.sqrt(r * r - neck * neck)  # where the neck meets the ball
    yr = ty - math.sqrt(a * a - neck * neck)  # and the ring
    alpha = math.degrees(math.atan2(yb - cy, neck))  # on the ball
    beta = math.degrees(math.atan2(yr - ty, neck))  # on the ring (negative: below its centre)
    ball = Contour((-neck, yr))
    ball.arc(0, ty, a, 180 - beta, beta)  # clockwise over the ring
    ball.line((neck, yb))
    ball.arc(0, cy, r, alpha, -180 - alpha)  # clockwise round the ball
    ball.close()
    half = 38 if bold else 46  # half the slit's height
    length = 270  # half the slit's length, to the centres of its round ends
    sy = cy - 30
    slit = Contour((length, sy + half), hole=True)
    slit.line((-length, sy + half))
    slit.arc(-length, sy, half, 90, 270)
    slit.line((length, sy - half))
    slit.arc(length, sy, half, -90, 90)
    slit.close()
    return [ball, circle(0, ty, hole, hole=True), slit]


def shield(bold):
    """A heraldic shield, flat-topped and pointed, with a band (cut out) across it."""
    w = 395
    side = 520  # where the straight sides turn towards the point
    border = 100 if bold else 86  # what is left of the shield beside the band
    band = (560, 760) if bold else (550, 770)
    out = Contour((-w, 1000))
    out.line((w, 1000)).line((w, side))
    out.curve((w, 250), (w * 0.45, 90), (0, 0))
    out.curve((-w * 0.45, 90), (-w, 250), (-w, side))
    out.close()
    cut = Contour((-w + border, band[1]), hole=True)
    cut.line((w - border, band[1])).line((w - border, band[0])).line((-w + border, band[0])).close()
    return [out, cut]


def rose(bold):
    """A five-petalled heraldic rose: the outline of five overlapping round petals, with a round hole in the
    middle."""
    d, rp = 280, 212  # the petals' distance from the centre and their radius
    hole = 92 if bold else 104
    cy = 500
    # Where neighbouring petals meet (outside), along the line half-way between them.
    t = d * math.cos(math.radians(36)) + math.sqrt(rp * rp - (d * math.sin(math.radians(36))) ** 2)
    angles = [90 - 72 * k for k in range(5)]  # the petals, clockwise from the top one

    def meet(angle):
        return (t * math.cos(math.radians(angle)), cy + t * math.sin(math.radians(angle)))

    def petal_angle(theta, point):
        px, py = d * math.cos(math.radians(theta)), cy + d * math.sin(math.radians(theta))
        return math.degrees(math.atan2(point[1] - py, point[0] - px))

    out = Contour(meet(angles[0] + 36))
    for theta in angles:
        px, py = d * math.cos(math.radians(theta)), cy + d * math.sin(math.radians(theta))
        a0 = petal_angle(theta, meet(theta + 36))
        a1 = petal_angle(theta, meet(theta - 36))
        while a1 >= a0:
            a1 -= 360
        out.arc(px, py, rp, a0, a1)
    out.close()
    return [out, circle(0, cy, hole, hole=True)]


SUITS = [(0xE000, acorn), (0xE001, leaf), (0xE002, bell), (0xE003, shield), (0xE004, rose)]


# --- the fonts -----------------------------------------------------------------------------------------------


def glyph_for(contours, box):
    """The TrueType glyph of `contours`, scaled and moved to fill `box` (the spade's) centred, and its lsb."""
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.recordingPen import RecordingPen, replayRecording
    from fontTools.pens.transformPen import TransformPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    quads = RecordingPen()
    pen = Cu2QuPen(quads, MAX_ERR, reverse_direction=False)
    for contour in contours:
        contour.draw(pen)
    # The box of every point, on and off the curve, as TrueType's own bounding box counts them.
    xs = [p[0] for _, args in quads.value for p in args]
    ys = [p[1] for _, args in quads.value for p in args]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    bx0, by0, bx1, by1 = box
    scale = min((by1 - by0) / (y1 - y0), MAX_WIDTH * (bx1 - bx0) / (x1 - x0))
    dx = (bx0 + bx1) / 2 - scale * (x0 + x1) / 2
    dy = (by0 + by1) / 2 - scale * (y0 + y1) / 2
    tt = TTGlyphPen(None)
    replayRecording(quads.value, TransformPen(tt, (scale, 0, 0, scale, dx, dy)))
    return tt.glyph()


def rename(font, bold):
    """The family renamed, as the fonts' licence asks of modified versions."""
    full = FAMILY + (" Bold" if bold else "")
    names = {
        1: FAMILY,
        3: full,
        4: full,
        6: POSTSCRIPT_FAMILY + ("-Bold" if bold else ""),
        16: FAMILY,
    }
    table = font["name"]
    for record in table.names:
        if record.nameID in names:
            record.string = names[record.nameID]


def patch(path):
    from fontTools.ttLib import TTFont

    font = TTFont(path, recalcTimestamp=False)
    cmap = font.getBestCmap()
    glyf, hmtx = font["glyf"], font["hmtx"]
    spade = cmap[SPADE]
    advance, _ = hmtx[spade]
    ref = glyf[spade]
    box = (ref.xMin, ref.yMin, ref.xMax, ref.yMax)
    bold = font["OS/2"].usWeightClass >= 600
    order = list(font.getGlyphOrder())
    report = []
    for code, draw in SUITS:
        name = cmap.get(code)
        if name is None:
            name = f"uni{code:04X}"
            assert name not in order, f"{path}: {name} is in the font but U+{code:04X} maps elsewhere"
            order.append(name)
            font.setGlyphOrder(order)
            glyf.setGlyphOrder(order)
        glyph = glyph_for(draw(bold), box)
        glyph.recalcBounds(glyf)
        glyf[name] = glyph
        hmtx[name] = (advance, glyph.xMin)
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[code] = name
        report.append(f"U+{code:04X} {draw.__name__} {name}: box {glyph.xMin},{glyph.yMin},{glyph.xMax},{glyph.yMax}")
    # OS/2 Unicode range bit 60: Private Use Area.
    font["OS/2"].ulUnicodeRange2 |= 1 << (60 - 32)
    rename(font, bold)
    # Write beside the font and then move over it, so a failure leaves the old font whole.
    fd, tmp = tempfile.mkstemp(suffix=".ttf", dir=os.path.dirname(os.path.abspath(path)))
    os.close(fd)
    try:
        font.save(tmp)
        shutil.copymode(path, tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    print(f"suit-glyphs: {os.path.relpath(path, ROOT)}: ♠ U+2660 {spade}: advance {advance}, box "
          f"{box[0]},{box[1]},{box[2]},{box[3]}", file=sys.stderr)
    for line in report:
        print(f"  {line}", file=sys.stderr)


def preview(paths, out):
    """Draws each font's suits beside ♠ and ♥ at 16, 24 and 64 px, with a 4x zoom of the 16 px line."""
    from PIL import Image, ImageDraw, ImageFont

    text = "Q♠ Q\ue000 Q\ue001 Q♥ Q\ue002 Q\ue003 Q\ue004 10\ue002"
    rows = []
    for path in paths:
        for size in (16, 24, 64):
            font = ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)
            ascent, descent = font.getmetrics()
            width = int(font.getlength(text)) + 8
            img = Image.new("RGB", (width, ascent + descent + 8), "white")
            draw = ImageDraw.Draw(img)
            if size >= 64:
                # the baseline and the top of ♠, faint, to check the suits sit on them
                draw.line([(0, 4 + ascent), (width, 4 + ascent)], fill=(170, 200, 255))
                spade_top = 4 + ascent + font.getbbox("♠", anchor="ls")[1]
                draw.line([(0, spade_top), (width, spade_top)], fill=(170, 200, 255))
            draw.text((4, 4 + ascent), text, font=font, fill=(20, 20, 20), anchor="ls")
            rows.append(img)
            if size == 16:
                rows.append(img.resize((img.width * 4, img.height * 4), Image.NEAREST))
        rows.append(Image.new("RGB", (1, 12), "white"))
    sheet = Image.new("RGB", (max(r.width for r in rows), sum(r.height for r in rows)), "white")
    y = 0
    for row in rows:
        sheet.paste(row, (0, y))
        y += row.height
    sheet.save(out)
    print(f"suit-glyphs: preview in {out}", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("fonts", nargs="*", default=FONTS, help="the fonts to patch (default: assets/fonts/*)")
    parser.add_argument("--preview", nargs="?", const=PREVIEW, metavar="PNG",
                        help=f"also draw the suits beside ♠ (default {PREVIEW})")
    args = parser.parse_args()
    try:
        import fontTools  # noqa: F401
    except ImportError:
        sys.exit("suit-glyphs: needs fontTools (pip install fonttools, or apt-get install python3-fonttools)")
    for path in args.fonts:
        patch(path)
    if args.preview:
        preview(args.fonts, args.preview)


if __name__ == "__main__":
    main()
