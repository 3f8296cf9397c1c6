// Game search (spec 001 §5): "one character loads the list; filtering starts at two characters by
// name or vendor substring, case-insensitive ... Aliases (Finnish and other terms) map to game
// names." Pure and synchronous: the web builds an index once per game list and asks it on every
// keystroke, so a 2,500-game catalogue is matched without normalising a name twice.
//
// Choices the spec leaves open:
// - Matching ignores case AND accents: "a" finds "å", "ä" and "á", "o" finds "ö" and "ø", so a
//   player typing without Nordic or Croatian letters still finds "Hedelmä Äijä" or "Đurđevdan";
//   letters that are not accents over a base letter are spelled out (æ → ae, ß → ss, þ → th).
//   Punctuation counts as a space, and runs of spaces as one: "play'n go" is "play n go".
// - A query is measured after that normalisation: "  a " and "'a" are one character.
// - An alias finds its games when its term contains the query ("rul" → "ruletti") or the query
//   contains the term (Finnish inflects: "rulettia", "hedelmäpelit"), the latter only for terms of
//   at least SEARCH_MIN_QUERY_LENGTH characters.
// - Order: name starts with the query, then a later word of the name does, then the name contains
//   it elsewhere, then the vendor matches, then alias hits; within a group the list's own order
//   is kept. A game appears once, in its best group.

import { ownValue } from './own';

/** spec 001 §5: filtering starts at two characters; fewer only loads the list. */
export const SEARCH_MIN_QUERY_LENGTH = 2;

/** What the search reads of a game. */
export type SearchableGame = {
  readonly id: string;
  readonly name: string;
  readonly vendor: string;
};

/** A term in some language and the ids of the games it finds (contracts `ZSearchAlias`). */
export type SearchAliasEntry = { readonly term: string; readonly gameIds: readonly string[] };

// Letters NFD does not split into a base letter and a mark.
const SPELLED_OUT_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const SPELLED_OUT = new RegExp(`[${Object.keys(SPELLED_OUT_LETTERS).join('')}]`, 'g');

/** The form names, vendors, terms and queries are compared in (see the choices above). */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPELLED_OUT, (letter) => ownValue(SPELLED_OUT_LETTERS, letter) ?? letter)
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}

/** Whether `query` filters (two characters or more), or only loads the list. */
export function isFilteringQuery(query: string): boolean {
  return normaliseSearchText(query).length >= SEARCH_MIN_QUERY_LENGTH;
}

type IndexedGame<TGame> = {
  readonly game: TGame;
  readonly position: number;
  readonly name: string;
  readonly vendor: string;
};

type IndexedAlias = { readonly term: string; readonly positions: readonly number[] };

/** A game list prepared for searching: build it once per list, ask it on every keystroke. */
export type SearchIndex<TGame extends SearchableGame> = {
  readonly games: readonly TGame[];
  readonly entries: readonly IndexedGame<TGame>[];
  readonly aliases: readonly IndexedAlias[];
};

export function createSearchIndex<TGame extends SearchableGame>(
  games: readonly TGame[],
  aliases: readonly SearchAliasEntry[] = [],
): SearchIndex<TGame> {
  const entries = games.map((game, position) => ({
    game,
    position,
    name: normaliseSearchText(game.name),
    vendor: normaliseSearchText(game.vendor),
  }));
  const positionById = new Map(games.map((game, position) => [game.id, position]));
  const indexedAliases = aliases
    .map((alias) => ({
      term: normaliseSearchText(alias.term),
      // An alias may name games of the other vertical; those are not in this list.
      positions: alias.gameIds.flatMap((id) => {
        const position = positionById.get(id);
        return position === undefined ? [] : [position];
      }),
    }))
    .filter((alias) => alias.term !== '' && alias.positions.length > 0);
  return { games, entries, aliases: indexedAliases };
}

const RANK = {
  nameStart: 0,
  wordStart: 1,
  nameContains: 2,
  vendor: 3,
  alias: 4,
} as const;

type Rank = (typeof RANK)[keyof typeof RANK];

function textRank(entry: IndexedGame<unknown>, query: string): Rank | null {
  const at = entry.name.indexOf(query);
  if (at === 0) return RANK.nameStart;
  if (at > 0) return entry.name.includes(` ${query}`) ? RANK.wordStart : RANK.nameContains;
  return entry.vendor.includes(query) ? RANK.vendor : null;
}

function aliasMatches(term: string, query: string): boolean {
  return term.includes(query) || (term.length >= SEARCH_MIN_QUERY_LENGTH && query.includes(term));
}

/**
 * The games `query` finds, best first (see the order above). Below two characters nothing is
 * filtered: the whole list comes back in its own order (spec 001 §5).
 */
export function searchGames<TGame extends SearchableGame>(
  index: SearchIndex<TGame>,
  query: string,
): readonly TGame[] {
  const needle = normaliseSearchText(query);
  if (needle.length < SEARCH_MIN_QUERY_LENGTH) return index.games;

  const ranks = new Map<number, Rank>();
  for (const entry of index.entries) {
    const rank = textRank(entry, needle);
    if (rank !== null) ranks.set(entry.position, rank);
  }
  for (const alias of index.aliases) {
    if (!aliasMatches(alias.term, needle)) continue;
    for (const position of alias.positions) {
      if (!ranks.has(position)) ranks.set(position, RANK.alias);
    }
  }

  return [...ranks]
    .sort(([positionA, rankA], [positionB, rankB]) => rankA - rankB || positionA - positionB)
    .map(([position]) => index.entries[position]!.game);
}
