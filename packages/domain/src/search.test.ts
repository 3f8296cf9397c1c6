import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  isFilteringQuery,
  normaliseSearchText,
  type SearchableGame,
  searchGames,
} from './search';

function game(id: string, name: string, vendor = 'Playfair Studio'): SearchableGame {
  return { id, name, vendor };
}

const GAMES = [
  game('1', 'Imperial Roulette Noir', 'NetEnt'),
  game('2', 'Carousel of Riches', 'Quickspin'),
  game('3', 'Roulette Royale', 'Evolution'),
  game('4', 'Monaco Blackjack', 'Play N Go'),
  game('5', 'Hedelmä Äijä', 'Veikkaus Labs'),
  game('6', 'Golden Reels', 'Roulettech'),
  game('7', 'Fruit Fiesta', 'NetEnt'),
  game('8', 'Đurđevdan Spins', 'Green Tube'),
];

const ALIASES = [
  { term: 'ruletti', gameIds: ['1', '3'] },
  { term: 'hedelmäpeli', gameIds: ['7', '5'] },
  { term: 'ventti', gameIds: ['4'] },
  { term: 'rulett', gameIds: ['1', 'not-in-this-list'] },
];

const index = createSearchIndex(GAMES, ALIASES);

function ids(query: string): string[] {
  return searchGames(index, query).map((found) => found.id);
}

describe('game search: one character versus two (spec 001 §5)', () => {
  it('filters nothing below two characters: the whole list, in its order', () => {
    expect(ids('')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(ids('r')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(ids('  r  ')).toHaveLength(GAMES.length);
    expect(isFilteringQuery('r')).toBe(false);
    expect(isFilteringQuery(" 'r ")).toBe(false);
  });

  it('filters from two characters', () => {
    expect(isFilteringQuery('ro')).toBe(true);
    expect(ids('go')).toEqual(['6', '4']);
  });
});

describe('game search: matching', () => {
  it('ignores case', () => {
    expect(ids('ROULETTE')).toEqual(ids('roulette'));
    expect(ids('mOnAcO')).toEqual(['4']);
  });

  it('ignores accents both ways and spells out letters without a base letter', () => {
    expect(ids('hedelma')).toContain('5');
    expect(ids('aija')).toEqual(['5']);
    expect(ids('ÄIJÄ')).toEqual(['5']);
    expect(ids('durdevdan')).toEqual(['8']);
    expect(normaliseSearchText('Smørbrød Æble Straße')).toBe('smorbrod aeble strasse');
    expect(normaliseSearchText("  Play'n   GO!  ")).toBe('play n go');
  });

  it('finds a vendor by part of its name, after the name matches', () => {
    expect(ids('netent')).toEqual(['1', '7']);
    // "Roulettech" is a vendor: its game comes after every name that holds the query.
    expect(ids('roulet')).toEqual(['3', '1', '6']);
  });

  it('orders: name start, then a later word, then inside a word, then vendor, then aliases', () => {
    // "Roulette Royale" starts with it; "Imperial Roulette Noir" has it as a later word;
    // "Carousel" holds it inside a word; the vendor "Roulettech" and no alias come after.
    expect(ids('rou')).toEqual(['3', '1', '2', '6']);
  });

  it('lists a game once, in its best place, however many ways it matches', () => {
    const found = ids('ruletti');
    expect(found).toEqual(['1', '3']);
    expect(new Set(ids('rou')).size).toBe(ids('rou').length);
    // Game 1 is found by two aliases ("ruletti" and "rulett"): once.
    expect(ids('rule')).toEqual(['1', '3']);
  });

  it('finds nothing for a query nothing holds', () => {
    expect(ids('zzz')).toEqual([]);
  });
});

describe('game search: aliases (Finnish and other terms)', () => {
  it('adds the games of a term that starts with the query', () => {
    expect(ids('rul')).toEqual(['1', '3']);
    expect(ids('vent')).toEqual(['4']);
  });

  it('adds the games of a term that contains the query', () => {
    // In the list's order, not the alias's.
    expect(ids('peli')).toEqual(['5', '7']);
  });

  it('adds the games of a term the query contains (Finnish inflection)', () => {
    expect(ids('rulettia')).toEqual(['1', '3']);
    expect(ids('hedelmäpelit')).toEqual(['5', '7']);
  });

  it('puts alias hits after name and vendor matches, in the list order', () => {
    // "hedelmä" is in the name of game 5; game 7 is only found through the alias.
    expect(ids('hedelmä')).toEqual(['5', '7']);
  });

  it('ignores alias ids that are not in the list (the other vertical)', () => {
    expect(ids('rulett')).toEqual(['1', '3']);
  });
});

describe('game search: a catalogue-sized list', () => {
  it('answers 2,500 games quickly and keeps the index reusable', () => {
    const vendors = ['NetEnt', 'Play N Go', 'Evolution', 'Quickspin', 'Green Tube'];
    const words = ['Golden', 'Roulette', 'Fruit', 'Dragon', 'Blackjack', 'Riches', 'Spins'];
    const many = Array.from({ length: 2_500 }, (_, n) =>
      game(
        String(n),
        `${words[n % words.length]} ${words[(n * 3 + 1) % words.length]} ${n}`,
        vendors[n % vendors.length],
      ),
    );
    const big = createSearchIndex(many, [{ term: 'ruletti', gameIds: ['1', '8'] }]);

    const started = performance.now();
    for (const query of ['ro', 'rou', 'roul', 'roule', 'roulet', 'ruletti', 'netent', 'sp']) {
      searchGames(big, query);
    }
    const elapsedMs = performance.now() - started;

    expect(searchGames(big, 'roulette').every((found) => found.name.includes('Roulette'))).toBe(
      true,
    );
    expect(searchGames(big, 'ruletti').map((found) => found.id)).toEqual(
      expect.arrayContaining(['1', '8']),
    );
    // Eight keystrokes over 2,500 games: far below a frame, even on a slow test machine.
    expect(elapsedMs).toBeLessThan(200);
  });
});
