import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/modules/i18n/catalogs/en.json' with { type: 'json' };
import { createTestApp, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Enough keys for an answer well above the compression threshold.
const KEYS = Object.keys(en).slice(0, 60);

function selection(acceptEncoding?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/en/translations/selection',
    headers: {
      ...XHR,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    payload: { keys: KEYS },
  });
}

describe('answer compression', () => {
  it('answers brotli to a browser that accepts it, with the same JSON inside', async () => {
    const plain = await selection();
    const compressed = await selection('br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('answers gzip where brotli is not accepted', async () => {
    const compressed = await selection('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toHaveProperty(
      'payload',
    );
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
