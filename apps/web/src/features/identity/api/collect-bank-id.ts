import {
  type TBankIdQuery,
  type TBankIdResponse,
  ZBankIdResponse,
} from '@playfair/contracts/bankid';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

export type CollectBankIdInput = Required<TBankIdQuery>;

/**
 * GET /{locale}/bankid-login?orderRef= (spec 000 §3 "Bank-id response"): the result of an order the
 * person answered. Logged in (the server started the session), `register`, `pending`, or refused.
 * A state-changing GET (it may start a session): a mutation, never cached or retried.
 */
export function collectBankId({
  locale,
  orderRef,
}: CollectBankIdInput & { locale: string }): Promise<TBankIdResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/bankid-login`, {
    query: { orderRef },
    schema: ZBankIdResponse,
  });
}

export function useCollectBankId({ locale }: { locale: string }) {
  return useMutation({
    mutationFn: ({ orderRef }: CollectBankIdInput) => collectBankId({ locale, orderRef }),
  });
}
