#!/usr/bin/env node
// Writes NAME.br and NAME.gz beside every text file of the browser build (build/client), at the
// highest levels: they are made once and served to every visitor by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
/** Smaller files gain less than the extra request headers cost; the server sends them as they are. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses the text files under `dir` and says how much Brotli saved. */
export function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
    count++;
    before += bytes.length;
    after += br.length;
  }
  console.log(
    `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (Brotli)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  precompress(path.resolve(process.argv[2] ?? "build/client"));
