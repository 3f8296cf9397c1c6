import type { Currency } from '@playfair/domain/locales';
import { formatMoney, MONEY_FORMATS, parseAmountToMinor } from '@playfair/domain/money';

// spec 001 §3 "Limits response": amounts are decimal strings in the player's currency ("600.00"),
// whole minutes ("90") for session time. They are compared and measured in hundredths, exactly,
// as the server's own parser reads them (domain money.ts).

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

/** An amount as the server or the player writes it, in hundredths; null for anything else. */
export function limitAmountValue(amount: string): bigint | null {
  return parseAmountToMinor(amount);
}

/**
 * A money limit as the site prints amounts (spec 000 §9: groups of three, the currency's own
 * format). A currency the platform does not know (it never should) shows its number and code.
 */
export function formatLimitMoney(amount: string, currency: string): string {
  const minor = limitAmountValue(amount);
  if (minor === null) return `${amount} ${currency}`;
  if (isCurrency(currency)) return formatMoney(minor, currency);
  return `${amount} ${currency}`;
}

/** Whole minutes of a session-time limit ("90" → 90); 0 for what is not a number. */
export function limitMinutes(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Whether `next` is more than `current` (a raise); false when either is not an amount. */
export function isHigherAmount(next: string, current: string): boolean {
  const a = limitAmountValue(next);
  const b = limitAmountValue(current);
  return a !== null && b !== null && a > b;
}

/** How much of a limit is used, as a whole percentage from 0 to 100. */
export function usedPercent(used: string, amount: string): number {
  const usedValue = limitAmountValue(used);
  const total = limitAmountValue(amount);
  if (usedValue === null || total === null || total <= 0n) return 0;
  if (usedValue >= total) return 100;
  if (usedValue <= 0n) return 0;
  return Number((usedValue * 100n) / total);
}
