import { FORGOT_PASSWORD_FIELDS as F } from '@playfair/contracts/recovery';
import { FORGOT_PASSWORD_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import type { FormRules } from '../../../shared/forms/field-rules';
import { fieldProps } from '../../../shared/forms/field-props';
import { useFormValidator } from '../../../shared/forms/use-form-validator';
import { ModalLink } from '../../../shared/modal/modal-link';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { usePostForgotPassword } from '../api/post-forgot-password';
import { useStepFeedback } from '../hooks/use-step-feedback';
import { readRecoveryAnswer, type RecoveryTarget } from '../model/recovery-answer';
import { requestIssue } from '../model/recovery-issues';
import styles from './recovery.module.css';

type Name = typeof F.email;

// spec 001 §5: the email must contain an @ after position 0 (the contract's rule).
const RULES: FormRules<Name> = {
  [F.email]: {
    required: true,
    native: false,
    validate: (value) => requestIssue({ [F.email]: value }, F.email),
  },
};

type RequestEmailStepProps = { onSent: (target: RecoveryTarget, message: string) => void };

/** Step 1 (spec 001 §4): the account's email address, to send a recovery code to. */
export function RequestEmailStep({ onSent }: RequestEmailStepProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const form = useFormValidator({
    rules: RULES,
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
    const email = form.values[F.email].trim();
    request.mutate(
      { [F.email]: email },
      {
        onSuccess: (outcome) =>
          feedback.apply(readRecoveryAnswer(outcome), ({ message }) =>
            onSent({ channel: 'email', email }, message),
          ),
        onError: feedback.fail,
      },
    );
  }

  return (
    <form className={styles.form} noValidate aria-busy={request.isPending} onSubmit={handleSubmit}>
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
        {...fieldProps(form.field(F.email), t, feedback.serverErrors[F.email], () =>
          feedback.clearServerError(F.email),
        )}
      />
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!form.canSubmit || request.isPending}
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
