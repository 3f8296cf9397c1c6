import {
  ACCOUNT_SETTINGS_FIELDS as F,
  type TChangeMobileForm,
  ZChangeMobileForm,
} from '@playfair/contracts/account-settings';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import {
  REGISTRATION_CALLING_CODES,
  registrationCountryByIso,
} from '@playfair/domain/registration-countries';
import { normaliseMobile } from '@playfair/domain/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useChangeMobile } from '../api/post-change-mobile';
import { useSettingsFeedback } from '../hooks/use-settings-feedback';
import { SETTINGS_ISSUE_KEYS } from '../model/settings-answer';
import styles from './account.module.css';
import type { SettingsFormCallbacks } from './settings-section';

const RESOLVER = contractResolver<TChangeMobileForm>(ZChangeMobileForm, {
  keys: SETTINGS_ISSUE_KEYS,
});

const PREFIX_OPTIONS = REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }));

/** A new mobile number with its country code, after the current password. */
export function ChangeMobileForm({ onChanged, onSubmit }: SettingsFormCallbacks) {
  const { t } = useTranslation();
  const { locale, country } = useAppConfig();
  const form = useForm<TChangeMobileForm>({
    defaultValues: {
      [F.newMobilePrefix]:
        registrationCountryByIso(country)?.callingCode ?? REGISTRATION_CALLING_CODES[0] ?? '',
      [F.newMobile]: '',
      [F.currentPassword]: '',
    },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, {
    resolver: RESOLVER,
    delayMs: FORM_VALIDATOR_DELAY_MS,
  });
  const settings = useSettingsFeedback(feedback);
  const change = useChangeMobile({ locale });

  function handleValid(values: TChangeMobileForm) {
    if (change.isPending) return;
    onSubmit();
    change.mutate(
      {
        [F.newMobilePrefix]: values[F.newMobilePrefix],
        // spec 001 §5: mobile numbers are sent without spaces.
        [F.newMobile]: normaliseMobile(values[F.newMobile]),
        [F.currentPassword]: values[F.currentPassword],
      },
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
      <div className={styles.mobileRow}>
        <SelectField
          label={t('account_settings_new_mobile_prefix')}
          options={PREFIX_OPTIONS}
          autoComplete="tel-country-code"
          {...feedback.selectField(F.newMobilePrefix)}
        />
        <TextField
          label={t('account_settings_new_mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...feedback.textField(F.newMobile)}
        />
      </div>
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
