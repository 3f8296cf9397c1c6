import { type TLoginRequest, ZLoginRequest } from '@playfair/contracts/identity';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '../../../shared/analytics/data-layer';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { SERVER_ERROR_TYPE } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import { csrfTokenQueryOptions } from '../../../shared/http/get-csrf-token';
import type { TextKey } from '../../../shared/i18n/text-key';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalLink } from '../../../shared/modal/modal-link';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostLogin } from '../api/post-login';
import { lastLoginCookie } from '../model/last-login-cookie';
import type { LoginOutcome } from '../model/submit-login';
import { LOGIN_ISSUE_KEYS } from '../text-keys';
import styles from './auth-forms.module.css';

type Values = Pick<TLoginRequest, 'username' | 'password'>;

const RESOLVER = contractResolver<Values>(ZLoginRequest, { keys: LOGIN_ISSUE_KEYS });

/**
 * spec 000 §4 / §5 login form: idle → busy (button disabled, spinner) → idle with the error text,
 * or a page load to the answer's redirect. Both fields are required; a submit while a request is
 * in flight is ignored. A problem shows when the form is sent, and stays until it is sent again.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const modals = useModals();
  const login = usePostLogin({ locale });
  const form = useForm<Values>({
    defaultValues: { username: '', password: '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [isRedirecting, setIsRedirecting] = useState(false);
  // Set in the handler, before React re-renders: a second Enter in the same moment is ignored too.
  const isInFlight = useRef(false);
  const isBusy = login.isPending || isRedirecting;

  // The form's csrf token, fetched while the player types (spec 000 §7).
  usePrefetchQuery(csrfTokenQueryOptions());

  /** The form's own error area (spec 000 §8): the server's text, or the form's. */
  function showFormError(message: string) {
    form.setError('root.server', { type: SERVER_ERROR_TYPE, message });
  }

  function handleOutcome(outcome: LoginOutcome) {
    switch (outcome.kind) {
      case 'success':
        pushDataLayer(outcome.answer.gtmLoginEvent);
        document.cookie = lastLoginCookie(Date.now(), {
          isSecure: window.location.protocol === 'https:',
        });
        // The page is about to go: stay busy and ignore further submits until it does.
        setIsRedirecting(true);
        loadPage(outcome.redirect);
        return;
      case 'refused':
        isInFlight.current = false;
        pushDataLayer({ event: 'login_failed', reason: outcome.reason });
        showFormError(outcome.message);
        return;
      case 'session-expired':
        isInFlight.current = false;
        modals.open('session-expired');
        return;
    }
  }

  function handleValid({ username, password }: Values) {
    if (isInFlight.current) return;
    isInFlight.current = true;
    login.mutate(
      { credentials: { username: username.trim(), password }, redirect: modals.base },
      {
        onSuccess: handleOutcome,
        onError: (error) => {
          isInFlight.current = false;
          showFormError(errorText(error, t));
        },
      },
    );
  }

  function handleInvalid(fieldErrors: FieldErrors<Values>) {
    const isMissing = [fieldErrors.username, fieldErrors.password].some(
      (error) => error?.message === 'validation_required',
    );
    if (isMissing) showFormError(t('login_error_required'));
  }

  const fieldError = (name: keyof Values) => {
    const key = errors[name]?.message;
    return key === undefined ? null : t(key as TextKey);
  };
  const { ref: usernameRef, ...username } = form.register('username');
  const { ref: passwordRef, ...password } = form.register('password');

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={isBusy}
      // Made when the form is sent: the handlers read the in-flight flag then, not while rendering.
      onSubmit={(event) => void form.handleSubmit(handleValid, handleInvalid)(event)}
    >
      {errors.root?.server?.message === undefined ? null : (
        <FormAlert>{errors.root.server.message}</FormAlert>
      )}
      <TextField
        label={t('login_email_label')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...username}
        inputRef={usernameRef}
        error={fieldError('username')}
      />
      <PasswordField
        label={t('login_password_label')}
        autoComplete="current-password"
        required
        {...password}
        inputRef={passwordRef}
        error={fieldError('password')}
      />
      <div className={styles.row}>
        <ModalLink modal="forgot-password" className={styles.link}>
          {t('login_forgot_password')}
        </ModalLink>
      </div>
      <Button type="submit" size="lg" className={styles.submit} disabled={isBusy}>
        {isBusy ? <Spinner /> : null}
        {t('login_submit')}
      </Button>
    </form>
  );
}
