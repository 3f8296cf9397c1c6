import { ZAnnualKycModalResponse } from '@playfair/contracts/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { httpRequest } from '../../../shared/http/http-client';
import { type AnnualKycFragment, readAnnualKycFragment } from '../model/annual-kyc-fragment';

/** GET public-api/user/annual-kyc-modal (spec 001 §7): reads data.html, the form. */
export async function getAnnualKycModal({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AnnualKycFragment> {
  const answer = await httpRequest('/public-api/user/annual-kyc-modal', {
    schema: ZAnnualKycModalResponse,
    signal,
  });
  const fragment = readAnnualKycFragment(answer.data.html);
  if (fragment === null) {
    throw ApiError.client(
      CLIENT_ERROR_CODES.invalidResponse,
      200,
      'The annual KYC form could not be read',
    );
  }
  return fragment;
}

export function annualKycModalQueryOptions({ userId }: { userId: string }) {
  return queryOptions({
    queryKey: ['annual-kyc-modal', userId],
    queryFn: ({ signal }) => getAnnualKycModal({ signal }),
    // The form shows the details of the moment it opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAnnualKycModal(input: { userId: string }) {
  return useQuery(annualKycModalQueryOptions(input));
}
