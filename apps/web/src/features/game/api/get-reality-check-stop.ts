import { type TRealityCheckStatus, ZRealityCheckStatus } from '@playfair/contracts/game-session';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { FRAME_SENDING_MUTATION_KEY } from '../model/casino-message';

/**
 * GET /{locale}/reality-check/stop (changes state): the player has read the check and continues;
 * the answer is the clock started again.
 */
export function getRealityCheckStop({ locale }: { locale: string }): Promise<TRealityCheckStatus> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check/stop`, {
    schema: ZRealityCheckStatus,
  });
}

export function useRealityCheckStop({ locale }: { locale: string }) {
  return useMutation({
    mutationKey: FRAME_SENDING_MUTATION_KEY,
    mutationFn: () => getRealityCheckStop({ locale }),
  });
}
