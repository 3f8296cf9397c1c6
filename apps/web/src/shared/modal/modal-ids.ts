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
  // DESIGN §11: offers to claim, running bonuses and free spins (history route `rewards`).
  'rewards',
  // Responsible gambling: after a time-out, a self-exclusion or the panic button (logged out).
  'break-started',
  // The lobby (spec 001 §2): the game-providers modal and the search overlay.
  'game-providers',
  'search',
  // Loaded from GET /modal/{name} (spec 001 §2 / §7; SERVER_MODAL_NAMES in contracts/lobby.ts).
  'unverified-block',
  'pep-block',
  'kyc-block',
  'doc-pending',
  'gameplay-block',
  'play-for-real-please',
  'aml-error',
  'confirm-deposit',
  'mobile-casino-app-download',
  // spec 001 §2 / §8: the marketing consents, the generic error, the satisfaction survey
  // (onload action delighted) and the fake-or-real popup.
  'marketing-consents',
  'generic-error',
  'survey',
  'fake-or-real',
  // spec 000 §2 / §4: the Croatian migration notice (the account moves from kuna to euro).
  'euro-migration',
  // spec 001 §2: the German (LUGAS) and Peruvian (MINCETUR) migration modals.
  'lugas-migration',
  'pe-migration',
  // spec 001 §2 annual KYC (German): onload action deAnnualKycModal while the review is due.
  'annual-kyc',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (MODAL_IDS as readonly string[]).includes(value);
}
