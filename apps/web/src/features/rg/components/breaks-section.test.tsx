import { selfExclusionEndDate } from '@playfair/domain/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { createLimitsAnswer, createRules, PLAYER, stubRgServer } from '../rg-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

function english(key: string, values: Record<string, unknown> = {}): string {
  return String(new IntlMessageFormat(ENGLISH_CATALOG[key]!, 'en').format(values));
}

async function openBreaks(path: string) {
  const user = userEvent.setup();
  const view = await renderApp(path, PLAYER);
  const toggle = await screen.findByRole('button', { name: 'Time-out and self-exclusion' });
  return { ...view, user, toggle };
}

const UNTIL = '2026-09-02T10:00:00.000Z';

describe('time-out and self-exclusion (spec 000 §2, §9)', () => {
  it('opens from the address with its duration chosen, states the end, and logs out once sent', async () => {
    const requests = stubRgServer(createLimitsAnswer(), {
      'POST /en/user/self-exclusion': () => ({
        body: { success: true, Kind: 'self-exclusion', Until: UNTIL },
      }),
    });
    const { user, toggle, address } = await openBreaks('/en/account?tab=limits&selfExclusion=4');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const timeOuts = screen.getByRole('group', { name: 'Time-out' });
    expect(
      within(timeOuts)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['1 day', '3 days', '7 days', '1 month', '3 months']);
    const exclusions = screen.getByRole('group', { name: 'Self-exclusion' });
    expect(within(exclusions).getByRole('radio', { name: '6 months' })).toBeChecked();
    expect(within(exclusions).getByRole('radio', { name: 'Permanent' })).not.toBeChecked();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'Correct-Horse7');
    await user.click(next);

    const confirm = await screen.findByRole('group', { name: 'Please confirm: 6 months' });
    await vi.waitFor(() => expect(within(confirm).getByRole('heading')).toHaveFocus());
    expect(confirm).toHaveTextContent(
      english('rg_break_confirm_exclusion', { date: selfExclusionEndDate(4, new Date()) }),
    );
    expect(requests.callsTo('POST', '/en/user/self-exclusion')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Exclude me' }));

    const notice = await screen.findByRole('dialog', { name: 'Your self-exclusion has started' });
    expect(notice).toHaveTextContent(
      `${english('rg_break_done_exclusion', { date: new Date(UNTIL) })}You have been logged out.`,
    );
    const [sent] = requests.callsTo('POST', '/en/user/self-exclusion');
    expect(Object.fromEntries(sent!.form)).toEqual({
      duration: '4',
      password: 'Correct-Horse7',
      csrf_token: 'csrf-1',
    });
    // Logged out on the page: the account asks to log in, without covering the notice.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/en/account?tab=limits&selfExclusion=4');
  });

  it('offers only the periods of the market, and says so for another one', async () => {
    stubRgServer(
      createLimitsAnswer({ Rules: createRules({ timeOutIds: [1, 2], selfExclusionIds: [4, 5] }) }),
    );
    await openBreaks('/en/account?tab=limits&selfExclusion=6');

    expect(screen.getByText('This period is not available in your country.')).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      '1 day',
      '7 days',
      '6 months',
      '12 months',
    ]);
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(screen.getByRole('link', { name: 'Read more about self-exclusion' })).toHaveAttribute(
      'href',
      '/en/safer-gambling#self-exclusion',
    );
  });

  it('takes a time-out to its end, and keeps the page when the password is wrong', async () => {
    let attempts = 0;
    const requests = stubRgServer(createLimitsAnswer(), {
      'POST /en/user/self-exclusion': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: errorBody('PASSWORD_INCORRECT', 'The password is not correct.') }
          : { body: { success: true, Kind: 'time-out', Until: UNTIL } };
      },
    });
    const { user, toggle, router } = await openBreaks('/en/account?tab=limits');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(router.state.location.search).toBe('?tab=limits&selfExclusion=');
    await user.click(screen.getByRole('radio', { name: '3 days' }));
    await user.type(screen.getByLabelText('Current password'), 'Not-It-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Start my time-out' }));

    const password = await screen.findByLabelText('Current password');
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('The password is not correct.'),
    );
    expect(screen.getByRole('radio', { name: '3 days' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Correct-Horse7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Start my time-out' }));

    const notice = await screen.findByRole('dialog', { name: 'Your time-out has started' });
    expect(notice).toHaveTextContent(english('rg_break_done_time_out', { date: new Date(UNTIL) }));
    expect(
      requests.callsTo('POST', '/en/user/self-exclusion').map((r) => r.form.get('duration')),
    ).toEqual(['29', '29']);
  });
});
