import { ZCsrfErrorResponse, type TCsrfErrorResponse } from '@playfair/contracts/identity';
import { type TRace, type TRaceOptInResponse, ZRaceOptInResponse } from '@playfair/contracts/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { RACES_QUERY_ROOT } from '../../../shared/races/get-races';

/** The answer, or the csrf-error every logged-in form may get (spec 000 §4). */
const ZRaceOptInAnswer = z.union([ZRaceOptInResponse, ZCsrfErrorResponse]);

export type RaceOptInOutcome =
  | { kind: 'answered'; answer: TRaceOptInResponse }
  /** spec 000 §4: the csrf retries ran out; the session-expired modal takes over. */
  | { kind: 'session-expired' };

/**
 * POST /{locale}/evolution-optin (spec 001 §7), form-encoded: `campaign_id` the race's id,
 * `duration` the race's minutes, and the session's CSRF token.
 */
export function postRaceOptIn({
  locale,
  race,
  csrfToken,
}: {
  locale: string;
  race: Pick<TRace, 'raceId' | 'duration'>;
  csrfToken: string;
}): Promise<TRaceOptInResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/evolution-optin`, {
    method: 'POST',
    form: { campaign_id: race.raceId, duration: race.duration, csrf_token: csrfToken },
    schema: ZRaceOptInAnswer,
  });
}

/** Opts the player into a race; every race query is read again once the server has answered. */
export function useOptInToRace({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (race: Pick<TRace, 'raceId' | 'duration'>): Promise<RaceOptInOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postRaceOptIn({ locale, race, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'answered', answer: outcome.answer };
    },
    onSuccess: (outcome) =>
      outcome.kind === 'answered'
        ? queryClient.invalidateQueries({ queryKey: [RACES_QUERY_ROOT] })
        : undefined,
  });
}
