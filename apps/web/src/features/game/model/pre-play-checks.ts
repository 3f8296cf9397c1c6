import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import { type PlayReason, REASONS_LIFTED_BY_DOCUMENTS } from '@playfair/domain/play-eligibility';
import type { ModalParams } from '../../../shared/modal/modal-stack';
import type { GameOpenedFrom } from '../../../shared/navigation/game-link-state';
import type { GameMode } from './game-mode';
import { type GameOnloadError, isValidatingError } from './onload-error';

/**
 * What the checks read of the app configuration: the authority (spec 001 §3 "Config values read"),
 * demo play, and the server's reasons against real play, in the order the player is told them
 * (`playReasons`, domain play-eligibility.ts, decided from the statuses and blocks spec 001 §3
 * lists).
 */
export type GameCheckConfig = Pick<
  TAppConfig,
  'licencesAuthority' | 'playReasons' | 'hasDocumentsPending'
> & {
  lobby: Pick<TAppConfig['lobby'], 'demoPlay'>;
};

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
  'unverified-block' | 'pep-block' | 'kyc-block' | 'gameplay-block' | 'aml-error' | 'doc-pending';

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

/**
 * What the page shows for each of the server's reasons against real play, and when: an account
 * block (spec 001 §6 "unverified block, PEP block, KYC block", and spec 000 §6's gameplay block
 * and scan verification) stops real play; a game validation (spec 001 §6 gameValidations) stops
 * real play and, after a validating onload error (spec 001 §8), fun play too. The account's own
 * state (blocked, excluded, timed out) has no modal here: the server refuses the launch.
 */
type ReasonBlock = {
  runs: 'before-real-play' | 'game-validation';
  block: Extract<GameCheckBlock, { kind: 'modal' | 'notice' }>;
};

// spec 000 §6: the gameplay block and scan verification block real play with the gameplay-block
// modal (spec 001 §2, `can-close`). Read here: an operator's gameplay block is not the player's
// to dismiss (can-close 0: only the modal's own buttons lead away); a scan verification waits on
// documents the player may go and upload, so its modal may be closed (can-close 1).
// spec 001 §6 gameValidations: the AML / source-of-wealth error when amlStatus or kycStatus is not
// '0' — the AML modal, and spec 000 §8's AML message for 10 s; its text names source of wealth for
// an AML status and additional verification for a KYC status alone. Then a responsible-gaming
// trigger block, then an unverified German player, with the KYC message.
const REASON_BLOCKS: Record<PlayReason, ReasonBlock | null> = {
  'account-blocked': null,
  'self-excluded': null,
  'timed-out': null,
  'unverified-block': {
    runs: 'before-real-play',
    block: { kind: 'modal', modal: 'unverified-block', reasonKey: 'game_block_unverified_text' },
  },
  'pep-block': {
    runs: 'before-real-play',
    block: { kind: 'modal', modal: 'pep-block', reasonKey: 'game_block_pep_text' },
  },
  'kyc-block': {
    runs: 'before-real-play',
    block: { kind: 'modal', modal: 'kyc-block', reasonKey: 'game_block_kyc_text' },
  },
  'gameplay-block': {
    runs: 'before-real-play',
    block: {
      kind: 'modal',
      modal: 'gameplay-block',
      params: { [CAN_CLOSE]: '0' },
      reasonKey: 'game_block_gameplay_text',
    },
  },
  'scan-verification': {
    runs: 'before-real-play',
    block: {
      kind: 'modal',
      modal: 'gameplay-block',
      params: { [CAN_CLOSE]: '1' },
      // Documents are asked for; once one is sent, DOCUMENTS_PENDING says it is being checked.
      reasonKey: 'game_block_kyc_text',
    },
  },
  'aml-status': {
    runs: 'game-validation',
    block: {
      kind: 'modal',
      modal: 'aml-error',
      reasonKey: 'source_of_wealth_required',
      notification: 'aml',
    },
  },
  'kyc-status': {
    runs: 'game-validation',
    block: {
      kind: 'modal',
      modal: 'aml-error',
      reasonKey: 'additional_verification_required',
      notification: 'aml',
    },
  },
  'rg-trigger-block': {
    runs: 'game-validation',
    block: { kind: 'notice', reasonKey: 'game_rg_trigger_block_text' },
  },
  'unverified-german-player': {
    runs: 'game-validation',
    block: { kind: 'notice', reasonKey: 'game_kyc_required_text' },
  },
};

/** spec 001 §2 doc-pending: told instead of a reason documents lift, while they await review. */
const DOCUMENTS_PENDING: GameCheckBlock = {
  kind: 'modal',
  modal: 'doc-pending',
  reasonKey: 'game_block_scan_verification_text',
};

/** Whether a reason's block applies to this opening of the game. */
function isRunning(runs: ReasonBlock['runs'], { isLogged, mode, onloadError }: GameCheckContext) {
  if (!isLogged) return false;
  // gameValidations run before real play, and for any mode after a validating onload error.
  return mode === 'real' || (runs === 'game-validation' && isValidatingError(onloadError));
}

/**
 * spec 001 §6 for a logged-in player: the server's first reason the page has a block for, in the
 * server's order (unverified, PEP, KYC, gameplay and scan blocks, then AML / SOWQ, RG trigger
 * block, unverified DE player), among those that apply to this opening of the game.
 */
const serverReasons: PrePlayCheck = (context) => {
  for (const reason of context.config.playReasons) {
    const entry = REASON_BLOCKS[reason];
    if (entry !== null && isRunning(entry.runs, context)) {
      return context.config.hasDocumentsPending === true &&
        REASONS_LIFTED_BY_DOCUMENTS.includes(reason)
        ? DOCUMENTS_PENDING
        : entry.block;
    }
  }
  return null;
};

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
 * error, the visitor's demo rule, then the server's reasons in spec 001 §6's order for a logged-in
 * player: unverified block, PEP block, KYC block (with spec 000 §6's gameplay block and scan
 * verification), then gameValidations (AML / SOWQ, RG trigger block, unverified DE player).
 */
export const PRE_PLAY_CHECKS: readonly PrePlayCheck[] = [
  inMaintenance,
  offline,
  onloadNotice,
  visitorWithoutDemo,
  serverReasons,
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
