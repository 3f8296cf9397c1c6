import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityService } from '../src/modules/identity/service';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  queryRows,
  type DatabaseHandle,
} from '../src/platform/db/client';

// The migration that gave the restrictions their own module's tables moves what `players` held:
// an existing database keeps every player's statuses, blocks, exclusions and time-outs, and the
// operators' record of changes.

const MOVING_MIGRATION = '0014_restrictions';
const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = '2026-12-21T12:00:00Z';

type Journal = { entries: { tag: string }[] };

/** The migrations folder as it stood before the move: every migration before it. */
async function foldersBeforeTheMove(): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'playfair-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === MOVING_MIGRATION);
  if (cut < 0) throw new Error(`no migration ${MOVING_MIGRATION}`);
  await writeFile(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
  );
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** An empty database: PGlite in memory, or a new one on the DATABASE_URL server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') return openDatabase({});
  const name = `playfair_restrictions_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

let database: DatabaseHandle;
const ids = {
  flagged: '00000000-0000-4000-8000-000000000001',
  excluded: '00000000-0000-4000-8000-000000000002',
  clear: '00000000-0000-4000-8000-000000000003',
};
const changeId = '00000000-0000-4000-8000-0000000000c1';

beforeAll(async () => {
  database = await emptyDatabase();
  const before = await foldersBeforeTheMove();
  try {
    const migrationsFolder = before.folder;
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  } finally {
    await before.remove();
  }
  // Players as the columns on `players` held them, and one change an operator made.
  await database.db.execute(sql`
    insert into players (id, email, password_hash, country, currency, locale, aml_status,
      kyc_status, has_gameplay_block, has_scan_verification, has_unverified_block, has_pep_block,
      has_kyc_block, has_rg_trigger_block, self_excluded_until, timed_out_until, blocked_at)
    values
      (${ids.flagged}, 'flagged@example.com', 'x', 'DE', 'EUR', 'en', '2', '1', true, true, true,
        true, true, true, null, ${LATER}, ${NOW.toISOString()}),
      (${ids.excluded}, 'excluded@example.com', 'x', 'FI', 'EUR', 'fi', '0', '0', false, false,
        false, false, false, false, 'infinity', null, null),
      (${ids.clear}, 'clear@example.com', 'x', 'SE', 'SEK', 'sv', '0', '0', false, false, false,
        false, false, false, null, null, null)`);
  await database.db.execute(sql`
    insert into player_compliance_changes (id, player_id, operator_id, changes, reason, created_at)
    values (${changeId}, ${ids.flagged}, 'ops', '{"hasPepBlock":true}', 'PEP hit',
      ${NOW.toISOString()})`);
  await database.migrate();
});
afterAll(() => database.close());

describe('the migration that moves the restrictions off players', () => {
  it('keeps every player’s restrictions, as they stood, in player_restrictions', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select player_id, aml_status, kyc_status, has_gameplay_block, has_scan_verification,
            has_unverified_block, has_pep_block, has_kyc_block, has_rg_trigger_block,
            self_excluded_until = 'infinity' as is_permanent,
            timed_out_until = ${LATER}::timestamptz as is_timed_out_until_later,
            blocked_at = ${NOW.toISOString()}::timestamptz as is_blocked_now
          from player_restrictions order by player_id`,
    );
    expect(rows).toEqual([
      {
        player_id: ids.flagged,
        aml_status: '2',
        kyc_status: '1',
        has_gameplay_block: true,
        has_scan_verification: true,
        has_unverified_block: true,
        has_pep_block: true,
        has_kyc_block: true,
        has_rg_trigger_block: true,
        is_permanent: null,
        is_timed_out_until_later: true,
        is_blocked_now: true,
      },
      expect.objectContaining({
        player_id: ids.excluded,
        aml_status: '0',
        is_permanent: true,
        is_timed_out_until_later: null,
        is_blocked_now: null,
      }),
      expect.objectContaining({ player_id: ids.clear, has_pep_block: false, is_permanent: null }),
    ]);
  });

  it('keeps the operators’ record of changes, and drops the old table and columns', async () => {
    const changes = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select id, player_id, operator_id, changes, reason from player_restriction_changes`,
    );
    expect(changes).toEqual([
      {
        id: changeId,
        player_id: ids.flagged,
        operator_id: 'ops',
        changes: { hasPepBlock: true },
        reason: 'PEP hit',
      },
    ]);
    const leftovers = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_name = 'player_compliance_changes'
          union all
          select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = 'players'
              and column_name in ('aml_status', 'kyc_status', 'has_gameplay_block',
                'has_scan_verification', 'has_unverified_block', 'has_pep_block', 'has_kyc_block',
                'has_rg_trigger_block', 'self_excluded_until', 'timed_out_until', 'blocked_at')`,
    );
    expect(leftovers).toEqual([]);
  });

  it('gives the moved players the same answer: statuses, exclusion and what they may do', async () => {
    const identity = createIdentityService({ db: database.db, now: () => NOW });
    expect(await identity.findPlayer(ids.flagged)).toMatchObject({
      amlStatus: '2',
      kycStatus: '1',
      hasPepBlock: true,
      isSelfExcluded: false,
      play: {
        // Its running time-out closes the login too (DESIGN §10).
        mayLogIn: false,
        mayDeposit: false,
        mayWithdraw: true,
        mayStake: false,
        mayPlayForReal: false,
        reasons: [
          'account-blocked',
          'timed-out',
          'unverified-block',
          'pep-block',
          'kyc-block',
          'gameplay-block',
          'scan-verification',
          'aml-status',
          'kyc-status',
          'rg-trigger-block',
          'unverified-german-player',
        ],
      },
    });
    expect(await identity.findPlayer(ids.excluded)).toMatchObject({
      isSelfExcluded: true,
      play: { mayLogIn: false, reasons: ['self-excluded'] },
    });
    expect(await identity.eligibilityOf(ids.clear)).toMatchObject({
      mayPlayForReal: true,
      reasons: [],
    });
  });
});
