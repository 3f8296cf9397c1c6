import { ZCloseSessionResponse } from '@playfair/contracts/gaming';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/user/close-session[?gameId=] (changes state: the XHR marker, which the http client
 * always sends): ends the player's game sessions, or only those of one game. `keepalive` lets the
 * call finish while the page goes away (the player leaves the game view, spec 001 §4).
 */
export async function closeSession({
  locale,
  gameId,
  keepalive = false,
}: {
  locale: string;
  gameId?: string;
  keepalive?: boolean;
}): Promise<number> {
  const answer = await httpRequest(`/${encodeURIComponent(locale)}/user/close-session`, {
    query: { gameId },
    schema: ZCloseSessionResponse,
    keepalive,
  });
  return answer.closed;
}
