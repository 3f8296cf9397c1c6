import {
  FORGOT_PASSWORD_FIELDS as F,
  forgotPasswordRequestSchema,
} from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { ModalLink } from '../../../shared/modal/modal-link';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPassword } from '../api/post-forgot-password';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget } from '../model/recovery-answer';
import { RECOVERY_ISSUE_KEYS } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Values = { [F.email]: string };

// spec 001 §5: the email must contain an @ after position 0 (the contract's rule).
const RESOLVER = contractResolver<Values>(forgotPasswordRequestSchema(), {
  keys: RECOVERY_ISSUE_KEYS,
});

type RequestEmailStepProps = { onSent: (target: RecoveryTarget, message: string) => void };

/** Step 1 (spec 001 §4): the account's email address, to send a recovery code to. */
export function RequestEmailStep({ onSent }: RequestEmailStepProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const form = useForm<Values>({
    defaultValues: { [F.email]: '' },
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
    const email = values[F.email].trim();
    request.mutate(
      { [F.email]: email },
      {
        onSuccess: (outcome) =>
          step.apply(readRecoveryAnswer(outcome), ({ message }) =>
            onSent({ channel: 'email', email }, message),
          ),
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
      <p className={styles.text}>{t('forgot_password_intro')}</p>
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <TextField
        label={t('forgot_password_email_label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...feedback.textField(F.email)}
      />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!feedback.canSubmit || request.isPending}
      >
        {request.isPending ? <Spinner /> : null}
        {t('forgot_password_submit')}
      </Button>
      <div className={styles.links}>
        <ModalLink modal="forgot-password-sms">{t('forgot_password_use_sms')}</ModalLink>
        <ModalLink modal="login">{t('forgot_password_back_to_login')}</ModalLink>
      </div>
    </form>
  );
}
