import { FORGOT_PASSWORD_FIELDS as F } from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import type { FormRules } from '../../../shared/forms/field-rules';
import { fieldProps } from '../../../shared/forms/field-props';
import { PasswordChecklist } from '../../../shared/forms/password-checklist';
import { useFormValidator } from '../../../shared/forms/use-form-validator';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPasswordReset } from '../api/post-forgot-password-reset';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget, targetFields } from '../model/recovery-answer';
import { resetIssue } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Name = typeof F.recoveryCode | typeof F.password | typeof F.passwordRepeat;

function resetRules(target: RecoveryTarget): FormRules<Name> {
  const sent = targetFields(target) as Record<string, string>;
  return {
    [F.recoveryCode]: {
      required: true,
      native: false,
      validate: (value) => resetIssue({ ...sent, [F.recoveryCode]: value }, F.recoveryCode),
    },
    // spec 001 §5 password rules (passwordProblems, through the contract's schema).
    [F.password]: {
      required: true,
      native: false,
      validate: (value) => resetIssue({ ...sent, [F.password]: value }, F.password),
    },
    // spec 000 §5: the repeat must match ('Does not match').
    [F.passwordRepeat]: { required: true, native: false, match: F.password },
  };
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
  const rules = useMemo(() => resetRules(target), [target]);
  const form = useFormValidator({ rules, delayMs: FORGOT_PASSWORD_VALIDATOR_DELAY_MS.step2 });
  const reset = usePostForgotPasswordReset({ locale });
  const feedback = useStepFeedback();
  const email = target.channel === 'email' ? target.email : '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    if (!form.canSubmit) {
      form.showAll();
      return;
    }
    feedback.clear();
    reset.mutate(
      {
        ...targetFields(target),
        [F.recoveryCode]: form.values[F.recoveryCode].trim(),
        [F.password]: form.values[F.password],
        [F.passwordRepeat]: form.values[F.passwordRepeat],
      },
      {
        onSuccess: (outcome) =>
          feedback.apply(readRecoveryAnswer(outcome), ({ message }) => onDone(message)),
        onError: feedback.fail,
      },
    );
  }

  function bind(name: Name) {
    return fieldProps(form.field(name), t, feedback.serverErrors[name], () =>
      feedback.clearServerError(name),
    );
  }

  return (
    <form className={styles.form} noValidate aria-busy={reset.isPending} onSubmit={handleSubmit}>
      {notice === '' ? null : <FormAlert tone="success">{notice}</FormAlert>}
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <TextField
        label={t('recovery_code_label')}
        hint={t('recovery_code_hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...bind(F.recoveryCode)}
      />
      <PasswordField
        label={t('new_password_label')}
        autoComplete="new-password"
        required
        {...bind(F.password)}
      />
      <PasswordChecklist password={form.values[F.password]} email={email} />
      <PasswordField
        label={t('new_password_repeat_label')}
        autoComplete="new-password"
        required
        {...bind(F.passwordRepeat)}
      />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!form.canSubmit || reset.isPending}
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
