import {
  ZOperatorComplianceResponse,
  ZOperatorPlayerListResponse,
} from '@playfair/contracts/operator-players';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerRestrictionChanges } from '../src/modules/restrictions/schema';
import type { DomainEvent } from '../src/platform/events/events';
import { createTestApp, loginAs, type TestApp } from './helper';

const OPERATOR = { authorization: 'Bearer playfair-dev-operator' } as const;

let t: TestApp;
const restricted: DomainEvent<'player.restricted'>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.events.subscribe('test.restricted', ['player.restricted'], async (fact) => {
    restricted.push(fact);
  });
});
afterAll(() => t.close());

function patch(id: string, payload: unknown, headers: Record<string, string> = OPERATOR) {
  return t.app.inject({
    method: 'PATCH',
    url: `/operator-api/v1/players/${id}/compliance`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

describe('operator API: players’ compliance statuses (spec 000 §6)', () => {
  it('finds a player by email and sets the KYC status, recording operator and reason', async () => {
    const player = await t.createPlayer();
    const found = await t.app.inject({
      method: 'GET',
      url: `/operator-api/v1/players?email=${encodeURIComponent(player.email.toUpperCase())}`,
      headers: OPERATOR,
    });
    expect(found.statusCode).toBe(200);
    const { items } = ZOperatorPlayerListResponse.parse(found.json());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ playerId: player.id, kycStatus: '0', hasPepBlock: false });

    const changed = await patch(player.id, {
      kycStatus: '2',
      hasPepBlock: true,
      reason: 'PEP hit',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    const body = ZOperatorComplianceResponse.parse(changed.json());
    expect(body.player).toMatchObject({ kycStatus: '2', hasPepBlock: true, amlStatus: '0' });

    const records = await t.database.db
      .select()
      .from(playerRestrictionChanges)
      .where(eq(playerRestrictionChanges.playerId, player.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operatorId: 'ops',
      reason: 'PEP hit',
      changes: { kycStatus: '2', hasPepBlock: true },
    });

    // Each restriction the change began is a fact for other modules, written with the change;
    // setting one that already holds begins nothing.
    await patch(player.id, { hasPepBlock: true, reason: 'PEP hit confirmed' });
    await t.app.events.deliverDue();
    const facts = restricted.filter((fact) => fact.playerId === player.id);
    expect(facts.map((fact) => fact.payload)).toEqual([
      { restriction: 'pep-block', until: null },
      { restriction: 'kyc-status', until: null },
    ]);
  });

  it('shows the new status in the player’s app configuration', async () => {
    const player = await t.createPlayer();
    await patch(player.id, { amlStatus: '3', reason: 'source of wealth questionnaire' });
    const cookie = await loginAs(t.app, player);
    const config = await t.app.inject({
      method: 'GET',
      url: '/en/api/config',
      headers: { cookie },
    });
    expect(config.json()).toMatchObject({ amlStatus: '3', kycStatus: '0', logged: true });
  });

  it('refuses without credentials, and bad input, changing nothing', async () => {
    const player = await t.createPlayer();
    expect((await patch(player.id, { kycStatus: '2', reason: 'x y z' }, {})).statusCode).toBe(401);
    expect(
      (await patch(player.id, { kycStatus: '2', reason: 'ok' }, { authorization: 'Bearer nope' }))
        .statusCode,
    ).toBe(401);
    for (const payload of [
      { kycStatus: '2' },
      { reason: 'nothing else' },
      { kycStatus: 'x<script>', reason: 'bad code' },
      { kycStatus: '2', reason: 'extra', email: 'a@b.c' },
      { hasPepBlock: 'yes', reason: 'wrong type' },
    ]) {
      const response = await patch(player.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const unknown = await patch('00000000-0000-4000-8000-000000000000', {
      kycStatus: '2',
      reason: 'no one',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await patch('not-a-uuid', { kycStatus: '2', reason: 'no one' })).statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `/operator-api/v1/players?email=${encodeURIComponent(player.email)}`,
      headers: OPERATOR,
    });
    expect(after.json().items[0]).toMatchObject({ kycStatus: '0', hasPepBlock: false });
  });
});

describe('operator API: guessing tokens (Hardening 9)', () => {
  const search = (authorization: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/operator-api/v1/players?email=nobody%40example.com',
      headers: { authorization },
      remoteAddress,
    });

  it('locks an address after 5 wrong tokens, the right one included, and no other address', async () => {
    const guesser = '198.51.100.200';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await search(`Bearer wrong-token-${guess}`, guesser)).statusCode).toBe(401);
    }
    const locked = await search('Bearer wrong-token-5', guesser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // While locked, even the right token from there is refused unread.
    expect((await search(OPERATOR.authorization, guesser)).statusCode).toBe(429);
    expect((await search(OPERATOR.authorization, '198.51.100.201')).statusCode).toBe(200);
  });

  it('does not count an operator’s right tokens against their address', async () => {
    const office = '198.51.100.210';
    for (let call = 0; call < 12; call += 1) {
      expect((await search(OPERATOR.authorization, office)).statusCode).toBe(200);
    }
  });
});
