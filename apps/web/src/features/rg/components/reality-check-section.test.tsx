import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { createLimitsAnswer, createRealityCheckForm, PLAYER, stubRgServer } from '../rg-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

function english(key: string, values: Record<string, unknown> = {}): string {
  return String(new IntlMessageFormat(ENGLISH_CATALOG[key]!, 'en').format(values));
}

async function openRealityCheck() {
  const user = userEvent.setup();
  const view = await renderApp('/en/account?tab=limits', PLAYER);
  const region = await screen.findByRole('region', { name: 'Reality check' });
  return { ...view, user, region, section: within(region) };
}

/** GB: the player chooses among 15, 30, 45 and 60 minutes. */
const CHOICES = createRealityCheckForm({ intervalMinutes: 60, choices: [15, 30, 45, 60] });

describe('the reality check interval', () => {
  it("states a market's fixed interval, with nothing to choose", async () => {
    stubRgServer(createLimitsAnswer(), {
      'GET /en/reality-check-form': () => ({
        body: createRealityCheckForm({ intervalMinutes: 30, choices: [] }),
      }),
    });
    const { region, section } = await openRealityCheck();

    expect(
      await section.findByText(english('rg_reality_check_interval', { minutes: 30 })),
    ).toBeVisible();
    expect(region).toHaveTextContent(
      'We remind you of your play every 30 minutes, with a summary of how long you have played and what you have won and lost.',
    );
    expect(region).toHaveTextContent(
      'This interval is set for your country and cannot be changed.',
    );
    expect(section.queryByRole('radio')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Save interval' })).not.toBeInTheDocument();
    // Between the limits and the breaks.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Reality check')).toBe(headings.indexOf('Set or change a limit') + 1);
    expect(headings[headings.indexOf('Reality check') + 1]).toBe('Time-out and self-exclusion');
  });

  it('saves another interval the market offers, and says so', async () => {
    const requests = stubRgServer(createLimitsAnswer(), {
      'GET /en/reality-check-form': () => ({ body: CHOICES }),
      'POST /en/reality-check-form': () => ({
        body: createRealityCheckForm({ intervalMinutes: 15, choices: [15, 30, 45, 60] }),
      }),
    });
    const { user, region, section } = await openRealityCheck();

    const group = await section.findByRole('group', { name: 'Remind me every' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['15 minutes', '30 minutes', '45 minutes', '60 minutes']);
    expect(within(group).getByRole('radio', { name: '60 minutes' })).toBeChecked();
    const save = section.getByRole('button', { name: 'Save interval' });
    expect(save).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: '15 minutes' }));
    await user.click(save);

    expect(await section.findByRole('status')).toHaveTextContent(
      'Saved. We will now remind you every 15 minutes.',
    );
    const [sent] = requests.callsTo('POST', '/en/reality-check-form');
    expect(Object.fromEntries(sent!.form)).toEqual({ interval: '15', csrf_token: 'csrf-1' });
    // The answer is the new state: shown without asking the server again.
    expect(region).toHaveTextContent('We remind you of your play every 15 minutes');
    expect(requests.callsTo('GET', '/en/reality-check-form')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: '15 minutes' })).toBeChecked();
    expect(save).toBeDisabled();
  });

  it("shows the server's refusal of an interval it does not offer", async () => {
    stubRgServer(createLimitsAnswer(), {
      'GET /en/reality-check-form': () => ({ body: CHOICES }),
      'POST /en/reality-check-form': () => ({
        status: 400,
        body: errorBody(
          'REALITY_CHECK_CHOICE_NOT_OFFERED',
          english('reality_check_choice_not_offered'),
        ),
      }),
    });
    const { user, region, section } = await openRealityCheck();

    await user.click(await section.findByRole('radio', { name: '30 minutes' }));
    await user.click(section.getByRole('button', { name: 'Save interval' }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Please choose one of the offered intervals.',
    );
    expect(section.queryByRole('status')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('We remind you of your play every 60 minutes');
  });

  it('keeps a failure to itself, with a retry, while the limits stay usable', async () => {
    let isDown = true;
    stubRgServer(createLimitsAnswer(), {
      'GET /en/reality-check-form': () =>
        isDown ? { status: 404, body: errorBody('NOT_FOUND', 'Not found') } : { body: CHOICES },
    });
    const { user, section } = await openRealityCheck();

    expect(await section.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Set or change a limit' })).toBeVisible();
    isDown = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));

    expect(await section.findByRole('radio', { name: '60 minutes' })).toBeChecked();
  });
});
