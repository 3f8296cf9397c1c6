import type { TAppConfig } from '@playfair/contracts/app-config';
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
};

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
export function onloadModals(actions: readonly OnloadAction[]): OnloadModal[] {
  return actions.flatMap(({ action, params }): OnloadModal[] => {
    const named = ownValue(MODAL_ACTIONS, action);
    if (named !== undefined) return [{ id: named }];
    if (action !== 'modal' || !isModalId(params.name)) return [];
    const { name: _name, ...rest } = params;
    const modalParams = stringParams(rest);
    return [{ id: params.name, ...(modalParams === undefined ? {} : { params: modalParams }) }];
  });
}
