import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStudio, journalLines, launch, PROVIDER_ID, SECRET } from './helper';
import { startProviderDouble, type ProviderDouble } from './provider-double';

const TOKEN = 'token-of-player-one-0123';
let casino: ProviderDouble;
let dataDir: string;

beforeEach(async () => {
  casino = await startProviderDouble({ providerId: PROVIDER_ID, secret: SECRET });
  casino.addPlayer(TOKEN, 'player-1', 100_000);
  dataDir = await mkdtemp(join(tmpdir(), 'studio-recovery-'));
});
afterEach(async () => {
  await casino.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('finishes a rollback and a credit the last run could not deliver', async () => {
    const first = await createTestStudio({ casino, dataDir });
    const boot = await launch(first, 'classic-slot', { token: TOKEN });
    // Round one: the debit lands but its answer is lost, and the rollback cannot get through.
    casino.failNext('debit', 'lose-answer', 3);
    casino.failNext('rollback', 'unavailable', 3);
    const cancelled = await first.app.inject({
      method: 'POST',
      url: '/api/rounds',
      headers: { authorization: `Bearer ${boot.sessionId}`, 'content-type': 'application/json' },
      payload: '{"stake":100}',
    });
    expect(cancelled.json()).toMatchObject({
      error: { code: 'CASINO_UNAVAILABLE', isRefundPending: true },
    });
    // Round two: played, but its credit cannot get through.
    casino.failNext('credit', 'unavailable', 3);
    const played = await first.app.inject({
      method: 'POST',
      url: '/api/rounds',
      headers: { authorization: `Bearer ${boot.sessionId}`, 'content-type': 'application/json' },
      payload: '{"stake":200}',
    });
    const { roundId, win } = played.json();
    expect(casino.balances.get('player-1')).toBe(100_000 - 100 - 200);
    await first.close();

    const second = await createTestStudio({ casino, dataDir });
    expect(casino.balances.get('player-1')).toBe(100_000 - 200 + win);
    expect(casino.transactions.has(`${roundId}:c1`)).toBe(true);
    expect(second.settlements.pending()).toHaveLength(0);
    const lines = await journalLines(dataDir);
    expect(lines.filter((line) => line.type === 'round').map((line) => line.status)).toEqual([
      'cancelled',
      'completed',
    ]);
    await second.close();
  });
});
