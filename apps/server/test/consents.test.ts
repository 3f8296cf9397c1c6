import {
  ZMarketingConsentsResponse,
  ZStoreMarketingConsentsResponse,
} from '@playfair/contracts/consents';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import { FIXTURE_WEB_DIST, loginAs, openTestDatabase, XHR } from './helper';
import {
  createPaymentsTestApp,
  getAs,
  operatorHeaders,
  postFormAs,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';
import { createRegistrationTestApp, registerPlayer } from './registration-helper';

// Marketing consents (spec 001 §2 / §5 / §7 / §8): the form in data.html, the answers stored per
// channel with every change kept in an append-only history, the player's flag in step, and the
// onload action while the player has never answered.

const FORM_URL = '/public-api/user/marketing-consents';
const STORE_URL = '/public-api/user/store-marketing-consents';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

type ChangeRow = { channel: string; is_consented: boolean; source: string; ip: string | null };

function historyOf(playerId: string): Promise<ChangeRow[]> {
  return queryRows<ChangeRow>(
    t.database.db,
    sql`select channel, is_consented, source, ip from marketing_consent_changes
        where player_id = ${playerId} order by created_at, channel`,
  );
}

async function currentOf(playerId: string): Promise<Record<string, boolean>> {
  const rows = await queryRows<{ channel: string; is_consented: boolean }>(
    t.database.db,
    sql`select channel, is_consented from player_marketing_consents where player_id = ${playerId}`,
  );
  return Object.fromEntries(rows.map((row) => [row.channel, row.is_consented]));
}

async function playerFlagOf(playerId: string): Promise<boolean> {
  const [row] = await queryRows<{ marketing_consent: boolean }>(
    t.database.db,
    sql`select marketing_consent from players where id = ${playerId}`,
  );
  return row!.marketing_consent;
}

async function onloadActionsOf(session: Session): Promise<{ action: string; params: object }[]> {
  const response = await getAs(t, session, '/api/config?locale=en');
  return response.json<{ onloadActions: { action: string; params: object }[] }>().onloadActions;
}

function store(session: Session, fields: Record<string, string>) {
  return postFormAs(t, session, STORE_URL, fields);
}

describe('the consents form (GET public-api/user/marketing-consents)', () => {
  it('answers data.html with the four channels, all and none, and the data-error text', async () => {
    const session = await signedInPlayer(t);
    const response = await getAs(t, session, FORM_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { html } = ZMarketingConsentsResponse.parse(response.json()).data;
    for (const choice of ['all', 'email', 'sms', 'phone', 'post', 'none']) {
      expect(html).toContain(`data-consent="${choice}"`);
    }
    expect(html).toContain('data-error="Tick at least one box to continue."');
    expect(html).not.toContain(' checked');
  });

  it('refuses a visitor with 401', async () => {
    const form = await t.app.inject({ method: 'GET', url: FORM_URL, headers: XHR });
    expect(form.statusCode).toBe(401);
    const stored = await t.app.inject({
      method: 'POST',
      url: STORE_URL,
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'channels=email',
    });
    expect(stored.statusCode).toBe(401);
  });
});

describe('storing the consents (POST /public-api/user/store-marketing-consents)', () => {
  it('stores each channel, writes the history with source and address, and sets the flag', async () => {
    const session = await signedInPlayer(t);
    const response = await store(session, { channels: 'email,sms', source: 'modal' });
    expect(response.statusCode).toBe(200);
    expect(ZStoreMarketingConsentsResponse.parse(response.json())).toEqual({
      success: true,
      data: { redirect: null, completed: true },
      message: 'Your marketing preferences are saved.',
      errors: {},
    });
    expect(await currentOf(session.id)).toEqual({
      email: true,
      sms: true,
      phone: false,
      post: false,
    });
    const history = await historyOf(session.id);
    expect(history).toHaveLength(4);
    expect(history.every((row) => row.source === 'modal' && row.ip !== null)).toBe(true);
    expect(await playerFlagOf(session.id)).toBe(true);

    // The form shows the answers back.
    const { html } = ZMarketingConsentsResponse.parse(
      (await getAs(t, session, FORM_URL)).json(),
    ).data;
    expect(html).toContain('data-consent="email" checked');
    expect(html).not.toContain('data-consent="phone" checked');
  });

  it("keeps every change: 'none' later adds a row per withdrawn channel and clears the flag", async () => {
    const session = await signedInPlayer(t);
    await store(session, { channels: 'email,sms,phone,post' });
    const response = await store(session, { none: '1', source: 'account' });
    expect(response.json()).toMatchObject({ success: true });
    expect(await currentOf(session.id)).toEqual({
      email: false,
      sms: false,
      phone: false,
      post: false,
    });
    const history = await historyOf(session.id);
    expect(history).toHaveLength(8);
    expect(history.filter((row) => row.source === 'account')).toHaveLength(4);
    expect(await playerFlagOf(session.id)).toBe(false);
    // Saving the same answer again changes nothing, so no row is written.
    await store(session, { none: '1', source: 'account' });
    expect(await historyOf(session.id)).toHaveLength(8);
  });

  it('the history refuses updates and deletes', async () => {
    const session = await signedInPlayer(t);
    await store(session, { channels: 'email' });
    await expect(
      t.database.db.execute(
        sql`update marketing_consent_changes set is_consented = false where player_id = ${session.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`delete from marketing_consent_changes where player_id = ${session.id}`,
      ),
    ).rejects.toThrow();
    expect(await historyOf(session.id)).toHaveLength(4);
  });

  it("refuses no box ticked with 'Validation error.' and the field's text, changing nothing", async () => {
    const session = await signedInPlayer(t);
    const response = await store(session, { channels: '' });
    expect(response.statusCode).toBe(200);
    expect(ZStoreMarketingConsentsResponse.parse(response.json())).toEqual({
      success: false,
      data: { redirect: null, completed: false },
      message: 'Validation error.',
      errors: { consents: 'Tick at least one box to continue.' },
    });
    expect(await historyOf(session.id)).toEqual([]);
  });

  it("refuses an unknown channel, and 'none' with channels, with a 400", async () => {
    const session = await signedInPlayer(t);
    const cases: Record<string, string>[] = [
      { channels: 'email,fax' },
      { none: '1', channels: 'email' },
    ];
    for (const fields of cases) {
      const response = await store(session, fields);
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await historyOf(session.id)).toEqual([]);
  });

  it('refuses a post without the CSRF token', async () => {
    const session = await signedInPlayer(t);
    const response = await store(session, { channels: 'email', csrf_token: 'wrong' });
    expect(response.json()).toMatchObject({ type: 'csrf-error' });
    expect(await historyOf(session.id)).toEqual([]);
  });

  it("one player's answers are never another's", async () => {
    const first = await signedInPlayer(t);
    const second = await signedInPlayer(t);
    await store(first, { channels: 'post' });
    expect(await historyOf(second.id)).toEqual([]);
    const { html } = ZMarketingConsentsResponse.parse(
      (await getAs(t, second, FORM_URL)).json(),
    ).data;
    expect(html).not.toContain(' checked');
    expect((await onloadActionsOf(second)).map((each) => each.action)).toContain(
      'marketingConsentsModal',
    );
  });
});

describe('the onload action (spec 001 §2 marketingConsentsModal)', () => {
  it('is there while the player never answered, and gone once they have', async () => {
    const session = await signedInPlayer(t);
    expect(await onloadActionsOf(session)).toContainEqual({
      action: 'marketingConsentsModal',
      params: {},
    });
    // No market here makes play wait on the answer.
    expect(
      (await onloadActionsOf(session)).some(
        (each) => each.action === 'game' && JSON.stringify(each.params).includes('pending'),
      ),
    ).toBe(false);
    await store(session, { none: '1' });
    expect((await onloadActionsOf(session)).map((each) => each.action)).not.toContain(
      'marketingConsentsModal',
    );
  });
});

describe('the operator asks again (POST /operator-api/v1/players/:id/marketing-consents/ask-again)', () => {
  function askAgain(playerId: string, headers: Record<string, string> = operatorHeaders()) {
    return t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/players/${playerId}/marketing-consents/ask-again`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'new consent wording' }),
    });
  }

  it('forgets the current answers, keeps the history, and the modal comes back', async () => {
    const session = await signedInPlayer(t);
    await store(session, { channels: 'email' });
    const response = await askAgain(session.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, hadAnswers: true });
    expect(await currentOf(session.id)).toEqual({});
    expect(await historyOf(session.id)).toHaveLength(4);
    expect((await onloadActionsOf(session)).map((each) => each.action)).toContain(
      'marketingConsentsModal',
    );
  });

  it('needs the operator token and a player id', async () => {
    const session = await signedInPlayer(t);
    expect((await askAgain(session.id, {})).statusCode).toBe(401);
    expect((await askAgain('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('a market where play waits for the consents (needsConsentsBeforePlay)', () => {
  it('answers the game onload error pending-consent until the player answers', async () => {
    const database = await openTestDatabase();
    await database.db.execute(
      sql`update jurisdictions set profile = profile || '{"needsConsentsBeforePlay": true}'::jsonb
          where code = 'NZ'`,
    );
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
    const app = await buildApp({ config, database, seed: !database.isSeeded });
    await app.ready();
    const local: PaymentsTestApp = { ...t, app, database };
    try {
      const nz = await signedInPlayer(local, { country: 'NZ', currency: 'NZD' });
      const fi = await signedInPlayer(local);
      const actionsOf = async (session: Session) =>
        (await getAs(local, session, '/api/config?locale=en')).json<{
          onloadActions: { action: string; params: object }[];
        }>().onloadActions;
      expect(await actionsOf(nz)).toContainEqual({
        action: 'game',
        params: { error: 'pending-consent' },
      });
      expect((await actionsOf(fi)).some((each) => each.action === 'game')).toBe(false);
      await postFormAs(local, nz, STORE_URL, { channels: 'email' });
      expect((await actionsOf(nz)).some((each) => each.action === 'game')).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the survey (POST /{locale}/user/survey)', () => {
  it('keeps the answer as a fact, refuses a score out of 0–10 and a visitor', async () => {
    const session = await signedInPlayer(t);
    const answered = await postFormAs(t, session, '/en/user/survey', {
      score: '9',
      comment: ' Great games ',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ success: true });
    const facts = await queryRows<{ payload: { score: number; comment: string | null } }>(
      t.database.db,
      sql`select payload from domain_events where type = 'survey.answered'
          and player_id = ${session.id}`,
    );
    expect(facts.map((fact) => fact.payload)).toEqual([{ score: 9, comment: 'Great games' }]);

    for (const score of ['11', '-1', 'x', '']) {
      const refused = await postFormAs(t, session, '/en/user/survey', { score });
      expect(refused.statusCode).toBe(400);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/en/user/survey',
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'score=5',
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('registration (spec 001 §3 form_user_marketing_consent)', () => {
  it("writes the player's first answers, so the registered player is not asked again", async () => {
    const r = await createRegistrationTestApp();
    try {
      const agreed = await registerPlayer(r.app, { form_user_marketing_consent: '1' });
      const declined = await registerPlayer(r.app, { form_user_marketing_consent: '0' });
      for (const [player, isConsented] of [
        [agreed, true],
        [declined, false],
      ] as const) {
        const rows = await queryRows<{ source: string; is_consented: boolean; flag: boolean }>(
          r.database.db,
          sql`select c.source, c.is_consented, p.marketing_consent as flag
              from marketing_consent_changes c join players p on p.id = c.player_id
              where p.email = ${player.email}`,
        );
        expect(rows).toHaveLength(4);
        expect(rows.every((row) => row.source === 'registration')).toBe(true);
        expect(rows.every((row) => row.is_consented === isConsented)).toBe(true);
        expect(rows.every((row) => row.flag === isConsented)).toBe(true);
        const config = await r.app.inject({
          method: 'GET',
          url: '/api/config?locale=en',
          headers: player.session.headers,
          remoteAddress: player.session.ip,
        });
        expect(
          config.json<{ onloadActions: { action: string }[] }>().onloadActions.map((a) => a.action),
        ).not.toContain('marketingConsentsModal');
      }
    } finally {
      await r.close();
    }
  });
});

describe('the survey offer (spec 001 §2 delighted)', () => {
  /** The same player logged in again (a long time later), with a new session's token. */
  async function again(session: Session): Promise<Session> {
    const cookie = await loginAs(t.app, session);
    const token = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: { ...XHR, cookie },
    });
    return { ...session, cookie, csrfToken: token.json<{ csrf_token: string }>().csrf_token };
  }

  const actionsOf = async (session: Session) =>
    (await onloadActionsOf(session)).map((each) => each.action);

  it('comes 14 days after the first answer, then not for 90 days after an answer or a close', async () => {
    let session = await signedInPlayer(t);
    await store(session, { channels: 'email' });
    expect(await actionsOf(session)).not.toContain('delighted');

    t.clock.advance(14 * 24 * 60 * 60_000);
    session = await again(session);
    expect(await actionsOf(session)).toContain('delighted');

    const closed = await postFormAs(t, session, '/en/user/survey', { dismissed: '1' });
    expect(closed.json()).toEqual({ success: true });
    expect(await actionsOf(session)).not.toContain('delighted');

    t.clock.advance(89 * 24 * 60 * 60_000);
    session = await again(session);
    expect(await actionsOf(session)).not.toContain('delighted');
    t.clock.advance(2 * 24 * 60 * 60_000);
    session = await again(session);
    expect(await actionsOf(session)).toContain('delighted');

    // A score with 'dismissed', or neither, is refused.
    const refused: Record<string, string>[] = [{ score: '5', dismissed: '1' }, {}];
    for (const fields of refused) {
      expect((await postFormAs(t, session, '/en/user/survey', fields)).statusCode).toBe(400);
    }
  });
});
