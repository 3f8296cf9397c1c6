import { type TRealityCheckStatus, ZRealityCheckStatus } from '@playfair/contracts/game-session';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/reality-check/get: the reality-check clock read again (it changes nothing). */
export function getRealityCheckStatus({
  locale,
}: {
  locale: string;
}): Promise<TRealityCheckStatus> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check/get`, {
    schema: ZRealityCheckStatus,
  });
}
