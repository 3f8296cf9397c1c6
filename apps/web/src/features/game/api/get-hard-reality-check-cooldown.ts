import {
  type THardRealityCheckStatus,
  ZHardRealityCheckStatus,
} from '@playfair/contracts/game-session';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { FRAME_SENDING_MUTATION_KEY } from '../model/casino-message';

/**
 * GET /{locale}/public-api/v1/reality-check/confirmation-for-cooldown (changes state): the player
 * confirms the hard check; the answer's `cooldownRemaining` is the pause (at most 5 minutes).
 */
export function getHardRealityCheckCooldown({
  locale,
}: {
  locale: string;
}): Promise<THardRealityCheckStatus> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/public-api/v1/reality-check/confirmation-for-cooldown`,
    { schema: ZHardRealityCheckStatus },
  );
}

export function useHardRealityCheckCooldown({ locale }: { locale: string }) {
  return useMutation({
    mutationKey: FRAME_SENDING_MUTATION_KEY,
    mutationFn: () => getHardRealityCheckCooldown({ locale }),
  });
}
