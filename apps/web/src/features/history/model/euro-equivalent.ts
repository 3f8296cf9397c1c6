import { euroEquivalentMinor } from '@playfair/domain/euro-changeover';
import { formatMoney } from '@playfair/domain/money';

/**
 * An amount as history shows it: as it was booked, and for kuna (before the Croatian migration)
 * its euro equivalent beside it — `150,00 kn (19,91 €)`.
 */
export function withEuroEquivalent(
  formatted: string,
  amountMinor: string,
  currency: string,
): string {
  if (!/^-?\d+$/.test(amountMinor)) return formatted;
  const euro = euroEquivalentMinor(BigInt(amountMinor), currency);
  return euro === undefined ? formatted : `${formatted} (${formatMoney(euro, 'EUR')})`;
}
