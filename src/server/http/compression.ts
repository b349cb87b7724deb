/**
 * Compressed answers: Brotli or gzip, whichever the browser prefers, for every text response (pages,
 * JSON, the OpenAPI document). Built assets are compressed once at build time at the highest levels
 * (`scripts/precompress.mjs`) and served as they are by @fastify/static; what is rendered per request
 * is compressed here at a quick Brotli level, because quality 11 costs more time than it saves bytes.
 */
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this many bytes, compressing gains less than its headers and time cost. */
export const COMPRESS_THRESHOLD = 1024;
const DYNAMIC_BROTLI_QUALITY = 5;
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // Request bodies are taken as sent: a webhook's signature covers the bytes on the wire.
    globalDecompression: false,
    // A JSON answer (a page of clinics, a set of names) compressed in one call, not through a zlib
    // stream: bench:vets measured 20-30% more searches a second on 2 cores than the default 8 kB.
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  });
}
