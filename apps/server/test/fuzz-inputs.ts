// The hostile inputs of the HTTP fuzz suite (fuzz.test.ts): values a field may hold, whole bodies,
// path segments, query strings and headers, chosen by a seeded generator so every run sends the
// same requests. Each entry is named: a failure message names the input that caused it.

/** A small seeded generator (mulberry32): the same seed gives the same choices on every run. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (all of them when there are fewer), in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
}

export type Named<T> = { name: string; value: T };

/** Prototype keys as real own keys of a parsed object (a literal `__proto__:` would set the prototype). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;
}

/** A value one field of a body is set to: wrong types, edge numbers, hostile text. */
export const FIELD_VALUES: readonly Named<unknown>[] = [
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 1.5 },
  { name: 'huge number', value: 1e308 },
  { name: 'unsafe integer', value: Number.MAX_SAFE_INTEGER + 2 },
  { name: 'empty string', value: '' },
  { name: 'blank string', value: ' \t ' },
  { name: 'long string', value: 'a'.repeat(5000) },
  { name: 'numeric string', value: '99999999999999999999999999' },
  { name: 'exponent string', value: '1e400' },
  { name: 'NaN string', value: 'NaN' },
  { name: 'lone surrogate', value: '\ud800x' },
  { name: 'right-to-left override', value: 'abc\u202edcba' },
  { name: 'zero-width and BOM', value: '\ufeff\u200b\u200d' },
  { name: 'combining marks', value: `e${'\u0301'.repeat(64)}` },
  { name: 'astral characters', value: '𝕏🂡👩‍👩‍👧' },
  { name: 'line breaks', value: 'a\r\nSet-Cookie: x=1' },
  { name: 'SQL quote', value: "' OR 1=1; --" },
  { name: 'markup', value: '<script>alert(1)</script>' },
  { name: 'template', value: '${7*7}{{7*7}}' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'bad percent-encoding', value: '%E0%A4%A' },
  { name: '__proto__ text', value: '__proto__' },
  { name: 'constructor text', value: 'constructor' },
  { name: 'empty array', value: [] },
  { name: 'array of text', value: ['a', 'b'] },
  { name: 'empty object', value: {} },
  { name: 'nested object', value: { a: { b: { c: 'd' } } } },
  { name: '__proto__ object', value: withOwnKey('__proto__', { polluted: 'yes' }) },
  { name: 'constructor object', value: { constructor: { prototype: { polluted: 'yes' } } } },
];

/** Whole JSON bodies, sent as written with `content-type: application/json`. */
export const JSON_BODIES: readonly Named<string>[] = [
  { name: 'malformed JSON', value: '{"a":' },
  { name: 'trailing garbage', value: '{"a":1}}' },
  { name: 'empty JSON body', value: '' },
  { name: 'JSON null', value: 'null' },
  { name: 'JSON array', value: '[]' },
  { name: 'JSON array of objects', value: '[{}]' },
  { name: 'JSON string', value: '"x"' },
  { name: 'JSON number', value: '1' },
  { name: 'JSON boolean', value: 'true' },
  { name: 'JSON __proto__ key', value: '{"__proto__":{"polluted":"yes"}}' },
  { name: 'JSON constructor key', value: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
  { name: 'JSON deep nesting', value: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  { name: 'JSON duplicate keys', value: '{"a":1,"a":{"b":2}}' },
  { name: 'JSON escaped NUL key', value: '{"\\u0000":1}' },
  { name: 'JSON lone surrogate escape', value: '{"a":"\\ud800"}' },
  { name: 'JSON with BOM', value: '\ufeff{}' },
];

/** Whole form bodies, sent as written with `content-type: application/x-www-form-urlencoded`. */
export const FORM_BODIES: readonly Named<string>[] = [
  { name: 'form bad percent-encoding', value: 'a=%E0%A4%A&%E0%A4%A=1' },
  { name: 'form __proto__ brackets', value: '__proto__%5Bpolluted%5D=yes' },
  { name: 'form constructor brackets', value: 'constructor%5Bprototype%5D%5Bpolluted%5D=yes' },
  { name: 'form deep brackets', value: 'a[b][c][d][e][f][g][h]=1' },
  { name: 'form separators only', value: '&&=&==&' },
  { name: 'form repeated names', value: 'a=1&a=2&a[]=3' },
  { name: 'form NUL name', value: '%00=1' },
  { name: 'form many fields', value: Array.from({ length: 500 }, (_, i) => `f${i}=x`).join('&') },
];

/** Content types a body may arrive with besides JSON and form. */
export const ODD_CONTENT_TYPES: readonly Named<string>[] = [
  { name: 'text/plain', value: 'text/plain' },
  { name: 'multipart without boundary', value: 'multipart/form-data' },
  { name: 'JSON in UTF-16', value: 'application/json; charset=utf-16' },
  { name: 'garbage content type', value: ';;;/' },
];

/**
 * A path parameter as it appears in the raw URL (not encoded again): too long for the router,
 * badly percent-encoded, NUL, traversal and prototype names.
 */
export const PATH_SEGMENTS: readonly Named<string>[] = [
  { name: 'overlong segment', value: 'a'.repeat(300) },
  { name: 'truncated percent-encoding', value: '%E0%A4%A' },
  { name: 'lone percent', value: '%' },
  { name: 'invalid UTF-8', value: '%FF%FE' },
  { name: 'overlong UTF-8 slash', value: '%C0%AF' },
  { name: 'encoded NUL', value: 'a%00b' },
  { name: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'encoded line break', value: 'a%0D%0ASet-Cookie:x=1' },
  { name: 'encoded markup', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { name: '__proto__ segment', value: '__proto__' },
  { name: 'constructor segment', value: 'constructor' },
  { name: 'negative number', value: '-1' },
  { name: 'huge number', value: '99999999999999999999999999' },
  { name: 'astral character', value: '%F0%9D%95%8F' },
];

/** A query string (with its `?`). */
export const QUERY_STRINGS: readonly Named<string>[] = [
  { name: 'query __proto__', value: '?__proto__[polluted]=yes&__proto__.polluted=yes' },
  { name: 'query constructor', value: '?constructor[prototype][polluted]=yes' },
  { name: 'query bad percent-encoding', value: '?a=%E0%A4%A&%E0%A4%A=1' },
  { name: 'query repeated names', value: '?page=1&page=2&page[]=3&days=1&days=x' },
  { name: 'query odd numbers', value: '?page=-1&size=1e9&days=NaN&limit=99999999999999999999' },
  { name: 'query separators only', value: '?=&&==&' },
  { name: 'query NUL', value: '?%00=%00&q=a%00b' },
  { name: 'query long value', value: `?q=${'a'.repeat(6000)}` },
  { name: 'query prototype names', value: '?tab=constructor&token=__proto__&to=toString' },
];

/** Headers a request may carry besides its identity. */
export const HEADER_SETS: readonly Named<Record<string, string>>[] = [
  { name: 'Accept-Language: constructor', value: { 'accept-language': 'constructor' } },
  { name: 'Accept-Language: __proto__', value: { 'accept-language': '__proto__,toString;q=0.9' } },
  { name: 'Accept-Language garbage', value: { 'accept-language': ';q=;;,,*-*,xx-YY;q=2' } },
  { name: 'Accept: text/html', value: { accept: 'text/html' } },
  { name: 'Accept: nothing usable', value: { accept: 'application/x-nothing' } },
  { name: 'hostile request id', value: { 'x-request-id': '../../x;drop' } },
  { name: 'hostile forwarded-for', value: { 'x-forwarded-for': '::ffff:999.1.1.1, constructor' } },
  { name: 'hostile CSRF header', value: { 'x-csrf-token': '__proto__' } },
];

/** A session cookie that is no session of ours. */
export const COOKIES: readonly Named<string>[] = [
  { name: 'cookie bad percent-encoding', value: 'pf_session=%E0%A4%A' },
  { name: 'cookie __proto__', value: '__proto__=1; constructor=2; pf_session=__proto__' },
  { name: 'cookie overlong', value: `pf_session=${'A'.repeat(4000)}` },
];
