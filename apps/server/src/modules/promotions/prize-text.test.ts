import { describe, expect, it } from 'vitest';
import { DEMO_CASH_PRIZE, prizeText } from './service';

describe('prizeText', () => {
  const cash = {
    item: { kind: 'cash' as const, amounts: { GBP: '5000', SEK: '50050' } },
    itemTranslation: DEMO_CASH_PRIZE,
  };

  it("fills {amount} in the reader's currency and language", () => {
    expect(prizeText(cash, 'en', 'GBP')).toBe('£50 in cash');
    expect(prizeText(cash, 'sv', 'SEK')).toMatch(/^Kr\s?500[.,]50 kontant$/u);
  });

  it('falls back to English, and leaves out an amount the prize has not in that currency', () => {
    expect(prizeText(cash, 'de', 'GBP')).toBe('£50 in bar');
    expect(prizeText(cash, 'fr', 'GBP')).toBe('£50 in cash');
    expect(prizeText(cash, 'en', 'EUR')).toBe('in cash');
  });

  it('keeps a text without {amount} as written', () => {
    expect(prizeText({ ...cash, itemTranslation: { en: '£15 cash' } }, 'en', 'GBP')).toBe(
      '£15 cash',
    );
  });
});
