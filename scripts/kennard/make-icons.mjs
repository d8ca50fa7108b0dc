// Makes the game's icons from its own art: the web app's, web/icons/icon-192.png and icon-512.png (the manifest's,
// web/manifest.webmanifest), and the desktop's, scripts/package/wendellhead.png (256 px: the Linux menu's, beside
// the .desktop entry) and scripts/package/wendellhead.ico (16 to 256 px: linked into wendellhead.exe by build.rs).
// Each is the ace of hearts over the ace of spades of the Kennard pack (assets/cards/kennard),
// fanned on a rounded square of the table's felt (assets/table/felt.png) with a thin gold edge. A rerun gives the
// same files.
//
//   cd scripts/kennard && npm ci && node make-icons.mjs
//
// "maskable" launchers crop to a circle of 80% of the square: the cards keep inside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const asset = (p) => path.join(root, 'assets', p);

async function icon(size, { palette = true } = {}) {
  const radius = Math.round(size * 0.18);
  const border = Math.max(2, Math.round(size / 96));
  // The felt, cut to a square and smoothed down, under a soft vignette as the table has.
  const felt = await sharp(asset('table/felt.png'))
    .resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
    .toBuffer();
  const frame = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="v" cx="50%" cy="45%" r="70%">
      <stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#v)"/>
    <rect x="${border / 2}" y="${border / 2}" width="${size - border}" height="${size - border}" rx="${radius}"
      fill="none" stroke="#e3b64a" stroke-width="${border}"/></svg>`);
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`);
  // Two cards, 46% of the square high, turned apart about their feet.
  const cardHeight = Math.round(size * 0.5);
  const card = async (name, degrees) => {
    const face = await sharp(asset(`cards/kennard/${name}.png`))
      .resize({ height: cardHeight, kernel: 'lanczos3' })
      .toBuffer();
    return sharp(face)
      .rotate(degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .toBuffer({ resolveWithObject: true });
  };
  const place = ({ data, info }, dx) => ({
    input: data,
    left: Math.round(size / 2 - info.width / 2 + dx * size),
    top: Math.round(size / 2 - info.height / 2 + 0.02 * size),
  });
  const spade = await card('AS', -12);
  const heart = await card('AH', 12);
  const shadow = async (c) =>
    sharp(c.data).ensureAlpha().linear([0, 0, 0, 0.5], [0, 0, 0, 0]).blur(Math.max(1, size / 120)).toBuffer();
  const composed = await sharp(felt)
    .composite([
      { input: await shadow(spade), left: place(spade, -0.1).left + size / 96, top: place(spade, -0.1).top + size / 64 },
      place(spade, -0.1),
      { input: await shadow(heart), left: place(heart, 0.1).left + size / 96, top: place(heart, 0.1).top + size / 64 },
      place(heart, 0.1),
      { input: frame },
    ].map((c) => (c.left === undefined ? c : { ...c, left: Math.round(c.left), top: Math.round(c.top) })))
    .png()
    .toBuffer();
  return sharp(composed)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png({ palette, quality: size > 256 ? 60 : 80, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

const write = (out, data) => {
  fs.writeFileSync(out, data);
  console.log(`${path.relative(root, out)}: ${data.length} bytes`);
};

for (const size of [192, 512]) write(path.join(root, 'web', 'icons', `icon-${size}.png`), await icon(size));

// The desktop's: full colour (a menu draws them large, and small sizes lose little to a palette).
const desktop = path.join(root, 'scripts', 'package');
write(path.join(desktop, 'wendellhead.png'), await icon(256, { palette: false }));
// An .ico of PNG images (Windows Vista and later read them): a 6-byte header, a 16-byte entry per image, the images.
const sizes = [16, 24, 32, 48, 64, 256];
const images = [];
for (const size of sizes) images.push(await icon(size, { palette: false }));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // an icon, not a cursor
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size >= 256 ? 0 : size, entry); // 0 means 256
  header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits a pixel
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
write(path.join(desktop, 'wendellhead.ico'), Buffer.concat([header, ...images]));
