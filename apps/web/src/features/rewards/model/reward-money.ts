import type { Currency } from '@playfair/domain/locales';
import { formatMoney, MINOR_UNITS_PER_MAJOR, MONEY_FORMATS } from '@playfair/domain/money';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

/**
 * An amount of an offer's terms (minor units as the contract sends them) as the site prints money
 * (one formatter: packages/domain formatMoney), in whole units when it has no cents ("£100",
 * "£0.20"), as terms are written. A currency the platform does not know shows its number and code.
 */
export function formatTermsMoney(amountMinor: string, currency: string): string {
  const minor = BigInt(amountMinor);
  if (!isCurrency(currency)) return `${amountMinor} ${currency}`;
  return formatMoney(minor, currency, {
    fractionDigits: minor % MINOR_UNITS_PER_MAJOR === 0n ? 0 : 2,
  });
}
