import { type SUBDIVISION_LEVELS, ZSubdivisionsResponse } from '@playfair/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../../shared/http/http-client';

type SubdivisionLevel = (typeof SUBDIVISION_LEVELS)[number];

/** Every Peruvian district (named with its province) hangs under the country. */
export const PERU_ROOT = 'PE';

/**
 * GET /get-subdivisions/{level}/{parentId} (spec 001 §7, MINCETUR): name → UBIGEO code. The
 * migration asks district/PE, then department/{district}: the district leads to its department.
 */
export function getPeSubdivisions(
  level: SubdivisionLevel,
  parentId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return httpRequest(`/get-subdivisions/${level}/${encodeURIComponent(parentId)}`, {
    schema: ZSubdivisionsResponse,
    signal,
  });
}

export function peSubdivisionsQueryOptions(level: SubdivisionLevel, parentId: string) {
  return queryOptions({
    queryKey: ['pe-migration', 'subdivisions', level, parentId],
    queryFn: ({ signal }) => getPeSubdivisions(level, parentId, { signal }),
    // Administrative divisions change by law, not by the hour.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The subdivisions under `parentId`; nothing is asked until there is a parent. */
export function usePeSubdivisions(level: SubdivisionLevel, parentId: string) {
  return useQuery({ ...peSubdivisionsQueryOptions(level, parentId), enabled: parentId !== '' });
}
