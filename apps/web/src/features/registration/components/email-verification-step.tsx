import { numericOnly } from '@playfair/domain/validation';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useVerifyEmail } from '../api/verify-email';
import styles from './registration-form.module.css';

type EmailVerificationStepProps = {
  email: string;
  headingLevel: 2 | 3;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * The fourth section (spec 001 §2, §4: emailVerification true). The server mailed a code; it
 * confirms the address and logs the new player in.
 */
export function EmailVerificationStep({
  email,
  headingLevel,
  headingId,
  headingRef,
}: EmailVerificationStepProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [code, setCode] = useState('');
  const verify = useVerifyEmail(locale);
  const answer = verify.data;
  const refusal = answer !== undefined && !answer.success ? answer.message : null;

  function handleConfirm() {
    if (code === '' || verify.isPending) return;
    verify.mutate(
      { email, code },
      {
        onSuccess: (result) => {
          if (result.success) loadPage(result.redirect ?? `/${locale}/`);
        },
      },
    );
  }

  return (
    <section className={styles.finish} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('registration_email_verification_title')}
      </Heading>
      <p className={styles.finishText}>{t('registration_email_verification_text', { email })}</p>
      <form
        className={styles.codeForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleConfirm();
        }}
      >
        <TextField
          label={t('registration_email_code_label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(numericOnly(event.target.value))}
        />
        {refusal === null && !verify.isError ? null : (
          <FormAlert>{refusal ?? t('generic_error_msg')}</FormAlert>
        )}
        {answer?.success === true ? <FormAlert tone="success">{answer.message}</FormAlert> : null}
        <Button
          type="submit"
          disabled={code === '' || verify.isPending}
          aria-busy={verify.isPending}
        >
          {verify.isPending ? <Spinner /> : null}
          {t('registration_email_code_submit')}
        </Button>
      </form>
    </section>
  );
}
