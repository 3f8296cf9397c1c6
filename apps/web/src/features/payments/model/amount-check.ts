import { parseAmountToMinor } from '@playfair/domain/money';

export type AmountCheck =
  | { kind: 'ok'; minor: bigint }
  /** Not an amount at all ("abc", "-5", "1.234"). */
  | { kind: 'invalid' }
  | { kind: 'below-min'; limitMinor: bigint }
  | { kind: 'above-max'; limitMinor: bigint };

/**
 * spec 001 §5: "amount below the method minimum or above the maximum is refused". The typed amount
 * is parsed as the server parses it (`parseAmountToMinor`), so both refuse the same amounts; the
 * limits are the method's, in minor units.
 */
export function checkDepositAmount(
  typed: string,
  limit: { readonly min: string; readonly max: string },
): AmountCheck {
  const minor = parseAmountToMinor(typed);
  if (minor === null || minor === 0n) return { kind: 'invalid' };
  const min = BigInt(limit.min);
  const max = BigInt(limit.max);
  if (minor < min) return { kind: 'below-min', limitMinor: min };
  if (minor > max) return { kind: 'above-max', limitMinor: max };
  return { kind: 'ok', minor };
}

/** A preset (minor units) as the player would type it: "20", "20.50". */
export function typedAmountOf(minor: string): string {
  const value = BigInt(minor);
  const units = value / 100n;
  const cents = value % 100n;
  return cents === 0n ? units.toString() : `${units}.${cents.toString().padStart(2, '0')}`;
}
