import { ZRegistrationFormResponse } from '@playfair/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** spec 001 §2: /register/email when the emailVerification feature is on. */
export function registrationFormPath(locale: string, isEmailVerification: boolean): string {
  return `/${locale}/user/register${isEmailVerification ? '/email' : ''}`;
}

/** GET /{locale}/user/register (or /email): the form, a redirect, or isCountryBlocked. */
export function getRegistrationForm(
  locale: string,
  isEmailVerification: boolean,
  { signal }: { signal?: AbortSignal } = {},
) {
  return httpRequest(registrationFormPath(locale, isEmailVerification), {
    schema: ZRegistrationFormResponse,
    signal,
  });
}

export function registrationFormQueryOptions(locale: string, isEmailVerification: boolean) {
  return queryOptions({
    queryKey: ['registration', 'form', locale, isEmailVerification],
    queryFn: ({ signal }) => getRegistrationForm(locale, isEmailVerification, { signal }),
    // One description per page load: the rules do not change while the visitor fills the form.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useRegistrationForm(
  locale: string,
  isEmailVerification: boolean,
  isEnabled = true,
) {
  return useQuery({
    ...registrationFormQueryOptions(locale, isEmailVerification),
    enabled: isEnabled,
  });
}
