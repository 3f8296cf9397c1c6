import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchTokens } from '../src/modules/catalog/schema';
import {
  createCatalogTestApp,
  launch,
  parseLaunchUrl,
  playableSlot,
  STUDIO_PROVIDER_ID,
  type CatalogTestApp,
} from './catalog-helper';
import { loginAs } from './helper';

// Launch tokens (DESIGN §7): single use, 15 minutes, traded atomically. The clock is the app's,
// moved by the test.

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function grantFor() {
  const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
  const game = await playableSlot(t.database.db);
  return {
    playerId: player.id,
    gameId: game.id,
    currency: 'EUR',
    stakeCapMinor: null,
    requiresSessionLimits: false,
  };
}

describe('launch tokens', () => {
  it('is accepted until just before its 15 minutes are up', async () => {
    const grant = await grantFor();
    const token = await t.catalog.issueLaunchToken(grant);
    t.clock.advance(15 * MINUTE - 1);
    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toEqual(grant);
  });

  it('is refused once its 15 minutes are up, and stays unused', async () => {
    const grant = await grantFor();
    const token = await t.catalog.issueLaunchToken(grant);
    t.clock.advance(15 * MINUTE);
    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toBeNull();
    const rows = await t.database.db
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.playerId, grant.playerId));
    expect(rows.map((row) => row.usedAt)).toEqual([null]);
  });

  it('expires the token of a real launch 15 minutes after the call', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const game = await playableSlot(t.database.db);
    const response = await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie });
    const token = parseLaunchUrl(response.body).params.token ?? '';
    t.clock.advance(16 * MINUTE);
    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toBeNull();
  });

  it('is traded once: of two racing consumes exactly one wins', async () => {
    const grant = await grantFor();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const token = await t.catalog.issueLaunchToken(grant);
      const outcomes = await Promise.all([
        t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID),
        t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID),
        t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID),
      ]);
      expect(outcomes.filter((outcome) => outcome !== null)).toEqual([grant]);
    }
  });

  it('is traded only by the provider it was issued for; another leaves it unused', async () => {
    const grant = await grantFor();
    const token = await t.catalog.issueLaunchToken(grant);
    expect(await t.catalog.consumeLaunchToken(token, 'another-provider')).toBeNull();
    const rows = await t.database.db
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.playerId, grant.playerId));
    expect(rows.map((row) => [row.providerId, row.usedAt])).toEqual([[STUDIO_PROVIDER_ID, null]]);
    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toEqual(grant);
  });

  it('answers null for a token it never issued', async () => {
    expect(
      await t.catalog.consumeLaunchToken(
        'not-a-token-we-issued-ever-000000000000000',
        STUDIO_PROVIDER_ID,
      ),
    ).toBe(null);
    expect(await t.catalog.consumeLaunchToken('', STUDIO_PROVIDER_ID)).toBeNull();
  });

  it('purges tokens a day after they expired, and keeps younger ones', async () => {
    const grant = await grantFor();
    const old = await t.catalog.issueLaunchToken(grant);
    t.clock.advance(15 * MINUTE + 24 * 60 * MINUTE + 1);
    const young = await t.catalog.issueLaunchToken(grant);

    expect(await t.catalog.purgeLaunchTokens()).toBeGreaterThanOrEqual(1);

    const rows = await t.database.db
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.playerId, grant.playerId));
    expect(rows).toHaveLength(1);
    expect(await t.catalog.consumeLaunchToken(young, STUDIO_PROVIDER_ID)).toEqual(grant);
    expect(await t.catalog.consumeLaunchToken(old, STUDIO_PROVIDER_ID)).toBeNull();
  });
});
