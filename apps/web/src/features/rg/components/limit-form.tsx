import {
  SET_LIMIT_FIELDS as F,
  type TActiveLimitsResponse,
  type TQuizResponse,
  type TSetLimitResponse,
  ZSetLimitRequest,
} from '@playfair/contracts/rg';
import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { isMoneyLimit, LIMIT_TYPE_IDS, limitTypeOfId } from '@playfair/domain/rg-limits';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useQuizGet } from '../api/post-quiz-get';
import { useSetLimit } from '../api/post-set-limit';
import { formatLimitMoney } from '../model/limit-amount';
import {
  activeLimitOf,
  durationsFor,
  isQuizFirst,
  quizLockedUntilNow,
  raiseRuleLines,
} from '../model/limits-view';
import { hasErrorCode, RG_ERROR_CODES } from '../model/rg-outcome';
import { LIMIT_ISSUE_KEYS } from '../model/text-issues';
import { RG_NAMESPACE } from '../text-keys';
import { QuizForm } from './quiz-form';
import { dateArg, formatLimitAmount, limitPeriodLabel, limitTypeLabel } from './limit-text';
import styles from './rg.module.css';

type Values = { [F.limitType]: string; [F.duration]: string; [F.amount]: string };

const RESOLVER = contractResolver<Values>(ZSetLimitRequest, { keys: LIMIT_ISSUE_KEYS });

/** The player's word after a change: applies now, or from a date (and then after confirming). */
function changedText(t: TFunction<typeof RG_NAMESPACE>, answer: TSetLimitResponse): string {
  if (answer.Status === 'active') return t('rg_limit_set_active');
  const date = dateArg(answer.Limit.StartDate);
  return answer.Limit.NeedsConfirmation
    ? t('rg_limit_set_future_confirm', { date })
    : t('rg_limit_set_future', { date });
}

type Choice = Pick<Values, typeof F.limitType | typeof F.duration>;

/**
 * Set, lower or raise a limit (spec 001 §4 "Deposit limit"), with the market's rule for a raise.
 * After each change the form starts again clean (same type and period), under the server's word.
 */
export function LimitSection({ answer }: { answer: TActiveLimitsResponse }) {
  const { t } = useTranslation(RG_NAMESPACE);
  const titleId = useId();
  const rulesId = useId();
  const { Rules: rules } = answer;
  const firstType = rules.limitTypes[0] ?? LIMIT_TYPE_IDS.deposit;
  const [done, setDone] = useState<{ count: number; message: string | null; choice: Choice }>({
    count: 0,
    message: null,
    choice: {
      [F.limitType]: String(firstType),
      [F.duration]: String(durationsFor(rules, firstType)[0] ?? ''),
    },
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('rg_limit_form_title')}
      </h2>
      <div className={styles.rules}>
        <h3 id={rulesId} className={styles.subheading}>
          {t('rg_raise_rule_title')}
        </h3>
        <ul className={styles.ruleList} aria-labelledby={rulesId}>
          {raiseRuleLines(rules).map((line) => (
            <li key={line.key}>{'values' in line ? t(line.key, line.values) : t(line.key)}</li>
          ))}
        </ul>
      </div>
      {done.message === null ? null : <FormAlert tone="success">{done.message}</FormAlert>}
      <LimitForm
        key={done.count}
        answer={answer}
        initial={done.choice}
        onSubmit={() => setDone((previous) => ({ ...previous, message: null }))}
        onChanged={(message, choice) =>
          setDone(({ count }) => ({ count: count + 1, message, choice }))
        }
      />
    </section>
  );
}

type QuizStep =
  | { kind: 'loading' }
  | { kind: 'quiz'; quiz: TQuizResponse }
  /** spec 001 §5: failed less than 7 days ago (quiz_locked, with the date). */
  | { kind: 'locked'; until: Date }
  | { kind: 'error'; message: string };

type LimitFormProps = {
  answer: TActiveLimitsResponse;
  initial: Choice;
  onSubmit: () => void;
  onChanged: (message: string, choice: Choice) => void;
};

function LimitForm({ answer, initial, onSubmit, onChanged }: LimitFormProps) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const { Rules: rules } = answer;
  const form = useForm<Values>({
    defaultValues: { ...initial, [F.amount]: '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, { resolver: RESOLVER, delayMs: FORM_VALIDATOR_DELAY_MS });
  const setLimit = useSetLimit({ locale, userId: userId ?? '' });
  const quizGet = useQuizGet({ locale });
  // The change the quiz stands before (spec 001 §4: "otherwise the quiz must be passed").
  const [quizStep, setQuizStep] = useState<(QuizStep & { change: Values }) | null>(null);
  const [typeId, durationId] = useWatch({ control: form.control, name: [F.limitType, F.duration] });
  const type = limitTypeOfId(Number(typeId)) ?? 'deposit';
  const active = activeLimitOf(answer, { LimitType: Number(typeId), Duration: Number(durationId) });
  const maximum = type === 'deposit' ? rules.depositLimitMax[durationId] : undefined;
  const isBusy = setLimit.isPending || quizStep?.kind === 'loading';
  const limitTypeField = feedback.selectField(F.limitType);

  /** Another type may take other periods (session time: per day): keep the period one it takes. */
  function handleTypeChange(event: ChangeEvent<HTMLSelectElement>) {
    void limitTypeField.onChange(event);
    const allowed = durationsFor(rules, Number(event.target.value));
    if (!allowed.some((id) => String(id) === form.getValues(F.duration))) {
      form.setValue(F.duration, String(allowed[0] ?? ''));
    }
  }

  function send(values: Values, { afterQuiz }: { afterQuiz: boolean }) {
    onSubmit();
    setLimit.mutate(
      {
        [F.limitType]: values[F.limitType],
        [F.duration]: values[F.duration],
        [F.amount]: values[F.amount].trim(),
      },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          const message = changedText(t, outcome.answer);
          onChanged(afterQuiz ? `${t('rg_quiz_passed')} ${message}` : message, {
            [F.limitType]: values[F.limitType],
            [F.duration]: values[F.duration],
          });
        },
        onError: (error) => {
          if (hasErrorCode(error, RG_ERROR_CODES.quizRequired)) openQuiz(values);
          else feedback.showFormError(errorText(error, t));
        },
      },
    );
  }

  function openQuiz(change: Values) {
    const lockedUntil = quizLockedUntilNow(answer.Quiz);
    if (lockedUntil !== null) {
      setQuizStep({ kind: 'locked', until: lockedUntil, change });
      return;
    }
    setQuizStep({ kind: 'loading', change });
    quizGet.mutate(answer.Quiz.quizId, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') {
          setQuizStep(null);
          modals.open('session-expired');
          return;
        }
        setQuizStep({ kind: 'quiz', quiz: outcome.answer, change });
      },
      onError: (error) => setQuizStep({ kind: 'error', message: errorText(error, t), change }),
    });
  }

  function handleValid(values: Values) {
    if (isBusy || quizStep !== null) return;
    const change = {
      LimitType: Number(values[F.limitType]),
      Duration: Number(values[F.duration]),
      Amount: values[F.amount].trim(),
    };
    if (isQuizFirst({ answer, rules, quiz: answer.Quiz, change })) {
      onSubmit();
      openQuiz(values);
      return;
    }
    send(values, { afterQuiz: false });
  }

  function handleQuizPassed() {
    if (quizStep === null) return;
    const { change } = quizStep;
    setQuizStep(null);
    send(change, { afterQuiz: true });
  }

  const hints = [
    active === undefined
      ? null
      : t('rg_limit_current', {
          amount: formatLimitAmount(t, type, active.Amount, rules.currency),
        }),
    maximum === undefined
      ? null
      : t('rg_limit_above_maximum', { amount: formatLimitMoney(maximum, rules.currency) }),
  ].filter((hint) => hint !== null);

  return (
    <>
      <form
        className={styles.limitForm}
        noValidate
        aria-busy={isBusy}
        onSubmit={form.handleSubmit(handleValid, feedback.revealAll)}
      >
        {feedback.formError === null ? null : <FormAlert>{feedback.formError}</FormAlert>}
        <fieldset className={styles.plainFieldset} disabled={quizStep !== null}>
          <div className={styles.limitFields}>
            <SelectField
              label={t('rg_limit_type_label')}
              {...limitTypeField}
              onChange={handleTypeChange}
              options={rules.limitTypes.map((id) => ({
                value: String(id),
                label: limitTypeLabel(t, id),
              }))}
            />
            <SelectField
              label={t('rg_limit_period_label')}
              {...feedback.selectField(F.duration)}
              options={durationsFor(rules, Number(typeId)).map((id) => ({
                value: String(id),
                label: limitPeriodLabel(t, id),
              }))}
            />
            <TextField
              className={styles.amountField}
              label={
                isMoneyLimit(type)
                  ? t('rg_limit_amount_label', { currency: rules.currency })
                  : t('rg_limit_minutes_label')
              }
              inputMode={isMoneyLimit(type) ? 'decimal' : 'numeric'}
              autoComplete="off"
              required
              hint={
                hints.length === 0 ? undefined : (
                  <>
                    {hints.map((hint) => (
                      <span key={hint} className={styles.hintLine}>
                        {hint}
                      </span>
                    ))}
                  </>
                )
              }
              {...feedback.textField(F.amount)}
            />
          </div>
          <Button type="submit" disabled={!feedback.canSubmit || isBusy}>
            {isBusy ? <Spinner /> : null}
            {t('rg_limit_submit')}
          </Button>
        </fieldset>
      </form>
      {quizStep === null ? null : (
        <QuizStepView
          step={quizStep}
          onPassed={handleQuizPassed}
          onClose={() => setQuizStep(null)}
        />
      )}
    </>
  );
}

function QuizStepView({
  step,
  onPassed,
  onClose,
}: {
  step: QuizStep;
  onPassed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  switch (step.kind) {
    case 'loading':
      return (
        <p className={styles.loading} role="status">
          <Spinner /> {t('loading')}
        </p>
      );
    case 'quiz':
      return <QuizForm quiz={step.quiz} onPassed={onPassed} onClose={onClose} />;
    case 'locked':
    case 'error':
      return (
        <div className={styles.quiz}>
          <FormAlert>
            {step.kind === 'locked' ? t('quiz_locked', { date: step.until }) : step.message}
          </FormAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('rg_quiz_back')}
            </Button>
          </div>
        </div>
      );
  }
}
