import type { AnnualKycField } from '@playfair/contracts/kyc';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { loadPage } from '../../../shared/navigation/page-load';
import { notify } from '../../../shared/notifications/notification-queue';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useAnnualKycModal } from '../api/get-annual-kyc-modal';
import { type AnnualKycAnswers, usePerformAnnualKyc } from '../api/post-perform-annual-kyc';
import type { AnnualKycFragment } from '../model/annual-kyc-fragment';
import type { AnnualKycErrorKey } from '../model/annual-kyc-answer';
import { KYC_NAMESPACE } from '../text-keys';
import styles from './annual-kyc.module.css';

/**
 * The German annual KYC modal (spec 001 §2, onload action deAnnualKycModal): the player confirms
 * or corrects their address, occupation and monthly deposit limit. Its form comes from GET
 * public-api/user/annual-kyc-modal; a completed review closes it (and the server stops asking).
 */
export function AnnualKycModal() {
  const { t } = useTranslation(KYC_NAMESPACE);
  const { userId } = useSession();
  const form = useAnnualKycModal({ userId: userId ?? 'visitor' });

  if (userId === null) return null;
  if (form.isPending) {
    return (
      <ModalDialog title={t('annual_kyc_title')} size="sm" isBusy>
        <Spinner />
      </ModalDialog>
    );
  }
  if (form.isError) {
    // spec 001 §8: a non-200 answer or an unreadable one shows the translated generic error.
    return (
      <ModalDialog title={t('annual_kyc_title')} size="sm">
        <FormAlert>{t('annual_kyc_error_generic')}</FormAlert>
        <Button onClick={() => void form.refetch()}>{t('generic_error_title')}</Button>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title={form.data.title} size="md">
      <AnnualKycForm fragment={form.data} />
    </ModalDialog>
  );
}

/** Fields that take the whole row; postal code and city share one. */
const WIDE_FIELDS: ReadonlySet<AnnualKycField> = new Set([
  'user_address',
  'user_occupation',
  'monthly_deposit_limit',
]);

function startingAnswers(fragment: AnnualKycFragment): AnnualKycAnswers {
  return Object.fromEntries(
    fragment.fields.map((field) => [field.name, field.value]),
  ) as AnnualKycAnswers;
}

/** The form: each field marked with its data-error text when the server refuses it. */
export function AnnualKycForm({ fragment }: { fragment: AnnualKycFragment }) {
  const { t } = useTranslation(KYC_NAMESPACE);
  const { close } = useModalEntry();
  const { endSession } = useSession();
  const perform = usePerformAnnualKyc();
  const [answers, setAnswers] = useState(() => startingAnswers(fragment));
  const [marked, setMarked] = useState<readonly AnnualKycField[]>([]);
  const [problem, setProblem] = useState<AnnualKycErrorKey | null>(null);

  function change(field: AnnualKycField, value: string) {
    setAnswers((current) => ({ ...current, [field]: value }));
    setMarked((current) => current.filter((each) => each !== field));
    setProblem(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (perform.isPending) return;
    setProblem(null);
    perform.mutate(answers, {
      onSuccess: (outcome) => {
        switch (outcome.kind) {
          case 'completed':
            notify({ message: outcome.message });
            close();
            if (outcome.redirect !== null) loadPage(outcome.redirect);
            return;
          case 'fields':
            setMarked(outcome.fields);
            return;
          case 'error':
            setProblem(outcome.textKey);
            return;
          case 'session-ended':
            close();
            endSession();
            return;
        }
      },
      // spec 001 §8: non-200 or bad JSON — the translated generic error.
      onError: () => setProblem('annual_kyc_error_generic'),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="annual-kyc-form">
      {fragment.paragraphs.map((text) => (
        <p key={text} className={styles.intro}>
          {text}
        </p>
      ))}
      <div className={styles.fields}>
        {fragment.fields.map((field) => (
          <TextField
            key={field.name}
            className={WIDE_FIELDS.has(field.name) ? styles.wide : undefined}
            label={field.label}
            name={field.name}
            value={answers[field.name]}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            minLength={field.minLength}
            maxLength={field.maxLength}
            required
            hint={field.hint === '' ? undefined : field.hint}
            error={marked.includes(field.name) ? field.error : null}
            onChange={(event) => change(field.name, event.target.value)}
          />
        ))}
      </div>
      {marked.length > 0 ? <FormAlert>{t('annual_kyc_error_fields')}</FormAlert> : null}
      {problem === null ? null : <FormAlert>{t(problem)}</FormAlert>}
      <Button type="submit" size="lg" className={styles.submit} disabled={perform.isPending}>
        {perform.isPending ? <Spinner /> : null}
        {perform.isPending ? t('annual_kyc_saving') : fragment.submitLabel}
      </Button>
    </form>
  );
}
