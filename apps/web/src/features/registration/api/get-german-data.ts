import { ZGermanCitiesFile, ZGermanStatesFile } from '@playfair/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** spec 001 §7: the static data of the German state select and city autocomplete. */
export const GERMAN_DATA_PATHS = {
  states: '/assets/data/de_states.json',
  cities: '/assets/data/de_cities.json',
} as const;

export function getGermanStates({ signal }: { signal?: AbortSignal } = {}) {
  return httpRequest(GERMAN_DATA_PATHS.states, { schema: ZGermanStatesFile, signal });
}

export function getGermanCities({ signal }: { signal?: AbortSignal } = {}) {
  return httpRequest(GERMAN_DATA_PATHS.cities, { schema: ZGermanCitiesFile, signal });
}

export function germanStatesQueryOptions() {
  return queryOptions({
    queryKey: ['registration', 'de-states'],
    queryFn: ({ signal }) => getGermanStates({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function germanCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['registration', 'de-cities'],
    queryFn: ({ signal }) => getGermanCities({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGermanStates(isEnabled: boolean) {
  return useQuery({ ...germanStatesQueryOptions(), enabled: isEnabled });
}

export function useGermanCities(isEnabled: boolean) {
  return useQuery({ ...germanCitiesQueryOptions(), enabled: isEnabled });
}
