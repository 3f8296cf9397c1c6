import type { PLAY_N_GO_JACKPOT_CURRENCIES } from '@playfair/contracts/lobby';
import { ownValue } from '@playfair/domain/own';

type PlayNGoCurrency = (typeof PLAY_N_GO_JACKPOT_CURRENCIES)[number];

/**
 * spec 001 §6 "Croatian and Serbian locales get the jackpot counter", spec 001 §7
 * `/jackpots/play-n-go/EUR` or `/RSD`: hr counts in euros, sr in dinars; other locales have none.
 */
const COUNTER_CURRENCY_BY_LOCALE: Readonly<Record<string, PlayNGoCurrency>> = {
  hr: 'EUR',
  sr: 'RSD',
};

export function jackpotCounterCurrency(locale: string): PlayNGoCurrency | null {
  return ownValue(COUNTER_CURRENCY_BY_LOCALE, locale) ?? null;
}
