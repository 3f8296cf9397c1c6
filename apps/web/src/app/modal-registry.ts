import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  BLOCK_MODAL_RETRY_MS,
  LOGIN_AND_BLOCK_MODAL_LAYERS,
  REGISTRATION_MODAL_LAYER,
  SESSION_EXPIRED_MODAL_RETRY_MS,
} from '@playfair/domain/constants';
import { isStaticRegistration } from '../features/registration/model/registration-entry';
import type { ModalDefinition, ModalRegistry } from '../shared/modal/modal-registry';

// spec 001 §9: login and block modals sit on layer 5 or 2. The login and the modals that take its
// place (forgot password, session expired) share layer 5, so each replaces the other; notices the
// server opens on load (login info, brand redirection) sit on layer 2, under them.
const [LOGIN_LAYER, NOTICE_LAYER] = LOGIN_AND_BLOCK_MODAL_LAYERS;

// The cashier sits low (layer 1): the login, the session-expired notice and the block modals
// cover it. Its card removal popup opens over it (layer 3), under the registration's 4.
const DEPOSIT_LAYER = 1;
const CARD_REMOVAL_LAYER = 3;
// spec 001 §2 the migration modals: on the card removal's layer, which a player who must migrate
// first never reaches (the migration asks before anything else).
const MIGRATION_LAYER = 3;

// The lobby's search overlay sits lowest (layer 0): whatever it leads to (the login a game asks
// for, the cashier) opens over it.
const LOBBY_OVERLAY_LAYER = 0;

// spec 001 §2 / §7: the modals the server writes (GET /modal/{name}), one component for all, on
// the block layer (2): the login (5) and the registration (4) they offer open over them, the
// cashier (1) takes their place. Closable only as each fragment says (features/block-modals);
// spec 001 §8: a failed load is tried again after 3333 ms.
const SERVER_MODAL: ModalDefinition = {
  layer: NOTICE_LAYER,
  load: async () => (await import('../features/block-modals/components/server-modal')).ServerModal,
  isDismissable: false,
  retryDelayMs: BLOCK_MODAL_RETRY_MS,
};

/**
 * Every modal of the app, by id (shared/modal/modal-ids.ts). Each feature's modal is code-split:
 * it loads the first time it opens.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  login: {
    layer: LOGIN_LAYER,
    load: async () => (await import('../features/identity/components/login-modal')).LoginModal,
  },
  'session-expired': {
    layer: LOGIN_LAYER,
    load: async () =>
      (await import('../features/identity/components/session-expired-modal')).SessionExpiredModal,
    // spec 000 §4: if it fails to load, it retries after 4.4 s.
    retryDelayMs: SESSION_EXPIRED_MODAL_RETRY_MS,
  },
  'forgot-password': {
    layer: LOGIN_LAYER,
    load: async () =>
      (await import('../features/recovery/components/forgot-password-modal')).ForgotPasswordModal,
  },
  'forgot-password-sms': {
    layer: LOGIN_LAYER,
    load: async () =>
      (await import('../features/recovery/components/forgot-password-sms-modal'))
        .ForgotPasswordSmsModal,
  },
  'login-info': {
    layer: NOTICE_LAYER,
    load: async () =>
      (await import('../features/identity/components/login-info-modal')).LoginInfoModal,
    // The acceptance is the point: only its button closes it.
    isDismissable: false,
  },
  // spec 000 §4: the Croatian migration notice stays until the account is in euro.
  'euro-migration': {
    layer: NOTICE_LAYER,
    load: async () =>
      (await import('../features/migrations/croatia/euro-migration-modal')).EuroMigrationModal,
    isDismissable: false,
  },
  // spec 001 §2: the German (LUGAS) and Peruvian (MINCETUR) migrations stay until completed:
  // no real play before them. Over the notices the server opens on load (layer 2), which wait
  // under them; under the registration (4) and the login (5).
  'lugas-migration': {
    layer: MIGRATION_LAYER,
    load: async () =>
      (await import('../features/migrations/lugas/components/lugas-migration-modal'))
        .LugasMigrationModal,
    isDismissable: false,
  },
  'pe-migration': {
    layer: MIGRATION_LAYER,
    load: async () =>
      (await import('../features/migrations/peru/components/pe-migration-modal')).PeMigrationModal,
    isDismissable: false,
  },
  'brand-redirection': {
    layer: NOTICE_LAYER,
    load: async () =>
      (await import('../features/identity/components/brand-redirection-modal'))
        .BrandRedirectionModal,
    isDismissable: false,
  },
  // spec 001 §2 quick deposit; its history route is `payments` (`/sr/placanja`).
  deposit: {
    layer: DEPOSIT_LAYER,
    load: async () => (await import('../features/payments/components/deposit-modal')).DepositModal,
  },
  // DESIGN §11 rewards, history route `rewards` (`/sr/nagrade`). With the cashier on layer 1:
  // the login covers it, a deposit an offer asks for takes its place.
  rewards: {
    layer: DEPOSIT_LAYER,
    load: async () => (await import('../features/rewards/components/rewards-modal')).RewardsModal,
  },
  // spec 001 §2 "card removal popup".
  'card-removal': {
    layer: CARD_REMOVAL_LAYER,
    load: async () =>
      (await import('../features/payments/components/card-removal-modal')).CardRemovalModal,
  },
  // The notice after a time-out, a self-exclusion or the panic button (spec 001 §2). On the
  // notice layer: a session-expired answer still in flight covers it rather than replacing it.
  'break-started': {
    layer: NOTICE_LAYER,
    load: async () =>
      (await import('../features/rg/components/break-started-modal')).BreakStartedModal,
  },
  // spec 001 §9: the registration modal on layer 4.
  register: {
    layer: REGISTRATION_MODAL_LAYER,
    load: async () =>
      (await import('../features/registration/components/registration-modal')).RegistrationModal,
  },
  // spec 001 §2 "lobby search overlay".
  search: {
    layer: LOBBY_OVERLAY_LAYER,
    load: async () => (await import('../features/search/components/search-modal')).SearchModal,
  },
  // spec 001 §2 "game-providers modal": a lobby overlay too (filters the category under it).
  'game-providers': {
    layer: LOBBY_OVERLAY_LAYER,
    load: async () =>
      (await import('../features/lobby/components/game-providers-modal')).GameProvidersModal,
  },
  'unverified-block': SERVER_MODAL,
  'pep-block': SERVER_MODAL,
  'kyc-block': SERVER_MODAL,
  'doc-pending': SERVER_MODAL,
  'gameplay-block': SERVER_MODAL,
  'play-for-real-please': SERVER_MODAL,
  'aml-error': SERVER_MODAL,
  'confirm-deposit': SERVER_MODAL,
  'mobile-casino-app-download': SERVER_MODAL,
  // spec 001 §2: the German annual KYC review stays until it is completed.
  'annual-kyc': {
    layer: NOTICE_LAYER,
    load: async () =>
      (await import('../features/account/components/annual-kyc-modal')).AnnualKycModal,
    isDismissable: false,
  },
  // spec 001 §2 marketing consents: over the notices and block modals the same load may open (it
  // would replace one on their layer), under the registration and the login; only its form closes it.
  'marketing-consents': {
    layer: CARD_REMOVAL_LAYER,
    load: async () =>
      (await import('../features/consents/components/consents-modal')).ConsentsModal,
    isDismissable: false,
  },
  // spec 001 §8 generic error modal: over the notices, the consents and the cashier, under the
  // login (on the registration's layer: the error of a flow takes that flow's place).
  'generic-error': {
    layer: REGISTRATION_MODAL_LAYER,
    load: async () =>
      (await import('../shared/generic-error/generic-error-modal')).GenericErrorModal,
  },
  // spec 001 §2 delighted / §9: the satisfaction survey, dismissible; lowest, so it never takes
  // the place of a notice that matters more.
  survey: {
    layer: LOBBY_OVERLAY_LAYER,
    load: async () => (await import('../features/consents/components/survey-modal')).SurveyModal,
  },
  // spec 001 §2 fake-or-real popup: lowest too.
  'fake-or-real': {
    layer: LOBBY_OVERLAY_LAYER,
    load: async () =>
      (await import('../features/consents/components/fake-or-real-modal')).FakeOrRealModal,
  },
};

const { register: _registrationModal, ...WITHOUT_REGISTRATION_MODAL } = MODAL_REGISTRY;

/**
 * The modals of this page load. With registration_static_v3 (spec 001 §2) registration is the
 * page /{locale}/register, which is also the register modal's history route: without the modal
 * the manager leaves that page alone instead of opening the modal over it.
 */
export function modalRegistryFor(config: Pick<TAppConfig, 'features'>): ModalRegistry {
  return isStaticRegistration(config) ? WITHOUT_REGISTRATION_MODAL : MODAL_REGISTRY;
}
