import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import type { ModalParams } from '../../../shared/modal/modal-stack';
import type { GameOpenedFrom } from '../../../shared/navigation/game-link-state';
import type { GameMode } from './game-mode';
import { type GameOnloadError, isValidatingError } from './onload-error';

/** What the checks read of the app configuration (spec 001 §3 "Config values read"). */
export type GameCheckConfig = Pick<
  TAppConfig,
  | 'amlStatus'
  | 'kycStatus'
  | 'licencesAuthority'
  | 'hasUnverifiedBlock'
  | 'hasPepBlock'
  | 'hasKycBlock'
  | 'hasGameplayBlock'
  | 'hasScanVerification'
  | 'hasRGTriggerBlock'
  | 'shouldBlockUnverifiedDEUser'
> & { lobby: Pick<TAppConfig['lobby'], 'demoPlay'> };

export type GameCheckContext = {
  game: TGameDetails;
  mode: GameMode;
  isLogged: boolean;
  config: GameCheckConfig;
  /** How the page was reached: from the lobby, or a direct link (shared/navigation). */
  openedFrom: GameOpenedFrom;
  /** spec 001 §8: why the server sent the browser back here without the game, if it did. */
  onloadError: GameOnloadError | null;
};

/** The texts the frame's place may show. */
export type GameBlockReasonKey =
  | 'game_maintenance_text'
  | 'game_offline_text'
  | 'game_unavailable_text'
  | 'game_demo_unavailable_text'
  | 'game_hard_reality_check_text'
  | 'game_rg_trigger_block_text'
  | 'game_kyc_required_text'
  | 'game_block_unverified_text'
  | 'game_block_pep_text'
  | 'game_block_kyc_text'
  | 'game_block_gameplay_text'
  | 'game_block_scan_verification_text'
  | 'source_of_wealth_required'
  | 'additional_verification_required';

/** The server modals a check opens (spec 000 §2, spec 001 §2). */
export type BlockModalId =
  'unverified-block' | 'pep-block' | 'kyc-block' | 'gameplay-block' | 'aml-error';

/** Why the frame does not show, in the page's place of it. */
export type GameCheckBlock =
  /** The reason, and the way back to the lobby. */
  | { kind: 'notice'; reasonKey: GameBlockReasonKey }
  /**
   * A server modal opens once; the frame's place gives the reason and shows the modal again on
   * request. `notification: 'aml'`: spec 000 §8's AML message shows for 10 s as well.
   */
  | {
      kind: 'modal';
      modal: BlockModalId;
      params?: ModalParams;
      reasonKey: GameBlockReasonKey;
      notification?: 'aml';
    }
  /** spec 001 §6: a visitor without demo play is asked to log in or to play for real. */
  | { kind: 'visitor'; modal: 'login' | 'play-for-real-please' }
  /** spec 001 §8 pending-consent: the consents modal, 303 ms after the page shows. */
  | { kind: 'pending-consent' };

export type PrePlayCheck = (context: GameCheckContext) => GameCheckBlock | null;

/** spec 001 §8: gameplay-block is asked with `can-close`. */
const CAN_CLOSE = 'can-close';

/** spec 000 §6 / §3: '0' is a clear status; anything else blocks real play. */
const CLEAR_STATUS = '0';

/** The UK regulator: its visitors are asked to log in, never offered the play-for-real prompt. */
const UKGC_AUTHORITY = 'UKGC';

const inMaintenance: PrePlayCheck = ({ game }) =>
  game.inMaintenance ? { kind: 'notice', reasonKey: 'game_maintenance_text' } : null;

const offline: PrePlayCheck = ({ game }) =>
  game.isOffline ? { kind: 'notice', reasonKey: 'game_offline_text' } : null;

/** spec 001 §8: hard-reality-check shows its text; pending-consent waits for the consents. */
const onloadNotice: PrePlayCheck = ({ onloadError }) => {
  if (onloadError === 'hard-reality-check') {
    return { kind: 'notice', reasonKey: 'game_hard_reality_check_text' };
  }
  return onloadError === 'pending-consent' ? { kind: 'pending-consent' } : null;
};

/**
 * spec 000 §6 / spec 001 §6: a visitor plays for fun only where the game offers it and demo play
 * is on (the lobby flag carries the jurisdiction's rule and the demo-play feature). Otherwise a
 * game opened from the lobby that has no demo at all (live casino) asks a non-UKGC visitor to play
 * for real; a direct link, a game whose demo is off here ("play-for-fun with forFun and no login"),
 * or a UKGC visitor gets the login modal. A validating onload error (spec 001 §8) is the server
 * refusing the visitor: the same rule, as if demo play were off.
 */
const visitorWithoutDemo: PrePlayCheck = ({ game, isLogged, config, openedFrom, onloadError }) => {
  if (isLogged) return null;
  const isDemoOffered = game.forFun && config.lobby.demoPlay && !isValidatingError(onloadError);
  if (isDemoOffered) return null;
  const asksToPlayForReal =
    openedFrom === 'lobby' && !game.forFun && config.licencesAuthority !== UKGC_AUTHORITY;
  return { kind: 'visitor', modal: asksToPlayForReal ? 'play-for-real-please' : 'login' };
};

function accountBlock(
  isBlocked: (config: GameCheckConfig) => boolean,
  block: Extract<GameCheckBlock, { kind: 'modal' }>,
): PrePlayCheck {
  return ({ isLogged, mode, config }) =>
    isLogged && mode === 'real' && isBlocked(config) ? block : null;
}

// spec 001 §6: before real play, in this order: unverified block, PEP block, KYC block.
const unverifiedBlock = accountBlock((config) => config.hasUnverifiedBlock, {
  kind: 'modal',
  modal: 'unverified-block',
  reasonKey: 'game_block_unverified_text',
});
const pepBlock = accountBlock((config) => config.hasPepBlock, {
  kind: 'modal',
  modal: 'pep-block',
  reasonKey: 'game_block_pep_text',
});
const kycBlock = accountBlock((config) => config.hasKycBlock, {
  kind: 'modal',
  modal: 'kyc-block',
  reasonKey: 'game_block_kyc_text',
});

// spec 000 §6: the gameplay block and scan verification block real play with the gameplay-block
// modal (spec 001 §2, `can-close`). Read here: an operator's gameplay block is not the player's
// to dismiss (can-close 0: only the modal's own buttons lead away); a scan verification waits on
// documents the player may go and upload, so its modal may be closed (can-close 1). Both are
// account blocks served as modals, so they follow the three above, before gameValidations.
const gameplayBlock = accountBlock((config) => config.hasGameplayBlock, {
  kind: 'modal',
  modal: 'gameplay-block',
  params: { [CAN_CLOSE]: '0' },
  reasonKey: 'game_block_gameplay_text',
});
const scanVerification = accountBlock((config) => config.hasScanVerification, {
  kind: 'modal',
  modal: 'gameplay-block',
  params: { [CAN_CLOSE]: '1' },
  reasonKey: 'game_block_scan_verification_text',
});

/** gameValidations run before real play, and for any mode after a validating onload error. */
function validates({ isLogged, mode, onloadError }: GameCheckContext): boolean {
  return isLogged && (mode === 'real' || isValidatingError(onloadError));
}

/**
 * spec 001 §6 gameValidations, first: the AML / source-of-wealth error when amlStatus or
 * kycStatus is not '0' — the AML modal, and spec 000 §8's AML message for 10 s.
 */
const amlError: PrePlayCheck = (context) => {
  const { amlStatus, kycStatus } = context.config;
  if (!validates(context) || (amlStatus === CLEAR_STATUS && kycStatus === CLEAR_STATUS)) {
    return null;
  }
  return {
    kind: 'modal',
    modal: 'aml-error',
    reasonKey:
      amlStatus === CLEAR_STATUS ? 'additional_verification_required' : 'source_of_wealth_required',
    notification: 'aml',
  };
};

/** Then a responsible-gaming trigger block. */
const rgTriggerBlock: PrePlayCheck = (context) =>
  validates(context) && context.config.hasRGTriggerBlock
    ? { kind: 'notice', reasonKey: 'game_rg_trigger_block_text' }
    : null;

/** Then an unverified German player, with the KYC message. */
const unverifiedGermanPlayer: PrePlayCheck = (context) =>
  validates(context) && context.config.shouldBlockUnverifiedDEUser
    ? { kind: 'notice', reasonKey: 'game_kyc_required_text' }
    : null;

/** A validating onload error none of the validations explains: the error's own reason. */
const onloadRefusal: PrePlayCheck = ({ onloadError }) => {
  switch (onloadError) {
    case 'no-demo-play':
      return { kind: 'notice', reasonKey: 'game_demo_unavailable_text' };
    case 'not-authorized':
      return { kind: 'notice', reasonKey: 'game_unavailable_text' };
    case 'rg-trigger-block':
      return { kind: 'notice', reasonKey: 'game_rg_trigger_block_text' };
    case 'hard-reality-check':
    case 'pending-consent':
    case null:
      return null;
  }
};

/**
 * What runs, in order, before a game is asked for its URL and shown; the first check that blocks
 * wins and the frame is not requested. The game itself (maintenance, offline), the server's onload
 * error, the visitor's demo rule, then spec 001 §6's order for a logged-in player in real play:
 * unverified block, PEP block, KYC block (with spec 000 §6's gameplay block and scan verification),
 * then gameValidations (AML / SOWQ, RG trigger block, unverified DE player).
 */
export const PRE_PLAY_CHECKS: readonly PrePlayCheck[] = [
  inMaintenance,
  offline,
  onloadNotice,
  visitorWithoutDemo,
  unverifiedBlock,
  pepBlock,
  kycBlock,
  gameplayBlock,
  scanVerification,
  amlError,
  rgTriggerBlock,
  unverifiedGermanPlayer,
  onloadRefusal,
];

export function firstBlock(
  checks: readonly PrePlayCheck[],
  context: GameCheckContext,
): GameCheckBlock | null {
  for (const check of checks) {
    const block = check(context);
    if (block !== null) return block;
  }
  return null;
}
