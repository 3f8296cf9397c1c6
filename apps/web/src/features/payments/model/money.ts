import type { Currency } from '@playfair/domain/locales';
import { formatMoney, MONEY_FORMATS } from '@playfair/domain/money';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

/**
 * An amount of minor units as the site prints it (packages/domain formatMoney). A currency the
 * platform does not know (it never should) still shows its number and code, never nothing.
 */
export function formatMinor(minor: string | bigint, currency: string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  if (isCurrency(currency)) return formatMoney(value, currency);
  const magnitude = value < 0n ? -value : value;
  const sign = value < 0n ? '-' : '';
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')} ${currency}`;
}

/** A preset (minor units) as the player would type it: "20", "20.50". */
export function typedAmountOf(minor: string): string {
  const value = BigInt(minor);
  const units = value / 100n;
  const cents = value % 100n;
  return cents === 0n ? units.toString() : `${units}.${cents.toString().padStart(2, '0')}`;
}
