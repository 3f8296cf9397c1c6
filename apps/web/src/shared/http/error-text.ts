import type { Namespace, TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError } from './api-error';

const CLIENT_CODES: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

/**
 * The text to show a player for a failed call: the server's own message (already in their
 * language, e.g. the 429 "Too many attempts"), or the generic text when there was no server
 * answer to read (spec 000 §8). `t` may be of any namespace: a feature's own falls back to the
 * common one, which holds the generic text.
 */
export function errorText(error: unknown, t: TFunction<Namespace>): string {
  if (isApiError(error) && !CLIENT_CODES.has(error.code) && error.message !== '') {
    return error.message;
  }
  return t('generic_error_msg');
}
