import type { Locale } from '@playfair/domain/locales';
import type { FastifyRequest } from 'fastify';
import { userAgentOf } from './client';
import { edgeCountryOf } from './edge-country';

/** Who asks, from where: what the app configuration, the lobby and the modals decide by. */
export type RequestVisitor<Player> = {
  locale: Locale;
  userAgent: string | undefined;
  /** ISO country the edge reported (GEO_COUNTRY_HEADER), when configured and well-formed. */
  edgeCountry: string | undefined;
  /** The logged-in player, or null for a visitor. */
  player: Player | null;
};

export async function visitorOf<Player>(
  request: FastifyRequest,
  {
    auth,
    geoCountryHeader,
  }: {
    /** Reads the session cookie (identity's plugin builds it). */
    auth: { currentPlayer(request: FastifyRequest): Promise<Player | null> };
    geoCountryHeader: string | undefined;
  },
): Promise<RequestVisitor<Player>> {
  return {
    locale: request.locale,
    userAgent: userAgentOf(request),
    edgeCountry: edgeCountryOf(request, geoCountryHeader),
    player: await auth.currentPlayer(request),
  };
}
