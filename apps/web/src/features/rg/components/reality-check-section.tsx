import { type TRealityCheckForm, ZRealityCheckFormRequest } from '@playfair/contracts/game-session';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PillChoice, PillGroup } from '../../../shared/ui/pill-choice';
import { Spinner } from '../../../shared/ui/spinner';
import { useRealityCheckForm } from '../../../shared/reality-check/get-reality-check-form';
import { useSetRealityCheckInterval } from '../api/post-reality-check-form';
import { REALITY_CHECK_ISSUE_KEYS } from '../model/text-issues';
import { RG_NAMESPACE } from '../text-keys';
import styles from './rg.module.css';

type Values = { interval: string };

const RESOLVER = contractResolver<Values>(ZRealityCheckFormRequest, {
  keys: REALITY_CHECK_ISSUE_KEYS,
});

/**
 * How often the reality check reminds the player of their play, and, where their market lets them
 * choose (GB: 15, 30, 45 or 60 minutes), another interval.
 */
export function RealityCheckSection() {
  const { t } = useTranslation(RG_NAMESPACE);
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('rg_reality_check_title')}
      </h2>
      <RealityCheckBody />
    </section>
  );
}

function RealityCheckBody() {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const realityCheck = useRealityCheckForm({ locale, userId: userId ?? '' });
  const [savedMinutes, setSavedMinutes] = useState<number | null>(null);

  if (realityCheck.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (realityCheck.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void realityCheck.refetch()} />;
  }
  const { intervalMinutes, choices } = realityCheck.data;
  return (
    <>
      <p>{t('rg_reality_check_interval', { minutes: intervalMinutes })}</p>
      {savedMinutes === null ? null : (
        <FormAlert tone="success">
          {t('rg_reality_check_saved', { minutes: savedMinutes })}
        </FormAlert>
      )}
      {choices.length === 0 ? (
        <p className={styles.muted}>{t('rg_reality_check_fixed')}</p>
      ) : (
        <IntervalForm
          answer={realityCheck.data}
          onSubmit={() => setSavedMinutes(null)}
          onSaved={setSavedMinutes}
        />
      )}
    </>
  );
}

type IntervalFormProps = {
  answer: TRealityCheckForm;
  onSubmit: () => void;
  onSaved: (minutes: number) => void;
};

function IntervalForm({ answer, onSubmit, onSaved }: IntervalFormProps) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const { intervalMinutes, choices } = answer;
  const form = useForm<Values>({
    // An interval in force that is not offered (set before the market's choices) is not chosen.
    defaultValues: { interval: choices.includes(intervalMinutes) ? String(intervalMinutes) : '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, { resolver: RESOLVER, delayMs: FORM_VALIDATOR_DELAY_MS });
  const saveInterval = useSetRealityCheckInterval({ locale, userId: userId ?? '' });
  const chosen = useWatch({ control: form.control, name: 'interval' });
  const isUnchanged = chosen === String(intervalMinutes);

  function handleValid({ interval }: Values) {
    if (saveInterval.isPending) return;
    onSubmit();
    saveInterval.mutate(
      { interval },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          onSaved(outcome.answer.intervalMinutes);
        },
        onError: (error) => feedback.showFormError(errorText(error, t)),
      },
    );
  }

  return (
    <form
      className={styles.realityCheckForm}
      noValidate
      aria-busy={saveInterval.isPending}
      onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
    >
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <PillGroup legend={t('rg_reality_check_choice_label')}>
        {choices.map((minutes) => {
          const { ref, ...field } = form.register('interval', {
            onChange: () => feedback.handleChange('interval', { isChosen: true }),
          });
          return (
            <PillChoice
              key={minutes}
              value={String(minutes)}
              {...field}
              inputRef={ref}
              label={t('rg_reality_check_choice', { minutes })}
            />
          );
        })}
      </PillGroup>
      <Button type="submit" disabled={!feedback.canSubmit || isUnchanged || saveInterval.isPending}>
        {saveInterval.isPending ? <Spinner /> : null}
        {t('rg_reality_check_submit')}
      </Button>
    </form>
  );
}
