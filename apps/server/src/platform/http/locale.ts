import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  negotiateLocale,
  type Locale,
} from '@playfair/domain/locales';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The locale this request speaks: its path prefix, else the visitor's Accept-Language. */
    locale: Locale;
    /** The locale named in the path (`/fi/...`), or null when the call came without one. */
    localePrefix: Locale | null;
  }
}

const PREFIX = Symbol('playfair.localePrefix');
type RawWithPrefix = IncomingMessage & { [PREFIX]?: Locale };

/**
 * DESIGN §5: server paths are locale-prefixed and also answer without the prefix. Passed to
 * Fastify as `rewriteUrl`, so every route is declared once, without the prefix; the prefix is
 * remembered on the raw request. A prefix that is no supported locale is left in place and so
 * matches no route: an unknown locale is a 404.
 */
export function stripLocalePrefix(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const match = /^\/([a-z]{2})(?=\/|\?|$)/.exec(url);
  const candidate = match?.[1];
  if (candidate === undefined || !isSupportedLocale(candidate)) return url;
  (raw as RawWithPrefix)[PREFIX] = candidate;
  const rest = url.slice(candidate.length + 1);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** Sets the request's locale: its path prefix, else the visitor's Accept-Language. */
export function assignLocale(request: FastifyRequest): void {
  const prefix = (request.raw as RawWithPrefix)[PREFIX] ?? null;
  request.localePrefix = prefix;
  request.locale = prefix ?? negotiateLocale(request.headers['accept-language']);
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('localePrefix', null);
  app.addHook('onRequest', async (request) => {
    assignLocale(request);
  });
}
