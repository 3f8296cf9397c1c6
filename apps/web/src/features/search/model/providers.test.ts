import { describe, expect, it } from 'vitest';
import { gamesOfProvider, providersOf } from './providers';

describe('providers view (spec 001 §9 provider order)', () => {
  it('lists each vendor once with its count, listed providers by weight, the rest by name', () => {
    const games = [
      { vendor: 'Zeta Games' },
      { vendor: 'Evolution' },
      { vendor: "Play'n GO" },
      { vendor: 'NetEnt' },
      { vendor: 'Alpha Studio' },
      { vendor: 'NetEnt' },
    ];
    expect(providersOf(games)).toEqual([
      { vendor: 'NetEnt', gameCount: 2 },
      { vendor: "Play'n GO", gameCount: 1 },
      { vendor: 'Evolution', gameCount: 1 },
      { vendor: 'Alpha Studio', gameCount: 1 },
      { vendor: 'Zeta Games', gameCount: 1 },
    ]);
  });

  it("opens a vendor's games only", () => {
    const games = [
      { id: '1', vendor: 'NetEnt' },
      { id: '2', vendor: 'Quickspin' },
      { id: '3', vendor: 'NetEnt' },
    ];
    expect(gamesOfProvider(games, 'NetEnt').map((game) => game.id)).toEqual(['1', '3']);
  });
});
