import { BLOCK_MODAL_RETRY_MS } from '@playfair/domain/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import {
  deferred,
  errorBody,
  type FakeAnswer,
  type FakeHandler,
  stubServer,
} from '../../../test/fake-server';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

const PLAYER = { logged: true, userId: '42' } as const;

type FragmentInput = {
  name: string;
  canClose?: boolean;
  title?: string;
  body?: string;
  actions?: string;
};

/** A fragment as GET /modal/{name} writes it (contracts/lobby.ts MODAL_FRAGMENT_ATTRIBUTES). */
function fragment({
  name,
  canClose = true,
  title = 'Verify your account',
  body = '<p>We need a few more details.</p>',
  actions = '<a data-action="close" href="">Close</a>',
}: FragmentInput): string {
  return `<section data-modal="${name}" data-can-close="${canClose}"><h2>${title}</h2>${body}<footer>${actions}</footer></section>`;
}

function server(handlers: Record<string, FakeHandler>) {
  return stubServer({
    'GET /en/user/wallet': () => ({
      body: {
        success: true,
        balanceMinor: '1250',
        currency: 'EUR',
        formatted: '€12.50',
        bonusMinor: '0',
        bonusFormatted: '€0.00',
      },
    }),
    ...handlers,
  });
}

describe('ServerModal: the fragment (spec 001 §2 / §7)', () => {
  it("shows the server's title, paragraphs and buttons, and nothing else of its HTML", async () => {
    const requests = server({
      'GET /en/modal/pep-block': () => ({
        text: fragment({
          name: 'pep-block',
          canClose: false,
          title: 'Account review',
          body: '<p>Your account is being reviewed.</p><script>window.hacked = true</script><p><img src="x" onerror="window.hacked = true">Thank you.</p>',
          actions: '<a data-action="lobby" href="/en/casino">Back to the lobby</a>',
        }),
      }),
    });
    await renderApp('/en/?modal=pep-block', PLAYER);

    const dialog = await screen.findByRole('dialog', { name: 'Account review' });
    expect(within(dialog).getByText('Your account is being reviewed.')).toBeVisible();
    expect(within(dialog).getByText('Thank you.')).toBeVisible();
    expect(dialog.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
      'href',
      '/en/casino',
    );
    const [asked] = requests.callsTo('GET', '/en/modal/pep-block');
    expect(asked!.headers.get('Accept')).toBe('text/html');
    expect(asked!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('asks gameplay-block with can-close and keeps it open when it may not be closed', async () => {
    const requests = server({
      'GET /en/modal/gameplay-block': () => ({
        text: fragment({
          name: 'gameplay-block',
          canClose: false,
          title: 'Play is blocked',
          actions: '<a data-action="lobby" href="">Back to the lobby</a>',
        }),
      }),
    });
    await renderApp('/en/', {
      ...PLAYER,
      onloadActions: [{ action: 'modal', params: { name: 'gameplay-block', 'can-close': '0' } }],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Play is blocked' });
    expect(requests.callsTo('GET', '/en/modal/gameplay-block')[0]!.query.get('can-close')).toBe(
      '0',
    );
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
      'href',
      '/en/casino',
    );

    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-modal-id="gameplay-block"] > div')!);

    expect(screen.getByRole('dialog', { name: 'Play is blocked' })).toBeInTheDocument();
  });

  it('closes with its close button and Escape when the fragment allows it', async () => {
    server({
      'GET /en/modal/doc-pending': () => ({
        text: fragment({
          name: 'doc-pending',
          canClose: true,
          title: 'Documents pending',
          actions: '<a data-action="reload" href="">Try again</a>',
        }),
      }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/en/?modal=doc-pending', PLAYER);

    const dialog = await screen.findByRole('dialog', { name: 'Documents pending' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // The manager navigates and the router renders in a transition: let React finish it.
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/en/');

    await act(() => router.navigate('/en/?modal=doc-pending'));
    const again = await screen.findByRole('dialog', { name: 'Documents pending' });
    await clickAndSettle(user, within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
  });
});

describe('ServerModal: failing fetches (spec 001 §8)', () => {
  it('tries again after 3333 ms while the fetch fails', async () => {
    const firstAnswer = deferred<FakeAnswer>();
    let attempts = 0;
    const requests = server({
      'GET /en/modal/kyc-block': () => {
        attempts += 1;
        return attempts === 1
          ? firstAnswer.promise
          : { text: fragment({ name: 'kyc-block', title: 'Identity check' }) };
      },
    });
    await renderApp('/en/?modal=kyc-block', PLAYER);
    await screen.findByRole('dialog', { name: 'Loading…' });

    // The failure lands on the fake clock: the retry is timed by it.
    useFakeTimersWithTestingLibrary();
    firstAnswer.resolve({ status: 503, body: errorBody('INTERNAL_SERVER_ERROR', 'down') });
    await passTime();
    expect(screen.getByText('We could not load this message. Trying again…')).toBeInTheDocument();

    await passTime(BLOCK_MODAL_RETRY_MS - 1);
    expect(requests.callsTo('GET', '/en/modal/kyc-block')).toHaveLength(1);

    await passTime(1);
    expect(requests.callsTo('GET', '/en/modal/kyc-block')).toHaveLength(2);
    expect(await screen.findByRole('dialog', { name: 'Identity check' })).toBeInTheDocument();
  });

  it('shows the generic error for an answer that will not change (4xx, unreadable)', async () => {
    server({ 'GET /en/modal/confirm-deposit': () => ({ text: '<p>Not a modal</p>' }) });
    await renderApp('/en/?modal=confirm-deposit', PLAYER);

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('An error occurred. Please contact our customer care.');
  });
});

describe('ServerModal: its buttons (MODAL_ACTIONS)', () => {
  function amlServer(actions: string) {
    return server({
      'GET /en/modal/aml-error': () => ({
        text: fragment({ name: 'aml-error', title: 'Verify your funds', actions }),
      }),
    });
  }

  it('opens the registration over a play-for-real prompt', async () => {
    server({
      'GET /en/modal/play-for-real-please': () => ({
        text: fragment({
          name: 'play-for-real-please',
          title: 'Play for real',
          actions:
            '<a data-action="login" href="">Log in</a><a data-action="register" href="">Register</a>',
        }),
      }),
    });
    const user = userEvent.setup();
    await renderApp('/en/?modal=play-for-real-please');
    const prompt = await screen.findByRole('dialog', { name: 'Play for real' });

    await clickAndSettle(user, within(prompt).getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('gives its place to the cashier for a deposit that skips the AML block', async () => {
    amlServer('<a data-action="deposit-skip-aml" href="">Deposit</a>');
    const user = userEvent.setup();
    const { router } = await renderApp('/en/?modal=aml-error', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your funds' });

    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Deposit' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/en/');
    expect(router.state.location.search).toBe('?modal=deposit');
    expect(document.querySelector('[data-modal-id="deposit"]')).not.toBeNull();
  });

  it("sends manual verification to the account's verification tab", async () => {
    amlServer(
      '<a data-action="manual-verification" href="/en/account?tab=verification">Verify now</a>',
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/en/?modal=aml-error', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your funds' });

    await clickAndSettle(user, within(dialog).getByRole('link', { name: 'Verify now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(router.state.location.search).toBe('?tab=verification');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('opens customer care, then loads the page again (spec 001 §6, HR)', async () => {
    amlServer(
      '<a data-action="contact-support" href="mailto:care@playfair.example">Contact us</a>',
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderApp('/en/?modal=aml-error', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your funds' });

    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Contact us' }));
    });

    expect(open).toHaveBeenCalledWith(
      'mailto:care@playfair.example',
      '_blank',
      'noopener,noreferrer',
    );
    expect(loadPage).toHaveBeenCalledWith('/en/');
  });

  it('opens an app store in a new tab', async () => {
    server({
      'GET /en/modal/mobile-casino-app-download': () => ({
        text: fragment({
          name: 'mobile-casino-app-download',
          title: 'Get the app',
          actions: '<a data-action="app-store" href="https://apps.apple.com/app/id1">App Store</a>',
        }),
      }),
    });
    await renderApp('/en/?modal=mobile-casino-app-download');

    const link = await screen.findByRole('link', { name: 'App Store' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
