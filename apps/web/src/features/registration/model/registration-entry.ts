import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TRegistrationFormResponse } from '@playfair/contracts/registration';

// spec 001 §2: where a registration starts. The app configuration already says most of it (the
// authority and the features of the visitor's country), so the modal can go the right way before
// asking the server; the server's answer says it again and wins.

export const SWEDISH_AUTHORITY = 'SGA';
export const SERBIAN_AUTHORITY = 'SGCA';
/** spec 001 §2: "For the SGCA authority the product goes to /sr/registracija". */
export const SERBIAN_REGISTRATION = { locale: 'sr', slug: 'registracija' } as const;
export const SERBIAN_REGISTRATION_PATH = `/${SERBIAN_REGISTRATION.locale}/${SERBIAN_REGISTRATION.slug}`;

/** DESIGN §6: the static registration page, `/{locale}/register`. */
export const STATIC_REGISTRATION_SLUG = 'register';

export function staticRegistrationPath(locale: string): string {
  return `/${locale}/${STATIC_REGISTRATION_SLUG}`;
}

/** spec 001 §2: registration_static_v3 on for the visitor's country: a page, not the modal. */
export function isStaticRegistration(config: Pick<TAppConfig, 'features'>): boolean {
  return config.features.registration_static_v3 === true;
}

/**
 * The registration modal's param with an approved bank-ID order (spec 001 §2, SGA): the person
 * identified with bank ID and has no account yet. src/app opens the modal with it after the
 * collect; the form posts it as `bankid_order` and the server takes the date of birth from it.
 */
export const BANK_ID_ORDER_PARAM = 'bankidOrder';

/** The field of the registration post that names the approved order (the server's own name). */
export const BANK_ID_ORDER_FIELD = 'bankid_order';

export type RegistrationEntry =
  | { kind: 'form' }
  /** A page of its own: the static page (registration_static_v3) or the authority's page. */
  | { kind: 'page'; path: string }
  | { kind: 'bank-id' }
  /** The person identified with bank ID: the form, posted with the order. */
  | { kind: 'bank-id-form'; orderRef: string };

/** Where registration happens: in a modal, or on one of the registration pages. */
export type RegistrationPlace = 'modal' | 'page';

type EntryConfig = Pick<TAppConfig, 'locale' | 'licencesAuthority' | 'features'>;

export function entryFromConfig(
  config: EntryConfig,
  place: RegistrationPlace,
  bankIdOrder?: string,
): RegistrationEntry {
  if (config.licencesAuthority === SWEDISH_AUTHORITY) {
    return bankIdOrder === undefined
      ? { kind: 'bank-id' }
      : { kind: 'bank-id-form', orderRef: bankIdOrder };
  }
  if (place === 'page') return { kind: 'form' };
  if (config.licencesAuthority === SERBIAN_AUTHORITY) {
    return { kind: 'page', path: SERBIAN_REGISTRATION_PATH };
  }
  if (isStaticRegistration(config)) {
    return { kind: 'page', path: staticRegistrationPath(config.locale) };
  }
  return { kind: 'form' };
}

export type FormDescription = Extract<TRegistrationFormResponse, { action: string }>;

export type RegistrationStart =
  | { kind: 'blocked'; modal: string }
  /** The server sent the visitor to the registration page they are on. */
  | { kind: 'this-page' }
  | { kind: 'bank-id' }
  | { kind: 'page'; path: string }
  | { kind: 'form'; form: FormDescription };

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

/**
 * The server's answer to GET /{locale}/user/register. On a registration page an answer sending the
 * visitor to that very page cannot be followed (it would load the page again and again).
 */
export function startFromResponse(
  answer: TRegistrationFormResponse,
  currentPathname: string,
): RegistrationStart {
  if (answer.isCountryBlocked) return { kind: 'blocked', modal: answer.modal };
  if (answer.redirect === null) return { kind: 'form', form: answer };
  switch (answer.reason) {
    case 'bank-id':
      return { kind: 'bank-id' };
    case 'registration_static_v3':
    case 'authority':
      return pathOf(answer.redirect) === currentPathname
        ? { kind: 'this-page' }
        : { kind: 'page', path: answer.redirect };
  }
}
