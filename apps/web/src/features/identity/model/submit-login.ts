import type { TLoginResponse } from '@playfair/contracts/identity';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';

export type LoginCredentials = { username: string; password: string };

export type LoginOutcome =
  | { kind: 'success'; redirect: string; answer: Extract<TLoginResponse, { type: 'success' }> }
  | { kind: 'refused'; message: string; reason: string }
  /** spec 000 §4: the csrf retries ran out; the session-expired modal takes over. */
  | { kind: 'session-expired' };

type SubmitLoginInput = LoginCredentials & {
  redirect: string;
  post: (
    form: LoginCredentials & { csrf_token: string; redirect: string },
  ) => Promise<TLoginResponse>;
  token: (isRefresh: boolean) => Promise<string>;
};

/** One login attempt as the player sees it: csrf retries included, one outcome. */
export async function submitLogin({
  username,
  password,
  redirect,
  post,
  token,
}: SubmitLoginInput): Promise<LoginOutcome> {
  const outcome = await postWithCsrfRetry({
    send: (csrfToken) => post({ username, password, csrf_token: csrfToken, redirect }),
    token,
  });
  if (outcome.kind === 'csrf-exhausted') return { kind: 'session-expired' };
  const { answer } = outcome;
  switch (answer.type) {
    case 'success':
      return { kind: 'success', redirect: answer.redirect, answer };
    case 'error':
      return { kind: 'refused', message: answer.error, reason: answer.gtmError };
  }
}
