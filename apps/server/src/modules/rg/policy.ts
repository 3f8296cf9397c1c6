import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { formatBalance, type MoneyPolicy } from '../wallet/service';
import type { RgContext } from './context';
import { ensureDefaultLimits } from './defaults';
import { limitUsage, type RgPlayer } from './usage';

// DESIGN §10: limits are the wallet's policy too, checked inside the transfer's transaction after
// the player's cash account is locked, so two deposits racing past a limit cannot both pass: the
// second one waits for the first and sees it.

export function createLimitsPolicy(
  context: RgContext,
  players: { accountOf(playerId: string, tx: Database): Promise<RgPlayer | undefined> },
): MoneyPolicy {
  const { jurisdictions, now } = context;
  return async ({ tx, playerId, purpose, amountMinor, currency }) => {
    if (purpose === 'withdrawal') return;
    const player = await players.accountOf(playerId, tx);
    if (player === undefined) throw new AppError('USER_NOT_FOUND');
    const profile = jurisdictions.profileFor(player.country);
    const at = now();
    const active = await ensureDefaultLimits(tx, player, profile, at);
    const wanted = Number(amountMinor);
    const money = (minor: number) => formatBalance(BigInt(minor), currency);

    if (purpose === 'deposit') {
      const deposits = active.filter((row) => row.type === 'deposit');
      if (deposits.length === 0 && profile.depositLimits.isRequired) {
        throw new AppError('DEPOSIT_LIMIT_REQUIRED');
      }
      for (const row of deposits) {
        const usage = await limitUsage(context, {
          player,
          profile,
          type: 'deposit',
          period: row.period,
          limit: row.amount,
          wanted,
          now: at,
          tx,
        });
        if (wanted > usage.left) {
          const left = { left: money(usage.left), leftMinor: String(usage.left) };
          // More than the whole limit never fits in one period: no date to name.
          throw usage.freesAt === null
            ? new AppError('DEPOSIT_LIMIT_REACHED', {
                params: left,
                messageKey: 'rg_deposit_limit_reached_later',
              })
            : new AppError('DEPOSIT_LIMIT_REACHED', {
                params: { ...left, date: usage.freesAt.getTime() },
              });
        }
      }
      return;
    }

    for (const row of active) {
      if (row.type === 'deposit') continue;
      const usage = await limitUsage(context, {
        player,
        profile,
        type: row.type,
        period: row.period,
        limit: row.amount,
        wanted: row.type === 'sessionTime' ? 0 : wanted,
        now: at,
        tx,
      });
      if (row.type === 'sessionTime') {
        if (usage.left <= 0) {
          throw new AppError('SESSION_TIME_LIMIT_REACHED', {
            params: { date: (usage.freesAt ?? at).getTime() },
          });
        }
      } else if (wanted > usage.left) {
        throw new AppError(row.type === 'loss' ? 'LOSS_LIMIT_REACHED' : 'WAGER_LIMIT_REACHED', {
          params: { left: money(usage.left), leftMinor: String(usage.left) },
        });
      }
    }
  };
}
