import {
  FORGOT_PASSWORD_FIELDS as F,
  forgotPasswordResetSchema,
} from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { PasswordChecklist } from '../../../shared/forms/password-checklist';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPasswordReset } from '../api/post-forgot-password-reset';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget, targetFields } from '../model/recovery-answer';
import { RECOVERY_ISSUE_KEYS } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Values = { [F.recoveryCode]: string; [F.password]: string; [F.passwordRepeat]: string };

/**
 * The contract's step-2 schema, with the step-1 address (or mobile) it reads: the password must
 * not be the email (spec 001 §5), and the server checks the same fields again.
 */
function resetResolver(target: RecoveryTarget) {
  const sent = targetFields(target) as Record<string, string>;
  return contractResolver<Values>(forgotPasswordResetSchema(), {
    keys: RECOVERY_ISSUE_KEYS,
    extra: () => sent,
  });
}

type ResetStepProps = {
  target: RecoveryTarget;
  /** The server's step-1 message (where the code went). */
  notice: string;
  onDone: (message: string) => void;
  onRestart: () => void;
};

/** Step 2 (spec 001 §3, §4): the recovery code and the new password, twice. */
export function ResetStep({ target, notice, onDone, onRestart }: ResetStepProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const [resolver] = useState(() => resetResolver(target));
  const form = useForm<Values>({
    defaultValues: { [F.recoveryCode]: '', [F.password]: '', [F.passwordRepeat]: '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, {
    resolver,
    delayMs: FORGOT_PASSWORD_VALIDATOR_DELAY_MS.step2,
  });
  const step = useStepFeedback(feedback);
  const reset = usePostForgotPasswordReset({ locale });
  const password = useWatch({ control: form.control, name: F.password });
  const email = target.channel === 'email' ? target.email : '';

  function handleValid(values: Values) {
    if (reset.isPending) return;
    reset.mutate(
      {
        ...targetFields(target),
        [F.recoveryCode]: values[F.recoveryCode].trim(),
        [F.password]: values[F.password],
        [F.passwordRepeat]: values[F.passwordRepeat],
      },
      {
        onSuccess: (outcome) =>
          step.apply(readRecoveryAnswer(outcome), ({ message }) => onDone(message)),
        onError: step.fail,
      },
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={reset.isPending}
      onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
    >
      {notice === '' ? null : <FormAlert tone="success">{notice}</FormAlert>}
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <TextField
        label={t('recovery_code_label')}
        hint={t('recovery_code_hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...feedback.textField(F.recoveryCode)}
      />
      <PasswordField
        label={t('new_password_label')}
        autoComplete="new-password"
        required
        {...feedback.textField(F.password)}
      />
      <PasswordChecklist password={password} email={email} />
      <PasswordField
        label={t('new_password_repeat_label')}
        autoComplete="new-password"
        required
        {...feedback.textField(F.passwordRepeat)}
      />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!feedback.canSubmit || reset.isPending}
      >
        {reset.isPending ? <Spinner /> : null}
        {t('reset_password_submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onRestart}>
          {t('forgot_password_resend')}
        </button>
      </div>
    </form>
  );
}
