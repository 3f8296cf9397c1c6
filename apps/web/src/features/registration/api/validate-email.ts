import {
  type TValidateEmailRequest,
  ZValidateEmailResponse,
} from '@playfair/contracts/registration';
import { queryOptions } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** POST /public-api/v1/validate/email (JSON {Email}): Success, errors[0].ErrorCodeID. */
export function validateEmail(email: string, { signal }: { signal?: AbortSignal } = {}) {
  const json: TValidateEmailRequest = { Email: email };
  return httpRequest('/public-api/v1/validate/email', {
    method: 'POST',
    schema: ZValidateEmailResponse,
    json,
    signal,
  });
}

/** Asked 1000 ms after typing stops (spec 001 §9); the same address is not asked twice. */
export function validateEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['registration', 'validate-email', email],
    queryFn: ({ signal }) => validateEmail(email, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
