import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1_024;
/** Brotli's quality and gzip's level for answers made at request time (see below). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * Compresses dynamic answers (the lobby's game lists are hundreds of kilobytes of repetitive JSON,
 * a phone on a slow network feels every one of them). Brotli at quality 4 and gzip at level 6 keep
 * the CPU cost per answer near gzip's while brotli still wins on size; the built app's assets are
 * compressed ahead of time (brotli 11) and keep their own Content-Encoding, so they pass untouched.
 * Images are compressed already: only text types are worth it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/,
  });
}
