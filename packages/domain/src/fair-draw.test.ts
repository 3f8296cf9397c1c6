import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, maskName, snapshotText, type HmacSha256 } from './fair-draw';

const hmac: HmacSha256 = async (keyHex, message) =>
  new Uint8Array(createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message).digest());

const SEED = 'a3'.repeat(32);

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

describe('snapshotText', () => {
  it('sorts entrants, leaves out those without tickets and ends each line', () => {
    expect(
      snapshotText([
        { entrant: 'b', tickets: 2 },
        { entrant: 'a', tickets: 5 },
        { entrant: 'c', tickets: 0 },
      ]),
    ).toBe('a:5\nb:2\n');
  });
});

describe('drawWinners', () => {
  const entries = [
    { entrant: 'e1', tickets: 3 },
    { entrant: 'e2', tickets: 1 },
    { entrant: 'e3', tickets: 6 },
  ];
  const snapshotHash = hashOf(snapshotText(entries));

  it('draws the same winners from the same seed and snapshot, whatever the entry order', async () => {
    const first = await drawWinners({ entries, seedHex: SEED, snapshotHash, prizeCount: 3, hmac });
    const again = await drawWinners({
      entries: [...entries].reverse(),
      seedHex: SEED,
      snapshotHash,
      prizeCount: 3,
      hmac,
    });
    expect(again).toEqual(first);
    expect(first.map((winner) => winner.position)).toEqual([1, 2, 3]);
  });

  it('gives each entrant one prize at most, and leaves prizes undrawn without entrants', async () => {
    const winners = await drawWinners({
      entries,
      seedHex: SEED,
      snapshotHash,
      prizeCount: 5,
      hmac,
    });
    expect(winners).toHaveLength(3);
    expect(new Set(winners.map((winner) => winner.entrant)).size).toBe(3);
  });

  it('changes with the seed', async () => {
    const draws = await Promise.all(
      ['01', '02', '03', '04', '05', '06', '07', '08'].map((byte) =>
        drawWinners({ entries, seedHex: byte.repeat(32), snapshotHash, prizeCount: 1, hmac }),
      ),
    );
    expect(new Set(draws.map((draw) => draw[0]?.entrant)).size).toBeGreaterThan(1);
  });

  it('picks a first prize in proportion to the tickets (no ticket likelier than another)', async () => {
    const counts = new Map<string, number>();
    const runs = 3_000;
    for (let run = 0; run < runs; run += 1) {
      const [winner] = await drawWinners({
        entries,
        seedHex: SEED,
        snapshotHash: hashOf(`${run}`),
        prizeCount: 1,
        hmac,
      });
      counts.set(winner!.entrant, (counts.get(winner!.entrant) ?? 0) + 1);
    }
    // Expected shares 0.3 / 0.1 / 0.6; five standard deviations of slack.
    for (const [entrant, share] of [
      ['e1', 0.3],
      ['e2', 0.1],
      ['e3', 0.6],
    ] as const) {
      const sd = Math.sqrt(runs * share * (1 - share));
      expect(Math.abs((counts.get(entrant) ?? 0) - runs * share)).toBeLessThan(5 * sd);
    }
  });
});

describe('maskName', () => {
  it('keeps short names and masks the middle, at most 8 characters', () => {
    expect(maskName('A')).toBe('A');
    expect(maskName('Al')).toBe('Al');
    expect(maskName('Bob')).toBe('B*b');
    expect(maskName('Alexander')).toBe('A******r');
    expect(maskName('Åsa-Märta Lindström')).toHaveLength(8);
  });
});
