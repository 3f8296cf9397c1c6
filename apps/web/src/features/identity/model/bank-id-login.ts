import type { TAppConfig } from '@playfair/contracts/app-config';
import { type TBankIdResponse, ZBankIdQuery } from '@playfair/contracts/bankid';
import type { ModalParams } from '../../../shared/modal/modal-stack';

// spec 001 §2 "Sweden with bank ID enabled uses bank-ID login": GET /bankid-login starts an order
// and the browser opens the identity provider's page; once the person answers, the provider sends
// the browser back to /{locale}/?bankid=<orderRef>, where GET /bankid-login?orderRef= collects it.

/** The authority whose players log in (and register) with bank ID: SGA, Sweden. */
export const BANK_ID_AUTHORITY = 'SGA';

/** `/{locale}/?bankid=<orderRef>`: where the identity provider sends the browser back. */
export const BANK_ID_RETURN_PARAM = 'bankid';

/** What the login modal is opened with after a collect that did not log the person in. */
export const BANK_ID_LOGIN_PARAMS = {
  /** The order is not answered yet: a notice, and a retry of the collect. */
  pendingOrder: 'bankidPendingOrder',
  /** The server's refusal, already in the visitor's language. */
  error: 'bankidError',
} as const;

export function isBankIdLogin(config: Pick<TAppConfig, 'licencesAuthority'>): boolean {
  return config.licencesAuthority === BANK_ID_AUTHORITY;
}

/** The login modal was opened to tell what came of a collected order. */
export function isBankIdFollowUp(params: ModalParams | undefined): boolean {
  return Object.values(BANK_ID_LOGIN_PARAMS).some((name) => params?.[name] !== undefined);
}

/** The order reference of a return address, when it is a well-formed one (ZBankIdQuery). */
export function bankIdReturnOrder(search: string): string | null {
  const orderRef = new URLSearchParams(search).get(BANK_ID_RETURN_PARAM);
  if (orderRef === null) return null;
  const parsed = ZBankIdQuery.safeParse({ orderRef });
  return parsed.success ? (parsed.data.orderRef ?? null) : null;
}

/** The search of an address without the return parameter (`?bankid=…&x=1` → `?x=1`). */
export function withoutBankIdReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(BANK_ID_RETURN_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The return address of `orderRef` on the page `base` (a path with its search): collects again. */
export function bankIdReturnPath(base: string, orderRef: string): string {
  const url = new URL(base, 'http://playfair.invalid');
  url.searchParams.set(BANK_ID_RETURN_PARAM, orderRef);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type BankIdCollectOutcome =
  /** The server started the session: a page load to `redirect` brings the new configuration. */
  | { kind: 'logged-in'; redirect: string }
  /** A verified person without an account: registration claims the order. */
  | { kind: 'register'; orderRef: string; message: string | null }
  | { kind: 'pending'; orderRef: string }
  /** Cancelled, expired or unknown; null when the server gave no text. */
  | { kind: 'refused'; message: string | null };

/** What the answer of GET /bankid-login?orderRef= means for the visitor (ZBankIdResponse). */
export function bankIdCollectOutcome(
  answer: TBankIdResponse,
  orderRef: string,
): BankIdCollectOutcome {
  if (answer.success && answer.redirect !== undefined) {
    return { kind: 'logged-in', redirect: answer.redirect };
  }
  if (answer.register === true) {
    return { kind: 'register', orderRef: answer.orderRef ?? orderRef, message: answer.error };
  }
  if (answer.pending === true) return { kind: 'pending', orderRef: answer.orderRef ?? orderRef };
  return { kind: 'refused', message: answer.error };
}
