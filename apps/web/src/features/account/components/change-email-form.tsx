import { ACCOUNT_SETTINGS_FIELDS as F } from '@playfair/contracts/account-settings';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { fieldProps } from '../../../shared/forms/field-props';
import type { FormRules } from '../../../shared/forms/field-rules';
import { useFormValidator } from '../../../shared/forms/use-form-validator';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useChangeEmail } from '../api/post-change-email';
import { useSettingsFeedback } from '../hooks/use-settings-feedback';
import { emailIssue } from '../model/settings-answer';
import styles from './account.module.css';
import type { SettingsFormCallbacks } from './settings-section';

type Name = typeof F.newEmail | typeof F.currentPassword;

const RULES: FormRules<Name> = {
  [F.newEmail]: { required: true, native: false, validate: (value) => emailIssue(value) },
  [F.currentPassword]: { required: true },
};

/** A new login email, after the current password (the server checks both again). */
export function ChangeEmailForm({ onChanged, onSubmit }: SettingsFormCallbacks) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const form = useFormValidator({ rules: RULES, delayMs: FORM_VALIDATOR_DELAY_MS });
  const change = useChangeEmail({ locale, userId: userId ?? '' });
  const feedback = useSettingsFeedback();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    if (!form.canSubmit) {
      form.showAll();
      return;
    }
    feedback.clear();
    onSubmit();
    change.mutate(
      {
        [F.newEmail]: form.values[F.newEmail].trim(),
        [F.currentPassword]: form.values[F.currentPassword],
      },
      {
        onSuccess: (outcome) => feedback.apply(outcome, onChanged),
        onError: feedback.fail,
      },
    );
  }

  const bind = (name: Name) =>
    fieldProps(form.field(name), t, feedback.serverErrors[name], () =>
      feedback.clearServerError(name),
    );

  return (
    <form
      className={styles.settingsForm}
      noValidate
      aria-busy={change.isPending}
      onSubmit={handleSubmit}
    >
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <TextField
        label={t('account_settings_new_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...bind(F.newEmail)}
      />
      <PasswordField
        label={t('account_settings_current_password')}
        autoComplete="current-password"
        required
        {...bind(F.currentPassword)}
      />
      <Button type="submit" disabled={!form.canSubmit || change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('account_settings_save')}
      </Button>
    </form>
  );
}
