import { DAY_MS } from '@playfair/domain/constants';
import { HISTORY_PAGE_SIZE, type THistoryQuery } from '@playfair/contracts/payments';
import type {
  TActiveSessionResponse,
  TGamingHistoryResponse,
  TGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import type { Database } from '../../platform/db/client';
import type { PlayerProfile } from '../identity/service';
import { formatBalance } from '../wallet/service';
import { listOpenSessions, listRounds, sumRounds } from './repo';

// The player's rounds and game sessions as the account panel and the game view show them
// (DESIGN §5 GET /user/gaming-history, spec 000 §7).

/** Game names for the history, by game id; ids it does not know are left out. */
export type GameNameLookup = (gameIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

function utcDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** The player's rounds, newest first, one page; `to` is the last day shown, whole. */
export async function gamingHistory(
  { db, catalog }: { db: Database; catalog: { gameNames: GameNameLookup } },
  player: PlayerProfile,
  query: THistoryQuery,
): Promise<TGamingHistoryResponse> {
  const period = {
    playerId: player.id,
    ...(query.from === undefined ? {} : { from: utcDayStart(query.from) }),
    ...(query.to === undefined
      ? {}
      : { before: new Date(utcDayStart(query.to).getTime() + DAY_MS) }),
  };
  const { rows, total } = await listRounds(db, period, {
    limit: HISTORY_PAGE_SIZE,
    offset: (query.page - 1) * HISTORY_PAGE_SIZE,
  });
  const names = await catalog.gameNames([...new Set(rows.map((row) => row.gameId))]);
  return {
    success: true,
    items: rows.map((row) => ({
      roundId: row.roundId,
      gameId: row.gameId,
      gameName: names.get(row.gameId) ?? row.gameId,
      status: row.status,
      betMinor: row.betMinor.toString(),
      winMinor: row.winMinor.toString(),
      currency: row.currency,
      betFormatted: formatBalance(row.betMinor, row.currency),
      winFormatted: formatBalance(row.winMinor, row.currency),
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    total,
  };
}

/** spec 000 §7: rounds, stakes, wins and the net result of the last `days` days. */
export async function gamingPeriod(
  { db, now }: { db: Database; now: () => Date },
  player: PlayerProfile,
  days: number,
): Promise<TGamingPeriodResponse> {
  const totals = await sumRounds(db, {
    playerId: player.id,
    currency: player.currency,
    from: new Date(now().getTime() - days * DAY_MS),
  });
  const netMinor = totals.winMinor - totals.betMinor;
  return {
    success: true,
    data: {
      days,
      rounds: totals.rounds,
      betMinor: totals.betMinor.toString(),
      winMinor: totals.winMinor.toString(),
      netMinor: netMinor.toString(),
      currency: player.currency,
      betFormatted: formatBalance(totals.betMinor, player.currency),
      winFormatted: formatBalance(totals.winMinor, player.currency),
      netFormatted: formatBalance(netMinor, player.currency),
    },
  };
}

/** spec 000 §7: the player's game sessions active within the idle limit, oldest first. */
export async function activeSessions(
  { db, catalog, now }: { db: Database; catalog: { gameNames: GameNameLookup }; now: () => Date },
  player: PlayerProfile,
  idleMs: number,
): Promise<TActiveSessionResponse> {
  const sessions = await listOpenSessions(db, player.id, new Date(now().getTime() - idleMs));
  const names = await catalog.gameNames([...new Set(sessions.map((row) => row.gameId))]);
  return {
    success: true,
    data: sessions.map((row) => ({
      sessionId: row.id,
      gameId: row.gameId,
      GameName: names.get(row.gameId) ?? row.gameId,
      bet: row.betMinor.toString(),
      win: row.winMinor.toString(),
      currency: row.currency,
      sessionStart: row.startedAt.toISOString(),
      meta: { NetLoss: (row.betMinor - row.winMinor).toString() },
    })),
  };
}
