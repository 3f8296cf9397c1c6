import type { TAppConfig } from '@playfair/contracts/app-config';

/**
 * spec 001 §8 "Game onload errors": why the server sent the browser back to the game page without
 * the game. no-demo-play, not-authorized and rg-trigger-block run the game validations;
 * hard-reality-check says the player has an active hard reality check; pending-consent opens the
 * consents modal after 303 ms.
 */
export const GAME_ONLOAD_ERRORS = [
  'no-demo-play',
  'not-authorized',
  'rg-trigger-block',
  'hard-reality-check',
  'pending-consent',
] as const;
export type GameOnloadError = (typeof GAME_ONLOAD_ERRORS)[number];

/** The errors that run the game validations (spec 001 §8). */
export const VALIDATING_ONLOAD_ERRORS = [
  'no-demo-play',
  'not-authorized',
  'rg-trigger-block',
] as const satisfies readonly GameOnloadError[];

/** `/{locale}/game/{slug}?error=no-demo-play`. */
export const GAME_ERROR_PARAM = 'error';

/**
 * The onload action of the app configuration (spec 001 §2 "game"): `{ action: 'game', params:
 * { error, slug? } }`; without a slug it is for whichever game page the page load shows.
 */
export const GAME_ONLOAD_ACTION = 'game';

function isGameOnloadError(value: unknown): value is GameOnloadError {
  return typeof value === 'string' && (GAME_ONLOAD_ERRORS as readonly string[]).includes(value);
}

export function isValidatingError(error: GameOnloadError | null): boolean {
  return error !== null && (VALIDATING_ONLOAD_ERRORS as readonly string[]).includes(error);
}

/** The game page's onload error: the address's `?error=` first, else the onload action's. */
export function gameOnloadError({
  search,
  onloadActions,
  slug,
}: {
  search: URLSearchParams;
  onloadActions: TAppConfig['onloadActions'];
  slug: string;
}): GameOnloadError | null {
  const fromQuery = search.get(GAME_ERROR_PARAM);
  if (isGameOnloadError(fromQuery)) return fromQuery;
  const action = onloadActions.find(
    ({ action, params }) =>
      action === GAME_ONLOAD_ACTION &&
      isGameOnloadError(params.error) &&
      (params.slug === undefined || params.slug === slug),
  );
  return isGameOnloadError(action?.params.error) ? action.params.error : null;
}
