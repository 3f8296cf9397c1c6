import { createHash } from 'node:crypto';
import {
  JACKPOT_TIERS,
  type JackpotTier,
  type TJackpotPoolReport,
} from '@playfair/contracts/jackpot-feed';
import {
  JACKPOT_CURRENCY_REPLACEMENTS,
  type TJackpot,
  type TJackpotsResponse,
  type TPlayNGoJackpotResponse,
} from '@playfair/contracts/lobby';
import { SECOND_MS, PROVIDER_ORDER_WEIGHTS, providerOrderWeight } from '@playfair/domain/constants';
import { convertFromEur } from '@playfair/domain/exchange-rates';
import { LOCALE_CURRENCY, type Currency } from '@playfair/domain/locales';
import { MINOR_UNITS_PER_MAJOR } from '@playfair/domain/money';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  highestPoolPerGame,
  insertMissingPools,
  upsertPools,
  type NewJackpotPoolRow,
  type SeedPoolRow,
} from './repo';

/** A game with jackpot pools, as the catalogue lists them (`catalog.jackpotGames()`). */
export type JackpotGame = { id: string; name: string; vendor: string };

/**
 * The currencies pools are kept in: those of spec 000 §9's locale → currency table, except HRK and
 * ISK, which are answered in EUR (JACKPOT_CURRENCY_REPLACEMENTS, spec 000 §7).
 */
export const JACKPOT_CURRENCIES: readonly Currency[] = [...new Set(Object.values(LOCALE_CURRENCY))]
  .filter((currency) => !Object.hasOwn(JACKPOT_CURRENCY_REPLACEMENTS, currency))
  .sort();

/** The answers are kept this long in the process, as long as browsers may keep them. */
export const JACKPOTS_CACHE_MS = 10 * SECOND_MS;

export type JackpotsDependencies = {
  db: Database;
  /** The catalogue's jackpot games (names, vendors); injected so no catalogue file is imported. */
  jackpotGames: () => Promise<readonly JackpotGame[]>;
  now?: () => Date;
};

export type JackpotsService = {
  /** Seeds the missing pools of every jackpot game in every jackpot currency (idempotent). */
  seed(): Promise<{ inserted: number }>;
  /** GET /{locale}/jackpots/{currency}: VALIDATION_ERROR for a malformed or pool-less currency. */
  jackpots(currency: string): Promise<TJackpotsResponse>;
  /** GET /{locale}/jackpots/play-n-go/{EUR|RSD}: the highest Play'n GO pool; NOT_FOUND if none. */
  playNGoJackpot(currency: TPlayNGoJackpotResponse['Currency']): Promise<TPlayNGoJackpotResponse>;
  /** The provider feed: writes every pool or none; answers how many were written. */
  report(providerId: string, pools: readonly TJackpotPoolReport[]): Promise<number>;
};

// ---------------------------------------------------------------------------------------------
// Seed amounts: deterministic per game and tier, realistic per tier, in euro cents, then converted
// ---------------------------------------------------------------------------------------------

/** Euro ranges per tier: minis in the hundreds, minors in the thousands, majors up to 250 000. */
const TIER_RANGES_EUR: Readonly<Record<JackpotTier, readonly [number, number]>> = {
  mini: [100, 900],
  minor: [1_000, 9_900],
  major: [20_000, 250_000],
  mega: [1_000_000, 9_500_000],
};

/** About one jackpot game in eight carries a mega pool in the millions. */
const MEGA_POOL_ONE_IN = 8;

function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function hasMegaPool(gameId: string): boolean {
  return digestOf(`jackpot-mega:${gameId}`).readUInt32BE(0) % MEGA_POOL_ONE_IN === 0;
}

/** A pool's seed amount in euro cents: within its tier's range, cents and all. */
export function seedAmountEurMinor(gameId: string, tier: JackpotTier): bigint {
  const [min, max] = TIER_RANGES_EUR[tier];
  const spread = BigInt((max - min) * 100);
  const draw = digestOf(`jackpot:${gameId}:${tier}`).readBigUInt64BE(0);
  return BigInt(min * 100) + (draw % spread);
}

function seedRows(games: readonly JackpotGame[]): SeedPoolRow[] {
  const rows: SeedPoolRow[] = [];
  for (const game of games) {
    const tiers = JACKPOT_TIERS.filter((tier) => tier !== 'mega' || hasMegaPool(game.id));
    for (const tier of tiers) {
      const eurMinor = seedAmountEurMinor(game.id, tier);
      for (const currency of JACKPOT_CURRENCIES) {
        rows.push({
          gameId: game.id,
          tier,
          currency,
          amountMinor: convertFromEur(eurMinor, currency),
        });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

const CURRENCY_PATTERN = /^[A-Z]{3}$/;

function validationError(field: string): AppError {
  return new AppError('VALIDATION_ERROR', { fields: { [field]: 'error_validation' } });
}

/** Major units with at most 2 decimals, for display (ZJackpot.Amount). */
function majorUnits(amountMinor: bigint): number {
  return Number(amountMinor) / Number(MINOR_UNITS_PER_MAJOR);
}

// spec 001 §9 spells the provider "Play N Go"; every spelling of it is the same vendor.
const PLAY_N_GO_WEIGHT = PROVIDER_ORDER_WEIGHTS['Play N Go'];

function isPlayNGo(game: JackpotGame): boolean {
  return providerOrderWeight(game.vendor) === PLAY_N_GO_WEIGHT;
}

type Board = { currency: Currency; jackpots: TJackpot[] };

export function createJackpotsService({
  db,
  jackpotGames,
  now = () => new Date(),
}: JackpotsDependencies): JackpotsService {
  const boards = new Map<Currency, { expiresAt: number; board: Promise<Board> }>();

  // The highest pool per jackpot game in one currency, highest first, with the games' names.
  async function loadBoard(currency: Currency): Promise<Board> {
    const [pools, games] = await Promise.all([highestPoolPerGame(db, currency), jackpotGames()]);
    const byId = new Map(games.map((game) => [game.id, game]));
    const jackpots = pools.flatMap(({ gameId, amountMinor }) => {
      const game = byId.get(gameId);
      // A game the catalogue no longer lists as a jackpot game is left out.
      if (game === undefined) return [];
      return [
        {
          GameName: game.name,
          GameId: game.id,
          Amount: majorUnits(amountMinor),
          Currency: currency,
        },
      ];
    });
    return { currency, jackpots };
  }

  function boardOf(currency: Currency): Promise<Board> {
    const at = now().getTime();
    const cached = boards.get(currency);
    if (cached !== undefined && cached.expiresAt > at) return cached.board;
    const board = loadBoard(currency);
    boards.set(currency, { expiresAt: at + JACKPOTS_CACHE_MS, board });
    // A failed load is not kept: the next caller tries again.
    board.catch(() => boards.delete(currency));
    return board;
  }

  function jackpotCurrencyOf(asked: string): Currency {
    if (!CURRENCY_PATTERN.test(asked)) throw validationError('currency');
    const replaced = Object.hasOwn(JACKPOT_CURRENCY_REPLACEMENTS, asked)
      ? JACKPOT_CURRENCY_REPLACEMENTS[asked as keyof typeof JACKPOT_CURRENCY_REPLACEMENTS]
      : asked;
    const currency = JACKPOT_CURRENCIES.find((candidate) => candidate === replaced);
    if (currency === undefined) throw validationError('currency');
    return currency;
  }

  return {
    async seed() {
      const games = await jackpotGames();
      return { inserted: await insertMissingPools(db, seedRows(games), now()) };
    },

    async jackpots(asked) {
      const { jackpots } = await boardOf(jackpotCurrencyOf(asked));
      if (jackpots.length === 0) throw validationError('currency');
      return { success: true, Data: jackpots };
    },

    async playNGoJackpot(currency) {
      const [{ jackpots }, games] = await Promise.all([boardOf(currency), jackpotGames()]);
      const playNGo = new Set(games.filter(isPlayNGo).map((game) => game.id));
      // The board is sorted highest first, so the first Play'n GO game holds the highest pool.
      const top = jackpots.find((jackpot) => playNGo.has(jackpot.GameId));
      if (top === undefined) throw new AppError('NOT_FOUND');
      return {
        success: true,
        Amount: top.Amount,
        Currency: currency,
        GameName: top.GameName,
        GameId: top.GameId,
      };
    },

    async report(providerId, pools) {
      const games = new Set((await jackpotGames()).map((game) => game.id));
      const seen = new Set<string>();
      const at = now();
      const rows = pools.map((pool, index): NewJackpotPoolRow => {
        const key = `${pool.gameId}\u0000${pool.tier}\u0000${pool.currency}`;
        if (seen.has(key)) throw validationError(`pools.${index}`);
        seen.add(key);
        if (!(JACKPOT_CURRENCIES as readonly string[]).includes(pool.currency)) {
          throw validationError(`pools.${index}.currency`);
        }
        if (!games.has(pool.gameId)) {
          throw new AppError('GAME_NOT_FOUND', {
            fields: { [`pools.${index}.gameId`]: 'error_game_not_found' },
          });
        }
        return {
          gameId: pool.gameId,
          tier: pool.tier,
          currency: pool.currency,
          amountMinor: BigInt(pool.amountMinor),
          source: providerId,
          updatedAt: at,
        };
      });
      const updated = await upsertPools(db, rows);
      // New amounts show at once in this process; other processes within JACKPOTS_CACHE_MS.
      boards.clear();
      return updated;
    },
  };
}
