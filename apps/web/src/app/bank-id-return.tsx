import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCollectBankId } from '../features/identity/api/collect-bank-id';
import { BankIdCollectStatus } from '../features/identity/components/bank-id-collect-status';
import {
  BANK_ID_LOGIN_PARAMS,
  type BankIdCollectOutcome,
  bankIdCollectOutcome,
  bankIdReturnOrder,
  withoutBankIdReturn,
} from '../features/identity/model/bank-id-login';
import { BANK_ID_ORDER_PARAM } from '../features/registration/model/registration-entry';
import { useAppConfig } from '../shared/config/app-config-context';
import { GENERIC_ERROR_PARAMS } from '../shared/generic-error/generic-error-modal';
import { errorText } from '../shared/http/error-text';
import { useModals } from '../shared/modal/modal-context';
import { loadPage } from '../shared/navigation/page-load';
import { modalRegistryFor } from './modal-registry';

/** Carries out what a collected order came to, once, over the page without `?bankid=`. */
function BankIdOutcomeAction({ outcome }: { outcome: BankIdCollectOutcome }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const modals = useModals();
  const hasActed = useRef(false);

  useEffect(() => {
    if (hasActed.current) return;
    hasActed.current = true;
    const loginWithError = (message: string | null) =>
      modals.open('login', {
        params: { [BANK_ID_LOGIN_PARAMS.error]: message ?? t('generic_error_msg') },
      });
    switch (outcome.kind) {
      case 'logged-in':
        // The server started the session: the page load brings the player's configuration.
        loadPage(outcome.redirect);
        return;
      case 'register':
        // The feature passes to registration through the modal manager, never by an import.
        if (modalRegistryFor(config).register === undefined) {
          // registration_static_v3: no modal to take the order; the server's text says why.
          loginWithError(outcome.message);
          return;
        }
        modals.open('register', { params: { [BANK_ID_ORDER_PARAM]: outcome.orderRef } });
        return;
      case 'pending':
        modals.open('login', {
          params: { [BANK_ID_LOGIN_PARAMS.pendingOrder]: outcome.orderRef },
        });
        return;
      case 'refused':
        // spec 000 §8: "The bank-id error opens a generic error modal", with the server's text.
        modals.open('generic-error', {
          params: { [GENERIC_ERROR_PARAMS.message]: outcome.message ?? t('generic_error_msg') },
        });
        return;
    }
  }, [outcome, modals, config, t]);

  return outcome.kind === 'logged-in' ? <BankIdCollectStatus /> : null;
}

/**
 * spec 001 §2 "Sweden with bank ID enabled uses bank-ID login": the identity provider sends the
 * browser back to /{locale}/?bankid=<orderRef>. The parameter leaves the address at once
 * (replacing its history entry, so a reload does not collect twice), the order is collected
 * (features/identity), and its outcome is carried out: a page load when the server logged the person
 * in, the registration modal with the order for a person without an account, the login modal
 * with a pending notice, or the generic error modal with the refusal.
 */
export function BankIdReturn() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const collected = useCollectBankId({ locale });
  const { mutate: collect } = collected;
  const orderRef = bankIdReturnOrder(location.search);
  const handledEntry = useRef<string | null>(null);

  // The return address is a command that arrives with a page load (or the login's retry): like
  // the server's onload actions, it is carried out once, per history entry.
  useEffect(() => {
    if (orderRef === null || handledEntry.current === location.key) return;
    handledEntry.current = location.key;
    void navigate(
      {
        pathname: location.pathname,
        search: withoutBankIdReturn(location.search),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );
    collect({ orderRef });
  }, [orderRef, location, navigate, collect]);

  if (collected.isPending) return <BankIdCollectStatus />;
  const outcome: BankIdCollectOutcome | null = collected.isSuccess
    ? bankIdCollectOutcome(collected.data, collected.variables.orderRef)
    : collected.isError
      ? { kind: 'refused', message: errorText(collected.error, t) }
      : null;
  // Only once the address is clean: a modal opened now takes the page without `?bankid=` as
  // the address it goes back to when it closes.
  if (outcome === null || orderRef !== null) return null;
  return <BankIdOutcomeAction key={collected.submittedAt} outcome={outcome} />;
}
