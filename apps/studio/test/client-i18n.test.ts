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

  it('says a win and a loss readably', () => {
    const t = createTranslator('en');
    expect(t('won', { amount: '€2.50' })).toBe('You won €2.50');
    expect(t('noWin')).toBe('No win this time');
  });

  it('maps the casino locales and falls back to English', () => {
    expect(clientLocale('se')).toBe('sv');
    expect(clientLocale('pe')).toBe('es');
    expect(clientLocale('gb')).toBe('en');
    expect(clientLocale('de')).toBe('en');
    expect(createTranslator('de')('spin')).toBe('Spin');
  });
});
