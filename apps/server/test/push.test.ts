import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR } from './helper';
import {
  createPaymentsTestApp,
  deposit,
  newCardFields,
  newKey,
  postFormAs,
  signedInPlayer,
  VISA_OK,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// DESIGN §3 live push: GET /{locale}/user/events, a Server-Sent Events stream per logged-in
// player. A deposit confirmed by the provider (a fact written with the credit, handed over by
// the events job) reaches the player's open stream as the new balance; a stream that comes back
// with Last-Event-ID gets what it missed.

type SseEvent = { id?: string; event?: string; data?: string; retry?: string };

/** Reads a Server-Sent Events body, one event (blank-line separated block) at a time. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<SseEvent | undefined> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon) as keyof SseEvent;
            event[field] = line.slice(colon + 1).trimStart();
          }
          if (Object.keys(event).length > 0) return event;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

let t: PaymentsTestApp;
let base: string;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function openStream(session: Session, lastEventId?: string) {
  return fetch(`${base}/en/user/events`, {
    headers: {
      ...XHR,
      cookie: session.cookie,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
  });
}

async function confirmedDeposit(session: Session, amount: string): Promise<void> {
  const started = await deposit(t, session, 'new-card', newCardFields(VISA_OK, amount));
  expect(started.statusCode).toBe(200);
  expect(await t.jobs.flush()).toEqual({ delivered: 1, failed: 0 });
}

describe('GET /user/events', () => {
  it('refuses a visitor with 401 and the error model', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/user/events', headers: XHR });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('pushes the new balance to an open stream when a deposit is confirmed', async () => {
    const player = await signedInPlayer(t);
    const response = await openStream(player);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stream = sseReader(response.body!);
    expect(await stream.next()).toEqual({ retry: '3000' });

    await confirmedDeposit(player, '20');
    // The deposit's balance push, and the welcome offer it opened (its rewards and balance pushes,
    // and its notification: written by a subscriber, then pushed by another).
    expect(await t.app.events.deliverDue()).toMatchObject({ delivered: 6, failed: 0 });
    const pushed = await stream.next();
    expect(pushed).toMatchObject({ event: 'balance' });
    expect(JSON.parse(pushed!.data!)).toEqual({
      success: true,
      balanceMinor: '2000',
      currency: 'EUR',
      formatted: '€20.00',
      bonusMinor: '0',
      bonusFormatted: '€0.00',
    });
    const next = [await stream.next(), await stream.next(), await stream.next()];
    expect(next.map((message) => message?.event).sort()).toEqual([
      'balance',
      'notification',
      'rewards',
    ]);
    const news = next.find((message) => message?.event === 'notification');
    expect(JSON.parse(news!.data!)).toMatchObject({
      event_type: 'bonus_offer',
      message: { en: 'A new offer is waiting for you in Rewards.' },
      link: 'rewards',
    });
    // Delivered once: a second pass has nothing left to hand over.
    expect(await t.app.events.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    await stream.cancel();
  });

  it('tells a stream that comes back what it missed, and nothing when it missed nothing', async () => {
    const player = await signedInPlayer(t);
    const first = await openStream(player);
    const stream = sseReader(first.body!);
    await stream.next();
    await confirmedDeposit(player, '80');
    await t.app.events.deliverDue();
    const seen = await stream.next();
    await stream.cancel();

    // While the browser is away, a withdrawal holds 50 of the 80.
    const withdrawal = await postFormAs(t, player, '/en/user/withdrawals', {
      method: 'bank-transfer',
      bank: 'sandbox-bank',
      amount: '50',
      idempotency_key: newKey(),
    });
    expect(withdrawal.statusCode).toBe(200);
    await t.app.events.deliverDue();

    const again = sseReader((await openStream(player, seen!.id)).body!);
    expect(await again.next()).toEqual({ retry: '3000' });
    // What was missed, in order: the welcome offer's notification, and the newest balance.
    const missed = [await again.next(), await again.next()];
    expect(missed.map((message) => message?.event)).toEqual(['notification', 'balance']);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen!.id));
    expect(JSON.parse(missed[1]!.data!)).toMatchObject({ balanceMinor: '3000' });
    await again.cancel();

    // Coming back with the newest id: only the retry line, then quiet until something happens.
    const current = sseReader((await openStream(player, missed[1]!.id)).body!);
    expect(await current.next()).toEqual({ retry: '3000' });
    await confirmedDeposit(player, '20');
    await t.app.events.deliverDue();
    expect(JSON.parse((await current.next())!.data!)).toMatchObject({ balanceMinor: '5000' });
    await current.cancel();
  });

  it('takes a malformed Last-Event-ID as none', async () => {
    const player = await signedInPlayer(t);
    const stream = sseReader((await openStream(player, '1e9; drop table')).body!);
    expect(await stream.next()).toEqual({ retry: '3000' });
    await confirmedDeposit(player, '20');
    await t.app.events.deliverDue();
    expect(await stream.next()).toMatchObject({ event: 'balance' });
    await stream.cancel();
  });
});
