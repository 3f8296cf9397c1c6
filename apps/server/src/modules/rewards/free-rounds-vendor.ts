import {
  STUDIO_FREE_ROUNDS_PATH,
  ZFreeRoundsGrantResponse,
  type TFreeRoundsGrantRequest,
} from '@playfair/contracts/free-rounds';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER } from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';

// DESIGN §11: free rounds are granted to the game provider through a signed call, as aggregators
// take them; the provider then plays them with no debit and reports each round through the
// provider API. One interface; the studio's HTTP client is the one implementation here.

export type FreeRoundsVendor = {
  /** Tells the provider of the grant; answers the rounds it holds, or throws when not delivered. */
  grant(providerId: string, request: TFreeRoundsGrantRequest): Promise<{ roundsLeft: number }>;
  /** Ends what is left of a grant at the provider (best effort; the casino refuses it anyway). */
  cancel(providerId: string, freeRoundsId: string): Promise<void>;
};

export type VendorEndpoint = { baseUrl: string; secret: string };

export function createHttpFreeRoundsVendor(
  endpoints: (providerId: string) => VendorEndpoint | undefined,
  { timeoutMs = 5_000, fetch: doFetch = fetch }: { timeoutMs?: number; fetch?: typeof fetch } = {},
): FreeRoundsVendor {
  async function post(providerId: string, path: string, payload: object): Promise<unknown> {
    const endpoint = endpoints(providerId);
    if (endpoint === undefined) throw new Error(`no free-rounds endpoint for ${providerId}`);
    const body = JSON.stringify(payload);
    const response = await doFetch(`${endpoint.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [PROVIDER_ID_HEADER]: providerId,
        [PROVIDER_SIGNATURE_HEADER]: signProviderBody(endpoint.secret, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`the provider answered ${response.status} to ${path}`);
    return answer;
  }

  return {
    async grant(providerId, request) {
      const parsed = ZFreeRoundsGrantResponse.safeParse(
        await post(providerId, STUDIO_FREE_ROUNDS_PATH, request),
      );
      if (!parsed.success) throw new Error('the provider answered a grant unreadably');
      return { roundsLeft: parsed.data.roundsLeft };
    },
    async cancel(providerId, freeRoundsId) {
      await post(providerId, `${STUDIO_FREE_ROUNDS_PATH}/cancel`, { freeRoundsId });
    },
  };
}
