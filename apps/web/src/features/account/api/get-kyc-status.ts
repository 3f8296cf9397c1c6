import { type TKycStatusResponse, ZKycStatusResponse } from '@playfair/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/kyc/status (spec 000 §7): the AML status, '0' when clear. */
export function getKycStatus({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TKycStatusResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/kyc/status`, {
    schema: ZKycStatusResponse,
    signal,
  });
}

export function kycStatusQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['kyc-status', userId],
    queryFn: ({ signal }) => getKycStatus({ locale, signal }),
  });
}

export function useKycStatus(input: { locale: string; userId: string }) {
  return useQuery(kycStatusQueryOptions(input));
}
