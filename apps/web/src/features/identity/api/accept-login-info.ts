import { type TSuccessResponse, ZSuccessResponse } from '@playfair/contracts/identity';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/accept-login-info (spec 000 §5, §7): the player read the login info. */
export function acceptLoginInfo({ locale }: { locale: string }): Promise<TSuccessResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/accept-login-info`, {
    schema: ZSuccessResponse,
  });
}

export function useAcceptLoginInfo({ locale }: { locale: string }) {
  return useMutation({ mutationFn: () => acceptLoginInfo({ locale }) });
}
