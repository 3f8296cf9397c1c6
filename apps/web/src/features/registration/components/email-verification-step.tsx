import { ZVerifyEmailRequest } from '@playfair/contracts/registration';
import { numericOnly } from '@playfair/domain/validation';
import { type Ref, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useVerifyEmail } from '../api/verify-email';
import styles from './registration-form.module.css';

type Values = { code: string };

/** The keys ZVerifyEmailRequest reports for the code. */
const CODE_ISSUE_KEYS = ['validation_required', 'validation_too_long'] as const;

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
  // The post's own schema, with the address the code was mailed to.
  const [resolver] = useState(() =>
    contractResolver<Values>(ZVerifyEmailRequest, {
      keys: CODE_ISSUE_KEYS,
      extra: () => ({ email }),
    }),
  );
  const form = useForm<Values>({ defaultValues: { code: '' }, resolver, shouldFocusError: false });
  const { field: code } = useController({ control: form.control, name: 'code' });
  const isCodeValid = Object.keys(resolver.issuesOf({ code: code.value })).length === 0;
  const verify = useVerifyEmail(locale);
  const answer = verify.data;
  const refusal = answer !== undefined && !answer.success ? answer.message : null;

  function handleConfirm(values: Values) {
    if (verify.isPending) return;
    verify.mutate(
      { email, code: values.code },
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
      <form className={styles.codeForm} noValidate onSubmit={form.handleSubmit(handleConfirm)}>
        <TextField
          label={t('registration_email_code_label')}
          name={code.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code.value}
          inputRef={code.ref}
          onChange={(event) => code.onChange(numericOnly(event.target.value))}
          onBlur={code.onBlur}
        />
        {refusal === null && !verify.isError ? null : (
          <FormAlert>{refusal ?? t('generic_error_msg')}</FormAlert>
        )}
        {answer?.success === true ? <FormAlert tone="success">{answer.message}</FormAlert> : null}
        <Button
          type="submit"
          disabled={!isCodeValid || verify.isPending}
          aria-busy={verify.isPending}
        >
          {verify.isPending ? <Spinner /> : null}
          {t('registration_email_code_submit')}
        </Button>
      </form>
    </section>
  );
}
