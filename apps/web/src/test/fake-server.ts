import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A form-encoded body, read (or a FormData body's text fields). */
  form: URLSearchParams;
  /** The body as sent (a JSON body is read with `JSON.parse`). */
  text: string;
  headers: Headers;
};

/** `body` is sent as JSON; `text` as it is (a text/plain answer: spec 001 §7 igc-game-url). */
export type FakeAnswer = { status?: number; body: unknown } | { status?: number; text: string };

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces fetch with answers by `METHOD /path` (query left out). Every request is recorded; an
 * unknown call answers the server's JSON 404.
 */
export function stubServer(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : '';
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      // A FormData body (multipart) is read as its text fields.
      form:
        init?.body instanceof FormData
          ? new URLSearchParams(
              [...init.body.entries()].flatMap(([name, value]) =>
                typeof value === 'string' ? [[name, value]] : [],
              ),
            )
          : new URLSearchParams(text),
      text,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    const answer: FakeAnswer = handler
      ? await handler(request)
      : { status: 404, body: errorBody('NOT_FOUND', 'Not found') };
    const body = 'text' in answer ? answer.text : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    callsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}

/** The server's error body (DESIGN §5). */
export function errorBody(code: string, message: string) {
  return {
    success: false,
    error: { code, codeId: null, messageKey: 'error_not_found', message },
    requestId: 'test-request',
  };
}

/** An answer the test releases when it wants (to look at the busy state). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
