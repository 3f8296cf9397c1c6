import type { TGameDetails } from '@playfair/contracts/games';
import type { GameCheckConfig, GameCheckContext } from './model/pre-play-checks';

// The game and the check context as the game feature's tests build them.

export const TEST_GAME: TGameDetails = {
  gameId: 'g1',
  slug: 'lucky-sevens',
  Name: 'Lucky Sevens',
  GameType: 'Classic Slots',
  vendor: 'Playfair Studio',
  aspectRatio: '16:9',
  forFun: true,
  isLive: false,
  inMaintenance: false,
  isOffline: false,
  description: '',
};

/** A clear account where demo play is on (the test app configuration's defaults). */
export const CLEAR_CONFIG: GameCheckConfig = {
  licencesAuthority: 'default',
  playReasons: [],
  lobby: { demoPlay: true },
};

/** A logged-in player opening the test game for real from a direct link; override the rest. */
export function checkContext(
  overrides: Partial<Omit<GameCheckContext, 'config'>> & { config?: Partial<GameCheckConfig> } = {},
): GameCheckContext {
  const { config, ...rest } = overrides;
  return {
    game: TEST_GAME,
    mode: 'real',
    isLogged: true,
    openedFrom: 'link',
    onloadError: null,
    ...rest,
    config: { ...CLEAR_CONFIG, ...config },
  };
}
