import { describe, expect, it } from 'vitest';
import { CLIENT_LOCALES, clientLocale, createTranslator } from '../client/src/i18n';

describe('the client texts', () => {
  it('translate every text into every locale, keeping the placeholders', () => {
    const english = createTranslator('en');
    for (const locale of CLIENT_LOCALES.filter((code) => code !== 'en')) {
      const t = createTranslator(locale);
      expect(t('noWin')).not.toBe(english('noWin'));
      expect(t('won', { amount: '€2.50' })).toContain('€2.50');
      expect(t('freeSpins', { count: 10 })).toContain('10');
    }
  });

  it('translate the baccarat and money-wheel texts, keeping their placeholders', () => {
    const english = createTranslator('en');
    for (const locale of CLIENT_LOCALES.filter((code) => code !== 'en')) {
      const t = createTranslator(locale);
      expect(t('banker')).not.toBe(english('banker'));
      expect(t('wheelBoosted', { number: 40, multiplier: 14 })).toMatch(/40.*14/);
      expect(t('bankerWins', { banker: 7, player: 5 })).toMatch(/7.*5/);
      expect(t('paysToOne', { label: t('tie'), odds: 8 })).toContain(t('tie'));
      expect(t('tableLimit', { amount: '€100.00' })).toContain('€100.00');
    }
  });

  it('say the casino pause and the stake cap in every locale', () => {
    const english = createTranslator('en');
    expect(english('GAME_PAUSED')).toBe('The game is paused by the casino.');
    expect(english('CASINO_PAUSED_PLAY')).toBe(
      'The casino has paused play: see the message on the casino page.',
    );
    for (const locale of CLIENT_LOCALES.filter((code) => code !== 'en')) {
      const t = createTranslator(locale);
      for (const key of ['GAME_PAUSED', 'CASINO_PAUSED_PLAY', 'STAKE_ABOVE_CAP'] as const) {
        expect(t(key), `${locale} ${key}`).not.toBe(english(key));
      }
    }
  });

  it('says in every locale that no stake is within the casino’s cap, naming the cap', () => {
    const english = createTranslator('en');
    expect(english('noStakeWithinCap', { amount: '€0.05' })).toBe(
      'The casino limits your stake to €0.05 a spin, less than the smallest stake of this game.',
    );
    for (const locale of CLIENT_LOCALES.filter((code) => code !== 'en')) {
      const t = createTranslator(locale);
      const text = t('noStakeWithinCap', { amount: '€0.05' });
      expect(text, locale).toContain('€0.05');
      expect(text, locale).not.toBe(english('noStakeWithinCap', { amount: '€0.05' }));
    }
  });

  it('say the free rounds the casino granted in every locale, with the rounds left', () => {
    const english = createTranslator('en');
    expect(english('freeRoundsLeft', { count: 7 })).toBe('Free spins 7');
    expect(english('FREE_ROUNDS_ENDED')).toBe(
      'The casino has ended your free spins: this spin did not count.',
    );
    for (const locale of CLIENT_LOCALES.filter((code) => code !== 'en')) {
      const t = createTranslator(locale);
      expect(t('freeRoundsLeft', { count: 7 }), locale).toContain('7');
      for (const key of ['freeRoundsLeft', 'freeRoundsOver', 'FREE_ROUNDS_ENDED'] as const) {
        expect(t(key, { count: 7 }), `${locale} ${key}`).not.toBe(english(key, { count: 7 }));
      }
    }
  });

  it('says a win and a loss readably', () => {
    const t = createTranslator('en');
    expect(t('won', { amount: '€2.50' })).toBe('You won €2.50');
    expect(t('noWin')).toBe('No win this time');
  });

  it('maps the casino locales and falls back to English', () => {
    expect(clientLocale('se')).toBe('sv');
    expect(clientLocale('pe')).toBe('es');
    expect(clientLocale('gb')).toBe('en');
    expect(clientLocale('fr')).toBe('en');
    expect(createTranslator('fr')('spin')).toBe('Spin');
  });

  it('speaks German on the German site and English on the Australian one', () => {
    expect(clientLocale('de')).toBe('de');
    expect(clientLocale('de-DE')).toBe('de');
    expect(clientLocale('au')).toBe('en');
    expect(createTranslator('de')('spin')).toBe('Drehen');
    expect(createTranslator('de')('won', { amount: '5,00 €' })).toBe('Du hast 5,00 € gewonnen');
  });
});
