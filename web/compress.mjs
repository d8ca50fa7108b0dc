// Writes FILE.br (brotli) and FILE.gz (gzip -9) beside FILE, for servers that send precompressed files.
// Usage: node web/compress.mjs QUALITY FILE...   (QUALITY: brotli 0-11; web/build uses 11, its check build 5)

import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const [quality, ...files] = process.argv.slice(2);
for (const file of files) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: Number(quality),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_GENERIC,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
