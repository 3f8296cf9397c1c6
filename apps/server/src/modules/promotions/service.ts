import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { TRaffle, TRaffleVerification, TWinnerEntry } from '@playfair/contracts/raffles';
import { DAY_MS } from '@playfair/domain/constants';
import { formatMoney, isCurrency } from '@playfair/domain/money';
import { drawWinners, maskName, snapshotText, type HmacSha256 } from '@playfair/domain/fair-draw';
import type { PlayReason } from '@playfair/domain/play-eligibility';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/events';
import {
  addStakeToEntry,
  claimRound,
  closeNow,
  entriesWithScore,
  entrantCounts,
  findCompetition,
  findEntry,
  insertCompetition,
  insertEntry,
  insertWinners,
  lockCompetition,
  markDrawn,
  nextRaffles,
  pastRaffles,
  prizesOf,
  raffleCovering,
  runningCompetitions,
  dueCompetitions,
  winnersOf,
  type CompetitionRow,
  type PrizeRow,
} from './repo';
import type { NotificationInput } from '../notifications/service';
import type { LocalisedText, PrizeItem } from './schema';

// DESIGN §11: prize draws on the competition engine. Tickets come from real-money stakes by the
// draw's rule (minor units staked per ticket, per currency), counted once per settled round from
// the `round.settled` fact — never for a player a block, break or exclusion keeps from staking.
// The draw runs as a job, once (the draw's row locked, its status moved once), commit-reveal and
// re-runnable by anyone from what the verification call publishes (domain fair-draw.ts).

export type PromotionsPlayer = {
  id: string;
  country: string;
  currency: string;
  isBonusAllowed?: boolean;
};

export type PromotionsDependencies = {
  db: Database;
  events: Pick<EventBus, 'subscribe'>;
  /** The player's market and currency, read through `tx` inside a transaction. */
  findPlayer: (playerId: string, tx?: Database) => Promise<PromotionsPlayer | undefined>;
  /** The first reason that keeps the player from staking (blocks, breaks, exclusions), if any. */
  stakeRefusal: (playerId: string, tx: Database) => Promise<PlayReason | undefined>;
  /** Whether the player is within the market's bonus cap (rewards). */
  isWithinBonusCap: (player: PromotionsPlayer) => Promise<boolean>;
  /** A winner's name as the leaderboard shows it, before masking (identity: the email's name). */
  displayNameOf: (playerId: string, tx: Database) => Promise<string>;
  /** Pays a prize through rewards, once per key, inside the draw's transaction. */
  payPrize: (
    tx: Database,
    input: { playerId: string; item: PrizeItem; title: LocalisedText; key: string },
  ) => Promise<void>;
  /** Writes a notification in the caller's transaction (notifications' inbox). */
  notify: (tx: Database, playerId: string, input: NotificationInput) => Promise<unknown>;
  translate: (locale: string, key: string) => string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** Whose draws a page shows (their country's) and in which currency their prizes read. */
export type RaffleAudience = { country: string | null; currency: string };

export type RaffleInput = {
  occurrence: 'daily' | 'monthly';
  name: LocalisedText;
  countries: string[];
  startsAt: Date;
  endsAt: Date;
  drawAt: Date;
  /** Minor units staked per ticket, per currency. */
  ticketMinor: Record<string, string>;
  isAutoOptIn: boolean;
  needsBonusCap: boolean;
  prizes: { position: number; item: PrizeItem; itemTranslation: LocalisedText }[];
};

const hmac: HmacSha256 = async (keyHex, message) =>
  new Uint8Array(createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message).digest());

function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The snapshot's reference of a player: opaque, stable within one draw. */
export function entrantOf(raffleId: string, playerId: string): string {
  return sha256Hex(`${raffleId}:${playerId}`).slice(0, 32);
}

export function textIn(texts: LocalisedText, locale: string): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/**
 * A prize as the reader reads it: its text in their language, with `{amount}` filled in as the
 * prize's amount in `currency` (cash and bonus money; a free spin's stake) — so one prize written
 * once reads "£50 in cash" to a British player and "500 kr kontant" to a Swedish one.
 */
export function prizeText(
  prize: { item: PrizeItem; itemTranslation: LocalisedText },
  locale: string,
  currency: string,
): string {
  const text = textIn(prize.itemTranslation, locale);
  if (!text.includes('{amount}')) return text;
  const amounts = prize.item.kind === 'free-spins' ? prize.item.stakes : prize.item.amounts;
  const minor = amounts[currency];
  const amount =
    minor === undefined || !isCurrency(currency)
      ? ''
      : formatMoney(BigInt(minor), currency, {
          fractionDigits: BigInt(minor) % 100n === 0n ? 0 : 2,
        });
  return text
    .replaceAll('{amount}', amount)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A player is told of their tickets at the first and at every tenth. */
const TICKET_NEWS_EVERY = 10n;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPromotionsService(deps: PromotionsDependencies) {
  const { db, now, log } = deps;

  async function raffleViews(
    rows: readonly CompetitionRow[],
    locale: string,
    country: string | null,
    currency: string,
  ): Promise<TRaffle[]> {
    const shown = rows.filter((row) => country === null || row.countries.includes(country));
    const ids = shown.map((row) => row.id);
    const prizes = await prizesOf(db, ids);
    const counts = await entrantCounts(db, ids);
    return shown.map((row) => ({
      id: row.id,
      occurence: row.occurrence ?? 'daily',
      start_date: row.startsAt.toISOString(),
      end_date: row.endsAt.toISOString(),
      draw_at: row.drawAt.toISOString(),
      prizes: prizes
        .filter((prize) => prize.competitionId === row.id)
        .map((prize: PrizeRow) => ({
          item_id: prize.id,
          raffle_id: row.id,
          item_translation: prizeText(prize, locale, currency),
          position: prize.position,
        })),
      countries: row.countries,
      users: counts.get(row.id) ?? 0,
      name: textIn(row.name, locale),
      isAutoOptIn: row.isAutoOptIn,
      seedCommitment: row.seedCommitment,
    }));
  }

  async function createRaffle(input: RaffleInput): Promise<CompetitionRow> {
    const seed = randomBytes(32);
    return db.transaction((tx) =>
      insertCompetition(
        tx,
        {
          kind: 'raffle',
          occurrence: input.occurrence,
          name: input.name,
          countries: input.countries,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          drawAt: input.drawAt,
          rules: { ticketMinor: input.ticketMinor },
          isAutoOptIn: input.isAutoOptIn,
          needsBonusCap: input.needsBonusCap,
          seed: seed.toString('hex'),
          seedCommitment: sha256Hex(seed),
          createdAt: now(),
        },
        input.prizes,
      ),
    );
  }

  /** Counts a settled round's stake into every raffle the player takes part in, once. */
  async function countRound(
    tx: Database,
    fact: { playerId: string; roundId: string; currency: string; stakeMinor: bigint; at: Date },
  ): Promise<void> {
    if (fact.stakeMinor <= 0n) return;
    const player = await deps.findPlayer(fact.playerId, tx);
    if (player === undefined) return;
    if ((await deps.stakeRefusal(player.id, tx)) !== undefined) return;
    for (const raffle of await runningCompetitions(tx, 'raffle', fact.at)) {
      if (!raffle.countries.includes(player.country)) continue;
      const unit = (raffle.rules.ticketMinor as Record<string, string> | undefined)?.[
        fact.currency
      ];
      if (unit === undefined || BigInt(unit) <= 0n) continue;
      let entry = await findEntry(tx, raffle.id, player.id);
      if (entry === undefined && raffle.isAutoOptIn) {
        await insertEntry(tx, {
          competitionId: raffle.id,
          playerId: player.id,
          currency: fact.currency,
          optedInAt: fact.at,
        });
        entry = await findEntry(tx, raffle.id, player.id);
      }
      if (entry === undefined || entry.currency !== fact.currency) continue;
      if (
        !(await claimRound(tx, {
          competitionId: raffle.id,
          roundId: fact.roundId,
          playerId: player.id,
          countedAt: now(),
        }))
      ) {
        continue;
      }
      const tickets = await addStakeToEntry(
        tx,
        raffle.id,
        player.id,
        fact.stakeMinor,
        BigInt(unit),
      );
      // Told at the first ticket and at every tenth: news, not a toast per round.
      if (
        tickets > entry.score &&
        (entry.score === 0n || tickets / TICKET_NEWS_EVERY > entry.score / TICKET_NEWS_EVERY)
      ) {
        await deps.notify(tx, player.id, {
          eventType: 'raffle_tickets',
          key: 'notification_raffle_tickets',
          params: { name: raffle.name, tickets: tickets.toString() },
          link: 'raffle',
          isKept: false,
        });
      }
    }
  }

  /** Draws one due raffle, once; answers false when another process holds or drew it. */
  async function drawOne(raffleId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const raffle = await lockCompetition(tx, raffleId);
      if (raffle === undefined || raffle.status !== 'open') return false;
      if (raffle.drawAt.getTime() > now().getTime()) return false;
      const entries = await entriesWithScore(tx, raffle.id);
      const snapshotEntries = entries.map((entry) => ({
        entrant: entrantOf(raffle.id, entry.playerId),
        tickets: Number(entry.score),
        playerId: entry.playerId,
      }));
      const snapshot = snapshotText(snapshotEntries);
      const snapshotHash = sha256Hex(snapshot);
      const prizes = await prizesOf(tx, [raffle.id]);
      const winners = await drawWinners({
        entries: snapshotEntries,
        seedHex: raffle.seed,
        snapshotHash,
        prizeCount: prizes.length,
        hmac,
      });
      const rows = [];
      for (const winner of winners) {
        const entrant = snapshotEntries.find((entry) => entry.entrant === winner.entrant);
        const prize = prizes.find((candidate) => candidate.position === winner.position);
        if (entrant === undefined || prize === undefined) continue;
        rows.push({
          competitionId: raffle.id,
          position: winner.position,
          playerId: entrant.playerId,
          displayName: maskName(await deps.displayNameOf(entrant.playerId, tx)),
          score: BigInt(entrant.tickets),
          entrant: entrant.entrant,
          ticket: winner.ticket,
          prizeId: prize.id,
        });
        await deps.payPrize(tx, {
          playerId: entrant.playerId,
          item: prize.item,
          title: raffle.name,
          key: `raffle:${raffle.id}:prize:${prize.position}`,
        });
        await deps.notify(tx, entrant.playerId, {
          eventType: 'raffle_win',
          key: 'notification_raffle_win',
          params: { name: raffle.name, prize: prize.itemTranslation },
          position: winner.position,
          link: 'raffle',
        });
      }
      await insertWinners(tx, rows);
      await markDrawn(tx, raffle.id, { snapshot, snapshotHash, at: now() });
      log.info(
        { raffleId: raffle.id, entrants: entries.length, winners: rows.length },
        'raffle drawn',
      );
      return true;
    });
  }

  return {
    createRaffle,
    countRound,

    /** GET /get-current-raffles-all-data: the draws running now, for the reader's country. */
    async current(locale: string, audience: RaffleAudience): Promise<TRaffle[]> {
      const rows = await runningCompetitions(db, 'raffle', now());
      return raffleViews(rows, locale, audience.country, audience.currency);
    },

    async next(locale: string, audience: RaffleAudience): Promise<TRaffle[]> {
      return raffleViews(await nextRaffles(db, now()), locale, audience.country, audience.currency);
    },

    async past(
      locale: string,
      occurrence: 'daily' | 'monthly',
      count: number,
      currency: string,
    ): Promise<TRaffle[]> {
      return raffleViews(await pastRaffles(db, occurrence, count), locale, null, currency);
    },

    /** GET /get-raffle-winners/{raffleId}: by position; the reader's own row is theirs to find. */
    async winners(raffleId: string, locale: string): Promise<TWinnerEntry[]> {
      if (!UUID.test(raffleId)) return [];
      const rows = await winnersOf(db, raffleId);
      const prizes = await prizesOf(db, [raffleId]);
      const result: TWinnerEntry[] = [];
      for (const row of rows) {
        const prize = prizes.find((candidate) => candidate.id === row.prizeId);
        // Each winner's prize in the currency it was paid in.
        const currency = (await findEntry(db, raffleId, row.playerId))?.currency ?? 'EUR';
        result.push({
          position: row.position,
          user_id: row.playerId,
          user_name: row.displayName,
          raffleAmount: Number(row.score),
          item_translation: prize === undefined ? '' : prizeText(prize, locale, currency),
        });
      }
      return result;
    },

    async tickets(playerId: string, raffleId: string): Promise<number> {
      if (!UUID.test(raffleId)) return 0;
      return Number((await findEntry(db, raffleId, playerId))?.score ?? 0n);
    },

    /**
     * GET /optin-user-to-raffle: the player takes part in the raffle (every current one without
     * an id). Refused outside the bonus cap when the draw needs it, for another country's draw,
     * and for a draw that is not running.
     */
    async optIn(player: PromotionsPlayer, raffleId: string | undefined): Promise<boolean> {
      const running = (await runningCompetitions(db, 'raffle', now())).filter(
        (raffle) =>
          (raffleId === undefined || raffle.id === raffleId) &&
          raffle.countries.includes(player.country),
      );
      if (running.length === 0) return false;
      const isWithinCap = await deps.isWithinBonusCap(player);
      let joined = false;
      for (const raffle of running) {
        if (raffle.needsBonusCap && !isWithinCap) continue;
        await insertEntry(db, {
          competitionId: raffle.id,
          playerId: player.id,
          currency: player.currency,
          optedInAt: now(),
        });
        joined = true;
      }
      return joined;
    },

    /** The public verification: nothing secret before the draw, the seed after it. */
    async verification(raffleId: string): Promise<TRaffleVerification> {
      const raffle = UUID.test(raffleId) ? await findCompetition(db, raffleId) : undefined;
      if (raffle === undefined || raffle.kind !== 'raffle') throw new AppError('NOT_FOUND');
      const prizes = await prizesOf(db, [raffle.id]);
      const isDrawn = raffle.status === 'drawn';
      const winners = isDrawn ? await winnersOf(db, raffle.id) : [];
      return {
        success: true,
        raffleId: raffle.id,
        status: isDrawn ? 'drawn' : raffle.endsAt.getTime() <= now().getTime() ? 'closed' : 'open',
        seedCommitment: raffle.seedCommitment,
        snapshot: raffle.snapshot,
        snapshotHash: raffle.snapshotHash,
        seed: isDrawn ? raffle.seed : null,
        prizeCount: prizes.length,
        winners: winners.map((winner) => ({
          position: winner.position,
          entrant: winner.entrant,
          ticket: winner.ticket,
        })),
      };
    },

    /** The draws that are due, each once (several processes may run this at once). */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const raffle of await dueCompetitions(db, 'raffle', now(), 20)) {
        try {
          if (await drawOne(raffle.id)) drawn += 1;
        } catch (error) {
          log.error({ err: error, raffleId: raffle.id }, 'a raffle draw failed; tried again later');
        }
      }
      return drawn;
    },

    /** The operator's "draw now": the raffle closes at once and is drawn. */
    async drawNow(raffleId: string): Promise<void> {
      if (!UUID.test(raffleId) || !(await closeNow(db, raffleId, now()))) {
        const raffle = UUID.test(raffleId) ? await findCompetition(db, raffleId) : undefined;
        if (raffle === undefined) throw new AppError('NOT_FOUND');
        if (raffle.status === 'drawn') return;
      }
      await drawOne(raffleId);
    },

    /**
     * The demo brand's draws (DESIGN §11 "Demo data"): a daily draw for today and a monthly draw
     * for this month (UTC), each created once when none covers now.
     */
    async ensureDemoDraws(
      template: Omit<RaffleInput, 'occurrence' | 'startsAt' | 'endsAt' | 'drawAt'>,
    ) {
      const at = now();
      const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const monthEnd = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
      for (const [occurrence, startsAt, endsAt] of [
        ['daily', dayStart, new Date(dayStart.getTime() + DAY_MS)],
        ['monthly', monthStart, monthEnd],
      ] as const) {
        if ((await raffleCovering(db, occurrence, at)) !== undefined) continue;
        await createRaffle({ ...template, occurrence, startsAt, endsAt, drawAt: endsAt });
      }
    },

    subscribe() {
      deps.events.subscribe('promotions.raffle-tickets', ['round.settled'], async (fact, tx) => {
        if (fact.playerId === null) return;
        await countRound(tx, {
          playerId: fact.playerId,
          roundId: fact.payload.roundId,
          currency: fact.payload.currency,
          stakeMinor: BigInt(fact.payload.stakeMinor),
          at: fact.occurredAt,
        });
      });
    },

    translate: deps.translate,
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

const TICKET_MINOR = {
  EUR: '1000',
  GBP: '1000',
  SEK: '10000',
  NOK: '10000',
  PLN: '5000',
  RSD: '120000',
  ISK: '150000',
  NZD: '1500',
  CAD: '1500',
  INR: '90000',
  PEN: '4000',
  USD: '1000',
  AUD: '1500',
} as const;

/** The demo prizes' texts: `{amount}` reads in each player's currency. */
export const DEMO_CASH_PRIZE = {
  en: '{amount} in cash',
  fi: '{amount} rahana',
  sv: '{amount} kontant',
  no: '{amount} kontant',
  es: '{amount} en efectivo',
  nl: '{amount} contant',
  pl: '{amount} w gotówce',
  hr: '{amount} u gotovini',
  sr: '{amount} u gotovini',
  is: '{amount} í reiðufé',
  de: '{amount} in bar',
};
export const DEMO_BONUS_PRIZE = {
  en: '{amount} bonus money',
  fi: '{amount} bonusrahaa',
  sv: '{amount} i bonuspengar',
  no: '{amount} i bonuspenger',
  es: '{amount} en dinero de bono',
  nl: '{amount} bonusgeld',
  pl: '{amount} w środkach bonusowych',
  hr: '{amount} bonus novca',
  sr: '{amount} bonus novca',
  is: '{amount} í bónusfé',
  de: '{amount} Bonusgeld',
};

/** The demo brand's draws and races are open to players of these countries. */
export const DEMO_PROMOTION_COUNTRIES = [
  'FI',
  'SE',
  'NO',
  'GB',
  'ES',
  'NL',
  'PL',
  'HR',
  'RS',
  'IS',
  'DE',
  'IE',
  'NZ',
  'CA',
  'IN',
  'PE',
  'MT',
] as const;

/** Cash of about `eur` euros in each currency a ticket rule names. */
export function amountsOf(eur: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(TICKET_MINOR).map(([currency, perTicket]) => [
      currency,
      String((Number(perTicket) / 1000) * eur * 100),
    ]),
  );
}

/**
 * The demo brand's prize draws (DESIGN §11 "Demo data"): one ticket per about €10 staked,
 * opt-in, within the bonus cap; three prizes — cash, bonus money and free spins on a slot.
 */
export const demoDrawTemplate = (
  freeSpinsGameId: string,
): Omit<RaffleInput, 'occurrence' | 'startsAt' | 'endsAt' | 'drawAt'> => ({
  name: {
    en: 'Prize draw',
    fi: 'Arvonta',
    sv: 'Utlottning',
    no: 'Trekning',
    es: 'Sorteo',
    nl: 'Prijstrekking',
    pl: 'Losowanie nagród',
    hr: 'Nagradno izvlačenje',
    sr: 'Nagradno izvlačenje',
    is: 'Verðlaunadráttur',
    de: 'Verlosung',
  },
  countries: [...DEMO_PROMOTION_COUNTRIES],
  ticketMinor: { ...TICKET_MINOR },
  isAutoOptIn: false,
  needsBonusCap: true,
  prizes: [
    {
      position: 1,
      item: { kind: 'cash', amounts: amountsOf(100) },
      itemTranslation: DEMO_CASH_PRIZE,
    },
    {
      position: 2,
      item: { kind: 'bonus', amounts: amountsOf(25), wageringMultiplier: 10, wageringDays: 7 },
      itemTranslation: DEMO_BONUS_PRIZE,
    },
    {
      position: 3,
      item: {
        kind: 'free-spins',
        gameId: freeSpinsGameId,
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
});
