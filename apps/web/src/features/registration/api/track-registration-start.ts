import { ZRegistrationStartResponse } from '@playfair/contracts/registration';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /user/facebook-tracking/registration-start (spec 001 §7): fire and forget. The answer, or
 * its failure, changes nothing for the player.
 */
export function trackRegistrationStart(): void {
  httpRequest('/user/facebook-tracking/registration-start', {
    schema: ZRegistrationStartResponse,
  }).catch(() => undefined);
}
