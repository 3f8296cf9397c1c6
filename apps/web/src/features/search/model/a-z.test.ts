import { describe, expect, it } from 'vitest';
import { gamesByLetter, letterOf, shownLetter } from './a-z';

describe('A-Z view', () => {
  it('files a name under its first letter without accents, or under #', () => {
    expect(letterOf('Äijä Gold')).toBe('a');
    expect(letterOf('Øresund')).toBe('o');
    expect(letterOf('Đurđevdan')).toBe('d');
    expect(letterOf('7 Sevens')).toBe('#');
    expect(letterOf('"Quoted"')).toBe('q');
  });

  it('groups by letter, sorted by name with numbers in order', () => {
    const groups = gamesByLetter(
      [{ name: 'Golden 10' }, { name: 'Äijä' }, { name: 'Golden 2' }, { name: 'apple' }],
      'en',
    );
    expect([...groups.keys()]).toEqual(['a', 'g']);
    expect(groups.get('g')!.map((game) => game.name)).toEqual(['Golden 2', 'Golden 10']);
    expect(groups.get('a')!.map((game) => game.name)).toEqual(['Äijä', 'apple']);
  });

  it('shows the chosen letter when it has games, else the first that has', () => {
    const groups = new Map([
      ['c', []],
      ['k', []],
    ]);
    expect(shownLetter(groups, 'k')).toBe('k');
    expect(shownLetter(groups, 'z')).toBe('c');
    expect(shownLetter(groups, null)).toBe('c');
    expect(shownLetter(new Map(), null)).toBeNull();
  });
});
