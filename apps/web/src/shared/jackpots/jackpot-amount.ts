import type { Currency } from '@playfair/domain/locales';
import { formatMoney, MONEY_FORMATS } from '@playfair/domain/money';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

/**
 * A jackpot amount in minor units as the site prints money (spec 000 §9: groups of three digits).
 * A currency the platform does not know still shows its number and code.
 */
export function formatJackpotAmount(amountMinor: number, currency: string): string {
  if (isCurrency(currency)) return formatMoney(amountMinor, currency);
  return `${(amountMinor / 100).toFixed(2)} ${currency}`;
}
