import { ZOptInResponse } from '@playfair/contracts/raffles';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpRequest } from '../../../shared/http/http-client';

export type TOptInResponse = z.infer<typeof ZOptInResponse>;

/**
 * GET /{locale}/optin-user-to-raffle?raffleId: a GET that changes state (spec 000 §7); the http
 * client sends the XMLHttpRequest marker the server asks for.
 */
export function optInToRaffle({
  locale,
  raffleId,
}: {
  locale: string;
  raffleId: string;
}): Promise<TOptInResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/optin-user-to-raffle`, {
    schema: ZOptInResponse,
    query: { raffleId },
  });
}

export function useOptInToRaffle({ locale }: { locale: string }) {
  return useMutation({
    mutationFn: (raffleId: string) => optInToRaffle({ locale, raffleId }),
  });
}
