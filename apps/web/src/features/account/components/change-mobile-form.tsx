import { ACCOUNT_SETTINGS_FIELDS as F } from '@playfair/contracts/account-settings';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import {
  REGISTRATION_CALLING_CODES,
  registrationCountryByIso,
} from '@playfair/domain/registration-countries';
import { normaliseMobile } from '@playfair/domain/validation';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { fieldProps } from '../../../shared/forms/field-props';
import type { FormRules } from '../../../shared/forms/field-rules';
import { useFormValidator } from '../../../shared/forms/use-form-validator';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useChangeMobile } from '../api/post-change-mobile';
import { useSettingsFeedback } from '../hooks/use-settings-feedback';
import { mobileIssue } from '../model/settings-answer';
import styles from './account.module.css';
import type { SettingsFormCallbacks } from './settings-section';

type Name = typeof F.newMobilePrefix | typeof F.newMobile | typeof F.currentPassword;

const RULES: FormRules<Name> = {
  [F.newMobilePrefix]: { required: true },
  [F.newMobile]: {
    required: true,
    native: false,
    validate: (value, values) => mobileIssue(values[F.newMobilePrefix], value),
  },
  [F.currentPassword]: { required: true },
};

const PREFIX_OPTIONS = REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }));

/** A new mobile number with its country code, after the current password. */
export function ChangeMobileForm({ onChanged, onSubmit }: SettingsFormCallbacks) {
  const { t } = useTranslation();
  const { locale, country } = useAppConfig();
  const form = useFormValidator({
    rules: RULES,
    initialValues: {
      [F.newMobilePrefix]:
        registrationCountryByIso(country)?.callingCode ?? REGISTRATION_CALLING_CODES[0] ?? '',
    },
    delayMs: FORM_VALIDATOR_DELAY_MS,
  });
  const change = useChangeMobile({ locale });
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
        [F.newMobilePrefix]: form.values[F.newMobilePrefix],
        // spec 001 §5: mobile numbers are sent without spaces.
        [F.newMobile]: normaliseMobile(form.values[F.newMobile]),
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
      <div className={styles.mobileRow}>
        <SelectField
          label={t('account_settings_new_mobile_prefix')}
          options={PREFIX_OPTIONS}
          autoComplete="tel-country-code"
          {...bind(F.newMobilePrefix)}
        />
        <TextField
          label={t('account_settings_new_mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...bind(F.newMobile)}
        />
      </div>
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
