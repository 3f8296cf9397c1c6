import type {
  TBalanceResponse,
  TBlackjackMove,
  TBlackjackResponse,
  TPauseResponse,
  TRoundRequest,
  TRoundResponse,
} from '../../src/api-contract';
import type { StudioErrorBody } from '../../src/errors';

// The session API (README "Client API"): the session id as a bearer token, JSON bodies.

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    readonly details: Record<string, unknown>,
  ) {
    super(code);
  }
}

export type Api = {
  playRound(body: TRoundRequest): Promise<TRoundResponse>;
  blackjack(move: TBlackjackMove, stake?: number): Promise<TBlackjackResponse>;
  balance(): Promise<TBalanceResponse>;
  /** Tells the studio the casino paused the game, or let it go on. */
  setPaused(isPaused: boolean): Promise<TPauseResponse>;
};

export function createApi(sessionId: string): Api {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${sessionId}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('CASINO_UNAVAILABLE', {});
    }
    const payload = (await response.json().catch(() => null)) as T | StudioErrorBody | null;
    if (!response.ok || payload === null) {
      const error = (payload as StudioErrorBody | null)?.error;
      throw new ApiError(error?.code ?? 'error', error ?? {});
    }
    return payload as T;
  }
  return {
    playRound: (body) => call('POST', '/api/rounds', body),
    blackjack: (move, stake) =>
      call('POST', `/api/blackjack/${move}`, stake === undefined ? {} : { stake }),
    balance: () => call('GET', '/api/balance'),
    setPaused: (isPaused) => call('POST', '/api/session/pause', { isPaused }),
  };
}
