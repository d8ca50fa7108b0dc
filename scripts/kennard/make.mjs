// Makes the Kennard card pack, assets/cards/kennard/: Adrian Kennard's playing-card designs
// (https://www.me.uk/cards/, CC0-1.0), as carried by the npm package @letele/playing-cards 0.1.0 (SVG inside
// React components, also CC0-1.0).
//
//   cd scripts/kennard && npm ci && node make.mjs                 # the shipped (desktop) pack
//   cd scripts/kennard && npm ci && node make.mjs --web OUTDIR    # the small web variant, written into OUTDIR
//
// What it does:
//   1. loads the package's components (the package ships a bare ES module that Node cannot import by name, so
//      its two imports and its export line are rewritten and the body is run as a function), and renders each
//      card with react-dom/server's renderToStaticMarkup to an SVG string;
//   2. for the four-colour set, recolours the suit's pips and index letters in the SVG (the symbols with the
//      viewBoxes the package uses for pips, -600 -600 1200 1200, and for indices, -500 -500 1000 1000): clubs
//      green, diamonds blue, hearts red, spades black. The court figures keep their colours, but the suit symbols
//      they hold are the same pip symbol and so take the suit colour too;
//   3. rasterises each SVG with resvg (no system fonts: the cards are paths only) at card_size, keeping the
//      transparent rounded corners, and writes a palette PNG with sharp (libimagequant). At the desktop size every
//      card has at most 256 colours, so quality 100 keeps it exact (a palette PNG is about 20% smaller than RGBA);
//      the web variant is smaller and quantised harder (quality 60: 11 to 135 colours a card);
//   4. draws the first two backs itself (drawnBack: SVG in the faces' frame, the same white card, rounded corners
//      and thin outline, rasterised the same way at the same card_size): the package's lattices are so fine that
//      a back shown small (an opponent's hand, about 60 x 85 px) averages to flat grey or pink, so these have 9
//      coarse diamonds across, a gold frame and a "W" monogram in an oval medallion, and still read at that size.
//      They are this project's own drawing, CC0-1.0 like the rest;
//   5. writes pack.ron (see docs/modding.md).
//
// Files: <rank><suit>.png (2C ... AS, ranks 2-9 T J Q K A, suits C D H S), 4c/<rank><suit>.png for the cards
// whose four-colour image differs (clubs and diamonds: hearts and spades keep their colours, so pack.ron points
// their four-colour faces at the two-colour files), the backs in pack.ron's order (the first is the default):
// back-navy.png and back-burgundy.png (drawn here: "Navy diamonds", "Burgundy diamonds"), back-black.png and
// back-red.png (the package's two backs, B1 and B2: "Black lattice", "Red lattice"), pack.ron. The jokers (J1,
// J2) are not used. The output folder's PNGs and its 4c/ folder are removed first, so nothing stale is left (the
// web build runs this over a copy of the desktop pack).
//
// A rerun gives byte-identical files (resvg and libimagequant are deterministic; PNG metadata is not written).
// Options for trying other sizes (they change the output, so the committed pack uses none): --height N (a multiple
// of 14 keeps the source's 5:7 exactly), --quality Q (0-100, libimagequant's target), --rgba (full RGBA PNGs
// instead of palette ones), --out DIR (write elsewhere).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

// The two builds. The source is 240 x 336 (5:7); the game's cards are 72:100, close enough.
// Desktop: 330 x 462, about twice the 230 px tall hand cards at 1920 x 1080. Web: 170 x 238, for the download.
const DESKTOP = { height: 462, quality: 100, out: path.join(here, '../../assets/cards/kennard') };
const WEB = { height: 238, quality: 60 };

const FOUR_COLOUR = { C: '#1a7f37', D: '#1f5fbf', H: 'red', S: '#000' };
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const SUITS = ['C', 'D', 'H', 'S'];
// The first back is the default. The package's lattices (B1, B2) are so fine that a back shown small (an
// opponent's hand, about 60 x 85 px) averages them to flat grey or pink, so the first two are drawn here
// (drawnBack): coarse diamonds that still read at that size. draw: the field, diamond and trim colours.
const BACKS = [
    { draw: ['#1c2f6b', '#2f4c99', '#d4b25c'], file: 'back-navy.png', name: 'Navy diamonds' },
    { draw: ['#7a1f2b', '#a33a49', '#d4b25c'], file: 'back-burgundy.png', name: 'Burgundy diamonds' },
    { component: 'B1', file: 'back-black.png', name: 'Black lattice' },
    { component: 'B2', file: 'back-red.png', name: 'Red lattice' },
];

function parseArgs(argv) {
    const opts = { ...DESKTOP, web: false, rgba: false };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const value = () => {
            if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
            return argv[++i];
        };
        if (a === '--web') {
            Object.assign(opts, WEB, { web: true, out: path.resolve(value()) });
        } else if (a === '--height') opts.height = Number(value());
        else if (a === '--quality') opts.quality = Number(value());
        else if (a === '--rgba') opts.rgba = true;
        else if (a === '--out') opts.out = path.resolve(value());
        else throw new Error(`unknown argument ${a}; see the top of make.mjs`);
    }
    return opts;
}

// The package is an ES module without "type": "module" or "exports", so Node cannot import it: run its body.
function loadDeck() {
    const file = require.resolve('@letele/playing-cards/package.json').replace(/package\.json$/, 'dist/index.esm.js');
    let src = fs.readFileSync(file, 'utf8');
    const imports = [
        "import _extends from '@babel/runtime/helpers/extends';\n",
        "import * as React from 'react';\n",
    ];
    for (const line of imports) {
        if (!src.includes(line)) throw new Error(`the package changed: no "${line.trim()}"`);
        src = src.replace(line, '');
    }
    const exportLine = /^export \{([^}]*)\};\s*$/m;
    const m = src.match(exportLine);
    if (!m) throw new Error('the package changed: no export line');
    const entries = m[1].split(',').map((s) => {
        const [local, exported] = s.trim().split(/\s+as\s+/);
        return `${JSON.stringify(exported)}: ${local}`;
    });
    src = src.replace(exportLine, `return { ${entries.join(', ')} };`);
    return new Function('React', '_extends', src)(React, require('@babel/runtime/helpers/extends'));
}

// The package's name for a card: suit then rank, with a, j, q, k lower case and 10 for the ten.
function componentName(rank, suit) {
    const r = { T: '10', J: 'j', Q: 'q', K: 'k', A: 'a' }[rank] ?? rank;
    return suit + r;
}

// Recolours the paths inside the pip and index symbols of one card's SVG.
function recolour(svg, colour) {
    let count = 0;
    const out = svg.replace(
        /<symbol\b[^>]*viewBox="(-600 -600 1200 1200|-500 -500 1000 1000)"[^>]*>.*?<\/symbol>/g,
        (symbol) => {
            count++;
            return symbol.replace(/<path\b([^>]*)>/g, (_p, attrs) => {
                let a = attrs.replace(/ (fill|stroke)="(#000|red)"/g, ` $1="${colour}"`);
                if (!/ fill="/.test(a)) a += ` fill="${colour}"`; // a pip with no fill is drawn black
                return `<path${a}>`;
            });
        },
    );
    if (count < 2) throw new Error('found no pip or index symbol to recolour');
    return out;
}

// A drawn back, in the faces' frame: the same 240 x 336 viewBox, white card, rounded corners and thin black
// outline as the package's cards. Inside a white margin, a field of the main colour with a thin trim-coloured
// frame; inside that, diamonds in a lighter tone, 9 across and 9 down, touching at their points (a harlequin
// check) and filling their box exactly, so the pattern is symmetric about the centre; in the middle an oval
// medallion with a "W" monogram. Paths only, no text (resvg runs without fonts).
function drawnBack([field, diamond, trim]) {
    const n = (x) => String(Math.round(x * 1000) / 1000);
    const px = 100, py = 148; // the diamonds' box: half width, half height
    const across = 9, down = 9;
    const w = (2 * px) / across, h = (2 * py) / down;
    let diamonds = '';
    for (let j = 0; j < down; j++) {
        for (let i = 0; i < across; i++) {
            const cx = -px + w / 2 + i * w, cy = -py + h / 2 + j * h;
            diamonds +=
                `M${n(cx)} ${n(cy - h / 2)}L${n(cx + w / 2)} ${n(cy)}` +
                `L${n(cx)} ${n(cy + h / 2)}L${n(cx - w / 2)} ${n(cy)}Z`;
        }
    }
    // The monogram: a W of two overlapping Vs, as stroked lines, with flat serifs on its four tops.
    const W = 'M-15 -9L-8 10L-1 -9M1 -9L8 10L15 -9';
    const serifs = 'M-18.5 -9H-11.5M-4.5 -9H4.5M11.5 -9H18.5';
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" height="336" preserveAspectRatio="none" viewBox="-120 -168 240 336" ' +
        'width="240">' +
        '<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" fill="#fff" stroke="#000"/>' +
        `<rect x="-108" y="-156" width="216" height="312" rx="7" ry="7" fill="${field}"/>` +
        `<path fill="${diamond}" d="${diamonds}"/>` +
        '<rect x="-102.5" y="-150.5" width="205" height="301" rx="3" ry="3" fill="none" ' +
        `stroke="${trim}" stroke-width="1.5"/>` +
        '<ellipse cx="0" cy="0" rx="27" ry="35" fill="#fff"/>' +
        `<ellipse cx="0" cy="0" rx="23.5" ry="31.5" fill="${field}" stroke="${trim}" stroke-width="1.5"/>` +
        `<path d="${W}" fill="none" stroke="${trim}" stroke-width="3.2" stroke-miterlimit="10"/>` +
        `<path d="${serifs}" fill="none" stroke="${trim}" stroke-width="1.6"/>` +
        '</svg>'
    );
}

async function rasterise(svg, opts) {
    const width = Math.round((opts.height * 240) / 336);
    const png = new Resvg(svg, {
        fitTo: { mode: 'height', value: opts.height },
        font: { loadSystemFonts: false },
        shapeRendering: 2, // geometricPrecision: anti-aliased
    })
        .render()
        .asPng();
    let img = sharp(png);
    const meta = await img.metadata();
    if (meta.width !== width || meta.height !== opts.height) {
        throw new Error(`rendered ${meta.width}x${meta.height}, wanted ${width}x${opts.height}`);
    }
    img = img.ensureAlpha();
    return opts.rgba
        ? img.png({ compressionLevel: 9, effort: 10, adaptiveFiltering: true }).toBuffer()
        : img
              .png({
                  palette: true,
                  quality: opts.quality,
                  dither: 1.0,
                  compressionLevel: 9,
                  effort: 10,
              })
              .toBuffer();
}

// fourColourFile: card name -> its four-colour image file.
function packRon(opts, width, fourColourFile) {
    const files = (file) =>
        'Files({\n' +
        SUITS.map((s) => '        ' + RANKS.map((r) => `"${r}${s}": "${file(r + s)}"`).join(', ') + ',\n').join(
            '',
        ) +
        '    })';
    return `// Adrian Kennard's card designs (https://www.me.uk/cards/), from the npm package @letele/playing-cards 0.1.0
// by Letele Motebang; both CC0-1.0. Made by scripts/kennard/make.mjs${opts.web ? ' --web (the web build\'s smaller copy)' : ''}; do not edit by hand.
// See docs/modding.md for every field.
(
    name: "Kennard",
    author: "Adrian Kennard (designs), Letele Motebang (SVG package)",
    licence: "CC0-1.0",
    // The source is 5:7 (240 x 336); ${opts.web ? 'small for the web download' : 'about twice the tallest card on a 1920 x 1080 screen'}.
    card_size: (${width}, ${opts.height}),
    decks: ["french-52", "french-32"],
    faces: ${files((card) => `${card}.png`)},
    // Clubs green, diamonds blue, hearts red, spades black: the pips and indices only (so hearts and spades are
    // the two-colour images).
    four_colour_faces: Some(${files((card) => fourColourFile[card])}),
    // The first back is the default. The diamonds are drawn by make.mjs (CC0-1.0, like the rest); the lattices
    // are the package's own backs.
    backs: [
${BACKS.map((b) => `        (name: "${b.name}", image: "${b.file}"),\n`).join('')}    ],
)
`;
}

async function main() {
    const opts = parseArgs(process.argv.slice(2));
    const width = Math.round((opts.height * 240) / 336);
    const deck = loadDeck();
    fs.mkdirSync(opts.out, { recursive: true });
    fs.rmSync(path.join(opts.out, '4c'), { recursive: true, force: true });
    for (const f of fs.readdirSync(opts.out)) if (f.endsWith('.png')) fs.rmSync(path.join(opts.out, f));
    fs.mkdirSync(path.join(opts.out, '4c'));

    const totals = {};
    let count = 0;
    const write = (file, png, set) => {
        fs.writeFileSync(path.join(opts.out, file), png);
        totals[set] = (totals[set] ?? 0) + png.length;
        count++;
    };
    const fourColourFile = {};
    for (const s of SUITS) {
        for (const r of RANKS) {
            const C = deck[componentName(r, s)];
            if (!C) throw new Error(`no component ${componentName(r, s)}`);
            const svg = renderToStaticMarkup(React.createElement(C));
            const two = await rasterise(svg, opts);
            const four = await rasterise(recolour(svg, FOUR_COLOUR[s]), opts);
            write(`${r}${s}.png`, two, 'faces');
            if (four.equals(two)) {
                fourColourFile[r + s] = `${r}${s}.png`;
            } else {
                fourColourFile[r + s] = `4c/${r}${s}.png`;
                write(`4c/${r}${s}.png`, four, 'four-colour faces (clubs, diamonds)');
            }
        }
    }
    for (const b of BACKS) {
        const svg = b.draw ? drawnBack(b.draw) : renderToStaticMarkup(React.createElement(deck[b.component]));
        write(b.file, await rasterise(svg, opts), 'backs');
    }
    fs.writeFileSync(path.join(opts.out, 'pack.ron'), packRon(opts, width, fourColourFile));

    const all = Object.values(totals).reduce((a, b) => a + b, 0);
    console.log(`${opts.out}: ${count} images of ${width} x ${opts.height}`);
    for (const [set, bytes] of Object.entries(totals)) console.log(`  ${set}: ${bytes} bytes`);
    console.log(`  all images: ${all} bytes`);
}

main().catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
});
