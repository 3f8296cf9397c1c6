import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect';

describe('sameSitePath', () => {
  it.each([
    ['/en/casino', '/en/casino'],
    ['/fi/casino?category=new#top', '/fi/casino?category=new#top'],
    ['/en/../fi/', '/fi/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-site path %j', (candidate, expected) => {
    expect(sameSitePath(candidate, '/home/')).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'casino',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'HTTPS://evil.com/',
    '/\\evil.com',
    '\\\\evil.com',
    '/.//evil.com',
    '/%09/evil.com'.replace('%09', '\t'),
    '/\n/evil.com',
    ' /evil',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('falls back for %j', (candidate) => {
    expect(sameSitePath(candidate, '/home/')).toBe('/home/');
  });
});
