import { GAME_IMAGE_SIZES_PX, gameImagePath } from '@playfair/contracts/lobby';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/modules/catalog/schema';
import { gameImageHash } from '../src/modules/game-images/service';
import { createTestApp, type TestApp } from './helper';

// GET /game-images/{gameId}.{hash} (contracts/lobby.ts, spec 000 §3): generated tile art.

const AVIF_BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let testApp: TestApp;
let slot: { id: string };
let live: { id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  [slot] = (await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.engine, 'video-slot'))
    .orderBy(asc(games.id))
    .limit(1)) as [{ id: string }];
  [live] = (await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.isLive, true))
    .orderBy(asc(games.id))
    .limit(1)) as [{ id: string }];
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

function pathOf(gameId: string, query: Parameters<typeof gameImagePath>[2] = {}): string {
  return gameImagePath(gameId, gameImageHash(gameId), query);
}

async function dimensionsOf(body: Buffer): Promise<[number | undefined, number | undefined]> {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
}

describe('GET /game-images/{gameId}.{hash}', () => {
  it('answers 150×150 AVIF to a browser that takes it, cached for a year and varying by Accept', async () => {
    const response = await get(pathOf(slot.id), { accept: AVIF_BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers.vary).toMatch(/Accept/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{12}-avif-150x150-q75-cover"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.compression, meta.width, meta.height]).toEqual(['av1', 150, 150]);
  });

  it('answers WebP without AVIF in Accept, and JPEG when neither is named', async () => {
    const webp = await get(pathOf(slot.id), { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const jpeg = await get(pathOf(slot.id), headers);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('answers every listed size, square when one side is given', async () => {
    for (const size of GAME_IMAGE_SIZES_PX) {
      const response = await get(pathOf(slot.id, { w: size }), { accept: 'image/webp' });
      expect(response.statusCode).toBe(200);
      expect(await dimensionsOf(response.rawPayload)).toEqual([size, size]);
    }
    const banner = await get(pathOf(live.id, { w: 600, h: 300, fit: 'contain', q: 60 }), {
      accept: 'image/webp',
    });
    expect(await dimensionsOf(banner.rawPayload)).toEqual([600, 300]);
    expect(banner.headers.etag).toMatch(/-webp-600x300-q60-contain"$/);
  });

  it('answers the same bytes every time, and different art for different games', async () => {
    const first = await get(pathOf(slot.id), { accept: 'image/webp' });
    const again = await get(pathOf(slot.id), { accept: 'image/webp' });
    const other = await get(pathOf(live.id), { accept: 'image/webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const first = await get(pathOf(slot.id), { accept: AVIF_BROWSER });
    const etag = first.headers.etag as string;
    const revalidated = await get(pathOf(slot.id), { accept: AVIF_BROWSER, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The ETag names the format: a browser that now asks for WebP gets a new answer.
    const otherFormat = await get(pathOf(slot.id), { accept: 'image/webp', 'if-none-match': etag });
    expect(otherFormat.statusCode).toBe(200);
    const weak = await get(pathOf(slot.id), { accept: AVIF_BROWSER, 'if-none-match': `W/${etag}` });
    expect(weak.statusCode).toBe(304);
  });

  it('answers 404 for an unknown game, an old hash, a malformed name or a locale prefix', async () => {
    const cases = [
      [pathOf('999999999'), 'GAME_NOT_FOUND'],
      [`/game-images/${slot.id}.${'0'.repeat(12)}`, 'NOT_FOUND'],
      [`/game-images/${slot.id}`, 'NOT_FOUND'],
      [`/game-images/${slot.id}.${gameImageHash(slot.id).toUpperCase()}`, 'NOT_FOUND'],
      [`/fi${pathOf(slot.id)}`, 'NOT_FOUND'],
    ] as const;
    for (const [url, code] of cases) {
      const response = await get(url, { accept: AVIF_BROWSER });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe(code);
      expect(String(response.headers['cache-control'])).not.toMatch(/immutable/);
    }
  });

  it('answers 400 with the error model for a size, quality or fit it does not offer', async () => {
    for (const query of ['w=151', 'h=10000', 'q=10', 'q=95', 'fit=fill', 'w=abc']) {
      const response = await get(`${pathOf(slot.id)}?${query}`, { accept: AVIF_BROWSER });
      expect([query, response.statusCode]).toEqual([query, 400]);
      const body = ZErrorResponse.parse(response.json());
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields ?? {})).toHaveLength(1);
    }
  });
});
