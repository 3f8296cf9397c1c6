import { describe, expect, it } from 'vitest';
import { localeSwitchUrl } from './locale-switch-url';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('localeSwitchUrl', () => {
  it('keeps the page and swaps the locale', () => {
    expect(localeSwitchUrl(at('/hr/casino'), 'pl')).toBe('/pl/casino');
    expect(localeSwitchUrl(at('/en/live-casino'), 'sr')).toBe('/sr/live-casino');
  });

  it('keeps the home page a home page', () => {
    expect(localeSwitchUrl(at('/en/'), 'fi')).toBe('/fi/');
    expect(localeSwitchUrl(at('/en'), 'fi')).toBe('/fi/');
    expect(localeSwitchUrl(at('/'), 'fi')).toBe('/fi/');
  });

  it('keeps the query and the fragment', () => {
    expect(localeSwitchUrl(at('/gb/safer-gambling', '?modal=login', '#limits'), 'nz')).toBe(
      '/nz/safer-gambling?modal=login#limits',
    );
  });

  it('puts the locale in front of a path that has none', () => {
    expect(localeSwitchUrl(at('/casino'), 'no')).toBe('/no/casino');
    expect(localeSwitchUrl(at('/xx/casino'), 'no')).toBe('/no/xx/casino');
  });
});
