import type { IncomingHttpHeaders } from 'node:http';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER } from '@playfair/contracts/provider-api';
import { isValidProviderSignature } from '@playfair/contracts/provider-signature';
import { AppError } from '../../platform/errors';

/** The providers allowed to call, with their signing secrets (config.gameProviders). */
export type ProviderCredentials = readonly { id: string; secret: string }[];

/**
 * DESIGN §7: how a provider's call is recognised — `X-Provider-Id` names a configured provider and
 * `X-Playfair-Signature` is the HMAC of the exact body bytes with that provider's secret. Every
 * signed route checks it here: the provider API's calls and the jackpot feed.
 */
export type ProviderRequestVerifier = {
  /** The calling provider's id; PROVIDER_UNKNOWN when the header names no configured provider. */
  providerOf(headers: IncomingHttpHeaders): string;
  /** Whether `rawBody` carries the calling provider's signature. */
  isSigned(headers: IncomingHttpHeaders, rawBody: Buffer): boolean;
};

export function createProviderRequestVerifier(
  providers: ProviderCredentials,
): ProviderRequestVerifier {
  const secrets = new Map(providers.map((provider) => [provider.id, provider.secret]));
  function providerOf(headers: IncomingHttpHeaders): string {
    const id = headers[PROVIDER_ID_HEADER];
    if (typeof id !== 'string' || !secrets.has(id)) throw new AppError('PROVIDER_UNKNOWN');
    return id;
  }
  return {
    providerOf,
    isSigned(headers, rawBody) {
      const secret = secrets.get(providerOf(headers));
      const header = headers[PROVIDER_SIGNATURE_HEADER];
      return (
        secret !== undefined &&
        isValidProviderSignature(secret, rawBody, typeof header === 'string' ? header : undefined)
      );
    },
  };
}
