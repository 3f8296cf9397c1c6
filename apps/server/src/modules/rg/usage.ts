import { MINUTE_MS, type LimitPeriod } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import {
  calendarPeriodBounds,
  limitHeadroom,
  usageWindowStart,
  type LimitHeadroom,
  type LimitType,
} from '@playfair/domain/rg-limits';
import type { Database } from '../../platform/db/client';
import type { RgContext } from './context';

/** Who is counted: the player, their market and the currency their money limits are in. */
export type RgPlayer = { id: string; country: string; currency: string };

/**
 * What a limit's current period has used, how much is left and, for `wanted` more, when it fits
 * (DESIGN §10; decision 007 on how periods are counted). Read through `tx` inside the wallet's
 * lock, so the answer holds until the money write commits.
 */
export async function limitUsage(
  { wallet, identity }: Pick<RgContext, 'wallet' | 'identity'>,
  input: {
    player: RgPlayer;
    profile: Pick<JurisdictionProfile, 'limitPeriods'>;
    type: LimitType;
    period: LimitPeriod;
    limit: number;
    wanted: number;
    now: Date;
    tx?: Database;
  },
): Promise<LimitHeadroom> {
  const { player, profile, type, period, limit, wanted, now, tx } = input;
  const periods = profile.limitPeriods;
  if (type === 'sessionTime') {
    // Decision 007: time logged in is counted per calendar day in the market's time zone.
    const day = calendarPeriodBounds(now, 'daily', periods.timeZone);
    const loggedInMs = await identity.loggedInMsSince(player.id, day.start, tx);
    const used = Math.floor(loggedInMs / MINUTE_MS);
    const left = Math.max(0, limit - used);
    return { used, left, freesAt: left <= wanted ? day.end : null };
  }
  const since = usageWindowStart(now, period, periods);
  const headroom = (entries: { at: Date; amount: number }[]) =>
    limitHeadroom({ limit, period, periods, entries, wanted, now });
  const usage = await wallet.cashUsageSince(player.id, player.currency, since, tx);
  switch (type) {
    case 'deposit':
      return headroom(
        usage.deposits.map((deposit) => ({ at: deposit.at, amount: Number(deposit.amountMinor) })),
      );
    case 'wager':
      return headroom([{ at: since, amount: Number(usage.stakedMinor) }]);
    case 'loss':
      return headroom([{ at: since, amount: Math.max(0, Number(usage.lostMinor)) }]);
  }
}
