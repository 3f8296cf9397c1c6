import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country as the edge (CDN, load balancer) reports it in `header` (GEO_COUNTRY_HEADER):
 * upper-case ISO 3166-1 alpha-2, or undefined when no header is configured or its value is not one.
 */
export function edgeCountryOf(
  request: FastifyRequest,
  header: string | undefined,
): string | undefined {
  const value = header === undefined ? undefined : request.headers[header];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}
