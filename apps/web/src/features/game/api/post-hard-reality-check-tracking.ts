import {
  type TConfirmationTrackingResponse,
  type ZConfirmationTrackingRequest,
  ZConfirmationTrackingResponse,
} from '@playfair/contracts/game-session';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { httpRequest } from '../../../shared/http/http-client';

export type ConfirmationAction = z.infer<typeof ZConfirmationTrackingRequest>['action'];

const ZTrackingAnswer = z.union([ZConfirmationTrackingResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/public-api/v1/reality-check/confirmation-tracking (form: action, csrf_token): how
 * the player left the hard check (`logout`, `auto-logout`). Null when the session is gone (the
 * csrf retries ran out): the player is logged out either way.
 */
export async function postHardRealityCheckTracking({
  locale,
  action,
  token,
}: {
  locale: string;
  action: ConfirmationAction;
  token: (isRefresh: boolean) => Promise<string>;
}): Promise<TConfirmationTrackingResponse | null> {
  const outcome = await postWithCsrfRetry({
    send: (csrfToken) =>
      httpRequest(
        `/${encodeURIComponent(locale)}/public-api/v1/reality-check/confirmation-tracking`,
        { method: 'POST', form: { action, csrf_token: csrfToken }, schema: ZTrackingAnswer },
      ),
    token,
  });
  return outcome.kind === 'answer' ? outcome.answer : null;
}
