import { ZPostcodeResponse } from '@playfair/contracts/registration';
import { queryOptions } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * spec 001 §7: `check` asks only whether the code names a blocked region (as the player types);
 * `validate` whether the code can be used at all (before leaving section 2, country 40).
 */
export type PostcodeCall = 'check' | 'validate';

export function postcodePath(call: PostcodeCall, countryId: number, postcode: string): string {
  return `/postcode/${call}/${countryId}/${encodeURIComponent(postcode.trim())}`;
}

/** GET /postcode/{check|validate}/{countryId}/{postcode}: reads blocked. */
export function getPostcodeVerdict(
  call: PostcodeCall,
  countryId: number,
  postcode: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return httpRequest(postcodePath(call, countryId, postcode), {
    schema: ZPostcodeResponse,
    signal,
  });
}

export function postcodeQueryOptions(call: PostcodeCall, countryId: number, postcode: string) {
  return queryOptions({
    queryKey: ['registration', 'postcode', call, countryId, postcode.trim()],
    queryFn: ({ signal }) => getPostcodeVerdict(call, countryId, postcode, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
