import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/fake-server';
import { preloadAppModals, renderApp } from '../test/render-app';
import { rewardsAnswer } from '../test/rewards';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

async function expectNotFoundPageIn(locale: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    `/${locale}/`,
  );
}

async function expectNotFoundPage() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(
    screen.getByText('The page you were looking for does not exist or has moved.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en/',
  );
}

describe('app routes', () => {
  it('renders the 404 page, inside the site, for an unknown path', async () => {
    await renderApp('/en/no-such-page');

    await expectNotFoundPage();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('renders the 404 page for a deeper unknown path', async () => {
    await renderApp('/en/casino/no/such/thing');

    await expectNotFoundPage();
  });

  it('renders the 404 page for a locale we do not serve', async () => {
    await renderApp('/xx/casino');

    await expectNotFoundPage();
    expect(screen.queryByRole('heading', { name: 'Casino' })).not.toBeInTheDocument();
  });

  it('renders the home page at /{locale}/ with the register and login calls to action', async () => {
    await renderApp('/en/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play fair. Play for fun.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/en/?modal=register',
    );
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/en/?modal=login',
    );
  });

  it('links the three vertical cards of the home page to their pages', async () => {
    await renderApp('/en/');

    const verticals = within(await screen.findByRole('region', { name: 'Choose your game' }));
    const cards = verticals.getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Casino', 'Live casino', 'Sports']);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/en/casino',
      '/en/live-casino',
      '/en/sports',
    ]);
    expect(cards[1]).toHaveTextContent(
      'Real dealers at roulette, blackjack and game-show tables, streamed live.',
    );
  });

  it.each([
    ['/en/casino', '/en/all/casino/getLobbyGames/home'],
    ['/en/live-casino', '/en/all/live/casino/getLobbyGames/home'],
  ])('renders %s as its lobby, titled by the server’s page', async (path, call) => {
    const server = stubServer({
      [`GET ${call}`]: () => ({
        body: {
          success: true,
          response: { categoryGamesList: [] },
          page: { title: 'Play now', description: 'Games.', content: '' },
        },
      }),
    });
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Play now' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Play now | Playfair'));
    expect(server.callsTo('GET', call)).toHaveLength(1);
  });

  it.each([
    ['/en/sports', 'Sports'],
    ['/en/blog', 'Blog'],
    ['/en/insider', 'Insider'],
  ])('renders %s as a section that opens soon', async (path, title) => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('This part of Playfair opens soon.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} | Playfair`));
  });

  it('sends / to the home page of the configured locale', async () => {
    const { router } = await renderApp('/', { locale: 'hr', languageTag: 'hr-HR' });

    await screen.findByRole('heading', { level: 1, name: 'Play fair. Play for fun.' });
    expect(router.state.location.pathname).toBe('/hr/');
  });

  it('puts the locale language tag on <html lang>', async () => {
    await renderApp('/sr/', { locale: 'sr', languageTag: 'sr-Latn-RS' });

    await waitFor(() => expect(document.documentElement.lang).toBe('sr-Latn-RS'));
  });

  it('opens a modal history route loaded directly over the home page (pe: iniciar-sesion)', async () => {
    const { address } = await renderApp('/pe/iniciar-sesion', {
      locale: 'pe',
      languageTag: 'es-PE',
    });

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Play fair. Play for fun.' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/pe/iniciar-sesion');
  });

  it('renders the 404 page for a slug that is no modal route', async () => {
    await renderApp('/sr/nagrada', { locale: 'sr', languageTag: 'sr-Latn-RS' });

    await expectNotFoundPageIn('sr');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the rewards at their translated slug, over the home page (sr: nagrade)', async () => {
    stubServer({ 'GET /sr/user/rewards': () => ({ body: rewardsAnswer() }) });
    const { address } = await renderApp('/sr/nagrade', {
      locale: 'sr',
      languageTag: 'sr-Latn-RS',
      logged: true,
      userId: '42',
    });

    expect(await screen.findByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Play fair. Play for fun.' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/sr/nagrade');
  });
});
