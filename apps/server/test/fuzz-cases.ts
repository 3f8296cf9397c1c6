import { ANNUAL_KYC_FIELDS } from '@playfair/contracts/kyc';
import { FORGOT_PASSWORD_FIELDS } from '@playfair/contracts/recovery';
import { REGISTRATION_FIELDS } from '@playfair/contracts/registration';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  COOKIES,
  FIELD_VALUES,
  FORM_BODIES,
  HEADER_SETS,
  JSON_BODIES,
  ODD_CONTENT_TYPES,
  PATH_SEGMENTS,
  QUERY_STRINGS,
  type Random,
} from './fuzz-inputs';

// The requests of the HTTP fuzz suite (fuzz.test.ts), built per registered route from a plausible
// request (its base) and the hostile inputs of fuzz-inputs.ts. Cases are plain data; the suite
// adds who sends them (session cookie, provider signature, operator token) when it sends them.

/** Who a case is sent as; the suite turns this into cookies, signatures or tokens. */
export type Caller =
  /** A browser without a login: XHR marker, a visitor session and its CSRF token. */
  | 'visitor'
  /** A logged-in player: XHR marker, session cookie and CSRF token. */
  | 'player'
  /** A game provider: body signed with its secret. */
  | 'provider'
  /** The operator API's bearer token. */
  | 'operator'
  /** The payment provider's signed webhook. */
  | 'psp'
  /** Nothing at all: no marker, no cookie, no signature, no token. */
  | 'stranger';

export type Encoding = 'json' | 'form';

export type FuzzRoute = {
  method: string;
  /** The path as registered, e.g. `/user/payment/:paymentId`. */
  url: string;
  /** `METHOD url`, the name failures are grouped under. */
  name: string;
  params: string[];
  hasBody: boolean;
  /** Field names of the body's schema, where the route declares one. */
  bodyFields: string[];
  /** The callers whose view of the route is fuzzed. */
  callers: Caller[];
  encoding: Encoding;
};

export type FuzzCase = {
  route: FuzzRoute;
  /** The hostile input, as named in fuzz-inputs.ts. */
  input: string;
  caller: Caller;
  method: string;
  /** The URL exactly as sent (raw, with its query). */
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** A plausible request of one route: real ids where the suite has them. */
export type RouteBase = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Plausible path parameters by name, used unless a base names its own. */
const DEFAULT_PARAMS: Readonly<Record<string, string>> = {
  id: '00000000-0000-4000-8000-000000000000',
  paymentId: '00000000-0000-4000-8000-000000000000',
  countryId: 'DE',
  postcode: '10115',
  level: '1',
  parentId: '1',
  category: 'slots',
  name: 'casino',
  slug: 'book-of-fuzz',
  gameId: '1',
  file: '1.webp',
  currency: 'EUR',
  days: '7',
};

function areaOf(url: string): 'provider' | 'operator' | 'psp' | 'browser' {
  if (url.startsWith('/provider-api/')) return 'provider';
  if (url.startsWith('/operator-api/')) return 'operator';
  if (url.startsWith('/payments/webhooks/')) return 'psp';
  return 'browser';
}

/** The top-level field names of a body schema (objects, through pipes, unions and wrappers). */
function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  if (schema instanceof z.ZodUnion) return [...new Set(schema.options.flatMap(fieldsOf))];
  if (schema instanceof z.ZodIntersection) {
    return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return fieldsOf(schema.unwrap());
  }
  return [];
}

/** Bodies the routes read by hand (no body schema): their field names. */
const UNDECLARED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /user/register': Object.values(REGISTRATION_FIELDS),
  'POST /user/forgot-password': Object.values(FORGOT_PASSWORD_FIELDS),
  'POST /user/forgot-password/reset': Object.values(FORGOT_PASSWORD_FIELDS),
  'POST /payments/webhooks/sandbox': ['id', 'type', 'created_at', 'data'],
  'POST /user/documents': ['kind', 'file'],
  'POST /public-api/user/perform-annual-kyc': ANNUAL_KYC_FIELDS,
};

/** Every route and method the app registered, once each. */
export function fuzzRoutes(registered: readonly RouteOptions[]): FuzzRoute[] {
  const byName = new Map<string, FuzzRoute>();
  for (const options of registered) {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      const name = `${method} ${options.url}`;
      if (byName.has(name)) continue;
      const area = areaOf(options.url);
      const declared = fieldsOf(options.schema?.body);
      byName.set(name, {
        method,
        url: options.url,
        name,
        params: [...options.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
        hasBody: BODY_METHODS.has(method),
        bodyFields: declared.length > 0 ? declared : [...(UNDECLARED_FIELDS[name] ?? [])],
        callers:
          area === 'browser'
            ? ['visitor', 'player']
            : area === 'provider'
              ? ['provider']
              : area === 'operator'
                ? ['operator']
                : ['psp'],
        encoding: area === 'browser' ? 'form' : 'json',
      });
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A plausible value for a field, by its name: enough to get past the first check. */
function plausibleValue(field: string): unknown {
  if (/email/i.test(field)) return 'fuzz@example.com';
  if (/password/i.test(field)) return 'Correct-Horse-7';
  if (/amount/i.test(field)) return '10';
  if (/currency/i.test(field)) return 'EUR';
  if (/csrf/i.test(field)) return undefined;
  return 'x';
}

function baseBody(route: FuzzRoute, base: RouteBase | undefined): Record<string, unknown> {
  if (base?.body !== undefined) return base.body;
  const body: Record<string, unknown> = {};
  for (const field of route.bodyFields) {
    const value = plausibleValue(field);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/** Form encoding of any value: lists repeat the name, objects nest in brackets, null is empty. */
function formEncode(body: unknown): string {
  const pairs: [string, string][] = [];
  const add = (name: string, value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) add(name, item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    } else {
      pairs.push([name, value === null || value === undefined ? '' : String(value)]);
    }
  };
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) add(key, value);
  } else {
    add('value', body);
  }
  return new URLSearchParams(pairs).toString();
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

function contentTypeOf(encoding: Encoding): string {
  return encoding === 'json' ? JSON_TYPE : FORM_TYPE;
}

function encode(encoding: Encoding, body: unknown): string {
  return encoding === 'json' ? JSON.stringify(body) : formEncode(body);
}

function pathOf(route: FuzzRoute, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'x');
}

function queryOf(query: Record<string, string> | undefined): string {
  if (query === undefined || Object.keys(query).length === 0) return '';
  return `?${new URLSearchParams(query).toString()}`;
}

export type CaseOptions = {
  random: Random;
  base?: RouteBase;
  /** A body larger than the app's body limit. */
  oversizedBytes: number;
};

type Draft = { input: string; url?: string; headers?: Record<string, string>; payload?: string };

/** The hostile requests of one route, before a caller is chosen. */
function draftsOf(route: FuzzRoute, { random, base, oversizedBytes }: CaseOptions): Draft[] {
  const params = { ...DEFAULT_PARAMS, ...base?.params };
  const path = pathOf(route, params);
  const query = queryOf(base?.query);
  const body = baseBody(route, base);
  const plain: Omit<Draft, 'input'> = route.hasBody
    ? {
        headers: { 'content-type': contentTypeOf(route.encoding) },
        payload: encode(route.encoding, body),
      }
    : {};
  /** The plausible request with one thing changed. */
  const variant = (input: string, change: Omit<Draft, 'input'> = {}): Draft => ({
    input,
    ...plain,
    ...change,
    headers: { ...plain.headers, ...change.headers },
  });
  const drafts: Draft[] = [variant('plausible request')];
  const isHead = route.method === 'HEAD';

  // The router's view: hostile path segments, locale prefixes, odd queries, headers, cookies.
  for (const param of route.params) {
    const segments = isHead ? random.sample(PATH_SEGMENTS, 3) : PATH_SEGMENTS;
    for (const segment of segments) {
      const url = `${pathOf(route, { ...params, [param]: segment.value })}${query}`;
      drafts.push(variant(`:${param} ${segment.name}`, { url }));
    }
  }
  drafts.push(variant('locale prefix fi', { url: `/fi${path}${query}` }));
  drafts.push(variant('unknown locale prefix', { url: `/zz${path}${query}` }));
  drafts.push(variant('overlong locale-like prefix', { url: `/${'e'.repeat(300)}${path}` }));
  for (const extra of random.sample(QUERY_STRINGS, isHead ? 2 : 5)) {
    const joined = query === '' ? extra.value : `${query}&${extra.value.slice(1)}`;
    drafts.push(variant(extra.name, { url: `${path}${joined}` }));
  }
  for (const set of random.sample(HEADER_SETS, isHead ? 2 : 4)) {
    drafts.push(variant(set.name, { headers: set.value }));
  }
  const cookie = random.pick(COOKIES);
  drafts.push(variant(cookie.name, { headers: { cookie: cookie.value } }));
  if (!route.hasBody) return drafts;

  // The body's view: whole bodies, content types, size, then one field at a time.
  for (const json of JSON_BODIES) {
    drafts.push({ input: json.name, headers: { 'content-type': JSON_TYPE }, payload: json.value });
  }
  if (route.encoding === 'form') {
    for (const form of FORM_BODIES) {
      drafts.push({
        input: form.name,
        headers: { 'content-type': FORM_TYPE },
        payload: form.value,
      });
    }
  }
  for (const type of ODD_CONTENT_TYPES) {
    drafts.push({
      input: `content type ${type.name}`,
      headers: { 'content-type': type.value },
      payload: encode(route.encoding, body),
    });
  }
  drafts.push({
    input: 'oversized body',
    headers: { 'content-type': contentTypeOf(route.encoding) },
    payload: encode(route.encoding, { ...body, filler: 'x'.repeat(oversizedBytes) }),
  });
  drafts.push({ input: 'no body', headers: {} });
  const withBody = (input: string, value: unknown): Draft => ({
    input,
    headers: { 'content-type': contentTypeOf(route.encoding) },
    payload: encode(route.encoding, value),
  });
  for (const everywhere of random.sample(FIELD_VALUES, 4)) {
    drafts.push(
      withBody(
        `every field ${everywhere.name}`,
        Object.fromEntries(Object.keys(body).map((key) => [key, everywhere.value])),
      ),
    );
  }
  for (const field of random.sample(Object.keys(body), 8)) {
    const { [field]: _missing, ...rest } = body;
    drafts.push(withBody(`${field} missing`, rest));
    for (const value of random.sample(FIELD_VALUES, 3)) {
      drafts.push(withBody(`${field} ${value.name}`, { ...body, [field]: value.value }));
    }
  }
  return drafts;
}

/** Every request of one route, each with the caller it is sent as. */
export function fuzzCases(route: FuzzRoute, options: CaseOptions): FuzzCase[] {
  const params = { ...DEFAULT_PARAMS, ...options.base?.params };
  const defaultUrl = `${pathOf(route, params)}${queryOf(options.base?.query)}`;
  const cases: FuzzCase[] = [];
  for (const draft of draftsOf(route, options)) {
    for (const caller of route.callers) {
      cases.push({
        route,
        input: draft.input,
        caller,
        method: route.method,
        url: draft.url ?? defaultUrl,
        headers: draft.headers ?? {},
        ...(draft.payload === undefined ? {} : { payload: draft.payload }),
      });
    }
  }
  // One request with no credentials at all: the first refusal of every route.
  cases.push({
    route,
    input: 'no credentials',
    caller: 'stranger',
    method: route.method,
    url: defaultUrl,
    headers: route.hasBody ? { 'content-type': contentTypeOf(route.encoding) } : {},
    ...(route.hasBody ? { payload: encode(route.encoding, baseBody(route, options.base)) } : {}),
  });
  return cases;
}
