import {
  FORGOT_PASSWORD_FIELDS as F,
  forgotPasswordRequestSchema,
} from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
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
import { ModalLink } from '../../../shared/modal/modal-link';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPassword } from '../api/post-forgot-password';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget } from '../model/recovery-answer';
import { RECOVERY_ISSUE_KEYS } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Values = { [F.mobilePrefix]: string; [F.mobile]: string };

const RESOLVER = contractResolver<Values>(forgotPasswordRequestSchema(), {
  keys: RECOVERY_ISSUE_KEYS,
});

const PREFIX_OPTIONS = REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }));

type RequestSmsStepProps = { onSent: (target: RecoveryTarget, message: string) => void };

/** Step 1 of the SMS variant (forgot-password-sms, spec 001 §2, §3): the mobile and its prefix. */
export function RequestSmsStep({ onSent }: RequestSmsStepProps) {
  const { t } = useTranslation();
  const { locale, country } = useAppConfig();
  const form = useForm<Values>({
    defaultValues: {
      [F.mobilePrefix]:
        registrationCountryByIso(country)?.callingCode ?? REGISTRATION_CALLING_CODES[0] ?? '',
      [F.mobile]: '',
    },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, {
    resolver: RESOLVER,
    delayMs: FORGOT_PASSWORD_VALIDATOR_DELAY_MS.step1,
  });
  const step = useStepFeedback(feedback);
  const request = usePostForgotPassword({ locale });

  function handleValid(values: Values) {
    if (request.isPending) return;
    // spec 001 §5: mobile numbers are sent without spaces.
    const target = {
      channel: 'sms',
      prefix: values[F.mobilePrefix],
      mobile: normaliseMobile(values[F.mobile]),
    } as const;
    request.mutate(
      { [F.mobilePrefix]: target.prefix, [F.mobile]: target.mobile },
      {
        onSuccess: (outcome) =>
          step.apply(readRecoveryAnswer(outcome), ({ message }) => onSent(target, message)),
        onError: step.fail,
      },
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={request.isPending}
      onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
    >
      <p className={styles.text}>{t('forgot_password_sms_intro')}</p>
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <div className={styles.mobileRow}>
        <SelectField
          label={t('forgot_password_mobile_prefix_label')}
          options={PREFIX_OPTIONS}
          autoComplete="tel-country-code"
          {...feedback.selectField(F.mobilePrefix)}
        />
        <TextField
          label={t('forgot_password_mobile_label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...feedback.textField(F.mobile)}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!feedback.canSubmit || request.isPending}
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
