import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import { REGISTRATION_CALLING_CODES } from '@playfair/domain/registration-countries';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../shared/forms/password-checklist';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import type { RegistrationFlow } from '../hooks/use-registration-flow';
import type { RegistrationMessage } from '../model/mobile-verification';
import styles from './registration-form.module.css';
import { SelectField } from './select-field';

const PREFIX_OPTIONS = REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }));

/** Section 1 (spec 001 §2, §3): email, password, mobile with its validation and the SMS code. */
export function AccountSection({
  flow,
  isSmsRequired,
}: {
  flow: RegistrationFlow;
  isSmsRequired: boolean;
}) {
  const { t } = useTranslation();
  const email = flow.field(F.email);
  const password = flow.field(F.password);
  const prefix = flow.field(F.mobilePrefix);
  const mobile = flow.field(F.mobile);
  const code = flow.field(F.mobileVerificationCode);
  const { mobile: verification } = flow;

  function messageText(message: RegistrationMessage): string {
    return 'key' in message ? t(message.key) : message.text;
  }

  return (
    <>
      <TextField
        label={t('registration_email_label')}
        name={email.name}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        value={email.value}
        onChange={(event) => email.onChange(event.target.value)}
        onBlur={email.onBlur}
        error={email.error}
        hint={flow.isEmailChecking ? t('registration_email_checking') : undefined}
      />
      <PasswordField
        label={t('registration_password_label')}
        name={password.name}
        autoComplete="new-password"
        required
        value={password.value}
        onChange={(event) => password.onChange(event.target.value)}
        onBlur={password.onBlur}
        error={password.error}
        // spec 001 §9: the checklist follows the password 100 ms after typing stops.
        hint={<PasswordChecklist password={flow.checkedPassword} email={email.value} />}
      />
      <div className={styles.mobileRow}>
        <SelectField
          label={t('registration_mobile_prefix_label')}
          name={prefix.name}
          value={prefix.value}
          options={PREFIX_OPTIONS}
          onChange={prefix.onChange}
          onBlur={prefix.onBlur}
          error={prefix.error}
          autoComplete="tel-country-code"
          isRequired
        />
        <TextField
          label={t('registration_mobile_label')}
          name={mobile.name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={mobile.value}
          onChange={(event) => mobile.onChange(event.target.value)}
          onBlur={mobile.onBlur}
          error={mobile.error}
        />
      </div>
      <div className={styles.verify}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!flow.canVerifyMobile}
          aria-busy={verification.status === 'validating'}
          onClick={() => void flow.handleVerifyMobile()}
        >
          {verification.status === 'validating' ? <Spinner /> : null}
          {t('registration_mobile_validate')}
        </Button>
        <p className={styles.statusText} role="status">
          {verification.status === 'validating' ? t('registration_mobile_validating') : null}
          {verification.status === 'verified' ? t('registration_mobile_verified') : null}
          {verification.status === 'sms-sent' ? messageText(verification.message) : null}
        </p>
      </div>
      {verification.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {messageText(verification.message)}
        </p>
      ) : null}
      {isSmsRequired && verification.status === 'sms-sent' ? (
        <TextField
          label={t('registration_sms_code_label')}
          name={code.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code.value}
          onChange={(event) => code.onChange(event.target.value)}
          onBlur={code.onBlur}
          error={code.error}
        />
      ) : null}
    </>
  );
}
