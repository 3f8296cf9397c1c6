import { normaliseSearchText } from '@playfair/domain/search';

/** The A-Z view's index: a letter per tab, then "#" for names that start with a digit or sign. */
export const AZ_OTHER = '#';
export const AZ_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', AZ_OTHER] as const;

/**
 * The index letter of a name: its first letter without accents ("Äijä" under A, "Øre" under O),
 * or "#". Accented names sit under their base letter as the search finds them (domain/search).
 */
export function letterOf(name: string): string {
  const first = normaliseSearchText(name).charAt(0);
  return /^[a-z]$/.test(first) ? first : AZ_OTHER;
}

/** The games under each letter, by name in the page's language; letters without games are absent. */
export function gamesByLetter<TGame extends { name: string }>(
  games: readonly TGame[],
  locale: string,
): ReadonlyMap<string, readonly TGame[]> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...games].sort((a, b) => collator.compare(a.name, b.name));
  const groups = new Map<string, TGame[]>();
  for (const game of sorted) {
    const letter = letterOf(game.name);
    const group = groups.get(letter);
    if (group === undefined) groups.set(letter, [game]);
    else group.push(game);
  }
  return groups;
}

/** The letter shown first: the chosen one when it has games, else the first that has. */
export function shownLetter(
  groups: ReadonlyMap<string, unknown>,
  chosen: string | null,
): string | null {
  if (chosen !== null && groups.has(chosen)) return chosen;
  return AZ_LETTERS.find((letter) => groups.has(letter)) ?? null;
}
