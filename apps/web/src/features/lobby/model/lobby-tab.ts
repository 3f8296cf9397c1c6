import type { LobbyVertical } from '@playfair/contracts/lobby';
import { lobbyLocationOf } from './lobby-address';

export type LobbyTab = { vertical: LobbyVertical | 'sports'; category: string | null };

const INSIDER_SEGMENT = 'insider';
const INSIDER_VERTICALS = { casino: 'casino', sports: 'sports' } as const;

/**
 * Which lobby tab a page belongs to (spec 001 §2): a lobby address is its own vertical and
 * category; an insider page under `casino/insider` or `sports/insider` highlights that vertical,
 * its last path segment naming the category. Null for any other page.
 */
export function lobbyTabOf(pathname: string): LobbyTab | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const insiderAt = segments.indexOf(INSIDER_SEGMENT);
  const owner = insiderAt > 0 ? segments[insiderAt - 1] : undefined;
  if (owner !== undefined && Object.hasOwn(INSIDER_VERTICALS, owner)) {
    const last = segments.at(-1);
    return {
      vertical: INSIDER_VERTICALS[owner as keyof typeof INSIDER_VERTICALS],
      category: last === undefined || last === INSIDER_SEGMENT ? null : last,
    };
  }
  const lobby = lobbyLocationOf(pathname);
  return lobby === null ? null : { vertical: lobby.vertical, category: lobby.category };
}
