import {
  SERVER_MODAL_NAMES,
  type ModalAction,
  type ServerModalName,
} from '@playfair/contracts/lobby';
import {
  HISTORY_ROUTE_SLUGS,
  webPagePath,
  type HistoryRouteId,
} from '@playfair/contracts/web-pages';
import { LOCALE_INFO, type Locale } from '@playfair/domain/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { AppError, type Translate } from '../../platform/errors';
import { renderFragment, type ModalButton } from './fragment';

// The modals the web loads from the server (spec 001 §2 "Modals: loaded by GET /modal/{name}",
// spec 000 §2 the AML error modal): what each says and which buttons it has, for the caller's
// locale and country.

/** Who asks, as the app configuration shows them (locale, country, brand) and whether logged in. */
export type ModalCaller = {
  locale: Locale;
  /** The app configuration's country (spec 001 §6: the AML modal's buttons depend on it). */
  country: string;
  brandName: string;
  isPlayer: boolean;
};

export type ModalRequest = {
  name: string;
  caller: ModalCaller;
  /** `?can-close=0|1`; only the gameplay block takes it (spec 001 §2), the others always close. */
  canClose: boolean | undefined;
};

export type ModalsService = {
  /**
   * The modal's HTML fragment. NOT_FOUND for a name that is none of SERVER_MODAL_NAMES,
   * INVALID_AUTHENTICATION_TOKEN for a visitor asking for a player's modal.
   */
  render(request: ModalRequest): string;
};

/** The catalog key of each action's button label. */
const ACTION_LABELS: Readonly<Record<ModalAction, string>> = {
  close: 'server_modal_action_close',
  login: 'server_modal_action_login',
  register: 'server_modal_action_register',
  deposit: 'server_modal_action_deposit',
  'deposit-skip-aml': 'server_modal_action_deposit_skip_aml',
  'manual-verification': 'server_modal_action_manual_verification',
  'contact-support': 'server_modal_action_contact_support',
  lobby: 'server_modal_action_lobby',
  reload: 'server_modal_action_reload',
  'forgot-password': 'server_modal_action_forgot_password',
  'app-store': 'server_modal_action_app_store',
};

/** spec 001 §2 history routes: `/{locale}/{slug}` with the locale's translated slug, if any. */
function historyPath(locale: Locale, id: HistoryRouteId, query = ''): string {
  const slugs: Partial<Record<string, string>> = HISTORY_ROUTE_SLUGS[id];
  return `/${locale}/${slugs[locale] ?? id}${query}`;
}

/**
 * Where each button's link points: the page or modal route the action opens, so the link still
 * leads somewhere sensible if followed as a plain link. Actions the web runs in place (close,
 * reload, contacting customer care, which has no page of its own yet) link to nothing (`#`).
 */
function hrefOf(action: ModalAction, locale: Locale): string {
  switch (action) {
    case 'close':
    case 'reload':
    case 'contact-support':
      return '#';
    case 'login':
      return historyPath(locale, 'login');
    case 'register':
      return historyPath(locale, 'register');
    case 'forgot-password':
      return historyPath(locale, 'forgot-password');
    case 'deposit':
    case 'deposit-skip-aml':
      return historyPath(locale, 'payments');
    // The account's verification tab (spec 000 §2: /{locale}/account, moj-nalog for sr, cuenta
    // for pe, each with ?tab=verification).
    case 'manual-verification':
      return historyPath(locale, 'account', '?tab=verification');
    case 'lobby':
      return webPagePath(locale, 'casino');
    case 'app-store':
      return webPagePath(locale, 'home');
  }
}

type Button = { action: ModalAction; label?: string };

type Content = {
  needsPlayer: boolean;
  canClose: boolean;
  title: string;
  paragraphs: readonly string[];
  buttons: readonly Button[];
};

const VERIFY: Button = { action: 'manual-verification' };
const CLOSE: Button = { action: 'close' };

/** spec 001 §6: the AML modal's buttons by the caller's country. */
function amlError(country: string): Content {
  const base = { needsPlayer: true, canClose: true, title: 'server_modal_aml_error_title' };
  switch (country.toUpperCase()) {
    case 'NL':
      return { ...base, paragraphs: ['server_modal_aml_error_text_verify'], buttons: [VERIFY] };
    case 'HR':
      return {
        ...base,
        paragraphs: ['server_modal_aml_error_text_support'],
        buttons: [{ action: 'contact-support' }],
      };
    default:
      return {
        ...base,
        paragraphs: ['server_modal_aml_error_text_deposit'],
        buttons: [{ action: 'deposit-skip-aml' }, VERIFY],
      };
  }
}

function contentOf(name: ServerModalName, request: ModalRequest): Content {
  const simple = (key: string, needsPlayer: boolean, buttons: readonly Button[]): Content => ({
    needsPlayer,
    canClose: true,
    title: `server_modal_${key}_title`,
    paragraphs: [`server_modal_${key}_text`],
    buttons,
  });
  switch (name) {
    case 'login':
      return simple('login', false, [
        { action: 'login' },
        { action: 'register' },
        { action: 'forgot-password' },
      ]);
    case 'unverified-block':
      return simple('unverified_block', true, [VERIFY, CLOSE]);
    case 'pep-block':
      return simple('pep_block', true, [VERIFY, CLOSE]);
    case 'kyc-block':
      return simple('kyc_block', true, [VERIFY, CLOSE]);
    case 'doc-pending':
      return simple('doc_pending', true, [{ action: 'lobby' }, CLOSE]);
    case 'confirm-deposit':
      return simple('confirm_deposit', true, [{ action: 'deposit' }, CLOSE]);
    case 'gameplay-block': {
      // A block the player may not dismiss leaves one way out: back to the lobby.
      const canClose = request.canClose ?? false;
      return {
        ...simple('gameplay_block', true, canClose ? [VERIFY, CLOSE] : [{ action: 'lobby' }]),
        canClose,
      };
    }
    case 'play-for-real-please':
      return simple('play_for_real', false, [{ action: 'login' }, { action: 'register' }]);
    case 'mobile-casino-app-download':
      return simple('app_download', false, [{ action: 'app-store' }, CLOSE]);
    case 'forgot-password-sms':
      return simple('forgot_password_sms', false, [
        { action: 'forgot-password', label: 'server_modal_action_send_sms_code' },
        { action: 'login', label: 'server_modal_action_back_to_login' },
      ]);
    case 'aml-error':
      return amlError(request.caller.country);
  }
}

function isServerModalName(value: string): value is ServerModalName {
  return (SERVER_MODAL_NAMES as readonly string[]).includes(value);
}

export function createModalsService({ translate }: { translate: Translate }): ModalsService {
  // Plain text: `<b>` in a text is two characters to escape, not a rich-text tag. A text an
  // operator broke still shows, unformatted, rather than failing the whole modal.
  function text(caller: ModalCaller, key: string): string {
    const source = translate(caller.locale, key);
    try {
      const message = new IntlMessageFormat(
        source,
        LOCALE_INFO[caller.locale].languageTag,
        undefined,
        {
          ignoreTag: true,
        },
      );
      return String(message.format({ brand: caller.brandName }));
    } catch {
      return source;
    }
  }

  return {
    render(request) {
      const { name, caller } = request;
      if (!isServerModalName(name)) throw new AppError('NOT_FOUND');
      const content = contentOf(name, request);
      // The same answer a player's other calls give once the session is gone (spec 000 §4).
      if (content.needsPlayer && !caller.isPlayer) {
        throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      }
      const buttons = content.buttons.map((button): ModalButton => ({
        action: button.action,
        label: text(caller, button.label ?? ACTION_LABELS[button.action]),
        href: hrefOf(button.action, caller.locale),
      }));
      return renderFragment({
        name,
        canClose: content.canClose,
        title: text(caller, content.title),
        paragraphs: content.paragraphs.map((key) => text(caller, key)),
        buttons,
      });
    },
  };
}
