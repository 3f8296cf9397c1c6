import {
  type TSessionOptionsResponse,
  ZSessionOptionsResponse,
} from '@playfair/contracts/game-session';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/game/session/options?gameId= (spec 001 §3): whether this slot needs limits chosen
 * first, the check screen's texts and choices, and the session already running at it.
 */
export function getSessionOptions({
  locale,
  gameId,
  signal,
}: {
  locale: string;
  gameId: string;
  signal?: AbortSignal;
}): Promise<TSessionOptionsResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/game/session/options`, {
    query: { gameId },
    schema: ZSessionOptionsResponse,
    signal,
  });
}
