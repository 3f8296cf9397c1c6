import { type TVerifySmsRequest, ZVerifySmsResponse } from '@playfair/contracts/registration';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** POST /{locale}/verify-sms (form): status 103 sent, 1337 too many, 9999 with its message. */
export function verifySms(locale: string, request: TVerifySmsRequest) {
  return httpRequest(`/${locale}/verify-sms`, {
    schema: ZVerifySmsResponse,
    form: request,
  });
}

export function useVerifySms(locale: string) {
  return useMutation({
    mutationFn: (request: TVerifySmsRequest) => verifySms(locale, request),
  });
}
