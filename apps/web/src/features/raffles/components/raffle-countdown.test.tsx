import { SECOND_MS } from '@playfair/domain/constants';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { createTestI18n } from '../../../test/i18n';
import { RAFFLES_NAMESPACE } from '../text-keys';
import { RaffleCountdown } from './raffle-countdown';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RaffleCountdown', () => {
  it('ticks down, stops at zero and says so once', async () => {
    const i18n = await createTestI18n();
    await i18n.loadNamespaces(RAFFLES_NAMESPACE);
    let now = Date.UTC(2026, 10, 26, 23, 59, 57);
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    useFakeTimersWithTestingLibrary();
    const onEnd = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RaffleCountdown target="2026-11-27T00:00:00.000Z" label="Ends in" onEnd={onEnd} />
      </I18nextProvider>,
    );
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    expect(timer).toHaveTextContent('00Hours00Minutes03Seconds');

    now += SECOND_MS;
    await passTime(SECOND_MS);
    expect(timer).toHaveTextContent('00Hours00Minutes02Seconds');
    expect(onEnd).not.toHaveBeenCalled();

    now += 2 * SECOND_MS;
    await passTime(2 * SECOND_MS);
    expect(timer).toHaveTextContent('00Hours00Minutes00Seconds');
    expect(onEnd).toHaveBeenCalledOnce();

    now += 5 * SECOND_MS;
    await passTime(5 * SECOND_MS);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows the days while a day or more remains', async () => {
    const i18n = await createTestI18n();
    await i18n.loadNamespaces(RAFFLES_NAMESPACE);
    vi.spyOn(Date, 'now').mockImplementation(() => Date.UTC(2026, 10, 24, 21, 30, 0));
    render(
      <I18nextProvider i18n={i18n}>
        <RaffleCountdown target="2026-11-27T00:00:00.000Z" label="Ends in" onEnd={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(
      '02Days02Hours30Minutes',
    );
  });
});
