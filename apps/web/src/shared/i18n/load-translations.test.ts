import { MAX_TRANSLATION_KEYS } from '@playfair/contracts/translations';
import { describe, expect, it, vi } from 'vitest';
import type { FetchTranslations } from './load-translations';
import { loadTranslations } from './load-translations';
import { translationCacheKey } from './translation-cache';

const catalog = { locale: 'hr', namespace: 'common', version: 'v7' };
const keys = ['menu_casino', 'menu_sports'];
const payload = { menu_casino: 'Kasino', menu_sports: 'Sport' };

function fakeFetch(answer: Record<string, string> = payload) {
  return vi.fn<FetchTranslations>(async ({ keys: asked }) =>
    Object.fromEntries(asked.filter((key) => key in answer).map((key) => [key, answer[key]!])),
  );
}

describe('loadTranslations', () => {
  it('answers from session storage without fetching when the texts are cached', async () => {
    window.sessionStorage.setItem(translationCacheKey(catalog), JSON.stringify({ keys, payload }));
    const fetchTranslations = fakeFetch();

    const texts = await loadTranslations({
      ...catalog,
      keys,
      storage: window.sessionStorage,
      fetchTranslations,
    });

    expect(texts).toEqual(payload);
    expect(fetchTranslations).not.toHaveBeenCalled();
  });

  it('fetches the keys for the locale and caches them when nothing is cached', async () => {
    const fetchTranslations = fakeFetch();

    const texts = await loadTranslations({
      ...catalog,
      keys,
      storage: window.sessionStorage,
      fetchTranslations,
    });

    expect(texts).toEqual(payload);
    expect(fetchTranslations).toHaveBeenCalledTimes(1);
    expect(fetchTranslations).toHaveBeenCalledWith({ locale: 'hr', keys });
    const stored = window.sessionStorage.getItem('playfair:translations:hr:common:v7');
    expect(JSON.parse(stored ?? 'null')).toEqual({ keys, payload });
  });

  it('does not fetch a second time once cached', async () => {
    const fetchTranslations = fakeFetch();
    const input = { ...catalog, keys, storage: window.sessionStorage, fetchTranslations };

    await loadTranslations(input);
    await loadTranslations(input);

    expect(fetchTranslations).toHaveBeenCalledTimes(1);
  });

  it('keys the cache by translations version: a new version fetches again and drops the old', async () => {
    const fetchTranslations = fakeFetch();
    const storage = window.sessionStorage;

    await loadTranslations({ ...catalog, keys, storage, fetchTranslations });
    await loadTranslations({ ...catalog, version: 'v8', keys, storage, fetchTranslations });

    expect(fetchTranslations).toHaveBeenCalledTimes(2);
    expect(storage.getItem(translationCacheKey({ ...catalog, version: 'v8' }))).not.toBeNull();
    expect(storage.getItem(translationCacheKey(catalog))).toBeNull();
  });

  it('keys the cache by locale', async () => {
    const fetchTranslations = fakeFetch();
    const storage = window.sessionStorage;

    await loadTranslations({ ...catalog, keys, storage, fetchTranslations });
    await loadTranslations({ ...catalog, locale: 'sr', keys, storage, fetchTranslations });

    expect(fetchTranslations).toHaveBeenCalledTimes(2);
    expect(fetchTranslations).toHaveBeenLastCalledWith({ locale: 'sr', keys });
  });

  it('fetches again when the cached entry lacks a key asked for now', async () => {
    window.sessionStorage.setItem(
      translationCacheKey(catalog),
      JSON.stringify({ keys: ['menu_casino'], payload: { menu_casino: 'Kasino' } }),
    );
    const fetchTranslations = fakeFetch();

    const texts = await loadTranslations({
      ...catalog,
      keys,
      storage: window.sessionStorage,
      fetchTranslations,
    });

    expect(fetchTranslations).toHaveBeenCalledTimes(1);
    expect(texts).toEqual(payload);
  });

  it('ignores an unreadable cache entry', async () => {
    window.sessionStorage.setItem(translationCacheKey(catalog), '{not json');
    const fetchTranslations = fakeFetch();

    await loadTranslations({ ...catalog, keys, storage: window.sessionStorage, fetchTranslations });

    expect(fetchTranslations).toHaveBeenCalledTimes(1);
  });

  it('still loads when session storage is unavailable', async () => {
    const fetchTranslations = fakeFetch();

    const texts = await loadTranslations({ ...catalog, keys, storage: null, fetchTranslations });

    expect(texts).toEqual(payload);
  });

  it('splits a long key list into requests the server accepts', async () => {
    const manyKeys = Array.from({ length: MAX_TRANSLATION_KEYS + 1 }, (_, index) => `key_${index}`);
    const fetchTranslations = fakeFetch({});

    await loadTranslations({ ...catalog, keys: manyKeys, storage: null, fetchTranslations });

    expect(fetchTranslations).toHaveBeenCalledTimes(2);
    expect(fetchTranslations.mock.calls[0]?.[0].keys).toHaveLength(MAX_TRANSLATION_KEYS);
    expect(fetchTranslations.mock.calls[1]?.[0].keys).toEqual([`key_${MAX_TRANSLATION_KEYS}`]);
  });
});
