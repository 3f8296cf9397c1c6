import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors';
import {
  createGameImageService,
  gameImageHash,
  negotiateImageFormat,
  parseImageFile,
  type ImageGame,
} from './service';

const GAME: ImageGame = {
  id: '20017',
  name: 'Pearls of the Deep',
  engine: 'video-slot',
  skin: 'pearls-of-the-deep',
  isLive: false,
};
const FILE = `${GAME.id}.${gameImageHash(GAME.id)}`;
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

function serviceWith(games: readonly ImageGame[] = [GAME], cacheBytes?: number) {
  const findGame = vi.fn(async (id: string) => games.find((game) => game.id === id) ?? null);
  const service = createGameImageService({
    findGame,
    ...(cacheBytes === undefined ? {} : { cacheBytes }),
  });
  return { service, findGame };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('negotiateImageFormat', () => {
  it.each([
    [AVIF, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['image/avif;q=0.5, image/jpeg', 'avif'],
    ['*/*', 'jpeg'],
    ['image/*', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ] as const)('%s → %s', (accept, format) => {
    expect(negotiateImageFormat(accept)).toBe(format);
  });
});

describe('parseImageFile', () => {
  it('splits at the last dot and wants a 12-digit hex hash', () => {
    expect(parseImageFile('10001.0123456789ab')).toEqual({ gameId: '10001', hash: '0123456789ab' });
    expect(parseImageFile('a.b.0123456789ab')).toEqual({ gameId: 'a.b', hash: '0123456789ab' });
    expect(parseImageFile('10001.0123456789AB')).toBeNull();
    expect(parseImageFile('10001.0123')).toBeNull();
    expect(parseImageFile('.0123456789ab')).toBeNull();
    expect(parseImageFile('10001')).toBeNull();
  });
});

describe('createGameImageService', () => {
  it('answers 150×150 at quality 75 by default, in the negotiated format', async () => {
    const { service } = serviceWith();
    const answer = await service.lookup({ file: FILE, query: {}, accept: 'image/webp' });
    expect(answer.contentType).toBe('image/webp');
    const meta = await sharp(await answer.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 150, 150]);
    expect(answer.etag).toBe(`"${gameImageHash(GAME.id)}-webp-150x150-q75-cover"`);
  });

  it('renders an image once: a second lookup is served from the cache without the catalogue', async () => {
    const { service, findGame } = serviceWith();
    const first = await (await service.lookup({ file: FILE, query: {}, accept: AVIF })).body();
    expect(service.stats()).toMatchObject({ artRenders: 1, imageRenders: 1, cachedImages: 1 });
    const again = await service.lookup({ file: FILE, query: {}, accept: AVIF });
    expect((await again.body()).equals(first)).toBe(true);
    expect(service.stats()).toMatchObject({ artRenders: 1, imageRenders: 1 });
    expect(findGame).toHaveBeenCalledTimes(1);
  });

  it('renders concurrent requests for the same image once', async () => {
    const { service } = serviceWith();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        service.lookup({ file: FILE, query: { w: 300 }, accept: AVIF }),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.body()));
    expect(service.stats()).toMatchObject({ artRenders: 1, imageRenders: 1 });
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
  });

  it('cuts every size and format from one rendering of the art', async () => {
    const { service } = serviceWith();
    for (const [query, accept] of [
      [{ w: 75 }, AVIF],
      [{ w: 188 }, 'image/webp'],
      [{ w: 600, h: 300, fit: 'contain' }, '*/*'],
    ] as const) {
      const answer = await service.lookup({ file: FILE, query, accept });
      const meta = await sharp(await answer.body()).metadata();
      expect([meta.width, meta.height]).toEqual([query.w, 'h' in query ? query.h : query.w]);
    }
    expect(service.stats()).toMatchObject({ artRenders: 1, imageRenders: 3 });
  });

  it('keeps the cache within its byte bound', async () => {
    const { service } = serviceWith([GAME], 20_000);
    for (const w of [75, 150, 155, 188, 200, 300] as const) {
      await (await service.lookup({ file: FILE, query: { w }, accept: 'image/jpeg' })).body();
    }
    expect(service.stats().cachedBytes).toBeLessThanOrEqual(20_000);
    expect(service.stats().cachedImages).toBeLessThan(6);
  });

  it('answers NOT_FOUND for an old or malformed hash and GAME_NOT_FOUND for an unknown game', async () => {
    const { service, findGame } = serviceWith();
    const stale = `${GAME.id}.${'0'.repeat(12)}`;
    expect(await codeOf(service.lookup({ file: stale, query: {}, accept: AVIF }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(service.lookup({ file: GAME.id, query: {}, accept: AVIF }))).toBe(
      'NOT_FOUND',
    );
    expect(findGame).not.toHaveBeenCalled();
    const unknown = `99999.${gameImageHash('99999')}`;
    expect(await codeOf(service.lookup({ file: unknown, query: {}, accept: AVIF }))).toBe(
      'GAME_NOT_FOUND',
    );
  });
});
