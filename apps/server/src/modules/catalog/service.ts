import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, MINUTE_MS } from '@playfair/domain/constants';
import type { GameEngine, GameLaunchMode, TGameDetails } from '@playfair/contracts/games';
import { GAME_SLUG_MAX_LENGTH, GAME_SLUG_PATTERN } from '@playfair/contracts/web-pages';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { JurisdictionsService } from '../jurisdictions/service';
import type { SiteService, VisitorContext } from '../site/service';
import type { PlayerProfile } from '../identity/service';
import type { WalletService } from '../wallet/service';
import { seedPageRows } from './category-pages';
import { createLobby, type Lobby } from './lobby-service';
import {
  deleteLaunchTokensExpiredBefore,
  fillJackpotFlags,
  findGameById,
  findGameBySlug,
  findGameNames,
  insertAliases,
  insertLaunchToken,
  insertMemberships,
  insertMissingCategories,
  insertMissingGames,
  insertMissingPages,
  countAliases,
  countMemberships,
  listAliasKeys,
  listCategories,
  listGameIds,
  listJackpotGames,
  listMembershipKeys,
  useLaunchToken,
  type GameRow,
} from './repo';
import { seedAliases } from './search-aliases';
import { SEED_CATEGORIES, seedMemberships } from './seed-categories';
import { generateSeedGames, type SeedGame } from './seed-games';

/** A catalogue game as other modules see it (name, engine, skin, vendor, flags, stake limits). */
export type CatalogGame = GameRow;

/** What a launch token stands for: who plays which game in which currency. */
export type LaunchGrant = {
  playerId: string;
  gameId: string;
  currency: string;
  /** The rules every stake of the launch is held to (gameplay's LaunchRules). */
  stakeCapMinor: bigint | null;
  requiresSessionLimits: boolean;
};

/**
 * Responsible gambling before a real-money launch (the rg module's in-play service): refuses it
 * while another game is open (MULTIPLE_GAME_SESSIONS_ACTIVE), starts the reality-check clock and
 * answers the launch's rules.
 */
export type BeforeRealLaunch = (
  player: PlayerProfile & { locale: string },
  game: { id: string; isSlot: boolean },
) => Promise<{ stakeCapMinor: bigint | null; requiresSessionLimits: boolean }>;

/** DESIGN §7: the studio must trade the token within 15 minutes of the launch. */
export const LAUNCH_TOKEN_TTL_MS = 15 * MINUTE_MS;
/** Used and expired tokens are kept a day (support, audit), then purged. */
const LAUNCH_TOKEN_RETENTION_MS = DAY_MS;
/** When the catalogue's plugin purges old tokens: hourly, a job on the job runner (cron, UTC). */
export const LAUNCH_TOKEN_PURGE_SCHEDULE = '7 * * * *';
export const LAUNCH_TOKEN_PURGE_JOB = 'catalog.purge-launch-tokens';

/** Game ids are printable ASCII (the provider API's external ids); anything else is no game. */
const GAME_ID_PATTERN = /^[\x21-\x7e]{1,128}$/;

const SLOT_ENGINES: ReadonlySet<GameEngine> = new Set(['video-slot', 'classic-slot']);

export type GameLaunchRequest = {
  gameId: string;
  /** The query's mode; undefined: real play for a player, demo play for a visitor. */
  mode: GameLaunchMode | undefined;
  /** Who asks, from where (the site module's reading of the request). */
  visitor: VisitorContext;
  /** `${protocol}://${host}` of this request: the studio checks it against its casino origins. */
  origin: string;
};

export type CatalogDependencies = {
  db: Database;
  /** Where browsers load the studio (config.studioUrl, without a trailing slash). */
  studioUrl: string;
  /**
   * The provider id the studio signs its provider-API calls with: every catalogue game opens in
   * the studio, so only that provider may trade its launch tokens (DESIGN §7).
   */
  studioProviderId: string;
  /** The app configuration decides country, currency and demo play exactly as the site shows it. */
  site: Pick<SiteService, 'appConfig'>;
  jurisdictions: Pick<JurisdictionsService, 'profileFor'>;
  /**
   * The wallet's money policy (DESIGN §4): a player it would refuse a stake (beyond the player's
   * restrictions, which the launch reads itself: limits to come) gets no real-money launch at
   * all. Unset: no such check.
   */
  wallet?: Pick<WalletService, 'checkPolicy'>;
  /** Unset: no in-play rules (a launch with no cap and no session limits). */
  beforeRealLaunch?: BeforeRealLaunch;
  /** The clock; tests move it instead of sleeping. */
  now?: () => Date;
};

export type CatalogService = Omit<Lobby, 'invalidate'> & {
  /**
   * Inserts the demo catalogue's missing games, categories, their games, pages and search aliases
   * (idempotent; stored rows are never changed, except a seeded game's jackpot flag while it is
   * still undecided).
   */
  seed(): Promise<{ inserted: number; total: number }>;
  /** The games that feed a jackpot pool (the jackpots module seeds its pools from them). */
  jackpotGames(): Promise<{ id: string; name: string; vendor: string }[]>;
  /** A game by id for other modules (provider API, rounds); null when there is none. */
  findGame(gameId: string, tx?: Database): Promise<CatalogGame | null>;
  /** Game names by id (gaming history); ids it does not know are left out. */
  gameNames(gameIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Names and page slugs by id (races); ids it does not know are left out. */
  gameLinks(gameIds: readonly string[]): Promise<{ id: string; name: string; slug: string }[]>;
  /** GET /{locale}/games/{slug}; GAME_NOT_FOUND (spec 001 §8 code 2) for an unknown or bad slug. */
  gameDetails(slug: string): Promise<TGameDetails>;
  /** spec 001 §7 igc-game-url: the iframe URL, or null where the answer is `false`. */
  gameLaunchUrl(request: GameLaunchRequest): Promise<string | null>;
  /**
   * A single-use token for the studio's real-money session, which only the studio's provider id
   * may trade; only its SHA-256 is stored.
   */
  issueLaunchToken(input: LaunchGrant): Promise<string>;
  /**
   * Trades a launch token for its grant, once: null when unknown, expired, already used or issued
   * for another provider than `providerId` (which leaves it unused). Atomic: of two racing
   * consumes exactly one gets the grant.
   */
  consumeLaunchToken(token: string, providerId: string): Promise<LaunchGrant | null>;
  /** Deletes tokens that expired more than a day ago; answers how many. */
  purgeLaunchTokens(): Promise<number>;
};

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

let seedGames: readonly SeedGame[] | undefined;

/** The generated catalogue, built once per process (it is the same every time). */
function demoCatalogue(): readonly SeedGame[] {
  seedGames ??= generateSeedGames();
  return seedGames;
}

/** The seed's categories, their games, pages and aliases; answers nothing, writes what is missing. */
async function seedLobby(db: Database, catalogue: readonly SeedGame[]): Promise<void> {
  const storedGames = new Set(await listGameIds(db));
  await fillJackpotFlags(
    db,
    catalogue.map((game) => game.id),
    catalogue.filter((game) => game.hasJackpot).map((game) => game.id),
  );
  await insertMissingCategories(
    db,
    SEED_CATEGORIES.map(({ id, vertical, slug, tag, orderNo }) => ({
      id,
      vertical,
      slug,
      tag,
      orderNo,
    })),
  );
  const storedCategories = new Set((await listCategories(db)).map((category) => category.id));
  const memberships = seedMemberships(catalogue).filter(
    (row) => storedCategories.has(row.categoryId) && storedGames.has(row.gameId),
  );
  // A start after the first finds every row in place: a count says so without reading them all.
  if ((await countMemberships(db)) !== memberships.length) {
    const stored = new Set(await listMembershipKeys(db));
    await insertMemberships(
      db,
      memberships.filter((row) => !stored.has(`${row.categoryId}\u0000${row.gameId}`)),
    );
  }
  await insertMissingPages(db, seedPageRows());
  const aliases = seedAliases(catalogue).filter((row) => storedGames.has(row.gameId));
  if ((await countAliases(db)) !== aliases.length) {
    const stored = new Set(await listAliasKeys(db));
    await insertAliases(
      db,
      aliases.filter((row) => !stored.has(`${row.term}\u0000${row.locale}\u0000${row.gameId}`)),
    );
  }
}

function toDetails(game: GameRow): TGameDetails {
  return {
    gameId: game.id,
    slug: game.slug,
    Name: game.name,
    GameType: game.gameType,
    vendor: game.vendor,
    aspectRatio: game.aspectRatio,
    // spec 000 §6: demo play is never offered in live casino, whatever the row says.
    forFun: game.allowDemo && !game.isLive,
    isLive: game.isLive,
    inMaintenance: game.inMaintenance,
    isOffline: game.isOffline,
    description: game.description,
  };
}

export function createCatalogService({
  db,
  studioUrl,
  studioProviderId,
  site,
  jurisdictions,
  wallet,
  beforeRealLaunch,
  now = () => new Date(),
}: CatalogDependencies): CatalogService {
  const lobby = createLobby({ db, site, now });

  /** Whether the policy would let this player stake at all (the smallest stake there is). */
  async function mayStake(player: { id: string; currency: string }): Promise<boolean> {
    if (wallet === undefined) return true;
    try {
      await wallet.checkPolicy({
        playerId: player.id,
        purpose: 'stake',
        amountMinor: 1n,
        currency: player.currency,
      });
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  async function findGame(gameId: string, tx: Database = db): Promise<CatalogGame | null> {
    if (!GAME_ID_PATTERN.test(gameId)) return null;
    return (await findGameById(tx, gameId)) ?? null;
  }

  async function issueLaunchToken(input: LaunchGrant): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await insertLaunchToken(db, {
      tokenHash: tokenHashOf(token),
      playerId: input.playerId,
      gameId: input.gameId,
      currency: input.currency,
      stakeCapMinor: input.stakeCapMinor,
      requiresSessionLimits: input.requiresSessionLimits,
      providerId: studioProviderId,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    return token;
  }

  const { invalidate, ...lobbyCalls } = lobby;

  return {
    ...lobbyCalls,

    async seed() {
      const catalogue = demoCatalogue();
      const stored = new Set(await listGameIds(db));
      const missing = catalogue.filter((game) => !stored.has(game.id));
      const inserted = missing.length === 0 ? 0 : await insertMissingGames(db, missing);
      await seedLobby(db, catalogue);
      invalidate();
      return { inserted, total: stored.size + inserted };
    },

    jackpotGames: () => listJackpotGames(db),

    findGame,

    async gameNames(gameIds) {
      const wanted = [...new Set(gameIds)].filter((id) => GAME_ID_PATTERN.test(id));
      const rows = await findGameNames(db, wanted);
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async gameLinks(gameIds) {
      const wanted = [...new Set(gameIds)].filter((id) => GAME_ID_PATTERN.test(id));
      return findGameNames(db, wanted);
    },

    async gameDetails(slug) {
      const game =
        slug.length <= GAME_SLUG_MAX_LENGTH && GAME_SLUG_PATTERN.test(slug)
          ? await findGameBySlug(db, slug)
          : undefined;
      if (game === undefined) throw new AppError('GAME_NOT_FOUND');
      return toDetails(game);
    },

    async gameLaunchUrl({ gameId, mode, visitor, origin }) {
      const game = await findGame(gameId);
      if (game === null || game.isOffline || game.inMaintenance) return null;
      const { player } = visitor;
      const play = site.appConfig(visitor);
      const wanted = mode ?? (player === null ? 'demo' : 'real');

      let token: string | undefined;
      let maxStakeMinor: bigint | null = null;
      if (wanted === 'real') {
        // Real money needs a player; a visitor asking for it gets `false` (the web shows login).
        if (player === null) return null;
        // spec 001 §6 / spec 000 §6 (domain play-eligibility.ts): any reason against real play,
        // which the web shows first as its modal or notice, refuses it here anyway.
        if (!player.play.mayPlayForReal) return null;
        // A launch the first stake would be refused for is no launch: `false`, no token issued.
        if (!(await mayStake(player))) return null;
        const rules =
          beforeRealLaunch === undefined
            ? { stakeCapMinor: null, requiresSessionLimits: false }
            : await beforeRealLaunch(
                { ...player, locale: visitor.locale },
                { id: game.id, isSlot: SLOT_ENGINES.has(game.engine) },
              );
        token = await issueLaunchToken({
          playerId: player.id,
          gameId: game.id,
          currency: player.currency,
          ...rules,
        });
        maxStakeMinor = rules.stakeCapMinor;
      } else if (!game.allowDemo || game.isLive || !play.lobby.demoPlay) {
        // spec 000 §6 / spec 001 §1: demo only where the game, the brand and the market allow it,
        // never in live casino. `lobby.demoPlay` is the brand's flag and the jurisdiction's rule.
        return null;
      }

      // UKGC and the like pace slots only; table games have their own rhythm.
      const minCycleMs = SLOT_ENGINES.has(game.engine)
        ? jurisdictions.profileFor(play.country).minGameCycleMs
        : 0;
      const query = new URLSearchParams({ game: game.id, mode: wanted });
      if (token !== undefined) query.set('token', token);
      query.set('locale', visitor.locale);
      // A player's wallet currency; a visitor's demo plays in the locale's currency.
      query.set('currency', play.currency);
      query.set('minCycleMs', String(minCycleMs));
      query.set('origin', origin);
      // The studio offers only the stakes the casino takes (the debit refuses the others anyway).
      if (maxStakeMinor !== null) query.set('maxStake', maxStakeMinor.toString());
      // spec 000 §3 lastplayed: a game handed to a player, for real or for fun, is one they played.
      if (player !== null) await lobby.recordLaunch(player.id, game.id);
      return `${studioUrl}/play/${game.engine}/${game.skin}?${query.toString()}`;
    },

    issueLaunchToken,

    async consumeLaunchToken(token, providerId) {
      return (await useLaunchToken(db, tokenHashOf(token), providerId, now())) ?? null;
    },

    purgeLaunchTokens() {
      return deleteLaunchTokensExpiredBefore(
        db,
        new Date(now().getTime() - LAUNCH_TOKEN_RETENTION_MS),
      );
    },
  };
}
