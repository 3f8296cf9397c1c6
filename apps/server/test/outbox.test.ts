import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZDevOutboxResponse } from '@playfair/contracts/outbox';
import { SECOND_MS, HOUR_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationsService,
  createWebhookSmsSender,
  retryDelayMs,
  type Sender,
} from '../src/modules/notifications/service';
import { queryRows } from '../src/platform/db/client';
import { createJobRunner } from '../src/platform/jobs/jobs';
import { openTestDatabase, XHR, type TestDatabase } from './helper';
import {
  createClock,
  createRegistrationTestApp,
  postForm,
  startVisitor,
  type Clock,
  type RegistrationTestApp,
} from './registration-helper';

type OutboxState = {
  id: number;
  channel: string;
  recipient: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
  next_attempt_at: string | null;
};

let database: TestDatabase;
let clock: Clock;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock = createClock(new Date('2026-06-15T12:00:00.000Z'));
  await queryRows(database.db, sql`delete from outbox`);
});

async function outboxRows(): Promise<OutboxState[]> {
  return queryRows<OutboxState>(
    database.db,
    sql`select id::int as id, channel, recipient, attempts, sent_at is not null as sent, last_error,
        next_attempt_at::text as next_attempt_at from outbox order by id`,
  );
}

/** A sender that fails its first `failures` sends, then records every message. */
function fakeSender(channel: 'email' | 'sms', failures = 0) {
  const delivered: { recipient: string; subject: string | null; body: string }[] = [];
  let calls = 0;
  const sender: Sender = {
    channel,
    async send(message) {
      calls += 1;
      if (calls <= failures) throw new Error(`gateway down (${calls})`);
      delivered.push(message);
    },
  };
  return { sender, delivered, calls: () => calls };
}

function service(
  senders: readonly Sender[],
  options: { translate?: (key: string) => string; maxAttempts?: number } = {},
) {
  return createNotificationsService({
    db: database.db,
    translate: (_locale, key) => options.translate?.(key) ?? key,
    brandName: () => 'Playfair',
    senders,
    now: clock.now,
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
  });
}

const RECOVERY = {
  template: 'recoveryEmail',
  recipient: 'player@example.com',
  locale: 'en',
  values: { code: '123456', minutes: 10 },
} as const;

describe('the delivery loop (DESIGN §3: FOR UPDATE SKIP LOCKED, retry with backoff)', () => {
  it('delivers a due message once and marks it sent', async () => {
    const email = fakeSender('email');
    const notifications = service([email.sender]);
    await notifications.send(RECOVERY);
    expect(await notifications.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(email.delivered).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^outbox-\d+$/) as unknown as string,
        recipient: 'player@example.com',
        subject: 'Your Playfair password recovery code',
        body: expect.stringContaining('123456') as unknown as string,
      },
    ]);
    expect(await notifications.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRows())[0]).toMatchObject({
      sent: true,
      attempts: 1,
      next_attempt_at: null,
    });
  });

  it('retries a failed message after its backoff, not before', async () => {
    const email = fakeSender('email', 2);
    const notifications = service([email.sender]);
    await notifications.send(RECOVERY);
    expect(await notifications.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await outboxRows())[0]).toMatchObject({
      sent: false,
      attempts: 1,
      last_error: 'gateway down (1)',
    });

    clock.advance(retryDelayMs(1) - SECOND_MS);
    expect(await notifications.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(SECOND_MS);
    expect(await notifications.deliverDue()).toEqual({ sent: 0, failed: 1 });
    clock.advance(retryDelayMs(2));
    expect(await notifications.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(email.calls()).toBe(3);
    expect((await outboxRows())[0]).toMatchObject({ sent: true, attempts: 3, last_error: null });
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(HOUR_MS);
  });

  it('gives up after the last attempt', async () => {
    const email = fakeSender('email', 100);
    const notifications = service([email.sender], { maxAttempts: 3 });
    await notifications.send(RECOVERY);
    for (let pass = 0; pass < 5; pass += 1) {
      await notifications.deliverDue();
      clock.advance(HOUR_MS);
    }
    expect(email.calls()).toBe(3);
    expect((await outboxRows())[0]).toMatchObject({
      sent: false,
      attempts: 3,
      next_attempt_at: null,
    });
  });

  it('leaves a channel without a sender waiting in the outbox', async () => {
    const email = fakeSender('email');
    const notifications = service([email.sender]);
    await notifications.send({ ...RECOVERY, template: 'recoverySms', recipient: '+44 7700900123' });
    expect(await notifications.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRows())[0]).toMatchObject({ channel: 'sms', sent: false, attempts: 0 });
  });

  it('never hands one message to two processes at once', async () => {
    const delivered: string[] = [];
    const slowSender: Sender = {
      channel: 'email',
      async send(message) {
        await new Promise((resolve) => setImmediate(resolve));
        delivered.push(message.recipient);
      },
    };
    const first = service([slowSender]);
    const second = service([slowSender]);
    for (let n = 0; n < 10; n += 1)
      await first.send({ ...RECOVERY, recipient: `p${n}@example.com` });
    const results = await Promise.all([
      first.deliverDue(),
      second.deliverDue(),
      first.deliverDue(),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(10);
    expect(delivered.sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => `p${n}@example.com`).sort(),
    );
  });

  it('sends each message once when the gateway outlasts the claim, renewing it meanwhile', async () => {
    // Two processes; the first one's gateway takes longer than the 60 s claim on one message.
    const delivered: string[] = [];
    let release: () => void = () => undefined;
    const gatewayHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isHolding = false;
    const slowGateway: Sender = {
      channel: 'sms',
      async send(message) {
        delivered.push(message.recipient);
        if (message.recipient === '+44 7700900001') {
          isHolding = true;
          await gatewayHeld;
        }
      },
    };
    const fastGateway: Sender = {
      channel: 'sms',
      async send(message) {
        delivered.push(message.recipient);
      },
    };
    const options = { leaseMs: 60 * SECOND_MS, renewEveryMs: 5, batchSize: 20 };
    const first = createNotificationsService({
      db: database.db,
      translate: (_locale, key) => key,
      brandName: () => 'Playfair',
      senders: [slowGateway],
      now: clock.now,
      ...options,
    });
    const second = createNotificationsService({
      db: database.db,
      translate: (_locale, key) => key,
      brandName: () => 'Playfair',
      senders: [fastGateway],
      now: clock.now,
      ...options,
    });
    for (let n = 1; n <= 3; n += 1) {
      await first.send({ ...RECOVERY, template: 'recoverySms', recipient: `+44 770090000${n}` });
    }
    const firstPass = first.deliverDue();
    await vi.waitFor(() => expect(isHolding).toBe(true));
    // Past the first claim's lease: only its renewal keeps the other process off the message.
    clock.advance(90 * SECOND_MS);
    await vi.waitFor(async () => {
      const [held] = await outboxRows();
      expect(Date.parse(held?.next_attempt_at ?? '')).toBeGreaterThan(clock.now().getTime());
    });
    expect(await second.deliverDue()).toEqual({ sent: 2, failed: 0 });
    release();
    expect(await firstPass).toEqual({ sent: 1, failed: 0 });
    expect(delivered.sort()).toEqual(['+44 7700900001', '+44 7700900002', '+44 7700900003']);
    expect((await outboxRows()).every((row) => row.sent && row.attempts === 1)).toBe(true);
  });

  it('runs by itself as a job once the job runner starts, and stops with it', async () => {
    const email = fakeSender('email');
    const notifications = createNotificationsService({
      db: database.db,
      translate: (_locale, key) => key,
      brandName: () => 'Playfair',
      senders: [email.sender],
      pollIntervalMs: 5,
    });
    await notifications.send(RECOVERY);
    const jobs = createJobRunner({ database, log: pino({ level: 'silent' }) });
    notifications.scheduleDelivery(jobs);
    await jobs.start();
    await vi.waitFor(() => expect(email.delivered).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();
  });
});

describe('message texts', () => {
  it('uses the catalog’s text in the recipient’s locale, else the English one', async () => {
    const notifications = service([], {
      translate: (key) =>
        key === 'notification_recovery_sms' ? 'Palautuskoodisi on {code} ({minutes} min).' : key,
    });
    await notifications.send({
      ...RECOVERY,
      template: 'recoverySms',
      recipient: '+358 401234567',
      locale: 'fi',
    });
    await notifications.send({ ...RECOVERY, template: 'passwordChanged' });
    const [sms] = await notifications.listFor('+358401234567');
    expect(sms?.body).toBe('Palautuskoodisi on 123456 (10 min).');
    const [email] = await notifications.listFor('PLAYER@example.com');
    expect(email?.subject).toBe('Your Playfair password was changed');
  });

  it('falls back to English when a catalog text does not format', async () => {
    const notifications = service([], { translate: () => 'Broken {code' });
    await notifications.send(RECOVERY);
    const [message] = await notifications.listFor(RECOVERY.recipient);
    expect(message?.body).toContain('Your password recovery code is 123456');
  });
});

describe('the SMS webhook sender', () => {
  it('posts { to, body } as JSON and fails on a non-2xx answer', async () => {
    const received: unknown[] = [];
    const keys: unknown[] = [];
    let status = 200;
    const server = createServer((request: IncomingMessage, response) => {
      keys.push(request.headers['idempotency-key']);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const sender = createWebhookSmsSender(`http://127.0.0.1:${port}/sms`);
      const message = { idempotencyKey: 'outbox-7', recipient: '+44 7700900123', subject: null };
      await sender.send({ ...message, body: 'Code 123456' });
      expect(received).toEqual([{ id: 'outbox-7', to: '+447700900123', body: 'Code 123456' }]);
      expect(keys).toEqual(['outbox-7']);
      status = 502;
      await expect(sender.send({ ...message, body: 'x' })).rejects.toThrow(/502/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('GET /dev/outbox', () => {
  let withoutTransport: RegistrationTestApp;
  let withSmtp: RegistrationTestApp;
  beforeAll(async () => {
    withoutTransport = await createRegistrationTestApp();
    withSmtp = await createRegistrationTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  });
  afterAll(async () => {
    await withoutTransport.close();
    await withSmtp.close();
  });

  async function sendCodes(app: RegistrationTestApp, count: number) {
    const visitor = await startVisitor(app.app, 'GB');
    for (let n = 0; n < count; n += 1) {
      await postForm(app.app, '/en/verify-sms', visitor, {
        user_mobile: '07700 900555',
        user_mobile_prefix: '+44',
      });
      app.clock.advance(SECOND_MS);
    }
  }

  it('lists a recipient’s messages newest first, finding a number however it is written', async () => {
    await sendCodes(withoutTransport, 2);
    for (const to of ['+44 7700900555', '+447700900555', '447700900555']) {
      const response = await withoutTransport.app.inject({
        method: 'GET',
        url: `/dev/outbox?to=${encodeURIComponent(to)}`,
      });
      expect(response.statusCode, to).toBe(200);
      const { messages } = ZDevOutboxResponse.parse(response.json());
      expect(messages).toHaveLength(2);
      expect(messages[0]?.recipient).toBe('+44 7700900555');
      expect(Date.parse(messages[0]?.createdAt ?? '')).toBeGreaterThan(
        Date.parse(messages[1]?.createdAt ?? ''),
      );
    }
    const nobody = await withoutTransport.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=nobody%40example.com',
    });
    expect(nobody.json()).toEqual({ messages: [] });
  });

  it('answers no one but a caller on this machine, whose codes take over accounts', async () => {
    await sendCodes(withoutTransport, 1);
    const url = '/dev/outbox?to=%2B447700900555';
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
      const stranger = await withoutTransport.app.inject({ method: 'GET', url, remoteAddress });
      expect(stranger.statusCode, remoteAddress).toBe(404);
      expect(stranger.body).not.toContain('7700900555');
    }
    // Forwarded headers change nothing: only the socket's peer counts.
    const forwarded = await withoutTransport.app.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await withoutTransport.app.inject({ method: 'GET', url, remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
    }
  });

  it('needs to know whose messages to show', async () => {
    const response = await withoutTransport.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: XHR,
    });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist at all when a transport is configured', async () => {
    await sendCodes(withSmtp, 1);
    const response = await withSmtp.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=%2B447700900555',
      headers: XHR,
    });
    expect(response.statusCode).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      withSmtp.database.db,
      sql`select count(*)::int as n from outbox where recipient = '+44 7700900555'`,
    );
    expect(row?.n).toBe(1);
  });
});
