import { useEffect } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { readLobbyQuery, withLobbyQuery } from '../model/lobby-address';
import { reloadDocument } from '../model/reload-document';

// spec 000 §2 "Back navigation in the lobby reloads the page": when Back or Forward lands on a lobby
// address, the document loads again. Opening and closing a modal over the lobby also moves through
// history (spec 001 §4) but keeps the address: that is no reason to reload. The first location of
// the document is a POP too, and must not reload (it would never stop).

export type LobbyVisit = {
  location: Location;
  /** Path, sort and provider: what the lobby shows. */
  address: string;
  /** A lobby page is on screen (false once the player went to another page). */
  isShown: boolean;
};

/** Whether arriving at `location` by `navigationType` must reload the document. */
export function isLobbyPopReload(
  previous: LobbyVisit | null,
  location: Location,
  navigationType: NavigationType,
): boolean {
  if (navigationType !== 'POP' || previous === null) return false;
  // The same arrival seen again (a development double mount).
  if (previous.location === location) return false;
  return !previous.isShown || previous.address !== addressOf(location);
}

// What the lobby shows: its path, sort and provider; not a modal's `?modal=` parameter.
function addressOf(location: Location): string {
  return `${location.pathname.replace(/\/+$/, '')}${withLobbyQuery('', readLobbyQuery(location.search))}`;
}

// The lobby page comes and goes with the route; what it saw last in this document stays here.
let lastVisit: LobbyVisit | null = null;

/** For tests: a fresh document. */
export function forgetLobbyVisits(): void {
  lastVisit = null;
}

/** Reloads the document when history navigation (Back, Forward) lands on the lobby. */
export function useReloadOnHistoryPop(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (isLobbyPopReload(lastVisit, location, navigationType)) {
      reloadDocument();
      return;
    }
    lastVisit = { location, address: addressOf(location), isShown: true };
  }, [location, navigationType]);

  useEffect(
    () => () => {
      if (lastVisit !== null) lastVisit = { ...lastVisit, isShown: false };
    },
    [],
  );
}
