import type { TGameTile } from '@playfair/contracts/lobby';

/** Games whose name starts with a digit or a sign are listed under this heading. */
export const OTHER_LETTER = '#';

export type LetterGroup = { letter: string; games: TGameTile[] };

function letterOf(name: string, languageTag: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toLocaleUpperCase(languageTag);
  return /^\p{L}$/u.test(first) ? first : OTHER_LETTER;
}

/**
 * spec 000 §2 "Casino games page": every casino game A–Z, grouped by the first letter of its name
 * in the player's language ('#' first for names that start with a digit or a sign).
 */
export function gamesByLetter(games: readonly TGameTile[], languageTag: string): LetterGroup[] {
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  const sorted = [...games].sort((a, b) => collator.compare(a.name, b.name));
  const groups = new Map<string, TGameTile[]>();
  for (const game of sorted) {
    const letter = letterOf(game.name, languageTag);
    groups.set(letter, [...(groups.get(letter) ?? []), game]);
  }
  return [...groups.entries()]
    .map(([letter, list]) => ({ letter, games: list }))
    .sort((a, b) =>
      a.letter === OTHER_LETTER
        ? -1
        : b.letter === OTHER_LETTER
          ? 1
          : collator.compare(a.letter, b.letter),
    );
}
