import Fastify, { type FastifyRequest } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { createEncodedTextCache, encodedText, preferredEncoding, sendEncoded } from './encoding';

describe('encodedText', () => {
  it('makes each encoding once, shared by callers at the same moment, holding the same text', async () => {
    const encoded = encodedText('{"rows":[' + '"game",'.repeat(500) + '"last"]}');
    const [first, second] = await Promise.all([encoded.bytes('br'), encoded.bytes('br')]);
    expect(second).toBe(first);
    expect(await encoded.bytes('br')).toBe(first);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(encoded.text);
    expect(gunzipSync(await encoded.bytes('gzip')).toString('utf8')).toBe(encoded.text);
    expect((await encoded.bytes('identity')).toString('utf8')).toBe(encoded.text);
    expect(first.length).toBeLessThan(encoded.text.length / 10);
  });
});

describe('createEncodedTextCache', () => {
  it('gives the same entry for the same text, and forgets the least recently used first', () => {
    const cache = createEncodedTextCache(2);
    const a = cache('a');
    expect(cache(`${'a'}`)).toBe(a);
    const b = cache('b');
    expect(cache('a')).toBe(a);
    cache('c');
    expect(cache('a')).toBe(a);
    expect(cache('b')).not.toBe(b);
  });
});

describe('preferredEncoding', () => {
  const of = (headers: Record<string, string>) =>
    preferredEncoding({ headers } as unknown as FastifyRequest);

  it('takes brotli first, then gzip, as the caller accepts them', () => {
    expect(of({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('br');
    expect(of({ 'accept-encoding': 'gzip, deflate' })).toBe('gzip');
    expect(of({ 'accept-encoding': 'br;q=0, gzip;q=0.5' })).toBe('gzip');
    expect(of({ 'accept-encoding': 'BR;Q=1' })).toBe('br');
    expect(of({ 'accept-encoding': '*' })).toBe('br');
    expect(of({ 'accept-encoding': '*;q=0, gzip' })).toBe('gzip');
  });

  it('sends plain bytes where nothing we make is accepted, or compression is refused', () => {
    expect(of({})).toBe('identity');
    expect(of({ 'accept-encoding': '' })).toBe('identity');
    expect(of({ 'accept-encoding': 'deflate, zstd' })).toBe('identity');
    expect(of({ 'accept-encoding': 'br;q=0, gzip;q=0' })).toBe('identity');
    expect(of({ 'accept-encoding': 'br;q=nonsense' })).toBe('identity');
    expect(of({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBe('identity');
  });
});

describe('sendEncoded', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appSending(text: string) {
    const app = Fastify();
    apps.push(app);
    // The global hook is there, as in the platform: it must leave these answers alone.
    await registerCompression(app);
    const encoded = encodedText(text);
    app.get('/text', (request, reply) => {
      reply.header('vary', 'Cookie');
      return sendEncoded(request, reply, encoded, 'text/html; charset=utf-8');
    });
    return app;
  }

  const page = `<!doctype html><main>${'<p>Game</p>'.repeat(400)}</main>`;

  it('answers brotli with its encoding, type and Vary: Accept-Encoding', async () => {
    const app = await appSending(page);
    const response = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('answers gzip where brotli is not accepted', async () => {
    const app = await appSending(page);
    const response = await app.inject({ url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('answers plain text to a caller that accepts no compression, and small texts', async () => {
    const plain = await (await appSending(page)).inject({ url: '/text' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await (
      await appSending('<p>hi</p>')
    ).inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
  });
});
