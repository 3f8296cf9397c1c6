import { type TKycDocumentsResponse, ZKycDocumentsResponse } from '@playfair/contracts/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/documents: the player's own verification documents, newest first. */
export function getDocuments({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TKycDocumentsResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/documents`, {
    schema: ZKycDocumentsResponse,
    signal,
  });
}

export function documentsQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['kyc-documents', userId],
    queryFn: ({ signal }) => getDocuments({ locale, signal }),
  });
}

export function useDocuments(input: { locale: string; userId: string }) {
  return useQuery(documentsQueryOptions(input));
}
