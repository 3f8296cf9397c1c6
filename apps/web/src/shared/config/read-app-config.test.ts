import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from '../../test/app-config';
import { loadAppConfig, localeFromPath, readInlineAppConfig } from './read-app-config';

function documentWith(configJson: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (configJson !== null) {
    const script = doc.createElement('script');
    script.id = APP_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = configJson;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readInlineAppConfig', () => {
  it('parses the configuration the server inlined', () => {
    const config = createAppConfig({ locale: 'hr', languageTag: 'hr-HR' });

    expect(readInlineAppConfig(documentWith(JSON.stringify(config)))).toEqual(config);
  });

  it('answers null when the page has no inlined configuration', () => {
    expect(readInlineAppConfig(documentWith(null))).toBeNull();
  });

  it('throws when the inlined configuration breaks the contract', () => {
    const { translationsVersion: _dropped, ...broken } = createAppConfig();

    expect(() => readInlineAppConfig(documentWith(JSON.stringify(broken)))).toThrow();
  });
});

describe('loadAppConfig', () => {
  it('does not call the server when the configuration is inlined', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const config = createAppConfig();

    await loadAppConfig({ doc: documentWith(JSON.stringify(config)), pathname: '/en/' });

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/config for the locale of the address otherwise', async () => {
    const config = createAppConfig({ locale: 'pl', languageTag: 'pl-PL' });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetchMock);

    const loaded = await loadAppConfig({ doc: documentWith(null), pathname: '/pl/casino' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config?locale=pl');
    expect(loaded.locale).toBe('pl');
  });
});

describe('localeFromPath', () => {
  it('reads a supported locale from the first segment only', () => {
    expect(localeFromPath('/sr/casino')).toBe('sr');
    expect(localeFromPath('/xx/casino')).toBeUndefined();
    expect(localeFromPath('/')).toBeUndefined();
  });
});
