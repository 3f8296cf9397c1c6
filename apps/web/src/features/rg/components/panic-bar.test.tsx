import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, stubServer } from '../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { PLAYER } from '../rg-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'PanicButtonInfo=; Max-Age=0; Path=/';
});

const GERMAN_PLAYER = { ...PLAYER, country: 'DE', features: { 'panic-button': true } } as const;
const UNTIL = '2026-03-03T10:00:00.000Z';

function server() {
  return stubServer({
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
    'POST /en/user/add-timeout': () => ({
      body: { success: true, Kind: 'time-out', Until: UNTIL },
    }),
  });
}

async function findSlider() {
  return screen.findByRole('slider', { name: 'Slide to pause play for 24 hours' });
}

describe('panic button bar (spec 001 §2, §6 panic-button)', () => {
  it('pauses play for 24 hours once slid to the end by keyboard, and logs out saying why', async () => {
    const requests = server();
    const user = userEvent.setup();
    await renderApp('/en/casino', GERMAN_PLAYER);
    const slider = await findSlider();
    expect(screen.getByRole('region', { name: 'Panic button' })).toContainElement(slider);

    act(() => slider.focus());
    for (let step = 0; step < 9; step += 1) await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '90');
    expect(requests.callsTo('POST', '/en/user/add-timeout')).toHaveLength(0);
    await user.keyboard('{ArrowRight}');

    const notice = await screen.findByRole('dialog', { name: 'Play paused' });
    expect(notice).toHaveTextContent(
      String(
        new IntlMessageFormat(ENGLISH_CATALOG.rg_panic_done_text!, 'en').format({
          hours: 24,
          date: new Date(UNTIL),
        }),
      ),
    );
    expect(notice).toHaveTextContent('You have been logged out.');
    // GlüStV §6i: no further question; only the CSRF token is sent.
    const [sent] = requests.callsTo('POST', '/en/user/add-timeout');
    expect(Object.fromEntries(sent!.form)).toEqual({ csrf_token: 'csrf-1' });
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('slides back when let go before the end, and shows a refusal', async () => {
    const requests = stubServer({
      'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
      'POST /en/user/add-timeout': () => ({
        status: 403,
        body: errorBody('PANIC_BUTTON_NOT_OFFERED', 'The panic button is not available (server).'),
      }),
    });
    const user = userEvent.setup();
    await renderApp('/en/', GERMAN_PLAYER);
    const slider = await findSlider();

    act(() => slider.focus());
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowRight}');
    act(() => slider.blur());
    expect(slider).toHaveAttribute('aria-valuenow', '0');

    act(() => slider.focus());
    await user.keyboard('{End}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The panic button is not available (server).',
    );
    expect(requests.callsTo('POST', '/en/user/add-timeout')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('explains itself once; dismissing keeps the prompt away (cookie PanicButtonInfo)', async () => {
    server();
    const user = userEvent.setup();
    const before = Date.now();
    const first = await renderApp('/en/', GERMAN_PLAYER);
    await findSlider();
    const prompt = screen.getByRole('region', { name: 'Need a break right now?' });
    expect(prompt).toHaveTextContent(
      'Slide the bar at the bottom of the screen all the way to the right and your play stops at once for 24 hours.',
    );

    await user.click(within(prompt).getByRole('button', { name: 'Got it' }));

    expect(
      screen.queryByRole('region', { name: 'Need a break right now?' }),
    ).not.toBeInTheDocument();
    const stamp = Number(/(?:^|; )PanicButtonInfo=(\d+)/.exec(document.cookie)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());

    first.unmount();
    await renderApp('/en/', GERMAN_PLAYER);
    await findSlider();
    expect(
      screen.queryByRole('region', { name: 'Need a break right now?' }),
    ).not.toBeInTheDocument();
  });

  it('is only there for a logged-in player of a market with the feature', async () => {
    server();
    const visitor = await renderApp('/en/', { features: { 'panic-button': true } });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    visitor.unmount();

    await renderApp('/en/', PLAYER);
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
