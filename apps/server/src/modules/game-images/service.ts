import { createHash } from 'node:crypto';
import type { GameImageFit, TGameImageQuery } from '@playfair/contracts/lobby';
import { GAME_TILE_IMAGE } from '@playfair/domain/constants';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { gameArtSvg, type ArtGame } from './art';
import { createByteLru } from './byte-lru';

/**
 * The artwork's version: raising it gives every game a new image address (the answers are cached
 * for a year as immutable), so a change of the generator reaches every browser at once.
 */
export const GAME_ART_VERSION = '1';

/**
 * spec 000 §3 gameImageHash: derived from the game id (and the artwork's version), 12 hex digits.
 * The catalogue puts it in every tile; the image route answers only the current one.
 */
export function gameImageHash(gameId: string): string {
  return createHash('sha256').update(`${GAME_ART_VERSION}:${gameId}`).digest('hex').slice(0, 12);
}

/** Encoded tiles kept in memory: every tile of a busy lobby in every size and format fits. */
export const GAME_IMAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** The games' full-size artwork (PNG, about 50 KB each) that every size is cut from. */
export const GAME_ART_CACHE_BYTES = 16 * 1024 * 1024;

/** Best first: AVIF where the browser takes it, else WebP, else JPEG (which every browser shows). */
export const GAME_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type GameImageFormat = (typeof GAME_IMAGE_FORMATS)[number];

export const GAME_IMAGE_CONTENT_TYPES: Readonly<Record<GameImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** What the image route needs of a game (the catalogue's game, injected). */
export type ImageGame = ArtGame & { name: string };

export type GameImageDependencies = {
  findGame(gameId: string): Promise<ImageGame | null>;
  cacheBytes?: number;
  artCacheBytes?: number;
};

/** One answer of GET /game-images/{gameId}.{hash}: its ETag first, the bytes when needed. */
export type GameImageAnswer = {
  etag: string;
  contentType: string;
  /** The encoded image: from the cache, or rendered once however many callers wait for it. */
  body(): Promise<Buffer>;
};

export type GameImageService = {
  /**
   * The image at `file` (`{gameId}.{hash}`) for this query and Accept header. NOT_FOUND for a
   * malformed name or a hash that is not the game's current one, GAME_NOT_FOUND for an unknown game.
   */
  lookup(input: {
    file: string;
    query: TGameImageQuery;
    accept: string | undefined;
  }): Promise<GameImageAnswer>;
  /** How often art and encoded sizes were rendered, and what the caches hold (logs, tests). */
  stats(): { artRenders: number; imageRenders: number; cachedImages: number; cachedBytes: number };
};

type Variant = {
  gameId: string;
  hash: string;
  format: GameImageFormat;
  width: number;
  height: number;
  quality: number;
  fit: GameImageFit;
};

const HASH_PATTERN = /^[0-9a-f]{12}$/;

/** `{gameId}.{hash}`: the hash follows the last dot, so a game id may hold dots itself. */
export function parseImageFile(file: string): { gameId: string; hash: string } | null {
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return null;
  const hash = file.slice(dot + 1);
  return HASH_PATTERN.test(hash) ? { gameId: file.slice(0, dot), hash } : null;
}

function acceptedTypes(accept: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of accept.slice(0, 1024).split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(type.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The format for an Accept header. Only a type named outright counts: browsers name AVIF and WebP
 * when they decode them, while `image/*` or `*\/*` alone promises nothing a JPEG would not cover.
 */
export function negotiateImageFormat(accept: string | undefined): GameImageFormat {
  if (accept === undefined) return 'jpeg';
  const weights = acceptedTypes(accept);
  for (const format of GAME_IMAGE_FORMATS) {
    if ((weights.get(GAME_IMAGE_CONTENT_TYPES[format]) ?? 0) > 0) return format;
  }
  return 'jpeg';
}

/** spec 000 §3: 150×150, quality 75, cover unless asked otherwise; one side given makes a square. */
function variantOf(
  gameId: string,
  hash: string,
  query: TGameImageQuery,
  accept: string | undefined,
): Variant {
  const width = query.w ?? query.h ?? GAME_TILE_IMAGE.widthPx;
  const height = query.h ?? query.w ?? GAME_TILE_IMAGE.heightPx;
  return {
    gameId,
    hash,
    format: negotiateImageFormat(accept),
    width,
    height,
    quality: query.q ?? GAME_TILE_IMAGE.quality,
    fit: query.fit ?? GAME_TILE_IMAGE.fit,
  };
}

function keyOf(variant: Variant): string {
  const { gameId, hash, format, width, height, quality, fit } = variant;
  return `${gameId}.${hash}|${format}|${width}x${height}|q${quality}|${fit}`;
}

/** Strong: the same address, format and parameters always give the same bytes. */
function etagOf(variant: Variant): string {
  const { hash, format, width, height, quality, fit } = variant;
  return `"${hash}-${format}-${width}x${height}-q${quality}-${fit}"`;
}

// `contain` letterboxes a non-square size; the bars take the tiles' dark ground.
const LETTERBOX = { r: 12, g: 12, b: 20, alpha: 1 };

async function encode(art: Buffer, variant: Variant): Promise<Buffer> {
  const resized = sharp(art).resize(variant.width, variant.height, {
    fit: variant.fit,
    background: LETTERBOX,
  });
  switch (variant.format) {
    case 'avif':
      // Effort 2 of 9: a tile encodes in tens of milliseconds, a few percent larger than at 4.
      return resized.avif({ quality: variant.quality, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: variant.quality }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality: variant.quality, progressive: true }).toBuffer();
  }
}

/** Runs `work` once per key while it is under way; later callers get the same promise. */
function createSingleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current !== undefined) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

export function createGameImageService({
  findGame,
  cacheBytes = GAME_IMAGE_CACHE_BYTES,
  artCacheBytes = GAME_ART_CACHE_BYTES,
}: GameImageDependencies): GameImageService {
  const images = createByteLru<Buffer>(cacheBytes);
  const arts = createByteLru<Buffer>(artCacheBytes);
  const renderingImage = createSingleFlight<Buffer>();
  const renderingArt = createSingleFlight<Buffer>();
  let artRenders = 0;
  let imageRenders = 0;

  // The full-size art of a game, rendered once and resized for every size asked.
  async function artOf(game: ImageGame): Promise<Buffer> {
    const cached = arts.get(game.id);
    if (cached !== undefined) return cached;
    return renderingArt(game.id, async () => {
      artRenders += 1;
      const png = await sharp(Buffer.from(gameArtSvg(game)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      arts.set(game.id, png, png.length);
      return png;
    });
  }

  function imageOf(game: ImageGame, variant: Variant): Promise<Buffer> {
    const key = keyOf(variant);
    const cached = images.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    return renderingImage(key, async () => {
      const body = await encode(await artOf(game), variant);
      imageRenders += 1;
      images.set(key, body, body.length);
      return body;
    });
  }

  return {
    async lookup({ file, query, accept }) {
      const parsed = parseImageFile(file);
      // An old hash is a 404, not a redirect: tiles always carry the current address, and an
      // immutable answer must never change under a URL a browser may have kept.
      if (parsed === null || parsed.hash !== gameImageHash(parsed.gameId)) {
        throw new AppError('NOT_FOUND');
      }
      const variant = variantOf(parsed.gameId, parsed.hash, query, accept);
      const answer = {
        etag: etagOf(variant),
        contentType: GAME_IMAGE_CONTENT_TYPES[variant.format],
      };
      const cached = images.get(keyOf(variant));
      if (cached !== undefined) return { ...answer, body: async () => cached };
      const game = await findGame(parsed.gameId);
      if (game === null) throw new AppError('GAME_NOT_FOUND');
      return { ...answer, body: () => imageOf(game, variant) };
    },

    stats: () => ({
      artRenders,
      imageRenders,
      cachedImages: images.size,
      cachedBytes: images.bytes,
    }),
  };
}
