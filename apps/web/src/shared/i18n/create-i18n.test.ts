import { afterEach, describe, expect, it, vi } from 'vitest';
import { icuLocaleFor, startI18n } from './create-i18n';

const HR_DAYS =
  '{count, plural, one {# dan} few {# dana} other {# dana}} · {count, plural, one {jedan} few {nekoliko} other {mnogo}}';

function stubTranslationsEndpoint(payload: Record<string, string>, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    status === 200
      ? new Response(JSON.stringify({ payload }))
      : new Response('{"success":false}', { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startI18n', () => {
  it('loads the default namespace from POST /{locale}/translations/selection before it is ready', async () => {
    const fetchMock = stubTranslationsEndpoint({ menu_casino: 'Kasino' });

    const { i18n, isReady } = await startI18n({
      locale: 'hr',
      version: 'v1',
      defaultNamespace: 'common',
      namespaces: { common: ['menu_casino', 'duration_days'] },
      storage: window.sessionStorage,
    });

    expect(isReady).toBe(true);
    expect(i18n.t('menu_casino')).toBe('Kasino');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/hr/translations/selection');
    expect(init?.body).toBe('keys=menu_casino&keys=duration_days');
  });

  it('formats ICU plurals with the rules of the locale (Croatian one / few / other)', async () => {
    stubTranslationsEndpoint({ duration_days: HR_DAYS });

    const { i18n } = await startI18n({
      locale: 'hr',
      version: 'v1',
      defaultNamespace: 'common',
      namespaces: { common: ['duration_days'] },
      storage: null,
    });

    expect(i18n.t('duration_days', { count: 21 })).toBe('21 dan · jedan');
    expect(i18n.t('duration_days', { count: 11 })).toBe('11 dana · mnogo');
    expect(i18n.t('duration_days', { count: 23 })).toBe('23 dana · nekoliko');
  });

  it('is not ready when the texts cannot be loaded', async () => {
    stubTranslationsEndpoint({}, 400);

    const { isReady } = await startI18n({
      locale: 'en',
      version: 'v1',
      defaultNamespace: 'common',
      namespaces: { common: ['menu_casino'] },
      storage: null,
    });

    expect(isReady).toBe(false);
  });
});

describe('icuLocaleFor', () => {
  it('maps locale codes that are not language tags to the right language', () => {
    expect(icuLocaleFor('se')).toBe('sv-SE');
    expect(icuLocaleFor('in')).toBe('en-IN');
    expect(icuLocaleFor('gb')).toBe('en-GB');
  });
});
