import { type TBankIdResponse, ZBankIdResponse } from '@playfair/contracts/bankid';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/bankid-login (spec 000 §7; spec 001 §2: bank-ID login under SGA): starts an order
 * and answers the identity provider's page (giiUrl). The locale is in the path because the server
 * reads the market, and the address the provider sends the browser back to, from it.
 */
export function startBankIdLogin({ locale }: { locale: string }): Promise<TBankIdResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/bankid-login`, { schema: ZBankIdResponse });
}

export function useStartBankIdLogin({ locale }: { locale: string }) {
  return useMutation({ mutationFn: () => startBankIdLogin({ locale }) });
}
