import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZAppConfig } from '@playfair/contracts/app-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inlinedConfig, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_COUNTRY_HEADER: 'CF-IPCountry' });
});
afterAll(() => t.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } as const;

describe('/ redirects to the visitor’s locale', () => {
  it.each([
    ['fi-FI,fi;q=0.9,en;q=0.5', '/fi/'],
    ['en-GB,en;q=0.8', '/gb/'],
    ['de-DE', '/de/'],
    ['fr-FR', '/en/'],
    [undefined, '/en/'],
  ])('Accept-Language %s → %s', async (acceptLanguage, location) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers:
        acceptLanguage === undefined ? BROWSER : { ...BROWSER, 'accept-language': acceptLanguage },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('keeps the page and the query when it redirects a bare page path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/casino?ref=x',
      headers: { 'accept-language': 'sv' },
    });
    expect(response.headers.location).toBe('/sv/casino?ref=x');
  });
});

describe('pages under /{locale}/', () => {
  it('serves the app with <html lang> and the configuration inlined', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fi/', headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="fi-FI">');
    const config = inlinedConfig(response.body);
    expect(config).toMatchObject({
      locale: 'fi',
      currency: 'EUR',
      country: 'FI',
      logged: false,
      userId: 'logged-out',
    });
    expect(config.supportedLocales).toHaveLength(18);
  });

  it('serves the account, the modal history routes and the registration pages (spec 001 §2)', async () => {
    for (const url of [
      '/en/account',
      '/sr/moj-nalog',
      '/pe/cuenta',
      '/no/konto',
      '/pe/iniciar-sesion',
      '/no/logge-in',
      '/en/forgot-password',
      '/pe/registrate',
      '/en/register',
      '/sr/registracija',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('serves every page of the site, and the locale without a trailing slash', async () => {
    for (const url of [
      '/en',
      '/en/casino',
      '/en/live-casino',
      '/en/sports',
      '/en/safer-gambling',
      '/en/blog',
      '/en/insider',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('configures each locale with its currency and jurisdiction', async () => {
    const se = inlinedConfig(
      (await t.app.inject({ method: 'GET', url: '/sv/', headers: BROWSER })).body,
    );
    expect(se).toMatchObject({ currency: 'SEK', country: 'SE', licencesAuthority: 'SGA' });
    const gb = inlinedConfig(
      (await t.app.inject({ method: 'GET', url: '/gb/', headers: BROWSER })).body,
    );
    expect(gb).toMatchObject({ currency: 'GBP', country: 'GB', licencesAuthority: 'UKGC' });
    const pe = inlinedConfig(
      (await t.app.inject({ method: 'GET', url: '/pe/', headers: BROWSER })).body,
    );
    expect(pe).toMatchObject({ currency: 'PEN', country: 'PE', licencesAuthority: 'MINCETUR' });
    // The German site: euros, Germany, the GGL's rules (no demo play for visitors); and Australia's.
    const de = (await t.app.inject({ method: 'GET', url: '/de/', headers: BROWSER })).body;
    expect(de).toContain('<html lang="de-DE">');
    expect(inlinedConfig(de)).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      licencesAuthority: 'GGL',
      lobby: { demoPlay: false },
    });
    const au = inlinedConfig(
      (await t.app.inject({ method: 'GET', url: '/au/', headers: BROWSER })).body,
    );
    expect(au).toMatchObject({ currency: 'AUD', country: 'AU' });
  });

  it('takes the country from the edge header when configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/',
      headers: { ...BROWSER, 'cf-ipcountry': 'de' },
    });
    expect(inlinedConfig(response.body)).toMatchObject({ country: 'DE', licencesAuthority: 'GGL' });
  });

  it('cannot be broken out of the config element by a hostile header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/',
      headers: { ...BROWSER, 'user-agent': '</script><script>alert(1)</script>' },
    });
    expect(response.body.match(/<script/g)).toHaveLength(2);
  });

  it('tells the device class from the User-Agent', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/',
      headers: { ...BROWSER, 'user-agent': iphone },
    });
    expect(inlinedConfig(response.body).device).toBe('mobile');
  });

  it('answers an unknown locale and an unknown page with the site’s 404 page', async () => {
    for (const url of ['/fr/', '/xx/casino', '/en/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
    }
  });
});

describe('GET /api/config', () => {
  it('answers the configuration for the locale asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config?locale=no',
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    expect(ZAppConfig.parse(response.json())).toMatchObject({
      locale: 'no',
      currency: 'NOK',
      languageTag: 'nb-NO',
    });
  });

  it('refuses an unsupported locale', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config?locale=fr',
      headers: XHR,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('static assets', () => {
  const asset = '/assets/index-Fx7a9b2c.js';

  it('serves hashed assets brotli-compressed and cached immutable', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('playfair');
  });

  it('serves gzip to a client without brotli, and plain to one without either', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('playfair');
    const plain = await t.app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('playfair');
  });

  it('does not serve the raw index.html template', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html', headers: XHR });
    expect(response.statusCode).toBe(404);
  });

  it('answers a missing asset with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-123.js',
      headers: XHR,
    });
    expect(response.statusCode).toBe(404);
  });
});
