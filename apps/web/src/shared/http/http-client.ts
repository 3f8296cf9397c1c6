import { ZErrorResponse } from '@playfair/contracts/errors';
import type { z } from 'zod';
import { appEvents } from '../events/app-events';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { type FormFields, toFormBody } from './form-body';

/** DESIGN §5 / spec 000 §7: every request carries the XMLHttpRequest marker. */
export const XHR_HEADER_NAME = 'X-Requested-With';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';

/** spec 000 §4: a body containing this, in any response, means the session has ended. */
export const SESSION_ENDED_MARKER = 'INVALID_AUTHENTICATION_TOKEN';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

type RequestBody =
  /** Form-encoded: the default encoding (DESIGN §5). */
  | { form?: FormFields; json?: never; multipart?: never }
  /** JSON: only where the spec says JSON. */
  | { json: unknown; form?: never; multipart?: never }
  /** FormData (multipart, its boundary set by the browser): file uploads, spec FormData calls. */
  | { multipart: FormData; form?: never; json?: never };

/** What a request is, whatever its answer. */
export type TextRequestOptions = RequestBody & {
  method?: HttpMethod;
  query?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a call made as the player leaves it). */
  keepalive?: boolean;
};

export type RequestOptions<TResponse> = TextRequestOptions & {
  /** The call's answer contract (packages/contracts); the answer is parsed with it. */
  schema: z.ZodType<TResponse>;
};

function withQuery(path: string, query: QueryParams | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(options: RequestBody): { body?: string | FormData; contentType?: string } {
  if (options.multipart !== undefined) return { body: options.multipart };
  if (options.json !== undefined) {
    return { body: JSON.stringify(options.json), contentType: 'application/json' };
  }
  if (options.form !== undefined) {
    return {
      body: toFormBody(options.form).toString(),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  }
  return {};
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function errorFromBody(status: number, text: string): ApiError {
  const json = parseJson(text);
  const parsed = json.ok ? ZErrorResponse.safeParse(json.value) : undefined;
  if (parsed?.success) return ApiError.fromErrorResponse(status, parsed.data);
  return ApiError.client(
    CLIENT_ERROR_CODES.http,
    status,
    `HTTP ${status}`,
    undefined,
    json.ok ? json.value : undefined,
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

type SendOptions = TextRequestOptions & { accept: string };

/** Sends one request and reads its body; every failure (no answer, not 2xx) is an ApiError. */
async function send(path: string, options: SendOptions): Promise<{ status: number; text: string }> {
  const url = withQuery(path, options.query);
  const { body, contentType } = encodeBody(options);
  const headers: Record<string, string> = {
    Accept: options.accept,
    ...options.headers,
    [XHR_HEADER_NAME]: XHR_HEADER_VALUE,
  };
  if (contentType !== undefined) headers['Content-Type'] = contentType;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive === true ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw ApiError.client(CLIENT_ERROR_CODES.network, 0, 'Network request failed', error);
  }

  const text = await response.text();
  if (text.includes(SESSION_ENDED_MARKER)) {
    appEvents.emit('session-expired', { url: path, status: response.status });
  }
  if (!response.ok) throw errorFromBody(response.status, text);
  return { status: response.status, text };
}

/**
 * The one way the app talks to the server: adds the XHR marker, encodes the body, parses the answer
 * with its contract and turns every failure into an ApiError. An aborted request rejects with the
 * AbortError itself, so TanStack Query can tell cancellation from failure.
 */
export async function httpRequest<TResponse>(
  path: string,
  options: RequestOptions<TResponse>,
): Promise<TResponse> {
  const { schema, ...rest } = options;
  const { status, text } = await send(path, { ...rest, accept: 'application/json' });
  const json = parseJson(text);
  const parsed = json.ok ? schema.safeParse(json.value) : undefined;
  if (parsed === undefined || !parsed.success) {
    throw ApiError.client(
      CLIENT_ERROR_CODES.invalidResponse,
      status,
      `The answer of ${path} does not match its contract`,
      parsed?.error,
    );
  }
  return parsed.data;
}

/**
 * The same for the few calls the spec answers with plain text (spec 001 §7 `GET /igc-game-url`:
 * a URL or the text `false`): the body as it came, trimmed; failures as in `httpRequest`.
 */
export async function httpTextRequest(
  path: string,
  options: TextRequestOptions = {},
): Promise<string> {
  const { text } = await send(path, { ...options, accept: 'text/plain' });
  return text.trim();
}
