import { randomUUID } from 'node:crypto';
import { PROVIDER_API_PREFIX } from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createCatalogService } from '../src/modules/catalog/service';
import { createWalletService } from '../src/modules/wallet/service';
import { queryRows, type Database } from '../src/platform/db/client';

/** The provider every test app knows (config.gameProviders' default). */
export const STUDIO = { id: 'studio', secret: 'playfair-dev-secret' } as const;

export type ProviderCall =
  'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback' | 'free-round';

export type SignedPostOptions = {
  provider?: { id: string; secret: string };
  /** Sent as it is instead of the JSON of `body` (still signed unless `signature` is given). */
  rawBody?: string;
  /** The signature header as sent; null sends none. */
  signature?: string | null;
  headers?: Record<string, string>;
  /** A locale prefix, e.g. 'en'. */
  locale?: string;
};

/** POST /provider-api/v1/<call> signed as a provider signs it (X-Provider-Id, X-Playfair-Signature). */
export function providerPost(
  app: FastifyInstance,
  call: ProviderCall,
  body: unknown,
  options: SignedPostOptions = {},
): Promise<LightMyRequestResponse> {
  const provider = options.provider ?? STUDIO;
  const payload = options.rawBody ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signProviderBody(provider.secret, payload)
      : options.signature;
  return app.inject({
    method: 'POST',
    url: `${options.locale === undefined ? '' : `/${options.locale}`}${PROVIDER_API_PREFIX}/${call}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': provider.id,
      ...(signature === null ? {} : { 'x-playfair-signature': signature }),
      ...options.headers,
    },
    payload,
  });
}

/** The first `count` catalogue games by id (a launch token names a catalogue game). */
export async function catalogueGames(
  db: Database,
  count: number,
): Promise<{ id: string; name: string }[]> {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from games order by id limit ${count}`,
  );
  if (rows.length < count) throw new Error(`the catalogue has fewer than ${count} games`);
  return rows;
}

/**
 * A launch token for the player at the game, issued by the catalogue as GET /igc-game-url issues
 * it (for the studio's provider id). `now` is the app's clock when the test drives one: the token
 * expires 15 minutes after it.
 */
export function launchTokenFor(
  db: Database,
  grant: {
    playerId: string;
    gameId: string;
    currency: string;
    stakeCapMinor?: bigint | null;
    requiresSessionLimits?: boolean;
  },
  now?: () => Date,
): Promise<string> {
  const unused = () => {
    throw new Error('not used to issue a launch token');
  };
  return createCatalogService({
    db,
    studioUrl: 'http://studio.invalid',
    studioProviderId: STUDIO.id,
    site: { appConfig: unused },
    jurisdictions: { profileFor: unused },
    ...(now === undefined ? {} : { now }),
  }).issueLaunchToken({ stakeCapMinor: null, requiresSessionLimits: false, ...grant });
}

/**
 * Opens a launch the way a player and the studio do (DESIGN §7): a launch token for the player at
 * the game, traded by the studio's signed authenticate. The provider's debits of that player at
 * that game are accepted from then on, until the launch goes idle, ages out or is closed.
 */
export async function launchFor(
  t: { app: FastifyInstance; database: { db: Database } },
  player: { id: string; currency: string },
  gameId: string,
  options: { now?: () => Date } = {},
): Promise<void> {
  const token = await launchTokenFor(
    t.database.db,
    { playerId: player.id, gameId, currency: player.currency },
    options.now,
  );
  const response = await providerPost(t.app, 'authenticate', { token });
  if (response.statusCode !== 200) {
    throw new Error(`authenticate answered ${response.statusCode}: ${response.body}`);
  }
}

/** Puts money on the player's cash account the way a deposit does (payment clearing → cash). */
export async function fund(
  db: Database,
  playerId: string,
  amountMinor: bigint,
  currency = 'EUR',
): Promise<void> {
  const outcome = await createWalletService(db).transfer({
    idempotencyKey: `test-deposit:${randomUUID()}`,
    kind: 'deposit',
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_cash', playerId },
    amountMinor,
    currency,
  });
  if (outcome.kind !== 'transferred') throw new Error(`funding failed: ${outcome.kind}`);
}

export async function cashOf(db: Database, playerId: string, currency = 'EUR'): Promise<bigint> {
  return createWalletService(db).balance(playerId, currency);
}

/**
 * Everything a provider call may change, read back: every account balance, the number of ledger
 * transfers, provider transactions, rounds and sessions with their totals, and launches with their
 * last use. Two equal snapshots mean nothing moved.
 */
export async function snapshot(db: Database): Promise<Record<string, unknown>> {
  const [accounts, counts, rounds, sessions, launches] = await Promise.all([
    queryRows<{ id: string; balance: string }>(
      db,
      sql`select id, balance_minor::text as balance from ledger_accounts order by id`,
    ),
    queryRows<{ transfers: number; transactions: number }>(
      db,
      sql`select (select count(*)::int from ledger_transfers) as transfers,
                 (select count(*)::int from provider_transactions) as transactions`,
    ),
    queryRows(
      db,
      sql`select id, status, bet_minor::text as bet, win_minor::text as win, ended_at
          from game_rounds order by id`,
    ),
    queryRows(
      db,
      sql`select id, bet_minor::text as bet, win_minor::text as win, ended_at
          from game_sessions order by id`,
    ),
    queryRows(
      db,
      sql`select id, last_used_at::text as used, closed_at::text as closed
          from game_launches order by id`,
    ),
  ]);
  return { accounts, counts: counts[0], rounds, sessions, launches };
}

/** The sum of all ledger balances per currency (DESIGN §4: each is zero). */
export async function balanceSums(db: Database): Promise<Record<string, bigint>> {
  const rows = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance_minor)::text as total from ledger_accounts group by currency`,
  );
  return Object.fromEntries(rows.map((row) => [row.currency, BigInt(row.total)]));
}

export async function ledgerRowsFor(db: Database, transactionId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers
        where idempotency_key = ${`provider:${STUDIO.id}:${transactionId}`}`,
  );
  return row?.n ?? -1;
}

export async function roundOf(
  db: Database,
  roundId: string,
): Promise<{ status: string; bet: string; win: string } | undefined> {
  const [row] = await queryRows<{ status: string; bet: string; win: string }>(
    db,
    sql`select status, bet_minor::text as bet, win_minor::text as win from game_rounds
        where provider_id = ${STUDIO.id} and round_id = ${roundId}`,
  );
  return row;
}

let sequence = 0;
/** A fresh external id with a readable prefix. */
export function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 8)}`;
}
