import { modalLayerZIndex, SESSION_EXPIRED_MODAL_RETRY_MS } from '@playfair/domain/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { useModalEntry, useModals } from './modal-context';
import { ModalDialog } from './modal-dialog';
import { ModalHost, preloadModal } from './modal-host';
import type { ModalId } from './modal-ids';
import { ModalProvider } from './modal-provider';
import type { ModalRegistry } from './modal-registry';

let i18n: I18n;
let pageMounts = 0;

beforeAll(async () => {
  i18n = await createTestI18n();
  // The modals' code is loaded, as after a first open (a first load is the last describe's).
  await Promise.all(Object.values(REGISTRY).map(preloadModal));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  pageMounts = 0;
});

function OpenButton({ modal, label }: { modal: ModalId; label: string }) {
  const modals = useModals();
  return (
    <button type="button" onClick={() => modals.open(modal)}>
      {label}
    </button>
  );
}

function TestModal({ title }: { title: string }) {
  const { close } = useModalEntry();
  return (
    <ModalDialog title={title}>
      <input aria-label={`${title} field`} />
      <OpenButton modal="login" label="Open login" />
      <OpenButton modal="forgot-password" label="Open forgot" />
      <button type="button" onClick={close}>
        Done
      </button>
    </ModalDialog>
  );
}

const component = (title: string) => async () =>
  function Modal() {
    return <TestModal title={title} />;
  };

// Real ids on the layers of the app (login 5, notices 2), with test components.
const REGISTRY: ModalRegistry = {
  login: { layer: 5, load: component('Login') },
  'forgot-password': { layer: 5, load: component('Forgot') },
  'login-info': { layer: 2, load: component('Info') },
  'brand-redirection': { layer: 2, load: component('Brand'), isDismissable: false },
};

function Page() {
  const [mountId] = useState(() => {
    pageMounts += 1;
    return pageMounts;
  });
  return (
    <main>
      <p>Page mount {mountId}</p>
      <OpenButton modal="login" label="Open login" />
      <OpenButton modal="login-info" label="Open info" />
      <OpenButton modal="brand-redirection" label="Open brand" />
    </main>
  );
}

async function renderManager(path: string, registry: ModalRegistry = REGISTRY, locale = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        element: (
          <ModalProvider registry={registry} locale={locale}>
            <Outlet />
            <ModalHost />
          </ModalProvider>
        ),
        children: [
          { index: true, element: <Page /> },
          { path: '*', element: <Page /> },
        ],
      },
    ],
    { initialEntries: ['/en/previous', path] },
  );
  // Awaited, so a modal that suspends while its code loads is shown once it arrives.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
  const address = () => {
    const { pathname, search, mask } = router.state.location;
    return mask === undefined ? `${pathname}${search}` : `${mask.pathname}${mask.search}`;
  };
  const back = () => act(() => router.navigate(-1));
  return { router, address, back, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('modal manager: layers', () => {
  it('opens a labelled modal dialog on its layer, over the page, at its history route', async () => {
    const { router, address, user } = await renderManager('/pe/casino', REGISTRY, 'pe');

    await user.click(screen.getByRole('button', { name: 'Open login' }));

    const login = await dialog('Login');
    expect(login).toHaveAttribute('aria-modal', 'true');
    expect(login.closest('[data-modal-layer]')).toHaveAttribute('data-modal-layer', '5');
    expect(login.closest('[data-modal-layer]')).toHaveStyle({ zIndex: modalLayerZIndex(5) });
    // The address bar shows the translated slug; the router (and the page) stay where they were.
    expect(address()).toBe('/pe/iniciar-sesion');
    expect(router.state.location.pathname).toBe('/pe/casino');
    expect(screen.getByText('Page mount 1')).toBeInTheDocument();
  });

  it('stacks a higher layer over a lower one, which cannot be reached meanwhile', async () => {
    const { user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open info' }));
    const info = await dialog('Info');

    await user.click(within(info).getByRole('button', { name: 'Open login' }));

    const login = await dialog('Login');
    expect(login.closest('[data-modal-layer]')).not.toHaveAttribute('inert');
    expect(info.closest('[data-modal-layer]')).toHaveAttribute('inert');
    expect(info.closest('[data-modal-layer]')).toHaveStyle({ zIndex: modalLayerZIndex(2) });
  });

  it('does not reopen the same modal on its layer, nor push a second history entry', async () => {
    const { address, back, user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const login = await dialog('Login');

    await user.click(within(login).getByRole('button', { name: 'Open login' }));

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/en/casino');
  });

  it('replaces another modal on the same layer; Back shows the one it replaced', async () => {
    const { address, back, user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const login = await dialog('Login');

    await user.click(within(login).getByRole('button', { name: 'Open forgot' }));

    const forgot = await dialog('Forgot');
    expect(screen.getAllByRole('dialog')).toEqual([forgot]);
    expect(forgot.closest('[data-modal-layer]')).toHaveAttribute('data-modal-layer', '5');
    expect(address()).toBe('/en/forgot-password');
    await back();
    expect(await dialog('Login')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('modal manager: dismissing and focus', () => {
  it('closes the modal in front with Escape and gives focus back to what opened it', async () => {
    const { user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open info' }));
    const info = await dialog('Info');
    const openLogin = within(info).getByRole('button', { name: 'Open login' });
    await user.click(openLogin);
    await dialog('Login');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Info' })).toBeInTheDocument();
    expect(openLogin).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open info' })).toHaveFocus();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const login = await dialog('Login');
    const first = within(login).getByRole('button', { name: 'Close' });
    const last = within(login).getByRole('button', { name: 'Done' });

    expect(within(login).getByRole('textbox', { name: 'Login field' })).toHaveFocus();
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('keeps a modal that may not be dismissed open on Escape and without a close button', async () => {
    const { user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open brand' }));
    const brand = await dialog('Brand');

    await user.keyboard('{Escape}');

    expect(brand).toBeInTheDocument();
    expect(within(brand).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('modal manager: browser history (spec 001 §4)', () => {
  it('restores the base address when the last modal closes, leaving no entry to Back into', async () => {
    const { address, back, user } = await renderManager('/en/casino?x=1');
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    expect(address()).toBe('/en/login');

    await user.click(within(await dialog('Login')).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/en/casino?x=1');
    await back();
    expect(address()).toBe('/en/previous');
  });

  it('closes all modals on Back and reopens the one in the history state', async () => {
    const { address, back, router, user } = await renderManager('/en/casino');
    await user.click(screen.getByRole('button', { name: 'Open info' }));
    const info = await dialog('Info');
    await user.click(within(info).getByRole('button', { name: 'Open login' }));
    await dialog('Login');

    await back();

    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(await dialog('Info')).toBeInTheDocument();
    expect(address()).toBe('/en/casino');

    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(1));
    expect(await dialog('Info')).toBeInTheDocument();
    expect(screen.getByText('Page mount 1')).toBeInTheDocument();
  });

  it('opens the modal a ?modal= link names, and closing takes the parameter away', async () => {
    const { address, user } = await renderManager('/en/casino?modal=login&tab=limits');

    const login = await dialog('Login');
    await user.click(within(login).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/en/casino?tab=limits');
  });
});

describe('modal manager: loading', () => {
  it('tries a failed modal again by itself after its retry delay (session expired: 4.4 s)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky: ModalRegistry = {
      'session-expired': {
        layer: 5,
        retryDelayMs: SESSION_EXPIRED_MODAL_RETRY_MS,
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('chunk failed to load');
          return function Expired() {
            return <ModalDialog title="Expired">Welcome back</ModalDialog>;
          };
        },
      },
    };
    await renderManager('/en/casino?modal=session-expired', flaky);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_MODAL_RETRY_MS - 1));
    expect(attempts).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(attempts).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Expired' })).toHaveTextContent('Welcome back');
  });

  it('waits for the player to retry a modal without a retry delay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky: ModalRegistry = {
      login: {
        layer: 5,
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return function Login() {
            return <ModalDialog title="Login">ok</ModalDialog>;
          };
        },
      },
    };
    const { user } = await renderManager('/en/casino?modal=login', flaky);
    const failed = await dialog('Something went wrong');

    await act(() => user.click(within(failed).getByRole('button', { name: 'Try again' })));

    expect(await dialog('Login')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
