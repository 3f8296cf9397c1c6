import { FORGOT_PASSWORD_FIELDS as F } from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import {
  REGISTRATION_CALLING_CODES,
  registrationCountryByIso,
} from '@playfair/domain/registration-countries';
import { normaliseMobile } from '@playfair/domain/validation';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import type { FormRules } from '../../../shared/forms/field-rules';
import { fieldProps } from '../../../shared/forms/field-props';
import { useFormValidator } from '../../../shared/forms/use-form-validator';
import { ModalLink } from '../../../shared/modal/modal-link';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPassword } from '../api/post-forgot-password';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget } from '../model/recovery-answer';
import { requestIssue } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Name = typeof F.mobilePrefix | typeof F.mobile;

const RULES: FormRules<Name> = {
  [F.mobilePrefix]: { required: true },
  [F.mobile]: {
    required: true,
    native: false,
    validate: (value, values) =>
      requestIssue({ [F.mobilePrefix]: values[F.mobilePrefix], [F.mobile]: value }, F.mobile),
  },
};

const PREFIX_OPTIONS = REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }));

type RequestSmsStepProps = { onSent: (target: RecoveryTarget, message: string) => void };

/** Step 1 of the SMS variant (forgot-password-sms, spec 001 §2, §3): the mobile and its prefix. */
export function RequestSmsStep({ onSent }: RequestSmsStepProps) {
  const { t } = useTranslation();
  const { locale, country } = useAppConfig();
  const form = useFormValidator({
    rules: RULES,
    initialValues: {
      [F.mobilePrefix]:
        registrationCountryByIso(country)?.callingCode ?? REGISTRATION_CALLING_CODES[0] ?? '',
    },
    delayMs: FORGOT_PASSWORD_VALIDATOR_DELAY_MS.step1,
  });
  const request = usePostForgotPassword({ locale });
  const feedback = useStepFeedback();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    if (!form.canSubmit) {
      form.showAll();
      return;
    }
    feedback.clear();
    // spec 001 §5: mobile numbers are sent without spaces.
    const target = {
      channel: 'sms',
      prefix: form.values[F.mobilePrefix],
      mobile: normaliseMobile(form.values[F.mobile]),
    } as const;
    request.mutate(
      { [F.mobilePrefix]: target.prefix, [F.mobile]: target.mobile },
      {
        onSuccess: (outcome) =>
          feedback.apply(readRecoveryAnswer(outcome), ({ message }) => onSent(target, message)),
        onError: feedback.fail,
      },
    );
  }

  const prefix = fieldProps(form.field(F.mobilePrefix), t, feedback.serverErrors[F.mobilePrefix]);

  return (
    <form className={styles.form} noValidate aria-busy={request.isPending} onSubmit={handleSubmit}>
      <p className={styles.text}>{t('forgot_password_sms_intro')}</p>
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <div className={styles.mobileRow}>
        <SelectField
          label={t('forgot_password_mobile_prefix_label')}
          options={PREFIX_OPTIONS}
          autoComplete="tel-country-code"
          {...prefix}
        />
        <TextField
          label={t('forgot_password_mobile_label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...fieldProps(form.field(F.mobile), t, feedback.serverErrors[F.mobile], () =>
            feedback.clearServerError(F.mobile),
          )}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!form.canSubmit || request.isPending}
      >
        {request.isPending ? <Spinner /> : null}
        {t('forgot_password_sms_submit')}
      </Button>
      <div className={styles.links}>
        <ModalLink modal="forgot-password">{t('forgot_password_use_email')}</ModalLink>
        <ModalLink modal="login">{t('forgot_password_back_to_login')}</ModalLink>
      </div>
    </form>
  );
}
