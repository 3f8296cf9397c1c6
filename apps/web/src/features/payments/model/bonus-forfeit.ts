import type { TRewardsResponse } from '@playfair/contracts/rewards';
import type { TWalletResponse } from '@playfair/contracts/wallet';

export type ForfeitableBonus = {
  /** The bonus money a withdrawal now would give up, as the site shows it. */
  formatted: string;
};

/**
 * spec 000 §1 bonus forfeit warning: while a bonus runs, a withdrawal forfeits it (its bonus money
 * goes back), so the player confirms first. A bonus runs when the rewards list one, or — the
 * rewards not read (yet) — when the wallet holds bonus money. Null when none runs.
 */
export function forfeitableBonus({
  rewards,
  wallet,
}: {
  rewards: TRewardsResponse | undefined;
  wallet: TWalletResponse | undefined;
}): ForfeitableBonus | null {
  const [first] = rewards?.bonuses ?? [];
  const hasBonusMoney = wallet !== undefined && BigInt(wallet.bonusMinor) > 0n;
  if (first === undefined && !hasBonusMoney) return null;
  // The wallet's bonus balance is every running bonus's money together.
  return { formatted: wallet?.bonusFormatted ?? first?.balanceFormatted ?? '' };
}
