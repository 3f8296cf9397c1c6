import {
  type TLugasUserDataResponse,
  ZLugasUserDataResponse,
} from '@playfair/contracts/lugas-migration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../../shared/http/http-client';

/** GET /public-api/user/get-user-data-for-lugas-migration (spec 001 §7): the form's start values. */
export async function getLugasUserData({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TLugasUserDataResponse['data']> {
  const answer = await httpRequest(
    `/${encodeURIComponent(locale)}/public-api/user/get-user-data-for-lugas-migration`,
    { schema: ZLugasUserDataResponse, signal },
  );
  return answer.data;
}

/** The player's own data: never kept for another player, read afresh each time the modal opens. */
export function lugasUserDataQueryOptions(input: { locale: string; userId: string | null }) {
  return queryOptions({
    queryKey: ['lugas-migration', 'user-data', input.locale, input.userId],
    queryFn: ({ signal }) => getLugasUserData({ locale: input.locale, signal }),
    staleTime: 0,
  });
}

export function useLugasUserData(input: { locale: string; userId: string | null }) {
  return useQuery(lugasUserDataQueryOptions(input));
}
