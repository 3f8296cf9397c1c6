import { type SUBDIVISION_LEVELS, ZSubdivisionsResponse } from '@playfair/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

export type SubdivisionLevel = (typeof SUBDIVISION_LEVELS)[number];

/** Peru: the parent of its departments (and, for the migration's lookup, of every district). */
export const PERU_SUBDIVISION_ROOT = 'PE';

/**
 * GET /get-subdivisions/{level}/{parentId} (spec 001 §7, MINCETUR): name → value (the UBIGEO
 * code). The registration asks department/PE, then the district under it; the Peruvian
 * migration asks district/PE, then the department of the district.
 */
export function getSubdivisions(
  level: SubdivisionLevel,
  parentId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return httpRequest(`/get-subdivisions/${level}/${encodeURIComponent(parentId)}`, {
    schema: ZSubdivisionsResponse,
    signal,
  });
}

export function subdivisionsQueryOptions(level: SubdivisionLevel, parentId: string) {
  return queryOptions({
    queryKey: ['subdivisions', level, parentId],
    queryFn: ({ signal }) => getSubdivisions(level, parentId, { signal }),
    // Administrative divisions change by law, not by the hour.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The subdivisions under `parentId`; nothing is asked until there is a parent. */
export function useSubdivisions(level: SubdivisionLevel, parentId: string) {
  return useQuery({ ...subdivisionsQueryOptions(level, parentId), enabled: parentId !== '' });
}
