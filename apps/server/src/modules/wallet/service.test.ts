import { describe, expect, it } from 'vitest';
import { formatBalance, transferRequestHash, type TransferInput } from './service';

const input: TransferInput = {
  idempotencyKey: 'k-1',
  kind: 'bet',
  from: { kind: 'player_cash', playerId: 'p-1' },
  to: { kind: 'house' },
  amountMinor: 250n,
  currency: 'EUR',
  metadata: { round: 'r-1', game: { id: 'g', line: 3 } },
};

describe('transferRequestHash', () => {
  it('is the same for the same payload whatever the order of its keys', () => {
    const reordered: TransferInput = {
      currency: 'EUR',
      metadata: { game: { line: 3, id: 'g' }, round: 'r-1' },
      amountMinor: 250n,
      to: { kind: 'house' },
      from: { playerId: 'p-1', kind: 'player_cash' },
      kind: 'bet',
      idempotencyKey: 'k-2',
    };
    expect(transferRequestHash(reordered)).toBe(transferRequestHash(input));
    expect(transferRequestHash(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any part of the payload differs', () => {
    const base = transferRequestHash(input);
    for (const other of [
      { ...input, amountMinor: 251n },
      { ...input, kind: 'win' as const },
      { ...input, currency: 'SEK' },
      { ...input, from: { kind: 'player_cash' as const, playerId: 'p-2' } },
      { ...input, metadata: { round: 'r-2' } },
    ]) {
      expect(transferRequestHash(other)).not.toBe(base);
    }
  });
});

describe('formatBalance', () => {
  it('uses the platform money format, or the ISO code for a currency it has none for', () => {
    expect(formatBalance(1_250n, 'EUR')).toBe('€12.50');
    expect(formatBalance(-5n, 'CHF')).toBe('-0.05 CHF');
  });
});
