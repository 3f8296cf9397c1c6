import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import { FIXTURE_WEB_DIST, openTestDatabase, XHR, type TestDatabase } from './helper';

let database: TestDatabase;
// Migrations and the first seed are what this file tests: an empty database, not the template.
beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
});
afterAll(() => database.close());

const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? -1;
}

describe('migrations and seed', () => {
  it('creates the schema on a fresh database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'annual_kyc_reviews',
      'bankid_identities',
      'bankid_orders',
      'bonus_wagering_stakes',
      'brands',
      'cashback_rounds',
      'competition_entries',
      'competition_prizes',
      'competition_rounds',
      'competition_winners',
      'competitions',
      'currency_migrations',
      'domain_events',
      'event_deliveries',
      'excluded_persons',
      'favourite_games',
      'feature_flags',
      'free_round_grants',
      'game_categories',
      'game_category_games',
      'game_launch_tokens',
      'game_launches',
      'game_rounds',
      'game_sessions',
      'games',
      'jackpot_pools',
      'jurisdictions',
      'kyc_documents',
      'last_played_games',
      'ledger_accounts',
      'ledger_transfers',
      'lobby_pages',
      'lugas_registrations',
      'lugas_sandbox_persons',
      'marketing_consent_changes',
      'outbox',
      'payment_cards',
      'payment_webhook_events',
      'payments',
      'player_bonuses',
      'player_marketing_consents',
      'player_notifications',
      'player_restriction_changes',
      'player_restrictions',
      'players',
      'provider_transactions',
      'psp_sandbox_cards',
      'psp_sandbox_events',
      'psp_sandbox_operations',
      'recovery_codes',
      'register_sandbox_entries',
      'register_sandbox_reports',
      'registration_events',
      'registrations',
      'reward_campaigns',
      'reward_history',
      'reward_offers',
      'rg_audit',
      'rg_limits',
      'rg_quiz_submissions',
      'rg_reality_checks',
      'search_aliases',
      'sessions',
      'sms_verifications',
      'translations',
      'withdrawals',
    ]);
  });

  it('applies migrations again without change', async () => {
    await database.migrate();
    await database.migrate();
    expect(await count('brands')).toBeGreaterThanOrEqual(0);
  });

  it('seeds the demo brand, the jurisdictions and the translations, and seeds again without duplicates', async () => {
    const first = await buildApp({ config, database });
    await first.close();
    const counts = {
      brands: await count('brands'),
      flags: await count('feature_flags'),
      jurisdictions: await count('jurisdictions'),
      translations: await count('translations'),
    };
    expect(counts.brands).toBe(1);
    expect(counts.flags).toBeGreaterThan(10);
    expect(counts.jurisdictions).toBeGreaterThanOrEqual(11);
    expect(counts.translations).toBeGreaterThan(16 * 20);

    const second = await buildApp({ config, database });
    await second.close();
    expect({
      brands: await count('brands'),
      flags: await count('feature_flags'),
      jurisdictions: await count('jurisdictions'),
      translations: await count('translations'),
    }).toEqual(counts);
  });

  it('keeps a text the operator edited when it seeds again', async () => {
    await database.db.execute(
      sql`update translations set text = 'Sign in now', source = 'operator' where locale = 'en' and key = 'header_login'`,
    );
    const app = await buildApp({ config, database });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/en/translations/selection',
        headers: XHR,
        payload: { keys: ['header_login'] },
      });
      expect(response.json().payload.header_login).toBe('Sign in now');
    } finally {
      await app.close();
    }
  });

  it('refreshes a shipped text that changed since the last start', async () => {
    await database.db.execute(
      sql`update translations set text = 'stale' where locale = 'en' and key = 'header_register' and source = 'catalog'`,
    );
    const app = await buildApp({ config, database });
    await app.close();
    const rows = await queryRows<{ text: string }>(
      database.db,
      sql`select text from translations where locale = 'en' and key = 'header_register'`,
    );
    expect(rows[0]?.text).toBe('Register');
  });

  it('refuses a negative or empty country list for a feature flag', async () => {
    await expect(
      database.db.execute(
        sql`insert into feature_flags (brand_id, name, enabled, countries) values ('playfair', 'x', true, '{}')`,
      ),
    ).rejects.toThrow();
  });
});
