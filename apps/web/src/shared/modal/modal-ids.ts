/**
 * Every modal the app can open, by id. Features register their component for an id from src/app
 * (modal-registry.ts) and open each other's modals by id, so no feature imports another.
 */
export const MODAL_IDS = [
  'login',
  'register',
  'forgot-password',
  'forgot-password-sms',
  'session-expired',
  'login-info',
  'brand-redirection',
  'deposit',
  'card-removal',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (MODAL_IDS as readonly string[]).includes(value);
}
