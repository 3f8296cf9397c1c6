import { usePrefetchQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '../../../shared/analytics/data-layer';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { csrfTokenQueryOptions } from '../../../shared/http/get-csrf-token';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalLink } from '../../../shared/modal/modal-link';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostLogin } from '../api/post-login';
import type { LoginOutcome } from '../model/submit-login';
import styles from './auth-forms.module.css';

type MissingFields = { username: boolean; password: boolean };

const NONE_MISSING: MissingFields = { username: false, password: false };

/**
 * spec 000 §4 / §5 login form: idle → busy (button disabled, spinner) → idle with the error text,
 * or a page load to the answer's redirect. Both fields are required; a submit while a request is
 * in flight is ignored.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const modals = useModals();
  const login = usePostLogin({ locale });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<MissingFields>(NONE_MISSING);
  const [formError, setFormError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  // Set in the handler, before React re-renders: a second Enter in the same moment is ignored too.
  const isInFlight = useRef(false);
  const isBusy = login.isPending || isRedirecting;

  // The form's csrf token, fetched while the player types (spec 000 §7).
  usePrefetchQuery(csrfTokenQueryOptions());

  function handleOutcome(outcome: LoginOutcome) {
    switch (outcome.kind) {
      case 'success':
        pushDataLayer(outcome.answer.gtmLoginEvent);
        // The page is about to go: stay busy and ignore further submits until it does.
        setIsRedirecting(true);
        loadPage(outcome.redirect);
        return;
      case 'refused':
        isInFlight.current = false;
        pushDataLayer({ event: 'login_failed', reason: outcome.reason });
        setFormError(outcome.message);
        return;
      case 'session-expired':
        isInFlight.current = false;
        modals.open('session-expired');
        return;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight.current) return;
    const nowMissing = { username: username.trim() === '', password: password === '' };
    setMissing(nowMissing);
    if (nowMissing.username || nowMissing.password) {
      setFormError(t('login_error_required'));
      return;
    }
    setFormError(null);
    isInFlight.current = true;
    login.mutate(
      { credentials: { username: username.trim(), password }, redirect: modals.base },
      {
        onSuccess: handleOutcome,
        onError: (error) => {
          isInFlight.current = false;
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <form className={styles.form} noValidate aria-busy={isBusy} onSubmit={handleSubmit}>
      {formError === null ? null : <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('login_email_label')}
        name="username"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        error={missing.username ? t('validation_required') : null}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('login_password_label')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={missing.password ? t('validation_required') : null}
        onChange={(event) => setPassword(event.target.value)}
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
