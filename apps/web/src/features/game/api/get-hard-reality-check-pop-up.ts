import { ZTrackingResponse } from '@playfair/contracts/game-session';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/public-api/v1/reality-check/pop-up-tracking (changes state): the hard check was
 * shown to the player. Told once per showing; its answer changes nothing on the page.
 */
export async function getHardRealityCheckPopUp({ locale }: { locale: string }): Promise<void> {
  await httpRequest(`/${encodeURIComponent(locale)}/public-api/v1/reality-check/pop-up-tracking`, {
    schema: ZTrackingResponse,
  });
}
