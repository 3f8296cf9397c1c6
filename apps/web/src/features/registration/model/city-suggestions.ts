import { DE_CITY_AUTOCOMPLETE_ROWS } from '@playfair/domain/constants';

export type GermanCity = { name: string; state: string };

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de');
}

/**
 * spec 001 §9: the German city autocomplete shows at most 5 rows. Cities of the chosen state
 * first; names starting with what was typed before names containing it.
 */
export function citySuggestions(
  cities: readonly GermanCity[],
  typed: string,
  state: string,
): GermanCity[] {
  const query = fold(typed.trim());
  if (query === '') return [];
  const matches = cities.filter((city) => fold(city.name).includes(query));
  const rank = (city: GermanCity) =>
    (state !== '' && city.state !== state ? 2 : 0) + (fold(city.name).startsWith(query) ? 0 : 1);
  return matches
    .map((city, index) => ({ city, index }))
    .sort((a, b) => rank(a.city) - rank(b.city) || a.index - b.index)
    .slice(0, DE_CITY_AUTOCOMPLETE_ROWS)
    .map(({ city }) => city);
}
