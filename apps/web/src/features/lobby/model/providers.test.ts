import { describe, expect, it } from 'vitest';
import { filterByProvider, listProviders } from './providers';

const games = [
  { id: '1', vendor: 'Quickspin' },
  { id: '2', vendor: 'Zeta Games' },
  { id: '3', vendor: 'NetEnt' },
  { id: '4', vendor: "Play'n GO" },
  { id: '5', vendor: 'Alpha Studio' },
  { id: '6', vendor: 'NetEnt' },
  { id: '7', vendor: 'Evolution' },
];

describe('listProviders (spec 001 §9 provider order)', () => {
  it('orders by the provider weights, the rest alphabetically, with game counts', () => {
    expect(listProviders(games)).toEqual([
      { name: 'NetEnt', count: 2 },
      { name: "Play'n GO", count: 1 },
      { name: 'Evolution', count: 1 },
      { name: 'Quickspin', count: 1 },
      { name: 'Alpha Studio', count: 1 },
      { name: 'Zeta Games', count: 1 },
    ]);
  });
});

describe('filterByProvider', () => {
  it('keeps the chosen vendor’s games, in their order', () => {
    expect(filterByProvider(games, 'NetEnt').map((game) => game.id)).toEqual(['3', '6']);
  });

  it('keeps every game when no provider is chosen', () => {
    expect(filterByProvider(games, null)).toBe(games);
  });

  it('keeps nothing for a vendor the list does not have', () => {
    expect(filterByProvider(games, 'Nobody')).toEqual([]);
  });
});
