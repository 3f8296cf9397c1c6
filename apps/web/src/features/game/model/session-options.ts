import {
  SESSION_LIMIT_NAMES,
  SESSION_OPTIONS_FIELDS,
  type TSessionOptionsResponse,
  type TSessionOptionsSetRequest,
} from '@playfair/contracts/game-session';
import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import type { GameMode } from './game-mode';

/** One select of the check screen: a limit's name and its choices (value → label, as given). */
export type LimitSelect = {
  name: string;
  choices: readonly { value: string; label: string }[];
};

const KNOWN_ORDER: readonly string[] = SESSION_LIMIT_NAMES;

function orderOf(name: string): number {
  const index = KNOWN_ORDER.indexOf(name);
  return index === -1 ? KNOWN_ORDER.length : index;
}

/**
 * spec 001 §3 "Session options response": `data.options` is limit name → value → label. The
 * known limits come first in their order (duration, then net loss); the choices keep the server's.
 */
export function limitSelects(options: TSessionOptionsResponse['data']['options']): LimitSelect[] {
  return Object.entries(options)
    .map(([name, choices]) => ({
      name,
      choices: Object.entries(choices).map(([value, label]) => ({ value, label })),
    }))
    .filter((select) => select.choices.length > 0)
    .sort((left, right) => orderOf(left.name) - orderOf(right.name));
}

/** spec 001 §4: submit is enabled only after every select is chosen (a value it offers). */
export function isEveryLimitChosen(
  selects: readonly LimitSelect[],
  chosen: Readonly<Record<string, string>>,
): boolean {
  return selects.every((select) =>
    select.choices.some((choice) => choice.value === chosen[select.name]),
  );
}

/**
 * spec 001 §3 "Limit submission": the chosen values as given (SessionDuration an integer, NetLoss
 * a decimal such as "50.00") and GameId — the game as the catalogue and the launch name it (the
 * server finds the game by that id).
 */
export function limitsForm(
  chosen: Readonly<Record<string, string>>,
  gameId: string,
): Omit<TSessionOptionsSetRequest, 'csrf_token'> {
  return {
    [SESSION_OPTIONS_FIELDS.sessionDuration]: chosen.SessionDuration ?? '',
    [SESSION_OPTIONS_FIELDS.netLoss]: chosen.NetLoss ?? '',
    [SESSION_OPTIONS_FIELDS.gameId]: gameId,
  };
}

/**
 * spec 001 §6: the game-limits check runs only for a logged-in player in real play of a slot
 * (GameType "Video Slots", "3D Slots", "Classic Slots"…) with the gamelimits feature on.
 */
export function needsSessionLimits({
  features,
  isLogged,
  mode,
  game,
}: {
  features: TAppConfig['features'];
  isLogged: boolean;
  mode: GameMode;
  game: Pick<TGameDetails, 'GameType'>;
}): boolean {
  return (
    features.gamelimits === true && isLogged && mode === 'real' && game.GameType.includes('Slots')
  );
}
