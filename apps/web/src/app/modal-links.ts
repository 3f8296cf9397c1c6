import type { TAppConfig } from '@playfair/contracts/app-config';
import type { To } from 'react-router';
import {
  isStaticRegistration,
  staticRegistrationPath,
} from '../features/registration/model/registration-entry';
import { MODAL_QUERY_PARAM } from '../shared/modal/history-routes';

export type ShellModal = 'login' | 'register';

/** The current page with a modal opened over it (`/en/casino?modal=login`). */
export function modalLocation(pathname: string, modal: ShellModal): To {
  return { pathname, search: `?${new URLSearchParams({ [MODAL_QUERY_PARAM]: modal })}` };
}

/** Where "Register" goes: the registration modal, or the static page (registration_static_v3). */
export function registerLocation(
  pathname: string,
  config: Pick<TAppConfig, 'locale' | 'features'>,
): To {
  return isStaticRegistration(config)
    ? staticRegistrationPath(config.locale)
    : modalLocation(pathname, 'register');
}
