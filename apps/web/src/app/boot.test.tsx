import { ZAppConfig } from '@playfair/contracts/app-config';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from '../test/app-config';
import { ENGLISH_CATALOG } from '../test/i18n';
import { bootApp } from './boot';

let root: Root | undefined;

function stubServer({ translationsStatus }: { translationsStatus: number }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/config')) {
      return new Response(JSON.stringify(ZAppConfig.parse(createAppConfig())));
    }
    if (url === '/en/translations/selection' && translationsStatus === 200) {
      return new Response(JSON.stringify({ payload: ENGLISH_CATALOG }));
    }
    return new Response('{}', { status: translationsStatus });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function boot() {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = await bootApp(container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('bootApp', () => {
  it('shows the hard-coded English error page when the texts cannot be loaded', async () => {
    stubServer({ translationsStatus: 400 });

    await boot();

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('An error occurred. Please contact our customer care.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('starts the site with the configuration and texts from the server', async () => {
    const fetchMock = stubServer({ translationsStatus: 200 });

    await boot();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play fair. Play for fun.' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/en/');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/config',
      '/en/translations/selection',
    ]);
  });
});
