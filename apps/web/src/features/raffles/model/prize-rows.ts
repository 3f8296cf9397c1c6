import type { TPrizeEntry } from '@playfair/contracts/raffles';

export type PrizeRow = {
  /** The first (best) position the item is won at. */
  position: number;
  itemTranslation: string;
  count: number;
};

/**
 * spec 000 §1: prizes grouped by prize item with a count — the same item at several positions is
 * one row ("3 ×"), placed at its best position; rows follow the positions.
 */
export function prizeRows(prizes: readonly TPrizeEntry[]): PrizeRow[] {
  const rows = new Map<string, PrizeRow>();
  for (const prize of [...prizes].sort((a, b) => a.position - b.position)) {
    const row = rows.get(prize.item_translation);
    if (row === undefined) {
      rows.set(prize.item_translation, {
        position: prize.position,
        itemTranslation: prize.item_translation,
        count: 1,
      });
    } else {
      row.count += 1;
    }
  }
  return [...rows.values()];
}
