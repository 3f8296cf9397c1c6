import type { TWalletResponse } from '@playfair/contracts/wallet';
import type { Currency } from '@playfair/domain/locales';
import { formatMoney, MONEY_FORMATS } from '@playfair/domain/money';

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

/**
 * Whether the wallet holds bonus money (DESIGN §11). The game reports one playable balance, cash
 * and bonus together; which part is which only the server can say, so then the wallet is read
 * again rather than written from the game's figure.
 */
export function hasBonusMoney(wallet: TWalletResponse | undefined): boolean {
  return wallet !== undefined && BigInt(wallet.bonusMinor) > 0n;
}

/**
 * The wallet answer with the balance the game reported, formatted as the server would format it
 * (one formatter: packages/domain formatMoney). Unknown currency: nothing to show yet. A wallet
 * with bonus money stays as it is (see hasBonusMoney).
 */
export function walletWithBalance(
  previous: TWalletResponse | undefined,
  balanceMinor: number,
  currency: string,
): TWalletResponse | undefined {
  // A balance in another currency than the wallet's is not this wallet's balance.
  if (previous !== undefined && previous.currency !== currency) return previous;
  if (hasBonusMoney(previous)) return previous;
  const code = currency;
  if (!isCurrency(code)) return previous;
  return {
    success: true,
    balanceMinor: String(balanceMinor),
    currency: code,
    formatted: formatMoney(balanceMinor, code),
    bonusMinor: '0',
    bonusFormatted: formatMoney(0, code),
  };
}

/** An amount of the session bar or the live stats, or null when its currency is unknown. */
export function formatSessionAmount(minor: number | bigint, currency: string): string | null {
  return isCurrency(currency) ? formatMoney(minor, currency) : null;
}
