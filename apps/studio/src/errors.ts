// DESIGN §5 / CONVENTIONS "Errors": one list of codes, each with its HTTP status; the client shows
// the text of its catalog for the code (client/src/i18n.ts), `message` is the English text for
// callers without one. Internal detail goes to the log, never into a 5xx answer.

export const STUDIO_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'The request is not valid.' },
  LAUNCH_INVALID: { status: 400, message: 'The game cannot start: the launch link is not valid.' },
  LAUNCH_REFUSED: {
    status: 401,
    message: 'The casino did not accept this game session. Please reopen the game.',
  },
  SESSION_INVALID: { status: 401, message: 'Your game session has ended. Please reopen the game.' },
  /** A casino call (free rounds) without this studio's provider id or a valid signature. */
  SIGNATURE_INVALID: { status: 401, message: 'The call is not signed by the casino.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send JSON.' },
  STAKE_INVALID: { status: 400, message: 'Choose one of the offered stakes.' },
  BETS_INVALID: { status: 400, message: 'Those bets are not on the table.' },
  WRONG_GAME: { status: 409, message: 'This session plays another game.' },
  MIN_CYCLE: { status: 409, message: 'Please wait: the next round can start in a moment.' },
  ROUND_IN_PROGRESS: { status: 409, message: 'A round is already in progress.' },
  GAME_PAUSED: { status: 409, message: 'The game is paused by the casino.' },
  NO_OPEN_ROUND: { status: 409, message: 'There is no hand in play.' },
  ACTION_NOT_ALLOWED: { status: 409, message: 'That move is not possible now.' },
  FREE_ROUNDS_NOT_FOUND: { status: 404, message: 'No free rounds were granted with this id.' },
  FREE_ROUNDS_CONFLICT: {
    status: 409,
    message: 'Free rounds with this id were granted with other terms.',
  },
  FREE_ROUNDS_ENDED: {
    status: 409,
    message: 'The casino has ended your free spins: this spin did not count.',
  },
  INSUFFICIENT_FUNDS: { status: 402, message: 'Your balance is too low for this stake.' },
  PLAYER_BLOCKED: { status: 403, message: 'The casino has paused play on your account.' },
  CASINO_PAUSED_PLAY: {
    status: 403,
    message: 'The casino has paused play: see the message on the casino page.',
  },
  STAKE_ABOVE_CAP: {
    status: 403,
    message: 'This stake is above the limit the casino allows you. Choose a lower stake.',
  },
  CASINO_REFUSED: { status: 502, message: 'The casino refused the bet. No money was taken.' },
  CASINO_UNAVAILABLE: {
    status: 503,
    message: 'The casino cannot be reached. The round was cancelled and no money was taken.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type StudioErrorCode = keyof typeof STUDIO_ERRORS;

export class StudioError extends Error {
  override name = 'StudioError';
  readonly code: StudioErrorCode;
  /** Extra fields for the caller (e.g. the balance with INSUFFICIENT_FUNDS, the wait with MIN_CYCLE). */
  readonly details: Record<string, unknown>;

  constructor(code: StudioErrorCode, details: Record<string, unknown> = {}, message?: string) {
    super(message ?? STUDIO_ERRORS[code].message);
    this.code = code;
    this.details = details;
  }
}

export type StudioErrorBody = {
  success: false;
  error: { code: StudioErrorCode; message: string } & Record<string, unknown>;
  requestId: string;
};

export function errorBody(error: StudioError, requestId: string): StudioErrorBody {
  return {
    success: false,
    error: { code: error.code, message: error.message, ...error.details },
    requestId,
  };
}

export function statusOf(error: StudioError): number {
  return STUDIO_ERRORS[error.code].status;
}
