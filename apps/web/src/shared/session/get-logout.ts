import { type TLogoutResponse, ZLogoutResponse } from '@playfair/contracts/identity';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

/**
 * GET /{locale}/user/logout?redirect=… (spec 000 §2; a state-changing GET with the XHR marker). The
 * header's button and the game view's hard reality check both log out this way.
 */
export function getLogout({
  locale,
  redirect,
}: {
  locale: string;
  redirect?: string;
}): Promise<TLogoutResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/logout`, {
    query: { redirect },
    schema: ZLogoutResponse,
  });
}

export function useLogout({ locale }: { locale: string }) {
  return useMutation({
    mutationFn: ({ redirect }: { redirect?: string }) => getLogout({ locale, redirect }),
  });
}
