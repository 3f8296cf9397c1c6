import type { TPlayerNotification } from '@playfair/contracts/player-notifications';
import { MONEY_SPACE } from '@playfair/domain/money';
import { describe, expect, it } from 'vitest';
import { formatNotificationMoney, playerNotificationText } from './player-notification-text';

function notification(overrides: Partial<TPlayerNotification> = {}): TPlayerNotification {
  return {
    id: '1',
    message: { en: 'Hello' },
    timeout: 5_000,
    event_type: 'bonus_granted',
    position: null,
    amount: null,
    minCashback: null,
    minRounds: null,
    link: null,
    createdAt: '2026-11-20T10:00:00Z',
    isRead: false,
    isKept: true,
    ...overrides,
  };
}

const EN_EUR = { locale: 'en', languageTag: 'en-GB', currency: 'EUR' };

describe('playerNotificationText', () => {
  it('reads the reader’s locale, else English, else any text there is', () => {
    const message = { en: 'Your bonus has ended.', fi: 'Bonuksesi on päättynyt.' };
    expect(playerNotificationText(notification({ message }), { ...EN_EUR, locale: 'fi' })).toBe(
      'Bonuksesi on päättynyt.',
    );
    expect(playerNotificationText(notification({ message }), { ...EN_EUR, locale: 'no' })).toBe(
      'Your bonus has ended.',
    );
    expect(
      playerNotificationText(notification({ message: { sr: 'Bonus je završen.' } }), EN_EUR),
    ).toBe('Bonus je završen.');
  });

  it('fills the amounts in the player’s currency with the site’s money format', () => {
    const text = playerNotificationText(
      notification({
        message: { en: 'Cashback of {amount}, from {minCashback}, after {minRounds} rounds.' },
        amount: 12.5,
        minCashback: 5,
        minRounds: 1000,
      }),
      EN_EUR,
    );
    expect(text).toBe('Cashback of €12.50, from €5, after 1,000 rounds.');
  });

  it('multiplies SEK and NOK amounts by 10 (spec 000 §9), and no other', () => {
    const message = { en: 'Your bonus of {amount} is ready.' };
    expect(
      playerNotificationText(notification({ message, amount: 50 }), {
        ...EN_EUR,
        currency: 'SEK',
      }),
    ).toBe(`Your bonus of Kr${MONEY_SPACE}500 is ready.`);
    expect(
      playerNotificationText(notification({ message, amount: 12.5 }), {
        locale: 'no',
        languageTag: 'nb-NO',
        currency: 'NOK',
      }),
    ).toBe(`Your bonus of kr${MONEY_SPACE}125 is ready.`);
    expect(formatNotificationMoney(0.25, 'SEK')).toBe(`Kr${MONEY_SPACE}2.50`);
    expect(formatNotificationMoney(50, 'GBP')).toBe('£50');
  });

  it('writes the position and the rounds as the reader’s language writes numbers', () => {
    const message = { en: 'You finished in position {position} of {minRounds}.' };
    const filled = notification({ message, position: 3, minRounds: 12000 });
    expect(playerNotificationText(filled, EN_EUR)).toBe('You finished in position 3 of 12,000.');
    expect(playerNotificationText(filled, { ...EN_EUR, languageTag: 'de-DE' })).toBe(
      'You finished in position 3 of 12.000.',
    );
  });

  it('leaves a placeholder without a value as written, and any other braces alone', () => {
    expect(
      playerNotificationText(
        notification({ message: { en: 'Won {amount} in {name}' }, amount: null }),
        EN_EUR,
      ),
    ).toBe('Won {amount} in {name}');
  });

  it('shows an unknown currency’s amount with its code', () => {
    expect(formatNotificationMoney(7, 'XYZ')).toBe('7 XYZ');
  });
});
