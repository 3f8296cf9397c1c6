import { randomBytes, createHash } from 'node:crypto';
import type {
  TRace,
  TRaceGame,
  TRaceLeaderboardRow,
  TRacePush,
  TRaceStats,
} from '@playfair/contracts/races';
import { RACE_BOARD_ROWS, RACE_SUMMARY_ROWS } from '@playfair/contracts/races';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { maskName } from '@playfair/domain/fair-draw';
import { currencyForLocale, isSupportedLocale, type Currency } from '@playfair/domain/locales';
import { formatMoney } from '@playfair/domain/money';
import {
  RACE_DEFAULT_POINTS_CAP,
  RACE_POINTS_MULTIPLIER,
  roundPoints,
} from '@playfair/domain/race-scoring';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/events';
import type { PushHub } from '../../platform/push/hub';
import type { NotificationInput } from '../notifications/service';
import {
  addRoundToRaceEntry,
  allEntries,
  announceStarts,
  claimRound,
  claimStakeNotice,
  closeNow,
  dueCompetitions,
  entrantCounts,
  entriesOf,
  findCompetition,
  findEntry,
  insertCompetition,
  insertEntry,
  insertWinners,
  listedRaces,
  lockCompetition,
  markDrawn,
  positionOf,
  prizesOf,
  raceNamedCovering,
  rankedEntries,
  runningCompetitions,
  winnersOf,
  type CompetitionRow,
  type EntryRow,
} from './repo';
import type { LocalisedText, PrizeItem } from './schema';
import {
  DEMO_BONUS_PRIZE,
  DEMO_CASH_PRIZE,
  prizeText,
  textIn,
  type PromotionsDependencies,
  type PromotionsPlayer,
} from './service';

// Races on the competition engine (DESIGN §11, decision 011). Points come from the real rounds'
// `round.settled` facts, once per round per race (competition_rounds), for players who opted in
// (or every eligible player of an automatic race), on the race's games, at or above its minimum
// stake. A job announces each start once and settles each race once after its end (the race's row
// locked, its status one-way), paying prizes through rewards in that transaction.

export type RaceRules = {
  minStakeMinor: Record<string, string>;
  gameWhitelist: string[];
  pointsCap: number;
};

export type RaceInput = {
  name: LocalisedText;
  countries: string[];
  startsAt: Date;
  endsAt: Date;
  minStakeMinor: Record<string, string>;
  gameWhitelist: string[];
  pointsCap: number;
  isAutoOptIn: boolean;
  needsBonusCap: boolean;
  prizes: { position: number; item: PrizeItem; itemTranslation: LocalisedText }[];
};

export type RacesDependencies = Pick<
  PromotionsDependencies,
  | 'db'
  | 'findPlayer'
  | 'stakeRefusal'
  | 'isWithinBonusCap'
  | 'displayNameOf'
  | 'payPrize'
  | 'now'
  | 'log'
> & {
  events: Pick<EventBus, 'subscribe' | 'publish'>;
  hub: Pick<PushHub, 'publish' | 'broadcast'>;
  /** Writes a notification in the caller's transaction (notifications' inbox). */
  notify: (tx: Database, playerId: string, input: NotificationInput) => Promise<unknown>;
  /** The catalogue's names and page slugs of these game ids. */
  gameLinks: (gameIds: readonly string[]) => Promise<TRaceGame[]>;
  translate: (locale: string, key: string) => string;
};

/** A page lists races starting within a day, and those ended in the last 10 minutes. */
const LISTED_AHEAD_MS = DAY_MS;
const LISTED_AFTER_END_MS = 10 * MINUTE_MS;
/** A player is told a stake is below the minimum at most this often per race. */
const STAKE_NOTICE_QUIET_MS = 10 * MINUTE_MS;

/** A race leaderboard's uid: opaque, stable within one race, never the player's id. */
export function raceUid(raceId: string, playerId: string): string {
  return createHash('sha256').update(`race:${raceId}:${playerId}`).digest('hex').slice(0, 16);
}

export function rulesOf(race: CompetitionRow): RaceRules {
  const rules = race.rules as Partial<RaceRules>;
  return {
    minStakeMinor: rules.minStakeMinor ?? {},
    gameWhitelist: rules.gameWhitelist ?? [],
    pointsCap: rules.pointsCap ?? RACE_DEFAULT_POINTS_CAP,
  };
}

function statsOf(entry: EntryRow): TRaceStats {
  return {
    spins: entry.rounds,
    wins: entry.wins,
    losses: entry.rounds - entry.wins,
    points: Number(entry.score),
    currentPoints: Number(entry.lastPoints),
  };
}

function durationMinutes(race: CompetitionRow): number {
  return Math.max(1, Math.round((race.endsAt.getTime() - race.startsAt.getTime()) / MINUTE_MS));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRacesService(deps: RacesDependencies) {
  const { db, now, log, events, hub } = deps;

  async function createRace(input: RaceInput): Promise<CompetitionRow> {
    const seed = randomBytes(32);
    return db.transaction((tx) =>
      insertCompetition(
        tx,
        {
          kind: 'race',
          occurrence: null,
          name: input.name,
          countries: input.countries,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          drawAt: input.endsAt,
          rules: {
            minStakeMinor: input.minStakeMinor,
            gameWhitelist: input.gameWhitelist,
            pointsCap: input.pointsCap,
          } satisfies RaceRules,
          isAutoOptIn: input.isAutoOptIn,
          needsBonusCap: input.needsBonusCap,
          // Races draw nothing; the columns hold an unused commitment like every competition's.
          seed: seed.toString('hex'),
          seedCommitment: createHash('sha256').update(seed).digest('hex'),
          createdAt: now(),
        },
        input.prizes,
      ),
    );
  }

  /** The player's standing in a race, read through `tx`. */
  async function standing(tx: Database, raceId: string, playerId: string) {
    const entry = await findEntry(tx, raceId, playerId);
    if (entry === undefined) return undefined;
    return { entry, position: await positionOf(tx, entry) };
  }

  /** Counts a settled round into every race the player takes part in, once each. */
  async function countRound(
    tx: Database,
    fact: {
      playerId: string;
      roundId: string;
      gameId: string;
      currency: string;
      stakeMinor: bigint;
      winMinor: bigint;
      at: Date;
    },
  ): Promise<void> {
    if (fact.stakeMinor <= 0n) return;
    const races = await runningCompetitions(tx, 'race', fact.at);
    if (races.length === 0) return;
    const player = await deps.findPlayer(fact.playerId, tx);
    if (player === undefined) return;
    if ((await deps.stakeRefusal(player.id, tx)) !== undefined) return;
    let isWithinCap: boolean | undefined;
    for (const race of races) {
      if (!race.countries.includes(player.country)) continue;
      const rules = rulesOf(race);
      const minimum = rules.minStakeMinor[fact.currency];
      if (minimum === undefined) continue;
      // A round of another game earns nothing (the game view tells the player, race_game_not_ok).
      if (!rules.gameWhitelist.includes(fact.gameId)) continue;
      let entry = await findEntry(tx, race.id, player.id);
      if (entry === undefined && race.isAutoOptIn) {
        if (race.needsBonusCap) {
          isWithinCap ??= await deps.isWithinBonusCap(player);
          if (!isWithinCap) continue;
        }
        await insertEntry(tx, {
          competitionId: race.id,
          playerId: player.id,
          currency: fact.currency,
          optedInAt: fact.at,
        });
        entry = await findEntry(tx, race.id, player.id);
      }
      if (entry === undefined || entry.currency !== fact.currency) continue;
      if (fact.stakeMinor < BigInt(minimum)) {
        const at = now();
        if (
          await claimStakeNotice(
            tx,
            race.id,
            player.id,
            at,
            new Date(at.getTime() - STAKE_NOTICE_QUIET_MS),
          )
        ) {
          await deps.notify(tx, player.id, {
            eventType: 'race_stake_too_low',
            key: 'race_stake_too_low',
            currency: fact.currency,
            amountMinor: BigInt(minimum),
            link: 'races',
            isKept: false,
          });
        }
        continue;
      }
      if (
        !(await claimRound(tx, {
          competitionId: race.id,
          roundId: fact.roundId,
          playerId: player.id,
          countedAt: now(),
        }))
      ) {
        continue;
      }
      await addRoundToRaceEntry(tx, race.id, player.id, {
        points: roundPoints({
          stakeMinor: fact.stakeMinor,
          winMinor: fact.winMinor,
          cap: rules.pointsCap,
        }),
        isWin: fact.winMinor > 0n,
        at: fact.at,
      });
      await events.publish(tx, 'race.scored', {
        playerId: player.id,
        payload: { raceId: race.id },
      });
    }
  }

  /** Announces the races that have started, once each, to everyone and to their entrants. */
  async function announceDueStarts(): Promise<number> {
    return db.transaction(async (tx) => {
      const started = await announceStarts(tx, now());
      for (const race of started) {
        await events.publish(tx, 'race.started', { playerId: null, payload: { raceId: race.id } });
        // Those who entered before the start are told; a later entrant knew it was running.
        for (const entry of await allEntries(tx, race.id)) {
          if (entry.optedInAt.getTime() > race.startsAt.getTime()) continue;
          await deps.notify(tx, entry.playerId, {
            eventType: 'race_start',
            key: 'notification_race_start',
            params: { name: race.name },
            link: 'races',
          });
        }
      }
      return started.length;
    });
  }

  /** Settles one ended race, once; answers false when another process holds or settled it. */
  async function settleOne(raceId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const race = await lockCompetition(tx, raceId);
      if (race === undefined || race.kind !== 'race' || race.status !== 'open') return false;
      if (race.endsAt.getTime() > now().getTime()) return false;
      const prizes = await prizesOf(tx, [race.id]);
      const lastPosition = Math.max(0, ...prizes.map((prize) => prize.position));
      const ranked = await rankedEntries(tx, race.id, Math.max(lastPosition, 10_000));
      const winners = [];
      for (const [index, entry] of ranked.entries()) {
        const position = index + 1;
        const prize = prizes.find((candidate) => candidate.position === position);
        if (prize !== undefined) {
          winners.push({
            competitionId: race.id,
            position,
            playerId: entry.playerId,
            displayName: maskName(await deps.displayNameOf(entry.playerId, tx)),
            score: entry.score,
            entrant: raceUid(race.id, entry.playerId),
            ticket: 0,
            prizeId: prize.id,
          });
          await deps.payPrize(tx, {
            playerId: entry.playerId,
            item: prize.item,
            title: race.name,
            key: `race:${race.id}:prize:${position}`,
          });
        }
        await deps.notify(tx, entry.playerId, {
          eventType: 'race_finish',
          key: prize === undefined ? 'notification_race_finish' : 'notification_race_finish_prize',
          params: { name: race.name, prize: prize?.itemTranslation ?? '' },
          position,
          link: 'races',
        });
      }
      await insertWinners(tx, winners);
      await markDrawn(tx, race.id, { snapshot: '', snapshotHash: '', at: now() });
      await events.publish(tx, 'race.finished', { playerId: null, payload: { raceId: race.id } });
      log.info({ raceId: race.id, ranked: ranked.length, winners: winners.length }, 'race settled');
      return true;
    });
  }

  async function raceViews(
    rows: readonly CompetitionRow[],
    locale: string,
    reader: (PromotionsPlayer & { isWithinCap: boolean }) | null,
    country: string | null,
    boardRows: number,
  ): Promise<TRace[]> {
    const shown = rows.filter((row) => country === null || row.countries.includes(country));
    const ids = shown.map((row) => row.id);
    const prizes = await prizesOf(db, ids);
    const counts = await entrantCounts(db, ids);
    const own = reader === null ? [] : await entriesOf(db, reader.id, ids);
    const games = await deps.gameLinks([
      ...new Set(shown.flatMap((row) => rulesOf(row).gameWhitelist)),
    ]);
    const at = now().getTime();
    const currency =
      reader?.currency ?? (isSupportedLocale(locale) ? currencyForLocale(locale) : 'EUR');
    const views: TRace[] = [];
    for (const row of shown) {
      const rules = rulesOf(row);
      const entry = own.find((candidate) => candidate.competitionId === row.id);
      const isOver = row.endsAt.getTime() <= at;
      const top = await rankedEntries(db, row.id, boardRows);
      const ownPosition = entry === undefined ? null : await positionOf(db, entry);
      const names = new Map<string, string>();
      const boardEntries =
        entry !== undefined && ownPosition !== null && ownPosition > top.length
          ? [...top, entry]
          : top;
      for (const each of boardEntries) {
        names.set(each.playerId, maskName(await deps.displayNameOf(each.playerId, db)));
      }
      const leaderboard: TRaceLeaderboardRow[] = boardEntries.map((each, index) => ({
        uid: raceUid(row.id, each.playerId),
        points: Number(each.score),
        position: each === entry && ownPosition !== null ? ownPosition : index + 1,
        name: names.get(each.playerId) ?? '',
        isOwn: each.playerId === reader?.id,
      }));
      const raceCurrency = entry?.currency ?? currency;
      const minimum = rules.minStakeMinor[raceCurrency] ?? null;
      const racePrizes = prizes.filter((prize) => prize.competitionId === row.id);
      const ownPrize =
        isOver && ownPosition !== null
          ? racePrizes.find((prize) => prize.position === ownPosition)
          : undefined;
      views.push({
        id: row.id,
        raceId: row.id,
        name: textIn(row.name, locale),
        status:
          isOver || row.status !== 'open'
            ? 'finished'
            : row.startsAt.getTime() <= at
              ? 'running'
              : 'upcoming',
        current: !isOver && row.status === 'open' && row.startsAt.getTime() <= at,
        optin: entry !== undefined,
        isAutoOptIn: row.isAutoOptIn,
        canOptIn:
          reader !== null &&
          entry === undefined &&
          !row.isAutoOptIn &&
          !isOver &&
          minimum !== null &&
          (!row.needsBonusCap || reader.isWithinCap),
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        duration: durationMinutes(row),
        minStakeMinor: minimum,
        minStakeFormatted:
          minimum === null ? null : formatMoney(BigInt(minimum), raceCurrency as Currency),
        currency: raceCurrency,
        pointsRule: { multiplier: RACE_POINTS_MULTIPLIER, cap: rules.pointsCap },
        game_whitelist: rules.gameWhitelist,
        games: rules.gameWhitelist.flatMap((id) => games.filter((game) => game.id === id)),
        prize_collection_id: row.id,
        prizes: racePrizes.map((prize) => ({
          position: prize.position,
          item_translation: prizeText(prize, locale, raceCurrency),
        })),
        entrants: counts.get(row.id) ?? 0,
        leaderboard,
        ownPosition,
        stats: entry === undefined ? null : statsOf(entry),
        ownPrize: ownPrize === undefined ? null : prizeText(ownPrize, locale, raceCurrency),
      });
    }
    return views;
  }

  async function readerOf(player: PromotionsPlayer | null) {
    if (player === null) return null;
    return { ...player, isWithinCap: await deps.isWithinBonusCap(player) };
  }

  return {
    createRace,
    countRound,
    announceDueStarts,
    settleOne,

    /** GET /{locale}/get-races: running, starting within a day, or just ended. */
    async list(
      locale: string,
      player: PromotionsPlayer | null,
      country: string | null,
    ): Promise<TRace[]> {
      const at = now();
      const rows = await listedRaces(
        db,
        at,
        new Date(at.getTime() + LISTED_AHEAD_MS),
        new Date(at.getTime() - LISTED_AFTER_END_MS),
      );
      return raceViews(rows, locale, await readerOf(player), country, RACE_SUMMARY_ROWS);
    },

    /** GET /{locale}/get-race/{raceId}: one race with its full board. */
    async one(locale: string, player: PromotionsPlayer | null, raceId: string): Promise<TRace> {
      const race = UUID.test(raceId) ? await findCompetition(db, raceId) : undefined;
      if (race === undefined || race.kind !== 'race') throw new AppError('NOT_FOUND');
      const [view] = await raceViews([race], locale, await readerOf(player), null, RACE_BOARD_ROWS);
      if (view === undefined) throw new AppError('NOT_FOUND');
      return view;
    },

    /**
     * spec 001 §7 POST /{locale}/evolution-optin: the player enters a race that has not ended, of
     * their country, with a minimum stake in their currency, within the bonus cap when the race
     * needs it; `duration` must be the race's. Entering twice changes nothing.
     */
    async optIn(player: PromotionsPlayer, raceId: string, duration: number): Promise<boolean> {
      const race = await findCompetition(db, raceId);
      if (race === undefined || race.kind !== 'race' || race.status !== 'open') return false;
      if (race.endsAt.getTime() <= now().getTime()) return false;
      if (durationMinutes(race) !== duration) return false;
      if (!race.countries.includes(player.country)) return false;
      if (rulesOf(race).minStakeMinor[player.currency] === undefined) return false;
      if (race.needsBonusCap && !(await deps.isWithinBonusCap(player))) return false;
      await insertEntry(db, {
        competitionId: race.id,
        playerId: player.id,
        currency: player.currency,
        optedInAt: now(),
      });
      return true;
    },

    /** The races due to start or settle, each once (several processes may run this at once). */
    async runDue(): Promise<{ started: number; settled: number }> {
      const started = await announceDueStarts();
      let settled = 0;
      for (const race of await dueCompetitions(db, 'race', now(), 20)) {
        try {
          if (await settleOne(race.id)) settled += 1;
        } catch (error) {
          log.error({ err: error, raceId: race.id }, 'a race settlement failed; tried again later');
        }
      }
      return { started, settled };
    },

    /** The operator's "end now": the race ends at once and is settled. */
    async settleNow(raceId: string): Promise<void> {
      if (!UUID.test(raceId)) throw new AppError('NOT_FOUND');
      const race = await findCompetition(db, raceId);
      if (race === undefined || race.kind !== 'race') throw new AppError('NOT_FOUND');
      if (race.status !== 'open') return;
      await closeNow(db, raceId, now());
      await settleOne(raceId);
    },

    /** The results of a settled race, by position. */
    async results(raceId: string) {
      return UUID.test(raceId) ? winnersOf(db, raceId) : [];
    },

    /** The player's part in the races running now (the `races` onload action). */
    async runningFor(player: PromotionsPlayer): Promise<CompetitionRow | undefined> {
      const running = (await runningCompetitions(db, 'race', now())).filter((race) =>
        race.countries.includes(player.country),
      );
      const entered = await entriesOf(
        db,
        player.id,
        running.map((race) => race.id),
      );
      return (
        running.find((race) => entered.some((entry) => entry.competitionId === race.id)) ??
        running.find((race) => race.isAutoOptIn)
      );
    },

    /**
     * The demo brand's races (DESIGN §11 "Demo data"): an hourly race (minute 5 to the hour's end)
     * on the race games, for this hour and the next, and a daily main race on one game — so one
     * is always running and one always about to start.
     */
    async ensureDemoRaces(template: DemoRaceTemplate): Promise<void> {
      const at = now();
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      const wanted: RaceInput[] = [0, 1].map((ahead) => {
        const start = new Date(hour.getTime() + ahead * HOUR_MS + 5 * MINUTE_MS);
        return {
          ...template.hourly,
          startsAt: start,
          endsAt: new Date(hour.getTime() + (ahead + 1) * HOUR_MS),
        };
      });
      wanted.push({ ...template.main, startsAt: day, endsAt: new Date(day.getTime() + DAY_MS) });
      for (const race of wanted) {
        if (race.gameWhitelist.length === 0) continue;
        if ((await raceNamedCovering(db, race.name.en ?? '', race.startsAt)) !== undefined)
          continue;
        await createRace(race);
      }
    },

    subscribe(): void {
      events.subscribe('promotions.race-points', ['round.settled'], async (fact, tx) => {
        if (fact.playerId === null) return;
        await countRound(tx, {
          playerId: fact.playerId,
          roundId: fact.payload.roundId,
          gameId: fact.payload.gameId,
          currency: fact.payload.currency,
          stakeMinor: BigInt(fact.payload.stakeMinor),
          winMinor: BigInt(fact.payload.winMinor),
          at: fact.occurredAt,
        });
      });
      events.subscribe('promotions.race-push', ['race.scored'], async (fact, tx) => {
        if (fact.playerId === null) return;
        const now = await standing(tx, fact.payload.raceId, fact.playerId);
        if (now === undefined) return;
        const data: TRacePush = {
          raceId: fact.payload.raceId,
          points: Number(now.entry.score),
          position: now.position,
          stats: statsOf(now.entry),
        };
        await hub.publish(fact.playerId, { id: fact.id, event: RACE_PUSH_EVENT, data });
      });
      events.subscribe(
        'promotions.races-broadcast',
        ['race.started', 'race.finished'],
        async (fact) => {
          await hub.broadcast({
            id: fact.id,
            event: RACES_PUSH_EVENT,
            data: {
              raceId: fact.payload.raceId,
              status: fact.type === 'race.started' ? 'running' : 'finished',
            },
          });
        },
      );
    },
  };
}

export type RacesService = ReturnType<typeof createRacesService>;

/** The push a player's pages get after a round counted for them. */
export const RACE_PUSH_EVENT = 'race';
/** The push every page gets when a race starts or ends. */
export const RACES_PUSH_EVENT = 'races';

export type DemoRaceTemplate = {
  hourly: Omit<RaceInput, 'startsAt' | 'endsAt'>;
  main: Omit<RaceInput, 'startsAt' | 'endsAt'>;
};

/** The smallest stakes that earn points in the demo races: about €0.20 in each currency. */
const DEMO_MIN_STAKE_EUR = 0.2;

/**
 * The demo brand's races: an hourly race on the race games (opt-in) and a daily main race on one
 * game (every eligible player entered), with cash, bonus money and free-spins prizes.
 */
export function demoRaceTemplate(
  raceGameIds: readonly string[],
  mainGameId: string,
  countries: readonly string[],
  amountsOf: (eur: number) => Record<string, string>,
): DemoRaceTemplate {
  const cash = (eur: number) => ({ kind: 'cash' as const, amounts: amountsOf(eur) });
  const common = {
    countries: [...countries],
    minStakeMinor: amountsOf(DEMO_MIN_STAKE_EUR),
    pointsCap: RACE_DEFAULT_POINTS_CAP,
    needsBonusCap: false,
  };
  return {
    hourly: {
      ...common,
      name: {
        en: 'Hourly race',
        fi: 'Tunnin kisa',
        sv: 'Timmens race',
        no: 'Timesløp',
        es: 'Carrera de la hora',
        nl: 'Uurrace',
        pl: 'Wyścig godzinny',
        hr: 'Utrka sata',
        sr: 'Trka sata',
        is: 'Klukkutímakeppni',
        de: 'Stundenrennen',
      },
      gameWhitelist: [...raceGameIds],
      isAutoOptIn: false,
      prizes: [
        {
          position: 1,
          item: cash(50),
          itemTranslation: DEMO_CASH_PRIZE,
        },
        {
          position: 2,
          item: cash(20),
          itemTranslation: DEMO_CASH_PRIZE,
        },
        {
          position: 3,
          item: { kind: 'bonus', amounts: amountsOf(10), wageringMultiplier: 10, wageringDays: 7 },
          itemTranslation: DEMO_BONUS_PRIZE,
        },
      ],
    },
    main: {
      ...common,
      name: {
        en: 'Main race',
        fi: 'Pääkisa',
        sv: 'Huvudracet',
        no: 'Hovedløpet',
        es: 'Carrera principal',
        nl: 'Hoofdrace',
        pl: 'Wyścig główny',
        hr: 'Glavna utrka',
        sr: 'Glavna trka',
        is: 'Aðalkeppnin',
        de: 'Hauptrennen',
      },
      gameWhitelist: [mainGameId],
      isAutoOptIn: true,
      prizes: [
        {
          position: 1,
          item: cash(100),
          itemTranslation: DEMO_CASH_PRIZE,
        },
        {
          position: 2,
          item: {
            kind: 'free-spins',
            gameId: mainGameId,
            rounds: 50,
            stakes: amountsOf(0.2),
            validHours: 72,
          },
          itemTranslation: {
            en: '50 free spins',
            fi: '50 ilmaiskierrosta',
            sv: '50 free spins',
            es: '50 giros gratis',
            de: '50 Freispiele',
          },
        },
        {
          position: 3,
          item: {
            kind: 'free-spins',
            gameId: mainGameId,
            rounds: 20,
            stakes: amountsOf(0.2),
            validHours: 72,
          },
          itemTranslation: {
            en: '20 free spins',
            fi: '20 ilmaiskierrosta',
            sv: '20 free spins',
            es: '20 giros gratis',
            de: '20 Freispiele',
          },
        },
      ],
    },
  };
}
