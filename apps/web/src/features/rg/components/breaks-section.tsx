import {
  type TBreakResponse,
  type TLimitRules,
  type TSelfExclusionRequest,
  ZSelfExclusionRequest,
} from '@playfair/contracts/rg';
import {
  breakKindOf,
  FORM_VALIDATOR_DELAY_MS,
  isSelfExclusionDurationId,
  type SelfExclusionDurationEntry,
  type SelfExclusionDurationId,
  selfExclusionDuration,
} from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { Notice } from '../../../shared/ui/notice';
import { PasswordField } from '../../../shared/ui/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { useSelfExclusion } from '../api/post-self-exclusion';
import { breakEndFromNow } from '../model/break-notice';
import { hasErrorCode, RG_ERROR_CODES } from '../model/rg-outcome';
import { BREAK_ISSUE_KEYS } from '../model/text-issues';
import { RG_NAMESPACE } from '../text-keys';
import { durationLabel } from './duration-label';
import styles from './rg.module.css';
import { PillChoice, PillGroup } from '../../../shared/ui/pill-choice';

type Values = Required<Pick<TSelfExclusionRequest, 'password'>> & { duration: string };

const RESOLVER = contractResolver<Values>(ZSelfExclusionRequest, { keys: BREAK_ISSUE_KEYS });

type BreaksSectionProps = {
  rules: Pick<TLimitRules, 'timeOutIds' | 'selfExclusionIds'>;
  isOpen: boolean;
  /** spec 000 §2: the duration the address chose (`?selfExclusion=4`). */
  chosenId: number | undefined;
  onToggle: (isOpen: boolean) => void;
  onBreakStarted: (answer: TBreakResponse) => void;
  readMoreLink: To;
};

function offered(ids: readonly number[]): SelfExclusionDurationEntry[] {
  return ids.filter(isSelfExclusionDurationId).map(selfExclusionDuration);
}

/**
 * Time-outs and self-exclusion (spec 000 §2 / §9): the durations the player's market offers, the
 * password, and a last step that states when the break ends before it is sent. On success every
 * session of the player has ended: the caller logs the page out and says why.
 */
export function BreaksSection({
  rules,
  isOpen,
  chosenId,
  onToggle,
  onBreakStarted,
  readMoreLink,
}: BreaksSectionProps) {
  const { t } = useTranslation(RG_NAMESPACE);
  const sectionId = useId();
  const timeOuts = offered(rules.timeOutIds);
  const exclusions = offered(rules.selfExclusionIds);
  const isChosenOffered =
    chosenId !== undefined && [...timeOuts, ...exclusions].some(({ id }) => id === chosenId);

  return (
    <section className={styles.disclosure} aria-labelledby={`${sectionId}-title`}>
      <h2 id={`${sectionId}-title`} className={styles.disclosureHeading}>
        <button
          type="button"
          className={styles.disclosureButton}
          aria-expanded={isOpen}
          aria-controls={sectionId}
          onClick={() => onToggle(!isOpen)}
        >
          {t('rg_breaks_title')}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      {isOpen ? (
        <div id={sectionId} className={styles.disclosureBody}>
          <p>{t('safer_gambling_self_exclusion_text')}</p>
          <p className={styles.muted}>{t('rg_breaks_intro')}</p>
          {chosenId !== undefined && !isChosenOffered ? (
            <Notice tone="warning">{t('rg_break_not_offered')}</Notice>
          ) : null}
          {/* A new address's choice starts the form again with it. */}
          <BreakForm
            key={chosenId ?? 'none'}
            timeOuts={timeOuts}
            exclusions={exclusions}
            initialId={isChosenOffered ? chosenId : undefined}
            onBreakStarted={onBreakStarted}
          />
          <Link to={readMoreLink}>{t('account_self_exclusion_read_more')}</Link>
        </div>
      ) : null}
    </section>
  );
}

type Confirmation = { id: SelfExclusionDurationId; endsAt: Date | null };

function BreakForm({
  timeOuts,
  exclusions,
  initialId,
  onBreakStarted,
}: {
  timeOuts: readonly SelfExclusionDurationEntry[];
  exclusions: readonly SelfExclusionDurationEntry[];
  initialId: number | undefined;
  onBreakStarted: (answer: TBreakResponse) => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const modals = useModals();
  const form = useForm<Values>({
    defaultValues: { duration: initialId === undefined ? '' : String(initialId), password: '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, { resolver: RESOLVER, delayMs: FORM_VALIDATOR_DELAY_MS });
  const start = useSelfExclusion({ locale });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const durationError = feedback.errorText('duration');

  function handleValid(values: Values) {
    const id = Number(values.duration);
    if (!isSelfExclusionDurationId(id)) return;
    // The end as it would be if sent now; the server counts from its own clock.
    setConfirmation({ id, endsAt: breakEndFromNow(id) });
  }

  function handleConfirm() {
    if (confirmation === null || start.isPending) return;
    const { password } = form.getValues();
    start.mutate(
      { duration: String(confirmation.id), password },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          onBreakStarted(outcome.answer);
        },
        onError: (error) => {
          setConfirmation(null);
          const message = errorText(error, t);
          if (hasErrorCode(error, RG_ERROR_CODES.passwordIncorrect)) {
            feedback.showServerErrors({ password: message });
          } else {
            feedback.showFormError(message);
          }
        },
      },
    );
  }

  if (confirmation !== null) {
    return (
      <BreakConfirmation
        confirmation={confirmation}
        isPending={start.isPending}
        onConfirm={handleConfirm}
        onBack={() => setConfirmation(null)}
      />
    );
  }

  return (
    <form
      className={styles.breakForm}
      noValidate
      onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
    >
      {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
      <div className={styles.breakGroups}>
        <DurationGroup
          legend={t('rg_time_out_label')}
          durations={timeOuts}
          form={form}
          onChoose={() => feedback.handleChange('duration', { isChosen: true })}
        />
        <DurationGroup
          legend={t('safer_gambling_self_exclusion_title')}
          durations={exclusions}
          form={form}
          onChoose={() => feedback.handleChange('duration', { isChosen: true })}
        />
      </div>
      {durationError === null ? null : <p className={styles.fieldError}>{durationError}</p>}
      <PasswordField
        className={styles.passwordField}
        label={t('account_settings_current_password')}
        autoComplete="current-password"
        required
        {...feedback.textField('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!feedback.canSubmit}>
          {t('rg_break_continue')}
        </Button>
      </div>
    </form>
  );
}

function DurationGroup({
  legend,
  durations,
  form,
  onChoose,
}: {
  legend: string;
  durations: readonly SelfExclusionDurationEntry[];
  form: UseFormReturn<Values>;
  onChoose: () => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  if (durations.length === 0) return null;
  return (
    <PillGroup legend={legend}>
      {durations.map((duration) => {
        const { ref, ...field } = form.register('duration', { onChange: onChoose });
        return (
          <PillChoice
            key={duration.id}
            value={String(duration.id)}
            {...field}
            inputRef={ref}
            label={durationLabel(t, duration)}
          />
        );
      })}
    </PillGroup>
  );
}

function confirmationText(t: TFunction<typeof RG_NAMESPACE>, { id, endsAt }: Confirmation): string {
  if (endsAt === null) return t('rg_break_confirm_permanent');
  return breakKindOf(id) === 'time-out'
    ? t('rg_break_confirm_time_out', { date: endsAt })
    : t('rg_break_confirm_exclusion', { date: endsAt });
}

function BreakConfirmation({
  confirmation,
  isPending,
  onConfirm,
  onBack,
}: {
  confirmation: Confirmation;
  isPending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isTimeOut = breakKindOf(confirmation.id) === 'time-out';

  // The step replaces the form the focus was in: a screen reader starts at what is asked.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className={styles.breakConfirm}
      role="group"
      aria-labelledby={headingId}
      aria-busy={isPending}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t('rg_break_confirm_title', {
          label: durationLabel(t, selfExclusionDuration(confirmation.id)),
        })}
      </h3>
      <p>{confirmationText(t, confirmation)}</p>
      <div className={styles.actions}>
        <Button disabled={isPending} onClick={onConfirm}>
          {isPending ? <Spinner /> : null}
          {isTimeOut
            ? t('rg_break_confirm_time_out_button')
            : t('rg_break_confirm_exclusion_button')}
        </Button>
        <Button variant="secondary" disabled={isPending} onClick={onBack}>
          {t('rg_break_back')}
        </Button>
      </div>
    </div>
  );
}
