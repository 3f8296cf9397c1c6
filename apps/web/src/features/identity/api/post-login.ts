import {
  type TLoginRequest,
  type TLoginResponse,
  ZLoginResponse,
} from '@playfair/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { type LoginCredentials, submitLogin } from '../model/submit-login';

export type PostLoginInput = TLoginRequest & { locale: string };

/** POST /{locale}/user/login (spec 000 §7, form-encoded): the login answer of spec 000 §3. */
export function postLogin({ locale, ...form }: PostLoginInput): Promise<TLoginResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/login`, {
    method: 'POST',
    form,
    schema: ZLoginResponse,
  });
}

/**
 * The login mutation: the form's csrf token (fetched when the modal opened, else now), a fresh
 * one on each csrf-error, then POST /{locale}/user/login.
 */
export function usePostLogin({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentials, redirect }: { credentials: LoginCredentials; redirect: string }) =>
      submitLogin({
        ...credentials,
        redirect,
        post: (form) => postLogin({ locale, ...form }),
        token: csrfTokenFrom(queryClient),
      }),
  });
}
