import { ZErrorResponse } from '@playfair/contracts/errors';
import { SUPPORTED_LOCALES } from '@playfair/domain/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => t.close());

const select = ({
  payload,
  headers = {},
}: {
  payload: string | object;
  headers?: Record<string, string>;
}) =>
  t.app.inject({
    method: 'POST',
    url: '/en/translations/selection',
    headers: { ...XHR, ...headers },
    payload,
  });

describe('error model (DESIGN §5)', () => {
  it('answers an unknown call with a JSON 404 in the error model', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: XHR });
    expect(response.statusCode).toBe(404);
    const body = ZErrorResponse.parse(response.json());
    expect(body.error).toMatchObject({
      code: 'NOT_FOUND',
      codeId: null,
      messageKey: 'error_not_found',
    });
    expect(body.error.message).toBe('We could not find what you asked for.');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('translates the message into the locale of the path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/fi/api/no-such-call',
      headers: XHR,
    });
    const body = ZErrorResponse.parse(response.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).not.toBe('We could not find what you asked for.');
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('answers a validation failure with VALIDATION_ERROR 108 and the failing field', async () => {
    const response = await select({ payload: { keys: [] } });
    expect(response.statusCode).toBe(400);
    const body = ZErrorResponse.parse(response.json());
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', codeId: 108 });
    expect(Object.keys(body.error.fields ?? {})).toContain('keys');
  });

  it.each([
    ['bad percent-encoding', '/en/games/%E0%A4%A', 400, 'MALFORMED_URL'],
    [
      'a parameter longer than the router reads',
      `/en/games/${'a'.repeat(300)}`,
      414,
      'URI_TOO_LONG',
    ],
  ] as const)(
    'answers a path with %s in the error model, without echoing the path',
    async (_name, url, status, code) => {
      const response = await t.app.inject({ method: 'GET', url, headers: XHR });
      expect(response.statusCode).toBe(status);
      const body = ZErrorResponse.parse(response.json());
      expect(body.error).toMatchObject({ code, codeId: null, messageKey: 'error_malformed_body' });
      expect(body.error.message).toBe('The request could not be read.');
      expect(body.requestId).toBe(response.headers['x-request-id']);
      expect(response.body).not.toContain(url.slice('/en/games/'.length));
      expect(response.body).not.toMatch(/FST_|fastify/i);
    },
  );

  it('translates a refused path into the locale of its prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fi/games/%E0%A4%A', headers: XHR });
    const body = ZErrorResponse.parse(response.json());
    expect(body.error.code).toBe('MALFORMED_URL');
    expect(body.error.message).not.toBe('The request could not be read.');
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

describe('request ids', () => {
  it('gives every answer an id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed id from the edge and replaces a hostile one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\r\ninjected: yes' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('bodies', () => {
  it('reads a form-encoded body with repeated names', async () => {
    const response = await select({
      payload: 'keys=header_login&keys=header_register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().payload).sort()).toEqual([
      'header_login',
      'header_register',
    ]);
  });

  it('reads PHP-style list names and a single value as a one-item list', async () => {
    const brackets = await select({
      payload: 'keys%5B%5D=header_login&keys%5B%5D=menu_casino',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(Object.keys(brackets.json().payload).sort()).toEqual(['header_login', 'menu_casino']);
    const single = await select({
      payload: 'keys=header_login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(single.json().payload).toEqual({ header_login: 'Log in' });
  });

  it('reads a JSON body', async () => {
    const response = await select({ payload: { keys: ['header_login'] } });
    expect(response.json().payload).toEqual({ header_login: 'Log in' });
  });

  it('refuses malformed JSON with 400 MALFORMED_BODY', async () => {
    const response = await select({
      payload: '{"keys": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('MALFORMED_BODY');
  });

  it.each(['[]', '[{"keys":["header_login"]}]', '"keys"', '1', 'true', 'null'])(
    'refuses the JSON body %s, which is no object, with 400 MALFORMED_BODY',
    async (payload) => {
      const response = await select({ payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
        code: 'MALFORMED_BODY',
        messageKey: 'error_malformed_body',
      });
    },
  );

  it('refuses an oversized body with 413, form or JSON', async () => {
    const keys = Array.from({ length: 600 }, (_, i) => `a_rather_long_key_name_${i}`);
    const json = await select({ payload: { keys } });
    expect(json.statusCode).toBe(413);
    expect(ZErrorResponse.parse(json.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const form = await select({
      payload: keys.map((key) => `keys=${key}`).join('&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(413);
  });

  it('refuses an unknown content type with 415', async () => {
    const response = await select({
      payload: '<keys/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a text/plain body with 415 rather than reading it', async () => {
    const response = await select({
      payload: 'keys=header_login',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('treats a hostile __proto__ field as an ordinary, invalid field', async () => {
    const response = await select({
      payload: '__proto__%5Bpolluted%5D=yes&keys=header_login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('XHR marker rule (DESIGN §5)', () => {
  it('refuses a state-changing call without X-Requested-With with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/translations/selection',
      payload: { keys: ['header_login'] },
    });
    expect(response.statusCode).toBe(403);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('XHR_MARKER_REQUIRED');
  });

  it('refuses a wrong marker value', async () => {
    const response = await select({
      payload: { keys: ['header_login'] },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a plain GET through without the marker', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('locale prefixes (spec 000 §9)', () => {
  it('answers a call under every supported locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/${locale}/translations/selection`,
        headers: XHR,
        payload: { keys: ['header_login'] },
      });
      expect(response.statusCode, locale).toBe(200);
    }
  });

  it('answers an unknown locale with 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/fr/translations/selection',
      headers: XHR,
      payload: { keys: ['header_login'] },
    });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers without a prefix in the visitor’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/translations/selection',
      headers: { ...XHR, 'accept-language': 'fi-FI,fi;q=0.9' },
      payload: { keys: ['header_login'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.header_login).not.toBe('Log in');
  });
});

describe('control characters (Hardening 4)', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const OPERATOR = { authorization: 'Bearer playfair-dev-operator' };
  const NUL = '\u0000';
  // The calls a probe answered 500 with a NUL byte in one text field (PostgreSQL refuses 0x00).
  const calls: [
    string,
    {
      method: 'GET' | 'POST' | 'PATCH';
      url: string;
      payload?: string | object;
      headers?: Record<string, string>;
    },
  ][] = [
    [
      'validate email',
      {
        method: 'POST',
        url: '/en/public-api/v1/validate/email',
        payload: `Email=a${NUL}@example.com`,
        headers: FORM,
      },
    ],
    [
      'login',
      {
        method: 'POST',
        url: '/en/user/login',
        payload: `username=a${NUL}@example.com&password=x`,
        headers: FORM,
      },
    ],
    [
      'forgot password',
      {
        method: 'POST',
        url: '/en/user/forgot-password',
        payload: `form_email=a${NUL}@example.com`,
        headers: FORM,
      },
    ],
    [
      'reset',
      {
        method: 'POST',
        url: '/en/user/forgot-password/reset',
        payload: `form_email=a${NUL}@example.com&recovery_code=123456&password=x`,
        headers: FORM,
      },
    ],
    [
      'verify email',
      {
        method: 'POST',
        url: '/en/user/register/verify-email',
        payload: `code=1${NUL}`,
        headers: FORM,
      },
    ],
    [
      'settings email',
      {
        method: 'POST',
        url: '/en/user/settings/email',
        payload: `new_email=a${NUL}@example.com&current_password=x`,
        headers: FORM,
      },
    ],
    ['dev outbox', { method: 'GET', url: '/dev/outbox?to=a%00%40example.com' }],
    [
      'operator search',
      {
        method: 'GET',
        url: '/operator-api/v1/players?email=a%00%40example.com',
        headers: OPERATOR,
      },
    ],
    [
      'compliance reason',
      {
        method: 'PATCH',
        url: '/operator-api/v1/players/00000000-0000-4000-8000-000000000000/compliance',
        payload: { kycStatus: '1', reason: `x${NUL}` },
        headers: OPERATOR,
      },
    ],
    [
      'a JSON key',
      {
        method: 'POST',
        url: '/en/translations/selection',
        payload: { keys: ['header_login'], [`k${NUL}`]: 1 },
      },
    ],
  ];

  it.each(calls)('%s: a NUL byte answers 400 VALIDATION_ERROR', async (_name, call) => {
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: { ...XHR, ...call.headers },
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('lets line breaks and tabs through', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a%09b%0A%0Dc' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('inherited names as languages (Hardening 5)', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf,hasOwnProperty'])(
    'Accept-Language: %s is no language: English applies',
    async (header) => {
      const home = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': header, accept: 'text/html' },
      });
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/en/');
      const call = await t.app.inject({
        method: 'POST',
        url: '/translations/selection',
        headers: { ...XHR, 'accept-language': header },
        payload: { keys: ['header_login'] },
      });
      expect(call.statusCode, call.body).toBe(200);
      expect(call.json().payload.header_login).toBe('Log in');
    },
  );
});

describe('security headers', () => {
  it('sends a real Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The older header agrees with frame-ancestors 'none'.
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
