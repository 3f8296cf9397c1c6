import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from './compression';

// Answers whose compressed bytes are kept and sent again (a visitor's lobby answer, a visitor's
// page): compressed once, on libuv's thread pool, never on the event loop, with the same settings
// as the global compression hook (`compression.ts`), which leaves them alone.

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How an answer's bytes travel: what the caller accepts, brotli first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** `text` as UTF-8 bytes in `encoding`. */
export function encodeText(text: string, encoding: ContentEncoding): Promise<Buffer> {
  const plain = Buffer.from(text, 'utf8');
  switch (encoding) {
    case 'identity':
      return Promise.resolve(plain);
    case 'br':
      return brotliAsync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      });
    case 'gzip':
      return gzipAsync(plain, { level: GZIP_LEVEL });
  }
}

/** A text's bytes per encoding, each made once; callers at the same moment share it. */
export type EncodedText = {
  readonly text: string;
  bytes(encoding: ContentEncoding): Promise<Buffer>;
};

export function encodedText(text: string): EncodedText {
  const made: Partial<Record<ContentEncoding, Promise<Buffer>>> = {};
  return {
    text,
    bytes(encoding) {
      const cached = made[encoding];
      if (cached !== undefined) return cached;
      const bytes = encodeText(text, encoding);
      made[encoding] = bytes;
      // A failed compression is not kept: the next caller tries again.
      bytes.catch(() => {
        if (made[encoding] === bytes) delete made[encoding];
      });
      return bytes;
    },
  };
}

/** The q-value a caller gives `coding` in Accept-Encoding (`*` stands for any unnamed coding). */
function qualityOf(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const quality = Number.isFinite(value) ? value : 0;
    if (name.trim() === coding) return quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard ?? 0;
}

/** The encoding to answer in: brotli, else gzip, where the caller accepts it (RFC 9110 §12.5.3). */
export function preferredEncoding(request: FastifyRequest): ContentEncoding {
  const header = request.headers['accept-encoding'];
  // A caller that asks for no compression (as @fastify/compress honours it) gets none.
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return 'identity';
  if (qualityOf(header, 'br') > 0) return 'br';
  if (qualityOf(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Sends the text's bytes compressed as the caller accepts (small texts plain), with
 * `Vary: Accept-Encoding` and `contentType`.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedText,
  contentType: string,
): Promise<FastifyReply> {
  const encoding =
    encoded.text.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request);
  const bytes = await encoded.bytes(encoding);
  addVary(reply, 'Accept-Encoding');
  reply.header('content-type', contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/**
 * The encoded bytes of texts sent again and again (a visitor's page): the `maxEntries` most
 * recently sent texts keep theirs. A text is its own key, so a changed text is a new entry.
 */
export function createEncodedTextCache(maxEntries: number): (text: string) => EncodedText {
  const entries = new Map<string, EncodedText>();
  return (text) => {
    const cached = entries.get(text);
    if (cached !== undefined) {
      entries.delete(text);
      entries.set(text, cached);
      return cached;
    }
    const encoded = encodedText(text);
    entries.set(text, encoded);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return encoded;
  };
}
