import type { TAppConfig } from '@playfair/contracts/app-config';
import { SERVER_MODAL_NAMES } from '@playfair/contracts/lobby';
import { isSurveyOffered } from '@playfair/domain/constants';
import { isSupportedLocale } from '@playfair/domain/locales';
import { isModalId, type ModalId } from '../shared/modal/modal-ids';
import type { ModalParams } from '../shared/modal/modal-stack';
import { ownValue } from '@playfair/domain/own';

type OnloadAction = TAppConfig['onloadActions'][number];

export type OnloadModal = { id: ModalId; params?: ModalParams };

// spec 001 §2 "Onload actions driven by server configuration" that open a modal by name.
const MODAL_ACTIONS: Readonly<Record<string, ModalId>> = {
  login: 'login',
  sessionExpired: 'session-expired',
  register: 'register',
  forgotPasswordSms: 'forgot-password-sms',
  deposit: 'deposit',
  rewards: 'rewards',
  // spec 001 §2 marketingConsentsModal: while the player has never answered.
  marketingConsentsModal: 'marketing-consents',
  // spec 001 §2 deAnnualKycModal: while the German annual KYC review is due.
  deAnnualKycModal: 'annual-kyc',
};

/** What decides the modals that depend on the page: the survey's sample, the feature flags. */
export type OnloadModalContext = {
  locale: string;
  /** A draw from [0, 1) for the survey's sample (spec 001 §9). */
  random: number;
  features: Readonly<Record<string, boolean>>;
};

const NO_CONTEXT: OnloadModalContext = { locale: 'en', random: 1, features: {} };

/** The server modals (spec 001 §2 "the block modals") an action named like one opens. */
function isServerModalAction(action: string): action is ModalId {
  return (SERVER_MODAL_NAMES as readonly string[]).includes(action) && isModalId(action);
}

/** Actions whose modal depends on the page, or takes the action's params. */
function contextualModal(
  { action, params }: OnloadAction,
  context: OnloadModalContext,
): OnloadModal[] | null {
  if (action === 'genericModal') {
    // spec 001 §8: generic_error_title, and generic_error_msg or the message the server gives.
    const modalParams = stringParams(params);
    return [{ id: 'generic-error', ...(modalParams === undefined ? {} : { params: modalParams }) }];
  }
  if (action === 'delighted') {
    // spec 001 §9: the survey for a sample of 0.03 of players, never on es and hr.
    const { locale, random } = context;
    return isSupportedLocale(locale) && isSurveyOffered(locale, random) ? [{ id: 'survey' }] : [];
  }
  if (action === 'modal' && params.name === 'fake-or-real') {
    // spec 000 §5: the fake-or-real popup only where its feature flag is on.
    return context.features['fake-or-real-popup'] === true ? [{ id: 'fake-or-real' }] : [];
  }
  if (isServerModalAction(action)) {
    const modalParams = stringParams(params);
    return [{ id: action, ...(modalParams === undefined ? {} : { params: modalParams }) }];
  }
  return null;
}

function stringParams(params: OnloadAction['params']): ModalParams | undefined {
  const entries = Object.entries(params).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [[name, String(value)] as const]
      : [],
  );
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * The modals the server asks for on load, in its order: the named actions, and the generic
 * `modal` action `{ name, ...params }` (login info, brand redirection). Other actions are not
 * modals (notifications, game) and belong to their features.
 */
export function onloadModals(
  actions: readonly OnloadAction[],
  context: OnloadModalContext = NO_CONTEXT,
): OnloadModal[] {
  return actions.flatMap(({ action, params }): OnloadModal[] => {
    const named = ownValue(MODAL_ACTIONS, action);
    if (named !== undefined) return [{ id: named }];
    const contextual = contextualModal({ action, params }, context);
    if (contextual !== null) return contextual;
    if (action !== 'modal' || !isModalId(params.name)) return [];
    const { name: _name, ...rest } = params;
    const modalParams = stringParams(rest);
    return [{ id: params.name, ...(modalParams === undefined ? {} : { params: modalParams }) }];
  });
}
