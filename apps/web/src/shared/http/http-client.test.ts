import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { appEvents } from '../events/app-events';
import { ApiError, CLIENT_ERROR_CODES, isRetryableError } from './api-error';
import { httpRequest, httpTextRequest } from './http-client';

const ZPing = z.object({ ok: z.boolean() });

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

const errorBody = (code: string, message: string) =>
  JSON.stringify({
    success: false,
    error: { code, codeId: 1, messageKey: 'error_user_not_found', message },
    requestId: 'req-1',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('httpRequest', () => {
  it('sends the XMLHttpRequest marker on every request', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');

    await httpRequest('/api/ping', { schema: ZPing });

    const { headers, init } = sentRequest(fetchMock);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init.method).toBe('GET');
  });

  it('form-encodes the body, repeating the key of a list', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');

    await httpRequest('/en/translations/selection', {
      schema: ZPing,
      form: { keys: ['menu_casino', 'menu_sports'], remember: true, skipped: undefined },
    });

    const { headers, init } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('keys=menu_casino&keys=menu_sports&remember=true');
  });

  it('appends query parameters and parses the answer with the contract', async () => {
    const fetchMock = stubFetch(200, '{"ok":true,"extra":1}');

    const answer = await httpRequest('/api/config', { schema: ZPing, query: { locale: 'hr' } });

    expect(sentRequest(fetchMock).url).toBe('/api/config?locale=hr');
    expect(answer).toEqual({ ok: true });
  });

  it('turns an error body into an ApiError with its code and message', async () => {
    stubFetch(404, errorBody('USER_NOT_FOUND', 'We could not find that account.'));

    const failure = await httpRequest('/api/user', { schema: ZPing }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      codeId: 1,
      messageKey: 'error_user_not_found',
      message: 'We could not find that account.',
      requestId: 'req-1',
    });
    expect(isRetryableError(failure)).toBe(false);
  });

  it('gives a failure without an error body a generic, retryable ApiError', async () => {
    stubFetch(502, '<html>Bad gateway</html>');

    const failure = await httpRequest('/api/user', { schema: ZPing }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.http });
    expect(isRetryableError(failure)).toBe(true);
  });

  it('rejects an answer that breaks its contract', async () => {
    stubFetch(200, '{"ok":"yes"}');

    await expect(httpRequest('/api/ping', { schema: ZPing })).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(httpRequest('/api/ping', { schema: ZPing })).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
    });
  });

  it('signals session-expired when a body contains INVALID_AUTHENTICATION_TOKEN', async () => {
    stubFetch(401, errorBody('INVALID_AUTHENTICATION_TOKEN', 'Your session has expired.'));
    const onExpired = vi.fn();
    const off = appEvents.on('session-expired', onExpired);

    const failure = await httpRequest('/user/wallet', { schema: ZPing }).catch((e: unknown) => e);
    off();

    expect(onExpired).toHaveBeenCalledWith({ url: '/user/wallet', status: 401 });
    expect(failure).toMatchObject({ code: 'INVALID_AUTHENTICATION_TOKEN' });
  });

  it('signals session-expired even from a successful answer (spec 000 §4: any response)', async () => {
    stubFetch(200, '{"ok":false,"error":"INVALID_AUTHENTICATION_TOKEN"}');
    const onExpired = vi.fn();
    const off = appEvents.on('session-expired', onExpired);

    await httpRequest('/get-user-raffle-tickets/1', { schema: ZPing });
    off();

    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not signal session-expired for other failures', async () => {
    stubFetch(404, errorBody('USER_NOT_FOUND', 'Not found'));
    const onExpired = vi.fn();
    const off = appEvents.on('session-expired', onExpired);

    await httpRequest('/api/user', { schema: ZPing }).catch(() => undefined);
    off();

    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('httpTextRequest', () => {
  it('answers a text/plain body as it came, trimmed, with the marker sent', async () => {
    const fetchMock = stubFetch(200, 'https://studio.example/play?token=t1\n');

    const text = await httpTextRequest('/en/igc-game-url/g1', { query: { mode: 'demo' } });

    expect(text).toBe('https://studio.example/play?token=t1');
    const { url, headers } = sentRequest(fetchMock);
    expect(url).toBe('/en/igc-game-url/g1?mode=demo');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('text/plain');
  });

  it('turns a failure into the same ApiError as a JSON call', async () => {
    stubFetch(404, errorBody('GAME_NOT_FOUND', 'This game is not available.'));

    await expect(httpTextRequest('/en/igc-game-url/nope')).rejects.toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
      message: 'This game is not available.',
    });
  });
});
