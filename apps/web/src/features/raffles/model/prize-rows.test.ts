import type { TPrizeEntry } from '@playfair/contracts/raffles';
import { describe, expect, it } from 'vitest';
import { prizeRows } from './prize-rows';

function prize(position: number, item: string): TPrizeEntry {
  return { item_id: `item-${item}`, raffle_id: 'raffle-1', item_translation: item, position };
}

describe('prizeRows', () => {
  it('groups the same prize item into one row with its count, in position order', () => {
    const rows = prizeRows([
      prize(4, '10 free spins'),
      prize(1, '€100 cash'),
      prize(3, '10 free spins'),
      prize(2, '€20 bonus'),
      prize(5, '10 free spins'),
    ]);
    expect(rows).toEqual([
      { position: 1, itemTranslation: '€100 cash', count: 1 },
      { position: 2, itemTranslation: '€20 bonus', count: 1 },
      { position: 3, itemTranslation: '10 free spins', count: 3 },
    ]);
  });

  it('has no rows without prizes', () => {
    expect(prizeRows([])).toEqual([]);
  });
});
