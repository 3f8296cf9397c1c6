import { ZBankIdResponse } from '@playfair/contracts/bankid';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/bankid-login (spec 001 §2: the SGA authority registers through bank ID): giiUrl.
 * The locale is in the path: without it the server takes the browser's language for the market
 * (and for the address the provider sends the browser back to), and answers 404 outside Sweden.
 */
export function startBankId(locale: string) {
  return httpRequest(`/${encodeURIComponent(locale)}/bankid-login`, { schema: ZBankIdResponse });
}

export function useStartBankId(locale: string) {
  return useMutation({ mutationFn: () => startBankId(locale) });
}
