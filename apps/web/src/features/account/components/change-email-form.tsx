import {
  ACCOUNT_SETTINGS_FIELDS as F,
  type TChangeEmailForm,
  ZChangeEmailForm,
} from '@playfair/contracts/account-settings';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useChangeEmail } from '../api/post-change-email';
import { useSettingsFeedback } from '../hooks/use-settings-feedback';
import { SETTINGS_ISSUE_KEYS } from '../model/settings-answer';
import styles from './account.module.css';
import type { SettingsFormCallbacks } from './settings-section';

const RESOLVER = contractResolver<TChangeEmailForm>(ZChangeEmailForm, {
  keys: SETTINGS_ISSUE_KEYS,
});

/** A new login email, after the current password (the server checks both again). */
export function ChangeEmailForm({ onChanged, onSubmit }: SettingsFormCallbacks) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const form = useForm<TChangeEmailForm>({
    defaultValues: { [F.newEmail]: '', [F.currentPassword]: '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, {
    resolver: RESOLVER,
    delayMs: FORM_VALIDATOR_DELAY_MS,
  });
  const settings = useSettingsFeedback(feedback);
  const change = useChangeEmail({ locale, userId: userId ?? '' });

  function handleValid(values: TChangeEmailForm) {
    if (change.isPending) return;
    onSubmit();
    change.mutate(
      { [F.newEmail]: values[F.newEmail].trim(), [F.currentPassword]: values[F.currentPassword] },
      {
        onSuccess: (outcome) => settings.apply(outcome, onChanged),
        onError: settings.fail,
      },
    );
  }

  return (
    <form
      className={styles.settingsForm}
      noValidate
      aria-busy={change.isPending}
      onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
    >
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <TextField
        label={t('account_settings_new_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...feedback.textField(F.newEmail)}
      />
      <PasswordField
        label={t('account_settings_current_password')}
        autoComplete="current-password"
        required
        {...feedback.textField(F.currentPassword)}
      />
      <Button type="submit" disabled={!feedback.canSubmit || change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('account_settings_save')}
      </Button>
    </form>
  );
}
