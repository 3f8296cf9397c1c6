import type { LimitPeriod } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';
import { appendAudit } from './audit';
import {
  findActiveLimits,
  findFutureLimits,
  insertLimit,
  lockPlayerRg,
  type LimitRow,
} from './repo';
import type { RgPlayer } from './usage';

/**
 * The market's default deposit limits for a player who has none (spec 001 §9: Spain's 600 /
 * 1,500 / 3,000), written once by the system, in the caller's transaction.
 */
export async function ensureDefaultLimits(
  tx: Database,
  player: RgPlayer,
  profile: JurisdictionProfile,
  at: Date,
): Promise<LimitRow[]> {
  const defaults = profile.depositLimits.defaultsMinor;
  const active = await findActiveLimits(tx, player.id);
  if (defaults === null) return active;
  if (active.some((row) => row.type === 'deposit')) return active;
  if ((await findFutureLimits(tx, player.id)).some((row) => row.type === 'deposit')) return active;
  await lockPlayerRg(tx, player.id);
  const again = await findActiveLimits(tx, player.id);
  if (again.some((row) => row.type === 'deposit')) return again;
  for (const [period, amount] of Object.entries(defaults) as [LimitPeriod, number | undefined][]) {
    if (amount === undefined) continue;
    const row = await insertLimit(
      tx,
      {
        playerId: player.id,
        type: 'deposit',
        period,
        amount,
        setBy: 'system',
        startsAt: at,
        needsConfirmation: false,
        activatedAt: at,
      },
      at,
    );
    await appendAudit(
      tx,
      {
        playerId: player.id,
        actor: { kind: 'system', id: 'rg.market-defaults' },
        action: 'limit.set',
        before: null,
        after: { type: row.type, period: row.period, amount: row.amount },
        reason: `default deposit limit of the ${profile.code} market`,
      },
      at,
    );
  }
  return findActiveLimits(tx, player.id);
}
