import type { TQuizResponse } from '@playfair/contracts/rg';
import { QUIZ_RETRY_DAYS } from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useQuizSubmit } from '../api/post-quiz-submit';
import { isQuizPassed, orderedQuestions, questionField, quizPayload } from '../model/quiz';
import { RG_NAMESPACE } from '../text-keys';
import styles from './rg.module.css';

type QuizFormProps = {
  quiz: TQuizResponse;
  /** Passed: the change the quiz stood before goes ahead. */
  onPassed: () => void;
  /** Back to the limit form, the change not made. */
  onClose: () => void;
};

type Problem =
  /** spec 001 §5: a question without an answer ('select all'); nothing was sent. */
  | { kind: 'select-all'; missing: ReadonlySet<number> }
  /** spec 001 §5: failed; another try after QUIZ_RETRY_DAYS. */
  | { kind: 'failed' }
  /** The server's refusal (QUIZ_LOCKED, QUIZ_SELECT_ALL) or a failed request. */
  | { kind: 'error'; message: string };

/**
 * spec 001 §3 "Quiz", §6 change-deposit-quiz: the responsible-gaming quiz before a raise. One radio
 * group per question, in OrderNumber order; every question needs an answer before it is sent.
 */
export function QuizForm({ quiz, onPassed, onClose }: QuizFormProps) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const titleId = useId();
  const problemId = useId();
  const questions = orderedQuestions(quiz);
  const form = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(
      questions.map((question) => [questionField(question.Id), '']),
    ),
  });
  const submit = useQuizSubmit({ locale, userId: userId ?? '' });
  const [problem, setProblem] = useState<Problem | null>(null);

  function handleValid(values: Record<string, string>) {
    if (submit.isPending) return;
    const payload = quizPayload(quiz, values);
    if (payload.kind === 'incomplete') {
      setProblem({ kind: 'select-all', missing: new Set(payload.missing) });
      return;
    }
    setProblem(null);
    submit.mutate(
      { quizId: quiz.QuizId, questions: payload.questions },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          if (isQuizPassed(outcome.answer)) onPassed();
          else setProblem({ kind: 'failed' });
        },
        onError: (error) => setProblem({ kind: 'error', message: errorText(error, t) }),
      },
    );
  }

  function handleAnswer(questionId: number) {
    if (problem?.kind !== 'select-all' || !problem.missing.has(questionId)) return;
    const missing = new Set(problem.missing);
    missing.delete(questionId);
    setProblem(missing.size === 0 ? null : { kind: 'select-all', missing });
  }

  const isFailed = problem?.kind === 'failed';

  return (
    <form
      className={styles.quiz}
      aria-labelledby={titleId}
      aria-busy={submit.isPending}
      noValidate
      onSubmit={form.handleSubmit(handleValid)}
    >
      <h3 id={titleId} className={styles.quizTitle}>
        {quiz.QuizName}
      </h3>
      <p className={styles.muted}>{t('rg_quiz_required')}</p>
      <fieldset className={styles.plainFieldset} disabled={isFailed}>
        <ol className={styles.questions}>
          {questions.map((question) => {
            const isMissing = problem?.kind === 'select-all' && problem.missing.has(question.Id);
            return (
              <li key={question.Id}>
                <fieldset
                  className={styles.question}
                  data-missing={isMissing || undefined}
                  aria-describedby={isMissing ? problemId : undefined}
                >
                  <legend className={styles.questionText}>{question.QuestionValue}</legend>
                  {question.Answers.map((answer) => (
                    <label key={answer.Id} className={styles.answer}>
                      <input
                        type="radio"
                        value={String(answer.Id)}
                        {...form.register(questionField(question.Id), {
                          onChange: () => handleAnswer(question.Id),
                        })}
                      />
                      <span>{answer.AnswerValue}</span>
                    </label>
                  ))}
                </fieldset>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {problem === null ? null : (
        <div id={problemId}>
          <FormAlert>{problemText(problem, t)}</FormAlert>
        </div>
      )}
      <div className={styles.actions}>
        {isFailed ? null : (
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? <Spinner /> : null}
            {t('rg_quiz_submit')}
          </Button>
        )}
        <Button variant={isFailed ? 'secondary' : 'ghost'} onClick={onClose}>
          {isFailed ? t('rg_quiz_back') : t('rg_quiz_cancel')}
        </Button>
      </div>
    </form>
  );
}

function problemText(problem: Problem, t: TFunction<typeof RG_NAMESPACE>): string {
  switch (problem.kind) {
    case 'select-all':
      return t('quiz_select_all');
    case 'failed':
      return t('quiz_failed', { days: QUIZ_RETRY_DAYS });
    case 'error':
      return problem.message;
  }
}
